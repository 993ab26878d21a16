/**
 * @jest-environment node
 */
/**
 * The mutation score is written once (docs/testing.md, by scripts/mutation/figures.ts after
 * `npm run mutation`): counted as Stryker counts it, and readable back from the doc.
 */
import fs from "node:fs"
import path from "node:path"
import { figuresText, MARKS, mutationFigures, MUTATION_DOC, scoreOf, writtenScore, type MutationReport } from "../../scripts/mutation/figures"
import { PROJECT_ROOT } from "../../harness/content"

const statuses = (...list: Array<[MutationReport["files"][string]["mutants"][number]["status"], number]>) =>
  list.flatMap(([status, count]) => Array.from({ length: count }, () => ({ status })))

test("the score counts the mutants caught of those a test could try: not those TypeScript refuses, nor the static ones left out", () => {
  const report: MutationReport = {
    files: {
      "plugins/gatsby-source-chapterverse/src/checks/validate.ts": {
        mutants: statuses(["Killed", 8], ["Timeout", 1], ["Survived", 1], ["CompileError", 5], ["Ignored", 4]),
      },
      "plugins/gatsby-source-chapterverse/src/model/fields.ts": { mutants: statuses(["Killed", 6], ["Survived", 2], ["NoCoverage", 2]) },
    },
    performance: { setup: 20_000, initialRun: 30_000, mutation: 2_350_000 },
  }
  const figures = mutationFigures(report)
  expect(figures.all).toEqual({ detected: 15, undetected: 5, invalid: 5, ignored: 4 })
  expect(scoreOf(figures.all)).toBe(75)
  expect(figures.minutes).toBe(40)
  const text = figuresText(figures, "2026-11-29")
  expect(text).toBe(
    "Last run 2026-11-29, 40 min: **75 %** (15 of 20 mutants caught; 5 refused by TypeScript, 4 static ones left out). " +
      "Below 85 %: `model/fields.ts` 60 % (4 left).",
  )
  expect(writtenScore(`<!-- mutation-score: written by scripts/mutation/figures.ts -->\n${text}\n<!-- /mutation-score -->`)).toBe(75)
  // A run stopped early says that its figures are of the mutants it tried.
  expect(figuresText({ ...figures, stopped: true }, "2026-11-29")).toMatch(
    /^Last run 2026-11-29, 40 min, stopped before its end: \*\*75 %\*\* \(15 of 20 mutants it tried caught;/,
  )
})

test("docs/testing.md has the marks npm run mutation writes the score between, and any score there is a percentage", () => {
  const doc = fs.readFileSync(path.join(PROJECT_ROOT, MUTATION_DOC), "utf8")
  for (const mark of MARKS) expect(doc.split(mark)).toHaveLength(2)
  expect(writtenScore(doc) ?? 0).toBeLessThanOrEqual(100)
})
