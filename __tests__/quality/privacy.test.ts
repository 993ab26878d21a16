import type { Page } from "playwright-core"
import { openSitePage, VIEWPORTS, waitForIslands } from "../../support/browser"
import { privacyProblems } from "../support/quality/privacy"
import { openSearch, searchFor } from "../support/search"
import { servedSite } from "../support/served-site"
import { answersLeadingTo, answerWith, QUIZ_PATH, quizResults } from "../support/characterQuiz"
import { DATA_DIR, readJson } from "../../support/content"
import { ROUTES_TO_CHECK, site as siteData } from "../../support/site"
import { PAGEFIND_FOLDER } from "../../src/search/pagefind"
import { PAGES } from "../../src/routes"

jest.setTimeout(60_000)

// What a privacy regulator checks: no other host on any page load, no cookie before
// consent, only the consent cookie (and the album players it agrees to) after Accept, and
// the video host only after a click.
const site = servedSite()
const [phone] = VIEWPORTS
const CONSENT_COOKIE = siteData.behaviour.consentCookieName
/** A request of the search's: its island's own code, or Pagefind's script, WebAssembly and index. */
const isSearchRequest = (url: string) => new URL(url).pathname.startsWith(PAGEFIND_FOLDER) || /\/islands\/SiteSearch-/.test(new URL(url).pathname)
// Accepting cookies is agreeing to the album players, which then load with the music page.
const ALBUM_PLAYER_HOSTS = [...new Set(readJson(DATA_DIR, "music/albums.json").map((album: { embedUrl: string }) => new URL(album.embedUrl).host))] as string[]

/** Scrolls to the end and back, so lazy images and anything that waits for scrolling run. */
async function readToTheEnd(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y)
      // Two frames: what watches the scroll (lazy images, islands) sees each position.
      await new Promise(resolve => requestAnimationFrame(() => requestAnimationFrame(resolve)))
    }
  })
  await page.waitForLoadState("networkidle")
}

it.each(ROUTES_TO_CHECK)(
  "$path contacts no other host and sets no cookie before consent, and after Accept only the consent cookie and the album players",
  async route => {
    const visit = await openSitePage(site.browser, site.url, phone)
    const search: string[] = []
    visit.page.on("request", request => isSearchRequest(request.url()) && search.push(request.url()))
    await visit.page.goto(site.url + route.path, { waitUntil: "networkidle" })
    await readToTheEnd(visit.page)
    await waitForIslands(visit.page)
    const problems = await privacyProblems(`${route.path} before consent`, visit, { cookies: [], hosts: [] })
    // Nothing of the search loads until the visitor opens it.
    problems.push(...search.map(url => `${route.path}: the search's ${url} was requested before the search was opened`))
    visit.thirdParty.length = 0
    await visit.page.getByRole("region", { name: "Cookie notice" }).getByRole("button", { name: "Accept" }).click()
    await visit.page.reload({ waitUntil: "networkidle" })
    await readToTheEnd(visit.page)
    problems.push(...(await privacyProblems(`${route.path} after Accept`, visit, { cookies: [CONSENT_COOKIE], hosts: ALBUM_PLAYER_HOSTS })))
    expect(problems).toEqual([])
    expect((await visit.context.cookies()).map(cookie => cookie.name)).toEqual([CONSENT_COOKIE])
    await visit.close()
  },
)

it("the video player's host is youtube-nocookie.com, contacted only after a click on a poster", async () => {
  const visit = await openSitePage(site.browser, site.url, phone)
  await visit.page.goto(`${site.url}/videos`, { waitUntil: "networkidle" })
  await waitForIslands(visit.page)
  await readToTheEnd(visit.page)
  expect(visit.thirdParty).toEqual([])
  const player = visit.page.waitForRequest(request => new URL(request.url()).host === "www.youtube-nocookie.com")
  await visit.page
    .getByRole("link", { name: /^Play / })
    .first()
    .click()
  await visit.page.getByRole("dialog").locator("iframe").waitFor()
  await player
  const hosts = [...new Set(visit.thirdParty.map(url => new URL(url).host))]
  expect(hosts).toEqual(["www.youtube-nocookie.com"])
  expect((await visit.context.cookies()).map(cookie => cookie.name)).toEqual([])
  await visit.close()
})

it("the character quiz keeps and sends nothing: no request, no cookie, no storage while playing to a result and again", async () => {
  const visit = await openSitePage(site.browser, site.url, phone)
  await visit.page.goto(site.url + QUIZ_PATH, { waitUntil: "networkidle" })
  await waitForIslands(visit.page)
  const requests: string[] = []
  // A page of this site the pointer rests on is prefetched (the speculation rules in every
  // page's head): the browser's doing, not the quiz's.
  visit.page.on("request", request => {
    if (!request.headers()["sec-purpose"]?.startsWith("prefetch")) requests.push(`${request.method()} ${request.url()}`)
  })
  for (const result of [quizResults[0], quizResults[quizResults.length - 1]]) {
    await answerWith(visit.page, answersLeadingTo(result.character).texts)
    await visit.page.getByRole("button", { name: "Play again" }).click()
  }
  await visit.page.waitForLoadState("networkidle")
  // The result's picture is the only file the quiz may fetch, from this site.
  expect(requests.filter(request => !/^GET .*\/static\/.*\.(avif|webp|jpg|png)$/.test(request))).toEqual([])
  expect(requests.every(request => request.startsWith(`GET ${site.url}/`))).toBe(true)
  expect(visit.thirdParty).toEqual([])
  expect(await visit.context.cookies()).toEqual([])
  const stored = await visit.page.evaluate(async () => ({
    local: localStorage.length,
    session: sessionStorage.length,
    databases: (await indexedDB.databases()).length,
    caches: (await caches.keys()).length,
  }))
  expect(stored).toEqual({ local: 0, session: 0, databases: 0, caches: 0 })
  await visit.close()
})

it("the search asks for nothing before it is opened; searching asks only this site, and keeps and sends nothing", async () => {
  const visit = await openSitePage(site.browser, site.url, phone)
  const requests: string[] = []
  visit.page.on("request", request => {
    if (!request.headers()["sec-purpose"]?.startsWith("prefetch")) requests.push(request.url())
  })
  await visit.page.goto(site.url + PAGES.news.path, { waitUntil: "networkidle" })
  await readToTheEnd(visit.page)
  expect(requests.filter(isSearchRequest)).toEqual([])
  await openSearch(visit.page)
  expect(requests.filter(isSearchRequest).length).toBeGreaterThan(0)
  const term = siteData.seriesName
  expect((await searchFor(visit.page, term)).length).toBeGreaterThan(0)
  await visit.page.waitForLoadState("networkidle")
  // Pagefind's files and the results' pictures, from this site; nothing posts the search anywhere.
  expect(requests.filter(url => !url.startsWith(`${site.url}/`))).toEqual([])
  expect(requests.filter(url => url.includes(encodeURIComponent(term)) || url.includes(term))).toEqual([])
  expect(visit.thirdParty).toEqual([])
  expect(await visit.context.cookies()).toEqual([])
  expect(await visit.page.evaluate(() => localStorage.length + sessionStorage.length)).toBe(0)
  await visit.close()
})
