import { ISLAND_ELEMENT, ISLAND_HYDRATED_ATTRIBUTE, ISLAND_NAME_ATTRIBUTE } from "gatsby-plugin-islands"
import { openSitePage, VIEWPORTS, waitForIslands } from "../../harness/browser"
import { bookEntries } from "../../harness/content"
import { builtPage, runsBrowserTestsOf } from "../../harness/built-site"
import { answersLeadingTo, answerWith, nextButton, QUIZ_PATH, quizIn, quizQuestions, quizResults } from "../helpers/characterQuiz"
import { isFocused } from "../helpers/keyboard"
import { servedSite } from "../helpers/served-site"

jest.setTimeout(60_000)

/** The room the quiz takes: its island's height, and where the page's footer, below everything else, starts. */
type QuizRoom = { quizHeight: number; footerTop: number }
/** What the quiz page looked like at DOMContentLoaded, before its island woke up, and how it measures the quiz's room. */
type QuizPage = { __beforeIslands: QuizRoom & { everyoneShown: boolean }; __quizRoom: () => QuizRoom }
/** The quiz's island in the page. */
const QUIZ_ISLAND = `${ISLAND_ELEMENT}[${ISLAND_NAME_ATTRIBUTE}="CharacterQuiz"]`

// "Which character are you?" on the served build, in Chromium: every result can be reached,
// and shows the character's picture, name, line and book.
// On a copy with an author's changes, played only if the quiz page or what it must show changed
// (runsBrowserTestsOf): otherwise the page is the one the project's build played.
if (runsBrowserTestsOf(QUIZ_PATH, quizIn)) {
  describe("played in Chromium", () => {
    const served = servedSite()
    const [phone, desktop] = VIEWPORTS

    async function openQuiz(viewport: (typeof VIEWPORTS)[number]) {
      const visit = await openSitePage(served.browser, served.url, viewport)
      await visit.page.goto(served.url + QUIZ_PATH, { waitUntil: "networkidle" })
      await waitForIslands(visit.page)
      return visit
    }

    it.each(quizResults)("answering as $name leads to $name, with their picture, name, line and book", async result => {
      const { texts, scored } = answersLeadingTo(result.character)
      expect(scored).toBe(result.character)
      const { page, errors, close } = await openQuiz(desktop)
      await answerWith(page, texts)
      const heading = page.getByRole("heading", { level: 2, name: `Your character: ${result.name}` })
      expect(await isFocused(heading)).toBe(true)
      const card = page.locator("article", { has: heading })
      const picture = card.getByRole("img", { name: result.alt, exact: true })
      await page.waitForFunction(img => img instanceof HTMLImageElement && img.complete && img.naturalWidth > 0, await picture.elementHandle())
      // The same responsive picture as on the book page.
      const onBookPage = [...builtPage(`/${result.book}`).querySelectorAll("#characters img")].find(img => img.getAttribute("alt") === result.alt)
      expect(await picture.getAttribute("srcset")).toBe(onBookPage?.getAttribute("srcset"))
      expect(await card.textContent()).toContain(result.line)
      const link = card.getByRole("link", { name: `Meet ${result.name} in ${result.bookName}` })
      expect(await link.getAttribute("href")).toBe(result.link)
      expect(errors).toEqual([])
      await close()
    })

    it("takes the same room before and after it wakes up: the list for browsers without JavaScript never shows where scripts run", async () => {
      // A list that vanished on hydration pulled everything below it up under a reader who had scrolled to it.
      // The quiz's own room, not the page's height: the cookie notice opens once the page has painted
      // and pads the footer's bottom to scroll clear of it, which is no shift of the quiz's.
      const { page, context, close } = await openSitePage(served.browser, served.url, desktop)
      await context.addInitScript(island => {
        const quizPage = window as unknown as QuizPage
        quizPage.__quizRoom = () => ({
          quizHeight: (document.querySelector(island) as Element).getBoundingClientRect().height,
          footerTop: (document.querySelector("main ~ footer") as Element).getBoundingClientRect().top + scrollY,
        })
        document.addEventListener("DOMContentLoaded", () => {
          quizPage.__beforeIslands = {
            ...quizPage.__quizRoom(),
            everyoneShown: (document.getElementById("everyone-you-could-be")?.getClientRects().length ?? 0) > 0,
          }
        })
      }, QUIZ_ISLAND)
      await page.goto(served.url + QUIZ_PATH, { waitUntil: "networkidle" })
      await waitForIslands(page)
      const { everyoneShown, ...before } = await page.evaluate(() => (window as unknown as QuizPage).__beforeIslands)
      expect(everyoneShown).toBe(false)
      expect(await page.locator(QUIZ_ISLAND).getAttribute(ISLAND_HYDRATED_ATTRIBUTE)).not.toBeNull()
      expect(await page.evaluate(() => (window as unknown as QuizPage).__quizRoom())).toEqual(before)
      expect(await page.getByText("The quiz needs JavaScript to play.").count()).toBe(0)
      await close()
    })

    it("asks one question at a time with its progress, wants an answer before moving on, and starts again with Play again", async () => {
      const { page, close } = await openQuiz(phone)
      const legend = page.locator("legend")
      expect(await legend.textContent()).toBe(`Question 1 of ${quizQuestions.length}${quizQuestions[0].question}`)
      expect(await page.getByRole("radio").count()).toBe(quizQuestions[0].answers.length)
      await nextButton(page).click()
      expect(await page.getByRole("alert").textContent()).toBe("Choose one of the answers first.")
      expect(await legend.textContent()).toContain("Question 1 of")
      await answerWith(page, [quizQuestions[0].answers[0].text])
      expect(await legend.textContent()).toBe(`Question 2 of ${quizQuestions.length}${quizQuestions[1].question}`)
      expect(await isFocused(legend)).toBe(true)
      expect(await page.getByRole("alert").count()).toBe(0)
      await answerWith(
        page,
        quizQuestions.slice(1).map(question => question.answers[0].text),
      )
      await page.getByRole("button", { name: "Play again" }).click()
      expect(await legend.textContent()).toContain(`Question 1 of ${quizQuestions.length}`)
      expect(await isFocused(legend)).toBe(true)
      expect(await page.getByRole("radio", { checked: true }).count()).toBe(0)
      await close()
    })
  })
}

it("is linked from the home page and from each book page's characters", () => {
  const linksToQuiz = (route: string, within: string) =>
    [...builtPage(route).querySelectorAll(`${within} a`)].filter(link => link.getAttribute("href") === QUIZ_PATH).length
  expect(linksToQuiz("/", "main")).toBe(1)
  for (const book of bookEntries.filter(book => book.characters.length > 0))
    expect([book.slug, linksToQuiz(`/${book.slug}`, "#characters")]).toEqual([book.slug, 1])
})
