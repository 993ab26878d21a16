import path from "node:path"
import { htmlErrors } from "../helpers/quality/validity"
import { htmlPagesIn } from "../../harness/static-server"
import { builtFileOf, PUBLIC_DIR, ROUTES_TO_CHECK } from "../../harness/built-site"

jest.setTimeout(120_000)

// The Nu HTML Checker over every page of the build: routes, alias pages and the 404 page.
it("every built HTML page is valid HTML by the Nu HTML Checker", async () => {
  const pages = htmlPagesIn(PUBLIC_DIR)
  const checked = pages.map(page => path.relative(PUBLIC_DIR, page))
  expect(checked).toEqual(expect.arrayContaining(["index.html", "404.html", ...ROUTES_TO_CHECK.map(r => builtFileOf(r.path))]))
  expect(await htmlErrors(pages, PUBLIC_DIR)).toEqual([])
})
