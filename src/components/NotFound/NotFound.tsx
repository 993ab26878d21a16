import { HOME } from "../../routes"
import { ButtonLink } from "../ButtonLink/ButtonLink"
import * as styles from "./NotFound.module.css"

/** The body of the 404 page, in the spec's exact words. */
export function NotFound() {
  return (
    <div className={styles.notFound}>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1>
        <span className="visually-hidden">404: </span>Page Not Found
      </h1>
      <p className={styles.text}>The page you're looking for doesn't exist or has been moved.</p>
      <ButtonLink to={HOME.path}>Return to Home</ButtonLink>
    </div>
  )
}
