import { useState } from "react"
import { useConsent } from "../../consent/useConsent"
import { ExternalLink } from "../ExternalLink/ExternalLink"
import * as styles from "./AlbumCard.module.css"

interface AlbumCardProps {
  title: string
  description: string
  /** The streaming service, by the name visitors know it ("Spotify"). */
  service: string
  url: string
  embedUrl: string
  /** The player's height in pixels, which the panel keeps so nothing moves when it loads. */
  playerHeight: number
  consentCookieName: string
}

/**
 * An album. Until the visitor accepts cookies or asks for it, a panel of the player's size
 * stands in for the streaming service's player and nothing is loaded from it; then the
 * real player takes the panel's place without moving anything around it. An island: it
 * follows the cookie notice's Accept without a reload.
 */
export function AlbumCard({ title, description, service, url, embedUrl, playerHeight: height, consentCookieName }: AlbumCardProps) {
  const consented = useConsent(consentCookieName)
  const [requested, setRequested] = useState(false)
  return (
    <article className={styles.card}>
      <h2 className={styles.title}>{title}</h2>
      <p className={styles.description}>{description}</p>
      {consented || requested ? (
        <iframe
          className={styles.player}
          src={embedUrl}
          title={`${title} (${service} album player)`}
          height={height}
          loading="lazy"
          allow="encrypted-media; fullscreen; picture-in-picture"
          referrerPolicy="strict-origin-when-cross-origin"
          // The player runs its own scripts and may open the service in a new tab; nothing else.
          sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox"
        />
      ) : (
        <div className={styles.panel} style={{ height: `${height}px` }}>
          <svg className={styles.icon} viewBox="0 0 24 24" width="48" height="48" aria-hidden="true" focusable="false">
            <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="1.5" />
            <circle cx="12" cy="12" r="3" fill="currentColor" />
          </svg>
          <p>
            The player comes from {service}, which sets its own cookies. Nothing loads from {service} until you ask for it.
          </p>
          <button type="button" className={styles.load} onClick={() => setRequested(true)} data-needs-javascript="">
            Load the player<span className="visually-hidden"> for {title}</span>
          </button>
          <ExternalLink href={url} className={styles.listen}>
            Listen on {service}
            <span className="visually-hidden"> for {title}</span>
          </ExternalLink>
        </div>
      )}
    </article>
  )
}
