import { openSitePage, VIEWPORTS, waitForIslands } from "../../harness/browser"
import { accessibilityViolations } from "../../harness/accessibility"
import { isSearchRequest, privacyProblems, readToTheEnd } from "../helpers/quality/privacy"
import { servedSite } from "../helpers/served-site"
import { DATA_DIR, readJson } from "../../harness/content"
import { awakeIslandsOf } from "../../harness/javascript-size"
import { ROUTES_TO_CHECK, site as siteData } from "../../harness/built-site"

jest.setTimeout(120_000)

// Each route as a phone visitor meets it, in one visit (a load a check cost 6 loads a route:
// docs/testing.md): the quality gate's accessibility (axe-core's WCAG A and AA rules and heading
// order), privacy (no other host, no cookie before consent; after Accept only the consent cookie
// and the album players it agrees to) and runtime health (no script error, console error or
// hydration warning, for a first-time visitor and for one who accepted, whose pages render the
// players straight away), in each state the visitor puts the page in.
const site = servedSite()
const [phone] = VIEWPORTS
const CONSENT_COOKIE = siteData.behaviour.consentCookieName
// Accepting cookies is agreeing to the album players, which then load with the music page.
const ALBUM_PLAYER_HOSTS = [...new Set(readJson(DATA_DIR, "music/albums.json").map((album: { embedUrl: string }) => new URL(album.embedUrl).host))] as string[]

// Loaded again after Accept, as a visitor who accepted meets it: a page with islands, which may do
// what consent allows as the page loads; of the pages without, which run only the scripts every page
// shares, the first stands for them all.
const standingForPagesWithoutIslands = ROUTES_TO_CHECK.find(route => awakeIslandsOf(route.path).length === 0)
const ROUTES = ROUTES_TO_CHECK.map(route => ({ ...route, reloaded: awakeIslandsOf(route.path).length > 0 || route === standingForPagesWithoutIslands }))

it.each(ROUTES)(
  "$path at 375 px: no accessibility violation with the cookie notice showing, then after Accept with the menu open; no other host, cookie or error before consent, and after Accept (loaded again: $reloaded) only the consent cookie and the album players",
  async route => {
    const visit = await openSitePage(site.browser, site.url, phone)
    const { page } = visit
    const at = `${route.path} at ${phone.width} px`
    const search: string[] = []
    page.on("request", request => isSearchRequest(request.url()) && search.push(request.url()))
    await page.goto(site.url + route.path, { waitUntil: "networkidle" })
    await waitForIslands(page)
    const problems = await accessibilityViolations(page, `${at}, cookie notice showing`)
    await readToTheEnd(page)
    await waitForIslands(page)
    problems.push(...(await privacyProblems(`${at} before consent`, visit, { cookies: [], hosts: [] })))
    // Nothing of the search loads until the visitor opens it.
    problems.push(...search.map(url => `${at}: the search's ${url} was requested before the search was opened`))
    problems.push(...visit.errors.splice(0).map(error => `${at}, a first-time visitor: ${error}`))

    visit.thirdParty.length = 0
    const notice = page.getByRole("region", { name: "Cookie notice" })
    await notice.getByRole("button", { name: "Accept" }).click()
    await notice.waitFor({ state: "hidden" })
    // Cookies accepted and the menu open, in one scan: opening the menu makes nothing inert, and
    // what it covers on screen was scanned before it opened, with the notice at the bottom.
    await page.getByRole("button", { name: "Menu" }).click()
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Shop" }).waitFor()
    problems.push(...(await accessibilityViolations(page, `${at}, cookies accepted and the menu open`)))

    if (route.reloaded) {
      await page.reload({ waitUntil: "networkidle" })
      await readToTheEnd(page)
      await waitForIslands(page)
    }
    problems.push(...(await privacyProblems(`${at} after Accept`, visit, { cookies: [CONSENT_COOKIE], hosts: ALBUM_PLAYER_HOSTS })))
    problems.push(...visit.errors.map(error => `${at}, a visitor who accepted cookies: ${error}`))
    expect(problems).toEqual([])
    expect((await visit.context.cookies()).map(cookie => cookie.name)).toEqual([CONSENT_COOKIE])
    await visit.close()
  },
)
