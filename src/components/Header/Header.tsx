import { useEffect, useRef, useState } from "react"
import { Link } from "gatsby"
import { useBookLinks } from "../../hooks/useBookLinks"
import { useScrolledPast } from "../../hooks/useScrolledPast"
import { useSiteSettings } from "../../hooks/useSiteSettings"
import { ROUTES } from "../../routes"
import { SocialLinks } from "../SocialLinks/SocialLinks"
import { navigationLinks } from "./navigationLinks"
import * as styles from "./Header.module.css"

/**
 * The shared header: the series name, the main navigation (behind a Menu button on
 * narrow screens) and the social profiles. It sticks to the top of the window once the
 * page is scrolled past the offset in the site settings.
 */
export function Header() {
  const { seriesName, tagline, behaviour } = useSiteSettings()
  const links = navigationLinks(useBookLinks())
  const stuck = useScrolledPast(behaviour.stickyHeaderOffset)
  const [menuOpen, setMenuOpen] = useState(false)
  const menuButton = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    if (!menuOpen) return
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return
      setMenuOpen(false)
      menuButton.current?.focus()
    }
    document.addEventListener("keydown", closeOnEscape)
    return () => document.removeEventListener("keydown", closeOnEscape)
  }, [menuOpen])

  return (
    <header className={`${styles.header} ${stuck ? styles.stuck : ""}`} data-sticky={stuck ? "on" : "off"}>
      <div className={styles.inner}>
        <Link to={ROUTES.home} className={styles.brand}>
          <span className={styles.brandName}>{seriesName}</span>
          <span className={styles.brandTagline}>{tagline}</span>
        </Link>
        {/* Without JavaScript the button is hidden and the menu shown (see gatsby-ssr.tsx). */}
        <button
          ref={menuButton}
          type="button"
          className={styles.menuButton}
          aria-expanded={menuOpen}
          aria-controls="site-menu"
          onClick={() => setMenuOpen(open => !open)}
          data-menu-button=""
        >
          <span className={styles.menuIcon} aria-hidden="true" />
          Menu
        </button>
        <div id="site-menu" className={`${styles.menu} ${menuOpen ? styles.menuOpen : ""}`} data-menu-panel="">
          <nav aria-label="Main">
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
          <SocialLinks label={`${seriesName} on social media`} />
        </div>
      </div>
    </header>
  )
}
