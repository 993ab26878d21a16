import type { Browser, Page } from "playwright-core"

/**
 * What a Chromium trace says the page's own scripts did before the frame that painted its
 * largest element: a count of what ran where, not a timing a busy machine blurs (a script either
 * ran before that paint or it did not). The bench traces every load of its largest-paint pairs.
 */

/** The trace categories the measure reads: script events, the paints' marks, navigation. */
export const TRACE_CATEGORIES = ["devtools.timeline", "disabled-by-default-devtools.timeline", "loading", "v8.execute", "blink.user_timing"]

/** Script events: a script's evaluation (classic or module), its compilation, a callback (timer, frame, listener). */
const SCRIPT_EVENTS = new Set(["EvaluateScript", "v8.compile", "v8.compileModule", "v8.evaluateModule", "FunctionCall", "TimerFire", "FireAnimationFrame"])

export interface TraceEvent {
  name: string
  ph: string
  ts: number
  dur?: number
  pid: number
  tid: number
  args?: { data?: Record<string, unknown>; fileName?: string; frame?: string }
}

/** What kind of script work a piece is: the page script's module evaluation (compile included), an inline classic script's, a script file's, or a callback (timer, frame, listener, observer). */
export type ScriptWorkKind = "module" | "inline" | "file" | "callback"

export interface ScriptWork {
  /** The page's own script time before the largest paint's frame, in ms (nested events counted once). */
  ms: number
  /** Each piece of it: its kind, what ran (event name, script's address, line and column) and its ms. */
  pieces: Array<{ kind: ScriptWorkKind; what: string; ms: number }>
  /** When the largest paint's frame was presented, in ms after navigation started (the trace's own clock). */
  largestPaintMs?: number
  /** When that frame's main-thread work ended (its Commit), likewise: the work counted ends here. */
  frameEndMs?: number
  failure?: string
}

/** A script event's script as "address:line:column" (the column tells a page's inline scripts apart). */
const whereOf = (event: TraceEvent): string => `${urlOf(event)}:${String(event.args?.data?.lineNumber ?? "")}:${String(event.args?.data?.columnNumber ?? "")}`

const urlOf = (event: TraceEvent): string => {
  const data = event.args?.data ?? {}
  return String(data.url ?? data.scriptName ?? data.fileName ?? event.args?.fileName ?? "")
}

function kindOf(event: TraceEvent, pageUrl: string): ScriptWorkKind {
  if (event.name === "v8.compileModule" || event.name === "v8.evaluateModule") return "module"
  if (event.name === "EvaluateScript" || event.name === "v8.compile") return urlOf(event) === pageUrl ? "inline" : "file"
  return "callback"
}

/**
 * The page's own script work before the frame that painted its largest element, from a trace of
 * one navigation to `pageUrl`: each script event (SCRIPT_EVENTS) on the page's main thread whose
 * script belongs to the page's origin (inline scripts carry the document's address; a module's
 * evaluation names none), up to that frame's Commit, nested events merged so that a compile inside
 * an evaluation counts once, under the kind of the outer one. A callback the browser runs for a
 * script (a timer, a listener) is a FunctionCall with the script's address.
 */
export function ownScriptWorkBeforeLargestPaint(events: readonly TraceEvent[], pageUrl: string): ScriptWork {
  const origin = new URL(pageUrl).origin
  const navigation = events.filter(event => event.name === "navigationStart" && String(event.args?.data?.documentLoaderURL ?? "") === pageUrl)
  const start = navigation[navigation.length - 1]
  if (!start) return { ms: NaN, pieces: [], failure: "no navigation to the page in the trace" }
  const onPage = (event: TraceEvent) => event.pid === start.pid && event.tid === start.tid && event.ts >= start.ts
  const candidates = events.filter(event => event.name === "largestContentfulPaint::Candidate" && event.pid === start.pid && event.ts >= start.ts)
  const paint = candidates[candidates.length - 1]
  if (!paint) return { ms: NaN, pieces: [], failure: "no largest-contentful-paint candidate in the trace" }
  // The candidate's time is the frame's presentation; the frame's main-thread work ends with its
  // Commit, the last before that time (a later frame's, should one commit first: then more counts, not less).
  const commits = events.filter(event => event.name === "Commit" && onPage(event) && event.ts < paint.ts)
  const frameEnd = commits.length ? commits[commits.length - 1].ts : paint.ts
  // Each script's start by V8's id, for the callbacks, which name only the id.
  const scriptStart = new Map<string, string>()
  for (const event of events)
    if (event.name === "v8.compile" || event.name === "v8.compileModule") scriptStart.set(String(event.args?.data?.scriptId), whereOf(event))
  const scripts = events
    .filter(event => event.ph === "X" && SCRIPT_EVENTS.has(event.name) && onPage(event) && event.ts < frameEnd)
    .filter(event => urlOf(event).startsWith(origin) || (event.name === "v8.evaluateModule" && !urlOf(event)))
    .sort((a, b) => a.ts - b.ts)
  let ms = 0
  let coveredUntil = -Infinity
  const pieces: ScriptWork["pieces"] = []
  for (const event of scripts) {
    const end = Math.min(event.ts + (event.dur ?? 0), frameEnd)
    const from = Math.max(event.ts, coveredUntil)
    if (end > from) {
      // Only an event that starts after the last ended is a piece of its own; a nested one adds to it.
      const nested = event.ts < coveredUntil && pieces.length > 0
      if (nested) pieces[pieces.length - 1].ms += (end - from) / 1000
      else
        pieces.push({
          kind: kindOf(event, pageUrl),
          what: `${event.name} ${scriptStart.get(String(event.args?.data?.scriptId)) ?? whereOf(event)}`,
          ms: (end - from) / 1000,
        })
      ms += (end - from) / 1000
    }
    coveredUntil = Math.max(coveredUntil, end)
  }
  return { ms, pieces, largestPaintMs: (paint.ts - start.ts) / 1000, frameEndMs: (frameEnd - start.ts) / 1000 }
}

/** Traces what `load` does on `page` (a navigation) and returns the trace's events. Tracing is per browser: one page at a time. */
export async function traced(browser: Browser, page: Page, load: () => Promise<void>): Promise<TraceEvent[]> {
  await browser.startTracing(page, { categories: TRACE_CATEGORIES, screenshots: false })
  let trace: Buffer
  try {
    await load()
  } finally {
    trace = await browser.stopTracing()
  }
  const parsed = JSON.parse(trace.toString("utf8")) as { traceEvents: TraceEvent[] } | TraceEvent[]
  return Array.isArray(parsed) ? parsed : parsed.traceEvents
}
