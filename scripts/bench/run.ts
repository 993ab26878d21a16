/**
 * `npm run bench`: the performance budgets of ../shared/spec/decisions.md ("Performance budgets"),
 * in about 45 minutes on two cores. Builds the site, then:
 *  - on every route, with no timing: its page weight, and its first flight against its zero-JS
 *    twin's over gzip and brotli;
 *  - on the heaviest route of each template (template-routes.ts): the largest paint on a throttled
 *    phone in traced site/twin pairs (with the A/A check), more pairs where the interval is open,
 *    and the script work before it; the taps on Menu (from the first paint) and Accept (from when
 *    it shows); and Lighthouse;
 *  - with --build-scaling, cold and warm builds as the artwork grows.
 * Writes the results (report.ts says where) and exits non-zero if a budget is missed.
 * `--quick` does all of it on one route. docs/performance.md explains each measure.
 */
import fs from "node:fs"
import path from "node:path"
import { PROJECT_ROOT } from "../../harness/content"
import { launchChromium } from "../../harness/browser"
import { largestImageAboveFold } from "../../harness/phone-images"
import { PUBLIC_DIR, ROUTES_TO_CHECK } from "../../harness/built-site"
import { artworkCount } from "../../harness/generated-artwork"
import { measureBuildScaling, timedGatsbyBuild } from "./build-scaling"
import { checkBudgets, type BenchResults } from "./budget-checks"
import { measureFirstFlights } from "./first-flight"
import { measureFirstPaintTaps } from "../../harness/first-paint-taps"
import { THROTTLED_PHONE } from "../../harness/throttled-phone"
import { measureLargestPaintPairs } from "./largest-paint-pairs"
import { measureWithLighthouse } from "./lighthouse-scores"
import { heaviestRoutePerTemplate } from "./template-routes"
import { LIGHTHOUSE_LEAVES_OUT, startLighthouse } from "./lighthouse-runner"
import { installBenchTools } from "./tools"
import { BUDGETS } from "../../harness/budgets"
import { describeEnvironment, watchLoad } from "./machine"
import { commandLine, isPartialRun, parseOptions, REPORT_FILES, reportFileOf, USAGE } from "./options"
import { measurePage } from "../../harness/page-measures"
import { figuresReport, summaryLine, updatedReport } from "./report"
import { ENCODINGS, serveFolder, type ServeOptions, type StaticServer } from "../../harness/static-server"
import { zeroJsTwin } from "../../harness/zero-js-twin"

/** The artwork counts --build-scaling times the build at: today's, then 110 and 220. */
const SCALING_COUNTS = [artworkCount(PROJECT_ROOT), 110, 220]
/**
 * Runs of each tap and of Lighthouse on each template's route: enough for a median and a range
 * within the run's 45 minutes (the largest paint's pairs take most of them; docs/performance.md).
 */
const RUNS = { taps: 5, lighthouse: 2 }
/**
 * The largest paint's pairs: more go, PAIRS_STEP a round, to the routes whose interval is still
 * open until this many minutes have passed (for all ALL_TEMPLATES template routes; a partial run
 * gets its share), so that a complete run ends within about 45 minutes on 2 cores.
 */
const LARGEST_PAINT_MINUTES = 35
const ALL_TEMPLATES = 21
const PAIRS_STEP = 4

const log = (line: string) => console.log(line)

/** Runs one step of the bench and logs how long it took: the cost of a run is what decides how often it is run. */
async function step<T>(what: string, measure: () => Promise<T>): Promise<T> {
  log(`bench: ${what}…`)
  const started = Date.now()
  const result = await measure()
  log(`bench: ${what}: ${Math.round((Date.now() - started) / 1000)} s`)
  return result
}

/** Serves `root` with its `_headers` for one step of the bench, and closes the server after it. */
async function serving<T>(root: string, options: ServeOptions, measure: (url: string) => Promise<T>): Promise<T> {
  const server = await serveFolder(root, { ...options, withHeaders: true })
  try {
    return await measure(server.url)
  } finally {
    await server.close()
  }
}

async function main(): Promise<number> {
  if (process.argv.includes("--help")) {
    console.log(USAGE)
    return 0
  }
  const argv = process.argv.slice(2)
  const options = parseOptions(argv)
  // Lighthouse is not in the project's install: the bench installs it before it measures anything
  // (tools.ts; seconds once it is there), outside the run's own time.
  installBenchTools(log)
  const started = Date.now()
  const routes = options.routes ?? ROUTES_TO_CHECK.map(route => route.path)
  const siteBuildS = options.skipSiteBuild ? undefined : await step("gatsby build", () => timedGatsbyBuild(PROJECT_ROOT))

  const pages = Object.fromEntries(routes.map(route => [route, measurePage(route)]))
  const templateRoutes = heaviestRoutePerTemplate(routes, pages)
  const heroImage = largestImageAboveFold("/")
  const hero = routes.includes("/") && heroImage ? { url: heroImage.phone.url, kb: heroImage.phone.bytes / 1024 } : undefined

  const load = watchLoad()
  const twinDir = zeroJsTwin(PUBLIC_DIR)
  let results: BenchResults
  try {
    const firstFlight = await step(`first flights of ${routes.length} routes and their twins, over ${ENCODINGS.join(" and ")}`, async () => {
      const servers: Array<{ encoding: (typeof ENCODINGS)[number]; site: StaticServer; twin: StaticServer }> = await Promise.all(
        ENCODINGS.map(async encoding => ({
          encoding,
          site: await serveFolder(PUBLIC_DIR, { withHeaders: true, encoding }),
          twin: await serveFolder(twinDir, { withHeaders: true, encoding }),
        })),
      )
      const browser = await launchChromium("shell")
      try {
        const served = Object.fromEntries(servers.map(one => [one.encoding, { site: one.site.url, twin: one.twin.url }])) as Parameters<
          typeof measureFirstFlights
        >[2]
        return await measureFirstFlights(browser, routes, served, { site: PUBLIC_DIR, twin: twinDir })
      } finally {
        await browser.close()
        await Promise.all(servers.flatMap(one => [one.site.close(), one.twin.close()]))
      }
    })
    const inBrowser = `${templateRoutes.length} route${templateRoutes.length === 1 ? "" : "s"}`
    const plan = {
      leastPairs: options.pairs,
      mostPairs: BUDGETS.lcpMostPairs,
      step: PAIRS_STEP,
      // Scaled to the routes, so a partial run stays as short as its share.
      deadline: Date.now() + (LARGEST_PAINT_MINUTES * 60_000 * templateRoutes.length) / ALL_TEMPLATES,
      trace: true,
      cpuSlowdown: options.cpu,
    }
    const largestPaint = await step(
      `largest paint on the throttled phone${options.cpu ? ` at ${options.cpu}× CPU` : ""}, traced, ${options.pairs} site/twin pairs on ${inBrowser} and more where the interval is open`,
      () =>
        serving(PUBLIC_DIR, { encoding: "br", pacePagesMs: THROTTLED_PHONE.roundTripMs }, site =>
          serving(twinDir, { encoding: "br", pacePagesMs: THROTTLED_PHONE.roundTripMs }, twin =>
            measureLargestPaintPairs(templateRoutes, { site, twin }, plan, log),
          ),
        ),
    )
    const taps = await step(`taps on Menu (from the first paint) and Accept (from when it shows), ${RUNS.taps} runs on ${inBrowser}`, () =>
      serving(PUBLIC_DIR, { encoding: "br" }, async site => (await measureFirstPaintTaps(templateRoutes, { site }, RUNS.taps, log)).site),
    )
    const lighthouse = await step(`Lighthouse, ${RUNS.lighthouse} runs on ${inBrowser}`, async () => {
      const runner = await startLighthouse()
      return serving(PUBLIC_DIR, { encoding: "br", leaveOut: LIGHTHOUSE_LEAVES_OUT }, site =>
        measureWithLighthouse(templateRoutes, site, RUNS.lighthouse, runner, log),
      )
    })
    results = { routes, templateRoutes, pages, firstFlight, lighthouse, taps, largestPaint, hero }
  } finally {
    fs.rmSync(twinDir, { recursive: true, force: true })
  }
  const machineLoad = load.stop()
  if (options.buildScaling)
    results.scaling = await step(`build times with ${SCALING_COUNTS.join(", ")} artworks (temporary copies)`, () => measureBuildScaling(SCALING_COUNTS, log))

  const budgets = checkBudgets(results)
  const out = path.resolve(PROJECT_ROOT, reportFileOf(options))
  const existing = fs.existsSync(out) ? fs.readFileSync(out, "utf8") : undefined
  const input = {
    environment: describeEnvironment(),
    command: commandLine(argv),
    load: machineLoad,
    options,
    results,
    budgets,
    runs: RUNS,
    siteBuildS,
    durationS: (Date.now() - started) / 1000,
  }
  fs.mkdirSync(path.dirname(out), { recursive: true })
  fs.writeFileSync(out, updatedReport(existing, input))
  const written = [out]
  if (!isPartialRun(options)) {
    const figures = path.resolve(PROJECT_ROOT, REPORT_FILES.partial)
    fs.mkdirSync(path.dirname(figures), { recursive: true })
    fs.writeFileSync(figures, figuresReport(input))
    written.push(figures)
  }
  log(`bench: wrote ${written.map(file => path.relative(PROJECT_ROOT, file)).join(" and ")} in ${Math.round(input.durationS / 60)} min`)
  log(summaryLine(budgets))
  return budgets.some(budget => budget.pass === false) ? 1 : 0
}

main().then(
  code => process.exit(code),
  error => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(2)
  },
)
