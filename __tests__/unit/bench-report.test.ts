/**
 * @jest-environment node
 */
import type { BenchResults } from "../../scripts/bench/budgets"
import { checkBudgets } from "../../scripts/bench/budgets"
import type { RouteLargestPaint } from "../../scripts/bench/largest-paint-pairs"
import type { RouteLighthouse } from "../../scripts/bench/lighthouse-pairs"
import { flightSizes, roundTripsFor } from "../../support/slow-start"
import { ENCODINGS } from "../../support/static-server"
import { lighthouseRoutesFor } from "../../scripts/bench/lighthouse-routes"
import { isPartialRun, parseOptions } from "../../scripts/bench/options"
import { ROUTES_TO_CHECK } from "../../support/site"
import { COMPLETE_RUN_END, COMPLETE_RUN_START, PARTIAL_RUNS, summaryLine, updatedReport, type ReportInput } from "../../scripts/bench/report"
import type { RouteTaps } from "../../support/first-paint-taps"
import type { PageMeasures } from "../../support/page-measures"

// docs/performance.md is partly written by hand: `npm run bench` (scripts/bench/report.ts) must
// write its results where they go and keep everything else.

// The bench's Lighthouse runner starts Chromium through chrome-launcher, an ES module Jest does not load; no test here starts one.
jest.mock("chrome-launcher", () => ({ launch: jest.fn() }))

const figures = { lcpMs: 900, speedIndexMs: 700, tbtMs: 0, tbtRangeMs: [0, 0] as [number, number], scriptBlockingMs: 0 }
const lighthouse = (lcpRatio: number): RouteLighthouse => ({
  site: { ...figures, scores: { performance: 100, accessibility: 100, "best-practices": 100, seo: 100 }, cls: 0 },
  twin: figures,
  lcpRatio,
  tbtExcessMs: 0,
  lcpElement: "A paragraph <p>",
  failedAudits: {},
  documentBytes: { site: 12_000, twin: 11_000 },
})
const largestPaint = (ratio: number): RouteLargestPaint => ({
  siteMs: 600 * ratio,
  twinMs: 600,
  ratio,
  noiseRatio: 1.02,
  element: "A paragraph <p>",
  runs: [
    {
      site: { ms: 600 * ratio, firstPaintMs: 500, element: "A paragraph <p>" },
      twin: { ms: 600, firstPaintMs: 500, element: "A paragraph <p>" },
      twinAgain: { ms: 612, firstPaintMs: 510, element: "A paragraph <p>" },
    },
  ],
})
const taps: RouteTaps = { menu: { medianMs: 5, runs: [{ ms: 5, taps: 1 }] }, accept: { medianMs: 0, runs: [{ ms: 0, taps: 1 }] } }
const page: PageMeasures = {
  htmlGzipKb: 11,
  htmlBrotliBytes: 9_500,
  javascriptKb: 0.9,
  javascriptCountedKb: 0.9,
  javascriptBudgetKb: 2,
  imagesAboveFoldKb: 0,
  imagesWholePageKb: 0,
  imageCount: 0,
  eagerImages: 0,
  eagerProblems: [],
  formatProblems: [],
}

const inputFor = (argv: string[], date: string, gzipLcpRatio = 1, simulatedGzipLcpRatio = 1): ReportInput => {
  const options = parseOptions(argv)
  const results: BenchResults = {
    routes: ["/"],
    lighthouseRoutes: ["/"],
    pages: { "/": page },
    lighthouse: { br: { "/": lighthouse(1) }, gzip: { "/": lighthouse(simulatedGzipLcpRatio) } },
    taps: { br: { "/": taps }, gzip: { "/": taps } },
    largestPaint: { br: { "/": largestPaint(1) }, gzip: { "/": largestPaint(gzipLcpRatio) } },
    hero: { url: "/hero.avif", kb: 17 },
  }
  return {
    environment: { date, cpu: "CPU", cores: 2, ramGiB: 8, os: "Linux", versions: {} },
    command: `npm run bench -- ${argv.join(" ")}`,
    load: { everyS: 15, median: 1.5, min: 0.5, max: 3 },
    options,
    results,
    budgets: checkBudgets(results),
  }
}

const handWritten = "# Performance\n\nWritten by hand: why the numbers are what they are.\n"
const file = `${handWritten}\n${COMPLETE_RUN_START}\n\nThe old complete run.\n\n${COMPLETE_RUN_END}\n\n## Partial runs\n\n${PARTIAL_RUNS}\n\n## An older partial run, with notes by hand\n`

describe("the bench's report", () => {
  it("a complete run rewrites only the complete run's results, and keeps the text written by hand and the partial runs", () => {
    const updated = updatedReport(file, inputFor([], "2026-11-24 10:00 UTC"))
    expect(updated.startsWith(`${handWritten}\n${COMPLETE_RUN_START}\n\n\`npm run bench -- \`\n\n## The run`)).toBe(true)
    expect(updated).not.toContain("The old complete run.")
    expect(updated.endsWith(`${COMPLETE_RUN_END}\n\n## Partial runs\n\n${PARTIAL_RUNS}\n\n## An older partial run, with notes by hand\n`)).toBe(true)
  })

  it("a partial run adds a dated section of its own under the partial runs, newest first, and changes nothing else", () => {
    const argv = ["--skip-build-scaling", "--routes", "/", "--runs", "3"]
    const updated = updatedReport(file, inputFor(argv, "2026-11-24 11:00 UTC"))
    const [before, after] = updated.split(PARTIAL_RUNS)
    expect(before).toBe(file.split(PARTIAL_RUNS)[0])
    expect(after.startsWith(`\n\n## Partial run, 2026-11-24 11:00 UTC\n\n\`npm run bench -- ${argv.join(" ")}\`\n\n### The run`)).toBe(true)
    expect(after.endsWith("\n## An older partial run, with notes by hand\n")).toBe(true)
    const twice = updatedReport(updated, inputFor(argv, "2026-11-24 12:00 UTC"))
    expect(twice.indexOf("## Partial run, 2026-11-24 12:00 UTC")).toBeLessThan(twice.indexOf("## Partial run, 2026-11-24 11:00 UTC"))
  })

  it("loses nothing of a file without its markers, and starts a new file with them", () => {
    expect(updatedReport(handWritten, inputFor([], "2026-11-24 10:00 UTC")).startsWith(`${handWritten}\n${COMPLETE_RUN_START}`)).toBe(true)
    expect(updatedReport(handWritten, inputFor(["--routes", "/"], "2026-11-24 10:00 UTC")).startsWith(`${handWritten}\n${PARTIAL_RUNS}`)).toBe(true)
    const created = updatedReport(undefined, inputFor(["--routes", "/"], "2026-11-24 10:00 UTC"))
    expect([created.indexOf(COMPLETE_RUN_START), created.indexOf(COMPLETE_RUN_END), created.indexOf(PARTIAL_RUNS)].every(at => at >= 0)).toBe(true)
  })

  it("reports Lighthouse, the taps and the largest paint on the phone over every compression, and the LCP budget holds only if it holds over each", () => {
    const updated = updatedReport(undefined, inputFor(["--routes", "/"], "2026-11-24 10:00 UTC", 1.2))
    for (const heading of [
      "Against the zero-JS twin, over brotli",
      "Against the zero-JS twin, over gzip",
      "Menu ms, brotli",
      "Accept ms, gzip",
      "Largest paint on the throttled phone",
      "Ratio, gzip",
      "Noise, gzip",
    ]) {
      expect(updated).toContain(heading)
    }
    const lcp = (phone: number, simulated: number) =>
      checkBudgets(inputFor(["--routes", "/"], "2026-11-24 10:00 UTC", phone, simulated).results).find(budget => budget.budget.startsWith("Largest paint"))
    // The twin against itself (noiseRatio 1.02 in every fixture route) is reported beside the budget's figure.
    expect(lcp(1.2, 1)).toMatchObject({ measured: "max brotli 1.00 (/); gzip 1.20 (/); the twin against itself within ±0.02", pass: false })
    // Lighthouse's simulated ratio is reported, not budgeted: it steps by a round trip at the first flight's edge.
    expect(lcp(1, 1.2)).toMatchObject({ measured: "max brotli 1.00 (/); gzip 1.00 (/); the twin against itself within ±0.02", pass: true })
    expect(ENCODINGS).toEqual(["br", "gzip"])
  })

  it("gives, beside the TBT excess, the blocking time of the site's own script files, and writes it for each route", () => {
    const input = inputFor(["--routes", "/"], "2026-11-24 10:00 UTC")
    const gzip = input.results.lighthouse.gzip["/"]
    input.results.lighthouse.gzip["/"] = { ...gzip, site: { ...gzip.site, scriptBlockingMs: 30 }, tbtExcessMs: 40 }
    input.budgets = checkBudgets(input.results)
    expect(input.budgets.find(budget => budget.budget.startsWith("Total Blocking Time"))).toMatchObject({
      measured: "max brotli 0 ms (/); gzip 40 ms (/); in long tasks of the site's script files max 30 ms (/, gzip)",
      pass: false,
    })
    expect(updatedReport(undefined, input)).toContain("Script files' blocking ms")
  })

  it("ends with each missed budget and what it measured, or with all the budgets measured met", () => {
    const met = inputFor(["--routes", "/"], "2026-11-24 10:00 UTC")
    const measured = met.budgets.filter(budget => budget.pass !== undefined).length
    expect(summaryLine(met.budgets)).toBe(`bench: all ${measured} budgets measured were met`)
    const missed = inputFor(["--routes", "/"], "2026-11-24 10:00 UTC", 1.2).budgets
    const lines = summaryLine(missed).split("\n")
    expect(lines[0]).toBe(`bench: 1 of ${measured} budgets measured missed:`)
    expect(lines[1]).toMatch(/^ {2}Largest paint on the throttled phone .*: max brotli 1\.00 \(\/\); gzip 1\.20 \(\/\)/)
  })

  it("leaves Lighthouse out with --skip-lighthouse: a partial run, its budgets not measured, its tables not written", () => {
    expect(isPartialRun(parseOptions(["--skip-lighthouse"]))).toBe(true)
    const input = inputFor(["--skip-lighthouse"], "2026-11-24 10:00 UTC", 1.2)
    input.results = { ...input.results, lighthouseRoutes: [], lighthouse: { br: {}, gzip: {} } }
    input.budgets = checkBudgets(input.results)
    const lighthouseBudgets = input.budgets.filter(budget => /Lighthouse|CLS|Total Blocking Time/.test(budget.budget))
    expect(lighthouseBudgets).toHaveLength(6)
    for (const budget of lighthouseBudgets) expect(budget).toMatchObject({ measured: "not measured (--skip-lighthouse)", pass: undefined })
    // The phone's budgets are still judged.
    expect(input.budgets.find(budget => budget.budget.startsWith("Largest paint"))?.pass).toBe(false)
    const report = updatedReport(undefined, input)
    expect(report).not.toContain("Against the zero-JS twin, over brotli")
    expect(report).toContain("Largest paint on the throttled phone")
  })

  it("counts the round trips Lighthouse's simulated connection takes to bring a page's HTML", () => {
    expect([14_600, 14_601, 43_800, 43_801].map(roundTripsFor)).toEqual([1, 2, 2, 3])
  })

  it("splits a response into the flights of a new connection's slow start, as the paced server sends it", () => {
    expect(flightSizes(0)).toEqual([0])
    expect(flightSizes(14_600)).toEqual([14_600])
    expect(flightSizes(16_000)).toEqual([14_600, 1_400])
    expect(flightSizes(100_000)).toEqual([14_600, 29_200, 30_660, 25_540])
  })
})

describe("the routes Lighthouse runs on", () => {
  // Two templates with more than one route each, from the routes the tests check.
  const templates = [...new Set(ROUTES_TO_CHECK.map(route => route.template))]
  const byTemplate = templates.map(template => ROUTES_TO_CHECK.filter(route => route.template === template)).filter(group => group.length > 1)
  const routes = ROUTES_TO_CHECK.map(route => route.path)
  const weights = (heavy: string[]) => Object.fromEntries(routes.map(route => [route, { htmlGzipKb: heavy.includes(route) ? 20 : 10, javascriptKb: 1 }]))

  it("are one route per template, the heaviest, in the order the routes were given", () => {
    const heavy = byTemplate.map(group => group[group.length - 1].path)
    const chosen = lighthouseRoutesFor(routes, weights(heavy), false)
    expect(byTemplate.length).toBeGreaterThan(0)
    expect(chosen).toHaveLength(templates.length)
    for (const path of heavy) expect(chosen).toContain(path)
    expect(chosen).toEqual(routes.filter(route => chosen.includes(route)))
  })

  it("are every route when asked, and a route the tests do not know is a template of its own", () => {
    expect(lighthouseRoutesFor(routes, weights([]), true)).toEqual(routes)
    expect(
      lighthouseRoutesFor(["/", "/not-a-page"], { "/": { htmlGzipKb: 1, javascriptKb: 0 }, "/not-a-page": { htmlGzipKb: 1, javascriptKb: 0 } }, false),
    ).toEqual(["/", "/not-a-page"])
  })

  it("are chosen by --lighthouse-on-every-route", () => {
    expect(parseOptions([]).lighthouseOnEveryRoute).toBe(false)
    expect(parseOptions(["--lighthouse-on-every-route"]).lighthouseOnEveryRoute).toBe(true)
  })
})
