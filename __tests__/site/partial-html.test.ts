import http from "node:http"
import type { AddressInfo } from "node:net"
import fs from "node:fs"
import path from "node:path"
import { JSDOM } from "jsdom"
import type { Browser } from "playwright-core"
import { CHAPTER_TEXT_ID } from "../../src/components/ChapterText/chapterMarkup"
import { PAGES } from "../../src/routes"
import { afterTwoFrames, launchChromium, VIEWPORTS } from "../../harness/browser"
import { booksWithFirstChapter } from "../../harness/content"
import { builtFileOf, PUBLIC_DIR } from "../../harness/built-site"

jest.setTimeout(120_000)

// A browser paints what it has of a page while the rest of its HTML arrives, wherever the parser
// happens to stop (Lighthouse saw it about one run in 100: CLS 0.002, docs/performance.md). What
// is painted then must not move when the rest comes: each case holds the page's HTML just before
// an element of a row whose places depend on one another (the header's, a first chapter's
// tools), lets the page paint, sends the rest, and reads every layout shift of the load.
const [phone, desktop] = VIEWPORTS
const [firstChapter] = booksWithFirstChapter
if (!firstChapter) throw new Error("No book in data/ has a firstChapter to try")

/**
 * The HTML's offset of each element the selector finds: where a pause in its arrival can fall. Of a
 * list's items, the first and the last: the ones between arrive as the last does.
 */
function startsOf(html: string, selector: string): number[] {
  const dom = new JSDOM(html, { includeNodeLocations: true })
  const betweenFirstAndLast = (element: Element) => element.matches("li:not(:first-child):not(:last-child)")
  return [...dom.window.document.querySelectorAll(selector)]
    .filter(element => !betweenFirstAndLast(element))
    .map(element => dom.nodeLocation(element)!.startOffset)
}

const cases = [
  // Every element of the header, down to a link's icon (the parser can stop inside a link, before
  // its icon or its label), but an icon's shapes (its box is sized by its own attributes): on a
  // phone, but the menu, a popover hidden until Menu opens it; on a wide screen, the menu too,
  // which is the header's second row there.
  { route: PAGES.music.path, viewport: phone, selector: "header > div > *:not([popover]), header > div > :not([popover]) *:not(svg *)" },
  { route: PAGES.music.path, viewport: desktop, selector: "header *:not(svg *)" },
  ...VIEWPORTS.map(viewport => ({ route: firstChapter.path, viewport, selector: `:has(+ #${CHAPTER_TEXT_ID}) *` })),
].flatMap(({ route, viewport, selector }) => {
  const html = fs.readFileSync(path.join(PUBLIC_DIR, builtFileOf(route)), "utf8")
  return startsOf(html, selector).map(offset => ({ route, viewport, html, offset, before: html.slice(offset, offset + 60) }))
})

let browser: Browser
beforeAll(async () => {
  browser = await launchChromium()
})
afterAll(() => browser?.close())

it("finds the places to pause in the header and a first chapter's tools", () => {
  expect(cases.filter(one => one.route === PAGES.music.path).length).toBeGreaterThan(3)
  expect(cases.filter(one => one.route === firstChapter.path).length).toBeGreaterThan(3)
})

describe.each(cases)("$route at $viewport.width px, held before $before", ({ html, offset, viewport }) => {
  it("moves nothing painted when the rest arrives", async () => {
    let sendRest = () => {}
    const server = http.createServer((request, response) => {
      if (request.url !== "/") return response.writeHead(404).end()
      response.writeHead(200, { "content-type": "text/html; charset=utf-8" })
      response.write(html.slice(0, offset))
      sendRest = () => response.end(html.slice(offset))
    })
    await new Promise<void>(resolve => server.listen(0, "127.0.0.1", resolve))
    const context = await browser.newContext({ viewport: { width: viewport.width, height: viewport.height } })
    try {
      await context.addInitScript(() => {
        const record = window as unknown as { __shifts: string[] }
        record.__shifts = []
        new PerformanceObserver(list => {
          for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; sources: Array<{ node?: Node | null }> }>)
            record.__shifts.push(`${entry.value.toFixed(4)} ${entry.sources.map(source => source.node?.nodeName ?? "?").join(", ")}`)
        }).observe({ type: "layout-shift", buffered: true })
      })
      const page = await context.newPage()
      await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`, { waitUntil: "commit" })
      // Painted: two frames rendered once the body has begun.
      await page.waitForFunction(() => document.body !== null)
      await afterTwoFrames(page)
      sendRest()
      await page.waitForLoadState("load")
      await afterTwoFrames(page)
      expect(await page.evaluate(() => (window as unknown as { __shifts: string[] }).__shifts)).toEqual([])
    } finally {
      await context.close()
      server.close()
    }
  })
})
