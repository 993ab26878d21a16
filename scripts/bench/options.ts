import { BUDGETS } from "../../harness/budgets"
import { parseArgs } from "node:util"

export interface BenchOptions {
  /** Only these routes (default: every route the tests check). */
  routes?: string[]
  /** One route (the first of `routes`, or /), for a developer's question: a partial run. */
  quick: boolean
  /** Site/twin pairs of largest-paint loads every route gets first (more go where the interval is open, up to BUDGETS.lcpMostPairs). */
  pairs: number
  /** The CPU slowdown of the largest-paint pairs (default: the phone's 4). */
  cpu?: number
  /** Measure the build already in public/ instead of building first. */
  skipSiteBuild: boolean
  /** Also time cold and warm builds of copies with more artworks (about 35 minutes more). */
  buildScaling: boolean
  /** Where the Markdown report goes, relative to the project (default: REPORT_FILES). */
  out?: string
}

/**
 * Where a run's report goes unless --out says otherwise: a complete run's budgets into the docs, and
 * every run's figures route by route beside the test results (a partial run writes only those).
 */
export const REPORT_FILES = { complete: "docs/performance.md", partial: "test-results/bench.md" } as const

/** The pairs the largest-paint budget starts from on every route. */
export const LEAST_PAIRS = BUDGETS.lcpLeastPairs

export const USAGE = `npm run bench [-- options]
  --quick                  one route (/, or the first of --routes): an answer in about 2 minutes
  --routes /,/artwork      only these routes (default: every route)
  --pairs N                site/twin pairs of largest-paint loads every route gets first
                           (default ${LEAST_PAIRS}); more go to routes whose interval is still
                           open, up to ${BUDGETS.lcpMostPairs}
  --cpu N                  the largest-paint pairs' CPU slowdown (default 4, the phone's)
  --skip-site-build        measure the existing public/ instead of running gatsby build first
  --build-scaling          also time cold and warm builds with 22, 110 and 220 artworks
                           (about 35 minutes more)
  --out FILE               write the report there (default: ${REPORT_FILES.complete} for a complete
                           run, ${REPORT_FILES.partial} for --quick or --routes)

A complete run (every route) rewrites the budgets of ${REPORT_FILES.complete} and writes its figures,
route by route, to ${REPORT_FILES.partial}; a partial run writes only that file.`

/** The options as `node:util`'s parseArgs reads them (`--pairs 3` or `--pairs=3`). */
const OPTIONS = {
  routes: { type: "string" },
  quick: { type: "boolean", default: false },
  pairs: { type: "string", default: String(LEAST_PAIRS) },
  cpu: { type: "string" },
  "skip-site-build": { type: "boolean", default: false },
  "build-scaling": { type: "boolean", default: false },
  out: { type: "string" },
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
  const pairs = Number(values.pairs)
  if (!Number.isInteger(pairs) || pairs < 2) throw new Error(`--pairs must be a whole number of at least 2\n${USAGE}`)
  const routes = values.routes
    ?.split(",")
    .map(route => route.trim())
    .filter(Boolean)
  return {
    routes: values.quick ? [routes?.[0] ?? "/"] : routes,
    quick: values.quick,
    pairs,
    cpu: values.cpu === undefined ? undefined : Number(values.cpu),
    skipSiteBuild: values["skip-site-build"],
    buildScaling: values["build-scaling"],
    out: values.out,
  }
}

/** A run of some routes only: its report does not replace the complete run's. */
export const isPartialRun = (options: BenchOptions): boolean => options.routes !== undefined

export const reportFileOf = (options: BenchOptions): string => options.out ?? (isPartialRun(options) ? REPORT_FILES.partial : REPORT_FILES.complete)

/** The command line of a run, as a maintainer would type it again. */
export const commandLine = (argv: readonly string[]): string => `npm run bench${argv.length ? ` -- ${argv.join(" ")}` : ""}`
