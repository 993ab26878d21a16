import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { chromium, type Browser, type Download, type Page } from "playwright-core"
import { ISLAND_ELEMENT, ISLAND_HYDRATED_ATTRIBUTE, ISLAND_LOAD_ATTRIBUTE, LOAD_ON_PRESS } from "gatsby-plugin-islands"

export interface PageOptions {
  width: number
  height: number
  javaScript?: boolean
  reducedMotion?: "reduce" | "no-preference"
  cookies?: Array<{ name: string; value: string }>
}

/**
 * Without the background-networking flags, Chromium's own connections are refused by this machine's
 * closed network. The resolver rule stops every request to another host in the browser itself;
 * openSitePage only records them: stopping each request from Node costs a round trip per file.
 */
export const CHROMIUM_ARGS = [
  "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
]
/** The address of the Chromium a Jest run shares between its test files (__tests__/helpers/shared-chromium.ts). */
export const CHROMIUM_ENDPOINT_ENV = "CHROMIUM_ENDPOINT"

/**
 * Debian's two builds of Chromium (scripts/system-packages.sh installs both). The tests drive the
 * headless shell: the same engine without the browser's window, tab strip and address bar, which
 * the full browser builds for every new context at about a CPU-second each (docs/testing.md). The
 * full browser where its own interface is what a test checks (the favicon), and for the bench,
 * which measures what a visitor's browser does.
 */
export const CHROMIUM_BUILDS = {
  shell: { path: "/usr/bin/chromium-headless-shell", debianPackage: "chromium-headless-shell" },
  full: { path: "/usr/bin/chromium", debianPackage: "chromium" },
} as const
export type ChromiumBuild = keyof typeof CHROMIUM_BUILDS

export function chromiumPath(build: ChromiumBuild = "shell"): string {
  const { path: executablePath, debianPackage } = CHROMIUM_BUILDS[build]
  if (!fs.existsSync(executablePath)) throw new Error(`Chromium not found at ${executablePath}: run "apt-get install -y ${debianPackage}"`)
  return executablePath
}

/**
 * Debian's Chromium, driven by playwright-core: nothing is downloaded. In a Jest run that shares
 * one Chromium (the headless shell), a connection to it (closing it closes only this connection's
 * contexts).
 */
export async function launchChromium(build: ChromiumBuild = "shell"): Promise<Browser> {
  const endpoint = process.env[CHROMIUM_ENDPOINT_ENV]
  if (endpoint && build === "shell") return chromium.connect(endpoint)
  return chromium.launch({ executablePath: chromiumPath(build), args: CHROMIUM_ARGS })
}

export const VIEWPORTS = [
  { name: "phone", width: 375, height: 740 },
  { name: "desktop", width: 1280, height: 900 },
] as const

/**
 * A page that records every script error, console error and hydration warning, every request to another
 * host (which CHROMIUM_ARGS stops: this machine has no network, and the site must not need one), and
 * every layout shift.
 */
export async function openSitePage(browser: Browser, serverUrl: string, options: PageOptions) {
  const context = await browser.newContext({
    viewport: { width: options.width, height: options.height },
    javaScriptEnabled: options.javaScript ?? true,
    reducedMotion: options.reducedMotion ?? "no-preference",
  })
  if (options.cookies) await context.addCookies(options.cookies.map(cookie => ({ ...cookie, url: serverUrl })))
  const thirdParty: string[] = []
  context.on("request", request => {
    if (!request.url().startsWith(serverUrl) && !request.url().startsWith("data:")) thirdParty.push(request.url())
  })
  await context.addInitScript(() => {
    const record = window as unknown as { __layoutShift: number }
    record.__layoutShift = 0
    new PerformanceObserver(list => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
        if (!entry.hadRecentInput) record.__layoutShift += entry.value
      }
    }).observe({ type: "layout-shift", buffered: true })
  })
  const page = await context.newPage()
  const errors: string[] = []
  page.on("pageerror", error => errors.push(error.message))
  page.on("console", message => {
    // React reports a hydration mismatch as a console error in production, a warning in development.
    if (message.type() === "error" || (message.type() === "warning" && /hydrat|did not match/i.test(message.text()))) errors.push(message.text())
  })
  page.on("response", response => {
    if (response.status() >= 400 && response.url() !== page.url() && response.url().startsWith(serverUrl))
      errors.push(`${response.status()} for ${response.url()}`)
  })
  return { page, context, errors, thirdParty, close: () => context.close() }
}

/** Records every violation of the Content-Security-Policy the page reports; call before it loads. */
export async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const record = window as unknown as { __violations: string[] }
    record.__violations = []
    document.addEventListener("securitypolicyviolation", event => record.__violations.push(`${event.violatedDirective} blocked ${event.blockedURI}`))
  })
  return () => page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)
}

/** The page's layout shift so far, as recorded by openSitePage (shifts right after input excluded). */
export const layoutShiftOf = (page: Page): Promise<number> => page.evaluate(() => (window as unknown as { __layoutShift: number }).__layoutShift)

/**
 * Resolves once the page has rendered two more frames: by then a scroll or a hydration has
 * been handled by whatever watches it (scroll events fire in a frame's rendering steps, and a
 * handler may defer its work to the next frame). The condition to wait for when a test asserts
 * that something did not happen.
 */
export async function afterTwoFrames(page: Page): Promise<void> {
  await page.evaluate(() => new Promise(resolve => requestAnimationFrame(() => requestAnimationFrame(resolve))))
}

/** The islands that come to life without a press: every island but those that load on press (the search). */
export const AWAKE_ISLANDS = `${ISLAND_ELEMENT}:not([${ISLAND_LOAD_ATTRIBUTE}="${LOAD_ON_PRESS}"])`

/**
 * Brings every island of the page to life as a visitor scrolling through it would (an island
 * below the fold loads when scrolled near), waits until each has hydrated, then scrolls back
 * to the top. Resolves at once on a page without islands. An island that loads only when
 * pressed (the search) stays as the server rendered it: nothing of it loads before.
 */
export async function waitForIslands(page: Page): Promise<void> {
  for (const island of await page.locator(AWAKE_ISLANDS).all()) {
    await island.scrollIntoViewIfNeeded()
    await island.and(page.locator(`[${ISLAND_HYDRATED_ATTRIBUTE}]`)).waitFor({ state: "attached" })
  }
  await page.evaluate(() => window.scrollTo(0, 0))
}

/** A download, saved to a temporary file: a browser shared through CHROMIUM_ENDPOINT keeps its downloads out of reach of `download.path()`. */
export async function savedDownload(download: Download): Promise<string> {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "download-")), download.suggestedFilename())
  await download.saveAs(file)
  return file
}
