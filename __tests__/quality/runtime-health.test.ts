import { openSitePage, VIEWPORTS, waitForIslands } from "../../harness/browser"
import { servedSite } from "../helpers/served-site"
import { answersLeadingTo, answerWith, QUIZ_PATH, quizResults } from "../helpers/characterQuiz"

jest.setTimeout(60_000)

// No script error, console error or hydration warning through the character quiz; each route's
// load, for a first-time visitor and one who accepted cookies, is checked in phone-visit.test.ts.
const site = servedSite()

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
