/**
 * @jest-environment node
 */
/**
 * The defect drill's list in docs/testing.md is written by the drill (__tests__/drill/drillDoc.ts):
 * the defects as DEFECTS has them, with the last whole drill's verdicts, read from a drill's printed
 * output. A drill of some defects, or none, never loses the verdicts already written; a defect added
 * without `--doc` fails here (and in `npm run lint`'s `drill --check`).
 */
import fs from "node:fs"
import path from "node:path"
import { DEFECTS, listedDefects } from "../drill/defects"
import {
  differingRows,
  DOC_COMMAND,
  DRILL_DOC,
  drillSection,
  drillToWrite,
  MARKS,
  wholeDrillOf,
  withSection,
  writtenSection,
  type ListedDefect,
  type WholeDrill,
} from "../drill/drillDoc"
import { PROJECT_ROOT } from "../../harness/content"

const listed: ListedDefect[] = [
  { number: 1, name: "Accept no longer sets the consent cookie (it only hides the notice)", tests: "site behaviour.test.ts" },
  { number: 2, name: "the consent cookie kept 30 days instead of the spec's 365", tests: "unit spec-constants.test.ts" },
  { number: 3, name: "a defect added since the drill | its name with a bar", tests: "unit a-to-z.test.ts, quality keyboard.test.ts" },
]

/** A whole drill's output, as drill.ts prints it, of an older commit whose third defect has gone since. */
const wholeOutput = `Defect drill: proves that the test suite catches real defects, by applying each one alone to a copy of the
project and running the tests that should catch it.
Source: /home/maintainer/chapterverse at commit 0a1b2c3; 3 of 3 defects.
Copy: /tmp/drill-AbCdEf (node_modules: links to /home/maintainer/chapterverse/node_modules); logs in test-results/drill/
Mirrored from scripts/test.sh: nothing
Control (the clean copy): green: a clean build, 3 test files (4 min 10 s)

2. the consent cookie kept 30 days instead of the spec's 365
   data/site/site.json; no build; tests: unit spec-constants.test.ts
   MISSED in 12 s: every test passed with the defect in place; log: test-results/drill/02-the-consent-cookie.log
3. a defect since removed (12. an old number)
   src/old.ts; no build; tests: unit old.test.ts
   caught in 3 s: failed: __tests__/unit/old.test.ts
1. Accept no longer sets the consent cookie (it only hides the notice)
   src/browser/sharedPageScript.ts; build; tests: site behaviour.test.ts
   caught in 1 min 05 s: failed: __tests__/site/behaviour.test.ts

Final check (clean rebuild, the control's site tests): green, 2 min 01 s

Summary:
  caught   1. Accept no longer sets the consent cookie (it only hides the notice) (1 min 05 s)
  MISSED   2. the consent cookie kept 30 days instead of the spec's 365 (12 s)
  caught   3. a defect since removed (12. an old number) (3 s)
Total time: 1 h 02 min
2 caught, 1 missed
`

const docWith = (section: string) => `# Testing\n\n## The defect drill\n\n${MARKS[0]}\n${section}\n${MARKS[1]}\n\nAfter.\n`

it("writes a whole drill's verdicts by name, reads them back as written, and leaves the rest of the doc alone", () => {
  const drill = wholeDrillOf({ text: wholeOutput, day: "2026-05-01" })
  if ("why" in drill) throw new Error(`not whole: ${drill.why}`)
  const doc = withSection(docWith("earlier"), drillSection(listed, drill))
  expect(doc.startsWith("# Testing\n\n## The defect drill\n\n")).toBe(true)
  expect(doc.endsWith(`${MARKS[1]}\n\nAfter.\n`)).toBe(true)
  expect(doc).toContain("The last whole drill: 2026-05-01, commit 0a1b2c3, **2 caught, 1 missed**, in 1 h 02 min.")
  // Its third verdict is of a defect taken out since: counted above, in no row.
  expect(doc).toContain("1 of its verdicts, 0 of them missed, are of defects rewritten or taken out since.")
  expect(doc).toContain("| 1 | Accept no longer sets the consent cookie (it only hides the notice) | site behaviour.test.ts | caught, 1 min 05 s |")
  expect(doc).toContain("| 2 | the consent cookie kept 30 days instead of the spec's 365 | unit spec-constants.test.ts | MISSED, 12 s |")
  // Added since that drill: no verdict; the removed defect's is dropped.
  expect(doc).toContain(
    "| 3 | a defect added since the drill \\| its name with a bar | unit a-to-z.test.ts, quality keyboard.test.ts | not yet drilled whole |",
  )
  expect(doc).not.toContain("since removed")

  const written = writtenSection(doc)
  expect(written?.defects).toEqual(listed)
  expect(written?.drill).toEqual<WholeDrill>({
    ...drill,
    verdicts: new Map([
      [listed[0].name, { caught: true, time: "1 min 05 s" }],
      [listed[1].name, { caught: false, time: "12 s" }],
    ]),
  })
  expect(withSection(doc, drillSection(written!.defects, written!.drill))).toBe(doc)
})

it("reads back a drill whose copy did not end green as one whose verdicts are in doubt", () => {
  const text = wholeOutput.replace("Total time: 1 h 02 min", "Total time: 1 h 02 min; the copy did not end green, so the verdicts above are in doubt")
  const drill = wholeDrillOf({ text, day: "2026-05-01" })
  expect(drill).toMatchObject({ endedGreen: false, totalTime: "1 h 02 min" })
  const doc = docWith(drillSection(listed, drill as WholeDrill))
  expect(doc).toContain("in 1 h 02 min (the copy did not end green, so its verdicts are in doubt).")
  expect(writtenSection(doc)?.drill).toMatchObject({ endedGreen: false, totalTime: "1 h 02 min", caught: 2, missed: 1 })
})

it("keeps the verdicts already written when the output is no whole drill's, and lists the defects anew", () => {
  const earlier = wholeDrillOf({ text: wholeOutput, day: "2026-05-01" }) as WholeDrill
  const doc = docWith(drillSection(listed.slice(0, 2), earlier))
  const kept = writtenSection(doc)?.drill
  const partial = wholeOutput.replace("3 of 3 defects", "1 of 3 defects")
  const stopped = wholeOutput.split("\nSummary:")[0]
  for (const [printed, why] of [
    [{ text: partial, day: "2026-06-02" }, "is a drill of 1 of 3 defects, not a whole drill"],
    [{ text: stopped, day: "2026-06-02" }, "is a drill that did not end (it has no summary)"],
    [{ text: "RED: the clean copy does not build.\n", day: "2026-06-02" }, "is no drill's output (it has no Source: line)"],
    [undefined, "does not exist"],
  ] as const) {
    expect(drillToWrite(doc, printed)).toEqual({ drill: kept, why })
  }

  const rewritten = withSection(doc, drillSection(listed, drillToWrite(doc, { text: partial, day: "2026-06-02" }).drill))
  expect(writtenSection(rewritten)?.defects).toEqual(listed)
  expect(rewritten).toContain("The last whole drill: 2026-05-01, commit 0a1b2c3, **2 caught, 1 missed**")
  expect(rewritten).toContain("| 2 | the consent cookie kept 30 days instead of the spec's 365 | unit spec-constants.test.ts | MISSED, 12 s |")
  expect(rewritten).toContain(
    "| 3 | a defect added since the drill \\| its name with a bar | unit a-to-z.test.ts, quality keyboard.test.ts | not yet drilled whole |",
  )
  // With no whole drill yet, written or printed, every defect says so.
  expect(drillSection(listed, drillToWrite(docWith("nothing yet"), undefined).drill)).toMatch(/^No whole drill recorded yet/)
})

it("names the rows that differ from DEFECTS", () => {
  const moved = [listed[0], { ...listed[1], tests: "unit a-to-z.test.ts" }]
  expect(differingRows(moved, listed)).toEqual([
    "row 2: the doc has 2. the consent cookie kept 30 days instead of the spec's 365 (unit a-to-z.test.ts), DEFECTS has 2. the consent cookie kept 30 days instead of the spec's 365 (unit spec-constants.test.ts)",
    `row 3: DEFECTS has 3. ${listed[2].name} (${listed[2].tests}), the doc has no such row`,
  ])
})

it(`has docs/testing.md list exactly the defects of DEFECTS, as the drill writes them (if not: ${DOC_COMMAND})`, () => {
  const doc = fs.readFileSync(path.join(PROJECT_ROOT, DRILL_DOC), "utf8")
  const written = writtenSection(doc)
  expect(written).toBeDefined()
  expect(differingRows(written!.defects, listedDefects(DEFECTS))).toEqual([])
  expect(withSection(doc, drillSection(listedDefects(DEFECTS), written!.drill))).toBe(doc)
})
