import { CATEGORIES, type Category, type Lighthouse, type LighthouseRun } from "./lighthouse-runner"
import { ENCODINGS, type TextEncoding } from "../../support/static-server"
import { median } from "../../support/statistics"

interface Figures {
  lcpMs: number
  speedIndexMs: number
  tbtMs: number
  /** The lowest and highest TBT of the runs: on this machine the spread is wider than the budget. */
  tbtRangeMs: [number, number]
  scriptBlockingMs: number
}

export interface RouteLighthouse {
  /** Medians over the runs, each figure on its own. */
  site: Figures & { scores: Record<Category, number>; cls: number }
  twin: Figures
  /** Median over the runs of site ÷ twin, each run's site paired with the twin run right after it. */
  lcpRatio: number
  /** Median over the same pairs of site TBT − twin TBT: what the site's JavaScript adds to the machine's own noise. */
  tbtExcessMs: number
  lcpElement: string
  /** Audits that failed in any of the site's runs. */
  failedAudits: Record<string, string>
  /** The HTML as it came over the wire, headers included (the same in every run). */
  documentBytes: { site: number; twin: number }
}

/**
 * Lighthouse on every route of the site and of its zero-JS twin, over each compression, a site and
 * a twin run each, in an order that alternates from run to run (site or twin first, brotli or gzip
 * first), so that the machine's load and whatever a run leaves behind weigh on both alike. One
 * unrecorded pair first warms Chromium and the servers up.
 */
export async function measureWithLighthouse(
  routes: readonly string[],
  urls: Record<TextEncoding, { site: string; twin: string }>,
  runs: number,
  lighthouse: Lighthouse,
  log: (line: string) => void,
): Promise<Record<TextEncoding, Record<string, RouteLighthouse>>> {
  await lighthouse.run(`${urls[ENCODINGS[0]].site}${routes[0]}`)
  await lighthouse.run(`${urls[ENCODINGS[0]].twin}${routes[0]}`)
  type Pair = { site: LighthouseRun; twin: LighthouseRun }
  const pairs = Object.fromEntries(ENCODINGS.map(encoding => [encoding, Object.fromEntries(routes.map(route => [route, [] as Pair[]]))])) as Record<
    TextEncoding,
    Record<string, Pair[]>
  >
  for (let run = 1; run <= runs; run++) {
    const siteFirst = run % 2 === 1
    for (const route of routes) {
      for (const encoding of siteFirst ? ENCODINGS : [...ENCODINGS].reverse()) {
        const { site: siteUrl, twin: twinUrl } = urls[encoding]
        const first = await lighthouse.run(`${siteFirst ? siteUrl : twinUrl}${route}`)
        const second = await lighthouse.run(`${siteFirst ? twinUrl : siteUrl}${route}`)
        const [site, twin] = siteFirst ? [first, second] : [second, first]
        pairs[encoding][route].push({ site, twin })
        log(
          `  run ${run}/${runs} ${route} (${encoding}): performance ${site.scores.performance}, LCP ${Math.round(site.lcpMs)} ms (twin ${Math.round(twin.lcpMs)} ms), CLS ${site.cls.toFixed(3)}, TBT ${Math.round(site.tbtMs)} ms (twin ${Math.round(twin.tbtMs)} ms)`,
        )
      }
    }
  }
  return Object.fromEntries(
    ENCODINGS.map(encoding => [encoding, Object.fromEntries(routes.map(route => [route, summarisePairs(pairs[encoding][route])]))]),
  ) as Record<TextEncoding, Record<string, RouteLighthouse>>
}

function medianFigures(runs: LighthouseRun[]): Figures {
  return {
    lcpMs: median(runs.map(run => run.lcpMs)),
    speedIndexMs: median(runs.map(run => run.speedIndexMs)),
    tbtMs: median(runs.map(run => run.tbtMs)),
    tbtRangeMs: [Math.min(...runs.map(run => run.tbtMs)), Math.max(...runs.map(run => run.tbtMs))],
    scriptBlockingMs: median(runs.map(run => run.scriptBlockingMs)),
  }
}

function summarisePairs(pairs: Array<{ site: LighthouseRun; twin: LighthouseRun }>): RouteLighthouse {
  const sites = pairs.map(pair => pair.site)
  return {
    site: {
      ...medianFigures(sites),
      scores: Object.fromEntries(CATEGORIES.map(category => [category, median(sites.map(run => run.scores[category]))])) as Record<Category, number>,
      cls: median(sites.map(run => run.cls)),
    },
    twin: medianFigures(pairs.map(pair => pair.twin)),
    lcpRatio: median(pairs.map(pair => pair.site.lcpMs / pair.twin.lcpMs)),
    tbtExcessMs: median(pairs.map(pair => pair.site.tbtMs - pair.twin.tbtMs)),
    lcpElement: sites[0].lcpElement,
    failedAudits: Object.assign({}, ...sites.map(run => run.failedAudits)),
    documentBytes: { site: median(sites.map(run => run.documentBytes)), twin: median(pairs.map(pair => pair.twin.documentBytes)) },
  }
}
