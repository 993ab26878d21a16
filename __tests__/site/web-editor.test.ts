import fs from "node:fs"
import path from "node:path"
import type { Browser } from "playwright-core"
import { ADMIN_PATH } from "../../src/admin/adminApp"
import { launchChromium } from "../../support/browser"
import { PUBLIC_DIR, ROUTES_TO_CHECK } from "../../support/site"
import { headersFor, parseHeadersFile, serveFolder, type StaticServer } from "../../support/static-server"

jest.setTimeout(60_000)

// The web editor as the built site serves it at /admin/, with the headers of `_headers`: its own
// policy, which no public page shares, and nothing for search engines.
let server: StaticServer
let browser: Browser

beforeAll(async () => {
  server = await serveFolder(PUBLIC_DIR, { withHeaders: true })
  browser = await launchChromium()
})

afterAll(async () => {
  await browser?.close()
  await server?.close()
})

const rules = parseHeadersFile(fs.readFileSync(path.join(PUBLIC_DIR, "_headers"), "utf8"))
const editorHeaders = headersFor(rules, `${ADMIN_PATH}/`)

describe("the web editor at /admin/", () => {
  it("starts under its own Content-Security-Policy, offering the git host's sign-in", async () => {
    const page = await browser.newPage()
    const errors: string[] = []
    page.on("pageerror", error => errors.push(error.message))
    await page.addInitScript(() => {
      const record = window as unknown as { __violations: string[] }
      record.__violations = []
      document.addEventListener("securitypolicyviolation", event => record.__violations.push(`${event.violatedDirective} blocked ${event.blockedURI}`))
    })
    const response = await page.goto(`${server.url}${ADMIN_PATH}/`)
    expect(response?.headers()["content-security-policy"]).toBe(editorHeaders["Content-Security-Policy"])
    // With no local proxy running, the editor offers the live site's git host.
    await page.getByRole("button", { name: /login with github/i }).waitFor()
    expect(await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)).toEqual([])
    expect(errors).toEqual([])
    await page.close()
  })

  it("is one policy of its own, which no public page shares, and asks search engines to stay away", () => {
    // A header two rules set would reach the browser as two policies, both enforced.
    expect(editorHeaders["Content-Security-Policy"].split(", ")).toHaveLength(1)
    expect(editorHeaders["X-Robots-Tag"]).toBe("noindex, nofollow")
    expect(editorHeaders["Cross-Origin-Opener-Policy"]).toBe("same-origin-allow-popups")
    for (const route of ROUTES_TO_CHECK) {
      const page = headersFor(rules, route.path)
      expect({ route: route.path, unsafeEval: page["Content-Security-Policy"].includes("unsafe-eval") }).toEqual({ route: route.path, unsafeEval: false })
      expect(page["X-Robots-Tag"]).toBeUndefined()
    }
    expect(fs.readFileSync(path.join(PUBLIC_DIR, "robots.txt"), "utf8")).toContain(`Disallow: ${ADMIN_PATH}/`)
    const sitemaps = fs.readdirSync(PUBLIC_DIR).filter(file => /^sitemap.*\.xml$/.test(file))
    expect(sitemaps.length).toBeGreaterThan(0)
    for (const file of sitemaps) expect(fs.readFileSync(path.join(PUBLIC_DIR, file), "utf8")).not.toContain(ADMIN_PATH)
  })
})
