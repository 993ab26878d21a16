import { CATEGORIES, type Category, type Lighthouse, type LighthouseRun } from "./lighthouse-runner"
import { median } from "../../harness/statistics"

export interface RouteLighthouse {
  /** Medians over the runs. */
  scores: Record<Category, number>
  lcpMs: number
  /** The largest over the runs: the budget is 0. */
  cls: number
  tbtMs: number
  ownBlockingMs: number
  /** The lowest and highest of the runs: the spread the medians come with. */
  tbtRangeMs: [number, number]
  ownBlockingRangeMs: [number, number]
  lcpElement: string
  /** Audits that failed in any run. */
  failedAudits: Record<string, string>
  runs: number
}

const range = (values: number[]): [number, number] => [Math.min(...values), Math.max(...values)]

/**
 * Lighthouse (mobile: simulated slow 4G, 4× CPU) on each route of the site, `runs` times, the
 * routes taken in turn within each run so that a change in the machine's load spreads over all.
 * One unrecorded run first warms Chromium and the server up.
 */
export async function measureWithLighthouse(
  routes: readonly string[],
  siteUrl: string,
  runs: number,
  lighthouse: Lighthouse,
  log: (line: string) => void,
): Promise<Record<string, RouteLighthouse>> {
  await lighthouse.run(`${siteUrl}${routes[0]}`)
  const made = Object.fromEntries(routes.map(route => [route, [] as LighthouseRun[]]))
  for (let run = 1; run <= runs; run++) {
    for (const route of routes) {
      const one = await lighthouse.run(`${siteUrl}${route}`)
      made[route].push(one)
      log(
        `  run ${run}/${runs} ${route}: performance ${one.scores.performance}, CLS ${one.cls.toFixed(3)}, TBT ${Math.round(one.tbtMs)} ms, own long tasks ${Math.round(one.ownBlockingMs)} ms`,
      )
    }
  }
  return Object.fromEntries(routes.map(route => [route, summarise(made[route])]))
}

function summarise(runs: LighthouseRun[]): RouteLighthouse {
  return {
    scores: Object.fromEntries(CATEGORIES.map(category => [category, median(runs.map(run => run.scores[category]))])) as Record<Category, number>,
    lcpMs: median(runs.map(run => run.lcpMs)),
    cls: Math.max(...runs.map(run => run.cls)),
    tbtMs: median(runs.map(run => run.tbtMs)),
    ownBlockingMs: median(runs.map(run => run.ownBlockingMs)),
    tbtRangeMs: range(runs.map(run => run.tbtMs)),
    ownBlockingRangeMs: range(runs.map(run => run.ownBlockingMs)),
    lcpElement: runs[0].lcpElement,
    failedAudits: Object.assign({}, ...runs.map(run => run.failedAudits)),
    runs: runs.length,
  }
}
