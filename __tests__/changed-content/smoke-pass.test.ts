import { builtRoutes, smokeTest } from "../../scripts/smoke"
import { PUBLIC_DIR, ROUTES_PASSED_ON_THE_PROJECT } from "../../harness/built-site"
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
  expect(builtRoutes(PUBLIC_DIR).filter(route => !ROUTES_PASSED_ON_THE_PROJECT.has(route)).length).toBeGreaterThan(10)
  expect(await smokeTest(PUBLIC_DIR, () => {}, ROUTES_PASSED_ON_THE_PROJECT)).toEqual([])
})
