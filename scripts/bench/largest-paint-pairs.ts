import { launchChromium } from "../../support/browser"
import { largestPaintOnThePhone, type LargestPaintRun } from "../../support/largest-paint"
import { median } from "../../support/statistics"
import { ENCODINGS, type TextEncoding } from "../../support/static-server"

export interface RouteLargestPaint {
  /** Medians over the runs, in ms; Infinity if any run had no largest paint. */
  siteMs: number
  twinMs: number
  /** Median over the runs of site ÷ twin, each site run paired with the twin run next to it. */
  ratio: number
  /**
   * Median over the runs of the twin loaded again ÷ the twin: two identical pages, so what this
   * run's noise alone makes of a ratio on this route (1.00 on a quiet machine and enough runs).
   */
  noiseRatio: number
  /** What painted largest on the site, in its first run. */
  element: string
  runs: Array<{ site: LargestPaintRun; twin: LargestPaintRun; twinAgain: LargestPaintRun }>
}

type Load = keyof RouteLargestPaint["runs"][number]
/** Each load in each place once every three runs, so that no load owns a route's first or last place (docs/performance.md). */
const ORDERS: readonly (readonly Load[])[] = [
  ["site", "twin", "twinAgain"],
  ["twin", "twinAgain", "site"],
  ["twinAgain", "site", "twin"],
]

/**
 * The largest paint of every route on the throttled phone, site, twin and twin again (the noise
 * floor), over each compression, in runs whose order rotates (ORDERS) so that the machine's load
 * weighs on all alike. The urls' servers pace each page's HTML as slow start does. One unrecorded
 * load first warms Chromium and the servers up.
 */
export async function measureLargestPaintPairs(
  routes: readonly string[],
  urls: Record<TextEncoding, { site: string; twin: string }>,
  runs: number,
  log: (line: string) => void,
): Promise<Record<TextEncoding, Record<string, RouteLargestPaint>>> {
  const browser = await launchChromium("full")
  try {
    await largestPaintOnThePhone(browser, `${urls[ENCODINGS[0]].site}${routes[0]}`)
    const made = Object.fromEntries(ENCODINGS.map(encoding => [encoding, Object.fromEntries(routes.map(route => [route, [] as RouteLargestPaint["runs"]]))]))
    for (let run = 1; run <= runs; run++) {
      const order = ORDERS[(run - 1) % ORDERS.length]
      for (const route of routes) {
        for (const encoding of run % 2 === 1 ? ENCODINGS : [...ENCODINGS].reverse()) {
          const loads = {} as Record<Load, LargestPaintRun>
          for (const load of order) loads[load] = await largestPaintOnThePhone(browser, `${urls[encoding][load === "site" ? "site" : "twin"]}${route}`)
          made[encoding][route].push(loads)
          const { site, twin, twinAgain } = loads
          const describe = (one: LargestPaintRun) => (one.ms === undefined ? `none (${one.failure})` : `${Math.round(one.ms)} ms`)
          log(`  run ${run}/${runs} ${route} (${encoding}): largest paint ${describe(site)} (twin ${describe(twin)}, again ${describe(twinAgain)})`)
        }
      }
    }
    return Object.fromEntries(
      ENCODINGS.map(encoding => [encoding, Object.fromEntries(routes.map(route => [route, summarise(made[encoding][route])]))]),
    ) as Record<TextEncoding, Record<string, RouteLargestPaint>>
  } finally {
    await browser.close()
  }
}

const msOf = (run: LargestPaintRun) => run.ms ?? Infinity

function summarise(runs: RouteLargestPaint["runs"]): RouteLargestPaint {
  return {
    siteMs: median(runs.map(loads => msOf(loads.site))),
    twinMs: median(runs.map(loads => msOf(loads.twin))),
    ratio: median(runs.map(loads => msOf(loads.site) / msOf(loads.twin))),
    noiseRatio: median(runs.map(loads => msOf(loads.twinAgain) / msOf(loads.twin))),
    element: runs[0]?.site.element ?? "",
    runs,
  }
}
