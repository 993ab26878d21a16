import type { Page } from "playwright-core"
import { openSitePage, VIEWPORTS, waitForIslands } from "../../harness/browser"
import { accessibilityViolations } from "../../harness/accessibility"
import { answersLeadingTo, answerWith, nextButton, QUIZ_PATH, quizResults } from "../helpers/characterQuiz"
import { openSearch, searchFor } from "../helpers/search"
import { servedSite } from "../helpers/served-site"
import { bookEntries, firstBookWith } from "../../harness/content"
import { PAGES } from "../../src/routes"
import { ROUTES_TO_CHECK } from "../../harness/built-site"

jest.setTimeout(120_000)

// axe-core's WCAG 2.0, 2.1 and 2.2 A and AA rules, and heading order, on every route of the
// served build, in each state a visitor can put the page in.
const site = servedSite()

const cookieNotice = (page: Page) => page.getByRole("region", { name: "Cookie notice" })

// At a phone's width in phone-visit.test.ts, with the menu open too; here at the desktop's.
describe.each(VIEWPORTS.slice(1))("at $width px ($name)", viewport => {
  it.each(ROUTES_TO_CHECK)("$path has no violation with the cookie notice showing, then after Accept", async route => {
    const { page, close } = await openSitePage(site.browser, site.url, viewport)
    await page.goto(site.url + route.path, { waitUntil: "networkidle" })
    await waitForIslands(page)
    const violations = await accessibilityViolations(page, `${route.path} at ${viewport.width} px, cookie notice showing`)
    await cookieNotice(page).getByRole("button", { name: "Accept" }).click()
    await cookieNotice(page).waitFor({ state: "hidden" })
    violations.push(...(await accessibilityViolations(page, `${route.path} at ${viewport.width} px, cookies accepted`)))
    expect(violations).toEqual([])
    await close()
  })
})

describe.each(VIEWPORTS)("pop-ups at $width px ($name)", viewport => {
  it("the video dialog has no violation while open", async () => {
    const { page, close } = await openSitePage(site.browser, site.url, viewport)
    await page.goto(`${site.url}/videos`, { waitUntil: "networkidle" })
    await waitForIslands(page)
    await page
      .getByRole("link", { name: /^Play / })
      .first()
      .click()
    await page.getByRole("dialog").waitFor()
    expect(await accessibilityViolations(page, `/videos at ${viewport.width} px, video dialog open`)).toEqual([])
    await close()
  })

  it("the gallery viewer has no violation while open", async () => {
    const withGallery = firstBookWith("a gallery", book => book.gallery.length > 0)
    const { page, close } = await openSitePage(site.browser, site.url, viewport)
    await page.goto(`${site.url}/${withGallery.slug}`, { waitUntil: "networkidle" })
    await waitForIslands(page)
    await page.locator("#gallery a").first().click()
    await page.getByRole("dialog").waitFor()
    expect(await accessibilityViolations(page, `/${withGallery.slug} at ${viewport.width} px, gallery viewer open`)).toEqual([])
    await close()
  })
})

describe.each(VIEWPORTS)("the search at $width px ($name)", viewport => {
  it("has no violation open with results, and open with none", async () => {
    const { page, close } = await openSitePage(site.browser, site.url, viewport)
    await page.goto(site.url + PAGES.shop.path, { waitUntil: "networkidle" })
    await openSearch(page)
    const term = bookEntries[0].characters[0].name
    expect((await searchFor(page, term)).length).toBeGreaterThan(0)
    const violations = await accessibilityViolations(page, `${PAGES.shop.path} at ${viewport.width} px, search open with results for "${term}"`)
    await searchFor(page, "zzxqv")
    violations.push(...(await accessibilityViolations(page, `${PAGES.shop.path} at ${viewport.width} px, search open with no result`)))
    expect(violations).toEqual([])
    await close()
  })
})

describe.each(VIEWPORTS)("disclosures at $width px ($name)", viewport => {
  const withRecap = bookEntries.filter(book => book.recap)

  it.each(withRecap.map(book => [book.slug]))("/%s has no violation with its recap open", async slug => {
    const { page, close } = await openSitePage(site.browser, site.url, viewport)
    await page.goto(`${site.url}/${slug}`, { waitUntil: "networkidle" })
    await waitForIslands(page)
    await page.locator("#reading-order summary").click()
    await page.locator("#reading-order details[open]").waitFor()
    expect(await accessibilityViolations(page, `/${slug} at ${viewport.width} px, recap open`)).toEqual([])
    await close()
  })
})

describe.each(VIEWPORTS)("the character quiz at $width px ($name)", viewport => {
  it("has no violation mid-way (asking for a missing answer) and at its result", async () => {
    const { page, close } = await openSitePage(site.browser, site.url, viewport)
    await page.goto(site.url + QUIZ_PATH, { waitUntil: "networkidle" })
    await waitForIslands(page)
    const { texts } = answersLeadingTo(quizResults[0].character)
    const half = Math.ceil(texts.length / 2)
    await answerWith(page, texts.slice(0, half))
    await nextButton(page).click()
    await page.getByRole("alert").waitFor()
    const violations = await accessibilityViolations(page, `${QUIZ_PATH} at ${viewport.width} px, question ${half + 1} without an answer`)
    await answerWith(page, texts.slice(half))
    await page.getByRole("button", { name: "Play again" }).waitFor()
    violations.push(...(await accessibilityViolations(page, `${QUIZ_PATH} at ${viewport.width} px, the result`)))
    expect(violations).toEqual([])
    await close()
  })
})
