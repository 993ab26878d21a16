import type { CSSProperties } from "react"
import { Link } from "gatsby"
import { hook } from "../../browser/pageHooks"
import { useBookLinks } from "../../hooks/useBookLinks"
import { useSiteSettings } from "../../hooks/useSiteSettings"
import { Island } from "gatsby-plugin-islands"
import { HOME, PAGES } from "../../routes"
import { SiteSearch } from "../SiteSearch/SiteSearch"
import { SocialLinks } from "../SocialLinks/SocialLinks"
import { navigationLinks } from "./navigationLinks"
import * as styles from "./Header.module.css"

/** The menu's id, which its buttons name. */
const MENU_ID = "site-menu"

/**
 * The shared header: the series name, the main navigation (behind a Menu button on
 * narrow screens) and the social profiles. It sticks to the top of the window once the
 * page is scrolled past the offset in the site settings (the script every page shares,
 * src/browser/sharedPageScript.ts). The menu is the browser's own popover: Menu opens it,
 * Close, Escape or a tap beside it closes it and focus goes back to Menu, from the first
 * paint and without JavaScript; the browser tells screen readers whether it is open. The
 * search beside them is an island that loads when pressed.
 */
export function Header() {
  const { seriesName, tagline, social } = useSiteSettings()
  const links = navigationLinks(useBookLinks())
  return (
    <header className={styles.header} {...hook("sticky", "off")}>
      <div className={styles.inner}>
        <Link to={HOME.path} className={styles.brand}>
          <span className={styles.brandName}>{seriesName}</span>
          <span className={styles.brandTagline}>{tagline}</span>
        </Link>
        {/* A link to the A to Z; the search once pressed, and nothing of it loads before. */}
        <div className={styles.search}>
          <Island name="SiteSearch" component={SiteSearch} props={{ aToZ: PAGES.aToZ.path }} loadOnPress />
        </div>
        {/* A browser without popovers shows the menu in the header instead (Header.module.css). */}
        <button type="button" className={styles.menuButton} popovertarget={MENU_ID}>
          <span className={styles.menuIcon} aria-hidden="true" />
          <span className={styles.menuLabel}>Menu</span>
        </button>
        {/* On a wide screen, the header's own row: no popover is shown (Header.module.css). */}
        <div id={MENU_ID} className={styles.menu} popover="auto">
          <div className={styles.menuTop}>
            <span className={styles.brandName} aria-hidden="true">
              {seriesName}
            </span>
            <button type="button" className={styles.menuButton} popovertarget={MENU_ID} popovertargetaction="hide">
              <span className={`${styles.menuIcon} ${styles.closeIcon}`} aria-hidden="true" />
              Close
            </button>
          </div>
          <nav aria-label="Main">
            <ul className={styles.navList}>
              {links.map(link => (
                <li key={link.path}>
                  {/* A section's link stays marked on its pages: a book's on its first chapter, Artwork's on its filters. */}
                  <Link to={link.path} className={styles.navLink} activeClassName={styles.active} partiallyActive={link.path !== HOME.path}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          {/* On a wide screen its width is set before its links arrive (Header.module.css). */}
          <div className={styles.social} style={{ "--social-links": social.length } as CSSProperties}>
            <SocialLinks label={`${seriesName} on social media`} />
          </div>
        </div>
      </div>
    </header>
  )
}
