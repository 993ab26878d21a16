import { parseArgs } from "node:util"

export interface BenchOptions {
  /** Only these routes (default: every route the tests check). */
  routes?: string[]
  /** Lighthouse runs per route, for the site and for its zero-JS twin each; also tap runs per route and control. */
  runs: number
  skipBuildScaling: boolean
  /** Measure the build already in public/ instead of building first. */
  skipSiteBuild: boolean
  /** Where the Markdown report goes, relative to the project. */
  out: string
  /** Lighthouse on every route, not on one route per template (lighthouse-routes.ts). */
  lighthouseOnEveryRoute: boolean
  /** No Lighthouse: only the measures on the throttled phone and the page weights (its budgets are then not measured). */
  skipLighthouse: boolean
}

export const USAGE = `npm run bench [-- options]
  --routes /,/artwork      only these routes (default: all)
  --runs N                 Lighthouse runs per route, each for the site and its twin, and
                           runs of the Menu and Accept taps per route (default 9)
  --skip-build-scaling     skip the cold/warm builds with 22, 110 and 220 artworks (the slow part)
  --skip-site-build        measure the existing public/ instead of running gatsby build first
  --lighthouse-on-every-route
                           Lighthouse on every route, not on one route per template (the
                           heaviest); the largest paint and the taps run on every route anyway
  --skip-lighthouse        leave Lighthouse out (two thirds of a run's time): the taps, the
                           largest paint on the phone and the weights only
  --out FILE               write the report there (default docs/performance.md)

Every Lighthouse and tap figure is measured over brotli and over gzip. A complete run (no
--routes, --skip-build-scaling, --skip-site-build or --skip-lighthouse) rewrites the complete run's results in the
report; a partial run adds a dated section of its own and leaves the rest of the file as it is.`

/** The options as `node:util`'s parseArgs reads them (`--runs 3` or `--runs=3`). */
const OPTIONS = {
  routes: { type: "string" },
  runs: { type: "string", default: "9" },
  "skip-build-scaling": { type: "boolean", default: false },
  "skip-site-build": { type: "boolean", default: false },
  "lighthouse-on-every-route": { type: "boolean", default: false },
  "skip-lighthouse": { type: "boolean", default: false },
  out: { type: "string", default: "docs/performance.md" },
} as const

function optionValues(argv: readonly string[]) {
  try {
    return parseArgs({ args: [...argv], options: OPTIONS }).values
  } catch (error) {
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`, { cause: error })
  }
}

export function parseOptions(argv: readonly string[]): BenchOptions {
  const values = optionValues(argv)
  const runs = Number(values.runs)
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a whole number of at least 1\n${USAGE}`)
  return {
    routes: values.routes
      ?.split(",")
      .map(route => route.trim())
      .filter(Boolean),
    runs,
    skipBuildScaling: values["skip-build-scaling"],
    skipSiteBuild: values["skip-site-build"],
    out: values.out,
    lighthouseOnEveryRoute: values["lighthouse-on-every-route"],
    skipLighthouse: values["skip-lighthouse"],
  }
}

/** A run that leaves out routes or a step: its results go into a section of their own (report.ts). */
export const isPartialRun = (options: BenchOptions): boolean =>
  options.routes !== undefined || options.skipBuildScaling || options.skipSiteBuild || options.skipLighthouse

/** The command line of a run, as a maintainer would type it again. */
export const commandLine = (argv: readonly string[]): string => `npm run bench${argv.length ? ` -- ${argv.join(" ")}` : ""}`
