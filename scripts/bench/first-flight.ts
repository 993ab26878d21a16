import fs from "node:fs"
import http from "node:http"
import { JSDOM } from "jsdom"
import type { Browser } from "playwright-core"
import { PHONE_CONTEXT_OPTIONS } from "../../harness/throttled-phone"
import { inlineScriptsBytes } from "../../harness/javascript-size"
import { encode, ENCODINGS, servedFile, type TextEncoding } from "../../harness/static-server"

/** What a route sends before its largest paint can happen, in bytes over each compression (decisions.md, "Performance budgets"). */
export interface RouteFirstFlight {
  /** The element that paints largest on the phone (found in the twin, which the site paints alike). */
  element: string
  /** Response headers plus the compressed HTML up to the end of that element. */
  site: Record<TextEncoding, number>
  twin: Record<TextEncoding, number>
  /** The page's inline scripts together, compressed. */
  inlineScripts: Record<TextEncoding, number>
}

/** Elements the zero-JS twin takes out: a path to an element skips them, so that it leads to the same element in both. */
const SKIPPED = new Set(["SCRIPT", "LINK"])

/** Each element's place among its parent's children, skipping SKIPPED, from <html> down: how the same element is found in two documents. */
type ElementPath = number[]

/**
 * For every route, its first flight on the site and on the twin: the response headers as the
 * bench's server sends them, plus the HTML up to the end of the largest-paint element, each
 * compressed as a whole file would be up to that point (the prefix on its own, closed: what a
 * compressor has to send for a browser to have those bytes). The element is found once per
 * route on the twin at phone size, without throttling: which element paints largest depends on
 * the layout, not on the connection. Bytes only from here: no timing.
 */
export async function measureFirstFlights(
  browser: Browser,
  routes: readonly string[],
  served: Record<TextEncoding, { site: string; twin: string }>,
  folders: { site: string; twin: string },
): Promise<Record<string, RouteFirstFlight>> {
  const context = await browser.newContext(PHONE_CONTEXT_OPTIONS)
  try {
    const page = await context.newPage()
    const results: Record<string, RouteFirstFlight> = {}
    for (const route of routes) {
      await page.goto(`${served.br.twin}${route}`, { waitUntil: "load" })
      const found = await page.evaluate(
        skipped =>
          new Promise<{ path: number[]; name: string } | undefined>(resolve => {
            new PerformanceObserver(list => {
              const element = (list.getEntries().at(-1) as PerformanceEntry & { element?: Element | null })?.element
              if (!element) return resolve(undefined)
              const path: number[] = []
              for (let at: Element = element; at.parentElement; at = at.parentElement)
                path.unshift(
                  Array.from(at.parentElement.children)
                    .filter(child => !skipped.includes(child.tagName))
                    .indexOf(at),
                )
              const name = (element.getAttribute("alt") || element.textContent || "").trim().replace(/\s+/g, " ").slice(0, 60)
              resolve({ path, name: `${name} <${element.tagName.toLowerCase()}>` })
            }).observe({ type: "largest-contentful-paint", buffered: true })
            setTimeout(() => resolve(undefined), 2_000)
          }),
        [...SKIPPED],
      )
      if (!found) throw new Error(`first flight: no largest paint on the twin of ${route}`)
      const bytes = async (which: "site" | "twin") => {
        const html = fs.readFileSync(htmlFileOf(folders[which], route))
        const prefix = html.subarray(0, elementEnd(html, found.path, route))
        const sizes = {} as Record<TextEncoding, number>
        for (const encoding of ENCODINGS)
          sizes[encoding] = (await headerBytes(`${served[encoding][which]}${route}`, encoding)) + encode(prefix, encoding).length
        return sizes
      }
      results[route] = {
        element: found.name,
        site: await bytes("site"),
        twin: await bytes("twin"),
        inlineScripts: Object.fromEntries(ENCODINGS.map(encoding => [encoding, inlineScriptsBytes(route, encoding)])) as Record<TextEncoding, number>,
      }
    }
    return results
  } finally {
    await context.close()
  }
}

function htmlFileOf(folder: string, route: string): string {
  const file = servedFile(folder, route)
  if (!file) throw new Error(`first flight: no HTML file for ${route} in ${folder}`)
  return file
}

/** The byte just past the end tag of the element at `path` in the HTML as the HTML parser reads it. */
function elementEnd(html: Buffer, path: ElementPath, route: string): number {
  const text = html.toString("utf8")
  const dom = new JSDOM(text, { includeNodeLocations: true })
  let element: Element | undefined = dom.window.document.documentElement
  for (const index of path) element = Array.from(element?.children ?? []).filter(child => !SKIPPED.has(child.tagName))[index]
  const location = element && dom.nodeLocation(element)
  if (!location) throw new Error(`first flight: the largest-paint element of ${route} is not in its HTML`)
  return Buffer.byteLength(text.slice(0, location.endOffset))
}

/** The bytes of the response's status line and headers, as the server sent them. */
function headerBytes(url: string, encoding: TextEncoding): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { "accept-encoding": encoding } }, response => {
      const { rawHeaders } = response
      let bytes = `HTTP/1.1 ${response.statusCode} ${response.statusMessage}\r\n\r\n`.length
      for (let i = 0; i < rawHeaders.length; i += 2) bytes += `${rawHeaders[i]}: ${rawHeaders[i + 1]}\r\n`.length
      response.resume()
      response.on("end", () => resolve(bytes))
    })
    request.on("error", reject)
  })
}
