/**
 * @jest-environment node
 */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { GATSBY_INTERNALS } from "../src/gatsbyInternals"
import { renderedPage } from "../src/renderedPages"
import { shippedInlineScripts, staticFileAddress, unexpectedInlineScripts, unexpectedInlineScriptsMessage } from "../src/shippedInlineScripts"
import { builtPage, Gallery, manifest } from "./helpers/serverRender"

describe("the inline scripts the plugin means to ship, for a site's Content-Security-Policy", () => {
  const env = process.env.NODE_ENV
  beforeEach(() => (process.env.NODE_ENV = "production"))
  afterEach(() => (process.env.NODE_ENV = env))

  it("are exactly the scripts its server render puts in built pages, with islands and without", () => {
    const pages = [renderedPage("/artwork", builtPage("/artwork", <Gallery />).html), renderedPage("/shop", builtPage("/shop", <p>plain</p>).html)]
    expect(pages.map(page => page.inlineScripts)).toEqual([[manifest.inline.withIslands], [manifest.inline.withoutIslands]])
    expect(new Set(pages.flatMap(page => page.inlineScripts))).toEqual(new Set(shippedInlineScripts(manifest)))
  })

  it("leave out JSON data blocks, and find any other script a browser runs that is not one of them, whatever its type", () => {
    const shipped = [...shippedInlineScripts(manifest), '{"prefetch":[]}']
    const html = builtPage("/artwork", <Gallery />, [
      <script key="ld" type="application/ld+json" dangerouslySetInnerHTML={{ __html: '{"@type":"Book"}' }} />,
      <script key="data" type="application/json" dangerouslySetInnerHTML={{ __html: '{"a":1}' }} />,
      <script key="rules" type="speculationrules" dangerouslySetInnerHTML={{ __html: '{"prefetch":[]}' }} />,
      <script key="module" type="module" dangerouslySetInnerHTML={{ __html: "import('/x.js')" }} />,
      <script key="classic" type="text/javascript" dangerouslySetInnerHTML={{ __html: "fetch('/steal?'+document.cookie)" }} />,
      <script key="file" src="/file.js" />,
    ]).html
    const pages = [renderedPage("/artwork", html), renderedPage("/shop", builtPage("/shop", <p>plain</p>).html)]
    expect(unexpectedInlineScripts(pages, shipped)).toEqual([
      { page: "/artwork", file: "public/artwork.html", code: "import('/x.js')" },
      { page: "/artwork", file: "public/artwork.html", code: "fetch('/steal?'+document.cookie)" },
    ])
    expect(unexpectedInlineScripts(pages, [...shipped, "import('/x.js')", "fetch('/steal?'+document.cookie)"])).toEqual([])
  })

  it("name, when a page holds another, its file, its page, the script's start and what to do", () => {
    const code = `document.body.insertAdjacentHTML("beforeend", "${"x".repeat(200)}")`
    const message = unexpectedInlineScriptsMessage([{ page: "/index", file: "public/index.html", code }], "src/hosting/inlineScripts.ts")
    expect(message).toContain("A built page holds an inline script that the site does not mean to ship")
    expect(message).toContain(`- public/index.html (the page /index): a <script> starting ${JSON.stringify(`${code.slice(0, 80)}…`)}`)
    expect(message).toContain("What to do: if the script is meant to be there, declare its exact code in src/hosting/inlineScripts.ts")
  })
})

describe("the address Gatsby's build gives a file a page's code imports", () => {
  // Gatsby's own rule, applied by its own loader's name maker (loader-utils, as file-loader calls it), to a font the site imports.
  it("is file-loader's, by Gatsby's rule", () => {
    const fileLoader = require.resolve("file-loader")
    const { interpolateName } = jest.requireActual<{ interpolateName: (context: object, name: string, options: { content: Buffer }) => string }>(
      require.resolve("loader-utils", { paths: [fileLoader] }),
    )
    const font = require.resolve("@fontsource/opendyslexic/files/opendyslexic-latin-400-normal.woff2")
    const rule = `${GATSBY_INTERNALS.staticFolder.value}${GATSBY_INTERNALS.staticFileName.value}`
    expect(staticFileAddress(font)).toBe(`/${interpolateName({ resourcePath: font }, rule, { content: fs.readFileSync(font) })}`)
    expect(staticFileAddress(font)).toMatch(/^\/static\/opendyslexic-latin-400-normal-[0-9a-f]{32}\.woff2$/)
  })

  it("changes with the file's bytes", () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), "static-address-"))
    try {
      const file = path.join(folder, "font.woff2")
      fs.writeFileSync(file, "one")
      const first = staticFileAddress(file)
      fs.writeFileSync(file, "two")
      expect(staticFileAddress(file)).not.toBe(first)
    } finally {
      fs.rmSync(folder, { recursive: true, force: true })
    }
  })
})
