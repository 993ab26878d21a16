import { NewsletterForm } from "../NewsletterForm/NewsletterForm"
import * as styles from "./LaunchSignup.module.css"

interface LaunchSignupProps {
  heading: string
  text: string
  /** The mailing-list service's group (interest) field for this launch, and its value. */
  groupField: string
  groupValue: string
}

/** A book not out yet: grown-ups sign up to hear once, when it is. The site's newsletter form, joined to the launch's group. */
export function LaunchSignup({ heading, text, groupField, groupValue }: LaunchSignupProps) {
  return (
    <div className={styles.panel}>
      <NewsletterForm id="launch-signup" heading={heading} lead={text} group={{ field: groupField, value: groupValue }} />
    </div>
  )
}
