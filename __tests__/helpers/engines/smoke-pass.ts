import fs from "node:fs"
import path from "node:path"
import { ISLAND_HYDRATED_ATTRIBUTE } from "gatsby-plugin-islands"
import { PAGE_HOOKS } from "../../../src/browser/pageHooks"
import { MENU_BUTTON } from "../menu"
import { AWAKE_ISLANDS, VIEWPORTS } from "../../../harness/browser"
import { books, DATA_DIR, firstBookWith, readJson } from "../../../harness/content"
import { answersLeadingTo, QUIZ_PATH, quizQuestions, quizResults } from "../characterQuiz"
import { waitFor, waitUntil, type Engine, type EnginePage, type WindowSize } from "./engine"
import { recordingProxy, type ThirdPartyProxy } from "./third-party-proxy"
import { fullTitle, PUBLIC_DIR, ROUTES_TO_CHECK, SCREENSHOTS_DIR, site } from "../../../harness/built-site"
import { serveFolder, type StaticServer } from "../../../harness/static-server"

/**
 * The smoke pass of every route and every interactive part in one of the two other engines a
 * visitor may bring (__tests__/engines/: Firefox ESR, and WebKitGTK, Safari's engine). The full
 * behaviour tests run in Chromium (__tests__/site); here the engine shows that the same build
 * works as a visitor uses it: the page whole, the shared script, the islands, with the build's own
 * headers (CSP included) and no third party asked for before a click. One test file an engine, so
 * that npm test can run each in a lane of its own.
 */
const [phone, desktop] = VIEWPORTS
const { behaviour } = site
const videos = readJson(DATA_DIR, "videos/videos.json")
const albums = readJson(DATA_DIR, "music/albums.json")
const withGallery = firstBookWith("a gallery of three pictures or more", book => book.gallery.length >= 3)
const { gallery } = withGallery

const SCREENSHOTS = path.join(SCREENSHOTS_DIR, "engines")
fs.mkdirSync(SCREENSHOTS, { recursive: true })

/** Clicks the first element the selector finds whose accessible name starts with `label`. */
async function clickLabelled(page: EnginePage, selector: string, label: string) {
  const found = await page.evaluate(
    (selector, label) => {
      document.querySelector("[data-engine-target]")?.removeAttribute("data-engine-target")
      // The name a screen reader reads: aria-label, or the text without its aria-hidden parts.
      const nameOf = (element: Element) => {
        const copy = element.cloneNode(true) as Element
        copy.querySelectorAll("[aria-hidden='true']").forEach(hidden => hidden.remove())
        return element.getAttribute("aria-label") ?? copy.textContent?.replace(/\s+/g, " ").trim() ?? ""
      }
      const target = [...document.querySelectorAll(selector)].find(element => nameOf(element).startsWith(label))
      target?.setAttribute("data-engine-target", "")
      return Boolean(target)
    },
    selector,
    label,
  )
  if (!found) throw new Error(`No ${selector} labelled "${label}…" on the page`)
  await page.click("[data-engine-target]")
}

/** Scrolls each island into view, as a visitor reading down the page would, and waits until it has hydrated (the search, which loads on press, stays as it is). */
async function wakeIslands(page: EnginePage) {
  const count = await page.evaluate(element => document.querySelectorAll(element).length, AWAKE_ISLANDS)
  for (let index = 0; index < count; index++) {
    await page.evaluate((element, index) => document.querySelectorAll(element)[index].scrollIntoView({ block: "center" }), AWAKE_ISLANDS, index)
    await waitUntil(
      page,
      `island ${index + 1} of ${count} to hydrate`,
      (element, attribute, index) => document.querySelectorAll(element)[index].hasAttribute(attribute),
      AWAKE_ISLANDS,
      ISLAND_HYDRATED_ATTRIBUTE,
      index,
    )
  }
  await page.evaluate(() => window.scrollTo(0, 0))
}

export function smokePass(engineName: string, launch: (proxyAddress: string) => Promise<Engine>): void {
  describe(engineName, () => {
    let server: StaticServer
    let proxy: ThirdPartyProxy
    let engine: Engine
    let page: EnginePage
    const url = (route: string) => server.url + route

    beforeAll(async () => {
      server = await serveFolder(PUBLIC_DIR, { withHeaders: true, recordScriptErrors: true })
      proxy = await recordingProxy()
      engine = await launch(proxy.address)
    })
    afterAll(async () => {
      await engine?.close()
      await proxy?.close()
      await server?.close()
    })
    beforeEach(async () => {
      page = await engine.newPage()
    })
    afterEach(async () => {
      await page.close()
    })

    /** Whether the cookie notice is on the screen. */
    const noticeShown = () => page.evaluate(() => (document.querySelector('[aria-label="Cookie notice"]') as HTMLElement).getBoundingClientRect().height > 0)
    /** The notice opens once the page has painted (the page script waits for its largest paint). */
    const untilNoticeShown = () => waitFor(noticeShown, "the cookie notice to open")

    /** Opens a route with the cookie notice answered "No thanks", so it covers nothing a test clicks. */
    async function openAnswered(route: string, size: WindowSize = desktop) {
      await page.open(url(route), size)
      await untilNoticeShown()
      await page.click(`[${PAGE_HOOKS.consentDecline}]`)
    }

    it.each(ROUTES_TO_CHECK)("shows $path whole at phone and desktop width, every island running, no script error, no third party asked for", async route => {
      for (const viewport of VIEWPORTS) {
        const asked = proxy.hosts.length
        await page.open(url(route.path), viewport)
        expect(await page.evaluate(() => document.title)).toBe(fullTitle(route))
        expect(await page.evaluate(() => document.querySelector("h1")?.textContent?.replace(/\s+/g, " ").trim())).toBe(route.h1)
        // The phone gets the Menu button, the wide screen the whole navigation.
        const menuShown = await page.evaluate(button => (document.querySelector(button) as HTMLElement).offsetParent !== null, MENU_BUTTON)
        expect(menuShown).toBe(viewport === phone)
        await wakeIslands(page)
        expect(await page.evaluate(() => document.body.textContent?.includes("Unexpected Application Error!"))).toBe(false)
        const pageName = route.path === "/" ? "home" : route.path.slice(1).replace(/\//g, "-")
        fs.writeFileSync(path.join(SCREENSHOTS, `${engine.name.replace(/\W+/g, "-")}-${pageName}-${viewport.name}.png`), await page.screenshot())
        expect(await page.errors()).toEqual([])
        expect(proxy.hosts.slice(asked)).toEqual([])
      }
    })

    it("opens the menu on a phone with Menu (the browser's popover, which it states open to screen readers), and Escape closes it with focus back on the button", async () => {
      await page.open(url("/shop"), phone)
      const state = () =>
        page.evaluate(selector => {
          const button = document.querySelector(selector) as HTMLButtonElement
          const nav = document.querySelector('nav[aria-label="Main"]') as HTMLElement
          return {
            open: button.popoverTargetElement?.matches(":popover-open") ?? false,
            navShown: nav.getBoundingClientRect().height > 0 && getComputedStyle(nav).visibility !== "hidden",
            focused: document.activeElement === button,
          }
        }, MENU_BUTTON)
      expect(await state()).toMatchObject({ open: false, navShown: false })
      await page.click(MENU_BUTTON)
      expect(await state()).toMatchObject({ open: true, navShown: true })
      await page.press("Escape")
      expect(await state()).toEqual({ open: false, navShown: false, focused: true })
    })

    it("keeps the consent after Accept: the notice goes, the cookie stays, and the next page has no notice", async () => {
      await page.open(url("/artwork"), phone)
      await untilNoticeShown()
      await page.click(`[${PAGE_HOOKS.consentAccept}]`)
      expect(await noticeShown()).toBe(false)
      expect(await page.evaluate(() => document.cookie)).toContain(`${behaviour.consentCookieName}=accepted`)
      await page.open(url(`/${books[0].slug}`), phone)
      // Two frames and a moment after the load: past the paint the page script waits for.
      await page.evaluate(() => new Promise(resolve => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 100)))))
      expect(await noticeShown()).toBe(false)
    })

    it("lets No thanks close the notice for the visit without setting a cookie", async () => {
      await openAnswered("/roblox", phone)
      expect(await page.evaluate(() => (document.querySelector('[aria-label="Cookie notice"]') as HTMLElement).getBoundingClientRect().height)).toBe(0)
      expect(await page.evaluate(() => document.cookie)).not.toContain(behaviour.consentCookieName)
    })

    it(`sticks the header once scrolled ${behaviour.stickyHeaderOffset} px, not before`, async () => {
      await page.open(url("/privacy-policy"), phone)
      const sticky = () => page.evaluate(hook => document.querySelector("header")?.getAttribute(hook), PAGE_HOOKS.sticky)
      expect(await sticky()).toBe("off")
      await page.evaluate(top => window.scrollTo(0, top), behaviour.stickyHeaderOffset + 40)
      await waitUntil(page, "the header to stick", () => document.querySelector("header")?.getAttribute("data-sticky") === "on")
      await page.evaluate(() => window.scrollTo(0, 0))
      await waitUntil(page, "the header to let go", () => document.querySelector("header")?.getAttribute("data-sticky") === "off")
    })

    it("runs the hero slider: pause, and Next slide steps on", async () => {
      await openAnswered("/")
      await wakeIslands(page)
      const status = () => page.evaluate(() => document.querySelector('section[aria-label="Featured"] [aria-live="polite"]')?.textContent ?? "")
      // The island has hydrated; Swiper, which it loads, writes the status once it has started (CI saw it still empty in Firefox).
      await waitFor(async () => /^Slide 1 of/.test(await status()), "the slider's status")
      const [, total] = (await status()).match(/^Slide 1 of (\d+)$/) ?? []
      expect(Number(total)).toBeGreaterThan(1)
      await clickLabelled(page, 'section[aria-label="Featured"] button', "Pause slides")
      await clickLabelled(page, 'section[aria-label="Featured"] button', "Next slide")
      await waitFor(async () => /^Slide 2 of/.test(await status()), "slide 2")
      expect(
        await page.evaluate(() =>
          [...document.querySelectorAll('section[aria-label="Featured"] button')].some(button => button.textContent?.includes("Play slides")),
        ),
      ).toBe(true)
    })

    it("plays a video in a dialog that asks youtube-nocookie.com only then, and closes with Escape back to the poster", async () => {
      await openAnswered("/videos")
      await wakeIslands(page)
      const asked = proxy.hosts.length
      await clickLabelled(page, "a", `Play ${videos[0].title}`)
      await waitUntil(page, "the video dialog", () => document.querySelector("dialog[open] iframe") !== null)
      expect(await page.evaluate(() => document.querySelector("dialog[open] iframe")?.getAttribute("src"))).toMatch(
        new RegExp(`^https://www\\.youtube-nocookie\\.com/embed/${videos[0].youtubeId}`),
      )
      await waitFor(() => proxy.hosts.slice(asked).includes("www.youtube-nocookie.com"), "the player's request")
      await page.press("Escape")
      await waitUntil(page, "the dialog to close", () => document.querySelector("dialog[open]") === null)
      await waitUntil(page, "focus back on the poster", () => document.activeElement?.getAttribute("aria-label")?.startsWith("Play ") === true)
      expect(proxy.hosts.slice(asked).every(host => host === "www.youtube-nocookie.com")).toBe(true)
    })

    it("opens a gallery picture in the viewer, steps with Next and the arrow key, and closes with Escape", async () => {
      await openAnswered(`/${withGallery.slug}`)
      await wakeIslands(page)
      const caption = () => page.evaluate(() => document.querySelector("dialog[open] figcaption")?.textContent ?? "")
      await page.click("#gallery a")
      await waitUntil(page, "the picture viewer", () => document.querySelector("dialog[open] figcaption") !== null)
      expect(await caption()).toContain(gallery[0].caption)
      await clickLabelled(page, "dialog[open] button", "Next")
      expect(await caption()).toContain(gallery[1].caption)
      await page.press("ArrowRight")
      expect(await caption()).toContain(gallery[2].caption)
      await page.press("Escape")
      await waitUntil(page, "the viewer to close", () => document.querySelector("dialog[open]") === null)
    })

    it("plays the character quiz from the first question to a result, and Play again starts it over", async () => {
      const result = quizResults[0]
      const { texts } = answersLeadingTo(result.character)
      await openAnswered(QUIZ_PATH)
      await wakeIslands(page)
      const legend = () => page.evaluate(() => document.querySelector("legend")?.textContent ?? "")
      for (const [index, question] of quizQuestions.entries()) {
        expect(await legend()).toContain(`Question ${index + 1} of ${quizQuestions.length}`)
        const answer = question.answers.findIndex(candidate => candidate.text === texts[index])
        await page.click(`input[name="${question.slug}"][value="${answer}"]`)
        await page.click("form button[type=submit]")
        await waitUntil(
          page,
          `the quiz to move on from question ${index + 1}`,
          (slug: string) => !document.querySelector(`input[name="${slug}"]`),
          question.slug,
        )
      }
      await waitUntil(page, "the result", () => document.querySelector("main h2")?.textContent?.startsWith("Your character: ") ?? false)
      expect(await page.evaluate(() => document.querySelector("main h2")?.textContent)).toBe(`Your character: ${result.name}`)
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(`Your character: ${result.name}`)
      await clickLabelled(page, "button", "Play again")
      await waitUntil(page, "the first question again", () => document.querySelector("legend") !== null)
      expect(await legend()).toContain(`Question 1 of ${quizQuestions.length}`)
      expect(await page.errors()).toEqual([])
    })

    it("loads an album's player only when asked, and that album only", async () => {
      await openAnswered("/music")
      await wakeIslands(page)
      expect(await page.evaluate(() => document.querySelectorAll("main iframe").length)).toBe(0)
      await clickLabelled(page, "main button", `Load the player for ${albums[0].title}`)
      await waitUntil(page, "the album player", () => document.querySelectorAll("main iframe").length > 0)
      expect(await page.evaluate(() => [...document.querySelectorAll("main iframe")].map(frame => frame.getAttribute("src")))).toEqual([albums[0].embedUrl])
    })
  })
}
