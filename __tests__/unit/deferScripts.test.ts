/**
 * @jest-environment node
 */
import { JSDOM } from "jsdom"
import { DEFERRED_SCRIPTS_ID, deferScripts, pageScripts } from "../../src/build/deferScripts"

const GATSBY_END_OF_BODY =
  '<script id="gatsby-script-loader">window.pagePath="/"</script>' +
  '<script src="/webpack-runtime-1.js" async></script><script src="/framework-2.js" async></script><script src="/app-3.js" async></script>'
const page = (end: string) => `<!DOCTYPE html><html><head><title>t</title></head><body><main><h1>Hello</h1><img src="/hero.jpg" alt=""></main>${end}</body></html>`

describe("deferScripts", () => {
  it("swaps Gatsby's async script tags for one list, in order, and the loader", () => {
    const html = deferScripts(page(GATSBY_END_OF_BODY))
    expect(html).not.toMatch(/<script src=/)
    const document = new JSDOM(html).window.document
    expect(document.getElementById(DEFERRED_SCRIPTS_ID)?.getAttribute("type")).toBe("application/json")
    expect(pageScripts(document)).toEqual(["/webpack-runtime-1.js", "/framework-2.js", "/app-3.js"])
    expect(document.querySelectorAll("script:not([type])")).toHaveLength(2)
    expect(html).toContain('<script id="gatsby-script-loader">window.pagePath="/"</script>')
  })

  it("runs the React DOM entry's script after the framework and before the app", () => {
    const document = new JSDOM(deferScripts(page(GATSBY_END_OF_BODY), ["/react-dom-entry-4.js"])).window.document
    expect(pageScripts(document)).toEqual(["/webpack-runtime-1.js", "/framework-2.js", "/react-dom-entry-4.js", "/app-3.js"])
  })

  it("refuses to drop the React DOM entry's script from a page without Gatsby's app", () => {
    const withoutApp = '<script src="/webpack-runtime-1.js" async></script><script src="/framework-2.js" async></script>'
    expect(() => deferScripts(page(withoutApp), ["/react-dom-entry-4.js"])).toThrow("No Gatsby app script (/app-….js) among /webpack-runtime-1.js, /framework-2.js to run /react-dom-entry-4.js before.")
  })

  it("leaves a page without script tags, or one already rewritten, as it is", () => {
    const plain = page("")
    expect(deferScripts(plain)).toBe(plain)
    const once = deferScripts(page(GATSBY_END_OF_BODY))
    expect(deferScripts(once)).toBe(once)
  })

  it("fetches the scripts, in order, only once the page has loaded and painted, and adds the first to run", async () => {
    const dom = new JSDOM(deferScripts(page(GATSBY_END_OF_BODY)), { runScripts: "dangerously", pretendToBeVisual: true })
    const { document } = dom.window
    const added = () => Array.from(document.querySelectorAll("script[src]")).map(script => script.getAttribute("src"))
    const preloaded = () =>
      Array.from(document.querySelectorAll<HTMLLinkElement & { as?: string }>('link[rel="preload"]'))
        .filter(link => link.as === "script")
        .map(link => link.getAttribute("href"))
    expect([added(), preloaded()]).toEqual([[], []])
    await new Promise(resolve => dom.window.addEventListener("load", resolve))
    expect([added(), preloaded()]).toEqual([[], []])
    await new Promise(resolve => dom.window.setTimeout(resolve, 50))
    expect(preloaded()).toEqual(["/webpack-runtime-1.js", "/framework-2.js", "/app-3.js"])
    // jsdom loads no script, so the next is never added: the browser test sees them all run.
    expect(added()).toEqual(["/webpack-runtime-1.js"])
    dom.window.close()
  })

  it("waits for the page's first picture to be decoded before it fetches a script", async () => {
    const firstPicture = '<img src="/cover.avif" alt="" fetchpriority="high">'
    let markDecoded = () => {}
    const decoded = new Promise<void>(resolve => (markDecoded = resolve))
    const dom = new JSDOM(deferScripts(page(firstPicture + GATSBY_END_OF_BODY)), {
      runScripts: "dangerously",
      pretendToBeVisual: true,
      beforeParse(window) {
        // jsdom decodes no image: the picture decodes when the test says so.
        Object.assign(window.HTMLImageElement.prototype, { decode: () => decoded })
      },
    })
    const preloads = () => dom.window.document.querySelectorAll('link[rel="preload"]').length
    await new Promise(resolve => dom.window.addEventListener("load", resolve))
    await new Promise(resolve => dom.window.setTimeout(resolve, 100))
    expect(preloads()).toBe(0)
    markDecoded()
    await new Promise(resolve => dom.window.setTimeout(resolve, 100))
    expect(preloads()).toBe(3)
    dom.window.close()
  })
})
