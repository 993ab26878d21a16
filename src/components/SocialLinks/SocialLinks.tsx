import { useSiteSettings } from "../../hooks/useSiteSettings"
import { ExternalLink } from "../ExternalLink/ExternalLink"
import { SocialIcon } from "./SocialIcon"
import * as styles from "./SocialLinks.module.css"

/** The series' social profiles as icon links (data/site/site.json). */
export function SocialLinks({ label, showNames = false }: { label: string; showNames?: boolean }) {
  const { seriesName, social } = useSiteSettings()
  return (
    <ul className={styles.list} aria-label={label}>
      {social.map(profile => (
        <li key={profile.network}>
          <ExternalLink href={profile.url} className={styles.link} title={`${seriesName} on ${profile.network}`}>
            <SocialIcon network={profile.network} />
            <span className={showNames ? styles.name : "visually-hidden"}>{showNames ? profile.network : `${seriesName} on ${profile.network}`}</span>
          </ExternalLink>
        </li>
      ))}
    </ul>
  )
}
