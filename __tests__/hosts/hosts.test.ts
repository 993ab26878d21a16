/**
 * The built site on each static host's own local runtime (harness/host-runtimes.ts): every page
 * answers 200 at its canonical address, without a trailing slash, with the headers the site
 * means it to have (`_headers`, read as Cloudflare Pages applies it: harness/static-server.ts);
 * every alias answers a permanent redirect; an unknown address answers 404 with the 404 page
 * and the site's policy; the web editor has its own. docs/hosting.md says where hosts differ.
 */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { ADMIN_PATH } from "../../src/admin/adminApp"
import { redirectsFile } from "../../src/hosting/redirects"
import { DATA_DIR, readJson } from "../../harness/content"
import { startHostRuntime, type HostName, type HostRuntime } from "../../harness/host-runtimes"
import { PUBLIC_DIR } from "../../harness/built-site"
import { headersFor, parseHeadersFile } from "../../harness/static-server"

jest.setTimeout(180_000)

const HOSTS: HostName[] = ["Cloudflare Pages", "Netlify"]
/**
 * Netlify's local server sends its own Cache-Control on every file and ignores `_headers`' for
 * it (its production servers apply `_headers`' Cache-Control, as its documentation shows): there,
 * only what the local server decides is checked.
 */
const caching = (host: HostName): string[] => (host === "Netlify" ? [] : ["Cache-Control"])
const rules = parseHeadersFile(fs.readFileSync(path.join(PUBLIC_DIR, "_headers"), "utf8"))
const SECURITY_HEADERS = [
  "Content-Security-Policy",
  "Permissions-Policy",
  "Strict-Transport-Security",
  "X-Content-Type-Options",
  "X-Frame-Options",
  "Referrer-Policy",
  "Cross-Origin-Opener-Policy",
]

/** Every canonical page, as the build's sitemap lists them. */
const PAGE_PATHS: string[] = fs
  .readdirSync(PUBLIC_DIR)
  .filter(name => /^sitemap-\d+\.xml$/.test(name))
  .flatMap(name => [...fs.readFileSync(path.join(PUBLIC_DIR, name), "utf8").matchAll(/<loc>([^<]+)<\/loc>/g)].map(match => new URL(match[1]).pathname))
const ALIASES: Array<{ from: string; to: string }> = readJson(DATA_DIR, "site/aliases.json")
const canonicalLinkOf = (html: string) => html.match(/<link rel="canonical" href="([^"]+)"/)?.[1]

/**
 * A copy of the build as a build on Netlify writes it: only `_redirects` differs
 * (src/hosting/redirects.ts).
 */
function builtOnNetlify(): string {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), "built-on-netlify-"))
  fs.cpSync(PUBLIC_DIR, copy, { recursive: true })
  fs.writeFileSync(path.join(copy, "_redirects"), redirectsFile(ALIASES, "netlify"))
  return copy
}

/** Whether a response is a permanent redirect (301 or 308), and the path it sends the visitor to. */
const redirectOf = (response: Response) => ({
  permanent: [301, 308].includes(response.status),
  to: response.headers.get("location") && new URL(response.headers.get("location") as string, "http://host.invalid").pathname,
})

/** What a header should be at `pathname`, by the site's own rules, and what the host sent. */
function compareHeaders(response: Response, pathname: string, names: readonly string[]) {
  const meant = headersFor(rules, pathname)
  return {
    pathname,
    sent: Object.fromEntries(names.map(name => [name, response.headers.get(name)])),
    meant: Object.fromEntries(names.map(name => [name, meant[name] ?? null])),
  }
}

describe.each(HOSTS)("the built site on %s's own runtime", host => {
  let runtime: HostRuntime

  let served = PUBLIC_DIR

  beforeAll(async () => {
    if (host === "Netlify") served = builtOnNetlify()
    runtime = await startHostRuntime(host, served)
  })

  afterAll(async () => {
    await runtime?.close()
    if (served !== PUBLIC_DIR) fs.rmSync(served, { recursive: true, force: true })
  })

  const get = (pathname: string) => fetch(runtime.url + pathname, { redirect: "manual" })

  it("answers every page 200 at its canonical address, with the headers the site means it to have", async () => {
    expect(PAGE_PATHS.length).toBeGreaterThan(10)
    for (const pathname of PAGE_PATHS) {
      const response = await get(pathname)
      const html = await response.text()
      expect({ pathname, status: response.status }).toEqual({ pathname, status: 200 })
      expect({ pathname, canonical: canonicalLinkOf(html) && new URL(canonicalLinkOf(html) as string).pathname }).toEqual({ pathname, canonical: pathname })
      const { sent, meant } = compareHeaders(response, pathname, [...SECURITY_HEADERS, ...caching(host)])
      expect({ pathname, missing: SECURITY_HEADERS.filter(name => !meant[name]) }).toEqual({ pathname, missing: [] })
      expect({ pathname, headers: sent }).toEqual({ pathname, headers: meant })
    }
  })

  // Cloudflare Pages redirects; Netlify serves the page, whose canonical link names the address without.
  it("sends every page's address with a trailing slash on to the address without one, or names that one canonical", async () => {
    for (const pathname of PAGE_PATHS.filter(page => page !== "/")) {
      const response = await get(`${pathname}/`)
      const answer =
        response.status === 200
          ? { canonical: new URL(canonicalLinkOf(await response.text()) ?? "/none", "http://host.invalid").pathname }
          : redirectOf(response)
      expect({ pathname, answer }).toEqual({ pathname, answer: response.status === 200 ? { canonical: pathname } : { permanent: true, to: pathname } })
    }
  })

  it("answers each alias of data/site/aliases.json with a permanent redirect to its canonical address", async () => {
    expect(ALIASES.length).toBeGreaterThan(0)
    for (const alias of ALIASES) {
      for (const from of [alias.from, `${alias.from}/`]) {
        const response = await get(from)
        expect({ from, ...redirectOf(response) }).toEqual({ from, permanent: true, to: alias.to })
      }
    }
  })

  it("answers an unknown address 404 with the 404 page and the site's security headers, its policy included", async () => {
    const pathname = "/no-such-page-anywhere"
    const response = await get(pathname)
    expect(response.status).toBe(404)
    expect(await response.text()).toBe(fs.readFileSync(path.join(PUBLIC_DIR, "404.html"), "utf8"))
    const { sent, meant } = compareHeaders(response, pathname, SECURITY_HEADERS)
    expect(meant["Content-Security-Policy"]).toContain("default-src 'self'")
    expect(sent).toEqual(meant)
  })

  it("serves the web editor with its own policy, kept out of search engines", async () => {
    const response = await get(`${ADMIN_PATH}/`)
    expect(response.status).toBe(200)
    const { sent, meant } = compareHeaders(response, `${ADMIN_PATH}/`, [...SECURITY_HEADERS, "X-Robots-Tag"])
    expect(meant["X-Robots-Tag"]).toBe("noindex, nofollow")
    expect(meant["Content-Security-Policy"]).toContain("'unsafe-eval'")
    expect(sent).toEqual(meant)
  })

  it("serves every calendar file as text/calendar, which calendar apps open", async () => {
    const calendars = fs.readdirSync(path.join(PUBLIC_DIR, "downloads")).filter(name => name.endsWith(".ics"))
    expect(calendars.length).toBeGreaterThan(1)
    for (const name of calendars) {
      const response = await get(`/downloads/${encodeURIComponent(name)}`)
      expect({ name, status: response.status, type: response.headers.get("content-type")?.split(";")[0] }).toEqual({ name, status: 200, type: "text/calendar" })
      expect(await response.text()).toMatch(/^BEGIN:VCALENDAR\r\n/)
    }
  })

  it("caches the files whose names carry a content hash for a year, where the runtime decides", async () => {
    const picture = fs
      .readdirSync(path.join(PUBLIC_DIR, "static"), { recursive: true, withFileTypes: true })
      .find(entry => entry.isFile() && entry.name.endsWith(".webp"))
    expect(picture).toBeDefined()
    const pathname = `/${path.relative(PUBLIC_DIR, path.join(picture!.parentPath, picture!.name)).split(path.sep).join("/")}`
    const response = await get(pathname)
    expect(response.status).toBe(200)
    const { sent, meant } = compareHeaders(response, pathname, caching(host))
    expect(meant).toEqual(host === "Netlify" ? {} : { "Cache-Control": "public, max-age=31536000, immutable" })
    expect(sent).toEqual(meant)
  })

  it("serves the search's files whole: its script checked each time, its index files (named by content) cached for good", async () => {
    const folder = path.join(PUBLIC_DIR, "pagefind")
    const entry = JSON.parse(fs.readFileSync(path.join(folder, "pagefind-entry.json"), "utf8"))
    const meta = `pagefind.${Object.values(entry.languages as Record<string, { hash: string }>)[0].hash}.pf_meta`
    const chunk = fs.readdirSync(path.join(folder, "index"))[0]
    const expected: Record<string, string> = {
      "pagefind.js": "public, max-age=0, must-revalidate",
      "pagefind-worker.js": "public, max-age=0, must-revalidate",
      "pagefind-entry.json": "public, max-age=0, must-revalidate",
      [meta]: "public, max-age=31536000, immutable",
      [`index/${chunk}`]: "public, max-age=31536000, immutable",
    }
    for (const [file, cacheControl] of Object.entries(expected)) {
      const pathname = `/pagefind/${file}`
      const response = await get(pathname)
      const body = Buffer.from(await response.arrayBuffer())
      expect({ pathname, status: response.status, same: body.equals(fs.readFileSync(path.join(folder, file))) }).toEqual({ pathname, status: 200, same: true })
      const { sent, meant } = compareHeaders(response, pathname, [...caching(host), "Content-Security-Policy"])
      expect(meant).toEqual({
        ...(host === "Netlify" ? {} : { "Cache-Control": cacheControl }),
        "Content-Security-Policy": expect.stringContaining("'wasm-unsafe-eval'"),
      })
      expect(sent).toEqual(meant)
    }
  })
})
