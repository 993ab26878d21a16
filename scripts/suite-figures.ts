/**
 * `npm test`'s figures, written in one place: docs/testing.md, "What npm test costs", between its
 * `suite-figures` marks; every other page links there. scripts/test.sh writes what each run
 * measured into test-results/suite.json (its seconds, its tests, the machine's cores); after a cold
 * run from a fresh clone (.ci/run), `npx tsx scripts/suite-figures.ts <that clone>` writes them into
 * this project's doc.
 */
import fs from "node:fs"
import path from "node:path"

export const SUITE_FIGURES_DOC = "docs/testing.md"
const MARKS = ["<!-- suite-figures: written by scripts/suite-figures.ts -->", "<!-- /suite-figures -->"] as const

/** What scripts/test.sh writes at the end of a run (test-results/suite.json). */
export interface SuiteRun {
  seconds: number
  passed: number
  failed: number
  cores: number
  commit: string
  day: string
}

/** The figures as they are written between the marks. */
export const suiteFiguresText = (run: SuiteRun): string =>
  `The last cold run of \`npm test\` (${run.day}, commit ${run.commit.slice(0, 7)}, ${run.cores} cores): ` +
  `**${run.passed.toLocaleString("en-GB")} tests passed**, ${run.failed} failed, in **${run.seconds.toLocaleString("en-GB")} s** ` +
  `(${Math.round(run.seconds / 60)} minutes), after Node's install and \`npm ci\`.`

/** The figures written in the doc (undefined where the marks or the figures are missing). */
export function writtenSuiteFigures(doc: string): { passed: number; seconds: number } | undefined {
  const between = doc.split(MARKS[0])[1]?.split(MARKS[1])[0] ?? ""
  const passed = /\*\*([\d,]+) tests passed\*\*/.exec(between)?.[1]
  const seconds = /\*\*([\d,]+) s\*\*/.exec(between)?.[1]
  return passed && seconds ? { passed: Number(passed.replace(/,/g, "")), seconds: Number(seconds.replace(/,/g, "")) } : undefined
}

function main() {
  const root = path.resolve(__dirname, "..")
  const runFolder = path.resolve(process.argv[2] ?? root)
  const run = JSON.parse(fs.readFileSync(path.join(runFolder, "test-results", "suite.json"), "utf8")) as SuiteRun
  if (run.failed > 0) throw new Error(`The run in ${runFolder} had ${run.failed} failed tests: its figures are not written`)
  const file = path.join(root, SUITE_FIGURES_DOC)
  const doc = fs.readFileSync(file, "utf8")
  const [before, rest] = doc.split(MARKS[0])
  if (rest === undefined || !rest.includes(MARKS[1])) throw new Error(`${SUITE_FIGURES_DOC} has no ${MARKS[0]} … ${MARKS[1]}`)
  const text = suiteFiguresText(run)
  fs.writeFileSync(file, `${before}${MARKS[0]}\n${text}\n${MARKS[1]}${rest.split(MARKS[1])[1]}`)
  console.log(text)
}

if (process.argv[1]?.endsWith("scripts/suite-figures.ts")) main()
