import { useEffect, useState } from "react"
import { Link } from "gatsby"
import { DISMISSED_KEY, giveConsent, useConsent } from "../../consent/consent"
import { useSiteSettings } from "../../hooks/useSiteSettings"
import { ROUTES } from "../../routes"
import * as styles from "./CookieNotice.module.css"

/**
 * The cookie notice. It is in the static HTML and paints with the page, floating over it so
 * it moves nothing; a script in <head> hides it before that paint from a visitor who has
 * already answered (see noticeAnsweredScript), and without JavaScript, which it needs, it is
 * hidden too.
 */
export function CookieNotice() {
  const { behaviour } = useSiteSettings()
  const consented = useConsent(behaviour.consentCookieName)
  const [dismissed, setDismissed] = useState(false)

  useEffect(() => setDismissed(window.sessionStorage.getItem(DISMISSED_KEY) === "yes"), [])

  // Accepting by scrolling exists in the settings but is switched off (acceptOnScroll: false).
  useEffect(() => {
    if (!behaviour.acceptOnScroll || consented) return
    const onScroll = () => {
      const scrollable = document.documentElement.scrollHeight - window.innerHeight
      if (scrollable > 0 && (window.scrollY / scrollable) * 100 >= behaviour.acceptOnScrollPercent) giveConsent(behaviour.consentCookieName, behaviour.consentCookieDays)
    }
    window.addEventListener("scroll", onScroll, { passive: true })
    return () => window.removeEventListener("scroll", onScroll)
  }, [behaviour, consented])

  if (consented || dismissed) return null

  const dismiss = () => {
    window.sessionStorage.setItem(DISMISSED_KEY, "yes")
    setDismissed(true)
  }
  return (
    <section className={styles.notice} aria-label="Cookie notice" data-needs-javascript>
      <h2 className={styles.heading}>Cookies</h2>
      <p className={styles.text}>
        We would like to keep one small cookie to remember your choice. It holds nothing about you. Videos and music come from
        YouTube and Spotify, which set cookies of their own, so they only load when you accept or press play.{" "}
        <Link to={`${ROUTES.privacyPolicy}#cookies`}>More about cookies</Link>
      </p>
      <div className={styles.actions}>
        <button type="button" className={styles.accept} onClick={() => giveConsent(behaviour.consentCookieName, behaviour.consentCookieDays)}>
          Accept
        </button>
        <button type="button" className={styles.decline} onClick={dismiss}>
          No thanks
        </button>
      </div>
    </section>
  )
}
