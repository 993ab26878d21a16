import { openSitePage, VIEWPORTS, waitForIslands } from "../../harness/browser"
import { isSearchRequest, readToTheEnd } from "../helpers/quality/privacy"
import { openSearch, searchFor } from "../helpers/search"
import { servedSite } from "../helpers/served-site"
import { answersLeadingTo, answerWith, QUIZ_PATH, quizResults } from "../helpers/characterQuiz"
import { site as siteData } from "../../harness/built-site"
import { PAGES } from "../../src/routes"

jest.setTimeout(60_000)

// What a privacy regulator checks, beyond each route's load (phone-visit.test.ts): the video host
// only after a click, and nothing kept or sent by the quiz and the search.
const site = servedSite()
const [phone] = VIEWPORTS

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
