import { isSample } from "gatsby-source-chapterverse"
import { formatLongDate, formatPrice } from "../../text/format"
import { ExternalLink } from "../ExternalLink/ExternalLink"
import * as styles from "./EditionList.module.css"

/** A book's editions: format, release date, price and where to buy each. */
export function EditionList({ bookTitle, editions }: { bookTitle: string; editions: readonly Queries.BookEdition[] }) {
  return (
    <ul className={styles.list}>
      {editions.map(edition => (
        <li key={edition.format} className={styles.edition}>
          <h3 className={styles.format}>{edition.format}</h3>
          <dl className={styles.facts}>
            <div>
              <dt>Released</dt>
              <dd>
                <time dateTime={edition.releaseDate}>{formatLongDate(edition.releaseDate)}</time>
              </dd>
            </div>
            <div>
              <dt>Price</dt>
              <dd className={styles.price}>{formatPrice(edition.price)}</dd>
            </div>
            {edition.isbn && (
              <div>
                <dt>ISBN-13</dt>
                <dd>{isSample(edition.isbn) ? "To come" : edition.isbn}</dd>
              </div>
            )}
          </dl>
          <ExternalLink href={edition.url} className={styles.buy}>
            Buy the {edition.format.toLowerCase()}
            <span className="visually-hidden"> of {bookTitle}</span> at {edition.retailer}
          </ExternalLink>
        </li>
      ))}
    </ul>
  )
}
