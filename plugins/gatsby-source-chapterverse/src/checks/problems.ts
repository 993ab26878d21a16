import { fieldPlace, type FieldPlace } from "../model/fieldPaths"

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
  const lines = problems.map(problem => formatProblem(problem))
  const count = problems.length === 1 ? "1 problem" : `${problems.length} problems`
  const then = typeof outcome === "string" ? outcome : outcome(problems.length === 1 ? "it" : "them")
  return `The content in data/ has ${count}; ${then}.\n${lines.join("\n")}`
}

/**
 * A problem's lines: where (the file, the entry, the items of lists, the field), what is wrong, and what to do,
 * after its marker (`-` in a list of problems, `Picture 2:` in the picture warnings).
 */
export function formatProblem(p: ContentProblem, marker = "-"): string {
  const { items, field } = placeOf(p)
  const where = [p.file, p.entry && `entry ${p.entry}`, items, field && `field "${field}"`].filter(Boolean).join(", ")
  return `${marker} ${where}: ${p.problem}.\n  What to do: ${p.fix}.`
}

/** The start of each picture warning's line, numbered from 1: never a list's `- `, so that no one reads it as a problem or a sample value. */
const pictureWarningMarker = (index: number): string => `Picture ${index + 1}:`

/**
 * The warnings for the terminal (pictures that miss their page's size or shape) under their own
 * heading, which says that nothing stops and that they are not sample values; each a block as a
 * problem's (the file, the entry, the field, then what to do), but marked `Picture 1:`, `Picture 2:`…
 * where the lists of problems and of sample values mark theirs `- `.
 */
export function formatWarnings(warnings: readonly ContentProblem[]): string {
  const one = warnings.length === 1
  const heading = one
    ? "1 picture in data/ misses the size or shape its page needs"
    : `${warnings.length} pictures in data/ miss the size or shape their pages need`
  const still = one
    ? "the site is still built with it as it is, and it is not a sample value (the launch check does not count it)"
    : "the site is still built with them as they are, and they are not sample values (the launch check does not count them)"
  return [
    `Picture sizes (a warning): ${heading} (docs/content-guide.md, "Picture sizes"). Nothing stops: ${still}.`,
    ...warnings.map((warning, index) => formatProblem(warning, pictureWarningMarker(index))),
  ].join("\n")
}

/** The warning for the pictures no entry names (an artwork taken away leaves its picture), marked as the picture warnings are. */
export function formatUnusedPictures(warnings: readonly ContentProblem[]): string {
  const heading = warnings.length === 1 ? "1 picture in data/ belongs to no entry" : `${warnings.length} pictures in data/ belong to no entry`
  return [
    `Unused pictures (a warning): ${heading}. Nothing stops, and the site does not publish ${warnings.length === 1 ? "it" : "them"}.`,
    ...warnings.map((warning, index) => formatProblem(warning, pictureWarningMarker(index))),
  ].join("\n")
}

/** Where the problem is inside its entry, as a message names it: its items of lists and its field (fieldPaths.ts). */
export const placeOf = (problem: ContentProblem): FieldPlace => problem.place ?? (problem.field === undefined ? {} : fieldPlace(problem.field))
