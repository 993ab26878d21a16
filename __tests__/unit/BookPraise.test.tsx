import { render, screen, within } from "@testing-library/react"
import { awardLine, BookPraise, praiseHeading } from "../../src/components/BookPraise/BookPraise"
import { FactList } from "../../src/components/FactList/FactList"
import { bookDetails, readingLevelFacts } from "../../src/books/bookFacts"

// Fixture data: data/ has no reviews, awards or reading levels until the author has real ones.
const reviews = [
  { quote: "A time-travel romp with a dinosaur you will want to take home.", source: "A Children's Books Magazine" },
  { quote: "Funny, fast and full of heart.", source: "A Newspaper", url: "https://www.newspaper.example/review" },
]
const awards = [
  { name: "A Children's Book Award", year: 2024, result: "won" },
  { name: "A Reading Prize", year: 2025, result: "shortlisted" },
  { name: "Another Prize", year: 2025, result: "longlisted" },
]

describe("BookPraise", () => {
  it("shows nothing at all without reviews or awards", () => {
    const { container } = render(<BookPraise reviews={[]} awards={[]} />)
    expect(container).toBeEmptyDOMElement()
  })

  it("quotes each review with its source, linking the source to the review when it is online, in a new tab", () => {
    render(<BookPraise reviews={reviews} awards={[]} />)
    const figures = screen.getAllByRole("figure")
    expect(figures.map(figure => figure.textContent)).toEqual([
      `“${reviews[0].quote}”— ${reviews[0].source}`,
      `“${reviews[1].quote}”— ${reviews[1].source} (opens in a new tab)`,
    ])
    expect(within(figures[0]).queryByRole("link")).toBeNull()
    const link = within(figures[1]).getByRole("link", { name: `${reviews[1].source} (opens in a new tab)` })
    expect(link).toHaveAttribute("href", reviews[1].url)
    expect(link).toHaveAttribute("rel", "noopener noreferrer")
    expect(link).toHaveAttribute("target", "_blank")
  })

  it("lists each award with what the book did and the year", () => {
    render(<BookPraise reviews={[]} awards={awards} />)
    expect(
      within(screen.getByRole("list", { name: "Awards" }))
        .getAllByRole("listitem")
        .map(item => item.textContent),
    ).toEqual(["Winner, A Children's Book Award 2024", "Shortlisted, A Reading Prize 2025", "Longlisted, Another Prize 2025"])
    expect(awardLine(awards[0])).toBe("Winner, A Children's Book Award 2024")
  })

  it("is headed by what the book has", () => {
    expect([praiseHeading(reviews, awards), praiseHeading(reviews, []), praiseHeading([], awards)]).toEqual([
      "Reviews and awards",
      "What reviewers say",
      "Awards",
    ])
  })
})

describe("the reading levels in a book's facts", () => {
  const book = { readingAge: { min: 8, max: 14 }, editions: [] }

  it("are the book band, the ATOS level with its interest level, and the Lexile measure, as schools name them", () => {
    render(<FactList facts={bookDetails({ ...book, readingLevels: { bookBand: "Lime", atos: { level: 4.8, interestLevel: "MY" }, lexile: "650L" } })} />)
    const facts = Array.from(document.querySelectorAll("dt"), term => [term.textContent, term.nextElementSibling?.textContent])
    expect(facts.slice(0, 4)).toEqual([
      ["Reading age", "8 to 14"],
      ["Book band", "Lime"],
      ["Accelerated Reader", "ATOS book level 4.8, interest level MY (middle years, ages 9 to 13)"],
      ["Lexile measure", "650L"],
    ])
  })

  it("are only those the book has, and none without official figures", () => {
    expect(readingLevelFacts({ atos: { level: 5 } })).toEqual([{ label: "Accelerated Reader", value: "ATOS book level 5.0" }])
    expect(readingLevelFacts(undefined)).toEqual([])
    expect(readingLevelFacts({})).toEqual([])
    expect(bookDetails(book).map(fact => fact.label)).toEqual(["Reading age", "Formats"])
  })
})
