import { Link } from "gatsby"
import { useSiteSettings } from "../../hooks/useSiteSettings"
import { PAGES } from "../../routes"
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
                <Link to={PAGES.privacyPolicy.path}>{PAGES.privacyPolicy.title}</Link>
              </li>
            </ul>
          </nav>
          <div>
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
