import type { Browser, CDPSession, Page } from "playwright-core"
import { launchChromium } from "./browser"
import { site } from "./built-site"
import { median } from "./statistics"
import { PHONE_CONTEXT_OPTIONS, throttleLikeThePhone } from "./throttled-phone"

/** A visitor taps again this often until the control responds. */
export const TAP_EVERY_MS = 150
/** A control that has not worked this long after it could first be tapped counts as never working. */
const GIVE_UP_MS = 15_000
/** The DevTools binding through which the page tells the bench what it sees. */
const SAY = "__firstPaintTapsSay"

/** The controls, found as a visitor (and a screen reader) finds them: never through the framework, which is being replaced. */
export const CONTROLS = {
  menu: { name: "Menu", find: (page: Page) => page.getByRole("button", { name: "Menu" }), from: "first paint" },
  accept: {
    name: "Accept",
    find: (page: Page) => page.getByRole("region", { name: "Cookie notice" }).getByRole("button", { name: "Accept" }),
    from: "shown",
  },
} as const
export type Control = keyof typeof CONTROLS

/** Where a finger taps a control: the middle of its box in the loaded page, in CSS px of the viewport. */
export interface Spot {
  x: number
  y: number
}

export interface TapRun {
  /**
   * From when the control could be tapped to the tap that worked, in the page's own time (0: it
   * worked at once); undefined: it never worked. Menu counts from the first contentful paint;
   * Accept from the later of that paint and the first frame it is on screen where a tap lands
   * (the cookie notice shows once the page has painted: CONTROLS, `from`).
   */
  ms?: number
  /** Taps on the control, the one that worked included. */
  taps: number
  failure?: string
}

export interface TapFigures {
  /** Median over the runs; a run that never worked counts as infinitely slow. */
  medianMs: number
  runs: TapRun[]
}

export type RouteTaps = Record<Control, TapFigures>

/**
 * For every route and every one of `siteUrls` (the same build served differently: over brotli
 * and over gzip, say): where its Menu and Accept buttons are, then runs of: load the page on a
 * throttled phone in a fresh context and tap Menu every 150 ms until it opens; the same, in
 * another fresh context, with the cookie notice's Accept. Each run goes through every site, in
 * an order that alternates from run to run, so that the machine's load weighs on them alike.
 * One unrecorded run first warms Chromium and the server up.
 */
export async function measureFirstPaintTaps<Site extends string>(
  routes: readonly string[],
  siteUrls: Record<Site, string>,
  runs: number,
  log: (line: string) => void,
): Promise<Record<Site, Record<string, RouteTaps>>> {
  const sites = Object.keys(siteUrls) as Site[]
  // The full browser, as a visitor has: the bench's measure (the timing test taps in the shell).
  const browser = await launchChromium("full")
  try {
    const results = new Map<Site, Record<string, RouteTaps>>(sites.map(name => [name, {}]))
    for (const [index, route] of routes.entries()) {
      const url = (name: Site) => `${siteUrls[name]}${route}`
      const spots = Object.fromEntries(await Promise.all(sites.map(async name => [name, await locateControls(browser, url(name))] as const))) as Record<
        Site,
        Record<Control, Spot | undefined>
      >
      if (index === 0) await tapUntilItWorks(browser, url(sites[0]), "menu", spots[sites[0]].menu)
      const made = new Map<Site, Record<Control, TapRun[]>>(sites.map(name => [name, { menu: [], accept: [] }]))
      for (let run = 1; run <= runs; run++) {
        for (const name of run % 2 === 1 ? sites : [...sites].reverse()) {
          const tapRuns = made.get(name)!
          for (const control of ["menu", "accept"] as const) tapRuns[control].push(await tapUntilItWorks(browser, url(name), control, spots[name][control]))
          const [menu, accept] = [tapRuns.menu[run - 1], tapRuns.accept[run - 1]]
          log(`  run ${run}/${runs} ${route}${sites.length > 1 ? ` (${name})` : ""}: Menu ${describeRun(menu)}, Accept ${describeRun(accept)}`)
        }
      }
      for (const name of sites) results.get(name)![route] = { menu: summarise(made.get(name)!.menu), accept: summarise(made.get(name)!.accept) }
    }
    return Object.fromEntries(results) as Record<Site, Record<string, RouteTaps>>
  } finally {
    await browser.close()
  }
}

export const describeRun = (run: TapRun): string =>
  run.ms === undefined ? `never (${run.failure})` : `${Math.round(run.ms)} ms (${run.taps} tap${run.taps === 1 ? "" : "s"})`

const summarise = (runs: TapRun[]): TapFigures => ({ medianMs: median(runs.map(run => run.ms ?? Infinity)), runs })

/**
 * Finds the controls by role and name in the page once it has loaded (no throttling), and
 * where to tap them. A throttled run could not find them itself without delaying its taps:
 * each query waits for the busy page and runs Playwright's own script in it, 4× slower.
 */
export async function locateControls(browser: Browser, url: string): Promise<Record<Control, Spot | undefined>> {
  const context = await browser.newContext(PHONE_CONTEXT_OPTIONS)
  try {
    const page = await context.newPage()
    await page.goto(url, { waitUntil: "load" })
    const spotOf = async (control: Control) => {
      const box = await CONTROLS[control]
        .find(page)
        .boundingBox({ timeout: 5_000 })
        .catch(() => null)
      return box ? { x: box.x + box.width / 2, y: box.y + box.height / 2 } : undefined
    }
    return { menu: await spotOf("menu"), accept: await spotOf("accept") }
  } finally {
    await context.close()
  }
}

/**
 * One run in a fresh context (no cache, no cookie): the page loads on the throttled phone;
 * as soon as the control can be hit, a tap every TAP_EVERY_MS until the page says one worked.
 * The page says when, rather than the bench waiting to hear of the first paint: on the
 * throttled phone Chromium reports a paint 80–280 ms after it happened.
 */
export async function tapUntilItWorks(browser: Browser, url: string, control: Control, spot: Spot | undefined, giveUpMs = GIVE_UP_MS): Promise<TapRun> {
  const { name } = CONTROLS[control]
  if (!spot) return { taps: 0, failure: `no ${name} button on the loaded page` }
  const context = await browser.newContext(PHONE_CONTEXT_OPTIONS)
  try {
    const heard = { hittable: signal(), worked: signal() }
    await context.addInitScript(recordTaps, { ...spot, name, kind: control, consentCookieName: site.behaviour.consentCookieName })
    const page = await context.newPage()
    const cdp = await throttleLikeThePhone(page)
    // The page's messages and the taps go straight through the DevTools protocol: through
    // Playwright they would each pass its client and server on the way, late on a busy machine.
    cdp.on("Runtime.bindingCalled", ({ name: binding, payload }) => binding === SAY && heard[payload as keyof typeof heard]?.resolve())
    await cdp.send("Runtime.enable")
    await cdp.send("Runtime.addBinding", { name: SAY })
    await page.goto(url, { waitUntil: "commit" })
    if (!(await withinMs(heard.hittable.promise, giveUpMs))) return { taps: 0, failure: `${name} could not be tapped within ${giveUpMs / 1000} s` }
    await tapEvery(cdp, spot, heard.worked.promise, giveUpMs)
    const outcome = await page.evaluate(() => (window as unknown as RecorderWindow).__firstPaintTaps.outcome())
    if (!Number.isFinite(outcome.paintMs)) return { taps: outcome.taps, failure: "the page had no first contentful paint" }
    if (outcome.tapMs === undefined) return { taps: outcome.taps, failure: `${name} did not work within ${giveUpMs / 1000} s (${outcome.taps} taps)` }
    const from = CONTROLS[control].from === "shown" ? Math.max(outcome.paintMs, outcome.shownMs ?? -Infinity) : outcome.paintMs
    return { ms: Math.max(0, outcome.tapMs - from), taps: outcome.taps }
  } catch (error) {
    return { taps: 0, failure: error instanceof Error ? error.message.split("\n")[0] : String(error) }
  } finally {
    await context.close()
  }
}

/**
 * A tap at the spot (press, then release) every TAP_EVERY_MS, until `worked` settles or time is up.
 * Sent as DevTools mouse input, not touch input: Chromium holds a DevTools touch until the
 * renderer has committed its next frame (`InsertVisualStateCallback` in DispatchWebTouchEvent,
 * content/browser/devtools/protocol/input_handler.cc), which put 60–180 ms between a touch and
 * the page on a page busy loading. A finger's touch goes to the page at once, as a DevTools
 * mouse press does, and waits only for the page's main thread.
 */
async function tapEvery(cdp: CDPSession, spot: Spot, worked: Promise<void>, giveUpMs: number): Promise<void> {
  let stop = false
  void worked.then(() => (stop = true))
  const press = { ...spot, button: "left", clickCount: 1 } as const
  for (const giveUpAt = Date.now() + giveUpMs; !stop && Date.now() < giveUpAt;) {
    const nextTapAt = Date.now() + TAP_EVERY_MS
    await cdp.send("Input.dispatchMouseEvent", { type: "mousePressed", ...press })
    await cdp.send("Input.dispatchMouseEvent", { type: "mouseReleased", ...press })
    await Promise.race([worked, sleep(nextTapAt - Date.now())])
  }
}

interface Outcome {
  /** Page time of the tap that worked. */
  tapMs?: number
  /** Page time of the first contentful paint (of the first paint if there is none). */
  paintMs: number
  /** Page time of the first frame in which a tap at the spot would hit the control. */
  shownMs?: number
  taps: number
}
interface RecorderWindow {
  __firstPaintTaps: { outcome: () => Promise<Outcome> }
  __firstPaintTapsSay: (message: "hittable" | "worked") => void
}

interface RecorderArgs extends Spot {
  name: string
  kind: Control
  consentCookieName: string
}

/**
 * Runs in the page before its own scripts. Each frame until then, it looks whether the control
 * is what a tap at its spot would hit, and says "hittable" once it is. A tap's time is when
 * the page first sees it (its pointerdown, capture phase, before any handler): its click
 * only follows once the bench has lifted the finger, a round trip later. Clicks that hit
 * anything but the control are swallowed, so an early tap cannot follow a link. After each
 * click on the control and each change to the document it checks whether the control now
 * works, and says "worked": the tap that worked is the last one before that moment. Sent to
 * the page as source text, so no named inner functions (tsx would wrap them in a helper the
 * page does not have).
 */
function recordTaps({ x, y, name, kind, consentCookieName }: RecorderArgs): void {
  const taps: number[] = []
  let tapped: HTMLButtonElement | undefined
  let workedMs: number | undefined
  let shownMs: number | undefined
  let observer: MutationObserver | undefined
  const recorder = {
    say(message: "hittable" | "worked"): void {
      ;(window as unknown as RecorderWindow).__firstPaintTapsSay(message)
    },
    /** The control, if a tap at its spot would hit it. */
    atSpot(): HTMLButtonElement | undefined {
      const button = document.elementFromPoint(x, y)?.closest("button")
      return button && (button.getAttribute("aria-label") ?? button.textContent ?? "").trim() === name ? button : undefined
    },
    /** The control, if this real event hit it. */
    hit(event: Event): HTMLButtonElement | undefined {
      const button = event.isTrusted && event.target instanceof Element ? event.target.closest("button") : undefined
      return button && button === recorder.atSpot() ? button : undefined
    },
    works(): boolean {
      // The button last tapped, unless it has left the document: then whatever is at its spot now.
      const control = tapped?.isConnected ? tapped : recorder.atSpot()
      // A menu a script opens says so in aria-expanded; the browser's popover is open itself.
      if (kind === "menu") return control?.getAttribute("aria-expanded") === "true" || Boolean(control?.popoverTargetElement?.matches(":popover-open"))
      return document.cookie.split("; ").includes(`${consentCookieName}=accepted`) || !control?.checkVisibility()
    },
    check(): void {
      if (workedMs !== undefined || taps.length === 0 || !recorder.works()) return
      workedMs = performance.now()
      observer?.disconnect()
      recorder.say("worked")
    },
    /** Looks each frame, before it paints (a frame's callbacks run before its paint): the frame's time is when the control shows. */
    waitUntilHittable(frameMs?: number): void {
      if (document.body && recorder.atSpot()) {
        shownMs = frameMs ?? performance.now()
        recorder.say("hittable")
      } else requestAnimationFrame(time => recorder.waitUntilHittable(time))
    },
    /** The tap that worked and the first contentful paint, as the page saw them. */
    summary(): Outcome {
      const paints = performance.getEntriesByType("paint")
      const paint = paints.find(entry => entry.name === "first-contentful-paint") ?? paints[0]
      const before = workedMs === undefined ? [] : taps.filter(time => time <= (workedMs as number))
      return { tapMs: before[before.length - 1], paintMs: paint?.startTime ?? NaN, shownMs, taps: before.length || taps.length }
    },
    /** The summary once the page has its first contentful paint entry: Chromium adds it some frames after the paint. */
    outcome(): Promise<Outcome> {
      return new Promise(resolve => {
        if (performance.getEntriesByName("first-contentful-paint").length > 0) return resolve(recorder.summary())
        new PerformanceObserver(list => list.getEntriesByName("first-contentful-paint").length > 0 && resolve(recorder.summary())).observe({ type: "paint" })
        setTimeout(() => resolve(recorder.summary()), 5_000)
      })
    },
  }
  ;(window as unknown as { __firstPaintTaps: typeof recorder }).__firstPaintTaps = recorder
  requestAnimationFrame(time => recorder.waitUntilHittable(time))
  addEventListener(
    "pointerdown",
    event => {
      const button = recorder.hit(event)
      if (!button) return
      tapped = button
      taps.push(performance.now())
    },
    { capture: true },
  )
  addEventListener(
    "click",
    event => {
      if (!recorder.hit(event)) {
        if (!event.isTrusted) return
        event.preventDefault()
        event.stopImmediatePropagation()
        return
      }
      // Checked after the click's handlers, and on every later change to the document, in case a handler works late.
      setTimeout(() => recorder.check(), 0)
      if (observer) return
      observer = new MutationObserver(() => recorder.check())
      observer.observe(document, { subtree: true, childList: true, attributes: true, ...(kind === "menu" ? { attributeFilter: ["aria-expanded"] } : {}) })
    },
    { capture: true },
  )
}

/** A promise and the function that resolves it. */
function signal() {
  let resolve: () => void = () => {}
  const promise = new Promise<void>(settle => (resolve = settle))
  return { promise, resolve }
}

const sleep = (ms: number) => new Promise(resolve => setTimeout(resolve, Math.max(0, ms)))

/** Whether the promise settles within `ms`. */
function withinMs(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<boolean>(resolve => (timer = setTimeout(resolve, ms, false)))
  return Promise.race([promise.then(() => true), timeout]).finally(() => clearTimeout(timer))
}
