/**
 * @jest-environment node
 */
/**
 * The install's figures are written once (docs/testing.md, by scripts/install-figures.ts): the
 * packages there are the lock file's, so a change to package-lock.json without them fails here.
 */
import fs from "node:fs"
import path from "node:path"
import { figuresText, INSTALL_FIGURES_DOC, packageCounts, writtenFigures } from "../../scripts/install-figures"
import { PROJECT_ROOT } from "../../harness/content"

const lock = JSON.parse(fs.readFileSync(path.join(PROJECT_ROOT, "package-lock.json"), "utf8"))

test("the install's figures in the docs count the packages package-lock.json installs", () => {
  const written = writtenFigures(fs.readFileSync(path.join(PROJECT_ROOT, INSTALL_FIGURES_DOC), "utf8"))
  const counts = packageCounts(lock)
  expect({ written: written && { all: written.all, withoutDev: written.withoutDev }, fix: "npm ci, then npx tsx scripts/install-figures.ts" }).toEqual({
    written: counts,
    fix: expect.any(String),
  })
  expect(counts.withoutDev).toBeLessThan(counts.all)
  expect(written!.megabytes).toBeGreaterThan(0)
})

test("the packages counted are those npm installs here: no other platform's binary, no workspace's link, no development package without dev", () => {
  const counts = packageCounts({
    packages: {
      "": {},
      "node_modules/a": {},
      "node_modules/a/node_modules/b": { dev: true },
      "node_modules/@esbuild/linux-x64": { os: ["linux"], cpu: ["x64"] },
      "node_modules/@esbuild/darwin-arm64": { os: ["darwin"], cpu: ["arm64"] },
      "node_modules/@img/sharp-linuxmusl-x64": { os: ["linux"], cpu: ["x64"], libc: ["musl"] },
      "node_modules/gatsby-plugin-islands": { link: true },
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
