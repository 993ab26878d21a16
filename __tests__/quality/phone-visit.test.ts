import { openSitePage, VIEWPORTS, waitForIslands } from "../../harness/browser"
import { accessibilityViolations } from "../../harness/accessibility"
import { isSearchRequest, privacyProblems, readToTheEnd } from "../helpers/quality/privacy"
import { servedSite } from "../helpers/served-site"
import { DATA_DIR, readJson } from "../../harness/content"
import { awakeIslandsOf } from "../../harness/javascript-size"
import { ROUTES_TO_CHECK, site as siteData } from "../../harness/built-site"
import {
  focusAndForcedColoursProblems,
  FOCUS_WALK_VIEWPORT,
  forcedColoursProblems,
  reflowProblems,
  REFLOW_WIDTH,
  targetSizeProblems,
} from "../helpers/quality/beyond-axe"

jest.setTimeout(120_000)

// Each route as a phone visitor meets it, in one visit (a load a check cost 6 loads a route:
// docs/testing.md): the quality gate's accessibility (axe-core's WCAG A and AA rules and heading
// order), privacy (no other host, no cookie before consent; after Accept only the consent cookie
// and the album players it agrees to) and runtime health (no script error, console error or
// hydration warning, for a first-time visitor and for one who accepted, whose pages render the
// players straight away), in each state the visitor puts the page in; and WCAG 2.2 AA beyond what
// axe sees (helpers/quality/beyond-axe.ts), in the same page: with the notice showing, focus
// never entirely hidden tabbing forward and back (2.4.11) and always outlined (2.4.7, back in
// forced colours), controls that keep their shape in forced colours (1.4.11), reflow at 320 px
// (1.4.10) also with WCAG's text spacing (1.4.12), and target sizes (2.5.8); then reflow and
// target sizes again with the menu open.
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
  "$path at 375 px: no accessibility violation with the cookie notice showing, then after Accept with the menu open, by axe and by WCAG 2.2's 1.4.10, 1.4.11, 1.4.12, 2.4.7, 2.4.11 and 2.5.8; no other host, cookie or error before consent, and after Accept (loaded again: $reloaded) only the consent cookie and the album players",
  async route => {
    const visit = await openSitePage(site.browser, site.url, phone)
    const { page } = visit
    const at = `${route.path} at ${phone.width} px`
    const at320 = (state: string) => `${route.path} at ${REFLOW_WIDTH} px, ${state}`
    const reflowAndTargets = async (state: string) => {
      await page.setViewportSize({ width: REFLOW_WIDTH, height: phone.height })
      const found = [
        ...(await reflowProblems(page, at320(state))),
        ...(await reflowProblems(page, at320(state), { textSpacing: true })),
        ...(await targetSizeProblems(page, at320(state))),
      ]
      await page.setViewportSize({ width: phone.width, height: phone.height })
      return found
    }
    const search: string[] = []
    page.on("request", request => isSearchRequest(request.url()) && search.push(request.url()))
    await page.goto(site.url + route.path, { waitUntil: "networkidle" })
    await waitForIslands(page)
    const problems = await accessibilityViolations(page, `${at}, cookie notice showing`)
    await page.setViewportSize(FOCUS_WALK_VIEWPORT)
    problems.push(
      ...(await focusAndForcedColoursProblems(page, `${route.path} at ${FOCUS_WALK_VIEWPORT.width} × ${FOCUS_WALK_VIEWPORT.height} px, cookie notice showing`)),
    )
    problems.push(...(await reflowAndTargets("cookie notice showing")))
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
    problems.push(...(await forcedColoursProblems(page, `${at}, the menu open`)))
    problems.push(...(await reflowAndTargets("the menu open")))

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
