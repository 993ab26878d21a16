import fs from "node:fs"
import path from "node:path"
import { JSDOM } from "jsdom"
import { brokenLinks, outboundLinkProblems } from "../helpers/quality/links"
import { htmlPagesIn } from "../../harness/static-server"
import { PUBLIC_DIR, site } from "../../harness/built-site"
import { serveFolder, type StaticServer } from "../../harness/static-server"

jest.setTimeout(180_000)

let server: StaticServer
beforeAll(async () => {
  server = await serveFolder(PUBLIC_DIR)
})
afterAll(() => server?.close())

// Start from every built page (aliases and the 404 page are linked from nowhere); a folder's page
// (the web editor's) by the folder's address with its slash, against which its own files resolve.
const startPaths = htmlPagesIn(PUBLIC_DIR).map(file => "/" + path.relative(PUBLIC_DIR, file).replace(/(^|\/)index\.html$/, "$1"))

it("every link, image, srcset candidate, download, stylesheet and #fragment in the build resolves", async () => {
  expect(await brokenLinks(server.url, startPaths)).toEqual([])
})

it("every link to another site is https and opens in a new tab with rel=noopener noreferrer", () => {
  const problems = htmlPagesIn(PUBLIC_DIR).flatMap(file => {
    const document = new JSDOM(fs.readFileSync(file, "utf8")).window.document
    return outboundLinkProblems(document, path.relative(PUBLIC_DIR, file), site.siteUrl)
  })
  expect(problems).toEqual([])
})
