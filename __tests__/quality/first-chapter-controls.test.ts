import type { Page } from "playwright-core"
import { READING_SETTINGS, READING_SETTINGS_KEY } from "../../src/components/ReadingSettings/readingSettings"
import { READING_NOW_ATTRIBUTE } from "../../src/components/ChapterText/chapterMarkup"
import { openSitePage, type PageOptions, VIEWPORTS, waitForIslands } from "../../harness/browser"
import { booksWithFirstChapter } from "../../harness/content"
import { accessibilityViolations } from "../../harness/accessibility"
import { isFocused, tabTo } from "../helpers/keyboard"
import { finishSentence, speechRecord, withRecordedSpeech } from "../helpers/speech"
import { servedSite } from "../helpers/served-site"

jest.setTimeout(180_000)

// The first chapter's controls in every state a reader can put them in: axe with each text
// size, spacing, font and background, and while reading aloud; and the keyboard alone.
const site = servedSite()
const [phone] = VIEWPORTS
const [first] = booksWithFirstChapter
if (!first) throw new Error("No book in data/ has a firstChapter to try")

const openSettings = (page: Page) => page.getByRole("button", { name: "Reading settings" }).click()

/** The first chapter in a new page, its islands running; with `speech`, a recorded speechSynthesis to read aloud with. */
async function openFirstChapter(viewport: PageOptions, { speech = false } = {}) {
  const opened = await openSitePage(site.browser, site.url, viewport)
  if (speech) await withRecordedSpeech(opened.context)
  await opened.page.goto(site.url + first.path, { waitUntil: "networkidle" })
  await waitForIslands(opened.page)
  return opened
}

describe.each(VIEWPORTS)("at $width px ($name)", viewport => {
  it("has no accessibility violation in any reading setting, with the settings open", async () => {
    const { page, close } = await openFirstChapter(viewport)
    await openSettings(page)
    const violations = []
    for (const [name, setting] of Object.entries(READING_SETTINGS)) {
      for (const [value, label] of Object.entries(setting.options)) {
        await page.getByRole("group", { name: setting.label }).getByRole("radio", { name: label, exact: true }).check()
        // Each state as shown (OpenDyslexic once its font has loaded), from the top of the page: scrolled to the
        // radio, the toolbar's Reading settings button can sit under the sticky header, where axe measures the
        // slivers between the header's links (the series name, Search) as its target, a state no visitor taps in.
        await page.evaluate(() => window.scrollTo(0, 0))
        await page.waitForFunction(([attribute, expected]) => (document.documentElement.getAttribute(attribute) ?? "default") === expected, [
          `data-reading-${name}`,
          value === Object.keys(setting.options)[0] ? "default" : value,
        ] as const)
        violations.push(...(await accessibilityViolations(page, `${first.path} at ${viewport.width} px, ${setting.label}: ${label}`)))
      }
      // Back to the default before the next setting, so each state is tried on its own.
      await page.getByRole("group", { name: setting.label }).getByRole("radio").first().check()
    }
    expect(violations).toEqual([])
    await close()
  })

  it("has no accessibility violation while reading aloud and paused", async () => {
    const { page, close } = await openFirstChapter(viewport, { speech: true })
    await page.getByRole("button", { name: "Read it to me" }).click()
    await page.locator(`[${READING_NOW_ATTRIBUTE}]`).waitFor()
    const violations = await accessibilityViolations(page, `${first.path} at ${viewport.width} px, reading aloud`)
    await page.getByRole("button", { name: "Pause" }).click()
    violations.push(...(await accessibilityViolations(page, `${first.path} at ${viewport.width} px, reading aloud, paused`)))
    expect(violations).toEqual([])
    await close()
  })
})

it("the reading settings and Read it to me work with the keyboard alone", async () => {
  const { page, close } = await openFirstChapter(phone, { speech: true })
  const settingsButton = page.getByRole("button", { name: "Reading settings" })
  await tabTo(page, settingsButton)
  await page.keyboard.press("Enter")
  expect(await settingsButton.getAttribute("aria-expanded")).toBe("true")

  // Tab reaches each group's chosen radio; the arrow keys move the choice within the group.
  const size = page.getByRole("group", { name: READING_SETTINGS.size.label })
  const [standardSize, nextSize] = Object.keys(READING_SETTINGS.size.options)
  await tabTo(page, size.getByRole("radio", { checked: true }), 10)
  await page.keyboard.press("ArrowRight")
  expect(await size.getByRole("radio", { checked: true }).getAttribute("value")).toBe(nextSize)
  expect(await page.evaluate(() => document.documentElement.getAttribute("data-reading-size"))).toBe(nextSize)
  expect(JSON.parse((await page.evaluate(key => localStorage.getItem(key), READING_SETTINGS_KEY)) ?? "{}").size).toBe(nextSize)
  await page.keyboard.press("ArrowLeft")
  expect(await size.getByRole("radio", { checked: true }).getAttribute("value")).toBe(standardSize)

  const font = page.getByRole("group", { name: READING_SETTINGS.font.label })
  await tabTo(page, font.getByRole("radio", { checked: true }), 10)
  await page.keyboard.press("ArrowRight")
  // Shown once its font has loaded.
  await page.waitForFunction(() => document.documentElement.getAttribute("data-reading-font") === "dyslexic")

  // Back up to the toolbar: Escape is not needed, Shift+Tab walks back.
  const readAloud = page.getByRole("button", { name: "Read it to me" })
  for (let presses = 0; presses < 30 && !(await isFocused(readAloud)); presses++) await page.keyboard.press("Shift+Tab")
  expect(await isFocused(readAloud)).toBe(true)
  await page.keyboard.press("Enter")
  expect((await speechRecord(page)).spoken).toHaveLength(1)
  // The main button now pauses; Space on it pauses, and again resumes.
  const pause = page.getByRole("button", { name: "Pause" })
  expect(await isFocused(pause)).toBe(true)
  await page.keyboard.press("Space")
  expect((await speechRecord(page)).paused).toBe(true)
  await page.keyboard.press("Space")
  expect((await speechRecord(page)).paused).toBe(false)
  await finishSentence(page)
  await page.keyboard.press("Tab")
  expect(await isFocused(page.getByRole("button", { name: "Stop" }))).toBe(true)
  await page.keyboard.press("Enter")
  expect(await page.locator(`[${READING_NOW_ATTRIBUTE}]`).count()).toBe(0)
  expect(await isFocused(page.getByRole("button", { name: "Read it to me" }))).toBe(true)
  await close()
})
