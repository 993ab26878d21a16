import type React from "react"
import * as styles from "./Spoiler.module.css"

interface SpoilerProps {
  /** The book it gives away something of, as readers name it ("Book Two"). */
  book: string
  /** What is inside, in a few words ("Leo Drake in The Awakening"). */
  about: string
  children: React.ReactNode
}

/**
 * Something a reader should find out in a book, not before it: closed until they open it, in a
 * native disclosure, so it works without JavaScript and spoils nothing by accident. The label
 * says plainly whose spoiler it is before anyone opens it. Left out of the site search, whose
 * excerpts would show it: the book's own page, where it is no spoiler, is found instead.
 */
export function Spoiler({ book, about, children }: SpoilerProps) {
  return (
    <details className={styles.spoiler}>
      <summary className={styles.summary}>
        <span className={styles.badge}>Spoiler for {book}</span> {about}
      </summary>
      <div className={styles.text} data-pagefind-ignore>
        {children}
      </div>
    </details>
  )
}
