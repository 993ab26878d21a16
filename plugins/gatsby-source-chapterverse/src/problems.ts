import { fieldPlace, type FieldPlace } from "./fieldPaths"

/**
 * A problem of data/ as the author reads it (the file, the entry, the field, what is wrong and
 * what to do), and the block of them the build and `npm run check` print.
 */

export interface ContentProblem {
  /** The file, relative to the project (for example `data/artwork/artwork.json`). */
  file: string
  /** Which entry of the file: its key (`"rexi"`) or its position. Absent for the file as a whole. */
  entry?: string
  /** The field, as a path into the entry (`editions[1].price`). */
  field?: string
  /**
   * The field as a message names it, read from the entry (`edition 2 ("Ebook")`, `price`); without
   * it, the path's items are named by their places alone (fieldPlace).
   */
  place?: FieldPlace
  problem: string
  fix: string
}

/**
 * What follows the count of problems: a sentence, or one told whether to say "it" or "them"
 * ("fix it and run npm run check again").
 */
export type Outcome = string | ((them: "it" | "them") => string)

/** One readable block for the terminal: a line a problem, most useful part first. */
export function formatProblems(problems: ContentProblem[], outcome: Outcome = "the site was not built"): string {
  const lines = problems.map(formatProblem)
  const count = problems.length === 1 ? "1 problem" : `${problems.length} problems`
  const then = typeof outcome === "string" ? outcome : outcome(problems.length === 1 ? "it" : "them")
  return `The content in data/ has ${count}; ${then}.\n${lines.join("\n")}`
}

/** A problem's lines: where (the file, the entry, the items of lists, the field), what is wrong, and what to do. */
export function formatProblem(p: ContentProblem): string {
  const { items, field } = placeOf(p)
  const where = [p.file, p.entry && `entry ${p.entry}`, items, field && `field "${field}"`].filter(Boolean).join(", ")
  return `- ${where}: ${p.problem}.\n  What to do: ${p.fix}.`
}

/** The warnings for the terminal (pictures that miss their page's size or shape): nothing stops, a block each as a problem's. */
export function formatWarnings(warnings: readonly ContentProblem[]): string {
  const count =
    warnings.length === 1 ? "1 picture misses the size or shape its page needs" : `${warnings.length} pictures miss the size or shape their pages need`
  return [`Warning: in data/, ${count} (docs/content-guide.md); nothing stops, the site is still built:`, ...warnings.map(formatProblem)].join("\n")
}

/** Where the problem is inside its entry, as a message names it: its items of lists and its field (fieldPaths.ts). */
export const placeOf = (problem: ContentProblem): FieldPlace => problem.place ?? (problem.field === undefined ? {} : fieldPlace(problem.field))
