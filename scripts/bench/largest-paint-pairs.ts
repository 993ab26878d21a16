import { launchChromium } from "../../harness/browser"
import { largestPaintOnThePhone, type LargestPaintRun } from "../../harness/largest-paint"
import { median, quantile } from "../../harness/statistics"

export interface RouteLargestPaint {
  /** Medians over the runs, in ms; Infinity if any run had no largest paint. */
  siteMs: number
  twinMs: number
  /** Median over the pairs of site ÷ twin, each site load paired with the twin load beside it. */
  ratio: number
  /** Median over the A/A pairs (each twin load ÷ the twin load of the run before): two identical pages. */
  aaRatio: number
  /**
   * How far from 1 the middle half of the A/A ratios reaches (the larger of |first quartile − 1| and
   * |third quartile − 1|): what this run's noise alone makes of a ratio on this route. Above
   * AA_SPREAD_LIMIT the route's ratio is unresolved (decisions.md, "Performance budgets").
   */
  aaSpread: number
  /** What painted largest on the site, in its first run. */
  element: string
  /** The blocking the site's own scripts explain (LargestPaintRun.ownScriptBlockingMs): median over the site's loads, and its range. */
  ownScriptBlockingMs: number
  ownScriptBlockingRangeMs: [number, number]
  runs: Array<{ site: LargestPaintRun; twin: LargestPaintRun }>
}

/**
 * The largest paint of each route on the throttled phone, site and twin in pairs whose order
 * alternates from run to run, so that the machine's load weighs on both alike; the twin's loads,
 * taken one run against the next, are the A/A pairs that tell this run's noise at no extra load.
 * The urls' servers pace each page's HTML as slow start does. One unrecorded load first warms
 * Chromium and the server up.
 */
export async function measureLargestPaintPairs(
  routes: readonly string[],
  urls: { site: string; twin: string },
  runs: number,
  log: (line: string) => void,
): Promise<Record<string, RouteLargestPaint>> {
  const browser = await launchChromium("full")
  try {
    await largestPaintOnThePhone(browser, `${urls.site}${routes[0]}`)
    const results: Record<string, RouteLargestPaint> = {}
    for (const route of routes) {
      const made: RouteLargestPaint["runs"] = []
      for (let run = 1; run <= runs; run++) {
        const order = run % 2 === 1 ? (["site", "twin"] as const) : (["twin", "site"] as const)
        const loads = {} as Record<"site" | "twin", LargestPaintRun>
        for (const which of order) loads[which] = await largestPaintOnThePhone(browser, `${urls[which]}${route}`)
        made.push(loads)
        log(
          `  run ${run}/${runs} ${route}: largest paint ${describe(loads.site)} (twin ${describe(loads.twin)}), own scripts' blocking ${Math.round(loads.site.ownScriptBlockingMs ?? NaN)} ms`,
        )
      }
      results[route] = summarise(made)
    }
    return results
  } finally {
    await browser.close()
  }
}

const describe = (one: LargestPaintRun) => (one.ms === undefined ? `none (${one.failure})` : `${Math.round(one.ms)} ms`)
const msOf = (run: LargestPaintRun) => run.ms ?? Infinity

export function summarise(runs: RouteLargestPaint["runs"]): RouteLargestPaint {
  const aa = runs.slice(1).map((loads, i) => msOf(loads.twin) / msOf(runs[i].twin))
  // A load that failed measured nothing: it counts as blocked throughout.
  const blocking = runs.map(loads => loads.site.ownScriptBlockingMs ?? Infinity)
  return {
    siteMs: median(runs.map(loads => msOf(loads.site))),
    twinMs: median(runs.map(loads => msOf(loads.twin))),
    ratio: median(runs.map(loads => msOf(loads.site) / msOf(loads.twin))),
    aaRatio: median(aa),
    aaSpread: Math.max(Math.abs(quantile(aa, 0.25) - 1), Math.abs(quantile(aa, 0.75) - 1)),
    element: runs[0]?.site.element ?? "",
    ownScriptBlockingMs: median(blocking),
    ownScriptBlockingRangeMs: [Math.min(...blocking), Math.max(...blocking)],
    runs,
  }
}
