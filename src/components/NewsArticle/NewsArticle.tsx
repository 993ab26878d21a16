import type { IGatsbyImageData } from "gatsby-plugin-image"
import type { NewsBlock } from "gatsby-source-chapterverse"
import { NewsText } from "../NewsText/NewsText"
import { Picture } from "../Picture/Picture"
import * as styles from "./NewsArticle.module.css"

interface NewsArticleProps {
  image: IGatsbyImageData
  alt: string
  summary: string
  body: readonly NewsBlock[]
}

/** A news post on its own page: its picture, its summary as the lead, then its text. */
export function NewsArticle({ image, alt, summary, body }: NewsArticleProps) {
  return (
    <article className={styles.post}>
      <Picture image={image} alt={alt} eager className={styles.picture} sizes="(min-width: 50rem) 46rem, 92vw" />
      <p className={styles.summary}>{summary}</p>
      <NewsText blocks={body} />
    </article>
  )
}
