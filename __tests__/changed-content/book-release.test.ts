import fs from "node:fs"
import path from "node:path"
import { JSDOM } from "jsdom"
import { bookPath, PAGES } from "../../src/routes"
import { formatLongDate, formatMonth, formatPrice } from "../../src/text/format"
import { BOOK_ANNOUNCEMENT } from "../../harness/author-changes"
import { bookEntries } from "../../harness/content"
import { changedCopy } from "../helpers/changed-copy"
import { builtHtmlFile as builtFileOf } from "gatsby-plugin-islands/node"

// The author announces the book that is not out yet by giving it a release date and its
// editions in its book.json, and nothing else (done so in the copy with an author's changes):
// its page, the home page's card and the series guide follow on the next build.
const project = changedCopy()
const upcoming = bookEntries.find(book => book.status === "coming-soon")
const page = (route: string) => new JSDOM(fs.readFileSync(path.join(project, "public", builtFileOf(route)), "utf8")).window.document
const text = (element: Element | null | undefined) => element?.textContent?.replace(/\s+/g, " ").trim() ?? ""

describe("announcing a book not out yet", () => {
  it("needs only its release date and editions in data/", () => {
    if (!upcoming) throw new Error("No book in data/ is coming soon: nothing to announce")
    const { releaseDate, editions } = BOOK_ANNOUNCEMENT
    expect(upcoming).toMatchObject(BOOK_ANNOUNCEMENT)

    const bookPage = page(bookPath(upcoming.slug))
    expect(text(bookPage.querySelector("main dl"))).toContain(formatLongDate(releaseDate))
    expect(text(bookPage.querySelector("#editions h2"))).toBe("Editions")
    expect(Array.from(bookPage.querySelectorAll("#editions a")).map(link => link.getAttribute("href"))).toEqual(editions.map(edition => edition.url))
    expect(text(bookPage.querySelector("#editions"))).toContain(String(editions[0].isbn))
    const [structured] = Array.from(bookPage.querySelectorAll('script[type="application/ld+json"]'))
      .map(script => JSON.parse(script.textContent ?? "{}"))
      .filter(item => item["@type"] === "Book")
    expect(structured.workExample.map((example: { isbn?: string }) => example.isbn)).toEqual(editions.map(edition => edition.isbn?.replace(/-/g, "")))

    const card = Array.from(page("/").querySelectorAll("#books article")).find(article => text(article).includes(upcoming.title))
    expect(text(card)).toContain(`Release: ${formatMonth(releaseDate)}`)
    const buy = card?.querySelector(`a[href="${editions[0].url}"]`)
    expect(text(buy)).toMatch(new RegExp(`^Buy the ${editions[0].format.toLowerCase()} from ${formatPrice(editions[0].price)}`))

    expect(text(page(PAGES.seriesGuide.path).querySelector("#reading-order"))).toContain(`Coming ${formatLongDate(releaseDate)}`)
  })
})
