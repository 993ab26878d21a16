import fs from "node:fs"
import path from "node:path"
import type { Page } from "playwright-core"
import { READING_NOW_ATTRIBUTE, SENTENCES_SELECTOR } from "../../src/components/ChapterText/chapterMarkup"
import { READING_SETTINGS, READING_SETTINGS_KEY, readingAttribute, type ReadingSettings } from "../../src/components/ReadingSettings/readingSettings"
import { layoutShiftOf, openSitePage, VIEWPORTS, waitForIslands } from "../../harness/browser"
import { booksWithFirstChapter } from "../../harness/content"
import { SCREENSHOTS_DIR } from "../../harness/built-site"
import { finishSentence, speechRecord, withoutSpeech, withRecordedSpeech } from "../helpers/speech"
import { servedSite } from "../helpers/served-site"

jest.setTimeout(90_000)

// The first chapter's controls: the reading settings, kept and applied before the first paint, and
// "Read it to me". Code alone, whatever the chapter says: on the project's build only
// (CODE_ONLY_SITE_TESTS in jest.config.js); the chapter itself is first-chapter.test.ts's.
const served = servedSite()
const [phone, desktop] = VIEWPORTS
const [first] = booksWithFirstChapter
if (!first) throw new Error("No book in data/ has a firstChapter to try")

fs.mkdirSync(SCREENSHOTS_DIR, { recursive: true })
const shoot = (page: Page, name: string) => page.screenshot({ path: path.join(SCREENSHOTS_DIR, `${name}.png`), fullPage: false })

/** The chapter's look as the reader's settings make it. */
const lookOfChapter = () => {
  const text = document.getElementById("chapter-text") as HTMLElement
  const style = getComputedStyle(text)
  return {
    fontSize: style.fontSize,
    lineHeight: style.lineHeight,
    fontFamily: style.fontFamily,
    background: getComputedStyle(text.parentElement as HTMLElement).backgroundColor,
  }
}
type Look = ReturnType<typeof lookOfChapter>

const lastOption = <Name extends keyof ReadingSettings>(name: Name) => Object.keys(READING_SETTINGS[name].options).at(-1) as ReadingSettings[Name]
const saved: ReadingSettings = { size: lastOption("size"), spacing: lastOption("spacing"), font: lastOption("font"), tint: lastOption("tint") }

describe("the reading settings", () => {
  it("apply before the first paint on the next visit, with no layout shift", async () => {
    const plain = await openSitePage(served.browser, served.url, phone)
    await plain.page.goto(served.url + first.path, { waitUntil: "networkidle" })
    const standard: Look = await plain.page.evaluate(lookOfChapter)
    await plain.close()

    const visit = await openSitePage(served.browser, served.url, phone)
    // The settings kept from an earlier visit, and the chapter's look in the first frame that has it.
    await visit.context.addInitScript(
      ([key, settings, look]) => {
        localStorage.setItem(key, settings)
        const record = window as unknown as { __firstFrame?: unknown }
        const watch = () =>
          requestAnimationFrame(() => {
            if (!document.getElementById("chapter-text")) return watch()
            record.__firstFrame = (0, eval)(`(${look})`)()
          })
        watch()
      },
      [READING_SETTINGS_KEY, JSON.stringify(saved), lookOfChapter.toString()] as const,
    )
    await visit.page.goto(served.url + first.path, { waitUntil: "networkidle" })
    await waitForIslands(visit.page)
    const firstFrame = await visit.page.evaluate(() => (window as unknown as { __firstFrame: unknown }).__firstFrame)
    const settled: Look = await visit.page.evaluate(lookOfChapter)
    expect(firstFrame).toEqual(settled)
    for (const property of ["fontSize", "lineHeight", "fontFamily", "background"] as const) expect(settled[property]).not.toBe(standard[property])
    expect(settled.fontFamily).toMatch(/^"?OpenDyslexic/)
    expect(await layoutShiftOf(visit.page)).toBe(0)
    expect(visit.errors).toEqual([])
    await visit.close()
  })

  it("are chosen with radio buttons, shown at once, kept in local storage (no cookie) and checked again on the next visit", async () => {
    const { page, context, errors, close } = await openSitePage(served.browser, served.url, desktop)
    await page.goto(served.url + first.path, { waitUntil: "networkidle" })
    await waitForIslands(page)
    await page.getByRole("button", { name: "Reading settings" }).click()
    for (const [name, setting] of Object.entries(READING_SETTINGS) as Array<[keyof ReadingSettings, (typeof READING_SETTINGS)[keyof ReadingSettings]]>) {
      const group = page.getByRole("group", { name: setting.label })
      for (const [value, label] of Object.entries(setting.options)) {
        await group.getByRole("radio", { name: label, exact: true }).check()
        // Shown at once, or once its font has loaded (OpenDyslexic).
        await page.waitForFunction(([attribute, expected]) => document.documentElement.getAttribute(attribute) === expected, [
          readingAttribute(name),
          value === Object.keys(setting.options)[0] ? null : value,
        ] as const)
      }
      await group.getByRole("radio", { name: setting.options[saved[name] as keyof typeof setting.options], exact: true }).check()
    }
    await shoot(page, "first-chapter-settings-desktop")
    expect(JSON.parse((await page.evaluate(key => localStorage.getItem(key), READING_SETTINGS_KEY)) ?? "{}")).toEqual(saved)
    expect(await context.cookies()).toEqual([])
    await page.reload({ waitUntil: "networkidle" })
    await waitForIslands(page)
    await page.getByRole("button", { name: "Reading settings" }).click()
    for (const [name, setting] of Object.entries(READING_SETTINGS) as Array<[keyof ReadingSettings, (typeof READING_SETTINGS)[keyof ReadingSettings]]>) {
      expect(await page.getByRole("group", { name: setting.label }).getByRole("radio", { checked: true }).getAttribute("value")).toBe(saved[name])
    }
    await page.getByRole("button", { name: "Back to the standard settings" }).click()
    expect(await page.evaluate(() => [...document.documentElement.attributes].map(a => a.name).filter(n => n.startsWith("data-reading-")))).toEqual([])
    expect(errors).toEqual([])
    await close()
  })

  it("fetch the OpenDyslexic font, from this site, only once it is chosen", async () => {
    const { page, close, thirdParty } = await openSitePage(served.browser, served.url, phone)
    const fonts: string[] = []
    page.on("request", request => {
      if (request.resourceType() === "font") fonts.push(request.url())
    })
    await page.goto(served.url + first.path, { waitUntil: "networkidle" })
    await waitForIslands(page)
    await page.getByRole("button", { name: "Reading settings" }).click()
    expect(fonts).toEqual([])
    const fontRequest = page.waitForRequest(request => request.resourceType() === "font")
    await page
      .getByRole("group", { name: READING_SETTINGS.font.label })
      .getByRole("radio", { name: READING_SETTINGS.font.options.dyslexic, exact: true })
      .check()
    expect((await fontRequest).url()).toMatch(new RegExp(`^${served.url}/.*opendyslexic.*\\.woff2$`))
    expect(thirdParty).toEqual([])
    await close()
  })
})

describe("Read it to me", () => {
  it("reads the chapter a sentence at a time, highlighting the sentence being read, and pauses, resumes and stops", async () => {
    const { page, context, errors, close } = await openSitePage(served.browser, served.url, phone)
    await withRecordedSpeech(context)
    await page.goto(served.url + first.path, { waitUntil: "networkidle" })
    await waitForIslands(page)
    const sentences = page.locator(SENTENCES_SELECTOR)
    const reading = page.locator(`[${READING_NOW_ATTRIBUTE}]`)
    await page.getByRole("button", { name: "Read it to me" }).click()
    expect(await reading.count()).toBe(1)
    expect(await reading.textContent()).toBe(await sentences.nth(0).textContent())
    expect((await speechRecord(page)).spoken).toEqual([await sentences.nth(0).textContent()])
    expect(await finishSentence(page)).toBe(true)
    expect(await reading.textContent()).toBe(await sentences.nth(1).textContent())
    expect(await finishSentence(page)).toBe(true)
    expect(await reading.textContent()).toBe(await sentences.nth(2).textContent())
    await shoot(page, "first-chapter-reading-aloud-phone")

    await page.getByRole("button", { name: "Pause" }).click()
    expect((await speechRecord(page)).paused).toBe(true)
    await page.getByRole("button", { name: "Resume" }).click()
    expect((await speechRecord(page)).paused).toBe(false)

    await page.getByRole("button", { name: "Stop" }).click()
    expect(await reading.count()).toBe(0)
    expect((await speechRecord(page)).calls.at(-1)).toBe("cancel")
    // Stopping does not carry on with the next sentence, and focus goes back to the main button.
    expect(await finishSentence(page)).toBe(false)
    expect((await speechRecord(page)).spoken).toHaveLength(3)
    expect(await page.getByRole("button", { name: "Read it to me" }).evaluate(button => button === document.activeElement)).toBe(true)
    expect(errors).toEqual([])
    await close()
  })

  it("is absent where the browser cannot speak", async () => {
    const { page, context, close } = await openSitePage(served.browser, served.url, phone)
    await withoutSpeech(context)
    await page.goto(served.url + first.path, { waitUntil: "networkidle" })
    expect(await page.evaluate(() => "speechSynthesis" in window)).toBe(false)
    expect(await page.getByRole("button", { name: "Read it to me" }).isVisible()).toBe(false)
    await waitForIslands(page)
    expect(await page.getByRole("button", { name: "Read it to me" }).count()).toBe(0)
    expect(await page.getByRole("button", { name: "Reading settings" }).isVisible()).toBe(true)
    await close()
  })
})
