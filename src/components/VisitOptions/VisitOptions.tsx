import { ButtonLink } from "../ButtonLink/ButtonLink"
import * as styles from "./VisitOptions.module.css"

interface VisitFormat {
  slug: string
  title: string
  text: string
  audience: string
  length: string
  where: string
}

interface VisitOptionsProps {
  intro: string
  formats: readonly VisitFormat[]
  preparation: readonly string[]
  /** Where a booking enquiry goes (contactEmail of the site settings). */
  email: string
  emailSubject: string
}

/** The mail link that starts a booking enquiry, its subject filled in. */
export const visitEnquiryHref = (email: string, subject: string): string => `mailto:${email}?subject=${encodeURIComponent(subject)}`

/** School and library visits: what the author offers, for whom, how long, where; what to prepare; and how to ask. */
export function VisitOptions({ intro, formats, preparation, email, emailSubject }: VisitOptionsProps) {
  return (
    <div className={styles.visits}>
      <p className={styles.intro}>{intro}</p>
      <ul className={styles.formats}>
        {formats.map(format => (
          <li key={format.slug} id={format.slug} className={styles.format}>
            <h3 className={styles.title}>{format.title}</h3>
            <p>{format.text}</p>
            <dl className={styles.facts}>
              <div>
                <dt>For</dt>
                <dd>{format.audience}</dd>
              </div>
              <div>
                <dt>Length</dt>
                <dd>{format.length}</dd>
              </div>
              <div>
                <dt>Where</dt>
                <dd>{format.where}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
      <h3>What to prepare</h3>
      <ul className={styles.preparation}>
        {preparation.map(step => (
          <li key={step}>{step}</li>
        ))}
      </ul>
      <p className={styles.ask}>
        <ButtonLink to={visitEnquiryHref(email, emailSubject)}>Ask about a visit</ButtonLink>
        <span>
          Or write to <a href={`mailto:${email}`}>{email}</a> with your dates, year groups and the kind of visit you would like.
        </span>
      </p>
    </div>
  )
}
