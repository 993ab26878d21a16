import { isSample } from "gatsby-source-chapterverse"
import { formatAgeRange, formatCount, formatLongDate, formatMonth } from "../text/format"

interface EditionFacts {
  format: string
  releaseDate: string
}

interface BookReleaseFacts {
  status?: string
  releaseDate?: string | null
  releaseNote?: string | null
  editions: readonly EditionFacts[]
  buyButton?: { format: string } | null
}

/**
 * The release a book card shows: the month of the edition its buy button sells (Book Two's
 * ebook: "May 2025", although its paperback came out in April), else the book's own month,
 * else its note ("TBC").
 */
export function cardReleaseText(book: BookReleaseFacts): string {
  const sold = book.buyButton && book.editions.find(edition => edition.format === book.buyButton?.format)
  if (sold) return formatMonth(sold.releaseDate)
  if (book.releaseDate) return formatMonth(book.releaseDate)
  return book.releaseNote ?? ""
}

/**
 * Whether a book is out, in a few words for the series guide: "Out now", "Coming 14 March
 * 2027" once a book not out yet has a date, else "Coming soon: release date TBC".
 */
export function releaseStatus(book: { status: string; releaseDate?: string | null; releaseNote?: string | null }): string {
  if (book.status === "published") return "Out now"
  if (book.releaseDate) return `Coming ${formatLongDate(book.releaseDate)}`
  return `Coming soon: release date ${book.releaseNote ?? "to be announced"}`
}

/** Where a book stands in the series: "Book 2 of 3", and the books either side of it. */
export interface SeriesPlace<B> {
  position: number
  total: number
  previous?: B
  next?: B
}

/** The book's place among all the books, by their numbers (so a fourth book needs no code). */
export function placeInSeries<B extends { slug: string; number: number }>(books: readonly B[], slug: string): SeriesPlace<B> {
  const ordered = [...books].sort((a, b) => a.number - b.number)
  const index = ordered.findIndex(book => book.slug === slug)
  if (index < 0) throw new Error(`There is no book "${slug}" among ${ordered.map(book => book.slug).join(", ")}`)
  return { position: index + 1, total: ordered.length, previous: ordered[index - 1], next: ordered[index + 1] }
}

/** "Book 2 of 3". */
export const seriesPosition = (place: SeriesPlace<unknown>): string => `Book ${place.position} of ${place.total}`

interface BookFactsSource extends BookReleaseFacts {
  readingAge: { min: number; max: number }
  genre: string
  info: readonly { label: string; value: string }[]
}

/**
 * A book page's key facts: when each edition came out (Book Two's paperback on 20 April
 * 2025 and its ebook on 3 May 2025), or the release note of a book not yet out, then the
 * reading age, the genre, its place in the series and the book's own info list.
 */
export function bookFacts(book: BookFactsSource, place: SeriesPlace<unknown>): Array<{ label: string; value: string }> {
  const releases =
    book.editions.length > 0
      ? book.editions.map(edition => ({
          label: `${edition.format} ${book.status === "coming-soon" ? "out on" : "released"}`,
          value: formatLongDate(edition.releaseDate),
        }))
      : [{ label: "Release", value: book.releaseDate ? formatLongDate(book.releaseDate) : (book.releaseNote ?? "") }]
  return [
    ...releases,
    { label: "Reading age", value: formatAgeRange(book.readingAge.min, book.readingAge.max) },
    { label: "Genre", value: book.genre },
    { label: "Series", value: seriesPosition(place) },
    ...book.info,
  ]
}

/** A book's official reading levels, as data/ may hold them (each optional: only what is published). */
export interface ReadingLevels {
  bookBand?: string | null
  atos?: { level: number; interestLevel?: string | null } | null
  lexile?: string | null
}

/** Accelerated Reader's interest levels, as its BookFinder explains them. */
const ATOS_INTEREST: Readonly<Record<string, string>> = {
  LY: "lower years, ages 5 to 8",
  MY: "middle years, ages 9 to 13",
  "MY+": "upper middle years, ages 12 and up",
  UY: "upper years, ages 14 and up",
}

/**
 * The reading levels a school looks for, in the words schools use: the book band colour, the
 * ATOS book level of Accelerated Reader (with its interest level), the Lexile measure. Only
 * those the book has: none at all until the author has official figures.
 */
export function readingLevelFacts(levels: ReadingLevels | null | undefined): Array<{ label: string; value: string }> {
  if (!levels) return []
  const atos = levels.atos
  return [
    ...(levels.bookBand ? [{ label: "Book band", value: levels.bookBand }] : []),
    ...(atos
      ? [
          {
            label: "Accelerated Reader",
            value: `ATOS book level ${atos.level.toFixed(1)}${atos.interestLevel ? `, interest level ${atos.interestLevel} (${ATOS_INTEREST[atos.interestLevel] ?? ""})` : ""}`,
          },
        ]
      : []),
    ...(levels.lexile ? [{ label: "Lexile measure", value: levels.lexile }] : []),
  ]
}

interface BookDetailsSource {
  readingAge: { min: number; max: number }
  readingLevels?: ReadingLevels | null
  pageCount?: number | null
  wordCount?: number | null
  publisher?: string | null
  editions: readonly { format: string; isbn?: string | null }[]
}

/**
 * The facts a parent or librarian looks for: reading age and the official reading levels it
 * has, length, publisher, formats and each edition's ISBN-13 ("to come" while it is a sample).
 * What the book does not have yet is left out, but for the formats, which say "to be announced".
 */
export function bookDetails(book: BookDetailsSource): Array<{ label: string; value: string }> {
  return [
    { label: "Reading age", value: formatAgeRange(book.readingAge.min, book.readingAge.max) },
    ...readingLevelFacts(book.readingLevels),
    ...(book.pageCount ? [{ label: "Pages", value: formatCount(book.pageCount) }] : []),
    ...(book.wordCount ? [{ label: "Length", value: `About ${formatCount(book.wordCount)} words` }] : []),
    ...(book.publisher ? [{ label: "Publisher", value: book.publisher }] : []),
    { label: "Formats", value: book.editions.length > 0 ? book.editions.map(edition => edition.format).join(", ") : "To be announced" },
    ...book.editions.map(edition => ({ label: `${edition.format} ISBN-13`, value: edition.isbn && !isSample(edition.isbn) ? edition.isbn : "To come" })),
  ]
}
