import { Link } from "gatsby"
import { useSiteSettings } from "../../hooks/useSiteSettings"
import { PAGES, SCHOOL_VISITS_PATH } from "../../routes"
import { NewsletterForm } from "../NewsletterForm/NewsletterForm"
import { SocialLinks } from "../SocialLinks/SocialLinks"
import * as styles from "./Footer.module.css"

export function Footer() {
  const { seriesName, tagline } = useSiteSettings()
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <NewsletterForm />
        <div className={styles.groups}>
          <nav aria-labelledby="footer-general">
            <h2 id="footer-general" className={styles.groupHeading}>
              General
            </h2>
            <ul className={styles.links}>
              <li>
                <Link to={PAGES.aToZ.path}>{PAGES.aToZ.breadcrumb} of every page</Link>
              </li>
              <li>
                <Link to={PAGES.privacyPolicy.path}>{PAGES.privacyPolicy.title}</Link>
              </li>
              <li>
                <Link to={PAGES.accessibility.path}>{PAGES.accessibility.title}</Link>
              </li>
            </ul>
          </nav>
          <nav aria-labelledby="footer-classroom">
            <h2 id="footer-classroom" className={styles.groupHeading}>
              Teachers and librarians
            </h2>
            <ul className={styles.links}>
              <li>
                <Link to={PAGES.teachers.path}>Teaching guides</Link>
              </li>
              <li>
                <Link to={SCHOOL_VISITS_PATH}>School and library visits</Link>
              </li>
              <li>
                <Link to={PAGES.aboutTheAuthor.path}>{PAGES.aboutTheAuthor.title}</Link>
              </li>
            </ul>
          </nav>
          <div className={styles.follow}>
            <h2 className={styles.groupHeading}>Follow us</h2>
            <SocialLinks label={`Follow ${seriesName}`} showNames />
          </div>
        </div>
      </div>
      <p className={styles.legal}>
        {seriesName}: {tagline.toLowerCase()}. All stories, characters and artwork © {seriesName}.
      </p>
    </footer>
  )
}
