import { largestPaintOutcome, type BenchResults, type BudgetResult } from "./budget-checks"
import { isFirstChapter } from "../../harness/budgets"
import { median } from "../../harness/statistics"
import { secondsPerArtwork } from "./build-scaling"
import type { Environment, MachineLoad } from "./machine"
import { isPartialRun, type BenchOptions } from "./options"
import { BUDGETS } from "../../harness/budgets"
import { CONTROLS, type Control, type TapFigures } from "../../harness/first-paint-taps"
import { PHONE } from "../../harness/phone-images"
import { ENCODING_NAMES, ENCODINGS } from "../../harness/static-server"

const table = (header: string[], rows: Array<Array<string | number>>): string =>
  [`| ${header.join(" | ")} |`, `| ${header.map(() => "---").join(" | ")} |`, ...rows.map(row => `| ${row.join(" | ")} |`)].join("\n")

const verdict = (pass: boolean | undefined) => (pass === undefined ? "not settled" : pass ? "pass" : "**FAIL**")
const kb = (value: number) => value.toFixed(1)
const ms = (value: number) => (Number.isFinite(value) ? String(Math.round(value)) : "none")
const escapeCell = (text: string) => text.replace(/\|/g, "\\|").replace(/</g, "&lt;").replace(/>/g, "&gt;")

export interface ReportInput {
  environment: Environment
  /** The command the run was started with, as a maintainer would type it. */
  command: string
  /** How busy the machine was while the run measured. */
  load: MachineLoad
  options: BenchOptions
  results: BenchResults
  budgets: BudgetResult[]
  /** How many Lighthouse runs and tap runs each template's route had. */
  runs: { lighthouse: number; taps: number }
  siteBuildS?: number
  /** The whole run, build included. */
  durationS: number
}

/**
 * docs/performance.md is written by hand but for its last complete run's budgets, which a complete
 * run rewrites between these two lines; its figures route by route go to REPORT_FILES.partial.
 */
export const COMPLETE_RUN_START = "<!-- npm run bench writes the last complete run from here… -->"
export const COMPLETE_RUN_END = "<!-- …to here; the rest of this file is written by hand. -->"

/** The report file with this run's budgets in it: `existing` is the file as it is (undefined: there is none yet). */
export function updatedReport(existing: string | undefined, input: ReportInput): string {
  if (isPartialRun(input.options)) return figuresReport(input)
  const block = `${COMPLETE_RUN_START}\n\n\`${input.command}\`\n\n${runMarkdown(input, 3)}\n${COMPLETE_RUN_END}`
  const file = existing ?? `# Performance\n\n## The last complete run\n\n${COMPLETE_RUN_START}\n${COMPLETE_RUN_END}\n`
  const start = file.indexOf(COMPLETE_RUN_START)
  const end = file.indexOf(COMPLETE_RUN_END)
  if (start === -1 || end < start) return `${file.trimEnd()}\n\n${block}\n`
  return `${file.slice(0, start)}${block}${file.slice(end + COMPLETE_RUN_END.length)}`
}

/** Every figure of a run, route by route, in a file of its own (REPORT_FILES.partial). */
export const figuresReport = (input: ReportInput): string =>
  `# Bench, ${input.environment.date}\n\n\`${input.command}\`\n\n${runMarkdown(input, 2)}\n${figuresMarkdown(input, 2)}`

/** What was measured, on what, and each budget's verdict, with headings at `level` (3: ###). */
function runMarkdown(input: ReportInput, level: number): string {
  const { environment, load, results, budgets, runs, siteBuildS, durationS } = input
  const { routes, templateRoutes } = results
  return `${table(
    ["", ""],
    [
      ["Date", environment.date],
      ["Machine", `${environment.cpu}, ${environment.cores} cores, ${environment.ramGiB} GiB RAM, ${environment.os}`],
      [
        "Machine load",
        `1-minute load average every ${load.everyS} s while the run measured: median ${load.median.toFixed(1)}, range ${load.min.toFixed(1)}–${load.max.toFixed(1)} (the bench keeps about one core busy)`,
      ],
      [
        "Versions",
        Object.entries(environment.versions)
          .map(([name, version]) => `${name} ${version}`)
          .join(", "),
      ],
      ["Routes", `${routes.length} for the bytes; ${templateRoutes.length} in the browser, the heaviest of each template`],
      [
        "Runs",
        `largest paint: ${largestPaintPairs(results)} site/twin pairs a route, each load traced; taps: ${runs.taps} a control and route; Lighthouse: ${runs.lighthouse} a route`,
      ],
      [
        "Duration",
        `${Math.round(durationS / 60)} min${siteBuildS === undefined ? " (the build in public/ as it was)" : `, of which \`gatsby build\` ${Math.round(siteBuildS)} s`}`,
      ],
    ],
  )}

${"#".repeat(level)} Budgets

${table(
  ["Budget", "Measured", "Result"],
  budgets.map(budget => [budget.budget, escapeCell(budget.measured), verdict(budget.pass)]),
)}
${failures(results)}`
}

/** Each route's bytes, and each template route's paint, taps, Lighthouse figures and builds, with headings at `level`. */
function figuresMarkdown(input: ReportInput, level: number): string {
  const { results } = input
  const h = "#".repeat(level)
  const { routes, templateRoutes } = results
  return `${h} Every route: bytes (no timing)

Sizes in bytes unless KB (1024 bytes). First flight: the response headers and the HTML to the end of
the element that paints largest, compressed; ${BUDGETS.inlineScriptsKb} KB is ${BUDGETS.inlineScriptsKb * 1024} bytes. Images are what a ${PHONE.widthPx} px
phone at device pixel ratio ${PHONE.dpr} downloads.

${table(
  [
    "Route",
    ...ENCODINGS.map(encoding => `First flight, ${ENCODING_NAMES[encoding]} (twin)`),
    `Inline scripts, ${ENCODINGS.map(encoding => ENCODING_NAMES[encoding]).join(" / ")}`,
    "Script files KB",
    "HTML gzip KB",
    "Images above the fold KB",
    "Images (eager)",
    "Largest paint",
  ],
  routes.map(route => {
    const flight = results.firstFlight[route]
    const page = results.pages[route]
    return [
      route,
      ...ENCODINGS.map(encoding => `${flight.site[encoding]} (${flight.twin[encoding]})`),
      ENCODINGS.map(encoding => flight.inlineScripts[encoding]).join(" / "),
      kb(page.scriptFilesKb),
      kb(page.htmlGzipKb),
      kb(page.imagesAboveFoldKb),
      `${page.imageCount} (${page.eagerImages})`,
      escapeCell(flight.element),
    ]
  }),
)}

${h} The heaviest route of each template: on the throttled phone

Largest paint: medians in ms from navigation over brotli, the HTML paced as a new connection's slow
start sends it; the ratio is the median of site ÷ twin over the pairs, with the bootstrap's 95 %
interval and the pairs the route took (more go where the interval is still open); A/A the median of
each twin load ÷ the one before with its interval, a check of the method (it should hold 1), and how
far from 1 the middle half of those single ratios reaches. Script work before the largest paint: from
a trace of each site load, the page's own script work before the frame that painted its largest
element, in ms: the page script's module evaluation (median), and everything else (callbacks,
timers, files, inline classic scripts: the largest of the loads; a first chapter's reading settings
in brackets). Own scripts' blocking: over the site's loads, from navigation until the islands near
the screen have hydrated, each long frame's blocking (past 50 ms) up to the time the page's own scripts
ran in it (the Long Animation Frames API's script attribution), summed; the median and the range.
Taps: ms until the control worked, Menu from the first paint, Accept from the first frame it showed
in, the median and the range of the runs; 0 means the first tap worked.

${table(
  [
    "Route",
    "Largest paint site / twin ms",
    "Ratio (95 % interval), pairs",
    "Result",
    "A/A (interval), single spread",
    "Script before the largest paint: evaluation / other ms",
    "Own scripts' blocking ms",
    "Menu ms",
    "Accept ms",
    "What painted largest",
  ],
  templateRoutes.map(route => {
    const paint = results.largestPaint[route]
    const interval = ([low, high]: [number, number]) => `${low.toFixed(2)}–${high.toFixed(2)}`
    const loads = paint.scriptWork
    const other = loads.length ? Math.max(...loads.map(load => load.callback + load.file)) : NaN
    const inline = loads.length ? Math.max(...loads.map(load => load.inline)) : NaN
    return [
      route,
      `${ms(paint.siteMs)} / ${ms(paint.twinMs)}`,
      `${paint.ratio.toFixed(2)} (${interval(paint.ratioInterval)}), ${paint.runs.length}`,
      largestPaintOutcome(paint),
      `${paint.aaRatio.toFixed(2)} (${interval(paint.aaInterval)}), ±${paint.aaSpread.toFixed(2)}`,
      loads.length
        ? `${median(loads.map(load => load.module)).toFixed(1)} / ${(other + (isFirstChapter(route) ? 0 : inline)).toFixed(1)}${isFirstChapter(route) ? ` (${inline.toFixed(1)})` : ""}`
        : "not traced",
      `${ms(paint.ownScriptBlockingMs)} (${ms(paint.ownScriptBlockingRangeMs[0])}–${ms(paint.ownScriptBlockingRangeMs[1])})`,
      tapCell(results.taps[route].menu),
      tapCell(results.taps[route].accept),
      escapeCell(paint.element),
    ]
  }),
)}

${h} The heaviest route of each template: Lighthouse (mobile, medians)

Lighthouse's own simulation: slow 4G and 4× CPU. Document and files' long tasks: the blocking time
(past 50 ms) of the long tasks it attributes to the page's document and script files, the document's
own parsing and layout included (the budget is the phone's own scripts' blocking, above); TBT: the whole document's.
Ranges are the lowest and highest of the runs.

${table(
  ["Route", "Perf", "A11y", "BP", "SEO", "CLS", "Document and files' long tasks ms", "TBT ms", "LCP ms (simulated)"],
  templateRoutes.map(route => {
    const one = results.lighthouse[route]
    const withRange = (median: number, [low, high]: [number, number]) => `${ms(median)} (${ms(low)}–${ms(high)})`
    return [
      route,
      one.scores.performance,
      one.scores.accessibility,
      one.scores["best-practices"],
      one.scores.seo,
      one.cls.toFixed(3),
      withRange(one.ownBlockingMs, one.ownBlockingRangeMs),
      withRange(one.tbtMs, one.tbtRangeMs),
      ms(one.lcpMs),
    ]
  }),
)}
${failedAudits(results)}${buildSection(results, h)}`
}

/** How many pairs the routes took: "8" or "8 to 40". */
function largestPaintPairs({ templateRoutes, largestPaint }: BenchResults): string {
  const counts = templateRoutes.map(route => largestPaint[route].runs.length)
  const [least, most] = [Math.min(...counts), Math.max(...counts)]
  return least === most ? String(least) : `${least} to ${most} (${counts.reduce((sum, count) => sum + count, 0)} in all)`
}

/** The median, then the range of the runs; "never" for a control that did not work. */
const tapCell = ({ medianMs, runs }: TapFigures): string => {
  const each = runs.map(run => run.ms ?? Infinity)
  return `${ms(medianMs)} (${ms(Math.min(...each))}–${ms(Math.max(...each))})`.replace(/none/g, "never")
}

function failures({ templateRoutes, largestPaint, taps }: BenchResults): string {
  const rows = templateRoutes.flatMap(route => [
    ...largestPaint[route].runs.flatMap((pair, i) =>
      (["site", "twin"] as const).flatMap(which =>
        pair[which].failure
          ? [[route, `largest paint, ${which}`, i + 1, escapeCell(pair[which].failure ?? "")]]
          : pair[which].scriptWork?.failure
            ? [[route, `trace, ${which}`, i + 1, escapeCell(pair[which].scriptWork?.failure ?? "")]]
            : [],
      ),
    ),
    ...(Object.keys(CONTROLS) as Control[]).flatMap(control =>
      taps[route][control].runs.flatMap((run, i) => (run.failure ? [[route, CONTROLS[control].name, i + 1, escapeCell(run.failure)]] : [])),
    ),
  ])
  return rows.length ? `\nRuns that measured nothing:\n\n${table(["Route", "Measure", "Run", "Why"], rows)}\n` : ""
}

/** Each audit that did not pass in a run, once, with the routes it failed on: most are the same diagnostic on many routes. */
function failedAudits({ templateRoutes, lighthouse }: BenchResults): string {
  const byAudit = new Map<string, { detail: string; routes: string[] }>()
  for (const route of templateRoutes)
    for (const [id, detail] of Object.entries(lighthouse[route].failedAudits)) {
      const seen = byAudit.get(id) ?? { detail: detail.replace(/ \(.*\)/, "").replace(/, score .*$/, ""), routes: [] }
      seen.routes.push(route)
      byAudit.set(id, seen)
    }
  const rows = [...byAudit].map(([id, { detail, routes }]) => [`\`${id}\``, escapeCell(detail), routes.join(", ")])
  return rows.length
    ? `\nAudits that did not pass in a run:\n\n${table(["Audit", "What Lighthouse says", "Routes"], rows)}\n`
    : "\nEvery scored audit passed in every run.\n"
}

function buildSection({ scaling }: BenchResults, h: string): string {
  if (!scaling || scaling.length === 0) return ""
  const all = (runs: number[]) => runs.map(seconds => seconds.toFixed(1)).join(", ")
  const rows = scaling.map(times => [
    times.artworks,
    `${times.coldS.toFixed(1)} (${all(times.coldRunsS)})`,
    `${times.warmS.toFixed(1)} (${all(times.warmRunsS)})`,
    (times.warmS / times.coldS).toFixed(2),
  ])
  const slopes = scaling
    .slice(1)
    .map((times, i) => [
      `${scaling[i].artworks} → ${times.artworks}`,
      secondsPerArtwork(scaling[i], times, "coldS").toFixed(2),
      secondsPerArtwork(scaling[i], times, "warmS").toFixed(2),
    ])
  return `
${h} Build (--build-scaling)

Each figure is the fastest of the builds in brackets, in the order they ran.

${table(["Artworks", "Cold build s", "Warm rebuild s (+1 artwork)", "Warm / cold"], rows)}

${table(["Artworks", "Cold s per added artwork", "Warm s per added artwork"], slopes)}
`
}

/** The line the bench ends with: each missed budget with what it measured, or that every budget measured was met. */
export function summaryLine(budgets: BudgetResult[]): string {
  const missed = budgets.filter(budget => budget.pass === false)
  const settled = budgets.filter(budget => budget.pass !== undefined).length
  const unsettled = budgets.length - settled
  const rest = unsettled ? ` (${unsettled} not settled by this run)` : ""
  if (missed.length === 0) return `bench: all ${settled} budgets settled were met${rest}`
  return [`bench: ${missed.length} of ${settled} budgets settled missed${rest}:`, ...missed.map(budget => `  ${budget.budget}: ${budget.measured}`)].join("\n")
}
