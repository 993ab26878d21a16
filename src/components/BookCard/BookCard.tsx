import { Link } from "gatsby"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { ButtonLink } from "../ButtonLink/ButtonLink"
import { Picture } from "../Picture/Picture"
import * as styles from "./BookCard.module.css"

interface BookCardProps {
  path: string
  label: string
  title: string
  tagline: string
  cover: IGatsbyImageData
  coverAlt: string
  /** "May 2025", or "TBC" for a book not out yet. */
  release: string
  /** The buy button, for a book on sale: what it sells, where, and from what price. */
  buy?: { format: string; url: string; price: string }
}

/** A book on the home page: cover, title, release, and the way to buy it or read more. */
export function BookCard({ path, label, title, tagline, cover, coverAlt, release, buy }: BookCardProps) {
  return (
    <article className={styles.card}>
      <Link to={path} className={styles.coverLink} tabIndex={-1} aria-hidden="true">
        <Picture image={cover} alt={coverAlt} className={styles.cover} sizes="(min-width: 60rem) 20rem, (min-width: 36rem) 45vw, 92vw" />
      </Link>
      <div className={styles.body}>
        <p className={styles.label}>{label}</p>
        <h3 className={styles.title}>
          <Link to={path}>{title}</Link>
        </h3>
        <p className={styles.release}>
          <span className={styles.releaseLabel}>Release:</span> {release}
        </p>
        <p className={styles.tagline}>{tagline}</p>
        <div className={styles.actions}>
          {buy && (
            <ButtonLink to={buy.url}>
              Buy the {buy.format.toLowerCase()} from {buy.price}
            </ButtonLink>
          )}
          <ButtonLink to={path} variant={buy ? "secondary" : "primary"}>
            More about {label}
          </ButtonLink>
        </div>
      </div>
    </article>
  )
}
