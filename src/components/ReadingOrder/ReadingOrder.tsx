import { Link } from "gatsby"
import * as styles from "./ReadingOrder.module.css"

interface BookStep {
  path: string
  label: string
  title: string
}

interface ReadingOrderProps {
  seriesName: string
  /** "Book 2 of 3". */
  position: string
  previous?: BookStep
  next?: BookStep
  /** What happened in the previous book, shown only when a reader opens it (it gives the ending away). */
  recap?: readonly string[]
}

/**
 * Where a book sits in the series: its place, the books either side and, for a sequel, a
 * recap of the book before behind a native disclosure, closed until asked for, so it works
 * without JavaScript and spoils nothing by accident.
 */
export function ReadingOrder({ seriesName, position, previous, next, recap }: ReadingOrderProps) {
  return (
    <div className={styles.order}>
      <p className={styles.position}>
        {position} in the {seriesName} series.{" "}
        {previous ? (
          <>
            Read {previous.label}, {previous.title}, first.
          </>
        ) : (
          "Start here."
        )}
      </p>
      <nav aria-label="Reading order" className={styles.steps}>
        {previous && (
          <Link to={previous.path} className={styles.step} rel="prev">
            <span className={styles.direction}>← Before this</span>
            <span className={styles.stepTitle}>
              {previous.label}: {previous.title}
            </span>
          </Link>
        )}
        {next && (
          <Link to={next.path} className={`${styles.step} ${styles.nextStep}`} rel="next">
            <span className={styles.direction}>Next in the series →</span>
            <span className={styles.stepTitle}>
              {next.label}: {next.title}
            </span>
          </Link>
        )}
      </nav>
      {recap && previous && (
        <details className={styles.recap}>
          <summary className={styles.recapSummary}>
            Catch up on {previous.label}: a recap <span className={styles.warning}>(spoilers: it tells how {previous.label} ends)</span>
          </summary>
          <div className={styles.recapText}>
            {recap.map(paragraph => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </details>
      )}
    </div>
  )
}
