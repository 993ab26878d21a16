import { useId } from "react"
import { Link } from "gatsby"
import { useSiteSettings } from "../../hooks/useSiteSettings"
import { PAGES } from "../../routes"
import * as styles from "./NewsletterForm.module.css"

interface NewsletterFormProps {
  /** The form's id, for links to it ("#newsletter" for the footer's). */
  id?: string
  heading?: string
  /** What signing up brings; how the address is used is always said after it. */
  lead?: string
  /** The mailing-list service's group (interest) the sign-up joins, such as a book's launch list. */
  group?: { field: string; value: string }
}

/**
 * The newsletter sign-up, addressed to grown-ups. A plain form that posts the e-mail
 * address (and the mailing-list service's honeypot field, and a group where one is given)
 * to the service in a new tab, so it works without JavaScript.
 */
export function NewsletterForm({ id: formId = "newsletter", heading = "Parents, sign up for news", lead, group }: NewsletterFormProps) {
  const { newsletter, seriesName } = useSiteSettings()
  const id = useId()
  return (
    <form id={formId} className={styles.form} action={newsletter.formAction} method="post" target="_blank" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className={styles.heading}>
        {heading}
      </h2>
      <p className={styles.lead}>
        {lead ?? `Be the first to hear about new ${seriesName} books, free downloads and events.`} We use your e-mail address only to send the newsletter, and
        you can unsubscribe at any time. See our <Link to={PAGES.privacyPolicy.path}>privacy policy</Link>.
      </p>
      <div className={styles.row}>
        <label htmlFor={`${id}-email`} className={styles.label}>
          Your e-mail address
        </label>
        <input id={`${id}-email`} className={styles.input} type="email" name={newsletter.emailField} required autoComplete="email" />
        <button type="submit" className={styles.button}>
          Sign up<span className="visually-hidden"> (opens in a new tab)</span>
        </button>
      </div>
      {group && <input type="hidden" name={group.field} value={group.value} />}
      {/* The mailing-list service's trap for robots: people never see or fill it. */}
      <div className={styles.honeypot} aria-hidden="true">
        <input type="text" name={newsletter.honeypotField} tabIndex={-1} defaultValue="" autoComplete="off" />
      </div>
      <p className={styles.note}>Under {newsletter.minimumAge}? Please ask a parent or carer to sign up for you.</p>
    </form>
  )
}
