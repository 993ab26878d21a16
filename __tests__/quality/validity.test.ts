import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { htmlErrors, htmlPagesIn } from "../support/quality/validity"
import { PUBLIC_DIR, ROUTES_TO_CHECK } from "../../support/site"

jest.setTimeout(120_000)

// The Nu HTML Checker over every page of the build: routes, alias pages and the 404 page.
it("every built HTML page is valid HTML by the Nu HTML Checker", async () => {
  const pages = htmlPagesIn(PUBLIC_DIR)
  const checked = pages.map(page => path.relative(PUBLIC_DIR, page))
  expect(checked).toEqual(
    expect.arrayContaining(["index.html", "404.html", ...ROUTES_TO_CHECK.filter(r => r.path !== "/").map(r => `${r.path.slice(1)}/index.html`)]),
  )
  expect(await htmlErrors(pages, PUBLIC_DIR)).toEqual([])
})

// The checker is let off one rule it has not caught up with (checkerLagsTheSpec): only for
// <link rel="expect" blocking="render">, never for another link.
it('lets through blocking="render" on a rel=expect link only', async () => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "validity-"))
  const page = (link: string) =>
    `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Test</title>${link}</head><body><p id="end">End</p></body></html>`
  fs.writeFileSync(path.join(folder, "expect.html"), page('<link rel="expect" href="#end" blocking="render">'))
  fs.writeFileSync(path.join(folder, "preload.html"), page('<link rel="preload" href="/a.css" as="style" blocking="render">'))
  const errors = await htmlErrors([path.join(folder, "expect.html"), path.join(folder, "preload.html")], folder)
  fs.rmSync(folder, { recursive: true, force: true })
  expect(errors).toHaveLength(1)
  expect(errors[0]).toMatch(/^preload\.html:1: A “link” element with a “blocking” attribute/)
})
