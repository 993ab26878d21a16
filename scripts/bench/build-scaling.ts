import { formatProblems, validateContent } from "../../src/content/validate"
import { copyOfProject, gatsbyBuild, removeProjectCopy } from "../../__tests__/support/project-copy"
import { addGeneratedArtworks, artworkCount } from "./generated-artwork"

export interface BuildTimes {
  artworks: number
  /** `gatsby build` in a fresh copy: no .cache, no public/. */
  coldS: number
  /** The next build of the same copy after adding one artwork, with the cache of the cold one. */
  warmS: number
}

/**
 * For each artwork count: a fresh copy of the project (Gatsby's cache holds absolute paths,
 * so each copy is built cold in its own folder), generated artworks up to that count, a cold
 * build, one more artwork, a warm build.
 */
export async function measureBuildScaling(counts: readonly number[], log: (line: string) => void): Promise<BuildTimes[]> {
  const times: BuildTimes[] = []
  for (const artworks of counts) {
    const project = copyOfProject()
    try {
      const existing = artworkCount(project)
      if (artworks < existing) throw new Error(`Cannot measure ${artworks} artworks: the site already has ${existing}`)
      await addGeneratedArtworks(project, 1, artworks - existing)
      assertValidContent(project)
      log(`  ${artworks} artworks: cold build…`)
      const coldS = timedGatsbyBuild(project)
      await addGeneratedArtworks(project, artworks - existing + 1, 1)
      log(`  ${artworks} artworks: cold ${coldS.toFixed(1)} s; warm build after adding one…`)
      const warmS = timedGatsbyBuild(project)
      log(`  ${artworks} artworks: warm ${warmS.toFixed(1)} s`)
      times.push({ artworks, coldS, warmS })
    } finally {
      removeProjectCopy(project)
    }
  }
  return times
}

/** `gatsby build` in a project folder, in seconds; throws with the build's output if it fails. */
export function timedGatsbyBuild(project: string): number {
  const started = process.hrtime.bigint()
  const { status, output } = gatsbyBuild(project)
  if (status !== 0) throw new Error(`gatsby build failed in ${project}:\n${output.slice(-3000)}`)
  return Number(process.hrtime.bigint() - started) / 1e9
}

function assertValidContent(project: string): void {
  const problems = validateContent(`${project}/data`)
  if (problems.length > 0) throw new Error(formatProblems(problems))
}

/** Seconds each added artwork costs between two measured counts. */
export const secondsPerArtwork = (from: BuildTimes, to: BuildTimes, kind: "coldS" | "warmS"): number => (to[kind] - from[kind]) / (to.artworks - from.artworks)
