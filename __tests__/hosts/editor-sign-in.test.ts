/**
 * Signing in to the web editor on the live site: the site's own functions (functions/api/auth/,
 * src/admin/signIn/) run on Cloudflare Pages' runtime (wrangler pages dev), with GitHub replaced
 * by a stand-in on loopback (harness/github-stand-in.ts) whose address only this test's
 * settings name. The start address sends the author to GitHub with a fresh state and a PKCE
 * challenge, for the host's scope; every bad callback, and every answer from GitHub that is not a
 * token within that scope, is refused with a page in the site's own words and no token; the token
 * reaches the editor's window on the site's own origin and no other; and in Chromium the editor
 * signs in, reads the repository, and shows the author's Cancel at GitHub.
 */
import crypto from "node:crypto"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import type { Browser, BrowserContext, Page } from "playwright-core"
import { ADMIN_PATH } from "../../src/admin/adminApp"
import { CALLBACK_PATH, SIGN_IN_PATH, TOKEN_EXCHANGE_TIMEOUT_MS } from "../../src/admin/signIn/githubSignIn"
import { GITHUB_API } from "../../src/hosting/headers"
import { NO_FEATURES_POLICY, SECURITY_HEADERS } from "../../src/hosting/securityHeaders"
import { launchChromium } from "../../harness/browser"
import { SLOW_ANSWER_MS, startGitHubStandIn, type ExchangeAnswer, type GitHubStandIn } from "../../harness/github-stand-in"
import { startHostRuntime, type HostRuntime } from "../../harness/host-runtimes"
import { PUBLIC_DIR } from "../../harness/built-site"
import { headersFor, parseHeadersFile, serveFolder, type StaticServer } from "../../harness/static-server"

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

/** The headers every sign-in page and redirect carries: the site's, but that no address of a sign-in is told to the page it leads to. */
const SIGN_IN_HEADERS = { ...SECURITY_HEADERS, "Referrer-Policy": "no-referrer" }
/** The host's scope setting in these tests: not the default (repo), so that the setting is seen to decide. */
const SCOPE = "public_repo"

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
    settings: {
      CMS_GITHUB_CLIENT_ID: standIn.clientId,
      CMS_GITHUB_CLIENT_SECRET: standIn.clientSecret,
      CMS_GITHUB_SCOPE: SCOPE,
      CMS_GITHUB_OAUTH_ORIGIN: standIn.origin,
    },
  })
  standIn.registerCallback(`${runtime.url}${CALLBACK_PATH}`)
})

afterAll(async () => {
  await runtime?.close()
  await standIn?.close()
  if (served) fs.rmSync(served, { recursive: true, force: true })
})

const get = (pathname: string, headers: Record<string, string> = {}, origin = runtime.url) => fetch(origin + pathname, { redirect: "manual", headers })

/**
 * The start address, as Decap's window opens it (asking for `repo`, its default); the state and
 * PKCE challenge GitHub is sent, and the cookie that keeps the state and the verifier.
 */
async function start(origin = runtime.url) {
  const response = await get(`${SIGN_IN_PATH}?provider=github&site_id=127.0.0.1&scope=repo`, { "Sec-Fetch-Site": "same-origin" }, origin)
  const location = new URL(response.headers.get("location") ?? "http://none.invalid")
  const cookie = setCookie(response)
  const [state, verifier] = (cookie.value ?? "").split(".")
  return { response, location, state, verifier, cookie, jar: `${cookie.name}=${cookie.value}` }
}

/** A code from the stand-in's approval page, as the author's "Authorize" brings it back. */
async function approve(location: URL): Promise<string> {
  const page = await (await fetch(location)).text()
  const authorize = page.match(/<a href="([^"]+)">Authorize<\/a>/)?.[1].replace(/&amp;/g, "&")
  return new URL(authorize ?? "http://none.invalid").searchParams.get("code") ?? ""
}

const callback = (query: Record<string, string>, cookie?: string) =>
  get(`${CALLBACK_PATH}?${new URLSearchParams(query)}`, cookie === undefined ? {} : { Cookie: cookie })

/** A sign-in the author approved at the stand-in, and its callback as GitHub sends her to it, with the cookie her browser kept. */
async function approvedCallback() {
  const started = await start()
  const code = await approve(started.location)
  return { ...started, code, signIn: (cookie = started.jar) => callback({ code, state: started.state }, cookie) }
}

/** The exchange answering `how` for as long as `run` takes. */
async function whileExchangesAnswer<T>(how: ExchangeAnswer, run: () => Promise<T>): Promise<T> {
  standIn.answerExchanges(how)
  try {
    return await run()
  } finally {
    standIn.answerExchanges("token")
  }
}

/**
 * What a refused callback must be: a page that says so and tells the editor the same (Decap's
 * error message, to the handshake's one script), no token anywhere, the state forgotten, the
 * sign-in's headers.
 */
async function expectRefused(response: Response, status: number, says: RegExp) {
  const page = await response.text()
  const title = page.match(/<h1>([^<]*)<\/h1>/)?.[1]
  expect({ status: response.status, title }).toEqual({ status, title: expect.stringMatching(says) })
  for (const token of standIn.tokens) expect(page).not.toContain(token)
  expect(page).not.toMatch(/gho_|access_token/)
  const data = page.match(/<script type="application\/json" id="sign-in">([^<]*)<\/script>/)?.[1]
  // The editor shows the page's title in its place (none of the titles has a sign that HTML escapes).
  expect(JSON.parse(data ?? "null")).toEqual({ provider: "github", error: { message: title } })
  expect(setCookie(response)).toMatchObject({ value: "", attributes: { "max-age": "0", path: "/" } })
  expect(response.headers.get("content-security-policy")).toMatch(/^default-src 'none'; script-src 'sha256-[\w+/=]+';/)
  expect(response.headers.get("referrer-policy")).toBe("no-referrer")
  return page
}

describe("the editor's sign-in on Cloudflare Pages' runtime", () => {
  it("sends the author to GitHub with the app's client id, the host's scope, a fresh state and a PKCE challenge, kept in a short-lived, HttpOnly, __Host- cookie", async () => {
    const first = await start()
    expect(first.response.status).toBe(302)
    expect(`${first.location.origin}${first.location.pathname}`).toBe(`${standIn.origin}/login/oauth/authorize`)
    expect(Object.fromEntries(first.location.searchParams)).toEqual({
      client_id: standIn.clientId,
      redirect_uri: `${runtime.url}${CALLBACK_PATH}`,
      // The host's setting, not the "repo" the editor's address asked for.
      scope: SCOPE,
      state: first.state,
      code_challenge: crypto.createHash("sha256").update(first.verifier).digest("base64url"),
      code_challenge_method: "S256",
      allow_signup: "false",
    })
    expect([first.state, first.verifier]).toEqual([expect.stringMatching(/^[\w-]{43}$/), expect.stringMatching(/^[\w-]{43}$/)])
    expect(first.verifier).not.toBe(first.state)
    // __Host-: Secure, Path=/ and no Domain, or the browser drops it.
    expect(first.cookie).toEqual({
      name: expect.stringMatching(/^__Host-/),
      value: `${first.state}.${first.verifier}`,
      attributes: { path: "/", "max-age": "600", httponly: true, secure: true, samesite: "Lax" },
    })
    const sent = Object.fromEntries([...Object.keys(SIGN_IN_HEADERS), "Cache-Control"].map(header => [header, first.response.headers.get(header)]))
    expect(sent).toEqual({ ...SIGN_IN_HEADERS, "Cache-Control": "no-store" })
    const second = await start()
    expect([second.state, second.verifier]).not.toContain(first.state)
    expect(second.verifier).not.toBe(first.verifier)
  })

  it("asks GitHub for the host's scope whatever the editor's address asks for", async () => {
    for (const asked of ["repo", "admin:org", "repo%20delete_repo", ""]) {
      const response = await get(`${SIGN_IN_PATH}?provider=github&scope=${asked}`, { "Sec-Fetch-Site": "same-origin" })
      expect({ asked, scope: new URL(response.headers.get("location") ?? "http://none.invalid").searchParams.get("scope") }).toEqual({ asked, scope: SCOPE })
    }
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

  it("refuses a callback with a wrong or missing state, without its cookie, with two of them, or without a code, each with a page and no token", async () => {
    const { state, jar, code } = await approvedCallback()
    const expired = /expired or was not started here/
    await expectRefused(await callback({ code, state: `${state.slice(0, -1)}x` }, jar), 400, expired)
    await expectRefused(await callback({ code }, jar), 400, expired)
    await expectRefused(await callback({ code, state }), 400, expired)
    // A second cookie of the same name, as a sibling subdomain could plant beside the site's own: even one that matches is refused.
    await expectRefused(await callback({ code, state }, `${jar}; ${jar}`), 400, expired)
    await expectRefused(await callback({ state }, jar), 400, /no sign-in code/)
    expect(standIn.requests.filter(request => request.path === "/login/oauth/access_token")).toEqual([])
  })

  it("checks the state before GitHub's error: an error with a wrong or missing state, or without its cookie, is refused as any bad state", async () => {
    const { state, jar } = await start()
    const error = { error: "access_denied", error_description: "The user has denied your application access." }
    await expectRefused(await callback({ ...error, state: `${state.slice(0, -1)}x` }, jar), 400, /expired or was not started here/)
    await expectRefused(await callback(error, jar), 400, /expired or was not started here/)
    await expectRefused(await callback({ ...error, state }), 400, /expired or was not started here/)
  })

  it("says what GitHub's error means in the site's own words, never GitHub's, which anyone can write into the address", async () => {
    const marker = "MARKER-of-error_description"
    for (const [error, status, says] of [
      ["access_denied", 403, /^You cancelled signing in at GitHub$/],
      ["application_suspended", 403, /^GitHub did not sign you in$/],
      ["<script>alert(1)</script>", 403, /^GitHub did not sign you in$/],
    ] as const) {
      const { state, jar } = await start()
      const page = await expectRefused(await callback({ error, error_description: `${marker} <b>Call 0800</b>`, state }, jar), status, says)
      expect({ error, marker: page.includes(marker) || page.includes("0800") || page.includes("alert(1)") }).toEqual({ error, marker: false })
    }
  })

  it("refuses a token error from GitHub in its own words, not GitHub's", async () => {
    const { signIn } = await approvedCallback()
    const page = await whileExchangesAnswer("refused", async () => expectRefused(await signIn(), 502, /^GitHub did not give the editor its key$/))
    expect(page).not.toContain("The code passed is incorrect or expired.")
  })

  it("refuses an answer that is no token: null, or a token that is not a string", async () => {
    for (const how of ["null", "token not a string"] as const) {
      const { signIn } = await approvedCallback()
      await whileExchangesAnswer(how, async () => expectRefused(await signIn(), 502, /^GitHub did not give the editor its key$/))
    }
  })

  it("refuses a token GitHub granted more than the host's scope, and never hands it over", async () => {
    const { signIn } = await approvedCallback()
    await whileExchangesAnswer("wider scope", async () => expectRefused(await signIn(), 403, /^GitHub gave the editor more than this site asks for$/))
  })

  it(`stops waiting for GitHub's token after ${TOKEN_EXCHANGE_TIMEOUT_MS / 1000} seconds, with a page`, async () => {
    expect(SLOW_ANSWER_MS).toBeGreaterThan(TOKEN_EXCHANGE_TIMEOUT_MS + 5000)
    const { signIn } = await approvedCallback()
    const began = Date.now()
    await whileExchangesAnswer("slowly", async () => expectRefused(await signIn(), 504, /^GitHub did not answer in time$/))
    expect(Date.now() - began).toBeGreaterThanOrEqual(TOKEN_EXCHANGE_TIMEOUT_MS - 500)
  })

  it("sends GitHub the PKCE verifier the cookie keeps: another one is refused", async () => {
    const { state, verifier, cookie, signIn } = await approvedCallback()
    const other = crypto.randomBytes(32).toString("base64url")
    expect(other).not.toBe(verifier)
    await expectRefused(await signIn(`${cookie.name}=${state}.${other}`), 502, /^GitHub did not give the editor its key$/)
  })

  it("names the callback at the address the author is on: a sign-in started elsewhere than the registered callback comes back refused", async () => {
    // localhost is the same runtime at another origin than the one registered (127.0.0.1).
    const elsewhere = await start(runtime.url.replace("127.0.0.1", "localhost"))
    expect(elsewhere.location.searchParams.get("redirect_uri")).toBe(`${runtime.url.replace("127.0.0.1", "localhost")}${CALLBACK_PATH}`)
    const sentBack = await fetch(elsewhere.location, { redirect: "manual" })
    const back = new URL(sentBack.headers.get("location") ?? "http://none.invalid")
    expect(`${back.origin}${back.pathname}`).toBe(`${runtime.url}${CALLBACK_PATH}`)
    await expectRefused(await callback(Object.fromEntries(back.searchParams), elsewhere.jar), 403, /^GitHub does not know this site's callback address$/)
  })

  it("hands the token over once: the same callback again, with or without the spent cookie, is refused", async () => {
    const { state, code, jar, signIn } = await approvedCallback()
    const signedIn = await signIn()
    const page = await signedIn.text()
    expect(signedIn.status).toBe(200)
    const token = standIn.tokens.at(-1) as string
    expect(page).toContain(`"token":"${token}"`)
    // The browser forgets the state with this answer; a replay by a browser has no cookie.
    expect(setCookie(signedIn)).toMatchObject({ value: "", attributes: { "max-age": "0", path: "/" } })
    await expectRefused(await callback({ code, state }), 400, /expired or was not started here/)
    // One who kept the cookie has a spent code: GitHub's code works once.
    await expectRefused(await callback({ code, state }, jar), 502, /GitHub did not give the editor its key/)
  })

  it("gives every sign-in page the site's security headers, no referrer, and a policy of its own that runs only its own script", async () => {
    const { state, signIn } = await approvedCallback()
    const pages = {
      refused: await callback({ state }),
      signedIn: await signIn(),
      notStarted: await get(`${SIGN_IN_PATH}?provider=github`, { "Sec-Fetch-Site": "cross-site" }),
    }
    const policies = new Set<string>()
    for (const [name, response] of Object.entries(pages)) {
      const sent = Object.fromEntries(
        [...Object.keys(SIGN_IN_HEADERS), "Permissions-Policy", "Cache-Control", "X-Robots-Tag"].map(header => [header, response.headers.get(header)]),
      )
      expect({ name, sent }).toEqual({
        name,
        sent: { ...SIGN_IN_HEADERS, "Permissions-Policy": NO_FEATURES_POLICY, "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" },
      })
      const policy = response.headers.get("content-security-policy") ?? ""
      expect(policy).toMatch(
        /^default-src 'none'; script-src 'sha256-[\w+/=]+'; style-src 'sha256-[\w+/=]+'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'$/,
      )
      policies.add(policy)
    }
    // One script on every page: the handshake, which hands over the token or the error.
    expect(policies.size).toBe(1)
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

    /** The editor at /admin/, its "Login with GitHub" pressed: the page, the sign-in window, and when that window closes. */
    async function openSignInWindow(context: BrowserContext) {
      const page = await context.newPage()
      await page.goto(`${runtime.url}${ADMIN_PATH}/`)
      const popupOpened = page.waitForEvent("popup")
      await page.getByRole("button", { name: /login with github/i }).click()
      const popup = await popupOpened
      // Watched from the start: the editor closes the window as soon as it has its answer, on a fast run at once.
      const closed = new Promise(resolve => popup.once("close", resolve))
      return { page, popup, closed }
    }

    it("signs the author in: /admin, Login with GitHub, the stand-in's approval, then the editor's collections, read from the stand-in's API with her token", async () => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
      try {
        const { page, popup, closed } = await openSignInWindow(context)
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

    it("tells the editor when the author cancels at GitHub: the editor shows it, and the window closes", async () => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
      try {
        const { page, popup, closed } = await openSignInWindow(context)
        await popup.getByRole("link", { name: "Cancel" }).click()
        // Decap closes the window as it takes the error, then shows the error's message.
        await page.getByText("You cancelled signing in at GitHub").waitFor({ timeout: 30_000 })
        await closed
        expect(await page.getByRole("heading", { name: "Collections" }).count()).toBe(0)
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

    it("gives another site's page nothing: its window is refused at the start, and a callback it opens never posts the token or an error to it", async () => {
      const context = await browser.newContext()
      try {
        const page = await context.newPage()
        const received = await foreignOpener(page)
        const refused = page.waitForEvent("popup")
        await page.evaluate(url => window.open(url, "sign-in"), `${runtime.url}${SIGN_IN_PATH}?provider=github&scope=repo`)
        const refusedWindow = await refused
        await refusedWindow.getByRole("heading", { name: "Sign in from the site's own editor" }).waitFor()
        // A refused callback tells its error to the site's own editor alone, too.
        const refusedCallback = page.waitForEvent("popup")
        await page.evaluate(url => window.open(url, "refused-callback"), `${runtime.url}${CALLBACK_PATH}?error=access_denied&state=forged`)
        await (await refusedCallback).getByRole("heading", { name: /expired or was not started here/ }).waitFor()
        // Even a callback that would sign in (a fresh state and code, its cookie in this browser) keeps the token on the site's origin.
        // The browser takes a __Host- cookie only from the site itself: the author's own start, in a tab of this browser.
        const starter = await context.newPage()
        await starter.goto(`${runtime.url}${SIGN_IN_PATH}?provider=github`)
        const approved = new URL((await starter.getByRole("link", { name: "Authorize" }).getAttribute("href")) ?? "http://none.invalid")
        await starter.close()
        const [code, state] = ["code", "state"].map(name => approved.searchParams.get(name) ?? "")
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
