import { openSitePage, VIEWPORTS, waitForIslands } from "../../support/browser"
import { servedSite } from "../support/served-site"
import { answersLeadingTo, answerWith, QUIZ_PATH, quizResults } from "../support/characterQuiz"
import { ROUTES_TO_CHECK, site as siteData } from "../../support/site"

jest.setTimeout(60_000)

// No script error, console error or hydration warning on any route, for a first-time
// visitor and for one who has accepted cookies (whose pages render the players straight away).
const site = servedSite()
const consentCookie = { name: siteData.behaviour.consentCookieName, value: "accepted" }

describe.each([
  { visitor: "a first-time visitor", cookies: [] },
  { visitor: "a visitor who accepted cookies", cookies: [consentCookie] },
])("for $visitor", ({ cookies }) => {
  it.each(ROUTES_TO_CHECK)("$path runs without errors or hydration warnings", async route => {
    const { page, errors, close } = await openSitePage(site.browser, site.url, { ...VIEWPORTS[1], cookies })
    await page.goto(site.url + route.path, { waitUntil: "networkidle" })
    await waitForIslands(page)
    await page.mouse.wheel(0, 2000)
    await page.waitForLoadState("networkidle")
    expect(errors.map(error => `${route.path}: ${error}`)).toEqual([])
    await close()
  })
})

it("the character quiz runs without errors from the first question to each result and back", async () => {
  const { page, errors, close } = await openSitePage(site.browser, site.url, VIEWPORTS[0])
  await page.goto(site.url + QUIZ_PATH, { waitUntil: "networkidle" })
  await waitForIslands(page)
  for (const result of quizResults) {
    await answerWith(page, answersLeadingTo(result.character).texts)
    await page.getByRole("button", { name: "Play again" }).click()
  }
  await page.waitForLoadState("networkidle")
  expect(errors.map(error => `${QUIZ_PATH}: ${error}`)).toEqual([])
  await close()
})
