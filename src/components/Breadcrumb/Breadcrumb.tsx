import { Link } from "gatsby"
import { HOME } from "../../routes"
import * as styles from "./Breadcrumb.module.css"

/** "Home > This page" (or "Home > Artwork > This page", through `parents`): where the visitor is. */
export function Breadcrumb({ current, parents = [] }: { current: string; parents?: ReadonlyArray<{ label: string; path: string }> }) {
  return (
    <nav aria-label="Breadcrumb" className={styles.breadcrumb}>
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
