/**
 * `npm run bench`: issue 6's benchmark. Builds the site; measures one route per template with
 * Lighthouse against a zero-JS twin of the build; on every route, times taps on Menu and Accept
 * from the first paint and the largest paint against the twin on a throttled phone; weighs each
 * page's HTML, JavaScript and images; times cold and warm builds as the artwork grows; writes
 * its results into docs/performance.md (report.ts says where) and exits non-zero if a budget is
 * missed. Everything runs over brotli and over gzip. Not part of `npm test`: it takes hours.
 */
import fs from "node:fs"
import path from "node:path"
import { PROJECT_ROOT } from "../../support/content"
import { largestImageAboveFold } from "../../support/phone-images"
import { PUBLIC_DIR, ROUTES_TO_CHECK } from "../../support/site"
import { artworkCount } from "../../support/generated-artwork"
import { measureBuildScaling, timedGatsbyBuild } from "./build-scaling"
import { checkBudgets, type BenchResults } from "./budgets"
import { measureFirstPaintTaps } from "../../support/first-paint-taps"
import { THROTTLED_PHONE } from "../../support/throttled-phone"
import { measureLargestPaintPairs } from "./largest-paint-pairs"
import { measureWithLighthouse } from "./lighthouse-pairs"
import { lighthouseRoutesFor } from "./lighthouse-routes"
import { LIGHTHOUSE_LEAVES_OUT, startLighthouse } from "./lighthouse-runner"
import { describeEnvironment, watchLoad } from "./machine"
import { commandLine, parseOptions, USAGE } from "./options"
import { measurePage } from "../../support/page-measures"
import { summaryLine, updatedReport } from "./report"
import { ENCODINGS, serveFolder, type ServeOptions, type TextEncoding } from "../../support/static-server"
import { zeroJsTwin } from "../../support/zero-js-twin"

/** The artwork counts the build is timed at: today's, then 110 and 220. */
const SCALING_COUNTS = [artworkCount(PROJECT_ROOT), 110, 220]

const log = (line: string) => console.log(line)

/** Runs one step of the bench and logs how long it took: the cost of a run is what decides how often it is run. */
async function step<T>(what: string, measure: () => Promise<T>): Promise<T> {
  log(`bench: ${what}…`)
  const started = Date.now()
  const result = await measure()
  log(`bench: ${what}: ${Math.round((Date.now() - started) / 1000)} s`)
  return result
}

/** Serves each folder of `roots` over each compression, with `_headers`, for one step of the bench, and closes the servers after it. */
async function overEachCompression<Root extends string, T>(
  roots: Record<Root, string>,
  options: Pick<ServeOptions, "leaveOut" | "pacePagesMs">,
  measure: (urls: Record<TextEncoding, Record<Root, string>>) => Promise<T>,
): Promise<T> {
  const servers = await Promise.all(
    ENCODINGS.flatMap(encoding =>
      Object.entries<string>(roots).map(async ([name, root]) => ({
        encoding,
        name,
        server: await serveFolder(root, { ...options, withHeaders: true, encoding }),
      })),
    ),
  )
  try {
    const urls = Object.fromEntries(
      ENCODINGS.map(encoding => [encoding, Object.fromEntries(servers.filter(one => one.encoding === encoding).map(one => [one.name, one.server.url]))]),
    ) as Record<TextEncoding, Record<Root, string>>
    return await measure(urls)
  } finally {
    await Promise.all(servers.map(one => one.server.close()))
  }
}

async function main(): Promise<number> {
  if (process.argv.includes("--help")) {
    console.log(USAGE)
    return 0
  }
  const options = parseOptions(process.argv.slice(2))
  const routes = options.routes ?? ROUTES_TO_CHECK.map(route => route.path)
  const siteBuildS = options.skipSiteBuild ? undefined : await step("gatsby build", () => timedGatsbyBuild(PROJECT_ROOT))

  const pages = Object.fromEntries(routes.map(route => [route, measurePage(route)]))
  const lighthouseRoutes = options.skipLighthouse ? [] : lighthouseRoutesFor(routes, pages, options.lighthouseOnEveryRoute)
  const heroImage = largestImageAboveFold("/")
  const hero = heroImage && { url: heroImage.phone.url, kb: heroImage.phone.bytes / 1024 }
  const runs = `${options.runs} run${options.runs === 1 ? "" : "s"} per route and compression (${ENCODINGS.join(", ")})`

  const load = watchLoad()
  const twinDir = zeroJsTwin(PUBLIC_DIR)
  let lighthouse: BenchResults["lighthouse"] = { br: {}, gzip: {} }
  let taps: BenchResults["taps"]
  let largestPaint: BenchResults["largestPaint"]
  try {
    if (lighthouseRoutes.length === 0) log("bench: Lighthouse left out (--skip-lighthouse)")
    else
      lighthouse = await step(`Lighthouse on ${lighthouseRoutes.join(", ")}, ${runs}, for the site and its zero-JS twin`, async () => {
        const runner = await startLighthouse()
        return overEachCompression({ site: PUBLIC_DIR, twin: twinDir }, { leaveOut: LIGHTHOUSE_LEAVES_OUT }, urls =>
          measureWithLighthouse(lighthouseRoutes, urls, options.runs, runner, log),
        )
      })
    taps = await step(`taps on Menu and Accept from the first paint, throttled phone, ${runs}`, () =>
      overEachCompression({ site: PUBLIC_DIR }, {}, urls => measureFirstPaintTaps(routes, { br: urls.br.site, gzip: urls.gzip.site }, options.runs, log)),
    )
    largestPaint = await step(`largest paint on the throttled phone against the zero-JS twin, ${runs}`, () =>
      overEachCompression({ site: PUBLIC_DIR, twin: twinDir }, { pacePagesMs: THROTTLED_PHONE.roundTripMs }, urls =>
        measureLargestPaintPairs(routes, urls, options.runs, log),
      ),
    )
  } finally {
    fs.rmSync(twinDir, { recursive: true, force: true })
  }
  const machineLoad = load.stop()
  const scaling = options.skipBuildScaling
    ? undefined
    : await step(`build times with ${SCALING_COUNTS.join(", ")} artworks (temporary copies)`, () => measureBuildScaling(SCALING_COUNTS, log))

  const results: BenchResults = { routes, lighthouseRoutes, pages, lighthouse, taps, largestPaint, hero, scaling }
  const budgets = checkBudgets(results)
  const out = path.resolve(PROJECT_ROOT, options.out)
  const existing = fs.existsSync(out) ? fs.readFileSync(out, "utf8") : undefined
  const input = { environment: describeEnvironment(), command: commandLine(process.argv.slice(2)), load: machineLoad, options, results, budgets, siteBuildS }
  fs.mkdirSync(path.dirname(out), { recursive: true })
  fs.writeFileSync(out, updatedReport(existing, input))
  log(`bench: wrote ${path.relative(PROJECT_ROOT, out)}`)
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
