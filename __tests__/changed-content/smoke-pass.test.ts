import fs from "node:fs"
import path from "node:path"
import { builtRoutes, smokeTest } from "../../scripts/smoke"
import { PUBLIC_DIR, ROUTES_PASSED_ON_THE_PROJECT } from "../../harness/built-site"
import { PROJECT_ROOT } from "../../harness/content"
import { servedFile } from "../../harness/static-server"
import { changedCopy } from "../helpers/changed-copy"

// The deploy's content lane ends with the smoke pass (scripts/smoke.ts): on the build of a copy in
// which an author did her usual jobs, the situation that lane is for, it must find nothing wrong,
// or a good Publish would never reach the live site. What it catches: __tests__/site/smoke.test.ts.
// The pages this run passed on the project's own build, unchanged here, it leaves out: the pages
// the author's changes touched, and every page no visit opens (most characters, the filter pages,
// the gone pages), it opens.
jest.setTimeout(240_000)

changedCopy()

it("the content lane's smoke pass finds nothing wrong with any page built from an author's changes", async () => {
  // Every page whose HTML the author's changes touched is opened, read here byte for byte.
  const html = (publicDir: string, route: string) => {
    const file = servedFile(publicDir, route)
    return file && fs.readFileSync(file, "utf8")
  }
  const touched = builtRoutes(PUBLIC_DIR).filter(route => html(PUBLIC_DIR, route) !== html(path.join(PROJECT_ROOT, "public"), route))
  expect(touched.length).toBeGreaterThan(0)
  expect(touched.filter(route => ROUTES_PASSED_ON_THE_PROJECT.has(route))).toEqual([])
  expect(builtRoutes(PUBLIC_DIR).filter(route => !ROUTES_PASSED_ON_THE_PROJECT.has(route)).length).toBeGreaterThan(10)
  expect(await smokeTest(PUBLIC_DIR, () => {}, ROUTES_PASSED_ON_THE_PROJECT)).toEqual([])
})
