import http from "node:http"
import type { AddressInfo } from "node:net"
import fs from "node:fs"
import path from "node:path"
import { JSDOM } from "jsdom"
import type { Browser } from "playwright-core"
import { CHAPTER_TEXT_ID } from "../../src/components/ChapterText/chapterMarkup"
import { HOME, PAGES } from "../../src/routes"
import { afterTwoFrames, launchChromium, VIEWPORTS } from "../../harness/browser"
import { booksWithFirstChapter, PROJECT_ROOT, SITE_ROOT } from "../../harness/content"
import { builtFileOf, PUBLIC_DIR } from "../../harness/built-site"
import { htmlPagesIn } from "../../harness/static-server"

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
  // On a phone, the header's row but the menu, a popover hidden until Menu opens it; on a wide
  // screen, the menu too, which is the header's second row there. (Every element of every page's
  // first screen, the header's included, is laid out cut before it below.)
  { route: PAGES.music.path, viewport: phone, selector: "header > div > *:not([popover]), header > div > :not([popover]) *" },
  { route: PAGES.music.path, viewport: desktop, selector: "header > div > *, header [popover] > *, header [popover] > * > *, header [popover] li" },
  ...VIEWPORTS.map(viewport => ({ route: firstChapter.path, viewport, selector: `:has(+ #${CHAPTER_TEXT_ID}) *` })),
].flatMap(({ route, viewport, selector }) => {
  const html = fs.readFileSync(path.join(PUBLIC_DIR, builtFileOf(route)), "utf8")
  return startsOf(html, selector).map(offset => ({ route, viewport, html, offset, before: html.slice(offset, offset + 60) }))
})

// Every page the build wrote; on a copy of the project, those whose HTML differs from the project's
// build, which the same run tested.
const builtPages = htmlPagesIn(PUBLIC_DIR)
const changedPages = builtPages.filter(file => {
  if (SITE_ROOT === PROJECT_ROOT) return true
  const projectFile = path.join(PROJECT_ROOT, "public", path.relative(PUBLIC_DIR, file))
  return !fs.existsSync(projectFile) || fs.readFileSync(projectFile, "utf8") !== fs.readFileSync(file, "utf8")
})

// And on those pages, an element after a space that is a text node of its own (React writes
// `<!-- --> ` between a text and a space after it, as in `Follow{" "}<a>`): stopped there, Chromium
// moved the space once the element came (0.01 on the news page at 375 px), where a space inside the
// text before it moves nothing. Below the first screen no such move counts.
const LONE_SPACE_BEFORE_AN_ELEMENT = /<!-- --> (?=<[a-z])/g
for (const file of changedPages) {
  const html = fs.readFileSync(file, "utf8")
  const route = `/${path.relative(PUBLIC_DIR, file)}`
  for (const match of html.matchAll(LONE_SPACE_BEFORE_AN_ELEMENT)) {
    const offset = match.index + match[0].length
    for (const viewport of VIEWPORTS) cases.push({ route, viewport, html, offset, before: html.slice(offset, offset + 60) })
  }
}

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

// Every page's first screen, the HTML cut before each of its elements in turn, at both widths: what
// has been painted of it stays where it is once the page is whole. The cuts are laid out, not
// painted (an iframe of the page, its scripts off, its nodes taken away from the last back: the
// page as the parser left it at each element), so every element of every page costs little. A
// move under 3 px is left out: Chromium counted the header's 3.1 px move, and none of its 2 px ones.
// On a copy of the project, the pages whose HTML differs from the project's build, which the same
// run swept (the home page if none does).
const sweptPages = changedPages.length > 0 ? changedPages : [path.join(PUBLIC_DIR, builtFileOf(HOME.path))]

describe.each(VIEWPORTS)("every page's first screen at $width px", viewport => {
  it("moves nothing painted as the rest of its HTML arrives, wherever the HTML stops", async () => {
    const context = await browser.newContext({ viewport: { width: viewport.width, height: viewport.height } })
    try {
      const page = await context.newPage()
      await page.setContent("<!doctype html><title>Sweep</title>")
      const moves: string[] = []
      for (const file of sweptPages) {
        const html = fs.readFileSync(file, "utf8")
        const found = await page.evaluate(
          async ({ html, width, height }) => {
            const frame = document.createElement("iframe")
            frame.setAttribute("sandbox", "allow-same-origin")
            frame.style.cssText = `position: fixed; inset: 0 auto auto 0; border: 0; width: ${width}px; height: ${height}px`
            document.body.append(frame)
            const doc = await new Promise<Document>(resolve => {
              frame.onload = () => resolve(frame.contentDocument!)
              frame.srcdoc = html
            })
            const elements = Array.from(doc.body.querySelectorAll("*"))
            const placeOf = (element: Element) => {
              const rect = element.getBoundingClientRect()
              const painted = rect.width > 0 && rect.height > 0 && rect.bottom > 0 && rect.top < height && rect.right > 0 && rect.left < width
              return painted && element.checkVisibility({ visibilityProperty: true, opacityProperty: true }) ? { x: rect.left, y: rect.top } : null
            }
            const whole = elements.map(placeOf)
            const lastInFirstScreen = whole.reduce((last, place, index) => (place ? index : last), -1)
            const order = new Map(elements.map((element, index) => [element, index]))
            const describe = (element: Element) =>
              `<${element.localName}${element.className && typeof element.className === "string" ? ` class="${element.className}"` : ""}>`
            const nodes: Node[] = []
            const walker = doc.createTreeWalker(doc.body)
            while (walker.nextNode()) nodes.push(walker.currentNode)
            const found: string[] = []
            for (const node of nodes.reverse()) {
              node.parentNode?.removeChild(node)
              const cut = order.get(node as Element)
              if (cut === undefined || cut > lastInFirstScreen) continue
              // The page as the parser leaves it just before elements[cut]; of what moves, the outermost (its insides move with it).
              const moved = new Map<Element, string>()
              for (let index = 0; index < cut; index++) {
                const final = whole[index]
                const now = final && placeOf(elements[index])
                if (!now || (Math.abs(final.x - now.x) < 3 && Math.abs(final.y - now.y) < 3)) continue
                const by = `${Math.round(final.x - now.x)}, ${Math.round(final.y - now.y)} px`
                moved.set(elements[index], by)
                const parent = elements[index].parentElement
                if (!parent || moved.get(parent) !== by) found.push(`stopped before ${describe(elements[cut])}: ${describe(elements[index])} moves ${by}`)
              }
            }
            frame.remove()
            return found
          },
          { html, width: viewport.width, height: viewport.height },
        )
        // One line a moving element, at the first place the HTML can stop that moves it.
        const first = new Map<string, string>()
        for (const move of found) first.set(move.replace(/^stopped before .*?: /, "").replace(/ moves .*$/, ""), move)
        moves.push(...[...first.values()].map(move => `/${path.relative(PUBLIC_DIR, file)}: ${move}`))
      }
      expect(builtPages.length).toBeGreaterThan(0)
      expect(moves).toEqual([])
    } finally {
      await context.close()
    }
  })
})
