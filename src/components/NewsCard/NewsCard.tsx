import { graphql, Link } from "gatsby"
import { newsPostPath } from "../../routes"
import { formatLongDate } from "../../text/format"
import { imageData } from "../Picture/imageData"
import { Picture } from "../Picture/Picture"
import * as styles from "./NewsCard.module.css"

interface NewsCardProps {
  /** The post, as the NewsCard fragment below reads it. */
  post: Queries.NewsCardFragment
  /** Its heading's level: 2 on the news page, 3 in a section of another page. */
  headingLevel?: 2 | 3
  /** The first card of a page: its picture loads at once. */
  eager?: boolean
  /** How wide the picture is drawn (a `sizes` value): a card of a three-column grid unless said. */
  sizes?: string
}

/** A card's width in CardGrid, by its number of columns on a wide screen. */
export const NEWS_CARD_SIZES = {
  2: "(min-width: 60rem) 34rem, (min-width: 36rem) 45vw, 92vw",
  3: "(min-width: 60rem) 22rem, (min-width: 36rem) 45vw, 92vw",
} as const

/** A news post in a list (the news page, the home page, a book's page): picture, date, title and summary. */
export function NewsCard({ post, headingLevel = 3, eager = false, sizes = NEWS_CARD_SIZES[3] }: NewsCardProps) {
  const { title, date, summary, alt } = post
  const path = newsPostPath(post.slug)
  const image = imageData(post.image, `the news post "${title}"`)
  const Heading = headingLevel === 2 ? "h2" : "h3"
  return (
    <article className={styles.card}>
      <Link to={path} className={styles.pictureLink} tabIndex={-1} aria-hidden="true">
        <Picture image={image} alt={alt} eager={eager} className={styles.picture} sizes={sizes} />
      </Link>
      <div className={styles.body}>
        <p className={styles.date}>
          <time dateTime={date}>{formatLongDate(date)}</time>
        </p>
        <Heading className={styles.title}>
          <Link to={path}>{title}</Link>
        </Heading>
        <p className={styles.summary}>{summary}</p>
      </div>
    </article>
  )
}

/** What a NewsCard shows of a post. */
export const newsCardFragment = graphql`
  fragment NewsCard on NewsPost {
    slug
    title
    date
    summary
    alt
    image {
      ...CardImage
    }
  }
`
