import type { IGatsbyImageData } from "gatsby-plugin-image"
import { formatShortDate, spokenDuration } from "../../text/format"
import { youtubeWatchUrl } from "../../videos/youtube"
import { ExternalLink } from "../ExternalLink/ExternalLink"
import { Picture, type PictureProps } from "../Picture/Picture"
import * as styles from "./VideoCard.module.css"

// eager: the first card of its page, whose picture is likely the largest thing on screen.
export interface VideoCardProps extends Pick<PictureProps, "eager"> {
  title: string
  youtubeId: string
  poster: IGatsbyImageData
  posterAlt: string
  duration: string
  quality: string
  published: string
  isNew: boolean
  /** Opens the pop-up player; the poster is a plain link to the video site until then (and without JavaScript). */
  onPlay?: (poster: HTMLElement) => void
}

/** A video: its poster (served by this site) with the facts of the spec, and a link to the video site. */
export function VideoCard({ title, youtubeId, poster, posterAlt, duration, quality, published, isNew, onPlay, eager }: VideoCardProps) {
  const watchUrl = youtubeWatchUrl(youtubeId)
  return (
    <article className={styles.card}>
      <div className={styles.media}>
        <ExternalLink
          href={watchUrl}
          className={styles.posterLink}
          aria-label={`Play ${title} (${spokenDuration(duration)})`}
          aria-haspopup={onPlay ? "dialog" : undefined}
          onClick={event => {
            if (!onPlay) return
            event.preventDefault()
            onPlay(event.currentTarget)
          }}
        >
          <Picture eager={eager} image={poster} alt={posterAlt} className={styles.poster} sizes="(min-width: 60rem) 22rem, (min-width: 36rem) 45vw, 92vw" />
          <span className={styles.play} aria-hidden="true">
            <svg viewBox="0 0 24 24" width="28" height="28" focusable="false">
              <path d="M8 5.5v13l11-6.5z" fill="currentColor" />
            </svg>
          </span>
        </ExternalLink>
        <span className={`${styles.badge} ${styles.duration}`}>
          <span aria-hidden="true">{duration}</span>
          <span className="visually-hidden">Length: {spokenDuration(duration)}</span>
        </span>
        <span className={`${styles.badge} ${styles.quality}`}>{quality}</span>
      </div>
      <div className={styles.body}>
        <h3 className={styles.title}>
          <ExternalLink href={watchUrl}>{title}</ExternalLink>
        </h3>
        <p className={styles.meta}>
          <time dateTime={published}>{formatShortDate(published)}</time>
          {isNew && <span className={`${styles.badge} ${styles.newBadge}`}>New</span>}
        </p>
      </div>
    </article>
  )
}
