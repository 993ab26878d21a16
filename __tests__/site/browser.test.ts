import fs from "node:fs"
import path from "node:path"
import type { Page, Request } from "playwright-core"
import { launchChromium, layoutShiftOf, openSitePage, savedDownload, VIEWPORTS, waitForIslands, watchViolations } from "../../harness/browser"
import { servedSite } from "../helpers/served-site"
import { bookPath, newsPostPath, PAGES } from "../../src/routes"
import {
  artworkFilterPages,
  artworkListPages,
  CHARACTER_PAGES_TO_CHECK,
  MENU_PATHS,
  PUBLIC_DIR,
  ROUTES_TO_CHECK,
  ROUTES_TO_RENDER,
  SAVES_PAGE_SCREENSHOTS,
  SCREENSHOTS_DIR,
} from "../../harness/built-site"
import { headersFor, parseHeadersFile } from "../../harness/static-server"
import { bookEntries, booksWithFirstChapter, DATA_DIR, fileDigest, newsPosts, readJson } from "../../harness/content"

jest.setTimeout(60_000)

// The served build in Debian's Chromium (the headless shell), on a plain static file host (no
// redirects) that sends the headers the build wrote, as Netlify and Cloudflare Pages do: every page
// loads with its Content-Security-Policy enforced.
const served = servedSite(PUBLIC_DIR, { withHeaders: true })
const headerRules = parseHeadersFile(fs.readFileSync(path.join(PUBLIC_DIR, "_headers"), "utf8"))
fs.mkdirSync(SCREENSHOTS_DIR, { recursive: true })

/** Brings every image into view in turn, as a reader scrolling down would, so lazy ones load. */
async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    for (const image of Array.from(document.images)) {
      image.scrollIntoView({ block: "center" })
      await new Promise(resolve => requestAnimationFrame(() => requestAnimationFrame(resolve)))
    }
    window.scrollTo(0, 0)
  })
  await page.waitForFunction(() => Array.from(document.images).every(image => image.complete))
}

/**
 * Images drawn from a file of the wrong width for their slot: `sizes` misleads the browser.
 * The right file is the smallest candidate at least as wide as the slot in device pixels;
 * `sizes` may be up to 15% off either way, as slots between breakpoints are.
 */
async function wronglySizedImages(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.images).flatMap(image => {
      const srcset = image.parentElement?.querySelector("source")?.getAttribute("srcset") ?? image.getAttribute("srcset") ?? ""
      const candidates = srcset
        .split(/,\s+/)
        .map(entry => entry.trim().split(/\s+/))
        .map(([url, width]) => ({ url: new URL(url, location.href).href, width: parseInt(width, 10) }))
        .filter(candidate => candidate.width > 0)
        .sort((a, b) => a.width - b.width)
      const chosen = candidates.find(candidate => candidate.url === image.currentSrc)
      if (!chosen) return []
      const slot = image.getBoundingClientRect().width * devicePixelRatio
      const fitting = (needed: number) => (candidates.find(candidate => candidate.width >= needed) ?? candidates[candidates.length - 1]).width
      const ok = chosen.width >= fitting(slot * 0.85) && chosen.width <= fitting(slot * 1.15)
      return ok ? [] : [`${new URL(chosen.url).pathname}: a ${chosen.width} px file for a ${Math.round(slot)} px slot`]
    }),
  )
}

const shotName = (route: string, viewport: string) => `${route === "/" ? "home" : route.slice(1)}-${viewport}.jpg`

describe.each(VIEWPORTS)("at $width px ($name)", viewport => {
  it.each(ROUTES_TO_RENDER)(
    "$path loads with its heading, its policy and every image at the size of its slot, without errors, policy violations, shifts, sideways scrolling or other hosts",
    async route => {
      const { page, errors, thirdParty, close } = await openSitePage(served.browser, served.url, viewport)
      const violations = await watchViolations(page)
      const response = await page.goto(served.url + route.path, { waitUntil: "networkidle" })
      expect(response?.status()).toBe(200)
      expect(response?.headers()["content-security-policy"]).toBe(headersFor(headerRules, route.path)["Content-Security-Policy"])
      expect(await page.locator("h1").count()).toBe(1)
      expect((await page.locator("h1").textContent())?.replace(/\s+/g, " ").trim()).toBe(route.h1)
      expect(await page.title()).toContain(route.title)
      await scrollThrough(page)
      const broken = await page.evaluate(() =>
        Array.from(document.images)
          .filter(image => image.naturalWidth === 0)
          .map(image => image.currentSrc || image.src),
      )
      expect(broken).toEqual([])
      expect(await wronglySizedImages(page)).toEqual([])
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width)
      expect(await layoutShiftOf(page)).toBeLessThan(0.01)
      // Before and after every island has hydrated: what an island loads and runs is under the policy too.
      expect(await violations()).toEqual([])
      await waitForIslands(page)
      expect(await violations()).toEqual([])
      expect(thirdParty).toEqual([])
      // JPEG: a whole page as PNG took Chromium three times as long to encode (docs/testing.md).
      if (SAVES_PAGE_SCREENSHOTS)
        await page.screenshot({ path: path.join(SCREENSHOTS_DIR, shotName(route.path, viewport.name)), fullPage: true, type: "jpeg", quality: 80 })
      expect(errors).toEqual([])
      await close()
    },
  )
})

it("the slot-size check catches a misleading sizes attribute (the artwork grid told it fills the screen)", async () => {
  const { page, close } = await openSitePage(served.browser, served.url, VIEWPORTS[1])
  await page.route(`${served.url}/artwork`, async route => {
    const response = await route.fetch()
    route.fulfill({ response, body: (await response.text()).replace(/sizes="\(min-width: 60rem\) 16rem[^"]*"/g, 'sizes="100vw"') })
  })
  await page.goto(`${served.url}/artwork`, { waitUntil: "networkidle" })
  await scrollThrough(page)
  expect(await wronglySizedImages(page)).toContainEqual(expect.stringMatching(/: a 720 px file for a 262 px slot$/))
  await close()
})

describe("navigation", () => {
  it("reaches every page from the header, the footer (the A to Z too), the teachers' page, the books' pages, the artwork's filter bar and the news page", async () => {
    const { page, errors, close } = await openSitePage(served.browser, served.url, VIEWPORTS[1])
    const visited = new Set<string>()
    // What became of the documents asked for since the last arrival (a prefetch says so in its
    // Sec-Purpose header), for a click that does not navigate (twice in CI on /characters's link to /news:
    // pressHeaderLink says why).
    const documents: string[] = []
    const noteDocument = (what: string) => (request: Request) =>
      ["document", "other"].includes(request.resourceType()) &&
      documents.push(`${what} ${new URL(request.url()).pathname}${request.headers()["sec-purpose"] ? ` (${request.headers()["sec-purpose"]})` : ""}`)
    page.on("request", noteDocument("asked for"))
    page.on("requestfinished", noteDocument("arrived"))
    page.on("requestfailed", request => noteDocument(`failed (${request.failure()?.errorText})`)(request))
    const arrive = async (address: string) => {
      const route = ROUTES_TO_CHECK.find(candidate => candidate.path === address)
      if (!route) throw new Error(`${address} is not in ROUTES_TO_CHECK`)
      // Arrived once the new page is committed and shows its heading: its load event (every picture
      // loaded) is the per-route test's to check. A navigation that never commits says where the page stayed.
      await page.waitForURL(served.url + address, { waitUntil: "commit" }).catch((error: Error) => {
        const since = documents.length ? documents.slice(-20).join(", ") : "none"
        throw new Error(
          `No navigation to ${address}: the page stayed at ${page.url()} (${error.message.split("\n")[0]}); documents since the last page: ${since}`,
        )
      })
      documents.length = 0
      await page.waitForFunction(expected => document.querySelector("h1")?.textContent?.replace(/\s+/g, " ").trim() === expected, route.h1)
      visited.add(address)
    }
    // The header's link, pressed where it is, as a visitor does: once the header sticks, its links lie in the
    // band the page's scroll padding keeps clear of it (global.css), so by default Playwright scrolled the page
    // up before pressing (334 px, 426 before the cookie notice shows), and from /characters back at 629 px that
    // unstuck the header in the frame after, which could fall between press and release: the release and the
    // click landed on the page below, and no navigation (twice in CI). Waits, as a visitor would, for the
    // link to be in the window (the header sticks once the page's script has seen where the page is).
    const pressHeaderLink = (address: string) => page.locator('header nav[aria-label="Main"]').locator(`a[href="${address}"]`).click({ scroll: "none" })
    await page.goto(served.url + "/", { waitUntil: "networkidle" })
    for (const address of MENU_PATHS.filter(candidate => candidate !== "/")) {
      await pressHeaderLink(address)
      await arrive(address)
    }
    await page.getByRole("navigation", { name: "General" }).getByRole("link", { name: "Privacy policy" }).click()
    await arrive("/privacy-policy")
    await page
      .getByRole("navigation", { name: "General" })
      .getByRole("link", { name: `${PAGES.aToZ.breadcrumb} of every page` })
      .click()
    await arrive(PAGES.aToZ.path)
    await page.getByRole("navigation", { name: "General" }).getByRole("link", { name: PAGES.accessibility.title }).click()
    await arrive(PAGES.accessibility.path)
    const classroom = page.getByRole("navigation", { name: "Teachers and librarians" })
    await classroom.getByRole("link", { name: PAGES.aboutTheAuthor.title }).click()
    await arrive(PAGES.aboutTheAuthor.path)
    await classroom.getByRole("link", { name: "Teaching guides" }).click()
    await arrive(PAGES.teachers.path)
    const guides = await page.locator(`#guides a[href^="${PAGES.teachers.path}/"]`).evaluateAll(links => links.map(link => link.getAttribute("href") ?? ""))
    for (const guide of guides) {
      await page.locator(`#guides a[href="${guide}"]`).click()
      await arrive(guide)
      await page.goBack()
      await arrive(PAGES.teachers.path)
    }
    await page.locator(`main a[href="${PAGES.events.path}"]`).first().click()
    await arrive(PAGES.events.path)
    // Each first chapter from its book's page.
    for (const { book, path: chapter } of booksWithFirstChapter) {
      await pressHeaderLink(bookPath(book.slug))
      await arrive(bookPath(book.slug))
      await page.locator(`main a[href="${chapter}"]`).first().click()
      await arrive(chapter)
    }
    // The artwork's filter pages that the quality gate walks, from the artwork page's filter bar.
    for (const filter of artworkFilterPages.filter(candidate => ROUTES_TO_CHECK.some(route => route.path === candidate.path))) {
      await pressHeaderLink(PAGES.artwork.path)
      await arrive(PAGES.artwork.path)
      await page.locator(`main a[href="${filter.path}"]`).first().click()
      await arrive(filter.path)
    }
    // The artwork's further pages that the quality gate walks, from the pager of the list's first page.
    for (const further of artworkListPages.filter(listPage => listPage.number > 1 && ROUTES_TO_CHECK.some(route => route.path === listPage.path))) {
      const first = artworkListPages.find(listPage => listPage.number === 1 && further.path.startsWith(`${listPage.path}/`))!
      await pressHeaderLink(PAGES.artwork.path)
      await arrive(PAGES.artwork.path)
      if (first.path !== PAGES.artwork.path) {
        await page.locator(`main a[href="${first.path}"]`).first().click()
        await arrive(first.path)
      }
      await page.locator(`main a[href="${further.path}"]`).first().click()
      await arrive(further.path)
    }
    // Every character from a book's characters, and the characters' pages the quality gate walks from there.
    const introducing = bookEntries.find(book => book.characters.length > 0)
    if (introducing) {
      await pressHeaderLink(bookPath(introducing.slug))
      await arrive(bookPath(introducing.slug))
      await page.locator(`#characters a[href="${PAGES.characters.path}"]`).click()
      await arrive(PAGES.characters.path)
      for (const character of CHARACTER_PAGES_TO_CHECK) {
        await page.locator(`main a[href="${character.path}"]`).first().click()
        await arrive(character.path)
        await page.goBack()
        await arrive(PAGES.characters.path)
      }
    }
    // Each news post from the news page.
    for (const post of newsPosts) {
      await pressHeaderLink(PAGES.news.path)
      await arrive(PAGES.news.path)
      await page
        .locator(`main a[href="${newsPostPath(post.slug)}"]`)
        .first()
        .click()
      await arrive(newsPostPath(post.slug))
    }
    expect([...visited, "/"].sort()).toEqual(ROUTES_TO_CHECK.map(route => route.path).sort())
    expect(errors).toEqual([])
    await close()
  })
})

describe("old addresses and unknown ones", () => {
  // The aliases of the product decisions, each with and without JavaScript.
  const aliases = [
    ["/store", "/shop"],
    ["/book-one-the-beginning", "/book-one-the-discovery"],
  ].flatMap(([from, to]) => [true, false].map(javaScript => ({ from, to, javaScript })))

  it.each(aliases)("$from arrives at $to (JavaScript on: $javaScript)", async ({ from, to, javaScript }) => {
    const { page, close } = await openSitePage(served.browser, served.url, { ...VIEWPORTS[0], javaScript })
    await page.goto(served.url + from)
    await page.waitForURL(served.url + to)
    expect(await page.locator("h1").count()).toBe(1)
    expect((await page.locator("h1").textContent())?.replace(/\s+/g, " ").trim()).toBe(ROUTES_TO_CHECK.find(route => route.path === to)?.h1)
    await close()
  })

  it("an unknown path gets the 404 page with status 404, and its link leads home", async () => {
    const { page, close } = await openSitePage(served.browser, served.url, VIEWPORTS[0])
    const response = await page.goto(served.url + "/no-such-page", { waitUntil: "networkidle" })
    expect(response?.status()).toBe(404)
    expect((await page.locator("h1").textContent())?.replace(/\s+/g, " ").trim()).toBe("404: Page Not Found")
    await page.getByRole("link", { name: "Return to Home" }).click()
    await page.waitForURL(served.url + "/")
    await close()
  })
})

describe("icons", () => {
  // Each icon a page fetches while it loads is one more request in a slow line's first paint.
  // In the full browser: the headless shell the tests share has no tab strip, and fetches no favicon.
  it("a page fetches one favicon, the SVG, and no PNG or home-screen icon", async () => {
    const browser = await launchChromium("full")
    try {
      const { page } = await openSitePage(browser, served.url, VIEWPORTS[0])
      const icons: string[] = []
      page.on("request", request => {
        const { pathname } = new URL(request.url())
        if (/^\/(favicon|icons\/)/.test(pathname)) icons.push(pathname)
      })
      await page.goto(served.url + "/", { waitUntil: "load" })
      await page.waitForRequest(request => request.url().endsWith("/favicon.svg"))
      // Nothing more is coming once the network has been quiet for 500 ms.
      await page.waitForLoadState("networkidle")
      expect(icons).toEqual(["/favicon.svg"])
    } finally {
      await browser.close()
    }
  })
})

describe("downloads", () => {
  it("the artwork's Download link downloads the full-size file, under its own name", async () => {
    const [first] = readJson(DATA_DIR, "artwork/artwork.json")
    const { page, close } = await openSitePage(served.browser, served.url, VIEWPORTS[1])
    await page.goto(served.url + "/artwork", { waitUntil: "networkidle" })
    const [download] = await Promise.all([page.waitForEvent("download"), page.locator("main figure a[download]").first().click()])
    expect(download.suggestedFilename()).toBe(path.basename(first.image))
    expect(fileDigest(await savedDownload(download))).toBe(fileDigest(path.join(DATA_DIR, "artwork", first.image)))
    await close()
  })
})
