import { bookFacts, cardReleaseText } from "../../src/utils/books"
import { DATA_DIR, readJson } from "../support/content"

const book = (slug: string) => readJson(DATA_DIR, `books/${slug}/book.json`)

describe("a book's release as the site shows it", () => {
  it("shows Book Two as May 2025 on its card (the ebook the button sells) and both dates on its page", () => {
    const bookTwo = book("book-two-the-awakening")
    expect(cardReleaseText(bookTwo)).toBe("May 2025")
    expect(bookFacts(bookTwo)).toEqual(
      expect.arrayContaining([
        { label: "Paperback released", value: "April 20, 2025" },
        { label: "Ebook released", value: "May 3, 2025" },
      ]),
    )
  })

  it("shows Book One's release dates of the spec", () => {
    expect(bookFacts(book("book-one-the-discovery"))).toEqual(
      expect.arrayContaining([
        { label: "Paperback released", value: "November 14, 2023" },
        { label: "Ebook released", value: "December 15, 2023" },
        { label: "Reading age", value: "8 to 14" },
      ]),
    )
  })

  it("shows Book Three as TBC", () => {
    const bookThree = book("book-three-the-tbc")
    expect(cardReleaseText(bookThree)).toBe("TBC")
    expect(bookFacts(bookThree)[0]).toEqual({ label: "Release", value: "TBC" })
  })
})
