import type { Browser } from "playwright-core"
import { PHONE_CONTEXT_OPTIONS, throttleLikeThePhone } from "./throttled-phone"

/** After the load event, how long a run waits for a later, larger paint (a picture decoding, an island hydrating). */
const SETTLE_AFTER_LOAD_MS = 1_000
/**
 * Before the page loads, how long a new context waits on a blank page: Chromium's full browser
 * builds each new context's window for about a CPU-second, which otherwise competes with the
 * page on a 2-core machine (docs/performance.md has the spread with and without).
 */
const SETTLE_BEFORE_LOAD_MS = 1_000

export interface LargestPaintRun {
  /** The largest contentful paint, in the page's own time from navigation; undefined: none. */
  ms?: number
  /** The first contentful paint, likewise. */
  firstPaintMs?: number
  /** What painted largest, as the report names it: its text or alt text, then its tag. */
  element?: string
  failure?: string
}

/**
 * One load of `url` on the throttled phone, in a fresh context (no cache, no cookie), and the
 * largest contentful paint the page's own PerformanceObserver reports once it has loaded and
 * settled: what a visitor on that phone sees, painted as the browser paints it, from the bytes
 * it has. Nothing is tapped or scrolled, which would end the largest paint's record early.
 */
export async function largestPaintOnThePhone(browser: Browser, url: string): Promise<LargestPaintRun> {
  const context = await browser.newContext(PHONE_CONTEXT_OPTIONS)
  try {
    const page = await context.newPage()
    await throttleLikeThePhone(page)
    await page.goto("about:blank")
    await page.waitForTimeout(SETTLE_BEFORE_LOAD_MS)
    await page.goto(url, { waitUntil: "load", timeout: 60_000 })
    await page.waitForTimeout(SETTLE_AFTER_LOAD_MS)
    // Arrow functions only: the page gets this as source text, without tsx's helpers for named functions.
    return await page.evaluate(
      () =>
        new Promise<LargestPaintRun>(resolve => {
          const paint = performance.getEntriesByName("first-contentful-paint")[0]
          new PerformanceObserver(list => {
            const entries = list.getEntries() as Array<PerformanceEntry & { element?: Element | null }>
            const last = entries[entries.length - 1]
            const element = last.element
            const name = element ? (element.getAttribute("alt") || element.textContent || "").trim().replace(/\s+/g, " ").slice(0, 80) : ""
            resolve({ ms: last.startTime, firstPaintMs: paint?.startTime, element: element ? `${name} <${element.tagName.toLowerCase()}>` : "(removed)" })
          }).observe({ type: "largest-contentful-paint", buffered: true })
          setTimeout(() => resolve({ firstPaintMs: paint?.startTime, failure: "no largest-contentful-paint entry" }), 2_000)
        }),
    )
  } catch (error) {
    return { failure: error instanceof Error ? error.message.split("\n")[0] : String(error) }
  } finally {
    await context.close()
  }
}
