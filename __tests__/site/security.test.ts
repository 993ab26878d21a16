import crypto from "node:crypto"
import fs from "node:fs"
import path from "node:path"
import { ADMIN_PATH } from "../../src/admin/adminApp"
import { siteInlineScripts } from "../../src/hosting/inlineScripts"
import { openSitePage, VIEWPORTS, waitForIslands, watchViolations } from "../../harness/browser"
import { readClientScriptsManifest, shippedInlineScripts } from "gatsby-plugin-islands/node"
import { DATA_DIR, readJson, SITE_ROOT } from "../../harness/content"
import { PAGES } from "../../src/routes"
import { builtFileOf, PUBLIC_DIR, ROUTES_TO_CHECK, site } from "../../harness/built-site"
import { headersFor, parseHeadersFile } from "../../harness/static-server"
import { servedSite } from "../helpers/served-site"
import { signUpForNews } from "../helpers/newsletter"

jest.setTimeout(60_000)

// The build served with the headers it wrote into `_headers`, as Netlify or Cloudflare
// Pages would serve it, and checked in Chromium with the Content-Security-Policy enforced.
const served = servedSite(PUBLIC_DIR, { withHeaders: true })

const rules = parseHeadersFile(fs.readFileSync(path.join(PUBLIC_DIR, "_headers"), "utf8"))
const pageHeaders = headersFor(rules, "/shop")
const policyOf = (headers: Record<string, string>): Record<string, string[]> =>
  Object.fromEntries(
    headers["Content-Security-Policy"].split(";").map(directive => {
      const [name, ...values] = directive.trim().split(/\s+/)
      return [name, values]
    }),
  )
const policy = policyOf(pageHeaders)
const albums = readJson(DATA_DIR, "music/albums.json")
// What the pages with players frame: the video player, and the album players of the data.
const PLAYER_ORIGINS = [...new Set(["https://www.youtube-nocookie.com", ...albums.map((album: { embedUrl: string }) => new URL(album.embedUrl).origin)])]
const PLAYER_PAGES: string[] = [PAGES.videos.path, PAGES.music.path]

describe("the headers every page is served with", () => {
  it("include a Content-Security-Policy with no unsafe script sources, framing and posting only where needed", () => {
    expect(policy["script-src"]).not.toContain("'unsafe-inline'")
    expect(policy["script-src"]).not.toContain("'unsafe-eval'")
    expect(policy["script-src"][0]).toBe("'self'")
    // WebAssembly for the site search (Pagefind) may be compiled; nothing may be eval'd.
    expect(policy["script-src"][1]).toBe("'wasm-unsafe-eval'")
    expect(policy["script-src"].slice(2).every((source: string) => /^'sha256-[A-Za-z0-9+/]+=*'$/.test(source))).toBe(true)
    expect(policy["default-src"]).toEqual(["'self'"])
    expect(policy["frame-src"]).toEqual(["'none'"])
    expect(policy["form-action"]).toEqual(["'self'", new URL(site.newsletter.formAction).origin])
    expect(policy["frame-ancestors"]).toEqual(["'none'"])
    expect(policy["object-src"]).toEqual(["'none'"])
    expect(policy["base-uri"]).toEqual(["'self'"])
  })

  it("let the video and music pages frame their players, and every other page frame nothing", () => {
    const players = `(self ${PLAYER_ORIGINS.map(origin => `"${origin}"`).join(" ")})`
    for (const route of ROUTES_TO_CHECK) {
      const headers = headersFor(rules, route.path)
      const framesPlayers = PLAYER_PAGES.includes(route.path)
      expect({ route: route.path, "frame-src": policyOf(headers)["frame-src"].sort() }).toEqual({
        route: route.path,
        "frame-src": framesPlayers ? [...PLAYER_ORIGINS].sort() : ["'none'"],
      })
      for (const feature of ["autoplay", "encrypted-media", "fullscreen", "picture-in-picture"]) {
        expect({ route: route.path, feature: headers["Permissions-Policy"] }).toEqual({
          route: route.path,
          feature: expect.stringContaining(`${feature}=${framesPlayers ? players : "()"}`),
        })
      }
    }
    expect(ROUTES_TO_CHECK.map(route => route.path)).toEqual(expect.arrayContaining(PLAYER_PAGES))
  })

  it("allow exactly the inline scripts the site means to ship, by hash: the islands plugin's and the site's own, and every built page holds only those", () => {
    const hashOf = (code: string) => `'sha256-${crypto.createHash("sha256").update(code).digest("base64")}'`
    const shipped = siteInlineScripts(SITE_ROOT)
    const pluginScripts = shippedInlineScripts(readClientScriptsManifest(SITE_ROOT))
    expect(shipped).toEqual(expect.arrayContaining(pluginScripts))
    // Every page's policy names those scripts and no other.
    for (const route of ROUTES_TO_CHECK) {
      const hashes = policyOf(headersFor(rules, route.path))["script-src"].slice(2)
      expect({ route: route.path, hashes: [...hashes].sort() }).toEqual({ route: route.path, hashes: [...new Set(shipped.map(hashOf))].sort() })
    }
    // And each script a browser would run in a page, whatever its type (data blocks aside), is one of them.
    const seen = new Set<string>()
    for (const route of ROUTES_TO_CHECK) {
      const html = fs.readFileSync(path.join(PUBLIC_DIR, builtFileOf(route.path)), "utf8")
      const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)].filter(
        ([, attributes]) => !/type="application\/(ld\+)?json"/.test(attributes),
      ) // data, never run
      expect(inline.length).toBeGreaterThan(0)
      for (const [, , body] of inline) {
        seen.add(body)
        expect({ route: route.path, shipped: shipped.includes(body) }).toEqual({ route: route.path, shipped: true })
      }
    }
    // The plugin's page script with the island loader is on every page that has an island (all of them today, with the search).
    expect([...seen]).toEqual(expect.arrayContaining([pluginScripts[1]]))
  })

  it("include HSTS for a year with subdomains, nosniff, a strict referrer policy, a narrow permissions policy and COOP", () => {
    expect(pageHeaders).toMatchObject({
      "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "strict-origin-when-cross-origin",
      "Cross-Origin-Opener-Policy": "same-origin",
      "X-Frame-Options": "DENY",
    })
    const permissions = pageHeaders["Permissions-Policy"]
    for (const feature of ["camera=()", "microphone=()", "geolocation=()", "payment=()"]) expect(permissions).toContain(feature)
  })

  it("cache files with hashed names for a year and pages never", () => {
    const cacheControl = (pathname: string) => headersFor(rules, pathname)["Cache-Control"]
    for (const script of new Set(Object.values(readClientScriptsManifest(SITE_ROOT).islands).flat()))
      expect(cacheControl(script)).toBe("public, max-age=31536000, immutable")
    expect(cacheControl("/static/abc/def/cover.jpg")).toBe("public, max-age=31536000, immutable")
    for (const route of ROUTES_TO_CHECK) expect(cacheControl(route.path)).toBe("public, max-age=0, must-revalidate")
  })

  it("are the same in the Azure Static Web Apps configuration, written from the same source", () => {
    const config = JSON.parse(fs.readFileSync(path.join(PUBLIC_DIR, "staticwebapp.config.json"), "utf8"))
    expect(config.globalHeaders).toEqual(Object.fromEntries(rules[0].headers))
    expect(config.routes.filter((route: { headers?: object }) => route.headers).map((route: { route: string }) => route.route)).toEqual(
      rules.slice(1).map(rule =>
        rule.pattern.source
          .replace(/^\^|\$$/g, "")
          .replace(/\.\*/g, "*")
          .replace(/\\/g, ""),
      ),
    )
  })

  it("answer each alias with a permanent redirect and every address without a trailing slash in the Azure Static Web Apps configuration", () => {
    const config = JSON.parse(fs.readFileSync(path.join(PUBLIC_DIR, "staticwebapp.config.json"), "utf8"))
    expect(config.trailingSlash).toBe("never")
    expect(config.routes.filter((route: { redirect?: string }) => route.redirect)).toEqual(
      readJson(DATA_DIR, "site/aliases.json").map((alias: { from: string; to: string }) => ({ route: alias.from, redirect: alias.to, statusCode: 301 })),
    )
    expect(config.responseOverrides["404"]).toEqual({ rewrite: "/404.html", statusCode: 404 })
    expect(config.globalHeaders["Content-Security-Policy"]).toContain("frame-src 'none'")
    // Azure serves a type from its own list, which may lack calendar files.
    expect(config.mimeTypes[".ics"]).toMatch(/^text\/calendar\b/)
  })

  it("score A+ by the MDN HTTP Observatory's rules (110 of a 100 baseline; see the README)", () => {
    expect(observatoryScore(pageHeaders)).toEqual({ score: 110, grade: "A+" })
  })
})

/**
 * The MDN HTTP Observatory's scoring, for the tests that depend on the headers (its scanner
 * needs the live https site: it also tests the redirect from http to https, which a host
 * does, so that test is counted as passed). Baseline 100; A+ from 100.
 */
function observatoryScore(headers: Record<string, string>): { score: number; grade: string } {
  let score = 100
  const csp = headers["Content-Security-Policy"] ?? ""
  const scriptSources = /script-src ([^;]*)/.exec(csp)?.[1] ?? /default-src ([^;]*)/.exec(csp)?.[1] ?? ""
  if (!csp) score -= 25
  else if (/'unsafe-inline'|'unsafe-eval'/.test(scriptSources)) score -= 20
  else if (/default-src 'none'/.test(csp)) score += 10
  else if (!/'unsafe-inline'/.test(csp)) score += 5
  // else: 'unsafe-inline' in style-src only, which scores 0
  if (!/max-age=(\d+)/.test(headers["Strict-Transport-Security"] ?? "") || Number(/max-age=(\d+)/.exec(headers["Strict-Transport-Security"])?.[1]) < 15768000)
    score -= 20
  if (headers["X-Content-Type-Options"] !== "nosniff") score -= 5
  if (/frame-ancestors 'none'|frame-ancestors 'self'/.test(csp)) score += 5
  else if (!headers["X-Frame-Options"]) score -= 20
  if (/^(no-referrer|same-origin|strict-origin|strict-origin-when-cross-origin)$/.test(headers["Referrer-Policy"] ?? "")) score += 5
  const grade = score >= 100 ? "A+" : score >= 90 ? "A" : score >= 85 ? "A-" : score >= 80 ? "B+" : "B or lower"
  return { score, grade }
}

// Each page's own load with its policy enforced: __tests__/site/browser.test.ts.
describe("in Chromium, with the Content-Security-Policy enforced", () => {
  it("the video player and the album players load after a click, and the newsletter form posts", async () => {
    const { page, close } = await openSitePage(served.browser, served.url, VIEWPORTS[1])
    const violations = await watchViolations(page)
    await page.goto(`${served.url}/videos`, { waitUntil: "networkidle" })
    await waitForIslands(page)
    await page.getByRole("region", { name: "Cookie notice" }).getByRole("button", { name: "No thanks" }).click()
    await page.locator("main article a[aria-haspopup]").first().click()
    expect(await page.getByRole("dialog").locator("iframe").getAttribute("src")).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\//)
    await page.keyboard.press("Escape")
    await page.goto(`${served.url}/music`, { waitUntil: "networkidle" })
    await waitForIslands(page)
    const album = albums[albums.length - 1]
    const playerRequested = page.waitForEvent("request", request => request.url() === album.embedUrl)
    await page.getByRole("button", { name: `Load the player for ${album.title}` }).click()
    expect(await page.locator("main iframe").getAttribute("src")).toBe(album.embedUrl)
    // The player's page is asked for, so a policy that blocked it would have reported it.
    await playerRequested
    const request = await signUpForNews(page)
    expect(request.url()).toBe(site.newsletter.formAction)
    expect(await violations()).toEqual([])
    await close()
  })
})

// The web editor at /admin/: its own policy, which no public page shares, and nothing for search engines.
describe("the web editor at /admin/", () => {
  const editorHeaders = headersFor(rules, `${ADMIN_PATH}/`)

  it("starts under its own Content-Security-Policy, offering the git host's sign-in", async () => {
    const page = await served.browser.newPage()
    const errors: string[] = []
    page.on("pageerror", error => errors.push(error.message))
    const violations = await watchViolations(page)
    const response = await page.goto(`${served.url}${ADMIN_PATH}/`)
    expect(response?.headers()["content-security-policy"]).toBe(editorHeaders["Content-Security-Policy"])
    // With no local proxy running, the editor offers the live site's git host.
    await page.getByRole("button", { name: /login with github/i }).waitFor()
    expect(await violations()).toEqual([])
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
      expect({ route: route.path, unsafeEval: page["Content-Security-Policy"].includes("'unsafe-eval'") }).toEqual({ route: route.path, unsafeEval: false })
      expect(page["X-Robots-Tag"]).toBeUndefined()
    }
    expect(fs.readFileSync(path.join(PUBLIC_DIR, "robots.txt"), "utf8")).toContain(`Disallow: ${ADMIN_PATH}/`)
    const sitemaps = fs.readdirSync(PUBLIC_DIR).filter(file => /^sitemap.*\.xml$/.test(file))
    expect(sitemaps.length).toBeGreaterThan(0)
    for (const file of sitemaps) expect(fs.readFileSync(path.join(PUBLIC_DIR, file), "utf8")).not.toContain(ADMIN_PATH)
  })
})
