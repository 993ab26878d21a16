import { isSample, PARENTS_GUIDE_TOPICS } from "gatsby-source-chapterverse"
import { PAGES } from "../../src/routes"
import { openSitePage, VIEWPORTS } from "../../harness/browser"
import { bookEntries, books, DATA_DIR, firstBookWith, readJson } from "../../harness/content"
import { servedSite } from "../helpers/served-site"
import { structuredDataOf } from "../helpers/seo-check"
import { all, builtPage, site, text } from "../../harness/built-site"

// One test opens the page in Chromium, which takes seconds on a busy machine.
jest.setTimeout(60_000)

// The questions parents ask, answered from data/: the series guide, each book's place in the
// series, its parents' guide and facts, and the sign-up for a book not out yet.
const guide = readJson(DATA_DIR, "series/guide.json")
const ofType = (page: Document, type: string) => structuredDataOf(page).data.filter(item => item["@type"] === type)

describe("the series guide", () => {
  const page = builtPage(PAGES.seriesGuide.path)

  it("lists every book in reading order with its cover, status, ages and one-line pitch", () => {
    const items = all(page, "#reading-order ol > li")
    expect(items.map(item => text(item.querySelector("h3")))).toEqual(bookEntries.map(book => book.title))
    items.forEach((item, index) => {
      const book = bookEntries[index]
      expect(item.querySelector("h3 a")?.getAttribute("href")).toBe(`/${book.slug}`)
      expect(item.querySelector("img")?.getAttribute("alt")).toBe(book.coverAlt)
      expect(text(item)).toContain(book.label)
      expect(text(item)).toContain(`Ages ${book.readingAge.min} to ${book.readingAge.max}`)
      expect(text(item)).toContain(book.tagline)
      expect(text(item)).toContain(book.status === "published" ? "Out now" : book.releaseDate ? "Coming " : `release date ${book.releaseNote}`)
    })
  })

  it("answers each question of data/series/guide.json, in its order, under its own heading", () => {
    const questions = all(page, "#questions section")
    expect(questions.map(question => text(question.querySelector("h3")))).toEqual(guide.questions.map((entry: { question: string }) => entry.question))
    questions.forEach((question, index) => {
      expect(question.id).toBe(guide.questions[index].slug)
      expect(all(question, "p").map(text)).toEqual(guide.questions[index].answer)
    })
    expect(all(page, "main h1 + div p").map(text)).toEqual(guide.intro)
  })

  it("is linked from the header on every page and from the home page's books", () => {
    for (const route of ["/", "/shop", `/${books[0].slug}`])
      expect(builtPage(route).querySelector(`header nav a[href="${PAGES.seriesGuide.path}"]`)).not.toBeNull()
    expect(builtPage("/").querySelector(`#books a[href="${PAGES.seriesGuide.path}"]`)).not.toBeNull()
  })

  it("tells search engines the series with its books in order and the questions as an FAQ", () => {
    const [series] = ofType(page, "BookSeries")
    expect((series.hasPart as Array<{ name: string; position: number }>).map(part => [part.name, part.position])).toEqual(
      bookEntries.map(book => [`${book.label}: ${book.title}`, book.number]),
    )
    const [faq] = ofType(page, "FAQPage")
    expect((faq.mainEntity as Array<{ name: string }>).map(question => question.name)).toEqual(
      guide.questions.map((entry: { question: string }) => entry.question),
    )
  })
})

describe.each(bookEntries.map(book => [book.label, book]))("%s's page", (_label, book) => {
  const page = builtPage(`/${book.slug}`)
  const index = bookEntries.indexOf(book)
  const previous = bookEntries[index - 1]
  const next = bookEntries[index + 1]

  it("says where it stands in the series and links the books either side", () => {
    const order = page.querySelector("#reading-order")
    expect(text(order)).toContain(`Book ${index + 1} of ${bookEntries.length} in the ${site.seriesName} series`)
    const heroFacts = Object.fromEntries(
      all(page, "main dl")[0] ? all(all(page, "main dl")[0], "div").map(fact => [text(fact.querySelector("dt")), text(fact.querySelector("dd"))]) : [],
    )
    expect(heroFacts.Series).toBe(`Book ${index + 1} of ${bookEntries.length}`)
    const links = all(page, '#reading-order nav[aria-label="Reading order"] a')
    expect(links.map(link => link.getAttribute("href"))).toEqual([previous, next].filter(Boolean).map(other => `/${other.slug}`))
    expect(links.map(link => link.getAttribute("rel"))).toEqual([previous && "prev", next && "next"].filter(Boolean))
  })

  it("keeps its recap of the book before behind a closed spoiler disclosure, if it has one", () => {
    const recap = page.querySelector("#reading-order details")
    if (!book.recap) return expect(recap).toBeNull()
    expect(recap?.hasAttribute("open")).toBe(false)
    expect(text(recap?.querySelector("summary"))).toMatch(/spoilers/i)
    expect(all(recap as Element, "p").map(text)).toEqual(book.recap)
  })

  it("has a parents' guide with every category, its level in words and what the book is good for", () => {
    const section = page.querySelector("#parents-guide")
    if (!book.parentsGuide) return expect(text(section)).toContain("parents' guide")
    expect(text(section)).toContain(book.parentsGuide.summary)
    const topics = all(section as Element, "li h3").map(text)
    expect(topics).toEqual(
      Object.entries(PARENTS_GUIDE_TOPICS).map(([topic, heading]) => {
        const entry = book.parentsGuide.topics.find((candidate: { topic: string }) => candidate.topic === topic)
        return `${heading}: ${entry.level[0].toUpperCase()}${entry.level.slice(1)}`
      }),
    )
    for (const entry of book.parentsGuide.topics) expect(text(section)).toContain(entry.text)
    for (const strength of book.parentsGuide.goodFor) expect(text(section)).toContain(`${strength.heading}. ${strength.text}`)
  })

  it("lists its reading age, length, publisher, formats and ISBNs, a sample ISBN as to come", () => {
    const facts = Object.fromEntries(all(page, "#book-facts dl > div").map(fact => [text(fact.querySelector("dt")), text(fact.querySelector("dd"))]))
    expect(facts["Reading age"]).toBe(`${book.readingAge.min} to ${book.readingAge.max}`)
    if (book.pageCount) expect(facts.Pages).toBe(book.pageCount.toLocaleString("en-GB"))
    if (book.wordCount) expect(facts.Length).toBe(`About ${book.wordCount.toLocaleString("en-GB")} words`)
    if (book.publisher) expect(facts.Publisher).toBe(book.publisher)
    for (const edition of book.editions) expect(facts[`${edition.format} ISBN-13`]).toBe(edition.isbn && !isSample(edition.isbn) ? edition.isbn : "To come")
    expect(text(page.querySelector("main"))).not.toContain("SAMPLE-")
  })

  it("offers grown-ups the launch sign-up, in the mailing-list service's group for it, if it is not out yet", () => {
    const form = page.querySelector("form#launch-signup")
    if (!book.launchSignup) return expect(form).toBeNull()
    expect(form?.getAttribute("action")).toBe(site.newsletter.formAction)
    expect(form?.getAttribute("method")).toBe("post")
    expect(text(form?.querySelector("h2"))).toBe(book.launchSignup.heading)
    expect(text(form)).toContain(book.launchSignup.text)
    const fields = all(form as Element, "input").map(input => [input.getAttribute("name"), input.getAttribute("type"), input.getAttribute("value")])
    expect(fields).toEqual([
      [site.newsletter.emailField, "email", null],
      [book.launchSignup.groupField, "hidden", book.launchSignup.groupValue],
      [site.newsletter.honeypotField, "text", ""],
    ])
  })

  it("tells search engines who it is for, where it stands, and only ISBNs that are real", () => {
    const [structured] = ofType(page, "Book")
    expect(structured).toMatchObject({
      position: book.number,
      audience: { "@type": "PeopleAudience", suggestedMinAge: book.readingAge.min, suggestedMaxAge: book.readingAge.max },
    })
    const isbns = ((structured.workExample as Array<{ isbn?: string }>) ?? []).map(example => example.isbn)
    expect(isbns).toEqual(
      book.editions.map((edition: { isbn?: string }) => (edition.isbn && !isSample(edition.isbn) ? edition.isbn.replace(/[-\s]/g, "") : undefined)),
    )
    expect(JSON.stringify(structuredDataOf(page).data.filter(item => item["@type"] === "Book"))).not.toMatch(/"isbn":"SAMPLE-/)
  })
})

describe("the recap, in a browser", () => {
  const served = servedSite()

  it("opens and closes with a click without JavaScript, and is shut until then", async () => {
    const withRecap = firstBookWith("a recap", book => book.recap)
    const { page, close } = await openSitePage(served.browser, served.url, { ...VIEWPORTS[0], javaScript: false })
    await page.goto(`${served.url}/${withRecap.slug}`)
    const firstParagraph = page.getByText(withRecap.recap[0])
    expect(await firstParagraph.isVisible()).toBe(false)
    await page.locator("#reading-order summary").click()
    expect(await firstParagraph.isVisible()).toBe(true)
    await page.locator("#reading-order summary").click()
    expect(await firstParagraph.isVisible()).toBe(false)
    await close()
  })
})
