import type { BenchResults, BudgetResult } from "./budgets"
import { secondsPerArtwork } from "./build-scaling"
import { ENCODING_NAMES, ENCODINGS, type TextEncoding } from "../../support/static-server"
import { roundTripsFor } from "../../support/slow-start"
import type { Environment, MachineLoad } from "./machine"
import { CONTROLS, TAP_EVERY_MS, type Control, type TapFigures } from "../../support/first-paint-taps"
import type { RouteLargestPaint } from "./largest-paint-pairs"
import { isPartialRun, type BenchOptions } from "./options"
import { PHONE } from "../../support/phone-images"

const table = (header: string[], rows: Array<Array<string | number>>): string =>
  [`| ${header.join(" | ")} |`, `| ${header.map(() => "---").join(" | ")} |`, ...rows.map(row => `| ${row.join(" | ")} |`)].join("\n")

const verdict = (pass: boolean | undefined) => (pass === undefined ? "not measured" : pass ? "pass" : "**FAIL**")
const kb = (value: number) => value.toFixed(1)
const ms = (value: number) => Math.round(value)
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
  siteBuildS?: number
}

/**
 * docs/performance.md is partly written by hand. A complete run rewrites only what lies between
 * these two lines; a partial run (some routes, or a step skipped) leaves the complete run's
 * results as they are and adds a dated section of its own under PARTIAL_RUNS, newest first.
 * Everything else in the file is kept as it is.
 */
export const COMPLETE_RUN_START = "<!-- npm run bench writes the last complete run from here… -->"
export const COMPLETE_RUN_END = "<!-- …to here; the rest of this file is kept as it is. -->"
export const PARTIAL_RUNS = "<!-- npm run bench adds each partial run below this line, newest first. -->"

/** The report file with this run's results in it: `existing` is the file as it is (undefined: there is none yet). */
export function updatedReport(existing: string | undefined, input: ReportInput): string {
  const file = existing ?? `# Performance\n\n${COMPLETE_RUN_START}\n\nNo complete run yet.\n\n${COMPLETE_RUN_END}\n\n${PARTIAL_RUNS}\n`
  if (isPartialRun(input.options)) {
    const section = `## Partial run, ${input.environment.date}\n\n\`${input.command}\`\n\n${resultsMarkdown(input, 3)}`
    const at = file.indexOf(PARTIAL_RUNS)
    if (at === -1) return `${file.trimEnd()}\n\n${PARTIAL_RUNS}\n\n${section}`
    const after = at + PARTIAL_RUNS.length
    return `${file.slice(0, after)}\n\n${section}${file.slice(after).replace(/^\n*/, "\n")}`
  }
  const block = `${COMPLETE_RUN_START}\n\n\`${input.command}\`\n\n${resultsMarkdown(input, 2)}\n${COMPLETE_RUN_END}`
  const start = file.indexOf(COMPLETE_RUN_START)
  const end = file.indexOf(COMPLETE_RUN_END)
  if (start === -1 || end < start) return `${file.trimEnd()}\n\n${block}\n`
  return `${file.slice(0, start)}${block}${file.slice(end + COMPLETE_RUN_END.length)}`
}

/** What was measured, on what, and against which budgets, with headings at `level` (2: ##). */
export function resultsMarkdown({ environment, load, options, results, budgets, siteBuildS }: ReportInput, level: number): string {
  const h = "#".repeat(level)
  const { routes, pages } = results
  return `${h} The run

${table(
  ["", ""],
  [
    ["Date", environment.date],
    ["Machine", `${environment.cpu}, ${environment.cores} cores, ${environment.ramGiB} GiB RAM`],
    [
      "Machine load",
      `1-minute load average while the run measured, every ${load.everyS} s: median ${load.median.toFixed(1)}, range ${load.min.toFixed(1)}–${load.max.toFixed(1)} (${environment.cores} cores; the bench itself keeps about one busy, and above ${environment.cores} work was waiting for a core)`,
    ],
    ["OS", environment.os],
    [
      "Versions",
      Object.entries(environment.versions)
        .map(([name, version]) => `${name} ${version}`)
        .join(", "),
    ],
    ["Routes", options.routes ? routes.join(", ") : `all ${routes.length}`],
    ["Compressions", "every Lighthouse and tap figure twice: over brotli (quality 11) and over gzip (level 9)"],
    [
      "Lighthouse runs",
      results.lighthouseRoutes.length === 0
        ? "none (--skip-lighthouse)"
        : `${options.runs} per route and compression for the site and ${options.runs} for its zero-JS twin, interleaved, ${
            results.lighthouseRoutes.length === routes.length
              ? "on every route"
              : `on one route per template, the heaviest: ${results.lighthouseRoutes.join(", ")}`
          }`,
    ],
    ["Tap runs", `${options.runs} per route and compression for Menu and ${options.runs} for Accept, each in a fresh browser context`],
    [
      "Largest paint runs",
      `${options.runs} per route and compression, each loading the site, its twin and the twin again, each load in a fresh browser context`,
    ],
    ...(siteBuildS === undefined ? [] : [["Site build", `${siteBuildS.toFixed(0)} s (\`gatsby build\`, with whatever .cache the project had)`]]),
  ],
)}

${h} Budgets (issue 6)

${table(
  ["Budget", "Measured", "Result"],
  budgets.map(budget => [budget.budget, escapeCell(budget.measured), verdict(budget.pass)]),
)}
${ENCODINGS.map(encoding => lighthouseMarkdown(results, encoding, h)).join("")}
${largestPaintMarkdown(results, h)}
${h} Taps from the first paint (throttled phone, medians)

How long after the first contentful paint a tap on the header's Menu button first opens the menu, and
a tap on the cookie notice's Accept first accepts, tapping every ${TAP_EVERY_MS} ms (see Method). Each cell is
the median in ms, then each run's figure in the order they ran; 0 means the first tap worked.

${table(
  ["Route", ...ENCODINGS.flatMap(encoding => [`Menu ms, ${ENCODING_NAMES[encoding]}`, `Accept ms, ${ENCODING_NAMES[encoding]}`]), "Runs"],
  routes.map(route => [
    route,
    ...ENCODINGS.flatMap(encoding => [tapCell(results.taps[encoding][route].menu), tapCell(results.taps[encoding][route].accept)]),
    results.taps[ENCODINGS[0]][route].menu.runs.length,
  ]),
)}
${tapFailures(results)}
${h} Page weight (from the build, no browser)

KB are 1024 bytes. Images are what a ${PHONE.widthPx} px wide phone at device pixel ratio ${PHONE.dpr} downloads.

${table(
  [
    "Route",
    "HTML gzip KB",
    "HTML brotli bytes",
    "JS gzip KB",
    "Images above the fold KB",
    "Images, whole page KB",
    "Largest image above the fold",
    "Images (eager)",
  ],
  routes.map(route => {
    const page = pages[route]
    const largest = page.largestAboveFold ? `${page.largestAboveFold.url.split("/").slice(-2).join("/")}, ${kb(page.largestAboveFold.kb)} KB` : "—"
    return [
      route,
      kb(page.htmlGzipKb),
      String(page.htmlBrotliBytes),
      kb(page.javascriptKb),
      kb(page.imagesAboveFoldKb),
      kb(page.imagesWholePageKb),
      largest,
      `${page.imageCount} (${page.eagerImages})`,
    ]
  }),
)}
${buildSection(results, h)}`
}

/** The Lighthouse tables of one compression. */
function lighthouseMarkdown(results: BenchResults, encoding: TextEncoding, h: string): string {
  const routes = results.lighthouseRoutes
  if (routes.length === 0) return ""
  const lighthouse = results.lighthouse[encoding]
  const over = ENCODING_NAMES[encoding]
  const bytes = (value: number) => `${value.toLocaleString("en-GB")} (${roundTripsFor(value)})`
  return `
${h} Lighthouse, mobile, over ${over} (medians)

${table(
  ["Route", "Perf", "A11y", "BP", "SEO", "LCP ms", "SI ms", "CLS", "TBT ms", "LCP element"],
  routes.map(route => {
    const { site, lcpElement } = lighthouse[route]
    const { scores } = site
    return [
      route,
      scores.performance,
      scores.accessibility,
      scores["best-practices"],
      scores.seo,
      ms(site.lcpMs),
      ms(site.speedIndexMs),
      site.cls.toFixed(3),
      ms(site.tbtMs),
      escapeCell(lcpElement),
    ]
  }),
)}

${h} Against the zero-JS twin, over ${over} (medians)

Each cell is site / twin; ratio and excess are medians over the paired runs, script files' blocking the
part of the site's TBT in its own script files, HTML bytes as they came over the wire with, in
brackets, the round trips Lighthouse's simulated connection takes to bring them (see Method).

${table(
  ["Route", "LCP ms", "LCP ratio", "TBT ms", "TBT excess ms", "TBT range ms", "Script files' blocking ms", "HTML bytes"],
  routes.map(route => {
    const { site, twin, lcpRatio, tbtExcessMs, documentBytes } = lighthouse[route]
    const range = ([low, high]: [number, number]) => `${ms(low)}–${ms(high)}`
    return [
      route,
      `${ms(site.lcpMs)} / ${ms(twin.lcpMs)}`,
      lcpRatio.toFixed(2),
      `${ms(site.tbtMs)} / ${ms(twin.tbtMs)}`,
      ms(tbtExcessMs),
      `${range(site.tbtRangeMs)} / ${range(twin.tbtRangeMs)}`,
      ms(site.scriptBlockingMs),
      `${bytes(documentBytes.site)} / ${bytes(documentBytes.twin)}`,
    ]
  }),
)}
${failedAuditsSection(routes, lighthouse)}`
}

/** The largest paint on the throttled phone, site against twin, both compressions in one table. */
function largestPaintMarkdown({ routes, largestPaint }: BenchResults, h: string): string {
  const cell = (figures: RouteLargestPaint) => `${ms(figures.siteMs)} / ${ms(figures.twinMs)}`
  return `
${h} Largest paint on the throttled phone, against the zero-JS twin (medians)

Each cell is site / twin in ms from navigation, with the HTML paced as a new connection's slow start
sends it (see Method); the ratio is the median of site ÷ twin over the runs. This is the figure the LCP
budget holds. Noise is the same for the twin loaded a second time in each run, ÷ the twin: two identical
pages, so how far from 1 this run's noise alone puts a ratio on that route.

${table(
  [
    "Route",
    ...ENCODINGS.flatMap(encoding => [`LCP ms, ${ENCODING_NAMES[encoding]}`, `Ratio, ${ENCODING_NAMES[encoding]}`, `Noise, ${ENCODING_NAMES[encoding]}`]),
    "LCP element, site",
    "Runs",
  ],
  routes.map(route => [
    route,
    ...ENCODINGS.flatMap(encoding => [
      cell(largestPaint[encoding][route]),
      largestPaint[encoding][route].ratio.toFixed(2),
      largestPaint[encoding][route].noiseRatio.toFixed(2),
    ]),
    escapeCell(largestPaint[ENCODINGS[0]][route].element),
    largestPaint[ENCODINGS[0]][route].runs.length,
  ]),
)}
${largestPaintFailures(routes, largestPaint)}`
}

function largestPaintFailures(routes: string[], largestPaint: BenchResults["largestPaint"]): string {
  const rows = ENCODINGS.flatMap(encoding =>
    routes.flatMap(route =>
      largestPaint[encoding][route].runs.flatMap((pair, i) =>
        (["site", "twin", "twinAgain"] as const).flatMap(which =>
          pair[which].failure ? [[route, ENCODING_NAMES[encoding], which, i + 1, escapeCell(pair[which].failure ?? "")]] : [],
        ),
      ),
    ),
  )
  return rows.length ? `\nRuns without a largest paint:\n\n${table(["Route", "Over", "Page", "Run", "Why"], rows)}\n` : ""
}

/** A tap figure in ms, or "never" for a control that did not work. */
const tapMs = (value: number | undefined) => (value === undefined || !Number.isFinite(value) ? "never" : String(ms(value)))

/** The median, then every run in order. */
const tapCell = ({ medianMs, runs }: TapFigures): string => `${tapMs(medianMs)} (${runs.map(run => tapMs(run.ms)).join(", ")})`

function tapFailures({ routes, taps }: BenchResults): string {
  const rows = ENCODINGS.flatMap(encoding =>
    routes.flatMap(route =>
      (Object.keys(CONTROLS) as Control[]).flatMap(control =>
        taps[encoding][route][control].runs.flatMap((run, i) =>
          run.failure ? [[route, ENCODING_NAMES[encoding], CONTROLS[control].name, i + 1, escapeCell(run.failure)]] : [],
        ),
      ),
    ),
  )
  return rows.length ? `\nRuns in which a control never worked:\n\n${table(["Route", "Over", "Control", "Run", "Why"], rows)}\n` : ""
}

function failedAuditsSection(routes: string[], lighthouse: BenchResults["lighthouse"][TextEncoding]): string {
  const rows = routes.flatMap(route => Object.entries(lighthouse[route].failedAudits).map(([id, detail]) => [route, `\`${id}\``, escapeCell(detail)]))
  return rows.length
    ? `\nAudits that did not pass in at least one run:\n\n${table(["Route", "Audit", "Detail"], rows)}\n`
    : "\nEvery scored audit passed in every run.\n"
}

function buildSection({ scaling }: BenchResults, h: string): string {
  if (!scaling || scaling.length === 0) return `\n${h} Build\n\nBuild scaling not measured (\`--skip-build-scaling\`).\n`
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
${h} Build

Each figure is the fastest of the builds in brackets, in the order they ran.

${table(["Artworks", "Cold build s", "Warm rebuild s (+1 artwork)", "Warm / cold"], rows)}

${table(["Artworks", "Cold s per added artwork", "Warm s per added artwork"], slopes)}
`
}

/** The line the bench ends with: each missed budget with what it measured, or that every budget measured was met. */
export function summaryLine(budgets: BudgetResult[]): string {
  const missed = budgets.filter(budget => budget.pass === false)
  const measured = budgets.filter(budget => budget.pass !== undefined).length
  if (missed.length === 0) return `bench: all ${measured} budgets measured were met`
  return [`bench: ${missed.length} of ${measured} budgets measured missed:`, ...missed.map(budget => `  ${budget.budget}: ${budget.measured}`)].join("\n")
}
