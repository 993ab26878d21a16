import type { IGatsbyImageData } from "gatsby-plugin-image"
import { ButtonLink } from "../ButtonLink/ButtonLink"
import { DownloadList } from "../DownloadList/DownloadList"
import type { GeneratedDownloadFile } from "../GeneratedDownload/GeneratedDownload"
import { Picture } from "../Picture/Picture"
import * as styles from "./GuideCard.module.css"

interface GuideCardProps {
  /** The book's slug, which names the card's heading. */
  slug: string
  /** The guide page's address. */
  path: string
  label: string
  title: string
  cover: IGatsbyImageData
  coverAlt: string
  ages: string
  /** What the guide holds, in a few words each ("20 discussion questions"). */
  contents: readonly string[]
  /** The book's printables, where the build made them. */
  downloads: readonly (GeneratedDownloadFile & { slug: string })[]
}

/** A book's teaching guide on the teachers' page: its cover, who it suits, what it holds, the guide and the book's printables. */
export function GuideCard({ slug, path, label, title, cover, coverAlt, ages, contents, downloads }: GuideCardProps) {
  return (
    <article className={styles.card} aria-labelledby={`guide-${slug}`}>
      <Picture image={cover} alt={coverAlt} className={styles.cover} sizes="(min-width: 48rem) 9rem, 7rem" />
      <div className={styles.text}>
        <p className={styles.label}>{label}</p>
        <h3 id={`guide-${slug}`} className={styles.title}>
          {title}
        </h3>
        <p className={styles.ages}>{ages}</p>
        <ul className={styles.contents}>
          {contents.map(item => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </div>
      <div className={styles.actions}>
        <p>
          <ButtonLink to={path}>
            Open the teaching guide<span className="visually-hidden"> to {label}</span>
          </ButtonLink>
        </p>
        <DownloadList files={downloads} label={`Printables for ${label}`} />
      </div>
    </article>
  )
}
