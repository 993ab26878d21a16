import { BUDGETS, type BenchResults, type BudgetResult } from "./budgets"
import { COLD_ROUNDS, secondsPerArtwork, WARM_BUILDS_PER_ROUND } from "./build-scaling"
import type { Environment } from "./machine"
import type { BenchOptions } from "./options"
import { PHONE } from "../../__tests__/support/phone-images"
import { max, min } from "./statistics"

const table = (header: string[], rows: Array<Array<string | number>>): string =>
  [`| ${header.join(" | ")} |`, `| ${header.map(() => "---").join(" | ")} |`, ...rows.map(row => `| ${row.join(" | ")} |`)].join("\n")

const verdict = (pass: boolean | undefined) => (pass === undefined ? "not measured" : pass ? "pass" : "**FAIL**")
const kb = (value: number) => value.toFixed(1)
const ms = (value: number) => Math.round(value)
const phases = (phasesMs: Record<string, number>) => Object.entries(phasesMs).map(([phase, time]) => `${phase} ${ms(time)}`).join(" · ") || "—"
const escapeCell = (text: string) => text.replace(/\|/g, "\\|").replace(/</g, "&lt;").replace(/>/g, "&gt;")

export interface ReportInput {
  environment: Environment
  options: BenchOptions
  results: BenchResults
  budgets: BudgetResult[]
  siteBuildS?: number
}

/** docs/performance.md: what was measured, on what, against which budgets, and how. */
export function markdownReport({ environment, options, results, budgets, siteBuildS }: ReportInput): string {
  const { routes, pages, lighthouse } = results
  const partial = [options.routes && "only some routes", options.skipBuildScaling && "build scaling skipped", options.skipSiteBuild && "site not rebuilt first"].filter(Boolean)
  return `# Performance

Written by \`npm run bench\` (scripts/bench/run.ts); do not edit by hand, run it again.${partial.length ? `\n\n**Partial run: ${partial.join(", ")}.**` : ""}

## The run

${table(["", ""], [
    ["Date", environment.date],
    ["Machine", `${environment.cpu}, ${environment.cores} cores, ${environment.ramGiB} GiB RAM`],
    ["OS", environment.os],
    ["Versions", Object.entries(environment.versions).map(([name, version]) => `${name} ${version}`).join(", ")],
    ["Lighthouse runs", `${options.runs} per route for the site and ${options.runs} for its zero-JS twin, interleaved`],
    ...(siteBuildS === undefined ? [] : [["Site build", `${siteBuildS.toFixed(0)} s (\`gatsby build\`, with whatever .cache the project had)`]]),
  ])}

## Budgets (issue 6)

${table(["Budget", "Measured", "Result"], budgets.map(budget => [budget.budget, escapeCell(budget.measured), verdict(budget.pass)]))}

## Lighthouse, mobile (medians)

${table(
    ["Route", "Perf", "A11y", "BP", "SEO", "LCP ms", "SI ms", "CLS", "TBT ms", "LCP element"],
    routes.map(route => {
      const { site, lcpElement } = lighthouse[route]
      const { scores } = site
      return [route, scores.performance, scores.accessibility, scores["best-practices"], scores.seo, ms(site.lcpMs), ms(site.speedIndexMs), site.cls.toFixed(3), ms(site.tbtMs), escapeCell(lcpElement)]
    }),
  )}

## Against the zero-JS twin (medians)

Each cell is site / twin. Ratios are the median of site ÷ twin over the paired runs, and TBT excess
the median of site TBT − twin TBT over the same pairs (each site run and the twin run right after it).
TBT range is the lowest and highest TBT of the runs. LCP phases are Lighthouse's breakdown of the LCP
in ms (load delay and load time only when the LCP is an image).

${table(
    ["Route", "LCP ms", "LCP ratio", "SI ms", "SI ratio", "TBT ms", "TBT excess ms", "TBT range ms", "LCP phases, site", "LCP phases, twin", "LCP element, twin"],
    routes.map(route => {
      const { site, twin, lcpRatio, speedIndexRatio, tbtExcessMs, twinLcpElement } = lighthouse[route]
      const range = ([low, high]: [number, number]) => `${ms(low)}–${ms(high)}`
      return [route, `${ms(site.lcpMs)} / ${ms(twin.lcpMs)}`, lcpRatio.toFixed(2), `${ms(site.speedIndexMs)} / ${ms(twin.speedIndexMs)}`, speedIndexRatio.toFixed(2), `${ms(site.tbtMs)} / ${ms(twin.tbtMs)}`, ms(tbtExcessMs), `${range(site.tbtRangeMs)} / ${range(twin.tbtRangeMs)}`, phases(site.lcpPhasesMs), phases(twin.lcpPhasesMs), escapeCell(twinLcpElement)]
    }),
  )}
${failedAuditsSection(results)}
## Page weight (from the build, no browser)

KB are 1024 bytes. Images are what a ${PHONE.widthPx} px wide phone at device pixel ratio ${PHONE.dpr} downloads.

${table(
    ["Route", "HTML gzip KB", "JS gzip KB", "Images above the fold KB", "Images, whole page KB", "Largest image above the fold", "Images (eager)"],
    routes.map(route => {
      const page = pages[route]
      const largest = page.largestAboveFold ? `${page.largestAboveFold.url.split("/").slice(-2).join("/")}, ${kb(page.largestAboveFold.kb)} KB` : "—"
      return [route, kb(page.htmlGzipKb), kb(page.javascriptKb), kb(page.imagesAboveFoldKb), kb(page.imagesWholePageKb), largest, `${page.imageCount} (${page.eagerImages})`]
    }),
  )}
${buildSection(results)}
## Method

- **Build and serving.** \`gatsby build\` in the project, then \`public/\` served on 127.0.0.1 by a small Node server
  (scripts/bench/compressed-server.ts) as a good static host would: brotli for text (gzip if the browser
  does not take brotli) with \`Content-Encoding\`, \`Content-Type\` and \`Vary\`, images as they are, and the
  headers of the build's \`_headers\` file.
- **Lighthouse.** Lighthouse's default (mobile) configuration: a Moto G Power-sized screen, simulated slow 4G and
  4× CPU slowdown, all four categories, in Debian's Chromium (headless), a fresh one per run (chrome-launcher). Each
  figure is the median of its runs on its own. Scores are out of 100.
- **Zero-JS twin.** A copy of the build in which every HTML file has lost every \`<script>\` element and every
  script preload (\`<link rel=modulepreload>\`, \`as="script"\`); the same pages without JavaScript. Runs
  alternate site, twin, site, twin, … so machine noise weighs on both alike; the ratio is taken per pair and
  the median reported. A ratio near 1 means JavaScript does not delay what the visitor sees. TBT is budgeted
  the same way, as the median over the pairs of site TBT − twin TBT: the twin has no JavaScript, yet single
  runs of it block for up to 80 ms on a busy 2-core machine, so its TBT is the machine's, and the excess is
  the site's JavaScript.
- **JavaScript.** As \`__tests__/site/javascript-budget.test.ts\` counts it (shared code,
  \`__tests__/support/javascript-size.ts\`): the HTML's \`script[src]\` plus the page component's chunks from
  \`webpack.stats.json\`, gzipped at level 9; prefetches of other pages excluded.
- **Images** (\`__tests__/support/phone-images.ts\`): for each \`<img>\`, the candidate a browser picks on a
  ${PHONE.widthPx} px wide viewport at DPR ${PHONE.dpr}: the first \`<source>\` of a supported type (AVIF), the slot width from
  \`sizes\` (media conditions evaluated for ${PHONE.widthPx} px, 1 rem = ${PHONE.remPx} px), then the smallest \`srcset\` candidate at
  least slot × ${PHONE.dpr} wide, else the largest. "Above the fold" is the eager images (\`loading\` not \`lazy\`),
  the ones the site loads at once; lazy images that happen to be in the first screen load too and are not
  counted there. "Whole page" counts every image, as if the phone scrolled to the end. The hero budget is the
  home page's largest eager image (its first slide).
- **Eager images rule.** At most one eager image per page, its first image (the hero: the first slide on /,
  the cover on a book page), with \`fetchpriority="high"\`; on / exactly one; every other image lazy.
- **Build scaling.** In a fresh temporary copy of the project per size (Gatsby's cache keeps absolute paths),
  node_modules linked: generated artworks (distinct 2400 × 1600 JPEGs, valid content) up to 22, 110 and 220
  artworks, a cold build (no \`.cache\`, no \`public\`), then ${WARM_BUILDS_PER_ROUND} warm builds with the cache, each after adding one
  artwork more. All counts are measured in ${COLD_ROUNDS} rounds (22, 110, 220, then again), and each figure is the fastest
  of its builds: noise on a shared machine only adds time, and a slow stretch then falls on every count.
  Per-artwork cost is the difference of two build times over the difference of artwork counts. The cost is
  "flat" when the 110→220 figure is within ±${BUDGETS.linearTolerance * 100}% of the 22→110 one, or within ${BUDGETS.linearFloorS} s of it (below
  that, the difference is timing noise).
- **Localhost.** Lighthouse sees http://127.0.0.1, not the real https domain: HTTPS and HTTP/2 are not
  measured, HSTS does not apply, and the canonical and Open Graph addresses point to the real domain.
`
}

function failedAuditsSection({ routes, lighthouse }: BenchResults): string {
  const rows = routes.flatMap(route => Object.entries(lighthouse[route].failedAudits).map(([id, detail]) => [route, `\`${id}\``, escapeCell(detail)]))
  return rows.length ? `\nAudits that did not pass in at least one run:\n\n${table(["Route", "Audit", "Detail"], rows)}\n` : "\nEvery scored audit passed in every run.\n"
}

function buildSection({ scaling }: BenchResults): string {
  if (!scaling || scaling.length === 0) return "\n## Build\n\nBuild scaling not measured (`--skip-build-scaling`).\n"
  const all = (runs: number[]) => runs.map(seconds => seconds.toFixed(1)).join(", ")
  const rows = scaling.map(times => [times.artworks, `${times.coldS.toFixed(1)} (${all(times.coldRunsS)})`, `${times.warmS.toFixed(1)} (${all(times.warmRunsS)})`, (times.warmS / times.coldS).toFixed(2)])
  const slopes = scaling.slice(1).map((times, i) => [`${scaling[i].artworks} → ${times.artworks}`, secondsPerArtwork(scaling[i], times, "coldS").toFixed(2), secondsPerArtwork(scaling[i], times, "warmS").toFixed(2)])
  return `
## Build

Each figure is the fastest of the builds in brackets, in the order they ran.

${table(["Artworks", "Cold build s", "Warm rebuild s (+1 artwork)", "Warm / cold"], rows)}

${table(["Artworks", "Cold s per added artwork", "Warm s per added artwork"], slopes)}
`
}

/** The one line the bench ends with. */
export function summaryLine(results: BenchResults, budgets: BudgetResult[]): string {
  const { routes, lighthouse, pages } = results
  const figure = (get: (route: string) => number) => routes.map(get)
  const others = figure(route => min([lighthouse[route].site.scores.accessibility, lighthouse[route].site.scores["best-practices"], lighthouse[route].site.scores.seo]))
  const parts = [
    `perf min ${min(figure(route => lighthouse[route].site.scores.performance))} (budget ${BUDGETS.performanceScore})`,
    `a11y/bp/seo min ${min(others)}`,
    `LCP ratio max ${max(figure(route => lighthouse[route].lcpRatio)).toFixed(2)} (≤${BUDGETS.lcpRatioToTwin})`,
    `CLS max ${max(figure(route => lighthouse[route].site.cls)).toFixed(3)}`,
    `TBT excess max ${Math.round(max(figure(route => lighthouse[route].tbtExcessMs)))} ms (≤${BUDGETS.tbtExcessMs})`,
    `JS max ${max(figure(route => pages[route].javascriptKb)).toFixed(1)} KB`,
    `hero ${results.hero ? Math.round(results.hero.kb) : "?"} KB`,
  ]
  const scaling = results.scaling
  if (scaling && scaling.length >= 3) {
    parts.push(`warm/cold ${(scaling[0].warmS / scaling[0].coldS).toFixed(2)}`)
    parts.push(`per-artwork cold ${secondsPerArtwork(scaling[0], scaling[1], "coldS").toFixed(2)} s→${secondsPerArtwork(scaling[1], scaling[2], "coldS").toFixed(2)} s`)
  }
  const missed = budgets.filter(budget => budget.pass === false)
  return `bench: ${parts.join(" · ")}: ${missed.length ? `${missed.length} budget${missed.length > 1 ? "s" : ""} missed` : "all budgets met"}`
}
