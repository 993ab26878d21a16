/**
 * The drill's part of docs/testing.md, "The defect drill", between its `drill-defects` marks: the
 * defects as DEFECTS lists them (__tests__/drill/defects.ts), each with its verdict in the last whole
 * drill (one that ran every defect). A whole drill writes it when it ends; `npx tsx
 * __tests__/drill/drill.ts --doc [log]` writes it from a drill's printed output, or, with no whole
 * drill's output, writes the list anew and keeps the verdicts already there. Text in, text out, so
 * that the unit test (__tests__/unit/drill-doc.test.ts) reads it without running the drill.
 */

export const DRILL_DOC = "docs/testing.md"
export const MARKS = ["<!-- drill-defects: written by __tests__/drill/drill.ts -->", "<!-- /drill-defects -->"] as const
export const DOC_COMMAND = "npx tsx __tests__/drill/drill.ts --doc"

/** A defect as the doc lists it: its number in DEFECTS, its name, and its tests as testList gives them. */
export interface ListedDefect {
  number: number
  name: string
  tests: string
}

/** One defect's verdict, with its time as the drill prints it ("12 s", "3 min 02 s"). */
export interface Verdict {
  caught: boolean
  time: string
}

/** A drill that ran every defect of its DEFECTS, as its summary gives it. */
export interface WholeDrill {
  /** YYYY-MM-DD. */
  day: string
  commit: string
  caught: number
  missed: number
  totalTime: string
  /** False when the copy was red in the final check (a clean rebuild after the last defect): its verdicts are in doubt. */
  endedGreen: boolean
  /** By the defect's name: numbers move when a defect is added. */
  verdicts: ReadonlyMap<string, Verdict>
}

/** A drill's printed output (test-results/drill/drill.log), and the day it was written. */
export interface PrintedDrill {
  text: string
  day: string
}

/** `text` as a regular expression that matches it alone. */
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")

const NOT_DRILLED = "not yet drilled whole"
const IN_DOUBT = " (the copy did not end green, so its verdicts are in doubt)"
const DURATION = String.raw`\d+ (?:s|min \d+ s|h \d+ min)`
const SENTENCE = new RegExp(
  String.raw`^The last whole drill: (\d{4}-\d{2}-\d{2}), commit (\S+), \*\*(\d+) caught, (\d+) missed\*\*, in (${DURATION})(${escaped(IN_DOUBT)})?\.$`,
  "m",
)
const ROW = /^\| (\d+) \| (.*) \| ([^|]*) \| ([^|]*) \|$/gm

// A name is one cell of the table: its bars escaped.
const cell = (text: string) => text.replace(/\|/g, "\\|")
const uncell = (text: string) => text.replace(/\\\|/g, "|")

const verdictText = (verdict: Verdict | undefined) => (verdict ? `${verdict.caught ? "caught" : "MISSED"}, ${verdict.time}` : NOT_DRILLED)

function verdictOf(text: string): Verdict | undefined {
  const match = /^(caught|MISSED), (.+)$/.exec(text)
  return match ? { caught: match[1] === "caught", time: match[2] } : undefined
}

/** What is written between the marks: a sentence on the last whole drill, then a row for each defect. */
export function drillSection(defects: readonly ListedDefect[], drill: WholeDrill | undefined): string {
  const sentence = drill
    ? `The last whole drill: ${drill.day}, commit ${drill.commit}, **${drill.caught} caught, ${drill.missed} missed**, in ${drill.totalTime}${drill.endedGreen ? "" : IN_DOUBT}.`
    : "No whole drill recorded yet: a drill of every defect writes its verdicts here when it ends."
  const rows = defects.map(({ number, name, tests }) => `| ${number} | ${cell(name)} | ${tests} | ${verdictText(drill?.verdicts.get(name))} |`)
  // Its counts hold the verdicts of defects rewritten or taken out since, which no row shows.
  const shown = defects.flatMap(({ name }) => drill?.verdicts.get(name) ?? [])
  const gone = drill ? drill.caught + drill.missed - shown.length : 0
  const goneMissed = drill ? drill.missed - shown.filter(verdict => !verdict.caught).length : 0
  const since = gone > 0 ? [`${gone} of its verdicts, ${goneMissed} of them missed, are of defects rewritten or taken out since.`] : []
  // The blank line last ends the table before the closing mark, which Markdown would read as a row.
  return [sentence, ...since, "", "| # | Defect | Caught by | Last whole drill |", "| ---: | --- | --- | --- |", ...rows, ""].join("\n")
}

/** The section written in the doc, read back (undefined where the doc has no marks). */
export function writtenSection(doc: string): { defects: ListedDefect[]; drill: WholeDrill | undefined } | undefined {
  const parts = doc.split(MARKS[0])
  if (parts.length !== 2 || !parts[1].includes(MARKS[1])) return undefined
  const between = parts[1].split(MARKS[1])[0]
  const rows = [...between.matchAll(ROW)].map(([, number, name, tests, verdict]) => ({
    defect: { number: Number(number), name: uncell(name), tests },
    verdict: verdictOf(verdict),
  }))
  const sentence = SENTENCE.exec(between)
  const drill: WholeDrill | undefined = sentence
    ? {
        day: sentence[1],
        commit: sentence[2],
        caught: Number(sentence[3]),
        missed: Number(sentence[4]),
        totalTime: sentence[5],
        endedGreen: sentence[6] === undefined,
        verdicts: new Map(rows.flatMap(({ defect, verdict }) => (verdict ? [[defect.name, verdict] as const] : []))),
      }
    : undefined
  return { defects: rows.map(row => row.defect), drill }
}

/** The doc with `section` between its marks. */
export function withSection(doc: string, section: string): string {
  const [before, rest, ...more] = doc.split(MARKS[0])
  if (rest === undefined || more.length > 0 || !rest.includes(MARKS[1])) throw new Error(`${DRILL_DOC} needs one ${MARKS[0]} … ${MARKS[1]}`)
  return `${before}${MARKS[0]}\n${section}\n${MARKS[1]}${rest.split(MARKS[1])[1]}`
}

/**
 * The whole drill a drill's printed output shows, or why it shows none. Whole: its `Source:` line
 * says it ran all of its defects ("61 of 61": a drill of an older commit may have had fewer), and it
 * ended with its summary; each verdict and time is read from the summary's lines.
 */
export function wholeDrillOf({ text, day }: PrintedDrill): WholeDrill | { why: string } {
  const source = /^Source: .* at commit (\S+); (\d+) of (\d+) defects\.$/m.exec(text)
  if (!source) return { why: "is no drill's output (it has no Source: line)" }
  const [, commit, ran, listed] = source
  if (ran !== listed) return { why: `is a drill of ${ran} of ${listed} defects, not a whole drill` }
  const summary = text.split(/^Summary:$/m)[1]
  const total = summary && /^Total time: (.+?)(; the copy did not end green.*)?$/m.exec(summary)
  const counts = summary && /^(\d+) caught, (\d+) missed$/m.exec(summary)
  if (!total || !counts) return { why: "is a drill that did not end (it has no summary)" }
  const lines = [...summary.matchAll(new RegExp(String.raw`^  (caught|MISSED) +\d+\. (.+) \((${DURATION})\)$`, "gm"))]
  const verdicts = new Map(lines.map(([, verdict, name, time]) => [name, { caught: verdict === "caught", time }]))
  const [caught, missed] = [Number(counts[1]), Number(counts[2])]
  if (verdicts.size !== Number(ran) || caught + missed !== Number(ran))
    return { why: `has a summary of ${verdicts.size} verdicts (${caught} caught, ${missed} missed) for ${ran} defects` }
  return { day, commit, caught, missed, totalTime: total[1], endedGreen: total[2] === undefined, verdicts }
}

/**
 * The last whole drill to write in the doc: the one `printed` shows, or, when it shows none (a drill
 * of some defects, one that stopped, or no output at all), the one the doc holds already, with why.
 */
export function drillToWrite(doc: string, printed: PrintedDrill | undefined): { drill: WholeDrill | undefined; why?: string } {
  const whole = printed ? wholeDrillOf(printed) : { why: "does not exist" }
  return "why" in whole ? { drill: writtenSection(doc)?.drill, why: whole.why } : { drill: whole }
}

/** The rows of the doc's list that differ from DEFECTS' (numbers, names and tests), one line each. */
export function differingRows(written: readonly ListedDefect[], expected: readonly ListedDefect[]): string[] {
  const shown = ({ number, name, tests }: ListedDefect) => `${number}. ${name} (${tests})`
  return Array.from({ length: Math.max(written.length, expected.length) }, (_, index) => {
    const [inDoc, inList] = [written[index], expected[index]]
    if (inDoc && inList && shown(inDoc) === shown(inList)) return []
    if (!inList) return [`row ${index + 1}: the doc has ${shown(inDoc)}, DEFECTS has no such defect`]
    if (!inDoc) return [`row ${index + 1}: DEFECTS has ${shown(inList)}, the doc has no such row`]
    return [`row ${index + 1}: the doc has ${shown(inDoc)}, DEFECTS has ${shown(inList)}`]
  }).flat()
}
