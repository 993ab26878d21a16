import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { NOTICE_OPEN_ATTRIBUTE } from "../../src/consent/consent"
import { withoutScripts, zeroJsTwin } from "../../harness/zero-js-twin"

// The bench's zero-JavaScript twin (harness/zero-js-twin.ts): the page a new visitor
// sees, with nothing that runs.
const page = `<!DOCTYPE html><html lang="en-GB"><head><script id="s" type="application/json">{"a":1}</script><script>document.title="x"</script><link rel="modulepreload" href="/a.js"/><link rel="preload" as="script" href="/b.js"/><link rel="stylesheet" href="/c.css"/><link rel="expect" href="#end" blocking="render"/><script type="application/ld+json">{"@type":"Book"}</script></head><body><p id="end">Hello</p><script src="/d.js"></script></body></html>`

describe("the zero-JavaScript twin of a page", () => {
  const twin = new DOMParser().parseFromString(withoutScripts(page), "text/html")

  it("has no script but its structured data, no script preload and no module preload", () => {
    expect(Array.from(twin.querySelectorAll("script"), script => script.outerHTML)).toEqual(['<script type="application/ld+json">{"@type":"Book"}</script>'])
    expect(twin.querySelectorAll("link[rel=modulepreload], link[as=script]").length).toBe(0)
  })

  it("holds no paint back: a render-blocking rel=expect link is taken out, so the twin paints as soon as it has HTML", () => {
    expect(twin.querySelectorAll("link[rel=expect], [blocking]").length).toBe(0)
  })

  it("keeps everything else: the structured data, the stylesheet, the content and the page's attributes", () => {
    expect(Array.from(twin.querySelectorAll("link"), link => link.getAttribute("rel"))).toEqual(["stylesheet"])
    expect(twin.getElementById("end")?.textContent).toBe("Hello")
    expect(twin.documentElement.getAttribute("lang")).toBe("en-GB")
  })

  it("shows the cookie notice, as the shared script does on the site for a new visitor, so that both paint the same", () => {
    expect(twin.documentElement.hasAttribute(NOTICE_OPEN_ATTRIBUTE)).toBe(true)
  })

  it("stops, rather than measuring something else, on a page without an <html> start tag", () => {
    expect(() => withoutScripts("<p>Hello</p>")).toThrow(/<html>/)
  })
})

describe("the zero-JavaScript twin of a build", () => {
  it("takes the scripts out of every page and leaves HTML fragments, which no visitor opens, as they are", () => {
    const build = fs.mkdtempSync(path.join(os.tmpdir(), "twin-build-"))
    const fragment = '<script src="/gatsby-slice.js"></script>'
    fs.mkdirSync(path.join(build, "books"))
    fs.mkdirSync(path.join(build, "_gatsby"))
    fs.writeFileSync(path.join(build, "books", "index.html"), page)
    fs.writeFileSync(path.join(build, "_gatsby", "slice.html"), fragment)
    const twin = zeroJsTwin(build)
    expect(fs.readFileSync(path.join(twin, "books", "index.html"), "utf8")).toBe(withoutScripts(page))
    expect(fs.readFileSync(path.join(twin, "_gatsby", "slice.html"), "utf8")).toBe(fragment)
    for (const folder of [build, twin]) fs.rmSync(folder, { recursive: true })
  })
})
