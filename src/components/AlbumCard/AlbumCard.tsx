import { ExternalLink } from "../ExternalLink/ExternalLink"
import * as styles from "./AlbumCard.module.css"

interface AlbumCardProps {
  title: string
  description: string
  url: string
  /** The player's height in pixels (data/site/site.json), kept by the panel that stands in for it. */
  height: number
}

/**
 * An album. Until the visitor asks for the streaming service's player, a panel of the
 * player's size stands in for it and loads nothing from another site.
 */
export function AlbumCard({ title, description, url, height }: AlbumCardProps) {
  return (
    <article className={styles.card}>
      <h2 className={styles.title}>{title}</h2>
      <p className={styles.description}>{description}</p>
      <div className={styles.panel} style={{ minHeight: `${height}px` }}>
        <svg className={styles.icon} viewBox="0 0 24 24" width="56" height="56" aria-hidden="true" focusable="false">
          <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="1.5" />
          <circle cx="12" cy="12" r="3" fill="currentColor" />
        </svg>
        <p>
          The album player comes from Spotify, which sets its own cookies. Nothing is loaded from Spotify until you choose to
          listen.
        </p>
        <ExternalLink href={url} className={styles.listen}>
          Listen to {title} on Spotify
        </ExternalLink>
      </div>
    </article>
  )
}
