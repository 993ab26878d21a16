import { openSitePage, VIEWPORTS, waitForIslands } from "../../harness/browser"
import { DATA_DIR, firstBookWith, readJson } from "../../harness/content"
import { focusIsInside, focusReturnsTo, isFocused, tabTo } from "../helpers/keyboard"
import { phoneMenu } from "../helpers/menu"
import { searchBox, searchDialog, searchFor, searchOpener } from "../helpers/search"
import { servedSite } from "../helpers/served-site"
import { answersLeadingTo, nextButton, QUIZ_PATH, quizQuestions, quizResults } from "../helpers/characterQuiz"
import { site as siteData } from "../../harness/built-site"

jest.setTimeout(60_000)

// Walk-throughs with the keyboard alone (Tab, Enter, Space, arrows, Escape): no clicks.
const site = servedSite()
const [phone, desktop] = VIEWPORTS

it("the phone menu: Tab to the Menu button, Enter opens it, Tab reaches Close then its links, Escape closes it and focus returns", async () => {
  const { page, close } = await openSitePage(site.browser, site.url, phone)
  await page.goto(`${site.url}/music`, { waitUntil: "networkidle" })
  await waitForIslands(page)
  const button = page.getByRole("button", { name: "Menu" })
  await tabTo(page, button)
  await page.keyboard.press("Enter")
  expect(await phoneMenu(page)).toEqual({ shown: true, saysOpen: true })
  // Its Close button first, then its links: the panel follows Menu in the order of the page.
  await page.keyboard.press("Tab")
  expect(await isFocused(page.getByRole("button", { name: "Close" }))).toBe(true)
  await tabTo(page, page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Videos" }), 10)
  await page.keyboard.press("Escape")
  expect(await phoneMenu(page)).toEqual({ shown: false, saysOpen: false })
  expect(await isFocused(button)).toBe(true)
  await close()
})

it("the slider: Tab to the pause control, Space pauses the slides and Enter plays them again", async () => {
  const { page, close } = await openSitePage(site.browser, site.url, desktop)
  await page.goto(`${site.url}/`, { waitUntil: "networkidle" })
  await waitForIslands(page)
  await page.getByRole("button", { name: "Pause slides" }).waitFor()
  await tabTo(page, page.getByRole("button", { name: "Pause slides" }))
  await page.keyboard.press("Space")
  const play = page.getByRole("button", { name: "Play slides" })
  expect(await isFocused(play)).toBe(true)
  await page.keyboard.press("Enter")
  expect(await isFocused(page.getByRole("button", { name: "Pause slides" }))).toBe(true)
  await close()
})

it("the video dialog: Enter on a poster opens it with focus inside, Tab stays inside, Escape closes it back to the poster", async () => {
  const videos = readJson(DATA_DIR, "videos/videos.json")
  const { page, close } = await openSitePage(site.browser, site.url, desktop)
  await page.goto(`${site.url}/videos`, { waitUntil: "networkidle" })
  await waitForIslands(page)
  const poster = page.getByRole("link", { name: new RegExp(`^Play ${videos[0].title}`) })
  await tabTo(page, poster)
  await page.keyboard.press("Enter")
  await page.getByRole("dialog").waitFor()
  expect(await focusIsInside(page, "dialog")).toBe(true)
  for (let press = 0; press < 6; press++) {
    await page.keyboard.press(press % 2 ? "Shift+Tab" : "Tab")
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest("dialog")) || document.activeElement === document.body)).toBe(true)
  }
  await page.keyboard.press("Escape")
  expect(await page.getByRole("dialog").count()).toBe(0)
  expect(await focusReturnsTo(poster)).toBe(true)
  await close()
})

it("the gallery viewer: Enter opens a picture, the arrow keys and the Next button step, Escape closes it back to the picture", async () => {
  const withGallery = firstBookWith("a gallery of three pictures or more", book => book.gallery.length >= 3)
  const { gallery } = withGallery
  const { page, close } = await openSitePage(site.browser, site.url, phone)
  await page.goto(`${site.url}/${withGallery.slug}`, { waitUntil: "networkidle" })
  await waitForIslands(page)
  const first = page.locator("#gallery a").first()
  await tabTo(page, first, 120)
  await page.keyboard.press("Enter")
  const caption = page.getByRole("dialog").locator("figcaption")
  await caption.waitFor()
  expect(await caption.textContent()).toContain(gallery[0].caption)
  await page.keyboard.press("ArrowRight")
  expect(await caption.textContent()).toContain(gallery[1].caption)
  await tabTo(page, page.getByRole("dialog").getByRole("button", { name: /Next/ }), 10)
  await page.keyboard.press("Enter")
  expect(await caption.textContent()).toContain(gallery[2].caption)
  await page.keyboard.press("ArrowLeft")
  expect(await caption.textContent()).toContain(gallery[1].caption)
  await page.keyboard.press("Escape")
  expect(await page.getByRole("dialog").count()).toBe(0)
  expect(await focusReturnsTo(first)).toBe(true)
  await close()
})

it("the newsletter form: Tab to the address, type it, Enter on Sign up posts it", async () => {
  const { page, close } = await openSitePage(site.browser, site.url, phone)
  await page.goto(`${site.url}/roblox`, { waitUntil: "networkidle" })
  await tabTo(page, page.getByLabel("Your e-mail address"), 120)
  await page.keyboard.type("parent@example.com")
  await tabTo(page, page.getByRole("button", { name: /Sign up/ }), 5)
  const [request] = await Promise.all([page.context().waitForEvent("request", r => r.method() === "POST"), page.keyboard.press("Enter")])
  expect(request.url()).toBe(siteData.newsletter.formAction)
  expect(request.postData()).toContain(`${siteData.newsletter.emailField}=parent%40example.com`)
  await close()
})

it("the character quiz: Tab into each question's answers, the arrow keys or Space choose, Enter moves on with focus on the next question, then the result and Play again", async () => {
  const result = quizResults[quizResults.length - 1]
  const { texts } = answersLeadingTo(result.character)
  const { page, close } = await openSitePage(site.browser, site.url, phone)
  await page.goto(site.url + QUIZ_PATH, { waitUntil: "networkidle" })
  await waitForIslands(page)
  const legend = page.locator("legend")
  const firstAnswer = () => page.getByRole("radio").first()
  await tabTo(page, firstAnswer())
  for (const [index, question] of quizQuestions.entries()) {
    if (index > 0) {
      expect(await isFocused(legend)).toBe(true)
      expect(await legend.textContent()).toContain(`Question ${index + 1} of ${quizQuestions.length}`)
      await page.keyboard.press("Tab")
      expect(await isFocused(firstAnswer())).toBe(true)
    }
    const wanted = question.answers.findIndex(answer => answer.text === texts[index])
    if (wanted === 0) await page.keyboard.press("Space")
    for (let step = 0; step < wanted; step++) await page.keyboard.press("ArrowDown")
    expect(await page.getByRole("radio", { name: texts[index], exact: true }).isChecked()).toBe(true)
    await page.keyboard.press("Tab")
    expect(await isFocused(nextButton(page))).toBe(true)
    await page.keyboard.press("Enter")
  }
  expect(await isFocused(page.getByRole("heading", { level: 2, name: `Your character: ${result.name}` }))).toBe(true)
  await tabTo(page, page.getByRole("link", { name: `Meet ${result.name} in ${result.bookName}` }), 1)
  await tabTo(page, page.getByRole("button", { name: "Play again" }), 1)
  await page.keyboard.press("Enter")
  expect(await isFocused(legend)).toBe(true)
  expect(await legend.textContent()).toContain(`Question 1 of ${quizQuestions.length}`)
  await close()
})

describe("for parents", () => {
  it("the recap: Tab to its spoiler warning, Enter opens it, Enter closes it again", async () => {
    const withRecap = firstBookWith("a recap", book => book.recap)
    const { page, close } = await openSitePage(site.browser, site.url, desktop)
    await page.goto(`${site.url}/${withRecap.slug}`, { waitUntil: "networkidle" })
    const summary = page.locator("#reading-order summary")
    await tabTo(page, summary, 120)
    await page.keyboard.press("Enter")
    expect(await page.getByText(withRecap.recap[0]).isVisible()).toBe(true)
    await page.keyboard.press("Enter")
    expect(await page.getByText(withRecap.recap[0]).isVisible()).toBe(false)
    await close()
  })

  it("a launch sign-up: Tab to its address, type it, Enter posts it with the launch's group", async () => {
    const upcoming = firstBookWith("a launch sign-up", book => book.launchSignup)
    const { page, close } = await openSitePage(site.browser, site.url, phone)
    await page.goto(`${site.url}/${upcoming.slug}`, { waitUntil: "networkidle" })
    const form = page.locator("form#launch-signup")
    await tabTo(page, form.getByLabel("Your e-mail address"), 120)
    await page.keyboard.type("parent@example.com")
    await tabTo(page, form.getByRole("button", { name: /Sign up/ }), 5)
    const [request] = await Promise.all([page.context().waitForEvent("request", r => r.method() === "POST"), page.keyboard.press("Enter")])
    expect(request.url()).toBe(siteData.newsletter.formAction)
    expect(new URLSearchParams(request.postData() ?? "").get(upcoming.launchSignup.groupField)).toBe(upcoming.launchSignup.groupValue)
    await close()
  })
})

it("the search: Tab to Search, Enter opens it with focus in the search box, Tab reaches a result, Escape closes it back to Search", async () => {
  const { page, close } = await openSitePage(site.browser, site.url, phone)
  await page.goto(`${site.url}/music`, { waitUntil: "networkidle" })
  await waitForIslands(page)
  const opener = searchOpener(page)
  await tabTo(page, opener)
  await page.keyboard.press("Enter")
  await searchBox(page).waitFor()
  expect(await isFocused(searchBox(page))).toBe(true)
  const [first] = await searchFor(
    page,
    readJson(DATA_DIR, `books/${firstBookWith("characters", book => book.characters.length > 0).slug}/book.json`).characters[0].name,
  )
  await tabTo(page, searchDialog(page).locator(`a[href="${first}"]`), 5)
  expect(await focusIsInside(page, "dialog")).toBe(true)
  await page.keyboard.press("Escape")
  expect(await searchDialog(page).count()).toBe(0)
  expect(await focusReturnsTo(opener)).toBe(true)
  await close()
})
