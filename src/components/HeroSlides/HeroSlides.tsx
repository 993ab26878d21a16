import type { IGatsbyImageData } from "gatsby-plugin-image"
import { ButtonLink } from "../ButtonLink/ButtonLink"
import { Picture } from "../Picture/Picture"
import * as styles from "./HeroSlides.module.css"

export interface HeroSlide {
  slug: string
  eyebrow: string
  heading: string
  text: string
  image: IGatsbyImageData
  alt: string
  link: { label: string; to: string }
}

/**
 * The home page's slides, side by side in a row that snaps from one to the next. The first
 * slide is painted with the page itself; nothing here needs JavaScript.
 */
export function HeroSlides({ slides }: { slides: readonly HeroSlide[] }) {
  return (
    <section className={styles.hero} aria-roledescription="carousel" aria-label="Featured">
      <ul className={styles.track}>
        {slides.map((slide, index) => (
          <li key={slide.slug} className={styles.slide} aria-roledescription="slide" aria-label={`${index + 1} of ${slides.length}`}>
            <Picture image={slide.image} alt={slide.alt} eager={index === 0} sizes="100vw" className={styles.image} />
            <div className={styles.content}>
              <p className={styles.eyebrow}>{slide.eyebrow}</p>
              <h2 className={styles.heading}>{slide.heading}</h2>
              <p className={styles.text}>{slide.text}</p>
              <ButtonLink to={slide.link.to} variant="light">
                {slide.link.label}
              </ButtonLink>
            </div>
          </li>
        ))}
      </ul>
    </section>
  )
}
