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

export function parseOptions(argv: readonly string[]): BenchOptions {
  const options: BenchOptions = {
    runs: 9,
    skipBuildScaling: false,
    skipSiteBuild: false,
    out: "docs/performance.md",
    lighthouseOnEveryRoute: false,
    skipLighthouse: false,
  }
  const args = argv.flatMap(arg => (arg.startsWith("--") && arg.includes("=") ? [arg.slice(0, arg.indexOf("=")), arg.slice(arg.indexOf("=") + 1)] : [arg]))
  for (let i = 0; i < args.length; i++) {
    const value = () => {
      if (args[i + 1] === undefined) throw new Error(`${args[i]} needs a value\n${USAGE}`)
      return args[++i]
    }
    switch (args[i]) {
      case "--routes":
        options.routes = value()
          .split(",")
          .map(route => route.trim())
          .filter(Boolean)
        break
      case "--runs":
        options.runs = Number(value())
        if (!Number.isInteger(options.runs) || options.runs < 1) throw new Error(`--runs must be a whole number of at least 1\n${USAGE}`)
        break
      case "--skip-build-scaling":
        options.skipBuildScaling = true
        break
      case "--skip-site-build":
        options.skipSiteBuild = true
        break
      case "--lighthouse-on-every-route":
        options.lighthouseOnEveryRoute = true
        break
      case "--skip-lighthouse":
        options.skipLighthouse = true
        break
      case "--out":
        options.out = value()
        break
      default:
        throw new Error(`Unknown option ${args[i]}\n${USAGE}`)
    }
  }
  return options
}

/** A run that leaves out routes or a step: its results go into a section of their own (report.ts). */
export const isPartialRun = (options: BenchOptions): boolean =>
  options.routes !== undefined || options.skipBuildScaling || options.skipSiteBuild || options.skipLighthouse

/** The command line of a run, as a maintainer would type it again. */
export const commandLine = (argv: readonly string[]): string => `npm run bench${argv.length ? ` -- ${argv.join(" ")}` : ""}`
