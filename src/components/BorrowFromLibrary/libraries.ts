/**
 * Where a family borrows a book and how a library orders it: plain links and facts only, no
 * library widget, so nothing leaves the site before a click. Facts that are still stand-ins (a
 * SAMPLE- ISBN, the author's sample name, a fact in the book's sampleFacts) are left out: a
 * library could not order with them.
 */
import { digitsOf, isSample } from "gatsby-source-chapterverse"
import { formatLongDate } from "../../text/format"

/** GOV.UK's finder for the public library service of a postcode in England, Scotland, Wales or Northern Ireland. */
export const FIND_A_LIBRARY_URL = "https://www.gov.uk/local-library-services"

/** WorldCat's permanent address for a book by its ISBN: the libraries near the reader that hold it. */
export const worldCatUrl = (isbn: string): string => `https://www.worldcat.org/isbn/${digitsOf(isbn)}`

export interface LibraryEdition {
  format: string
  releaseDate: string
  isbn?: string | null
}

/** The editions a library can look up or order: those with a real ISBN. */
export const editionsWithIsbn = <E extends LibraryEdition>(editions: readonly E[]): Array<E & { isbn: string }> =>
  editions.filter((edition): edition is E & { isbn: string } => typeof edition.isbn === "string" && !isSample(edition.isbn))

export interface LibraryOrderSource {
  label: string
  title: string
  publisher?: string | null
  sampleFacts?: readonly string[] | null
  editions: readonly LibraryEdition[]
}

/** What a librarian needs to order the book: title in its series, author, publisher, each real ISBN-13, publication date. */
export function libraryOrderFacts(book: LibraryOrderSource, seriesName: string, authorName: string): Array<{ label: string; value: string }> {
  const editions = editionsWithIsbn(book.editions)
  const firstOut = [...editions].map(edition => edition.releaseDate).sort()[0]
  return [
    { label: "Title", value: `${book.title} (${seriesName}, ${book.label})` },
    ...(isSample(authorName) ? [] : [{ label: "Author", value: authorName }]),
    ...(book.publisher && !book.sampleFacts?.includes("publisher") ? [{ label: "Publisher", value: book.publisher }] : []),
    ...editions.map(edition => ({ label: `ISBN-13, ${edition.format.toLowerCase()}`, value: edition.isbn })),
    ...(firstOut ? [{ label: "Publication date", value: formatLongDate(firstOut) }] : []),
  ]
}
