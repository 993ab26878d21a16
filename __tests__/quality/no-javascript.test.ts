import path from "node:path"
import { openSitePage, savedDownload, VIEWPORTS } from "../../harness/browser"
import { DATA_DIR, fileDigest, readJson } from "../../harness/content"
import { noJavascriptProblems } from "../helpers/quality/no-javascript"
import { servedSite } from "../helpers/served-site"
import { signUpForNews } from "../helpers/newsletter"
import { QUIZ_PATH, quizResults } from "../helpers/characterQuiz"
import { artworkFilterPages, ROUTES_TO_CHECK, site as siteData } from "../../harness/built-site"

jest.setTimeout(60_000)

// With scripts off, every route is whole: content, navigation, downloads, outbound links
// and the newsletter form all work as plain HTML.
const site = servedSite()
const [phone, desktop] = VIEWPORTS
const withoutJavaScript = (viewport: (typeof VIEWPORTS)[number]) => openSitePage(site.browser, site.url, { ...viewport, javaScript: false })

it.each(ROUTES_TO_CHECK)("$path shows its content and newsletter form, its Menu opens the navigation, and its downloads answer", async route => {
  const { page, close } = await withoutJavaScript(phone)
  await page.goto(site.url + route.path)
  expect(await noJavascriptProblems(page, route.path)).toEqual([])
  const shop = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Shop" })
  expect(await shop.isVisible()).toBe(false)
  await page.getByRole("button", { name: "Menu" }).click()
  expect(await shop.isVisible()).toBe(true)
  await close()
})

it("the newsletter form posts the e-mail address and the empty honeypot to the mailing-list service", async () => {
  const { page, close } = await withoutJavaScript(desktop)
  await page.goto(`${site.url}/`)
  const request = await signUpForNews(page)
  expect(request.url()).toBe(siteData.newsletter.formAction)
  expect(request.postData()).toBe(`${siteData.newsletter.emailField}=parent%40example.com&${siteData.newsletter.honeypotField}=`)
  await close()
})

it("an artwork's Download link downloads the full-size file", async () => {
  const [first] = readJson(DATA_DIR, "artwork/artwork.json")
  const { page, close } = await withoutJavaScript(desktop)
  await page.goto(`${site.url}/artwork`)
  const [download] = await Promise.all([page.waitForEvent("download"), page.locator("main figure a[download]").first().click()])
  expect(fileDigest(await savedDownload(download))).toBe(fileDigest(path.join(DATA_DIR, "artwork", first.image)))
  await close()
})

it("the artwork's filters are links that lead to their pages, and Download all downloads the ZIP", async () => {
  const { page, close } = await withoutJavaScript(phone)
  await page.goto(`${site.url}/artwork`)
  const filters = page.getByRole("navigation", { name: "Artwork by book and character" })
  for (const filter of artworkFilterPages) {
    await filters.getByRole("link", { name: filter.label, exact: true }).click()
    await page.waitForURL(site.url + filter.path)
    expect(await page.locator("h1").textContent()).toBe(filter.h1)
    expect(await filters.locator('a[aria-current="page"]').getAttribute("href")).toBe(filter.path)
  }
  await filters.getByRole("link", { name: "All pictures" }).click()
  await page.waitForURL(`${site.url}/artwork`)
  const [download] = await Promise.all([page.waitForEvent("download"), page.locator('main a[download$=".zip"]').click()])
  expect(download.suggestedFilename()).toMatch(/\.zip$/)
  await close()
})

it("an outbound link opens the other site in a new tab", async () => {
  const { page, context, thirdParty, close } = await withoutJavaScript(desktop)
  await page.goto(`${site.url}/shop`)
  const link = page.locator("main a[target=_blank]").first()
  const href = new URL((await link.getAttribute("href")) ?? "").href
  const [opened] = await Promise.all([context.waitForEvent("page"), link.click()])
  await opened.waitForLoadState()
  // The other site is not reachable from the test machine: its request was made (and stopped).
  expect(thirdParty).toEqual([href])
  await close()
})

it("the music page links to each album on its streaming service and hides the buttons that need JavaScript", async () => {
  const { page, close } = await withoutJavaScript(phone)
  await page.goto(`${site.url}/music`)
  expect(
    await page
      .getByRole("button", { name: /Load the player/ })
      .first()
      .isVisible(),
  ).toBe(false)
  const albums: Array<{ title: string; service: string; url: string }> = readJson(DATA_DIR, "music/albums.json")
  for (const album of albums) {
    await expect(
      page.getByRole("link", { name: `Listen on ${album.service} for ${album.title} (opens in a new tab)`, exact: true }).getAttribute("href"),
    ).resolves.toBe(album.url)
  }
  await close()
})

it("the character quiz shows every character it can give, with picture, name, line and book, and says the quiz needs JavaScript", async () => {
  const { page, close } = await withoutJavaScript(phone)
  await page.goto(site.url + QUIZ_PATH)
  expect(await page.getByText("The quiz needs JavaScript to play.").isVisible()).toBe(true)
  expect(await page.getByRole("radio").first().isVisible()).toBe(false)
  expect(await page.getByRole("button", { name: /Next question/ }).isVisible()).toBe(false)
  for (const result of quizResults) {
    const card = page.locator("article", { has: page.getByRole("heading", { level: 3, name: result.name, exact: true }) })
    expect(await card.getByRole("img", { name: result.alt, exact: true }).isVisible()).toBe(true)
    expect(await card.textContent()).toContain(result.line)
    expect(await card.getByRole("link", { name: `Meet ${result.name} in ${result.bookName}` }).getAttribute("href")).toBe(result.link)
  }
  await close()
})
