/**
 * The mutation score, written in one place: docs/testing.md, "The mutation score", between its
 * `mutation-score` marks. `npm run mutation` runs StrykerJS (scripts/mutation/stryker.config.mjs),
 * then this, which reads Stryker's JSON report (test-results/mutation/mutation.json) and writes the
 * score of that run there: overall, the files below the goal, and how long the run took.
 * A run made in batches (`stryker run … --mutate <some files>`: the incremental file keeps the other
 * files' results, so the last report holds them all) or stopped early (its incremental file holds the
 * mutants it tried) is written with `tsx scripts/mutation/figures.ts [<report.json>] [--minutes <n>]
 * [--stopped]`: Stryker 10's reports hold no durations, and a stopped run's file holds no trace of
 * the mutants it did not reach, so `--stopped` says the figures are of those it tried.
 *
 * The score is Stryker's: the mutants a test killed (or that ran out of time) out of those a test
 * could try, so without the mutants TypeScript refuses (they cannot be built) and the static ones
 * the config leaves out (ignoreStatic, Stryker's "Ignored").
 */
import fs from "node:fs"
import path from "node:path"

export const MUTATION_DOC = "docs/testing.md"
export const MUTATION_REPORT = "test-results/mutation/mutation.json"
export const MARKS = ["<!-- mutation-score: written by scripts/mutation/figures.ts -->", "<!-- /mutation-score -->"] as const
/** The issue's goal: a file below it is named with its score. */
export const GOAL = 85

type Status = "Killed" | "Timeout" | "Survived" | "NoCoverage" | "CompileError" | "RuntimeError" | "Ignored" | "Pending"

/** What of Stryker's JSON report this reads (mutation-testing-report-schema). */
export interface MutationReport {
  files: Record<string, { mutants: Array<{ status: Status }> }>
  performance?: { setup: number; initialRun: number; mutation: number }
}

export interface Counts {
  /** Killed by a test, or out of time (an endless loop is caught too). */
  detected: number
  /** Survived every test that reaches it, or reached by none. */
  undetected: number
  /** Refused by TypeScript, or failing to load. */
  invalid: number
  /** Left out: static (run only as a module loads). */
  ignored: number
}

export interface MutationFigures {
  all: Counts
  files: Array<{ file: string; counts: Counts }>
  minutes?: number
  /** Stopped before its end: the figures are of the mutants it tried. */
  stopped?: boolean
}

const counted = (statuses: readonly Status[]): Counts => ({
  detected: statuses.filter(status => status === "Killed" || status === "Timeout").length,
  undetected: statuses.filter(status => status === "Survived" || status === "NoCoverage").length,
  invalid: statuses.filter(status => status === "CompileError" || status === "RuntimeError").length,
  ignored: statuses.filter(status => status === "Ignored").length,
})

/** The score in per cent, to one decimal: the detected mutants of those a test could try. */
export const scoreOf = ({ detected, undetected }: Counts): number => Math.round((detected / (detected + undetected)) * 1000) / 10

export function mutationFigures(report: MutationReport): MutationFigures {
  const files = Object.entries(report.files)
    .map(([file, { mutants }]) => ({ file: file.split(path.sep).join("/"), counts: counted(mutants.map(mutant => mutant.status)) }))
    .sort((a, b) => a.file.localeCompare(b.file))
  const all = counted(Object.values(report.files).flatMap(({ mutants }) => mutants.map(mutant => mutant.status)))
  const { performance } = report
  return { all, files, minutes: performance && Math.round((performance.setup + performance.initialRun + performance.mutation) / 60_000) }
}

const shortName = (file: string): string => file.replace(/^plugins\/gatsby-source-chapterverse\/src\//, "")

/** The figures as they are written between the marks. */
export function figuresText({ all, files, minutes, stopped }: MutationFigures, day: string): string {
  const below = files.filter(({ counts }) => counts.detected + counts.undetected > 0 && scoreOf(counts) < GOAL)
  return [
    `Last run ${day}${minutes === undefined ? "" : `, ${minutes} min`}${stopped ? ", stopped before its end" : ""}: **${scoreOf(all)} %** ` +
      `(${all.detected} of ${all.detected + all.undetected} mutants ${stopped ? "it tried " : ""}caught; ` +
      `${all.invalid} refused by TypeScript, ${all.ignored} static ones left out).`,
    below.length === 0
      ? `Every file at ${GOAL} % or more.`
      : `Below ${GOAL} %: ${below.map(({ file, counts }) => `\`${shortName(file)}\` ${scoreOf(counts)} % (${counts.undetected} left)`).join(", ")}.`,
  ].join(" ")
}

/** The score written in the doc, or undefined where the marks are missing. */
export function writtenScore(doc: string): number | undefined {
  const between = doc.split(MARKS[0])[1]?.split(MARKS[1])[0]
  const score = between && /\*\*([\d.]+) %\*\*/.exec(between)
  return score ? Number(score[1]) : undefined
}

function main() {
  const root = path.resolve(__dirname, "../..")
  const args = process.argv.slice(2)
  const minutesAt = args.indexOf("--minutes")
  const minutes = minutesAt === -1 ? undefined : Number(args.splice(minutesAt, 2)[1])
  const stoppedAt = args.indexOf("--stopped")
  const stopped = stoppedAt !== -1 && args.splice(stoppedAt, 1).length > 0
  const report = JSON.parse(fs.readFileSync(path.resolve(root, args[0] ?? MUTATION_REPORT), "utf8")) as MutationReport
  const figures = mutationFigures(report)
  const file = path.join(root, MUTATION_DOC)
  const doc = fs.readFileSync(file, "utf8")
  const [before, rest] = doc.split(MARKS[0])
  if (rest === undefined || !rest.includes(MARKS[1])) throw new Error(`${MUTATION_DOC} has no ${MARKS[0]} … ${MARKS[1]}`)
  const text = figuresText({ ...figures, minutes: minutes ?? figures.minutes, stopped }, new Date().toISOString().slice(0, 10))
  fs.writeFileSync(file, `${before}${MARKS[0]}\n${text}\n${MARKS[1]}${rest.split(MARKS[1])[1]}`)
  console.log(text)
}

if (process.argv[1]?.endsWith("scripts/mutation/figures.ts")) main()
