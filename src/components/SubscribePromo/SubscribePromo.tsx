import { ButtonLink } from "../ButtonLink/ButtonLink"
import * as styles from "./SubscribePromo.module.css"

interface SubscribePromoProps {
  seriesName: string
  /** The next book to come out, if one is on its way ("Book Three"). */
  nextBookLabel?: string
}

/** The home page's invitation to the newsletter form in the footer. */
export function SubscribePromo({ seriesName, nextBookLabel }: SubscribePromoProps) {
  return (
    <aside className={styles.promo} aria-labelledby="subscribe-promo-heading">
      <div className={styles.inner}>
        <h2 id="subscribe-promo-heading" className={styles.heading}>
          Never miss a chapter
        </h2>
        <p className={styles.text}>
          {nextBookLabel
            ? `${nextBookLabel} is on its way. Grown-ups can sign up to the ${seriesName} newsletter to hear its news first, along with new free downloads and videos.`
            : `Grown-ups can sign up to the ${seriesName} newsletter to hear first about new free downloads, videos and events.`}
        </p>
        <ButtonLink to="#newsletter" variant="light">
          Sign up for news
        </ButtonLink>
      </div>
    </aside>
  )
}
