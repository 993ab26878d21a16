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
import { readRenderedPages } from "../src/renderedPages"
import { useRegisterIsland } from "../src/IslandsOfPage"

const manifest: ClientScriptsManifest = {
  inline: { sharedPage: "window.page=1", islandLoader: "window.loader=1" },
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

describe("the record of each page's render, for the site's headers", () => {
  const cwd = process.cwd()
  const env = process.env.NODE_ENV
  let root: string
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), "rendered-pages-"))
    process.chdir(root)
    process.env.NODE_ENV = "production"
  })
  afterEach(() => {
    process.chdir(cwd)
    process.env.NODE_ENV = env
  })

  it("names the page's islands and the code of every inline script a browser runs, and no JSON data block", () => {
    const { body } = renderPage("/artwork", <Gallery />, [
      <script key="settings" type="application/json" dangerouslySetInnerHTML={{ __html: '{"a":1}' }} />,
      <script key="ld" type="application/ld+json" dangerouslySetInnerHTML={{ __html: '{"@type":"Book"}' }} />,
      <script key="rules" type="speculationrules" dangerouslySetInnerHTML={{ __html: '{"prefetch":[]}' }} />,
      <script key="theme" dangerouslySetInnerHTML={{ __html: "document.documentElement.dataset.x=1" }} />,
      <script key="file" src="/file.js" />,
    ])
    renderPage("/shop", <p>plain</p>, [])

    expect(body).toHaveLength(2)
    expect(readRenderedPages(root, ["/artwork", "/shop"])).toEqual([
      {
        path: "/artwork",
        islands: ["Gallery"],
        inlineScripts: ['{"prefetch":[]}', "document.documentElement.dataset.x=1", "window.page=1", "window.loader=1"],
      },
      { path: "/shop", islands: [], inlineScripts: ["window.page=1"] },
    ])
  })

  it("names a page of the build that left no record, and what to do", () => {
    expect(() => readRenderedPages(root, ["/never-rendered"])).toThrow(/The page \/never-rendered has no record of its render .*npm run clean/)
  })
})
