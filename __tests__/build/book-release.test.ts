import fs from "node:fs"
import path from "node:path"
import { JSDOM } from "jsdom"
import { bookPath, PAGES } from "../../src/routes"
import { formatLongDate, formatMonth, formatPrice } from "../../src/utils/format"
import { bookEntries, editJson } from "../../support/content"
import { builtCopyOfProject, gatsbyBuild, removeProjectCopy } from "../../support/project-copy"

jest.setTimeout(900_000)

// The author announces the book that is not out yet by giving it a release date and its
// editions in its book.json, and nothing else: its page, the home page's card and the
// series guide follow on the next build.
const upcoming = bookEntries.find(book => book.status === "coming-soon")

describe("announcing a book not out yet", () => {
  let project: string
  afterAll(() => project && removeProjectCopy(project))

  it("needs only its release date and editions in data/", async () => {
    if (!upcoming) throw new Error("No book in data/ is coming soon: nothing to announce")
    project = await builtCopyOfProject()
    const releaseDate = "2027-03-14"
    const editions = [
      {
        format: "Hardback",
        releaseDate,
        price: 12.99,
        retailer: "Waterstones",
        url: "https://www.waterstones.com/books/search/term/chapterverse+book+three",
        isbn: "978-1-80000-021-6",
      },
      { format: "Ebook", releaseDate, price: 4.99, retailer: "Kindle Store", url: "https://www.amazon.co.uk/s?k=ChapterVerse+book+three+kindle" },
    ]
    editJson(path.join(project, "data"), `books/${upcoming.slug}/book.json`, book => {
      book.releaseDate = releaseDate
      book.editions = editions
    })

    const { status, output } = await gatsbyBuild(project)
    expect({ status, tail: status === 0 ? "" : output.slice(-3000) }).toEqual({ status: 0, tail: "" })
    const page = (route: string) =>
      new JSDOM(fs.readFileSync(path.join(project, "public", route === "/" ? "index.html" : `${route.slice(1)}/index.html`), "utf8")).window.document
    const text = (element: Element | null | undefined) => element?.textContent?.replace(/\s+/g, " ").trim() ?? ""

    const bookPage = page(bookPath(upcoming.slug))
    expect(text(bookPage.querySelector("main dl"))).toContain(formatLongDate(releaseDate))
    expect(text(bookPage.querySelector("#editions h2"))).toBe("Editions")
    expect(Array.from(bookPage.querySelectorAll("#editions a")).map(link => link.getAttribute("href"))).toEqual(editions.map(edition => edition.url))
    expect(text(bookPage.querySelector("#editions"))).toContain("978-1-80000-021-6")
    const [structured] = Array.from(bookPage.querySelectorAll('script[type="application/ld+json"]'))
      .map(script => JSON.parse(script.textContent ?? "{}"))
      .filter(item => item["@type"] === "Book")
    expect(structured.workExample.map((example: { isbn?: string }) => example.isbn)).toEqual(["9781800000216", undefined])

    const card = Array.from(page("/").querySelectorAll("#books article")).find(article => text(article).includes(upcoming.title))
    expect(text(card)).toContain(`Release: ${formatMonth(releaseDate)}`)
    const buy = card?.querySelector(`a[href="${editions[0].url}"]`)
    expect(text(buy)).toMatch(new RegExp(`^Buy the hardback from ${formatPrice(editions[0].price)}`))

    expect(text(page(PAGES.seriesGuide.path).querySelector("#reading-order"))).toContain(`Coming ${formatLongDate(releaseDate)}`)
  })
})
