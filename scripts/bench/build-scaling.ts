import { formatProblems, validateContent } from "gatsby-source-chapterverse/node"
import { copyOfProject, gatsbyBuild, removeProjectCopy } from "../../harness/project-copy"
import { addGeneratedArtworks, artworkCount } from "../../harness/generated-artwork"

export interface BuildTimes {
  artworks: number
  /** The fastest `gatsby build` in a fresh copy: no .cache, no public/. */
  coldS: number
  /** The fastest next build of such a copy after adding one artwork, with the cache of the build before. */
  warmS: number
  /** Every cold and warm build timed at this count, in the order they ran. */
  coldRunsS: number[]
  warmRunsS: number[]
}

/** Cold builds of each count, in rounds over all counts, and warm builds after each: why so many is in docs/performance.md (Method). */
const COLD_ROUNDS = 3
const WARM_BUILDS_PER_ROUND = 4

/**
 * For each artwork count, a fresh copy of the project (Gatsby's cache holds absolute paths),
 * generated artworks up to that count, a cold build, then one more artwork and a warm build,
 * WARM_BUILDS_PER_ROUND times. Each figure is the fastest of its builds: noise only adds time.
 */
export async function measureBuildScaling(counts: readonly number[], log: (line: string) => void): Promise<BuildTimes[]> {
  const runs = counts.map(artworks => ({ artworks, coldRunsS: [] as number[], warmRunsS: [] as number[] }))
  for (let round = 1; round <= COLD_ROUNDS; round++) {
    for (const run of runs) {
      const { artworks } = run
      const project = copyOfProject()
      try {
        const existing = artworkCount(project)
        if (artworks < existing) throw new Error(`Cannot measure ${artworks} artworks: the site already has ${existing}`)
        await addGeneratedArtworks(project, 1, artworks - existing)
        assertValidContent(project)
        log(`  ${artworks} artworks, round ${round}: cold build…`)
        run.coldRunsS.push(await timedGatsbyBuild(project))
        for (let added = 1; added <= WARM_BUILDS_PER_ROUND; added++) {
          await addGeneratedArtworks(project, artworks - existing + added, 1)
          run.warmRunsS.push(await timedGatsbyBuild(project))
        }
        log(
          `  ${artworks} artworks, round ${round}: cold ${run.coldRunsS.at(-1)!.toFixed(1)} s, warm ${run.warmRunsS
            .slice(-WARM_BUILDS_PER_ROUND)
            .map(s => s.toFixed(1))
            .join(" s, ")} s`,
        )
      } finally {
        removeProjectCopy(project)
      }
    }
  }
  return runs.map(run => ({ ...run, coldS: Math.min(...run.coldRunsS), warmS: Math.min(...run.warmRunsS) }))
}

/** `gatsby build` in a project folder, in seconds; throws with the build's output if it fails. */
export async function timedGatsbyBuild(project: string): Promise<number> {
  const started = process.hrtime.bigint()
  const { status, output } = await gatsbyBuild(project, { cores: "gatsby" })
  if (status !== 0) throw new Error(`gatsby build failed in ${project}:\n${output.slice(-3000)}`)
  return Number(process.hrtime.bigint() - started) / 1e9
}

function assertValidContent(project: string): void {
  const problems = validateContent(`${project}/data`)
  if (problems.length > 0) throw new Error(formatProblems(problems))
}

/** Seconds each added artwork costs between two measured counts. */
export const secondsPerArtwork = (from: BuildTimes, to: BuildTimes, kind: "coldS" | "warmS"): number => (to[kind] - from[kind]) / (to.artworks - from.artworks)
