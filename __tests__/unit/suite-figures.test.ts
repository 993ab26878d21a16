/**
 * @jest-environment node
 */
/**
 * `npm test`'s time and count are written once, by a run (scripts/test.sh writes
 * test-results/suite.json, scripts/suite-figures.ts puts it in docs/testing.md); every other page
 * links there rather than saying a figure of its own.
 */
import fs from "node:fs"
import path from "node:path"
import { SUITE_FIGURES_DOC, suiteFiguresText, writtenSuiteFigures } from "../../scripts/suite-figures"
import { PROJECT_ROOT } from "../../harness/content"

const read = (file: string) => fs.readFileSync(path.join(PROJECT_ROOT, file), "utf8")

it("reads back the figures it writes", () => {
  const run = { seconds: 812, passed: 3215, failed: 0, cores: 2, commit: "0123456789abcdef", day: "2026-11-29" }
  expect(writtenSuiteFigures(`<!-- suite-figures: written by scripts/suite-figures.ts -->\n${suiteFiguresText(run)}\n<!-- /suite-figures -->`)).toEqual({
    passed: 3215,
    seconds: 812,
  })
})

it("has the README, CONTRIBUTING and the testing doc's first lines link to the figures instead of saying their own", () => {
  expect(read(SUITE_FIGURES_DOC)).toContain("<!-- suite-figures: written by scripts/suite-figures.ts -->")
  for (const file of ["README.md", "CONTRIBUTING.md", SUITE_FIGURES_DOC]) {
    const lines = read(file)
      .split("\n")
      // The lines that give npm test itself: the command to run, or its row in a table of commands.
      .filter(line => /&& npm test\b|`npm test` \|/.test(line) && /\d+ (to \d+ )?min(utes)?\b|\d[\d,]* tests\b/.test(line))
    expect({ file, lines }).toEqual({ file, lines: [] })
  }
})
