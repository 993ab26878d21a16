import type { Browser, Page } from "playwright-core"
import { ISLAND_HYDRATED_ATTRIBUTE, ISLAND_SCRIPTS_ID, NEAR_SCREEN_PX } from "gatsby-plugin-islands"
import { AWAKE_ISLANDS } from "./browser"
import { ownScriptWorkBeforeLargestPaint, traced, type ScriptWork } from "./script-trace"
import { PHONE_CONTEXT_OPTIONS, throttleLikeThePhone } from "./throttled-phone"

/** After the load event, how long a run waits for a later, larger paint (a picture decoding, an island hydrating). */
const SETTLE_AFTER_LOAD_MS = 1_000
/**
 * Before the page loads, how long a new context waits on a blank page: Chromium's full browser
 * builds each new context's window for about a CPU-second, which otherwise competes with the
 * page on a 2-core machine (docs/performance.md has the spread with and without).
 */
const SETTLE_BEFORE_LOAD_MS = 1_000
/** How long a run waits for the islands on or near the screen to hydrate, which they do once the page has loaded and painted. */
const HYDRATION_WAIT_MS = 10_000

export interface LargestPaintRun {
  /** The largest contentful paint, in the page's own time from navigation; undefined: none. */
  ms?: number
  /** The first contentful paint, likewise. */
  firstPaintMs?: number
  /** What painted largest, as the report names it: its text or alt text, then its tag. */
  element?: string
  /**
   * The blocking the page's own scripts explain, from navigation until the islands on or near the screen
   * hydrated: for each long animation frame, the least of its blocking time (its long tasks' time
   * past 50 ms) and the time scripts of the page's origin ran in it (the frame's script
   * attribution: inline scripts, island files and their callbacks, each of 5 ms or more), summed.
   * The document's own parsing, style and layout are left out: the zero-JS twin has them too.
   */
  ownScriptBlockingMs?: number
  /** From a trace of the load (with `trace`): the page's own script work before the frame that painted its largest element. */
  scriptWork?: ScriptWork
  failure?: string
}

export interface LargestPaintOptions {
  /** Trace the load (harness/script-trace.ts); tracing costs the page a little, so trace both sides of a comparison. */
  trace?: boolean
  /** The CPU slowdown (default: the phone's, 4). */
  cpuSlowdown?: number
}

/**
 * One load of `url` on the throttled phone, in a fresh context (no cache, no cookie), and the
 * largest contentful paint the page's own PerformanceObserver reports once it has loaded and
 * settled: what a visitor on that phone sees, painted as the browser paints it, from the bytes
 * it has. Nothing is tapped or scrolled, which would end the largest paint's record early. Then,
 * once the islands near the screen have hydrated, the blocking the page's own scripts explain.
 */
export async function largestPaintOnThePhone(browser: Browser, url: string, options: LargestPaintOptions = {}): Promise<LargestPaintRun> {
  const context = await browser.newContext(PHONE_CONTEXT_OPTIONS)
  try {
    const page = await context.newPage()
    await throttleLikeThePhone(page, options.cpuSlowdown)
    await page.goto("about:blank")
    await page.waitForTimeout(SETTLE_BEFORE_LOAD_MS)
    const load = async () => {
      await page.goto(url, { waitUntil: "load", timeout: 60_000 })
      await page.waitForTimeout(SETTLE_AFTER_LOAD_MS)
    }
    const events = options.trace ? await traced(browser, page, load) : await load()
    const paint = await largestPaintOf(page)
    if (paint.failure) return paint
    const scriptWork = events ? ownScriptWorkBeforeLargestPaint(events, url) : undefined
    return { ...paint, scriptWork, ownScriptBlockingMs: await ownScriptBlockingOf(page) }
  } catch (error) {
    return { failure: error instanceof Error ? error.message.split("\n")[0] : String(error) }
  } finally {
    await context.close()
  }
}

/** The largest contentful paint as the page's own PerformanceObserver reports it, once loaded and settled. */
function largestPaintOf(page: Page): Promise<LargestPaintRun> {
  // Arrow functions only: the page gets this as source text, without tsx's helpers for named functions.
  return page.evaluate(
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
}

/**
 * Waits until the islands on or near the screen have hydrated (at once on a page without them, or
 * without the list of their files that the island loader reads, such as the zero-JS twin), then
 * sums the blocking the page's own scripts explain (LargestPaintRun.ownScriptBlockingMs).
 */
async function ownScriptBlockingOf(page: Page): Promise<number> {
  await page
    .waitForFunction(
      ({ islands, hydrated, nearPx, islandScriptsId }) =>
        !document.getElementById(islandScriptsId) ||
        [...document.querySelectorAll(islands)]
          .filter(island => island.getBoundingClientRect().top < innerHeight + nearPx)
          .every(island => island.hasAttribute(hydrated)),
      { islands: AWAKE_ISLANDS, hydrated: ISLAND_HYDRATED_ATTRIBUTE, nearPx: NEAR_SCREEN_PX, islandScriptsId: ISLAND_SCRIPTS_ID },
      { polling: 100, timeout: HYDRATION_WAIT_MS },
    )
    .catch(() => undefined)
  return page.evaluate(
    () =>
      new Promise<number>(resolve => {
        type Frame = PerformanceEntry & { blockingDuration: number; scripts: Array<{ duration: number; sourceURL: string }> }
        new PerformanceObserver(list => {
          const frames = list.getEntries() as Frame[]
          const own = (frame: Frame) =>
            frame.scripts.filter(script => script.sourceURL.startsWith(location.origin)).reduce((sum, script) => sum + script.duration, 0)
          resolve(frames.reduce((sum, frame) => sum + Math.min(frame.blockingDuration, own(frame)), 0))
        }).observe({ type: "long-animation-frame", buffered: true })
        // No long animation frame at all: nothing blocked (buffered entries arrive in the observer's first callback).
        setTimeout(() => resolve(0), 200)
      }),
  )
}
