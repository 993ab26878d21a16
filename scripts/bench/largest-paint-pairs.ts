import { launchChromium } from "../../support/browser"
import { largestPaintOnThePhone, type LargestPaintRun } from "../../support/largest-paint"
import { median } from "../../support/statistics"
import { ENCODINGS, type TextEncoding } from "./compressed-server"

export interface RouteLargestPaint {
  /** Medians over the runs, in ms; Infinity if any run had no largest paint. */
  siteMs: number
  twinMs: number
  /** Median over the runs of site ÷ twin, each site run paired with the twin run next to it. */
  ratio: number
  /** What painted largest on the site, in its first run. */
  element: string
  runs: Array<{ site: LargestPaintRun; twin: LargestPaintRun }>
}

/**
 * The largest paint of every route on the throttled phone, for the site and its zero-JS twin,
 * over each compression, in pairs whose order alternates from run to run (site first in odd
 * runs), so that the machine's load weighs on both alike. The servers pace each page's HTML as
 * slow start does (compressed-server.ts), so a page that paints from its first round trip's
 * bytes paints as early as its twin, and one that waits for its last byte pays for the rest.
 * One unrecorded load first warms Chromium and the servers up.
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
      const siteFirst = run % 2 === 1
      for (const route of routes) {
        for (const encoding of siteFirst ? ENCODINGS : [...ENCODINGS].reverse()) {
          const load = (which: "site" | "twin") => largestPaintOnThePhone(browser, `${urls[encoding][which]}${route}`)
          const first = await load(siteFirst ? "site" : "twin")
          const second = await load(siteFirst ? "twin" : "site")
          const [site, twin] = siteFirst ? [first, second] : [second, first]
          made[encoding][route].push({ site, twin })
          const describe = (one: LargestPaintRun) => (one.ms === undefined ? `none (${one.failure})` : `${Math.round(one.ms)} ms`)
          log(`  run ${run}/${runs} ${route} (${encoding}): largest paint ${describe(site)} (twin ${describe(twin)})`)
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
    siteMs: median(runs.map(pair => msOf(pair.site))),
    twinMs: median(runs.map(pair => msOf(pair.twin))),
    ratio: median(runs.map(pair => msOf(pair.site) / msOf(pair.twin))),
    element: runs[0]?.site.element ?? "",
    runs,
  }
}
