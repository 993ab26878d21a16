import { editionsWithIsbn, FIND_A_LIBRARY_URL, libraryOrderFacts, worldCatUrl, type LibraryOrderSource } from "./libraries"
import { ExternalLink } from "../ExternalLink/ExternalLink"
import { FactList } from "../FactList/FactList"
import * as styles from "./BorrowFromLibrary.module.css"

interface BorrowFromLibraryProps {
  book: LibraryOrderSource
  /** Out now; otherwise a library can order it before it comes out, but nobody can borrow it yet. */
  out: boolean
  seriesName: string
  authorName: string
}

/**
 * A book page's library part: ask the local library, and find it. Once an edition has a real
 * ISBN, also the facts a library needs to order the book and, once it is out, a catalogue search
 * by it; never with a sample ISBN, which no library could find.
 */
export function BorrowFromLibrary({ book, out, seriesName, authorName }: BorrowFromLibraryProps) {
  const editions = editionsWithIsbn(book.editions)
  const name = `${book.label}, ${book.title}`
  return (
    <div className={styles.borrow}>
      {out ? (
        <p>
          Borrowing from a library is free. Ask for {name} at your local library: if it is not on the shelf, the library can usually reserve a copy from another
          branch for you, and many do that free of charge for children.
        </p>
      ) : (
        <p>
          Libraries order new books before they come out. Ask yours to order {name}, and to reserve you a copy so that you can borrow it as soon as it arrives.
        </p>
      )}
      <p>
        <ExternalLink href={FIND_A_LIBRARY_URL}>Find your local library on GOV.UK</ExternalLink>
      </p>
      {out && editions.length > 0 && (
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
        </>
      )}
      {editions.length > 0 && (
        <>
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
