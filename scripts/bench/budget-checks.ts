import type { BuildTimes } from "./build-scaling"
import { secondsPerArtwork } from "./build-scaling"
import type { RouteFirstFlight } from "./first-flight"
import type { RouteLargestPaint } from "./largest-paint-pairs"
import { median } from "../../harness/statistics"
import type { RouteLighthouse } from "./lighthouse-scores"
import { LEAST_PAIRS } from "./options"
import { largestPaintVerdict, type LargestPaintVerdict } from "./largest-paint-verdict"

export { largestPaintVerdict, type LargestPaintVerdict }
import { CONTROLS, type Control, type RouteTaps } from "../../harness/first-paint-taps"
import type { PageMeasures } from "../../harness/page-measures"
import { BUDGETS, inlineScriptsBudgetBytes, isFirstChapter } from "../../harness/budgets"
import { FIRST_FLIGHT_BYTES } from "../../harness/slow-start"
import { ENCODING_NAMES, ENCODINGS } from "../../harness/static-server"

export interface BenchResults {
  /** Every route measured: page weights and first flights. */
  routes: string[]
  /** The heaviest route of each template: Lighthouse, the taps and the largest paint (template-routes.ts). */
  templateRoutes: string[]
  pages: Record<string, PageMeasures>
  firstFlight: Record<string, RouteFirstFlight>
  lighthouse: Record<string, RouteLighthouse>
  taps: Record<string, RouteTaps>
  /** The largest paint on the throttled phone, site against twin, over brotli. */
  largestPaint: Record<string, RouteLargestPaint>
  /** The home page's first hero slide as a phone loads it. */
  hero?: { url: string; kb: number }
  scaling?: BuildTimes[]
}

export interface BudgetResult {
  budget: string
  measured: string
  /** undefined: not measured in this run, or not settled by it (the largest paint in the noise). */
  pass: boolean | undefined
}

const KB = 1024
const kb = (bytes: number) => (bytes / KB).toFixed(2)
const ms = (value: number) => Math.round(value)
const range = ([low, high]: [number, number]) => `${ms(low)}–${ms(high)}`

/** The route with the highest value of a figure, and the value. */
function highest(routes: string[], figure: (route: string) => number): { value: number; route: string } {
  const value = Math.max(...routes.map(figure))
  return { value, route: routes.find(route => figure(route) === value) ?? "" }
}

export function checkBudgets(results: BenchResults): BudgetResult[] {
  const { routes, templateRoutes, pages, lighthouse } = results
  const lowestScore = (category: keyof RouteLighthouse["scores"]) => {
    const value = Math.min(...templateRoutes.map(route => lighthouse[route].scores[category]))
    return { value, route: templateRoutes.find(route => lighthouse[route].scores[category] === value) ?? "" }
  }
  const performance = lowestScore("performance")
  const cls = highest(templateRoutes, route => lighthouse[route].cls)
  const blocking = highest(templateRoutes, route => results.largestPaint[route].ownScriptBlockingMs)
  const eager = routes.flatMap(route => pages[route].eagerProblems.map(problem => `${route}: ${problem}`))
  const formats = routes.flatMap(route => pages[route].formatProblems.map(problem => `${route}: ${problem}`))
  const perTemplate = "on the heaviest route of each template"

  return [
    firstFlightBudget(results),
    inlineScriptsBudget(results),
    largestPaintBudget(results),
    scriptWorkBudget(results),
    {
      budget: `Blocking the page's own scripts explain (inline and files, past 50 ms a task) ≤ ${BUDGETS.ownBlockingMs} ms at the phone's 4× CPU, navigation to islands hydrated (throttled phone, median of the site's loads) ${perTemplate}`,
      measured: `max ${ms(blocking.value)} ms (${blocking.route}, runs ${range(results.largestPaint[blocking.route].ownScriptBlockingRangeMs)} ms); Lighthouse's long tasks of the document and files and whole-document TBT reported below, not budgeted`,
      pass: blocking.value <= BUDGETS.ownBlockingMs,
    },
    tapBudget(results),
    javascriptBudget(results),
    {
      budget: `CLS ${BUDGETS.cls} (Lighthouse, to three decimals, the largest of its runs) ${perTemplate}`,
      measured: `max ${cls.value.toFixed(3)} (${cls.route})`,
      pass: Number(cls.value.toFixed(3)) <= BUDGETS.cls,
    },
    {
      budget: `Lighthouse mobile performance ≥ ${BUDGETS.performanceScore} ${perTemplate} (median)`,
      measured: `min ${performance.value} (${performance.route})`,
      pass: performance.value >= BUDGETS.performanceScore,
    },
    ...(["accessibility", "best-practices", "seo"] as const).map(category => {
      const worst = lowestScore(category)
      return {
        budget: `Lighthouse ${category} = ${BUDGETS.otherScores} ${perTemplate}`,
        measured: `min ${worst.value} (${worst.route})`,
        pass: worst.value >= BUDGETS.otherScores,
      }
    }),
    results.hero
      ? {
          budget: `Hero image a phone loads ≤ ${BUDGETS.heroKb} KB`,
          measured: `${results.hero.kb.toFixed(1)} KB (${results.hero.url})`,
          pass: results.hero.kb <= BUDGETS.heroKb,
        }
      : {
          budget: `Hero image a phone loads ≤ ${BUDGETS.heroKb} KB`,
          measured: "the home page has no eager image",
          pass: routes.includes("/") ? false : undefined,
        },
    {
      budget: `Only the first (hero) image eager, with fetchpriority="high"; every other image lazy, on every route`,
      measured: eager.length
        ? eager.join("; ")
        : `${routes.reduce((sum, route) => sum + pages[route].eagerImages, 0)} eager of ${routes.reduce((sum, route) => sum + pages[route].imageCount, 0)} images`,
      pass: eager.length === 0,
    },
    {
      budget: "Images offered in AVIF and WebP with a JPEG/PNG fallback, on every route",
      measured: formats.length ? formats.join("; ") : "every image",
      pass: formats.length === 0,
    },
    ...buildBudgets(results.scaling),
  ]
}

/** The site's first flight fits in the first round trip on every route and compression where its twin's does. */
function firstFlightBudget({ routes, firstFlight }: BenchResults): BudgetResult {
  const budget = `First flight (response headers and the compressed HTML to the end of the largest-paint element) ≤ ${FIRST_FLIGHT_BYTES.toLocaleString("en-GB")} bytes wherever the twin's is, on every route, over gzip and brotli`
  const missed = ENCODINGS.flatMap(encoding =>
    routes
      .filter(route => firstFlight[route].twin[encoding] <= FIRST_FLIGHT_BYTES && firstFlight[route].site[encoding] > FIRST_FLIGHT_BYTES)
      .map(route => `${route} over ${ENCODING_NAMES[encoding]}: ${firstFlight[route].site[encoding]} (twin ${firstFlight[route].twin[encoding]})`),
  )
  const largest = highest(routes, route => Math.max(...ENCODINGS.map(encoding => firstFlight[route].site[encoding])))
  const twinOver = routes.filter(route => ENCODINGS.some(encoding => firstFlight[route].twin[encoding] > FIRST_FLIGHT_BYTES))
  return {
    budget,
    measured: missed.length
      ? missed.join("; ")
      : `max ${largest.value.toLocaleString("en-GB")} bytes (${largest.route})${twinOver.length ? `; the twin's too large on ${twinOver.join(", ")}` : ""}`,
    pass: missed.length === 0,
  }
}

function inlineScriptsBudget({ routes, firstFlight }: BenchResults): BudgetResult {
  const each = (route: string) => ENCODINGS.map(encoding => `${ENCODING_NAMES[encoding]} ${kb(firstFlight[route].inlineScripts[encoding])}`).join(", ")
  const largest = (chapters: boolean) => {
    const some = routes.filter(route => isFirstChapter(route) === chapters)
    return some.length ? highest(some, route => firstFlight[route].inlineScripts.br) : undefined
  }
  const measured = [largest(false), largest(true)].flatMap(found =>
    found ? [`${isFirstChapter(found.route) ? "first chapters " : ""}max ${each(found.route)} KB (${found.route})`] : [],
  )
  return {
    budget: `A page's inline scripts ≤ ${BUDGETS.inlineScriptsKb} KB brotli in all (a first chapter's ≤ ${BUDGETS.firstChapterInlineScriptsKb}), on every route`,
    measured: measured.join("; "),
    pass: routes.every(route => firstFlight[route].inlineScripts.br <= inlineScriptsBudgetBytes(route)),
  }
}

/** A route's outcome once its pairs are done: still open, it is missed if its interval is under the upper limit (the median is what is over), else unresolved. */
export function largestPaintOutcome(paint: Pick<RouteLargestPaint, "verdict" | "ratioInterval">): "pass" | "fail" | "unresolved" {
  if (paint.verdict !== "open") return paint.verdict
  return paint.ratioInterval[1] <= BUDGETS.lcpIntervalHigh ? "fail" : "unresolved"
}

/**
 * The largest paint on the throttled phone, not Lighthouse's simulated one: the simulation
 * paints nothing before a page's last byte (docs/performance.md, "Method"). A route is
 * unresolved only where its interval still straddles the budget after its pairs.
 */
function largestPaintBudget({ templateRoutes, largestPaint }: BenchResults): BudgetResult {
  const budget = `Largest paint on the throttled phone ≤ ${BUDGETS.lcpRatioToTwin.toFixed(2)} × the zero-JS twin's (median of interleaved pairs), its bootstrap 95 % interval's upper bound ≤ ${BUDGETS.lcpIntervalHigh.toFixed(2)}, ${LEAST_PAIRS} to ${BUDGETS.lcpMostPairs} pairs a route, unresolved only where the interval still straddles the budget, on the heaviest route of each template`
  const outcome = (route: string) => largestPaintOutcome(largestPaint[route])
  const describe = (route: string) => {
    const { ratio, ratioInterval, runs } = largestPaint[route]
    return `${route} ${ratio.toFixed(2)} (${ratioInterval[0].toFixed(2)}–${ratioInterval[1].toFixed(2)}, ${runs.length} pairs)`
  }
  const missed = templateRoutes.filter(route => outcome(route) === "fail")
  const unresolved = templateRoutes.filter(route => outcome(route) === "unresolved")
  const met = templateRoutes.filter(route => outcome(route) === "pass")
  const worst = met.length ? highest(met, route => largestPaint[route].ratioInterval[1]).route : undefined
  const pairs = templateRoutes.reduce((sum, route) => sum + largestPaint[route].runs.length, 0)
  const measured = [
    missed.length ? `over: ${missed.map(describe).join("; ")}` : "",
    unresolved.length ? `unresolved: ${unresolved.map(describe).join("; ")}` : "",
    worst ? `highest upper bound met: ${describe(worst)}` : "",
    `${pairs} pairs in all`,
  ]
    .filter(Boolean)
    .join("; ")
  if (templateRoutes.some(route => largestPaint[route].runs.length < LEAST_PAIRS))
    return { budget, measured: `${measured}: too few pairs to settle the budget`, pass: undefined }
  return { budget, measured, pass: missed.length ? false : unresolved.length ? undefined : true }
}

/**
 * The page's own script work before the frame that paints its largest element, from a trace of
 * every site load: none but the page script's own module evaluation (a first chapter's reading
 * settings, an inline classic script, aside). Whether a script ran before that frame does not
 * depend on how busy the machine is; the evaluation's ms do, and are reported.
 */
function scriptWorkBudget({ templateRoutes, largestPaint }: BenchResults): BudgetResult {
  const budget = `Our script work before the frame that paints the largest element (traced: callbacks, timers, script files, inline classic scripts but a first chapter's reading settings) = ${BUDGETS.ownScriptBeforeLargestPaintMs} ms in every site load, on the heaviest route of each template; the page script's own module evaluation reported`
  const counted = (route: string) => largestPaint[route].scriptWork.map(load => load.callback + load.file + (isFirstChapter(route) ? 0 : load.inline))
  const untraced = templateRoutes.filter(route => largestPaint[route].scriptWork.length === 0)
  if (untraced.length) return { budget, measured: `no load traced on ${untraced.join(", ")}`, pass: undefined }
  const unread = templateRoutes.reduce((sum, route) => sum + largestPaint[route].untraced, 0)
  const over = templateRoutes.filter(route => counted(route).some(ms => ms > BUDGETS.ownScriptBeforeLargestPaintMs))
  const evaluation = templateRoutes.flatMap(route => largestPaint[route].scriptWork.map(load => load.module))
  const loads = evaluation.length
  const describe = (route: string) => {
    const each = counted(route)
    return `${route}: ${each.filter(ms => ms > 0).length} of ${each.length} loads, up to ${Math.max(...each).toFixed(1)} ms`
  }
  return {
    budget,
    measured: `${over.length ? over.map(describe).join("; ") : `0 ms in all ${loads} site loads traced`}${unread ? ` (${unread} more whose trace could not be read)` : ""}; the page script's evaluation before that frame: median ${median(evaluation).toFixed(1)} ms (${Math.min(...evaluation).toFixed(1)}–${Math.max(...evaluation).toFixed(1)})`,
    pass: over.length === 0,
  }
}

/** Both controls on each template's heaviest route, the median of its runs; a run in which a control never worked fails the budget. */
function tapBudget({ templateRoutes, taps }: BenchResults): BudgetResult {
  const budget = `Menu works within ${BUDGETS.tapFromPaintMs} ms of the first paint, Accept within ${BUDGETS.tapFromPaintMs} ms of showing (median of runs, throttled phone) on the heaviest route of each template`
  const never = templateRoutes.flatMap(route =>
    (Object.keys(CONTROLS) as Control[]).flatMap(control =>
      taps[route][control].runs.flatMap((run, i) => (run.failure ? [`${CONTROLS[control].name} on ${route}, run ${i + 1}: ${run.failure}`] : [])),
    ),
  )
  if (never.length) return { budget, measured: never.join("; "), pass: false }
  const slowest = (control: Control) => highest(templateRoutes, route => taps[route][control].medianMs)
  const runsOf = (control: Control, route: string) => taps[route][control].runs.map(run => ms(run.ms ?? Infinity))
  const [menu, accept] = [slowest("menu"), slowest("accept")]
  return {
    budget,
    measured: `max Menu ${ms(menu.value)} ms (${menu.route}, runs ${Math.min(...runsOf("menu", menu.route))}–${Math.max(...runsOf("menu", menu.route))}), Accept ${ms(accept.value)} ms (${accept.route}, runs ${Math.min(...runsOf("accept", accept.route))}–${Math.max(...runsOf("accept", accept.route))})`,
    pass: Math.max(menu.value, accept.value) <= BUDGETS.tapFromPaintMs,
  }
}

/** No script file on a page without islands; at most the island budget on one with them (Swiper on top on the home page). */
function javascriptBudget({ routes, pages }: BenchResults): BudgetResult {
  const text = routes.filter(route => !pages[route].hasIslands)
  const islands = routes.filter(route => pages[route].hasIslands)
  const over = [
    ...text.filter(route => pages[route].scriptFilesKb > 0).map(route => `${route}: ${pages[route].scriptFilesKb.toFixed(1)} KB on a page without islands`),
    ...islands.filter(route => pages[route].scriptFilesKb > BUDGETS.islandScriptsKb).map(route => `${route}: ${pages[route].scriptFilesKb.toFixed(1)} KB`),
  ]
  const largest = islands.length ? highest(islands, route => pages[route].scriptFilesKb) : undefined
  return {
    budget: `Script files a route downloads without interaction: 0 KB on a page without islands, ≤ ${BUDGETS.islandScriptsKb} KB gzipped with them (the home page's Swiper on top), on every route`,
    measured: over.length
      ? over.join("; ")
      : `0 KB on ${text.length} pages without islands${largest ? `; max ${largest.value.toFixed(1)} KB (${largest.route}) on ${islands.length} with them` : ""}`,
    pass: over.length === 0,
  }
}

function buildBudgets(scaling: BuildTimes[] | undefined): BudgetResult[] {
  const warmBudget = "Warm rebuild after adding one artwork ≤ 1/3 of the cold build"
  const linearBudget = (kind: string) =>
    `${kind} cost per added artwork flat from 22 to 220 (110→220 within ±${BUDGETS.linearTolerance * 100}% or ${BUDGETS.linearFloorS} s of 22→110)`
  if (!scaling || scaling.length < 3) {
    return [warmBudget, linearBudget("Cold build"), linearBudget("Warm rebuild")].map(budget => ({
      budget,
      measured: "not measured (run with --build-scaling)",
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
