/**
 * @jest-environment node
 */
import fs from "node:fs"
import path from "node:path"
import type { BenchResults } from "../../scripts/bench/budget-checks"
import { checkBudgets, largestPaintVerdict } from "../../scripts/bench/budget-checks"
import type { RouteFirstFlight } from "../../scripts/bench/first-flight"
import { summarise as summariseLargestPaint } from "../../scripts/bench/largest-paint-pairs"
import type { RouteLighthouse } from "../../scripts/bench/lighthouse-scores"
import { flightSizes, roundTripsFor } from "../../harness/slow-start"
import { heaviestRoutePerTemplate } from "../../scripts/bench/template-routes"
import { isPartialRun, parseOptions, reportFileOf, REPORT_FILES } from "../../scripts/bench/options"
import { ROUTES_TO_CHECK } from "../../harness/built-site"
import { PROJECT_ROOT } from "../../harness/content"
import { COMPLETE_RUN_END, COMPLETE_RUN_START, figuresReport, summaryLine, updatedReport, type ReportInput } from "../../scripts/bench/report"
import type { RouteTaps } from "../../harness/first-paint-taps"
import type { PageMeasures } from "../../harness/page-measures"
import { bootstrapMedianInterval, quantile } from "../../harness/statistics"
import type { ScriptWork } from "../../harness/script-trace"
import { firstChapterPath } from "../../src/routes"

// The bench's verdicts (scripts/bench/budget-checks.ts) on results made here, and where its report goes:
// docs/performance.md is written by hand but for the last complete run.

const lighthouse: RouteLighthouse = {
  scores: { performance: 100, accessibility: 100, "best-practices": 100, seo: 100 },
  lcpMs: 900,
  cls: 0,
  tbtMs: 5,
  ownBlockingMs: 5,
  tbtRangeMs: [0, 10],
  ownBlockingRangeMs: [0, 10],
  lcpElement: "A paragraph <p>",
  failedAudits: {},
  runs: 2,
}
/** A traced load's script work before its largest paint: the page script's module evaluation, and pieces of other kinds. */
const traced = (pieces: ScriptWork["pieces"] = [{ kind: "module", what: "v8.compileModule /:1:1", ms: 1.5 }]): ScriptWork => ({
  ms: pieces.reduce((sum, piece) => sum + piece.ms, 0),
  pieces,
})
/**
 * Nine pairs: the site `ratio` × a twin that paints at 600 ms give or take `aaSwing` each load,
 * each pair's ratio `ratioSwing` below, at and above `ratio` in turn; the site's scripts block
 * `blockingMs`, give or take 2; each load traced with `scriptWork`.
 */
const largestPaint = (ratio: number, aaSwing = 0.02, pairs = 9, blockingMs = 4, ratioSwing = 0, scriptWork = traced()) =>
  summariseLargestPaint(
    Array.from({ length: pairs }, (_, i) => {
      const twin = 600 * (1 + (i % 2 ? aaSwing : -aaSwing))
      const pairRatio = ratio + ((i % 3) - 1) * ratioSwing
      return {
        site: { ms: twin * pairRatio, element: "A paragraph <p>", ownScriptBlockingMs: blockingMs + (i % 3) - 1, scriptWork },
        twin: { ms: twin, element: "A paragraph <p>", ownScriptBlockingMs: 0, scriptWork: traced([]) },
      }
    }),
  )
const taps: RouteTaps = { menu: { medianMs: 5, runs: [{ ms: 5, taps: 1 }] }, accept: { medianMs: 0, runs: [{ ms: 0, taps: 1 }] } }
const flight = (site: number, twin: number): RouteFirstFlight => ({
  element: "A paragraph <p>",
  site: { br: site, gzip: site },
  twin: { br: twin, gzip: twin },
  inlineScripts: { br: 900, gzip: 1_100 },
})
const page: PageMeasures = {
  htmlGzipKb: 11,
  javascriptKb: 1.5,
  scriptFilesKb: 0,
  hasIslands: false,
  imagesAboveFoldKb: 0,
  imageCount: 0,
  eagerImages: 0,
  eagerProblems: [],
  formatProblems: [],
}

const resultsWith = (changes: Partial<BenchResults> = {}): BenchResults => ({
  routes: ["/"],
  templateRoutes: ["/"],
  pages: { "/": page },
  firstFlight: { "/": flight(12_000, 11_000) },
  lighthouse: { "/": lighthouse },
  taps: { "/": taps },
  largestPaint: { "/": largestPaint(1) },
  hero: { url: "/hero.avif", kb: 17 },
  ...changes,
})
const verdictOf = (results: BenchResults, starts: string) => checkBudgets(results).find(budget => budget.budget.startsWith(starts))

const inputFor = (argv: string[], date: string, results = resultsWith()): ReportInput => ({
  environment: { date, cpu: "CPU", cores: 2, ramGiB: 8, os: "Linux", versions: {} },
  command: `npm run bench -- ${argv.join(" ")}`,
  load: { everyS: 15, median: 1.5, min: 0.5, max: 3 },
  options: parseOptions(argv),
  results,
  budgets: checkBudgets(results),
  runs: { lighthouse: 2, taps: 5 },
  durationS: 600,
})

describe("the bench's budgets (decisions.md, Performance budgets)", () => {
  it("the first flight: the site's must fit in 14,600 bytes wherever the twin's does", () => {
    expect(verdictOf(resultsWith(), "First flight")?.pass).toBe(true)
    expect(verdictOf(resultsWith({ firstFlight: { "/": flight(14_601, 14_600) } }), "First flight")).toMatchObject({
      pass: false,
      measured: expect.stringContaining("/ over brotli: 14601 (twin 14600)"),
    })
    // A twin that does not fit either: the site is not held to it, and the report says so.
    expect(verdictOf(resultsWith({ firstFlight: { "/": flight(16_000, 15_000) } }), "First flight")).toMatchObject({
      pass: true,
      measured: expect.stringContaining("the twin's too large on /"),
    })
  })

  it("the inline scripts: at most 1 KB brotli, 1.5 KB on a first chapter (its reader's settings)", () => {
    const verdict = (inlineScripts: RouteFirstFlight["inlineScripts"], route = "/") =>
      verdictOf(
        resultsWith({ routes: [route], pages: { [route]: page }, firstFlight: { [route]: { ...flight(12_000, 11_000), inlineScripts } } }),
        "A page's inline scripts",
      )?.pass
    expect(verdict({ br: 1_024, gzip: 1_300 })).toBe(true)
    expect(verdict({ br: 1_025, gzip: 1_100 })).toBe(false)
    const chapter = firstChapterPath("book-one")
    expect(verdict({ br: 1_536, gzip: 1_800 }, chapter)).toBe(true)
    expect(verdict({ br: 1_537, gzip: 1_800 }, chapter)).toBe(false)
  })

  it("the largest paint: a median at most 1.05 of the twin with its interval's upper bound at most 1.10; unresolved only where the interval straddles the budget", () => {
    const verdict = (paint: ReturnType<typeof largestPaint>) => verdictOf(resultsWith({ largestPaint: { "/": paint } }), "Largest paint")
    expect(verdict(largestPaint(1.05))?.pass).toBe(true)
    expect(verdict(largestPaint(1.04, 0.02, 9, 4, 0.05))).toMatchObject({
      pass: true,
      measured: expect.stringContaining("highest upper bound met: / 1.04 (0.99–1.09, 9 pairs)"),
    })
    // Every pair over 1.05: the interval's lower bound too.
    expect(verdict(largestPaint(1.12))).toMatchObject({ pass: false, measured: expect.stringContaining("over: / 1.12 (1.12–1.12, 9 pairs)") })
    // The interval under 1.10, the median over 1.05: missed, not unresolved.
    expect(verdict(largestPaint(1.07, 0.02, 9, 4, 0.02))).toMatchObject({ pass: false, measured: expect.stringContaining("over: / 1.07") })
    // Pairs ±0.10 about 1.04: the interval straddles both limits.
    expect(verdict(largestPaint(1.04, 0.02, 9, 4, 0.1))).toMatchObject({ pass: undefined, measured: expect.stringContaining("unresolved: / 1.04") })
    // A wild A/A no longer matters: it checks the method, and the pairs' own interval decides.
    expect(verdict(largestPaint(1.02, 0.08))?.pass).toBe(true)
    expect(verdict(largestPaint(1, 0.02, 5))).toMatchObject({ pass: undefined, measured: expect.stringContaining("too few pairs to settle the budget") })
  })

  it("the largest paint's verdict: open while the interval straddles the budget, which is what adds pairs", () => {
    expect(largestPaintVerdict(1.04, [1.0, 1.1])).toBe("pass")
    expect(largestPaintVerdict(1.04, [1.0, 1.11])).toBe("open")
    expect(largestPaintVerdict(1.06, [1.02, 1.09])).toBe("open")
    expect(largestPaintVerdict(1.07, [1.051, 1.2])).toBe("fail")
    expect(largestPaintVerdict(Infinity, [1, Infinity])).toBe("fail")
  })

  it("our script work before the largest paint: none in any load but the page script's module evaluation (and a first chapter's reading settings)", () => {
    const verdict = (scriptWork: ScriptWork, route = "/") =>
      verdictOf(
        resultsWith({
          templateRoutes: [route],
          largestPaint: { [route]: largestPaint(1, 0.02, 9, 4, 0, scriptWork) },
          taps: { [route]: taps },
          lighthouse: { [route]: lighthouse },
        }),
        "Our script work",
      )
    expect(verdict(traced())).toMatchObject({
      pass: true,
      measured: expect.stringContaining("0 ms in all 9 site loads traced; the page script's evaluation before that frame: median 1.5 ms"),
    })
    const timer = traced([{ kind: "callback", what: "TimerFire /:1:20", ms: 0.2 }])
    expect(verdict(timer)).toMatchObject({ pass: false, measured: expect.stringContaining("/: 9 of 9 loads, up to 0.2 ms") })
    const inline = traced([{ kind: "inline", what: "EvaluateScript /:1:20", ms: 3 }])
    expect(verdict(inline)?.pass).toBe(false)
    expect(verdict(inline, firstChapterPath("book-one"))?.pass).toBe(true)
    expect(verdict(traced([{ kind: "file", what: "EvaluateScript /islands/react.js:1:1", ms: 3 }]), firstChapterPath("book-one"))?.pass).toBe(false)
    // A trace that could not be read says nothing either way: listed, not counted.
    const unread = summariseLargestPaint(
      largestPaint(1).runs.map((run, i) =>
        i === 0 ? { ...run, site: { ...run.site, scriptWork: { ms: NaN, pieces: [], failure: "no navigation to the page in the trace" } } } : run,
      ),
    )
    expect(verdictOf(resultsWith({ largestPaint: { "/": unread } }), "Our script work")).toMatchObject({
      pass: true,
      measured: expect.stringContaining("0 ms in all 8 site loads traced (1 more whose trace could not be read)"),
    })
  })

  it("the blocking the site's own scripts explain on the phone: at most 10 ms, the median of its loads; Lighthouse's long tasks and TBT are not budgeted", () => {
    const blocking = (ms: number, lighthouseMs = 5) =>
      verdictOf(
        resultsWith({ largestPaint: { "/": largestPaint(1, 0.02, 9, ms) }, lighthouse: { "/": { ...lighthouse, tbtMs: 80, ownBlockingMs: lighthouseMs } } }),
        "Blocking",
      )
    expect(blocking(10, 40)).toMatchObject({ pass: true, measured: expect.stringContaining("max 10 ms (/, runs 9–11 ms)") })
    expect(blocking(11)?.pass).toBe(false)
    // Loads that measured nothing count as blocked throughout: a route whose loads mostly failed fails.
    const failed = summariseLargestPaint(largestPaint(1).runs.map(run => ({ ...run, site: { failure: "timeout" } })))
    expect(verdictOf(resultsWith({ largestPaint: { "/": failed } }), "Blocking")?.pass).toBe(false)
  })

  it("CLS 0 to three decimals, and the taps within 100 ms", () => {
    expect(verdictOf(resultsWith({ lighthouse: { "/": { ...lighthouse, cls: 0.0004 } } }), "CLS")?.pass).toBe(true)
    expect(verdictOf(resultsWith({ lighthouse: { "/": { ...lighthouse, cls: 0.002 } } }), "CLS")?.pass).toBe(false)
    const slow: RouteTaps = { ...taps, accept: { medianMs: 101, runs: [{ ms: 101, taps: 1 }] } }
    expect(verdictOf(resultsWith({ taps: { "/": slow } }), "Menu works")?.pass).toBe(false)
  })

  it("script files: none on a page without islands, at most 50 KB on one with them", () => {
    expect(verdictOf(resultsWith({ pages: { "/": { ...page, scriptFilesKb: 0.5 } } }), "Script files")?.pass).toBe(false)
    expect(verdictOf(resultsWith({ pages: { "/": { ...page, hasIslands: true, scriptFilesKb: 49.9 } } }), "Script files")?.pass).toBe(true)
    expect(verdictOf(resultsWith({ pages: { "/": { ...page, hasIslands: true, scriptFilesKb: 50.1 } } }), "Script files")?.pass).toBe(false)
  })

  it("ends with each missed budget and what it measured, or with all the budgets settled met", () => {
    const met = checkBudgets(resultsWith())
    const settled = met.filter(budget => budget.pass !== undefined).length
    // The build's budgets need --build-scaling.
    expect(summaryLine(met)).toBe(`bench: all ${settled} budgets settled were met (3 not settled by this run)`)
    const lines = summaryLine(checkBudgets(resultsWith({ largestPaint: { "/": largestPaint(1.2) } }))).split("\n")
    expect(lines[0]).toBe(`bench: 1 of ${settled} budgets settled missed (3 not settled by this run):`)
    expect(lines[1]).toMatch(/^ {2}Largest paint on the throttled phone .*: over: \/ 1\.20/)
  })
})

describe("the bench's report", () => {
  const handWritten = "# Performance\n\nWritten by hand: why the numbers are what they are.\n"
  const file = `${handWritten}\n${COMPLETE_RUN_START}\n\nThe old complete run.\n\n${COMPLETE_RUN_END}\n\n## Method\n\nBy hand too.\n`

  it("a complete run rewrites only the complete run's results in docs/performance.md, and keeps the text written by hand", () => {
    const input = inputFor([], "2026-11-24 10:00 UTC")
    expect(reportFileOf(input.options)).toBe(REPORT_FILES.complete)
    const updated = updatedReport(file, input)
    expect(updated.startsWith(`${handWritten}\n${COMPLETE_RUN_START}\n\n\`npm run bench -- \`\n\n|  |  |`)).toBe(true)
    expect(updated).not.toContain("The old complete run.")
    expect(updated.endsWith(`${COMPLETE_RUN_END}\n\n## Method\n\nBy hand too.\n`)).toBe(true)
  })

  it("a partial run (--quick or --routes) writes a file of its own, beside the test results", () => {
    for (const argv of [["--quick"], ["--routes", "/,/shop"]]) {
      const input = inputFor(argv, "2026-11-24 11:00 UTC")
      expect(isPartialRun(input.options)).toBe(true)
      expect(reportFileOf(input.options)).toBe(REPORT_FILES.partial)
      expect(updatedReport(file, input)).not.toContain(handWritten)
    }
    expect(parseOptions(["--quick", "--routes", "/shop,/"]).routes).toEqual(["/shop"])
    expect(parseOptions(["--quick"]).routes).toEqual(["/"])
  })

  it("docs/performance.md's last complete run judged the budgets the bench checks today (else: npm run bench)", () => {
    const doc = fs.readFileSync(path.join(PROJECT_ROOT, REPORT_FILES.complete), "utf8")
    const block = doc.slice(doc.indexOf(COMPLETE_RUN_START), doc.indexOf(COMPLETE_RUN_END))
    const judged = [...block.matchAll(/^\| (.+?) \| .+ \| (?:pass|\*\*FAIL\*\*|not settled) \|$/gm)].map(row => row[1])
    expect(judged).toEqual(checkBudgets(resultsWith()).map(budget => budget.budget))
  })

  it("loses nothing of a file without its markers", () => {
    expect(updatedReport(handWritten, inputFor([], "2026-11-24 10:00 UTC")).startsWith(`${handWritten}\n${COMPLETE_RUN_START}`)).toBe(true)
  })

  it("a complete run's docs get its budgets; its figures, route by route, go to a file of their own", () => {
    const input = inputFor([], "2026-11-24 10:00 UTC")
    const docs = updatedReport(undefined, input)
    const figures = figuresReport(input)
    for (const report of [docs, figures]) expect(report).toContain("| Budget | Measured | Result |")
    expect(docs).not.toContain("| Route |")
    expect(figures).toContain("| Route |")
  })

  it("writes each route's bytes and each template route's paint, taps and Lighthouse figures", () => {
    const report = figuresReport(inputFor([], "2026-11-24 10:00 UTC"))
    for (const heading of [
      "First flight, brotli (twin)",
      "First flight, gzip (twin)",
      "A/A (interval), single spread",
      "Script before the largest paint: evaluation / other ms",
      "Own scripts' blocking ms",
      "Menu ms",
      "Document and files' long tasks ms",
      "TBT ms",
    ])
      expect(report).toContain(heading)
  })

  it("lists an audit that failed on several routes once, with its routes", () => {
    const failing = (detail: string): RouteLighthouse => ({ ...lighthouse, failedAudits: { "image-delivery-insight": detail } })
    const results = resultsWith({
      routes: ["/", "/shop"],
      templateRoutes: ["/", "/shop"],
      pages: { "/": page, "/shop": page },
      firstFlight: { "/": flight(12_000, 11_000), "/shop": flight(12_000, 11_000) },
      taps: { "/": taps, "/shop": taps },
      largestPaint: { "/": largestPaint(1), "/shop": largestPaint(1) },
      lighthouse: {
        "/": failing("diagnostic: Improve image delivery (Est savings of 87 KiB), score 0.5"),
        "/shop": failing("diagnostic: Improve image delivery (Est savings of 5 KiB), score 0"),
      },
    })
    expect(figuresReport(inputFor([], "2026-11-24 10:00 UTC", results))).toContain(
      "| `image-delivery-insight` | diagnostic: Improve image delivery | /, /shop |",
    )
  })
})

describe("the measures' arithmetic", () => {
  it("the A/A pairs are each twin load against the one before, and their spread is the middle half's reach from 1", () => {
    const twin = [600, 660, 600, 540, 600].map(ms => ({ site: { ms }, twin: { ms } }))
    const summary = summariseLargestPaint(twin)
    const aa = [1.1, 600 / 660, 0.9, 600 / 540]
    expect(summary.aaRatio).toBeCloseTo(quantile(aa, 0.5))
    expect(summary.aaSpread).toBeCloseTo(Math.max(Math.abs(quantile(aa, 0.25) - 1), Math.abs(quantile(aa, 0.75) - 1)))
    expect(summary.ratio).toBe(1)
    expect(quantile([1, 2, 3, 4], 0.25)).toBeCloseTo(1.75)
  })

  it("the ratio's interval is the bootstrap's for the median: the same each run, around the median, narrower with more pairs", () => {
    const spread = (pairs: number) => Array.from({ length: pairs }, (_, i) => 1 + ((i % 5) - 2) * 0.04)
    const [low, high] = bootstrapMedianInterval(spread(9))
    expect(bootstrapMedianInterval(spread(9))).toEqual([low, high])
    expect(low).toBeLessThanOrEqual(1)
    expect(high).toBeGreaterThanOrEqual(1)
    const [low40, high40] = bootstrapMedianInterval(spread(40))
    expect(high40 - low40).toBeLessThan(high - low)
    expect(bootstrapMedianInterval([1.1, 1.1, 1.1])).toEqual([1.1, 1.1])
  })

  it("counts the round trips of a new connection's slow start, as the paced server sends a page", () => {
    expect([14_600, 14_601, 43_800, 43_801].map(roundTripsFor)).toEqual([1, 2, 2, 3])
    expect(flightSizes(0)).toEqual([0])
    expect(flightSizes(16_000)).toEqual([14_600, 1_400])
    expect(flightSizes(100_000)).toEqual([14_600, 29_200, 30_660, 25_540])
  })
})

describe("the routes measured in the browser", () => {
  // Templates with more than one route each, from the routes the tests check.
  const templates = [...new Set(ROUTES_TO_CHECK.map(route => route.template))]
  const byTemplate = templates.map(template => ROUTES_TO_CHECK.filter(route => route.template === template)).filter(group => group.length > 1)
  const routes = ROUTES_TO_CHECK.map(route => route.path)
  const weights = (heavy: string[]) => Object.fromEntries(routes.map(route => [route, { htmlGzipKb: heavy.includes(route) ? 20 : 10, javascriptKb: 1 }]))

  it("are one route per template, the heaviest, in the order the routes were given", () => {
    const heavy = byTemplate.map(group => group[group.length - 1].path)
    const chosen = heaviestRoutePerTemplate(routes, weights(heavy))
    expect(byTemplate.length).toBeGreaterThan(0)
    expect(chosen).toHaveLength(templates.length)
    for (const path of heavy) expect(chosen).toContain(path)
    expect(chosen).toEqual(routes.filter(route => chosen.includes(route)))
  })

  it("count a route the tests do not know as a template of its own", () => {
    const pages = { "/": { htmlGzipKb: 1, javascriptKb: 0 }, "/not-a-page": { htmlGzipKb: 1, javascriptKb: 0 } }
    expect(heaviestRoutePerTemplate(["/", "/not-a-page"], pages)).toEqual(["/", "/not-a-page"])
  })
})
