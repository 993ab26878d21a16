import { Link } from "gatsby"
import { COOKIE_NOTICE_ID, hook } from "../../browser/pageHooks"
import { PAGES } from "../../routes"
import * as styles from "./CookieNotice.module.css"

/**
 * The cookie notice: short, so a phone still shows the page above it; the privacy policy's
 * cookies section says the rest. It is in the static HTML and paints with the page, floating
 * over it so it moves nothing. The script every page shares (src/browser/sharedPageScript.ts)
 * shows it only to a visitor who has not answered yet, and answers its buttons from the
 * first paint; without JavaScript, which its buttons need, it is hidden.
 */
export function CookieNotice() {
  return (
    <section id={COOKIE_NOTICE_ID} className={styles.notice} aria-label="Cookie notice" data-needs-javascript="">
      <h2 className="visually-hidden">Cookies</h2>
      <p className={styles.text}>
        May we keep one small cookie to remember your answer? <Link to={`${PAGES.privacyPolicy.path}#cookies`}>More about cookies</Link>
      </p>
      <div className={styles.actions}>
        <button type="button" className={styles.accept} {...hook("consentAccept")}>
          Accept
        </button>
        <button type="button" className={styles.decline} {...hook("consentDecline")}>
          No thanks
        </button>
      </div>
    </section>
  )
}
