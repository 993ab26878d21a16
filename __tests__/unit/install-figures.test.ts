/**
 * @jest-environment node
 */
/**
 * The install's figures are written once (docs/testing.md, by scripts/install-figures.ts): the
 * packages there are those npm installed from package-lock.json (its record in node_modules), so
 * a changed lock file, once installed, fails here until they are written again.
 */
import fs from "node:fs"
import path from "node:path"
import { figuresText, INSTALL_FIGURES_DOC, packageCounts, writtenFigures } from "../../scripts/install-figures"
import { PROJECT_ROOT } from "../../harness/content"

const installed = JSON.parse(fs.readFileSync(path.join(PROJECT_ROOT, "node_modules", ".package-lock.json"), "utf8"))

test("the install's figures in the docs count the packages npm installed", () => {
  const written = writtenFigures(fs.readFileSync(path.join(PROJECT_ROOT, INSTALL_FIGURES_DOC), "utf8"))
  const counts = packageCounts(installed)
  expect({ written: written && { all: written.all, withoutDev: written.withoutDev }, fix: "npm ci, then npx tsx scripts/install-figures.ts" }).toEqual({
    written: counts,
    fix: expect.any(String),
  })
  expect(counts.withoutDev).toBeLessThan(counts.all)
  expect(written!.megabytes).toBeGreaterThan(0)
})

test("the packages counted are npm's, but the workspaces' links, and without dev those --omit=dev installs", () => {
  const counts = packageCounts({
    packages: {
      "": {},
      "node_modules/a": {},
      "node_modules/a/node_modules/b": { dev: true },
      "node_modules/@esbuild/linux-x64": {},
      "node_modules/gatsby-plugin-islands": { link: true },
      "plugins/gatsby-plugin-islands": {},
    },
  })
  expect(counts).toEqual({ all: 3, withoutDev: 2 })
  expect(
    writtenFigures(`<!-- install-figures: written by scripts/install-figures.ts -->\n${figuresText(counts, 1805, "2026-11-28")}\n<!-- /install-figures -->`),
  ).toEqual({
    all: 3,
    withoutDev: 2,
    megabytes: 1805,
  })
})
