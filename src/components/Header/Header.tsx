import { Link } from "gatsby"
import { hook } from "../../browser/pageHooks"
import { useBookLinks } from "../../hooks/useBookLinks"
import { useSiteSettings } from "../../hooks/useSiteSettings"
import { Island } from "../../../plugins/gatsby-plugin-islands"
import { HOME, PAGES } from "../../routes"
import { SiteSearch } from "../SiteSearch/SiteSearch"
import { SocialLinks } from "../SocialLinks/SocialLinks"
import { navigationLinks } from "./navigationLinks"
import * as styles from "./Header.module.css"

/**
 * The shared header: the series name, the main navigation (behind a Menu button on
 * narrow screens) and the social profiles. It sticks to the top of the window once the
 * page is scrolled past the offset in the site settings. Plain HTML: the script every page
 * shares (src/browser/sharedPageScript.ts) opens the menu and makes the header sticky, from
 * the first paint. The search beside them is an island that loads when pressed.
 */
export function Header() {
  const { seriesName, tagline } = useSiteSettings()
  const links = navigationLinks(useBookLinks())
  return (
    <header className={styles.header} {...hook("sticky", "off")}>
      <div className={styles.inner}>
        <Link to={HOME.path} className={styles.brand}>
          <span className={styles.brandName}>{seriesName}</span>
          <span className={styles.brandTagline}>{tagline}</span>
        </Link>
        {/* A link to the A to Z; the search once pressed, and nothing of it loads before. */}
        <Island name="SiteSearch" component={SiteSearch} props={{ aToZ: PAGES.aToZ.path }} loadOnPress />
        {/* Without JavaScript the button is hidden and the menu shown (see gatsby-ssr.tsx). */}
        <button type="button" className={styles.menuButton} aria-expanded="false" aria-controls="site-menu" {...hook("menuButton")}>
          <span className={styles.menuIcon} aria-hidden="true" />
          Menu
        </button>
        <div id="site-menu" className={styles.menu} {...hook("menuPanel")}>
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
          <SocialLinks label={`${seriesName} on social media`} />
        </div>
      </div>
    </header>
  )
}
