import { ExternalLink } from "../ExternalLink/ExternalLink"
import * as styles from "./BookPraise.module.css"

export interface Review {
  quote: string
  source: string
  url?: string | null
}

export interface Award {
  name: string
  year: number
  result: string
}

/** How an award's result reads on the page. */
const RESULTS: Readonly<Record<string, string>> = { won: "Winner", shortlisted: "Shortlisted", longlisted: "Longlisted" }

/** "Winner, The Blue Peter Book Awards 2025". */
export const awardLine = (award: Award): string => `${RESULTS[award.result] ?? award.result}, ${award.name} ${award.year}`

/** The section's heading, by what the book has: reviews, awards or both. */
export function praiseHeading(reviews: readonly Review[], awards: readonly Award[]): string {
  if (reviews.length > 0 && awards.length > 0) return "Reviews and awards"
  return reviews.length > 0 ? "What reviewers say" : "Awards"
}

/**
 * A book's published reviews, each quote with its source (a link to the review when it is
 * online), and the awards it won or was listed for. Only what data/ holds: nothing at all while
 * it holds none, never a sample.
 */
export function BookPraise({ reviews, awards }: { reviews: readonly Review[]; awards: readonly Award[] }) {
  if (reviews.length === 0 && awards.length === 0) return null
  return (
    <div className={styles.praise}>
      {awards.length > 0 && (
        <ul className={styles.awards} aria-label="Awards">
          {awards.map(award => (
            <li key={`${award.name} ${award.year}`} className={award.result === "won" ? styles.won : styles.listed}>
              {awardLine(award)}
            </li>
          ))}
        </ul>
      )}
      {reviews.map(review => (
        <figure key={review.quote} className={styles.review}>
          <blockquote className={styles.quote}>
            <p>“{review.quote}”</p>
          </blockquote>
          <figcaption className={styles.source}>— {review.url ? <ExternalLink href={review.url}>{review.source}</ExternalLink> : review.source}</figcaption>
        </figure>
      ))}
    </div>
  )
}
