import type { BuildTimes } from "./build-scaling"
import { secondsPerArtwork } from "./build-scaling"
import { CONTROLS, type Control, type RouteTaps } from "../../support/first-paint-taps"
import type { RouteLighthouse } from "./lighthouse-pairs"
import type { PageMeasures } from "../../support/page-measures"
import { JAVASCRIPT_BUDGET_KB } from "../../support/javascript-size"
import { BUDGETS } from "../../support/budgets"
import { max, min } from "../../support/statistics"

export interface BenchResults {
  routes: string[]
  pages: Record<string, PageMeasures>
  lighthouse: Record<string, RouteLighthouse>
  taps: Record<string, RouteTaps>
  /** The home page's first hero slide as a phone loads it. */
  hero?: { url: string; kb: number }
  scaling?: BuildTimes[]
}

export interface BudgetResult {
  budget: string
  measured: string
  /** undefined: not measured in this run. */
  pass: boolean | undefined
}

/** Which route has the lowest (or highest) value of a figure, and the value. */
function extreme(routes: string[], figure: (route: string) => number, pick: typeof min | typeof max) {
  const value = pick(routes.map(figure))
  return { value, route: routes.find(route => figure(route) === value) ?? "" }
}

export function checkBudgets(results: BenchResults): BudgetResult[] {
  const { routes, pages } = results
  const lh = (route: string) => results.lighthouse[route]
  const lowest = (figure: (route: string) => number) => extreme(routes, figure, min)
  const highest = (figure: (route: string) => number) => extreme(routes, figure, max)

  const performance = lowest(route => lh(route).site.scores.performance)
  const otherScores = (["accessibility", "best-practices", "seo"] as const).map(category => {
    const worst = lowest(route => lh(route).site.scores[category])
    return {
      budget: `Lighthouse ${category} = ${BUDGETS.otherScores} on every route`,
      measured: `min ${worst.value} (${worst.route})`,
      pass: worst.value >= BUDGETS.otherScores,
    }
  })
  const lcpRatio = highest(route => lh(route).lcpRatio)
  const cls = highest(route => lh(route).site.cls)
  const tbtExcess = highest(route => lh(route).tbtExcessMs)
  const overJavascript = routes.filter(route => pages[route].javascriptCountedKb > pages[route].javascriptBudgetKb)
  const javascript = highest(route => pages[route].javascriptCountedKb)
  const eager = routes.flatMap(route => pages[route].eagerProblems.map(problem => `${route}: ${problem}`))
  const formats = routes.flatMap(route => pages[route].formatProblems.map(problem => `${route}: ${problem}`))

  return [
    {
      budget: `Lighthouse mobile performance ≥ ${BUDGETS.performanceScore} on every route (median)`,
      measured: `min ${performance.value} (${performance.route})`,
      pass: performance.value >= BUDGETS.performanceScore,
    },
    ...otherScores,
    {
      budget: `LCP ≤ ${BUDGETS.lcpRatioToTwin} × the zero-JS twin's on every route`,
      measured: `max ${lcpRatio.value.toFixed(2)} (${lcpRatio.route})`,
      pass: lcpRatio.value <= BUDGETS.lcpRatioToTwin,
    },
    { budget: `CLS ≤ ${BUDGETS.cls}`, measured: `max ${cls.value.toFixed(3)} (${cls.route})`, pass: cls.value <= BUDGETS.cls },
    {
      budget: `Total Blocking Time in excess of the zero-JavaScript twin (median of paired runs) ≤ ${BUDGETS.tbtExcessMs} ms on every route`,
      measured: `max ${Math.round(tbtExcess.value)} ms (${tbtExcess.route})`,
      pass: tbtExcess.value <= BUDGETS.tbtExcessMs,
    },
    tapBudget(results),
    {
      budget: `JavaScript a route downloads without interaction ≤ ${JAVASCRIPT_BUDGET_KB.withoutIslands} KB gzipped without islands, ≤ ${JAVASCRIPT_BUDGET_KB.withIslands} KB with them (the home page's Swiper on top)`,
      measured: overJavascript.length
        ? overJavascript.map(route => `${route}: ${pages[route].javascriptCountedKb.toFixed(1)} KB of ${pages[route].javascriptBudgetKb}`).join("; ")
        : `max ${javascript.value.toFixed(1)} KB (${javascript.route})`,
      pass: overJavascript.length === 0,
    },
    results.hero
      ? {
          budget: `Hero image a phone loads ≤ ${BUDGETS.heroKb} KB`,
          measured: `${results.hero.kb.toFixed(1)} KB (${results.hero.url})`,
          pass: results.hero.kb <= BUDGETS.heroKb,
        }
      : { budget: `Hero image a phone loads ≤ ${BUDGETS.heroKb} KB`, measured: "the home page has no eager image", pass: false },
    {
      budget: `Only the first (hero) image eager, with fetchpriority="high"; every other image lazy`,
      measured: eager.length
        ? eager.join("; ")
        : `${routes.reduce((sum, route) => sum + pages[route].eagerImages, 0)} eager of ${routes.reduce((sum, route) => sum + pages[route].imageCount, 0)} images`,
      pass: eager.length === 0,
    },
    {
      budget: "Images offered in AVIF and WebP with a JPEG/PNG fallback",
      measured: formats.length ? formats.join("; ") : "every image",
      pass: formats.length === 0,
    },
    ...buildBudgets(results.scaling),
  ]
}

/** Both controls on every route, the median of each route's runs; a run in which a control never worked fails the budget. */
function tapBudget({ routes, taps }: BenchResults): BudgetResult {
  const budget = `Menu and Accept work within ${BUDGETS.tapFromPaintMs} ms of the first paint on every route (median of runs, throttled phone)`
  const never = routes.flatMap(route =>
    (Object.keys(CONTROLS) as Control[]).flatMap(control =>
      taps[route][control].runs.flatMap((run, i) => (run.failure ? [`${CONTROLS[control].name} on ${route}, run ${i + 1}: ${run.failure}`] : [])),
    ),
  )
  if (never.length) return { budget, measured: never.join("; "), pass: false }
  const slowest = (control: Control) => extreme(routes, route => taps[route][control].medianMs, max)
  const [menu, accept] = [slowest("menu"), slowest("accept")]
  return {
    budget,
    measured: `max Menu ${Math.round(menu.value)} ms (${menu.route}), Accept ${Math.round(accept.value)} ms (${accept.route})`,
    pass: Math.max(menu.value, accept.value) <= BUDGETS.tapFromPaintMs,
  }
}

function buildBudgets(scaling: BuildTimes[] | undefined): BudgetResult[] {
  const warmBudget = "Warm rebuild after adding one artwork ≤ 1/3 of the cold build"
  const linearBudget = (kind: string) =>
    `${kind} cost per added artwork flat from 22 to 220 (110→220 within ±${BUDGETS.linearTolerance * 100}% or ${BUDGETS.linearFloorS} s of 22→110)`
  if (!scaling || scaling.length < 3) {
    return [warmBudget, linearBudget("Cold build"), linearBudget("Warm rebuild")].map(budget => ({
      budget,
      measured: "not measured (--skip-build-scaling)",
      pass: undefined,
    }))
  }
  const [small, middle, large] = scaling
  const linear = (kind: "coldS" | "warmS"): Pick<BudgetResult, "measured" | "pass"> => {
    const first = secondsPerArtwork(small, middle, kind)
    const second = secondsPerArtwork(middle, large, kind)
    const difference = Math.abs(second - first)
    return {
      measured: `${first.toFixed(2)} s → ${second.toFixed(2)} s per artwork`,
      pass: difference <= BUDGETS.linearTolerance * Math.abs(first) || difference <= BUDGETS.linearFloorS,
    }
  }
  return [
    {
      budget: warmBudget,
      measured: `${(small.warmS / small.coldS).toFixed(2)} (${small.warmS.toFixed(1)} s / ${small.coldS.toFixed(1)} s, ${small.artworks} artworks)`,
      pass: small.warmS <= BUDGETS.warmToCold * small.coldS,
    },
    { budget: linearBudget("Cold build"), ...linear("coldS") },
    { budget: linearBudget("Warm rebuild"), ...linear("warmS") },
  ]
}
