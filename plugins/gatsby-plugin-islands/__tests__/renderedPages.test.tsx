/**
 * @jest-environment node
 */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { renderToStaticMarkup } from "react-dom/server"
import type { ReactNode } from "react"
import type { ClientScriptsManifest } from "../src/clientScriptsManifest"
import { GATSBY_INTERNALS } from "../src/gatsbyInternals"
import { ISLAND_SCRIPTS_ID } from "../src/islandMarkup"
import { builtHtmlFile } from "../src/pageHtmlFiles"
import { readRenderedPages } from "../src/renderedPages"
import { useRegisterIsland } from "../src/IslandsOfPage"

const manifest: ClientScriptsManifest = {
  inline: { withoutIslands: "window.page=1", withIslands: "window.page=1;window.loader=1" },
  islands: { Gallery: ["/islands/runtime.js", "/islands/Gallery.js"] },
  lazy: {},
}
process.env.ISLANDS_CLIENT_SCRIPTS = JSON.stringify(manifest)
// eslint-disable-next-line @typescript-eslint/no-require-imports -- after the environment it reads is set
const { onPreRenderHTML, wrapRootElement } = require("../gatsby-ssr") as typeof import("../gatsby-ssr")

function Gallery() {
  useRegisterIsland("Gallery")
  return <p>pictures</p>
}

/** Renders a page as Gatsby's build does: the page in wrapRootElement, then onPreRenderHTML over its head and body end. */
function renderPage(pathname: string, page: ReactNode, head: ReactNode[]) {
  renderToStaticMarkup(wrapRootElement!({ element: page, pathname } as never, {} as never) as React.ReactElement)
  let body: ReactNode[] = [
    <script key="loader" id={GATSBY_INTERNALS.scriptLoaderId.value} />,
    <div key="slice" {...{ sliceId: GATSBY_INTERNALS.scriptsSliceId.value }} />,
  ]
  onPreRenderHTML!(
    {
      pathname,
      getHeadComponents: () => head,
      replaceHeadComponents: (components: ReactNode[]) => (head = components),
      getPostBodyComponents: () => body,
      replacePostBodyComponents: (components: ReactNode[]) => (body = components),
    } as never,
    {} as never,
  )
  return { head, body }
}

/** The page's HTML as Gatsby's build writes it (roughly: the head's and body end's components around the page), into `root`'s public/. */
function writePage(root: string, pathname: string, page: ReactNode, head: ReactNode[]) {
  const rendered = renderPage(pathname, page, head)
  const html = `<!DOCTYPE html>${renderToStaticMarkup(
    <html lang="en">
      <head>{rendered.head}</head>
      <body>
        <div id="___gatsby">{page}</div>
        {rendered.body}
      </body>
    </html>,
  )}`
  const file = path.join(root, "public", builtHtmlFile(pathname))
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(file, html)
  return rendered
}

describe("what each built page holds, read from its HTML for the site's headers", () => {
  const env = process.env.NODE_ENV
  let root: string
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), "rendered-pages-"))
    process.env.NODE_ENV = "production"
  })
  afterEach(() => {
    process.env.NODE_ENV = env
    fs.rmSync(root, { recursive: true, force: true })
  })

  it("names the page's islands with their files and the code of every inline script a browser runs, and no JSON data block", () => {
    const { head, body } = writePage(root, "/artwork", <Gallery />, [
      <script key="settings" type="application/json" dangerouslySetInnerHTML={{ __html: '{"a":1}' }} />,
      <script key="ld" type="application/ld+json" dangerouslySetInnerHTML={{ __html: '{"@type":"Book"}' }} />,
      <script key="rules" type="speculationrules" dangerouslySetInnerHTML={{ __html: '{"prefetch":[]}' }} />,
      <script key="theme" dangerouslySetInnerHTML={{ __html: "document.documentElement.dataset.x=1&&1<2" }} />,
      <script key="file" src="/file.js" />,
    ])
    writePage(root, "/shop", <p>plain</p>, [])

    // Gatsby's runtime left out of the body; the island's files, then the one page script, last in the head.
    expect(body).toHaveLength(0)
    expect(head.slice(-2).map(component => (component as React.ReactElement<{ id?: string }>).props.id ?? "script")).toEqual([ISLAND_SCRIPTS_ID, "script"])
    expect(readRenderedPages(root, ["/artwork", "/shop"])).toEqual([
      {
        path: "/artwork",
        islands: ["Gallery"],
        islandFiles: { Gallery: ["/islands/runtime.js", "/islands/Gallery.js"] },
        inlineScripts: ['{"prefetch":[]}', "document.documentElement.dataset.x=1&&1<2", "window.page=1;window.loader=1"],
        inlineJavaScript: ["document.documentElement.dataset.x=1&&1<2", "window.page=1;window.loader=1"],
      },
      { path: "/shop", islands: [], islandFiles: {}, inlineScripts: ["window.page=1"], inlineJavaScript: ["window.page=1"] },
    ])
  })

  it("names a page of the build that has no HTML file, and what to do", () => {
    expect(() => readRenderedPages(root, ["/never-rendered"])).toThrow(/The page \/never-rendered has no HTML file at .*npm run clean/)
  })
})
