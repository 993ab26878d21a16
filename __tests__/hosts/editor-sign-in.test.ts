/**
 * Signing in to the web editor on the live site: the site's own functions (functions/api/auth/,
 * src/admin/signIn/) run on Cloudflare Pages' runtime (wrangler pages dev), with GitHub replaced
 * by a stand-in on loopback (support/github-stand-in.ts) whose address only this test's
 * settings name. The start address sends the author to GitHub with a fresh state; every bad
 * callback is refused with a page and no token; the token reaches the editor's window on the
 * site's own origin and no other; and in Chromium the editor signs in and reads the repository.
 */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import type { Browser, Page } from "playwright-core"
import { ADMIN_PATH } from "../../src/admin/adminApp"
import { CALLBACK_PATH, SIGN_IN_PATH } from "../../src/admin/signIn/githubSignIn"
import { GITHUB_API } from "../../src/hosting/headers"
import { NO_FEATURES_POLICY, SECURITY_HEADERS } from "../../src/hosting/securityHeaders"
import { launchChromium } from "../../support/browser"
import { startGitHubStandIn, type GitHubStandIn } from "../../support/github-stand-in"
import { startHostRuntime, type HostRuntime } from "../../support/host-runtimes"
import { PUBLIC_DIR } from "../../support/site"
import { headersFor, parseHeadersFile, serveFolder, type StaticServer } from "../../support/static-server"

jest.setTimeout(180_000)

const editorConfig = JSON.parse(fs.readFileSync(path.join(PUBLIC_DIR, ADMIN_PATH.slice(1), "config.json"), "utf8")) as {
  backend: { repo: string; auth_endpoint?: string }
  collections: Array<{ label: string }>
}

/**
 * A copy of the build whose editor talks to the stand-in's API instead of GitHub's: its
 * configuration's `api_root`, and the one address its policy lets it reach.
 */
function builtForStandIn(standIn: GitHubStandIn): string {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), "built-for-stand-in-"))
  fs.cpSync(PUBLIC_DIR, copy, { recursive: true })
  const config = path.join(copy, ADMIN_PATH.slice(1), "config.json")
  fs.writeFileSync(config, JSON.stringify({ ...editorConfig, backend: { ...editorConfig.backend, api_root: standIn.apiRoot } }))
  const headers = path.join(copy, "_headers")
  fs.writeFileSync(headers, fs.readFileSync(headers, "utf8").replaceAll(`connect-src 'self' ${GITHUB_API}`, `connect-src 'self' ${standIn.origin}`))
  return copy
}

/** The cookie a response sets, as the browser keeps it: its value and attributes. */
function setCookie(response: Response) {
  const [pair, ...attributes] = (response.headers.get("set-cookie") ?? "").split(/;\s*/)
  const [name, value] = pair.split("=")
  return { name, value, attributes: Object.fromEntries(attributes.map(attribute => [attribute.split("=")[0].toLowerCase(), attribute.split("=")[1] ?? true])) }
}

let standIn: GitHubStandIn
let served: string
let runtime: HostRuntime

beforeAll(async () => {
  standIn = await startGitHubStandIn({ repo: editorConfig.backend.repo })
  served = builtForStandIn(standIn)
  runtime = await startHostRuntime("Cloudflare Pages", served, {
    settings: { CMS_GITHUB_CLIENT_ID: standIn.clientId, CMS_GITHUB_CLIENT_SECRET: standIn.clientSecret, CMS_GITHUB_OAUTH_ORIGIN: standIn.origin },
  })
})

afterAll(async () => {
  await runtime?.close()
  await standIn?.close()
  if (served) fs.rmSync(served, { recursive: true, force: true })
})

const get = (pathname: string, headers: Record<string, string> = {}) => fetch(runtime.url + pathname, { redirect: "manual", headers })

/** The start address, as the editor's window opens it; the state GitHub is sent, and the cookie that keeps it. */
async function start() {
  const response = await get(`${SIGN_IN_PATH}?provider=github&site_id=127.0.0.1&scope=repo`, { "Sec-Fetch-Site": "same-origin" })
  const location = new URL(response.headers.get("location") ?? "http://none.invalid")
  return { response, location, state: location.searchParams.get("state") ?? "", cookie: setCookie(response) }
}

/** A code from the stand-in's approval page, as the author's "Authorize" brings it back. */
async function approve(location: URL): Promise<string> {
  const page = await (await fetch(location)).text()
  const authorize = page.match(/<a href="([^"]+)">Authorize<\/a>/)?.[1].replace(/&amp;/g, "&")
  return new URL(authorize ?? "http://none.invalid").searchParams.get("code") ?? ""
}

const callback = (query: Record<string, string>, cookie?: string) =>
  get(`${CALLBACK_PATH}?${new URLSearchParams(query)}`, cookie === undefined ? {} : { Cookie: cookie })

/** What a refused callback must be: a page that says so, no token anywhere, the state forgotten, the site's headers. */
async function expectRefused(response: Response, status: number, says: RegExp) {
  const page = await response.text()
  expect({ status: response.status, title: page.match(/<h1>([^<]*)<\/h1>/)?.[1] }).toEqual({ status, title: expect.stringMatching(says) })
  for (const token of standIn.tokens) expect(page).not.toContain(token)
  expect(page).not.toMatch(/gho_|access_token|<script(?![^>]*application\/json)/)
  expect(setCookie(response)).toMatchObject({ value: "", attributes: { "max-age": "0" } })
  expect(response.headers.get("content-security-policy")).toMatch(/^default-src 'none'; script-src 'none';/)
}

describe("the editor's sign-in on Cloudflare Pages' runtime", () => {
  it("sends the author to GitHub with the app's client id, the repo scope and a fresh state kept in a short-lived, HttpOnly, Secure, SameSite cookie", async () => {
    const first = await start()
    expect(first.response.status).toBe(302)
    expect(`${first.location.origin}${first.location.pathname}`).toBe(`${standIn.origin}/login/oauth/authorize`)
    expect(Object.fromEntries(first.location.searchParams)).toEqual({
      client_id: standIn.clientId,
      redirect_uri: `${runtime.url}${CALLBACK_PATH}`,
      scope: "repo",
      state: first.state,
      allow_signup: "false",
    })
    expect(first.state).toMatch(/^[\w-]{43}$/)
    expect(first.cookie).toEqual({
      name: expect.any(String),
      value: first.state,
      attributes: { path: SIGN_IN_PATH, "max-age": "600", httponly: true, secure: true, samesite: "Lax" },
    })
    expect(first.response.headers.get("cache-control")).toBe("no-store")
    const second = await start()
    expect(second.state).not.toBe(first.state)
  })

  it("refuses to start for another site's page", async () => {
    for (const opener of ["cross-site", "same-site"]) {
      const response = await get(`${SIGN_IN_PATH}?provider=github&scope=repo`, { "Sec-Fetch-Site": opener })
      expect({ opener, status: response.status, location: response.headers.get("location"), cookie: response.headers.get("set-cookie") }).toEqual({
        opener,
        status: 403,
        location: null,
        cookie: null,
      })
      expect(await response.text()).toContain("Sign in from the site&#39;s own editor".replace("&#39;", "'"))
    }
  })

  it("refuses a callback with a wrong or missing state, without its cookie, or without a code, each with a page and no token", async () => {
    const { state, cookie, location } = await start()
    const code = await approve(location)
    const jar = `${cookie.name}=${cookie.value}`
    await expectRefused(await callback({ code, state: `${state.slice(0, -1)}x` }, jar), 400, /expired or was not started here/)
    await expectRefused(await callback({ code }, jar), 400, /expired or was not started here/)
    await expectRefused(await callback({ code, state }), 400, /expired or was not started here/)
    await expectRefused(await callback({ state }, jar), 400, /no sign-in code/)
    expect(standIn.requests.filter(request => request.path === "/login/oauth/access_token")).toEqual([])
  })

  it("refuses when GitHub refuses: the author's Cancel, and a token error", async () => {
    const cancelled = await start()
    await expectRefused(
      await callback(
        { error: "access_denied", error_description: "The user has denied your application access.", state: cancelled.state },
        `${cancelled.cookie.name}=${cancelled.cookie.value}`,
      ),
      403,
      /GitHub did not sign you in/,
    )
    const { state, cookie, location } = await start()
    const code = await approve(location)
    standIn.refuseCodes(true)
    try {
      const response = await callback({ code, state }, `${cookie.name}=${cookie.value}`)
      const page = response.clone()
      await expectRefused(response, 502, /GitHub did not give the editor its key/)
      expect(await page.text()).toContain("The code passed is incorrect or expired.")
    } finally {
      standIn.refuseCodes(false)
    }
  })

  it("hands the token over once: the same callback again, with or without the spent cookie, is refused", async () => {
    const { state, cookie, location } = await start()
    const code = await approve(location)
    const jar = `${cookie.name}=${cookie.value}`
    const signedIn = await callback({ code, state }, jar)
    const page = await signedIn.text()
    expect(signedIn.status).toBe(200)
    const token = standIn.tokens.at(-1) as string
    expect(page).toContain(`"token":"${token}"`)
    // The browser forgets the state with this answer; a replay by a browser has no cookie.
    expect(setCookie(signedIn)).toMatchObject({ value: "", attributes: { "max-age": "0" } })
    await expectRefused(await callback({ code, state }), 400, /expired or was not started here/)
    // One who kept the cookie has a spent code: GitHub's code works once.
    await expectRefused(await callback({ code, state }, jar), 502, /GitHub did not give the editor its key/)
  })

  it("gives every sign-in page the site's security headers and a policy of its own that runs only its own script", async () => {
    const { state, cookie, location } = await start()
    const pages = {
      refused: await callback({ state }),
      signedIn: await callback({ code: await approve(location), state }, `${cookie.name}=${cookie.value}`),
    }
    for (const [name, response] of Object.entries(pages)) {
      const sent = Object.fromEntries(
        [...Object.keys(SECURITY_HEADERS), "Permissions-Policy", "Cache-Control", "X-Robots-Tag"].map(header => [header, response.headers.get(header)]),
      )
      expect({ name, sent }).toEqual({
        name,
        sent: { ...SECURITY_HEADERS, "Permissions-Policy": NO_FEATURES_POLICY, "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" },
      })
      const policy = response.headers.get("content-security-policy") ?? ""
      expect(policy).toMatch(
        /^default-src 'none'; script-src ('none'|'sha256-[\w+/=]+'); style-src 'sha256-[\w+/=]+'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'$/,
      )
      expect({ name, scripts: /script-src 'sha256-/.test(policy) }).toEqual({ name, scripts: name === "signedIn" })
    }
  })

  it("lets the editor reach GitHub's API and nothing else", () => {
    const rules = parseHeadersFile(fs.readFileSync(path.join(PUBLIC_DIR, "_headers"), "utf8"))
    const policy = headersFor(rules, `${ADMIN_PATH}/`)["Content-Security-Policy"] ?? ""
    expect(policy.split("; ").find(directive => directive.startsWith("connect-src"))).toBe(`connect-src 'self' ${GITHUB_API}`)
    expect(editorConfig.backend.auth_endpoint).toBe(SIGN_IN_PATH.slice(1))
  })

  describe("in Chromium", () => {
    let browser: Browser
    let foreign: StaticServer
    let foreignFolder: string

    beforeAll(async () => {
      browser = await launchChromium()
      // Another site: localhost is a different site from 127.0.0.1, where the runtime listens.
      foreignFolder = fs.mkdtempSync(path.join(os.tmpdir(), "foreign-site-"))
      fs.writeFileSync(path.join(foreignFolder, "index.html"), "<!doctype html><title>Another site</title><p>Another site</p>")
      foreign = await serveFolder(foreignFolder)
    })

    afterAll(async () => {
      await browser?.close()
      await foreign?.close()
      if (foreignFolder) fs.rmSync(foreignFolder, { recursive: true, force: true })
    })

    it("signs the author in: /admin, Login with GitHub, the stand-in's approval, then the editor's collections, read from the stand-in's API with her token", async () => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
      try {
        const page = await context.newPage()
        await page.goto(`${runtime.url}${ADMIN_PATH}/`)
        const popupOpened = page.waitForEvent("popup")
        await page.getByRole("button", { name: /login with github/i }).click()
        const popup = await popupOpened
        // The editor closes the window once it has the token: as soon as the click's navigation ends, on a fast run.
        const closed = new Promise(resolve => popup.once("close", resolve))
        await popup.getByRole("link", { name: "Authorize" }).click()
        await closed
        try {
          await page.getByRole("heading", { name: "Collections" }).waitFor({ timeout: 30_000 })
          const shown = await page.locator("aside a, nav a").allInnerTexts()
          expect(editorConfig.collections.map(collection => collection.label).filter(label => !shown.map(text => text.trim()).includes(label))).toEqual([])
        } finally {
          await page.screenshot({ path: path.resolve("test-results", "editor-signed-in.png") })
        }
        const token = standIn.tokens.at(-1)
        expect(standIn.requests).toContainEqual({ method: "GET", path: `/api/repos/${editorConfig.backend.repo}`, authorization: `token ${token}` })
      } finally {
        await context.close()
      }
    })

    /** A page of another site that answers the sign-in window's handshake as the editor would, and keeps every message it gets. */
    async function foreignOpener(page: Page) {
      await page.goto(foreign.url.replace("127.0.0.1", "localhost"))
      await page.evaluate(() => {
        const w = window as unknown as { received: string[] }
        w.received = []
        window.addEventListener("message", event => {
          w.received.push(String(event.data))
          if (String(event.data).startsWith("authorizing:")) (event.source as Window).postMessage(event.data, "*")
        })
      })
      return () => page.evaluate(() => (window as unknown as { received: string[] }).received)
    }

    it("gives another site's page nothing: its window is refused at the start, and a callback it opens never posts the token to it", async () => {
      const context = await browser.newContext()
      try {
        const page = await context.newPage()
        const received = await foreignOpener(page)
        const refused = page.waitForEvent("popup")
        await page.evaluate(url => window.open(url, "sign-in"), `${runtime.url}${SIGN_IN_PATH}?provider=github&scope=repo`)
        const refusedWindow = await refused
        await refusedWindow.getByRole("heading", { name: "Sign in from the site's own editor" }).waitFor()
        // Even a callback that would sign in (a fresh state and code, its cookie in this browser) keeps the token on the site's origin.
        const { state, cookie, location } = await start()
        const code = await approve(location)
        await context.addCookies([
          { name: cookie.name, value: cookie.value, url: `${runtime.url}${SIGN_IN_PATH}`, httpOnly: true, secure: true, sameSite: "Lax" },
        ])
        const handedOver = page.waitForEvent("popup")
        await page.evaluate(url => window.open(url, "callback"), `${runtime.url}${CALLBACK_PATH}?${new URLSearchParams({ code, state })}`)
        const callbackWindow = await handedOver
        await callbackWindow.getByRole("heading", { name: "Signing you in" }).waitFor()
        const token = standIn.tokens.at(-1) as string
        expect(await callbackWindow.content()).toContain(token)
        await page.waitForTimeout(1500)
        expect(await received()).toEqual([])
      } finally {
        await context.close()
      }
    })
  })
})
