import { Link } from "gatsby"
import { useBookLinks } from "../../hooks/useBookLinks"
import { useSiteSettings } from "../../hooks/useSiteSettings"
import { ROUTES } from "../../routes"
import { SocialLinks } from "../SocialLinks/SocialLinks"
import { navigationLinks } from "./navigationLinks"
import * as styles from "./Header.module.css"

export function Header() {
  const { seriesName, tagline } = useSiteSettings()
  const links = navigationLinks(useBookLinks())
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Link to={ROUTES.home} className={styles.brand}>
          <span className={styles.brandName}>{seriesName}</span>
          <span className={styles.brandTagline}>{tagline}</span>
        </Link>
        <nav aria-label="Main" className={styles.nav}>
          <ul className={styles.navList}>
            {links.map(link => (
              <li key={link.path}>
                <Link to={link.path} className={styles.navLink} activeClassName={styles.active}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.social}>
          <SocialLinks label={`${seriesName} on social media`} />
        </div>
      </div>
    </header>
  )
}
