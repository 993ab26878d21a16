import type { BuildTimes } from "./build-scaling"
import { secondsPerArtwork } from "./build-scaling"
import { CONTROLS, type Control, type RouteTaps } from "../../support/first-paint-taps"
import type { RouteLighthouse } from "./lighthouse-pairs"
import type { RouteLargestPaint } from "./largest-paint-pairs"
import type { PageMeasures } from "../../support/page-measures"
import { JAVASCRIPT_BUDGET_KB } from "../../support/javascript-size"
import { BUDGETS } from "../../support/budgets"
import { ENCODING_NAMES, ENCODINGS, type TextEncoding } from "../../support/static-server"
import { max, min } from "../../support/statistics"

export interface BenchResults {
  routes: string[]
  /** The routes Lighthouse ran on: every route, or one per template (lighthouse-routes.ts). */
  lighthouseRoutes: string[]
  pages: Record<string, PageMeasures>
  /** Over each compression: the same build, its HTML, scripts and stylesheets sent over brotli, then over gzip. */
  lighthouse: Record<TextEncoding, Record<string, RouteLighthouse>>
  taps: Record<TextEncoding, Record<string, RouteTaps>>
  /** The largest paint on the throttled phone, site against twin, over each compression. */
  largestPaint: Record<TextEncoding, Record<string, RouteLargestPaint>>
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

/** The lowest (or highest) value of a Lighthouse figure over the routes it ran on and every compression, with where it was. */
function extremeOfLighthouse(results: BenchResults, figure: (measured: RouteLighthouse) => number, pick: typeof min | typeof max) {
  const each = ENCODINGS.map(encoding => ({ encoding, ...extreme(results.lighthouseRoutes, route => figure(results.lighthouse[encoding][route]), pick) }))
  const value = pick(each.map(one => one.value))
  const at = each.find(one => one.value === value) ?? each[0]
  return { value, where: `${at.route}, ${ENCODING_NAMES[at.encoding]}`, each }
}

/** Where Lighthouse's budgets hold, as the budget table says it. */
export const lighthouseRoutesName = ({ routes, lighthouseRoutes }: Pick<BenchResults, "routes" | "lighthouseRoutes">): string =>
  lighthouseRoutes.length === routes.length ? "on every route" : "on one route per template (the heaviest)"

export function checkBudgets(results: BenchResults): BudgetResult[] {
  const { routes, pages } = results
  const onLighthouseRoutes = lighthouseRoutesName(results)
  const lowest = (figure: (measured: RouteLighthouse) => number) => extremeOfLighthouse(results, figure, min)
  const highest = (figure: (measured: RouteLighthouse) => number) => extremeOfLighthouse(results, figure, max)
  /** Each compression's worst: the budget holds over every one. */
  const perEncoding = (each: ReturnType<typeof highest>["each"], format: (value: number) => string) =>
    each.map(one => `${ENCODING_NAMES[one.encoding]} ${format(one.value)} (${one.route})`).join("; ")

  const performance = lowest(measured => measured.site.scores.performance)
  const otherScores = (["accessibility", "best-practices", "seo"] as const).map(category => {
    const worst = lowest(measured => measured.site.scores[category])
    return {
      budget: `Lighthouse ${category} = ${BUDGETS.otherScores} ${onLighthouseRoutes}`,
      measured: `min ${worst.value} (${worst.where})`,
      pass: worst.value >= BUDGETS.otherScores,
    }
  })
  const cls = highest(measured => measured.site.cls)
  const tbtExcess = highest(measured => measured.tbtExcessMs)
  const scriptBlocking = highest(measured => measured.site.scriptBlockingMs)
  const overJavascript = routes.filter(route => pages[route].javascriptCountedKb > pages[route].javascriptBudgetKb)
  const javascript = extreme(routes, route => pages[route].javascriptCountedKb, max)
  const eager = routes.flatMap(route => pages[route].eagerProblems.map(problem => `${route}: ${problem}`))
  const formats = routes.flatMap(route => pages[route].formatProblems.map(problem => `${route}: ${problem}`))

  // Without Lighthouse (--skip-lighthouse) its budgets are not measured, as the build budgets are without --skip-build-scaling's builds.
  const byLighthouse = (result: BudgetResult): BudgetResult =>
    results.lighthouseRoutes.length ? result : { budget: result.budget, measured: "not measured (--skip-lighthouse)", pass: undefined }

  return [
    ...[
      {
        budget: `Lighthouse mobile performance ≥ ${BUDGETS.performanceScore} ${onLighthouseRoutes}, over brotli and over gzip (median)`,
        measured: `min ${performance.value} (${performance.where})`,
        pass: performance.value >= BUDGETS.performanceScore,
      },
      ...otherScores,
    ].map(byLighthouse),
    largestPaintBudget(results),
    byLighthouse({
      budget: `CLS ≤ ${BUDGETS.cls} ${onLighthouseRoutes}`,
      measured: `max ${cls.value.toFixed(3)} (${cls.where})`,
      pass: cls.value <= BUDGETS.cls,
    }),
    byLighthouse({
      budget: `Total Blocking Time in excess of the zero-JavaScript twin (median of paired runs) ≤ ${BUDGETS.tbtExcessMs} ms ${onLighthouseRoutes}, over brotli and over gzip`,
      measured: `max ${perEncoding(tbtExcess.each, value => `${Math.round(value)} ms`)}; in long tasks of the site's script files max ${Math.round(scriptBlocking.value)} ms (${scriptBlocking.where})`,
      pass: tbtExcess.value <= BUDGETS.tbtExcessMs,
    }),
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

/**
 * The largest paint on the throttled phone, not Lighthouse's simulated one: the simulation
 * paints nothing before a page's last byte, so every byte of script past the first round trip
 * costs it a whole round trip, where a browser paints from the bytes it has (docs/performance.md).
 */
function largestPaintBudget({ routes, largestPaint }: BenchResults): BudgetResult {
  const each = ENCODINGS.map(encoding => ({ encoding, ...extreme(routes, route => largestPaint[encoding][route].ratio, max) }))
  // How far from 1 identical pages measured in this run, on any route: the resolution of the figures above.
  const noise = max(ENCODINGS.flatMap(encoding => routes.map(route => Math.abs(largestPaint[encoding][route].noiseRatio - 1))))
  return {
    budget: `Largest paint on the throttled phone ≤ ${BUDGETS.lcpRatioToTwin} × the zero-JS twin's (without a render hold) on every route, over brotli and over gzip (median of paired runs)`,
    measured: `max ${each.map(one => `${ENCODING_NAMES[one.encoding]} ${one.value.toFixed(2)} (${one.route})`).join("; ")}; the twin against itself within ±${noise.toFixed(2)}`,
    pass: each.every(one => one.value <= BUDGETS.lcpRatioToTwin),
  }
}

/** Both controls on every route over each compression, the median of each route's runs; a run in which a control never worked fails the budget. */
function tapBudget({ routes, taps }: BenchResults): BudgetResult {
  const budget = `Menu and Accept work within ${BUDGETS.tapFromPaintMs} ms of the first paint on every route, over brotli and over gzip (median of runs, throttled phone)`
  const never = ENCODINGS.flatMap(encoding =>
    routes.flatMap(route =>
      (Object.keys(CONTROLS) as Control[]).flatMap(control =>
        taps[encoding][route][control].runs.flatMap((run, i) =>
          run.failure ? [`${CONTROLS[control].name} on ${route} over ${ENCODING_NAMES[encoding]}, run ${i + 1}: ${run.failure}`] : [],
        ),
      ),
    ),
  )
  if (never.length) return { budget, measured: never.join("; "), pass: false }
  const slowest = (encoding: TextEncoding, control: Control) => extreme(routes, route => taps[encoding][route][control].medianMs, max)
  const each = ENCODINGS.map(encoding => ({ encoding, menu: slowest(encoding, "menu"), accept: slowest(encoding, "accept") }))
  return {
    budget,
    measured: each
      .map(
        ({ encoding, menu, accept }) =>
          `${ENCODING_NAMES[encoding]}: max Menu ${Math.round(menu.value)} ms (${menu.route}), Accept ${Math.round(accept.value)} ms (${accept.route})`,
      )
      .join("; "),
    pass: each.every(({ menu, accept }) => Math.max(menu.value, accept.value) <= BUDGETS.tapFromPaintMs),
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
