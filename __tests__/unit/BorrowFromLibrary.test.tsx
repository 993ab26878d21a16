import { render, screen, within } from "@testing-library/react"
import { BorrowFromLibrary } from "../../src/components/BorrowFromLibrary/BorrowFromLibrary"
import { FIND_A_LIBRARY_URL } from "../../src/components/BorrowFromLibrary/libraries"

// A valid ISBN-13 (check digit 6) and the sample form the author starts with.
const REAL_ISBN = "978-1-4028-9462-6"
const SAMPLE_ISBN = "SAMPLE-978-1-80000-001-8"

const book = (isbns: { paperback: string; ebook: string }, more: { publisher?: string; sampleFacts?: string[] } = {}) => ({
  label: "Book One",
  title: "The Discovery",
  publisher: "Clockwork Press",
  ...more,
  editions: [
    { format: "Paperback", releaseDate: "2023-11-14", isbn: isbns.paperback },
    { format: "Ebook", releaseDate: "2023-12-15", isbn: isbns.ebook },
  ],
})

const factsOf = (list: HTMLElement) =>
  Object.fromEntries(
    within(list)
      .getAllByRole("term")
      .map(term => [term.textContent, term.nextElementSibling?.textContent]),
  )

describe("BorrowFromLibrary", () => {
  it("always says how to borrow the book and links to GOV.UK's library finder", () => {
    render(<BorrowFromLibrary book={book({ paperback: SAMPLE_ISBN, ebook: SAMPLE_ISBN })} out seriesName="ChapterVerse" authorName="Jo Bloggs" />)
    expect(screen.getByText(/Ask for Book One, The Discovery at your local library/)).toBeInTheDocument()
    expect(screen.getByRole("link", { name: /Find your local library on GOV.UK/ })).toHaveAttribute("href", FIND_A_LIBRARY_URL)
  })

  it("offers no catalogue search and no order details while every ISBN is a sample", () => {
    render(<BorrowFromLibrary book={book({ paperback: SAMPLE_ISBN, ebook: SAMPLE_ISBN })} out seriesName="ChapterVerse" authorName="Jo Bloggs" />)
    expect(screen.getAllByRole("link")).toHaveLength(1)
    expect(screen.queryByRole("heading")).toBeNull()
    expect(document.body).not.toHaveTextContent(/SAMPLE|WorldCat|ISBN/)
  })

  it("searches WorldCat by each real ISBN and lists what a library needs to order the book, leaving the sample edition out", () => {
    render(<BorrowFromLibrary book={book({ paperback: REAL_ISBN, ebook: SAMPLE_ISBN })} out seriesName="ChapterVerse" authorName="Jo Bloggs" />)
    const worldCat = screen.getAllByRole("link", { name: /WorldCat/ })
    expect(worldCat.map(link => link.getAttribute("href"))).toEqual(["https://www.worldcat.org/isbn/9781402894626"])
    expect(worldCat[0]).toHaveAccessibleName("The paperback of Book One, The Discovery in WorldCat (opens in a new tab)")
    expect(screen.getByRole("heading", { name: "Ask your library to order it" })).toBeInTheDocument()
    expect(factsOf(document.querySelector("dl") as HTMLElement)).toEqual({
      Title: "The Discovery (ChapterVerse, Book One)",
      Author: "Jo Bloggs",
      Publisher: "Clockwork Press",
      "ISBN-13, paperback": REAL_ISBN,
      "Publication date": "14 November 2023",
    })
  })

  it("leaves out an author's name and a publisher that are still stand-ins", () => {
    render(
      <BorrowFromLibrary
        book={book({ paperback: REAL_ISBN, ebook: REAL_ISBN }, { sampleFacts: ["publisher"] })}
        out
        seriesName="ChapterVerse"
        authorName="SAMPLE-Author Name"
      />,
    )
    const facts = factsOf(document.querySelector("dl") as HTMLElement)
    expect(Object.keys(facts)).toEqual(["Title", "ISBN-13, paperback", "ISBN-13, ebook", "Publication date"])
    expect(document.body).not.toHaveTextContent(/SAMPLE|Clockwork/)
  })

  it("asks a library to order a book not out yet, with the same facts, and searches no catalogue for it", () => {
    render(<BorrowFromLibrary book={book({ paperback: REAL_ISBN, ebook: SAMPLE_ISBN })} out={false} seriesName="ChapterVerse" authorName="Jo Bloggs" />)
    expect(screen.getByText(/Ask yours to order Book One, The Discovery, and to reserve you a copy/)).toBeInTheDocument()
    expect(screen.queryByText(/Borrowing from a library is free/)).toBeNull()
    expect(screen.queryByRole("link", { name: /WorldCat/ })).toBeNull()
    expect(screen.getByRole("heading", { name: "Ask your library to order it" })).toBeInTheDocument()
    expect(Object.keys(factsOf(document.querySelector("dl") as HTMLElement))).toEqual([
      "Title",
      "Author",
      "Publisher",
      "ISBN-13, paperback",
      "Publication date",
    ])
  })
})
