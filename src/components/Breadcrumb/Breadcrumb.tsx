import { Link } from "gatsby"
import { HOME } from "../../routes"
import * as styles from "./Breadcrumb.module.css"

/** "Home > This page": where the visitor is, one step from home. */
export function Breadcrumb({ current }: { current: string }) {
  return (
    <nav aria-label="Breadcrumb" className={styles.breadcrumb}>
      <ol className={styles.list}>
        <li>
          <Link to={HOME.path}>{HOME.label}</Link>
        </li>
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  )
}
