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
import { artworkCount } from "./generated-artwork"
import { measureBuildScaling, timedGatsbyBuild } from "./build-scaling"
import { checkBudgets, type BenchResults } from "./budgets"
import { ENCODINGS, serveCompressed, type TextEncoding } from "./compressed-server"
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
import { zeroJsTwin } from "../../support/zero-js-twin"

/** The artwork counts the build is timed at: today's, then 110 and 220. */
const SCALING_COUNTS = [artworkCount(PROJECT_ROOT), 110, 220]

const log = (line: string) => console.log(line)

/** Runs one step of the bench and logs how long it took: the cost of a run is what decides how often it is run. */
async function timed<T>(step: string, measure: () => Promise<T>): Promise<T> {
  const started = Date.now()
  const result = await measure()
  log(`bench: ${step} took ${Math.round((Date.now() - started) / 1000)} s`)
  return result
}

async function main(): Promise<number> {
  if (process.argv.includes("--help")) {
    console.log(USAGE)
    return 0
  }
  const options = parseOptions(process.argv.slice(2))
  const routes = options.routes ?? ROUTES_TO_CHECK.map(route => route.path)

  let siteBuildS: number | undefined
  if (!options.skipSiteBuild) {
    log("bench: gatsby build…")
    siteBuildS = await timedGatsbyBuild(PROJECT_ROOT)
  }

  log("bench: page weight from the build…")
  const pages = Object.fromEntries(routes.map(route => [route, measurePage(route)]))
  const lighthouseRoutes = options.skipLighthouse ? [] : lighthouseRoutesFor(routes, pages, options.lighthouseOnEveryRoute)
  const heroImage = largestImageAboveFold("/")
  const hero = heroImage && { url: heroImage.phone.url, kb: heroImage.phone.bytes / 1024 }

  if (options.skipLighthouse) log("bench: Lighthouse left out (--skip-lighthouse)")
  else
    log(
      `bench: Lighthouse on ${lighthouseRoutes.length === routes.length ? "every route" : `one route per template (${lighthouseRoutes.join(", ")})`}, ${options.runs} runs per route and compression (${ENCODINGS.join(", ")}) for the site and its zero-JS twin…`,
    )
  const load = watchLoad()
  const twinDir = zeroJsTwin(PUBLIC_DIR)
  // Each compression has servers of its own: the site and its twin for Lighthouse; the site with
  // every header of _headers for the taps; and both with every header, their pages paced as slow
  // start sends them, for the largest paint on the phone.
  const servers = Object.fromEntries(
    await Promise.all(
      ENCODINGS.map(
        async encoding =>
          [
            encoding,
            {
              site: await serveCompressed(PUBLIC_DIR, { leaveOut: LIGHTHOUSE_LEAVES_OUT, encoding }),
              twin: await serveCompressed(twinDir, { leaveOut: LIGHTHOUSE_LEAVES_OUT, encoding }),
              siteAsHosted: await serveCompressed(PUBLIC_DIR, { encoding }),
              sitePaced: await serveCompressed(PUBLIC_DIR, { encoding, pacePagesMs: THROTTLED_PHONE.roundTripMs }),
              twinPaced: await serveCompressed(twinDir, { encoding, pacePagesMs: THROTTLED_PHONE.roundTripMs }),
            },
          ] as const,
      ),
    ),
  ) as Record<TextEncoding, Record<"site" | "twin" | "siteAsHosted" | "sitePaced" | "twinPaced", Awaited<ReturnType<typeof serveCompressed>>>>
  const byEncoding = <T>(pick: (encoding: TextEncoding) => T) =>
    Object.fromEntries(ENCODINGS.map(encoding => [encoding, pick(encoding)])) as Record<TextEncoding, T>
  let lighthouseResults: BenchResults["lighthouse"] = byEncoding(() => ({}))
  let taps: BenchResults["taps"]
  let largestPaint: BenchResults["largestPaint"]
  try {
    if (lighthouseRoutes.length) {
      const lighthouse = await startLighthouse()
      lighthouseResults = await timed("Lighthouse", () =>
        measureWithLighthouse(
          lighthouseRoutes,
          byEncoding(encoding => ({ site: servers[encoding].site.url, twin: servers[encoding].twin.url })),
          options.runs,
          lighthouse,
          log,
        ),
      )
    }
    log(`bench: taps on Menu and Accept from the first paint, throttled phone, ${options.runs} runs per route and compression…`)
    taps = await timed("the taps", () =>
      measureFirstPaintTaps(
        routes,
        byEncoding(encoding => servers[encoding].siteAsHosted.url),
        options.runs,
        log,
      ),
    )
    log(`bench: largest paint on the throttled phone against the zero-JS twin, ${options.runs} runs per route and compression…`)
    largestPaint = await timed("the largest paint", () =>
      measureLargestPaintPairs(
        routes,
        byEncoding(encoding => ({ site: servers[encoding].sitePaced.url, twin: servers[encoding].twinPaced.url })),
        options.runs,
        log,
      ),
    )
  } finally {
    await Promise.all(ENCODINGS.flatMap(encoding => Object.values(servers[encoding]).map(server => server.close())))
    fs.rmSync(twinDir, { recursive: true, force: true })
  }
  const machineLoad = load.stop()

  let scaling: BenchResults["scaling"]
  if (!options.skipBuildScaling) {
    log(`bench: build times with ${SCALING_COUNTS.join(", ")} artworks (temporary copies; this takes a while)…`)
    scaling = await timed("the build scaling", () => measureBuildScaling(SCALING_COUNTS, log))
  }

  const results: BenchResults = { routes, lighthouseRoutes, pages, lighthouse: lighthouseResults, taps, largestPaint, hero, scaling }
  const budgets = checkBudgets(results)
  const out = path.resolve(PROJECT_ROOT, options.out)
  const existing = fs.existsSync(out) ? fs.readFileSync(out, "utf8") : undefined
  const input = { environment: describeEnvironment(), command: commandLine(process.argv.slice(2)), load: machineLoad, options, results, budgets, siteBuildS }
  fs.mkdirSync(path.dirname(out), { recursive: true })
  fs.writeFileSync(out, updatedReport(existing, input))
  log(`bench: wrote ${path.relative(PROJECT_ROOT, out)}`)
  for (const budget of budgets.filter(budget => budget.pass === false)) log(`bench: budget missed: ${budget.budget}: ${budget.measured}`)
  log(summaryLine(results, budgets))
  return budgets.some(budget => budget.pass === false) ? 1 : 0
}

main().then(
  code => process.exit(code),
  error => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(2)
  },
)
