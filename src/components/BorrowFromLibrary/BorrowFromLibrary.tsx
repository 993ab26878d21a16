import { editionsWithIsbn, FIND_A_LIBRARY_URL, libraryOrderFacts, worldCatUrl, type LibraryOrderSource } from "../../utils/libraries"
import { ExternalLink } from "../ExternalLink/ExternalLink"
import { FactList } from "../FactList/FactList"
import * as styles from "./BorrowFromLibrary.module.css"

interface BorrowFromLibraryProps {
  book: LibraryOrderSource
  seriesName: string
  authorName: string
}

/**
 * A published book's "borrow it" part: ask the local library, and find it. Once an edition has a
 * real ISBN, also a catalogue search by it and the facts a library needs to order the book;
 * never with a sample ISBN, which no library could find.
 */
export function BorrowFromLibrary({ book, seriesName, authorName }: BorrowFromLibraryProps) {
  const editions = editionsWithIsbn(book.editions)
  const name = `${book.label}, ${book.title}`
  return (
    <div className={styles.borrow}>
      <p>
        Borrowing from a library is free. Ask for {name} at your local library: if it is not on the shelf, the library can usually reserve a copy from another
        branch for you, and many do that free of charge for children.
      </p>
      <p>
        <ExternalLink href={FIND_A_LIBRARY_URL}>Find your local library on GOV.UK</ExternalLink>
      </p>
      {editions.length > 0 && (
        <>
          <h3>Search library catalogues</h3>
          <p>WorldCat shows which libraries near you hold a book. Search it for:</p>
          <ul>
            {editions.map(edition => (
              <li key={edition.format}>
                <ExternalLink href={worldCatUrl(edition.isbn)}>
                  The {edition.format.toLowerCase()}
                  <span className="visually-hidden"> of {name}</span> in WorldCat
                </ExternalLink>
              </li>
            ))}
          </ul>
          <h3>Ask your library to order it</h3>
          <p>
            Libraries welcome suggestions from readers. Most have a &ldquo;suggest a book&rdquo; form on their website, or you can ask at the desk. These are
            the details they need:
          </p>
          <div className={styles.facts}>
            <FactList facts={libraryOrderFacts(book, seriesName, authorName)} tone="light" />
          </div>
        </>
      )}
    </div>
  )
}
