import { Link } from "gatsby"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { Picture } from "../Picture/Picture"
import * as styles from "./SeriesBookList.module.css"

export interface SeriesBook {
  path: string
  label: string
  title: string
  /** The spoiler-free one-line pitch (the book's tagline). */
  pitch: string
  cover: IGatsbyImageData
  coverAlt: string
  /** "Out now", "Coming 14 March 2027" or "Coming soon: release date TBC". */
  status: string
  /** "8 to 14". */
  ages: string
  /** Where its first chapter is free to read, if it has one. */
  firstChapterPath?: string
}

/** The books in reading order, numbered as an ordered list, each with what a parent needs at a glance. */
export function SeriesBookList({ books }: { books: readonly SeriesBook[] }) {
  return (
    <ol className={styles.list}>
      {books.map(book => (
        <li key={book.path} className={styles.book}>
          <Picture image={book.cover} alt={book.coverAlt} className={styles.cover} sizes="(min-width: 48rem) 9rem, 7rem" />
          <div className={styles.text}>
            <p className={styles.label}>{book.label}</p>
            <h3 className={styles.title}>
              <Link to={book.path}>{book.title}</Link>
            </h3>
            <p className={styles.facts}>
              <span className={styles.status}>{book.status}</span> · Ages {book.ages}
            </p>
            <p className={styles.pitch}>{book.pitch}</p>
            {book.firstChapterPath && (
              <p className={styles.chapter}>
                <a href={book.firstChapterPath}>
                  Read the first chapter<span className="visually-hidden"> of {book.title}</span>
                </a>
              </p>
            )}
          </div>
        </li>
      ))}
    </ol>
  )
}
