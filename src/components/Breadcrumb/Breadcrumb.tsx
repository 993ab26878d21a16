import { Link } from "gatsby"
import { HOME } from "../../routes"
import * as styles from "./Breadcrumb.module.css"

export interface BreadcrumbStep {
  path: string
  label: string
}

/** "Home > This page" (or "Home > Its parent > This page"): where the visitor is. */
export function Breadcrumb({ current, parents = [] }: { current: string; parents?: readonly BreadcrumbStep[] }) {
  return (
    // The trail is the same on many pages: the site search leaves it out (src/gatsby-node/searchIndex.ts).
    <nav aria-label="Breadcrumb" className={styles.breadcrumb} data-pagefind-ignore>
      <ol className={styles.list}>
        <li>
          <Link to={HOME.path}>{HOME.label}</Link>
        </li>
        {parents.map(parent => (
          <li key={parent.path}>
            <Link to={parent.path}>{parent.label}</Link>
          </li>
        ))}
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  )
}
