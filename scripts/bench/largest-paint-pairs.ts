import { launchChromium } from "../../harness/browser"
import { largestPaintOnThePhone, type LargestPaintRun } from "../../harness/largest-paint"
import type { ScriptWorkKind } from "../../harness/script-trace"
import { bootstrapMedianInterval, median, quantile } from "../../harness/statistics"
import { largestPaintVerdict, type LargestPaintVerdict } from "./largest-paint-verdict"

export interface RouteLargestPaint {
  /** Medians over the runs, in ms; Infinity if any run had no largest paint. */
  siteMs: number
  twinMs: number
  /** Median over the pairs of site ÷ twin, each site load paired with the twin load beside it… */
  ratio: number
  /** … and the bootstrap's 95 % interval for that median (harness/statistics.ts). */
  ratioInterval: [number, number]
  /** Whether the interval decides the budget (largestPaintVerdict): "open" while it straddles it. */
  verdict: LargestPaintVerdict
  /** Median over the A/A pairs (each twin load ÷ the twin load of the run before): two identical pages, a check of the method… */
  aaRatio: number
  /** … its bootstrap interval, which should hold 1… */
  aaInterval: [number, number]
  /** … and how far from 1 the middle half of the A/A ratios reaches: what this run's noise makes of one pair. */
  aaSpread: number
  /** What painted largest on the site, in its first run. */
  element: string
  /** The blocking the site's own scripts explain (LargestPaintRun.ownScriptBlockingMs): median over the site's loads, and its range. */
  ownScriptBlockingMs: number
  ownScriptBlockingRangeMs: [number, number]
  /** Each traced site load's own script work before its largest paint's frame, in ms by kind (harness/script-trace.ts); the twin's loads' in all. */
  scriptWork: Array<Record<ScriptWorkKind, number>>
  /** Site loads whose trace could not be read (no navigation or no largest paint in it). */
  untraced: number
  twinScriptWorkMs: number[]
  runs: Array<{ site: LargestPaintRun; twin: LargestPaintRun }>
}

export interface PairsPlan {
  /** Pairs every route gets first. */
  leastPairs: number
  /** At most this many pairs on a route whose interval is still open. */
  mostPairs: number
  /** Pairs added to each open route in a round. */
  step: number
  /** No new round starts after this time (ms since the epoch): the bench's time is what decides how often it runs. */
  deadline: number
  /** Trace every load (both sides: tracing costs a page a little). */
  trace: boolean
  /** The CPU slowdown (default: the phone's). */
  cpuSlowdown?: number
}

/**
 * The largest paint of each route on the throttled phone, site and twin in pairs whose order
 * alternates from run to run, so that the machine's load weighs on both alike; the twin's loads,
 * taken one run against the next, are the A/A pairs that check the method at no extra load. Every
 * route gets `leastPairs`; then rounds of `step` more go to the routes whose interval does not yet
 * decide the budget, until it does, the route has `mostPairs` or the deadline has passed. The
 * urls' servers pace each page's HTML as slow start does. One unrecorded load first warms
 * Chromium and the server up.
 */
export async function measureLargestPaintPairs(
  routes: readonly string[],
  urls: { site: string; twin: string },
  plan: PairsPlan,
  log: (line: string) => void,
): Promise<Record<string, RouteLargestPaint>> {
  const browser = await launchChromium("full")
  const options = { trace: plan.trace, cpuSlowdown: plan.cpuSlowdown }
  try {
    await largestPaintOnThePhone(browser, `${urls.site}${routes[0]}`, options)
    const made = new Map<string, RouteLargestPaint["runs"]>(routes.map(route => [route, []]))
    const addPairs = async (route: string, count: number) => {
      const runs = made.get(route)!
      for (let i = 0; i < count; i++) {
        const run = runs.length + 1
        const order = run % 2 === 1 ? (["site", "twin"] as const) : (["twin", "site"] as const)
        const loads = {} as Record<"site" | "twin", LargestPaintRun>
        for (const which of order) loads[which] = await largestPaintOnThePhone(browser, `${urls[which]}${route}`, options)
        runs.push(loads)
        const work = loads.site.scriptWork
        log(
          `  run ${run} ${route}: largest paint ${describe(loads.site)} (twin ${describe(loads.twin)})${work ? (work.failure ? `, trace: ${work.failure}` : `, own script before it ${work.ms.toFixed(1)} ms (${work.pieces.map(piece => piece.kind).join(", ") || "none"})`) : ""}`,
        )
      }
    }
    for (const route of routes) await addPairs(route, plan.leastPairs)
    for (;;) {
      const open = routes.filter(route => {
        const summary = summarise(made.get(route)!)
        return summary.verdict === "open" && summary.runs.length < plan.mostPairs
      })
      if (open.length === 0 || Date.now() > plan.deadline) break
      log(`  ${open.length} route${open.length === 1 ? "" : "s"} still open: ${open.join(", ")}`)
      for (const route of open) if (Date.now() <= plan.deadline) await addPairs(route, Math.min(plan.step, plan.mostPairs - made.get(route)!.length))
    }
    return Object.fromEntries(routes.map(route => [route, summarise(made.get(route)!)]))
  } finally {
    await browser.close()
  }
}

const describe = (one: LargestPaintRun) => (one.ms === undefined ? `none (${one.failure})` : `${Math.round(one.ms)} ms`)
const msOf = (run: LargestPaintRun) => run.ms ?? Infinity
const KINDS: ScriptWorkKind[] = ["module", "inline", "file", "callback"]

/** A traced load's script work by kind. */
function byKind(run: LargestPaintRun): Record<ScriptWorkKind, number> {
  const sums = Object.fromEntries(KINDS.map(kind => [kind, 0])) as Record<ScriptWorkKind, number>
  for (const piece of run.scriptWork?.pieces ?? []) sums[piece.kind] += piece.ms
  return sums
}
const tracedWell = (run: LargestPaintRun) => run.scriptWork !== undefined && run.scriptWork.failure === undefined

export function summarise(runs: RouteLargestPaint["runs"]): RouteLargestPaint {
  const aa = runs.slice(1).map((loads, i) => msOf(loads.twin) / msOf(runs[i].twin))
  const ratios = runs.map(loads => msOf(loads.site) / msOf(loads.twin))
  // A load that failed measured nothing: it counts as blocked throughout.
  const blocking = runs.map(loads => loads.site.ownScriptBlockingMs ?? Infinity)
  const ratio = median(ratios)
  const ratioInterval = bootstrapMedianInterval(ratios)
  // A load whose trace could not be read (the report lists it) says nothing either way.
  const traced = runs.filter(loads => tracedWell(loads.site))
  return {
    siteMs: median(runs.map(loads => msOf(loads.site))),
    twinMs: median(runs.map(loads => msOf(loads.twin))),
    ratio,
    ratioInterval,
    verdict: largestPaintVerdict(ratio, ratioInterval),
    aaRatio: median(aa),
    aaInterval: bootstrapMedianInterval(aa),
    aaSpread: Math.max(Math.abs(quantile(aa, 0.25) - 1), Math.abs(quantile(aa, 0.75) - 1)),
    element: runs[0]?.site.element ?? "",
    ownScriptBlockingMs: median(blocking),
    ownScriptBlockingRangeMs: [Math.min(...blocking), Math.max(...blocking)],
    scriptWork: traced.map(loads => byKind(loads.site)),
    untraced: runs.filter(loads => loads.site.scriptWork && !tracedWell(loads.site)).length,
    twinScriptWorkMs: runs
      .filter(loads => tracedWell(loads.twin))
      .map(loads => {
        const sums = byKind(loads.twin)
        return KINDS.reduce((sum, kind) => sum + sums[kind], 0)
      }),
    runs,
  }
}
