/**
 * @jest-environment node
 */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import type { ReactNode } from "react"
import { ISLAND_SCRIPTS_ID } from "../src/islandMarkup"
import { builtHtmlFile } from "../src/pageHtmlFiles"
import { readRenderedPages } from "../src/renderedPages"
import { builtPage, Gallery } from "./helpers/serverRender"

/** The page's HTML as Gatsby's build writes it, into `root`'s public/. */
function writePage(root: string, pathname: string, page: ReactNode, head: ReactNode[]) {
  const built = builtPage(pathname, page, head)
  const file = path.join(root, "public", builtHtmlFile(pathname))
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(file, built.html)
  return built
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

    // Gatsby's runtime left out of the body; the island's files, then the one page script, last in
    // the body, after the page's content; the head keeps what the page put there.
    const idsOf = (components: React.ReactNode[]) => components.map(component => (component as React.ReactElement<{ id?: string }>).props.id ?? "script")
    expect(idsOf(body)).toEqual([ISLAND_SCRIPTS_ID, "script"])
    expect(head).toHaveLength(5)
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
