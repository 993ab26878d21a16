import { chapterParagraphs, readingMinutes } from "gatsby-source-chapterverse/node"
import { CHAPTER_TEXT_ID, SENTENCES_SELECTOR } from "../../src/components/ChapterText/chapterMarkup"
import { bookPath, PAGES } from "../../src/routes"
import { formatCount } from "../../src/text/format"
import { afterTwoFrames, layoutShiftOf, openSitePage, VIEWPORTS } from "../../harness/browser"
import { booksWithFirstChapter } from "../../harness/content"
import { builtPage, text } from "../../harness/built-site"
import { servedSite } from "../helpers/served-site"

jest.setTimeout(90_000)

// The first chapters of the books whose data has one: the text as the author wrote it, the
// reading time, what comes next, painted and laid out as a reader meets it. Its controls, code
// whatever the chapter says, are reading-controls.test.ts's.
const served = servedSite()
const [phone] = VIEWPORTS
const [first] = booksWithFirstChapter
if (!first) throw new Error("No book in data/ has a firstChapter to try")

describe.each(booksWithFirstChapter)("$path in the built HTML", ({ book, chapter, path: chapterPath }) => {
  const document = builtPage(chapterPath)

  it("shows the chapter's heading and every paragraph of its Markdown, with scene breaks", () => {
    expect(text(document.querySelector("h1"))).toBe(chapter.title)
    const paragraphs = [...document.querySelectorAll(`#${CHAPTER_TEXT_ID} p`)].map(p => text(p))
    expect(paragraphs).toEqual(chapterParagraphs(chapter).map(paragraph => paragraph.replace(/\s+/g, " ")))
    expect(document.querySelectorAll(`#${CHAPTER_TEXT_ID} hr`)).toHaveLength(chapter.blocks.filter(block => block.kind === "scene-break").length)
  })

  it("marks each sentence, and only sentences, for Read it to me", () => {
    const sentences = chapter.blocks.flatMap(block =>
      block.kind === "paragraph" ? block.sentences.map(sentence => sentence.map(run => run.text).join("")) : [],
    )
    expect([...document.querySelectorAll(SENTENCES_SELECTOR)].map(span => text(span))).toEqual(sentences.map(sentence => sentence.replace(/\s+/g, " ")))
  })

  it("says how long it takes to read, from the words of the file", () => {
    expect(text(document.querySelector("main"))).toContain(
      `About ${readingMinutes(chapter.wordCount)} minutes to read (${formatCount(chapter.wordCount)} words)`,
    )
  })

  it("ends with the next chapter's teaser and a way to buy each edition", () => {
    expect(text(document.querySelector("#next-chapter"))).toContain(book.firstChapter.nextChapterTeaser)
    const buyLinks = [...document.querySelectorAll("#editions a")].map(link => link.getAttribute("href"))
    expect(buyLinks).toEqual(book.editions.map((edition: { url: string }) => edition.url))
  })

  it("is linked from its book's page and from the series guide", () => {
    for (const from of [bookPath(book.slug), PAGES.seriesGuide.path]) {
      expect([...builtPage(from).querySelectorAll("main a")].map(link => link.getAttribute("href"))).toContain(chapterPath)
    }
  })

  it("tells search engines it is a chapter of the book, free to read", () => {
    const data = [...document.querySelectorAll('script[type="application/ld+json"]')].map(script => JSON.parse(script.textContent ?? ""))
    const found = data.find(item => item["@type"] === "Chapter")
    const bookData = [...builtPage(bookPath(book.slug)).querySelectorAll('script[type="application/ld+json"]')]
      .map(script => JSON.parse(script.textContent ?? ""))
      .find(item => item["@type"] === "Book")
    expect(found).toMatchObject({
      name: chapter.title,
      isAccessibleForFree: true,
      // The same book and the same author, by @id, as the book's page names.
      isPartOf: { "@type": "Book", "@id": bookData["@id"] },
      author: { "@id": bookData.author["@id"] },
    })
  })
})

it("paints the chapter's text as the largest paint, held up by no picture or font", async () => {
  const { page, close } = await openSitePage(served.browser, served.url, phone)
  const fonts: string[] = []
  page.on("request", request => {
    if (request.resourceType() === "font") fonts.push(request.url())
  })
  await page.goto(served.url + first.path, { waitUntil: "networkidle" })
  const largest = await page.evaluate(
    () =>
      new Promise<{ tag: string; inMain: boolean }>(resolve =>
        new PerformanceObserver(list => {
          const entry = list.getEntries().at(-1) as PerformanceEntry & { element: Element | null }
          resolve({ tag: entry.element?.tagName ?? "", inMain: Boolean(entry.element?.closest("main")) })
        }).observe({ type: "largest-contentful-paint", buffered: true }),
      ),
  )
  expect(largest).toEqual({ tag: expect.stringMatching(/^(H1|P)$/), inMain: true })
  expect(fonts).toEqual([])
  await close()
})

it("lays out only the paragraphs near the screen, and reads to the end without a layout shift", async () => {
  const { page, close, errors } = await openSitePage(served.browser, served.url, phone)
  await page.goto(served.url + first.path, { waitUntil: "networkidle" })
  // With contentVisibilityAuto, checkVisibility is false for what a skipped paragraph holds (content-visibility: auto).
  const shown = () => page.$$eval(SENTENCES_SELECTOR, sentences => sentences.map(sentence => sentence.checkVisibility({ contentVisibilityAuto: true })))
  const atLoad = await shown()
  expect(atLoad[0]).toBe(true)
  expect(atLoad.at(-1)).toBe(false)
  const shiftBefore = await layoutShiftOf(page)
  // Scrolled through as a reader would, every sentence is laid out once it comes near.
  let everShown = atLoad
  for (let step = 0; step < 200; step++) {
    const atEnd = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight * 0.8)
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1
    })
    await afterTwoFrames(page)
    const now = await shown()
    everShown = everShown.map((shownBefore, at) => shownBefore || now[at])
    if (atEnd) break
  }
  expect(everShown.every(Boolean)).toBe(true)
  expect(await layoutShiftOf(page)).toBe(shiftBefore)
  expect(errors).toEqual([])
  await close()
})

it("without JavaScript the chapter reads in full at the standard settings, with no controls that need it", async () => {
  const { page, close } = await openSitePage(served.browser, served.url, { ...phone, javaScript: false })
  await page.goto(served.url + first.path, { waitUntil: "networkidle" })
  expect(await page.locator(`#${CHAPTER_TEXT_ID} p`).count()).toBe(chapterParagraphs(first.chapter).length)
  expect(await page.getByRole("button", { name: "Reading settings" }).isVisible()).toBe(false)
  expect(await page.getByRole("button", { name: "Read it to me" }).isVisible()).toBe(false)
  await close()
})
