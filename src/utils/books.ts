import { formatAgeRange, formatLongDate, formatMonth } from "./format"

interface EditionFacts {
  format: string
  releaseDate: string
}

interface BookReleaseFacts {
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

interface BookFactsSource extends BookReleaseFacts {
  readingAge: { min: number; max: number }
  genre: string
  info: readonly { label: string; value: string }[]
}

/**
 * A book page's key facts: when each edition came out (Book Two's paperback on April 20,
 * 2025 and its ebook on May 3, 2025), or the release note of a book not yet out, then the
 * reading age, the genre and the book's own info list.
 */
export function bookFacts(book: BookFactsSource): Array<{ label: string; value: string }> {
  const releases =
    book.editions.length > 0
      ? book.editions.map(edition => ({ label: `${edition.format} released`, value: formatLongDate(edition.releaseDate) }))
      : [{ label: "Release", value: book.releaseDate ? formatLongDate(book.releaseDate) : (book.releaseNote ?? "") }]
  return [
    ...releases,
    { label: "Reading age", value: formatAgeRange(book.readingAge.min, book.readingAge.max) },
    { label: "Genre", value: book.genre },
    ...book.info,
  ]
}
