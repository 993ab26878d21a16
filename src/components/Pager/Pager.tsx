import { listPagePath, pageOf, type ListPage } from "../../lists/pagination"
import * as styles from "./Pager.module.css"

/** The page numbers a pager shows: every one of a short list; else the first, the last and the current one's neighbours, with a gap (null) between. */
export function pagerNumbers(number: number, count: number): Array<number | null> {
  if (count <= 7) return Array.from({ length: count }, (_, index) => index + 1)
  const shown = [...new Set([1, number - 1, number, number + 1, count])].filter(candidate => candidate >= 1 && candidate <= count).sort((a, b) => a - b)
  return shown.flatMap((candidate, index) => (index > 0 && candidate - shown[index - 1] > 1 ? [null, candidate] : [candidate]))
}

interface PagerProps {
  /** The list's own address (its first page). */
  listPath: string
  page: Pick<ListPage, "number" | "count" | "previous" | "next">
  /** What the list is, for the pager's name ("Pages of Free Downloads"). */
  label: string
}

/**
 * The links between a list's pages: plain links (no script), Previous and Next, and the page
 * numbers, the current one marked. Each link is a 44 px target, so a thumb finds it on a phone.
 * Nothing at all for a list of one page.
 */
export function Pager({ listPath, page, label }: PagerProps) {
  if (page.count <= 1) return null
  return (
    <nav aria-label={`Pages of ${label}`} className={styles.pager} data-pagefind-ignore>
      <ul className={styles.list}>
        {page.previous && (
          <li>
            <a href={page.previous} rel="prev" className={`${styles.link} ${styles.step}`}>
              <span aria-hidden="true">←</span>Previous
            </a>
          </li>
        )}
        {pagerNumbers(page.number, page.count).map((number, index) =>
          number === null ? (
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={number}>
              <a
                href={listPagePath(listPath, number)}
                aria-current={number === page.number ? "page" : undefined}
                aria-label={pageOf({ number, count: page.count })}
                className={styles.link}
              >
                {number}
              </a>
            </li>
          ),
        )}
        {page.next && (
          <li>
            <a href={page.next} rel="next" className={`${styles.link} ${styles.step}`}>
              Next<span aria-hidden="true">→</span>
            </a>
          </li>
        )}
      </ul>
    </nav>
  )
}
