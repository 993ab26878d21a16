import fs from "node:fs"
import path from "node:path"
import type { Locator, Page, Route } from "playwright-core"
import { DISMISSED_KEY } from "../../src/consent/consent"
import { bookPath, PAGES } from "../../src/routes"
import { EAGER_PICTURES, ISLAND_ELEMENT, ISLAND_HYDRATED_ATTRIBUTE, ISLAND_SCRIPTS_ID } from "gatsby-plugin-islands"
import { afterTwoFrames, layoutShiftOf, openSitePage, type PageOptions, VIEWPORTS, waitForIslands } from "../../harness/browser"
import { books, DATA_DIR, firstBookWith, readJson } from "../../harness/content"
import { focusIsInside, focusReturnsTo } from "../helpers/keyboard"
import { MENU_BUTTON, phoneMenu } from "../helpers/menu"
import { servedSite } from "../helpers/served-site"
import { htmlPausedInside } from "../../harness/static-server"
import { throttleLikeThePhone } from "../../harness/throttled-phone"
import { builtFileOf, MENU_PATHS, publicFile, ROUTES_TO_RENDER, SCREENSHOTS_DIR, site } from "../../harness/built-site"

jest.setTimeout(60_000)

// What a visitor does on the served build, in Debian's Chromium: menus, scrolling, the
// cookie notice, the slider, the video and picture pop-ups, the album players.
const served = servedSite()

const { behaviour } = site
const consentCookie = { name: behaviour.consentCookieName, value: "accepted" }
const [phone, desktop] = VIEWPORTS

fs.mkdirSync(SCREENSHOTS_DIR, { recursive: true })
const shoot = (page: Page, name: string) => page.screenshot({ path: path.join(SCREENSHOTS_DIR, `${name}.png`) })

/** A new page on `route` once its network is idle, with every island running. */
async function openWithIslands(route: string, options: PageOptions) {
  const opened = await openSitePage(served.browser, served.url, options)
  await opened.page.goto(served.url + route, { waitUntil: "networkidle" })
  await waitForIslands(opened.page)
  return opened
}
// The book whose gallery the viewer steps through: three pictures at least.
const withGallery = firstBookWith("a gallery of three pictures or more", book => book.gallery.length >= 3)

describe("the header", () => {
  it("opens and closes the menu on a phone, with the button saying whether it is open: Close, Escape and a tap beside it close it, focus back on Menu", async () => {
    const { page, close } = await openSitePage(served.browser, served.url, phone)
    await page.goto(`${served.url}/shop`, { waitUntil: "networkidle" })
    const button = page.getByRole("button", { name: "Menu" })
    const nav = page.getByRole("navigation", { name: "Main" })
    const closed = { shown: false, saysOpen: false }
    expect(await phoneMenu(page)).toEqual(closed)
    expect(await nav.isVisible()).toBe(false)
    await button.click()
    expect(await phoneMenu(page)).toEqual({ shown: true, saysOpen: true })
    expect(await nav.getByRole("link", { name: "Videos" }).isVisible()).toBe(true)
    await shoot(page, "menu-open-phone")
    await page.keyboard.press("Escape")
    expect(await phoneMenu(page)).toEqual(closed)
    expect(await nav.isVisible()).toBe(false)
    expect(await focusIsInside(page, MENU_BUTTON)).toBe(true)
    await button.click()
    await page.getByRole("button", { name: "Close" }).click()
    expect(await phoneMenu(page)).toEqual(closed)
    expect(await focusIsInside(page, MENU_BUTTON)).toBe(true)
    // A tap on the dimmed page below the open menu.
    await button.click()
    const panel = await page.locator("header [popover]").boundingBox()
    const below = (panel?.y ?? 0) + (panel?.height ?? phone.height) + 10
    expect(below).toBeLessThan(phone.height)
    await page.mouse.click(phone.width / 2, below)
    expect(await phoneMenu(page)).toEqual(closed)
    await button.click()
    await nav.getByRole("link", { name: "Videos" }).click()
    await page.waitForURL(`${served.url}/videos`)
    await close()
  })

  it.each(ROUTES_TO_RENDER)("is one row on a phone, the name, Search and the Menu button side by side, on $path", async route => {
    const { page, close } = await openSitePage(served.browser, served.url, phone)
    await page.goto(served.url + route.path, { waitUntil: "load" })
    const box = (locator: ReturnType<Page["locator"]>) => locator.boundingBox().then(found => found ?? { x: 0, y: 0, width: 0, height: 0 })
    const name = await box(page.locator("header a").first())
    const search = await box(page.getByRole("banner").getByRole("link", { name: "Search" }))
    const menu = await box(page.getByRole("button", { name: "Menu" }))
    // Side by side: each starts right of the one before, and their rows overlap.
    for (const [left, right] of [
      [name, search],
      [search, menu],
    ]) {
      expect(right.x).toBeGreaterThan(left.x + left.width)
      expect(right.y).toBeLessThan(left.y + left.height)
      expect(left.y).toBeLessThan(right.y + right.height)
    }
    await close()
  })

  it("is one row at every width with a Menu button, from 320 px (WCAG's reflow width) up, with nothing outside the window", async () => {
    const { page, close } = await openSitePage(served.browser, served.url, phone)
    await page.goto(`${served.url}/music`, { waitUntil: "load" })
    const header = page.getByRole("banner")
    const parts = [header.locator("a").first(), header.getByRole("link", { name: "Search" }), page.getByRole("button", { name: "Menu" })]
    const wrapped: string[] = []
    let widthsWithMenu = 0
    // Every 11 px up to the widest screen the site is made for: a width where the row breaks is a range wider than that.
    for (let width = 320; width <= 1440; width += 11) {
      await page.setViewportSize({ width, height: phone.height })
      if (!(await parts[2].isVisible())) continue
      widthsWithMenu++
      const [name, search, menu] = await Promise.all(parts.map(part => part.boundingBox()))
      const oneRow = [name, search, menu].every(box => box && box.y < name!.y + name!.height && name!.y < box.y + box.height)
      const inOrder = name!.x + name!.width < search!.x && search!.x + search!.width < menu!.x && menu!.x + menu!.width <= width
      if (!oneRow || !inOrder) wrapped.push(`${width} px`)
    }
    expect(widthsWithMenu).toBeGreaterThan(10)
    expect(wrapped).toEqual([])
    await close()
  })

  it("shows the whole navigation without a Menu button on a wide screen", async () => {
    const { page, close } = await openSitePage(served.browser, served.url, desktop)
    await page.goto(`${served.url}/shop`, { waitUntil: "networkidle" })
    expect(await page.getByRole("button", { name: "Menu" }).isVisible()).toBe(false)
    // Every route but the privacy policy (the footer's General link) and the first chapters: the home page, each book, each fixed page.
    const nav = page.locator('header nav[aria-label="Main"]')
    for (const route of MENU_PATHS) expect({ route, shown: await nav.locator(`a[href="${route}"]`).isVisible() }).toEqual({ route, shown: true })
    await close()
  })

  it.each(VIEWPORTS)(`sticks to the top once scrolled ${behaviour.stickyHeaderOffset} px or more, not before ($name)`, async viewport => {
    const { page, close } = await openWithIslands("/privacy-policy", viewport)
    const header = page.locator("header")
    const at = async (y: number) => {
      await page.evaluate(top => window.scrollTo(0, top), y)
      await page.waitForFunction(top => window.scrollY === top, y)
      await afterTwoFrames(page)
      // The header's slide-in, if the scroll started it, ends before its position is read.
      await header.evaluate(element => Promise.all(element.getAnimations().map(animation => animation.finished)))
      return {
        sticky: await header.getAttribute("data-sticky"),
        position: await header.evaluate(h => getComputedStyle(h).position),
        top: (await header.boundingBox())?.y,
      }
    }
    expect(await at(behaviour.stickyHeaderOffset - 1)).toMatchObject({ sticky: "off", position: "relative" })
    expect(await at(behaviour.stickyHeaderOffset)).toMatchObject({ sticky: "on", position: "sticky", top: 0 })
    expect(await at(2000)).toMatchObject({ sticky: "on", top: 0 })
    expect(await at(0)).toMatchObject({ sticky: "off" })
    await close()
  })
})

describe("the cookie notice", () => {
  it(`shows until Accept, which sets a first-party consent cookie for ${behaviour.consentCookieDays} days, Lax, and hides it for good`, async () => {
    const { page, context, close } = await openSitePage(served.browser, served.url, phone)
    await page.goto(`${served.url}/`, { waitUntil: "networkidle" })
    const notice = page.getByRole("region", { name: "Cookie notice" })
    await waitForIslands(page)
    await notice.getByRole("button", { name: "Accept" }).click()
    expect(await notice.count()).toBe(0)
    const [cookie] = await context.cookies()
    expect(cookie).toMatchObject({ name: behaviour.consentCookieName, value: "accepted", sameSite: "Lax", secure: false, path: "/" })
    const days = (cookie.expires * 1000 - Date.now()) / (24 * 60 * 60 * 1000)
    expect(Math.round(days)).toBe(behaviour.consentCookieDays)
    await page.goto(`${served.url}/videos`, { waitUntil: "networkidle" })
    await waitForIslands(page)
    await afterTwoFrames(page)
    expect(await page.getByRole("region", { name: "Cookie notice" }).count()).toBe(0)
    await close()
  })

  it.each(ROUTES_TO_RENDER)("covers at most a quarter of a 375 × 667 phone screen, and of a 320 × 640 one (WCAG's reflow width), on $path", async route => {
    const { page, close } = await openSitePage(served.browser, served.url, { width: 375, height: 667 })
    await page.goto(served.url + route.path, { waitUntil: "load" })
    // Each screen's share the notice covers, where it is shown and more than a quarter.
    const tooMuch: string[] = []
    for (const screen of [
      { width: 375, height: 667 },
      { width: 320, height: 640 },
    ]) {
      await page.setViewportSize(screen)
      const notice = await page.getByRole("region", { name: "Cookie notice" }).boundingBox()
      const share = notice ? (notice.width * notice.height) / (screen.width * screen.height) : 1
      if (share > 1 / 4) tooMuch.push(`${screen.width} × ${screen.height}: ${Math.round(share * 100)} %`)
    }
    expect(tooMuch).toEqual([])
    expect(await page.getByRole("region", { name: "Cookie notice" }).getByRole("link", { name: "More about cookies" }).getAttribute("href")).toBe(
      "/privacy-policy#cookies",
    )
    await close()
  })

  it("shows once the page has painted, without any script file, and moves nothing as it comes", async () => {
    // The page script shows it after the page's largest paint (issue 75), over the page: no script file is needed for it.
    const { page, close } = await openSitePage(served.browser, served.url, phone)
    await page.route(/\.js$/, route => route.abort())
    await page.goto(`${served.url}/music`, { waitUntil: "load" })
    await page.getByRole("region", { name: "Cookie notice" }).waitFor({ state: "visible", timeout: 5_000 })
    expect(await layoutShiftOf(page)).toBe(0)
    await close()
  })

  it("shows only once its HTML has arrived whole, so it never grows up the screen while the page is still loading", async () => {
    // The notice comes first in the body and is anchored to the bottom of the window. On a slow
    // connection or phone the browser draws the page while the rest of the HTML is on its way;
    // a notice drawn half-arrived would then grow upward as its text and buttons came in.
    const pause = await htmlPausedInside(served.url, "/roblox", "Cookies</h2>")
    const { page, close } = await openSitePage(served.browser, pause.url, phone)
    const loaded = page.goto(`${pause.url}/roblox`, { waitUntil: "networkidle" })
    await pause.reached
    // The notice's start has arrived; two frames are then drawn while the rest of the HTML is held back.
    await page.waitForFunction(() => document.querySelector('[aria-label="Cookie notice"]') !== null)
    await afterTwoFrames(page)
    const whilePaused = await page.evaluate(() => document.querySelector('[aria-label="Cookie notice"]')?.getBoundingClientRect().height)
    pause.release()
    await loaded
    const shownAtLoad = await page.getByRole("region", { name: "Cookie notice" }).isVisible()
    const layoutShift = await layoutShiftOf(page)
    await close()
    await pause.close()
    expect({ whilePaused, shownAtLoad, layoutShift: Math.round(layoutShift * 100) / 100 }).toEqual({ whilePaused: 0, shownAtLoad: true, layoutShift: 0 })
  })

  it.each([
    ["has accepted", { cookies: [consentCookie] }],
    ["said no thanks in this tab", { session: true }],
  ])("is hidden before the first paint from a visitor who %s, before any script has loaded", async (_, visitor) => {
    const { page, close } = await openSitePage(served.browser, served.url, { ...phone, cookies: "cookies" in visitor ? visitor.cookies : undefined })
    if ("session" in visitor) await page.addInitScript(key => window.sessionStorage.setItem(key, "yes"), DISMISSED_KEY)
    await page.route(/\.js$/, route => route.abort())
    await page.goto(`${served.url}/music`, { waitUntil: "load" })
    expect(await page.getByText("We would like to keep one small cookie").isVisible()).toBe(false)
    await close()
  })

  it("is hidden without JavaScript, which its buttons need", async () => {
    const { page, close } = await openSitePage(served.browser, served.url, { ...phone, javaScript: false })
    await page.goto(`${served.url}/`)
    expect(await page.getByText("We would like to keep one small cookie").isVisible()).toBe(false)
    await close()
  })

  it("goes away for the visit with No thanks, and sets no cookie", async () => {
    const { page, context, close } = await openWithIslands("/shop", desktop)
    await page.getByRole("region", { name: "Cookie notice" }).getByRole("button", { name: "No thanks" }).click()
    await page.goto(`${served.url}/artwork`, { waitUntil: "networkidle" })
    await waitForIslands(page)
    await afterTwoFrames(page)
    expect(await page.getByRole("region", { name: "Cookie notice" }).count()).toBe(0)
    expect(await context.cookies()).toEqual([])
    await close()
  })

  it(`does not accept on scroll (configured at ${behaviour.acceptOnScrollPercent}% but switched off)`, async () => {
    expect(behaviour.acceptOnScroll).toBe(false)
    const { page, context, close } = await openWithIslands("/privacy-policy", phone)
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    await afterTwoFrames(page)
    expect(await context.cookies()).toEqual([])
    expect(await page.getByRole("region", { name: "Cookie notice" }).count()).toBe(1)
    await close()
  })
})

describe("the first paint", () => {
  // The page a render hold would hold longest: the most HTML after its heading, read from the build.
  const htmlAfterHeading = (route: string) => {
    const html = fs.readFileSync(publicFile(`/${builtFileOf(route)}`), "utf8")
    return html.length - html.indexOf("</h1>")
  }
  const [longest] = [...ROUTES_TO_RENDER].sort((a, b) => htmlAfterHeading(b.path) - htmlAfterHeading(a.path))

  it(`paints the top of the page without waiting for the rest of its HTML, Menu works from that paint and Accept from when the notice shows, on a throttled phone (${longest.path})`, async () => {
    // Paused after the page's heading, as a slow connection pauses after its first flight: the
    // cookie notice, the header and the top of the page have arrived, the rest has not. The
    // bench's phone: a slow line and a CPU four times slower. The notice shows once the page has
    // painted whole (the page script runs after its largest paint, issue 75), and works as it shows.
    const pause = await htmlPausedInside(served.url, longest.path, "</h1>")
    const { page, context, close } = await openSitePage(served.browser, pause.url, phone)
    await throttleLikeThePhone(page)
    const loaded = page.goto(pause.url + longest.path, { waitUntil: "load" })
    await pause.reached
    // Polled on a timer: the default polls on animation frames, which a page that does not paint never
    // runs. Generous: the phone's CPU is slowed on a machine that may be busy.
    const painted = await page
      .waitForFunction(() => performance.getEntriesByName("first-contentful-paint").length > 0, undefined, { polling: 50, timeout: 15_000 })
      .then(
        () => true,
        () => false,
      )
    const notice = page.getByRole("region", { name: "Cookie notice" })
    const taps = {
      menu: { shown: false, saysOpen: false as boolean | undefined },
      noticeWhilePaused: true,
      cookies: [] as string[],
      noticeShown: true,
      tapErrors: [] as string[],
    }
    // A control that cannot be tapped is named with Playwright's reason in the comparison below,
    // beside what else did not happen, rather than ending the test at the first timeout.
    const tap = (name: string, control: Locator) =>
      control.click({ timeout: 5_000 }).catch((error: Error) => taps.tapErrors.push(`${name}: ${error.message.split("\n")[0]}`))
    if (painted) {
      await tap("Menu", page.getByRole("button", { name: "Menu" }))
      taps.menu = await phoneMenu(page)
      // Closed again as a visitor would.
      await page.keyboard.press("Escape")
      taps.noticeWhilePaused = await notice.isVisible()
    }
    // All of that before the rest of the page had arrived.
    const footerArrived = await page.evaluate(() => document.querySelector("footer") !== null)
    pause.release()
    await loaded
    if (painted) {
      await tap("Accept", notice.getByRole("button", { name: "Accept" }))
      taps.cookies = (await context.cookies()).map(cookie => `${cookie.name}=${cookie.value}`)
      taps.noticeShown = await notice.isVisible()
    }
    await close()
    await pause.close()
    expect({ painted, ...taps, footerArrived }).toEqual({
      painted: true,
      menu: { shown: true, saysOpen: true },
      noticeWhilePaused: false,
      cookies: [`${behaviour.consentCookieName}=accepted`],
      noticeShown: false,
      tapErrors: [],
      footerArrived: false,
    })
  })

  // A page paints what has arrived, so what has painted must not move as the rest comes in: each
  // page held back where a layout that waited on later HTML once moved it (EventList.module.css,
  // BookHero.module.css), as a slow line or a busy machine holds it. Cards sized by how many had
  // arrived (a grid's auto-fit) drew the first event across the row, then squeezed it: 0.03 to
  // 0.08 at 1280 px; a book's cover and text centred beside each other moved as the text grew: 0.04 to 0.08.
  it.each([
    { what: "the events page after its first card", route: PAGES.events.path, marker: "</article></li>", last: "main article" },
    { what: "a book's page after its heading", route: bookPath(books[0].slug), marker: "</h1>", last: "main h1" },
  ])("does not shift when the rest of its HTML arrives: $what ($route)", async ({ route, marker, last }) => {
    const pause = await htmlPausedInside(served.url, route, marker)
    const { page, close } = await openSitePage(served.browser, pause.url, desktop)
    const loaded = page.goto(pause.url + route, { waitUntil: "load" })
    await pause.reached
    // Polled on a timer: a page that has not painted runs no animation frame. Once what came before
    // the pause is parsed and painted, two more frames draw it.
    const painted = await page
      .waitForFunction(selector => document.querySelector(selector) !== null && performance.getEntriesByName("first-contentful-paint").length > 0, last, {
        polling: 50,
        timeout: 5_000,
      })
      .then(
        () => true,
        () => false,
      )
    if (painted) await afterTwoFrames(page)
    pause.release()
    await loaded
    await afterTwoFrames(page)
    const layoutShift = await layoutShiftOf(page)
    await close()
    await pause.close()
    expect({ painted, layoutShift: Math.round(layoutShift * 100) / 100 }).toEqual({ painted: true, layoutShift: 0 })
  })
})

describe("the page's scripts", () => {
  // The menu is the browser's popover, and the cookie notice is answered by the script every page
  // shares, inline at the end of <body> (src/browser/sharedPageScript.ts): no file has to arrive first.
  it.each(["/", "/artwork", `/${books[0].slug}`])(
    "on %s, Menu and Accept work before any script file or picture has arrived, the page not yet loaded",
    async route => {
      const { page, context, close } = await openSitePage(served.browser, served.url, phone)
      // Script files and pictures held back, as on a slow line: the page cannot finish loading
      // before the end of the test.
      const held: Route[] = []
      await page.route(/\.(js|avif|webp|jpe?g|png|svg)$/, request => void held.push(request))
      await page.goto(served.url + route, { waitUntil: "domcontentloaded" })
      expect(await page.evaluate(() => document.readyState)).toBe("interactive")
      const menu = page.getByRole("button", { name: "Menu" })
      await menu.click()
      expect(await phoneMenu(page)).toEqual({ shown: true, saysOpen: true })
      expect(await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Shop" }).isVisible()).toBe(true)
      await page.keyboard.press("Escape")
      await page.getByRole("region", { name: "Cookie notice" }).getByRole("button", { name: "Accept" }).click()
      // The page's cookie reaches the browser's cookie store a moment after the click (CI read it empty once, under load).
      const cookies = async () => (await context.cookies()).map(cookie => `${cookie.name}=${cookie.value}`)
      for (let waited = 0; (await cookies()).length === 0 && waited < 5_000; waited += 100) await page.waitForTimeout(100)
      expect(await cookies()).toEqual([`${behaviour.consentCookieName}=accepted`])
      expect(await page.getByRole("region", { name: "Cookie notice" }).count()).toBe(0)
      // No island came to life: no script file ever arrived.
      expect(await page.locator(`[${ISLAND_HYDRATED_ATTRIBUTE}]`).count()).toBe(0)
      expect(await page.evaluate(() => document.readyState)).toBe("interactive")
      await Promise.all(held.map(request => request.abort()))
      await close()
    },
  )

  it("a page without islands but the search loads no script file; a page with islands loads only their files, once its pictures have arrived", async () => {
    const { page, close } = await openSitePage(served.browser, served.url, desktop)
    const loaded: string[] = []
    page.on("request", request => request.resourceType() === "script" && loaded.push(new URL(request.url()).pathname))
    await page.goto(`${served.url}/shop`, { waitUntil: "networkidle" })
    expect(loaded).toEqual([])
    // The loader waits for the page's largest paint (its eager pictures decoded), not for its load
    // event, which a busy machine's slower pictures can hold past it: so the pictures are held here.
    const held: Route[] = []
    let holding = true
    await page.route(/\.(avif|webp|jpe?g|png)$/, request => void (holding ? held.push(request) : request.continue()))
    await page.goto(`${served.url}/videos`, { waitUntil: "domcontentloaded" })
    await page.waitForTimeout(1_000)
    const whileHeld = {
      loaded: [...loaded],
      eagerPictureHeld: held.length > 0 && (await page.locator(EAGER_PICTURES).count()) > 0,
      beforeLoadersLimit: await page.evaluate(() => performance.now() < 5_000),
    }
    holding = false
    await Promise.all(held.map(request => request.continue()))
    await waitForIslands(page)
    const needed: Record<string, string[]> = JSON.parse((await page.locator(`#${ISLAND_SCRIPTS_ID}`).textContent()) ?? "{}")
    // The search is on every page, and loads only when pressed (search.test.ts).
    expect(Object.keys(needed).sort()).toEqual(["SiteSearch", "VideoList"])
    // Within the loader's 5 s limit for a picture still arriving (afterLargestPaint.ts).
    expect(whileHeld).toEqual({ loaded: [], eagerPictureHeld: true, beforeLoadersLimit: true })
    expect(loaded.sort()).toEqual([...needed.VideoList].sort())
    await close()
  })

  it("an island below the fold loads when scrolled near, not before", async () => {
    const { page, close } = await openSitePage(served.browser, served.url, phone)
    const loaded: string[] = []
    page.on("request", request => request.resourceType() === "script" && loaded.push(new URL(request.url()).pathname))
    await page.goto(`${served.url}/${withGallery.slug}`, { waitUntil: "networkidle" })
    const gallery = page.locator(`${ISLAND_ELEMENT}[data-island="Gallery"]`)
    expect(await gallery.getAttribute(ISLAND_HYDRATED_ATTRIBUTE)).toBeNull()
    expect(loaded).toEqual([])
    await gallery.scrollIntoViewIfNeeded()
    await gallery.and(page.locator(`[${ISLAND_HYDRATED_ATTRIBUTE}]`)).waitFor({ state: "attached" })
    expect(loaded.some(file => file.includes("/Gallery-"))).toBe(true)
    await close()
  })

  it("an island that fails in the browser shows the error fallback with a way home, and the rest of the page keeps working", async () => {
    const { page, errors, close } = await openSitePage(served.browser, served.url, phone)
    // The gallery's props, broken on their way to the browser: the island throws as it hydrates.
    await page.route(`${served.url}/${withGallery.slug}`, async route => {
      const response = await route.fetch()
      const html = (await response.text()).replace(/(data-island="Gallery" data-props=")[^"]*"/, '$1{}"')
      await route.fulfill({ response, body: html })
    })
    await page.goto(`${served.url}/${withGallery.slug}`, { waitUntil: "networkidle" })
    await waitForIslands(page)
    const fallback = page.locator("#gallery").getByRole("alert")
    expect(await fallback.getByRole("heading", { name: "Unexpected Application Error!" }).isVisible()).toBe(true)
    expect(await fallback.getByRole("link", { name: "Go to the home page" }).getAttribute("href")).toBe("/")
    expect(errors.join(" ")).toMatch(/could not be shown/)
    await shoot(page, "island-error-phone")
    // The page's own script still answers: Accept hides the notice.
    const notice = page.getByRole("region", { name: "Cookie notice" })
    await notice.getByRole("button", { name: "Accept" }).click()
    expect(await notice.isVisible()).toBe(false)
    await close()
  })
})

/**
 * Stops the page's installed clock a moment from now and says when. The clock runs in real time
 * until then: on a busy machine the moment may have passed before the call arrives, and a later
 * one is tried.
 */
async function pauseSoon(page: Page): Promise<number> {
  for (let margin = 250; ; margin *= 2) {
    const at = await page.evaluate(ms => Date.now() + ms, margin)
    try {
      await page.clock.pauseAt(at)
      return at
    } catch (error) {
      if (margin >= 4000 || !String(error).includes("fast-forward to the past")) throw error
    }
  }
}

describe("the hero slider", () => {
  // The slider's "Slide n of m" line, which appears with its controls once Swiper has started.
  const slides = readJson(DATA_DIR, "home/hero-slides.json")
  if (slides.length < 2) throw new Error("data/home/hero-slides.json has fewer than two slides: the slider has nothing to step through")
  const slide = (n: number) => `Slide ${n} of ${slides.length}`
  const STATUS = 'section[aria-label="Featured"] [aria-live="polite"]'
  const status = (page: Page) => page.locator(STATUS).textContent()
  const statusBecomes = (page: Page, text: string) =>
    page.waitForFunction(([selector, expected]) => document.querySelector(selector)?.textContent === expected, [STATUS, text])

  it(`paints the first slide without Swiper, then loads Swiper after the page and autoplays every ${behaviour.sliderAutoplayMs / 1000} s with a working pause control`, async () => {
    const { page, close } = await openSitePage(served.browser, served.url, desktop)
    const scripts: string[] = []
    page.on("request", request => {
      if (request.resourceType() === "script") scripts.push(request.url())
    })
    await page.clock.install()
    await page.addInitScript(selector => {
      // The page's (fake) time when the slider's controls appear: Swiper has just started.
      new MutationObserver((_, observer) => {
        if (!document.querySelector(selector)) return
        ;(window as unknown as { __controlsAt: number }).__controlsAt = Date.now()
        observer.disconnect()
      }).observe(document, { childList: true, subtree: true })
    }, STATUS)
    await page.goto(`${served.url}/`, { waitUntil: "load" })
    const scriptsAtLoad = [...scripts]
    await page.clock.runFor(1000)
    await page.getByRole("button", { name: "Pause slides" }).waitFor()
    expect(scripts.length).toBeGreaterThan(scriptsAtLoad.length)
    expect(await status(page)).toBe(slide(1))
    // The clock runs in real time until now: stop it, and count from Swiper's start, however
    // slow the machine was to get here.
    const pausedAt = await pauseSoon(page)
    const sinceStart = pausedAt - (await page.evaluate(() => (window as unknown as { __controlsAt: number }).__controlsAt))
    await page.clock.runFor(behaviour.sliderAutoplayMs - 500 - sinceStart)
    expect(await status(page)).toBe(slide(1))
    await page.clock.runFor(1000)
    await statusBecomes(page, slide(2))
    await page.getByRole("button", { name: "Pause slides" }).click()
    await page.clock.runFor(behaviour.sliderAutoplayMs * 3)
    expect(await status(page)).toBe(slide(2))
    expect(await page.getByRole("button", { name: "Play slides" }).isVisible()).toBe(true)
    await page.getByRole("button", { name: "Next slide" }).click()
    // The slides go round: after the last comes the first.
    await statusBecomes(page, slide((2 % slides.length) + 1))
    await close()
  })

  it("does not autoplay for visitors who ask for reduced motion", async () => {
    const { page, close } = await openSitePage(served.browser, served.url, { ...phone, reducedMotion: "reduce" })
    await page.clock.install()
    await page.goto(`${served.url}/`, { waitUntil: "load" })
    await page.clock.runFor(1000)
    await page.getByRole("button", { name: "Play slides" }).waitFor()
    await page.clock.runFor(behaviour.sliderAutoplayMs * 3)
    expect(await status(page)).toBe(slide(1))
    await close()
  })
})

describe("the video pop-up", () => {
  const videos = readJson(DATA_DIR, "videos/videos.json")

  it("opens from the poster as a modal dialog that holds focus, loads the player from youtube-nocookie.com only then, and closes with Escape back to the poster", async () => {
    const { page, thirdParty, close } = await openWithIslands("/videos", desktop)
    expect(thirdParty).toEqual([])
    // The last video: the dialog must play the one pressed, not the first.
    const video = videos[videos.length - 1]
    const poster = page.getByRole("link", { name: new RegExp(`^Play ${video.title}`) })
    const playerRequested = page.waitForEvent("request", request => request.url().startsWith("https://www.youtube-nocookie.com/"))
    await poster.click()
    const dialog = page.getByRole("dialog", { name: `Video: ${video.title}` })
    await dialog.waitFor()
    expect(await focusIsInside(page, "dialog")).toBe(true)
    await shoot(page, "video-dialog-desktop")
    const src = await dialog.locator("iframe").getAttribute("src")
    expect(src).toMatch(new RegExp(`^https://www\\.youtube-nocookie\\.com/embed/${video.youtubeId}`))
    await playerRequested
    expect(thirdParty.every(url => url.startsWith("https://www.youtube-nocookie.com/"))).toBe(true)
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press("Tab")
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest("dialog")) || document.activeElement === document.body)).toBe(true)
    }
    await page.keyboard.press("Escape")
    expect(await dialog.count()).toBe(0)
    expect(await focusReturnsTo(poster)).toBe(true)
    await close()
  })

  it("closes with its close button, and the title opens the video site in a new tab", async () => {
    const { page, close } = await openWithIslands("/videos", phone)
    await page.getByRole("link", { name: new RegExp(`^Play ${videos[0].title}`) }).click()
    await page.getByRole("dialog").getByRole("button", { name: "Close" }).click()
    expect(await page.getByRole("dialog").count()).toBe(0)
    const title = page.getByRole("heading", { name: videos[0].title }).getByRole("link")
    expect(await title.getAttribute("target")).toBe("_blank")
    expect(await title.getAttribute("href")).toBe(`https://www.youtube.com/watch?v=${videos[0].youtubeId}`)
    await close()
  })
})

describe("a book's gallery", () => {
  it("opens a picture larger in a viewer that steps with buttons and arrow keys and closes back to the picture", async () => {
    const { page, close } = await openWithIslands(`/${withGallery.slug}`, desktop)
    const { gallery } = withGallery
    const first = page.locator("#gallery a").first()
    await first.click()
    const dialog = page.getByRole("dialog")
    await dialog.waitFor()
    expect(await dialog.locator("figcaption").textContent()).toContain(gallery[0].caption)
    await dialog.getByRole("button", { name: /Next/ }).click()
    expect(await dialog.locator("figcaption").textContent()).toContain(gallery[1].caption)
    await page.keyboard.press("ArrowRight")
    expect(await dialog.locator("figcaption").textContent()).toContain(gallery[2].caption)
    const image = dialog.locator("img")
    await page.waitForFunction(() => (document.querySelector("dialog img") as HTMLImageElement | null)?.naturalWidth ?? 0 > 0)
    expect(await image.getAttribute("alt")).toBe(gallery[2].alt)
    // The viewer is rendered in the browser alone: its class names, from the island's own
    // build, must be those of the CSS the server inlined.
    const unstyled = await dialog.evaluate(viewer => {
      const rulesOf = (rules: CSSRuleList): CSSRule[] =>
        Array.from(rules).flatMap(rule => [rule, ...("cssRules" in rule ? rulesOf((rule as CSSGroupingRule).cssRules) : [])])
      const selectors = Array.from(document.styleSheets)
        .flatMap(sheet => rulesOf(sheet.cssRules))
        .map(rule => (rule as CSSStyleRule).selectorText ?? "")
        .join(" ")
      const styled = (className: string) => new RegExp(`\\.${className}(?![\\w-])`).test(selectors)
      return Array.from(viewer.querySelectorAll("[class]"))
        .filter(element => !Array.from(element.classList).some(styled))
        .map(element => element.outerHTML.slice(0, 80))
    })
    expect(unstyled).toEqual([])
    await shoot(page, "gallery-viewer-desktop")
    await page.keyboard.press("Escape")
    expect(await dialog.count()).toBe(0)
    expect(await focusReturnsTo(first)).toBe(true)
    await close()
  })
})

describe("the album players", () => {
  const albums = readJson(DATA_DIR, "music/albums.json")

  it("wait behind a panel of the player's size until asked for, then load that album only", async () => {
    const { page, thirdParty, close } = await openWithIslands("/music", desktop)
    expect(await page.locator("main iframe").count()).toBe(0)
    const panelHeights = await page.locator("main article > div").evaluateAll(panels => panels.map(panel => panel.getBoundingClientRect().height))
    expect(panelHeights).toEqual(albums.map(() => behaviour.albumEmbedHeight))
    expect(thirdParty).toEqual([])
    await page.getByRole("region", { name: "Cookie notice" }).getByRole("button", { name: "No thanks" }).click()
    await page.getByRole("button", { name: `Load the player for ${albums[0].title}` }).click()
    const players = page.locator("main iframe")
    expect(await players.count()).toBe(1)
    expect(await players.getAttribute("src")).toBe(albums[0].embedUrl)
    expect(await players.evaluate(frame => frame.getBoundingClientRect().height)).toBe(behaviour.albumEmbedHeight)
    await shoot(page, "music-one-player-desktop")
    await close()
  })

  it("load straight away, lazily, once the visitor has accepted cookies", async () => {
    const { page, close } = await openSitePage(served.browser, served.url, { ...desktop, cookies: [consentCookie] })
    await page.goto(`${served.url}/music`, { waitUntil: "networkidle" })
    await page.locator("main iframe").first().waitFor()
    const players = await page.locator("main iframe").evaluateAll(frames =>
      frames.map(frame => ({
        src: frame.getAttribute("src"),
        loading: frame.getAttribute("loading"),
        height: frame.getBoundingClientRect().height,
        title: frame.getAttribute("title"),
      })),
    )
    expect(players).toEqual(
      albums.map((album: { title: string; service: string; embedUrl: string }) => ({
        src: album.embedUrl,
        loading: "lazy",
        height: behaviour.albumEmbedHeight,
        title: `${album.title} (${album.service} album player)`,
      })),
    )
    await close()
  })
})
