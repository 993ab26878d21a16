import { ButtonLink } from "../ButtonLink/ButtonLink"
import * as styles from "./SubscribePromo.module.css"

/** The home page's invitation to the newsletter form in the footer. */
export function SubscribePromo({ seriesName }: { seriesName: string }) {
  return (
    <aside className={styles.promo} aria-labelledby="subscribe-promo-heading">
      <div className={styles.inner}>
        <h2 id="subscribe-promo-heading" className={styles.heading}>
          Never miss a chapter
        </h2>
        <p className={styles.text}>
          The final book of the trilogy is on its way. Grown-ups can sign up to the {seriesName} newsletter to hear the title
          and release date first, along with new free downloads and videos.
        </p>
        <ButtonLink to="#newsletter" variant="light">
          Sign up for news
        </ButtonLink>
      </div>
    </aside>
  )
}
