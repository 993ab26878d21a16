/**
 * @jest-environment node
 */
import { isSample } from "gatsby-source-chapterverse"
import { bookDetails, bookFacts, cardReleaseText, placeInSeries, releaseStatus, seriesPosition } from "../../src/books/bookFacts"
import { formatAgeRange } from "../../src/text/format"
import { bookEntries as allBooks } from "../../harness/content"
import { bookOne, bookThree, bookTwo, specBooks } from "../fixtures/spec-books"

const placeOf = (slug: string) => placeInSeries(allBooks, slug)

// On the spec's books (fixtures/spec-books.ts), not data/'s, which the author may give other editions and dates.
describe("a book's release as the site shows it", () => {
  const specPlaceOf = (slug: string) => placeInSeries(specBooks, slug)

  it("shows Book Two as May 2025 on its card (the ebook the button sells) and both dates on its page", () => {
    expect(cardReleaseText(bookTwo)).toBe("May 2025")
    expect(bookFacts(bookTwo, specPlaceOf(bookTwo.slug))).toEqual(
      expect.arrayContaining([
        { label: "Paperback released", value: "20 April 2025" },
        { label: "Ebook released", value: "3 May 2025" },
      ]),
    )
  })

  it("shows Book One's release dates of the spec", () => {
    expect(bookFacts(bookOne, specPlaceOf(bookOne.slug))).toEqual(
      expect.arrayContaining([
        { label: "Paperback released", value: "14 November 2023" },
        { label: "Ebook released", value: "15 December 2023" },
        { label: "Reading age", value: "8 to 14" },
      ]),
    )
  })

  it("shows Book Three as TBC", () => {
    expect(cardReleaseText(bookThree)).toBe("TBC")
    expect(bookFacts(bookThree, specPlaceOf(bookThree.slug))[0]).toEqual({ label: "Release", value: "TBC" })
    expect(releaseStatus(bookThree)).toBe("Coming soon: release date TBC")
  })

  it("says a book not out yet is coming on its date once it has one, and a published book is out", () => {
    expect(releaseStatus({ status: "coming-soon", releaseDate: "2027-03-14" })).toBe("Coming 14 March 2027")
    expect(releaseStatus({ status: "published", releaseDate: "2023-11-14" })).toBe("Out now")
  })
})

describe("the reading order", () => {
  it("places every book by its number, with the books either side", () => {
    allBooks.forEach((current, index) => {
      const place = placeOf(current.slug)
      expect(seriesPosition(place)).toBe(`Book ${index + 1} of ${allBooks.length}`)
      expect(place.previous?.slug).toBe(allBooks[index - 1]?.slug)
      expect(place.next?.slug).toBe(allBooks[index + 1]?.slug)
    })
  })

  it("follows the numbers, not the order it is given the books in", () => {
    const shuffled = [
      { slug: "c", number: 3 },
      { slug: "a", number: 1 },
      { slug: "b", number: 2 },
    ]
    expect(placeInSeries(shuffled, "b")).toEqual({ position: 2, total: 3, previous: shuffled[1], next: shuffled[0] })
    expect(() => placeInSeries(shuffled, "d")).toThrow('There is no book "d"')
  })
})

describe("a book's facts for parents and librarians", () => {
  it.each(allBooks.map(entry => [entry.label, entry]))(
    "lists %s's reading age, length, publisher, formats and each edition's ISBN-13 from its data",
    (_label, entry) => {
      const details = bookDetails(entry)
      const value = (label: string) => details.find(fact => fact.label === label)?.value
      expect(value("Reading age")).toBe(formatAgeRange(entry.readingAge.min, entry.readingAge.max))
      expect(value("Pages")).toBe(entry.pageCount ? entry.pageCount.toLocaleString("en-GB") : undefined)
      expect(value("Length")).toBe(entry.wordCount ? `About ${entry.wordCount.toLocaleString("en-GB")} words` : undefined)
      expect(value("Publisher")).toBe(entry.publisher)
      expect(value("Formats")).toBe(entry.editions.length ? entry.editions.map((edition: { format: string }) => edition.format).join(", ") : "To be announced")
      for (const edition of entry.editions) expect(value(`${edition.format} ISBN-13`)).toBe(edition.isbn && !isSample(edition.isbn) ? edition.isbn : "To come")
    },
  )

  it("shows a sample ISBN as to come, and a real one as written", () => {
    const details = bookDetails({
      readingAge: { min: 8, max: 14 },
      editions: [
        { format: "Paperback", isbn: "978-1-4088-5565-2" },
        { format: "Ebook", isbn: "SAMPLE-978-1-80000-002-5" },
      ],
    })
    expect(details).toEqual(
      expect.arrayContaining([
        { label: "Paperback ISBN-13", value: "978-1-4088-5565-2" },
        { label: "Ebook ISBN-13", value: "To come" },
      ]),
    )
  })
})
