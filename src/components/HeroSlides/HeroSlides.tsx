import { useEffect, useRef, useState } from "react"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import type Swiper from "swiper"
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
 * The home page's slider. The server paints the first slide; the others sit beside it in
 * a row that scrolls and snaps without JavaScript. An island: once it has loaded, after the
 * page, Swiper takes over: slides fade every `autoplayMs` (never under
 * prefers-reduced-motion), with a visible pause control and previous/next buttons.
 */
export function HeroSlides({ slides, autoplayMs, transitionMs }: { slides: readonly HeroSlide[]; autoplayMs: number; transitionMs: number }) {
  const container = useRef<HTMLDivElement>(null)
  const swiper = useRef<Swiper | null>(null)
  const [started, setStarted] = useState(false)
  const [playing, setPlaying] = useState(false)
  const [active, setActive] = useState(0)

  useEffect(() => {
    const element = container.current
    if (!element || slides.length < 2) return
    const reducedMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches
    let destroyed = false
    import(/* webpackChunkName: "swiper" */ "./startSlider").then(({ startSlider }) => {
      if (destroyed) return
      swiper.current = startSlider(element, {
        wrapperClass: styles.track,
        slideClass: styles.slide,
        autoplayMs,
        transitionMs: reducedMotion ? 0 : transitionMs,
        autoplay: !reducedMotion,
        onSlideChange: setActive,
      })
      setPlaying(!reducedMotion)
      setStarted(true)
    })
    return () => {
      destroyed = true
      swiper.current?.destroy(true, true)
      swiper.current = null
    }
  }, [slides.length, autoplayMs, transitionMs])

  const togglePlaying = () => {
    const autoplay = swiper.current?.autoplay
    if (!autoplay) return
    if (playing) autoplay.stop()
    else autoplay.start()
    setPlaying(!playing)
  }

  return (
    <section className={`${styles.hero} ${started ? styles.started : ""}`} aria-roledescription="carousel" aria-label="Featured">
      <div ref={container} className={styles.viewport}>
        <ul className={styles.track}>
          {slides.map((slide, index) => (
            <li
              key={slide.slug}
              className={styles.slide}
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${slides.length}`}
              aria-hidden={started && index !== active ? true : undefined}
              // Hidden slides' links must not take keyboard focus.
              {...(started && index !== active ? { inert: "" } : {})}
            >
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
      </div>
      {started && (
        <div className={styles.controls}>
          <button type="button" className={styles.control} onClick={() => swiper.current?.slidePrev()}>
            <span aria-hidden="true">‹</span>
            <span className="visually-hidden">Previous slide</span>
          </button>
          <button type="button" className={`${styles.control} ${styles.pause}`} onClick={togglePlaying}>
            {playing ? "Pause" : "Play"}
            <span className="visually-hidden"> slides</span>
          </button>
          <button type="button" className={styles.control} onClick={() => swiper.current?.slideNext()}>
            <span aria-hidden="true">›</span>
            <span className="visually-hidden">Next slide</span>
          </button>
          <p className={styles.status} aria-live="polite">
            Slide {active + 1} of {slides.length}
          </p>
        </div>
      )}
    </section>
  )
}
