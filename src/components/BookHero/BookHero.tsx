import type React from "react"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { Breadcrumb } from "../Breadcrumb/Breadcrumb"
import { FactList, type Fact } from "../FactList/FactList"
import { Picture } from "../Picture/Picture"
import { ABOUT_META } from "../../search/pagefind"
import * as styles from "./BookHero.module.css"

interface BookHeroProps {
  label: string
  title: string
  tagline: string
  cover: IGatsbyImageData
  coverAlt: string
  facts: readonly Fact[]
  /** What the page is about, for the site search (ABOUT_META in src/search/pagefind.ts): the book and the characters it introduces. */
  searchAbout?: string
  children?: React.ReactNode
}

/** The top of a book page: the cover beside the title, tagline and key facts. */
export function BookHero({ label, title, tagline, cover, coverAlt, facts, searchAbout, children }: BookHeroProps) {
  return (
    <div className={styles.hero} data-pagefind-meta={searchAbout && `${ABOUT_META}:${searchAbout}`}>
      <div className={styles.inner}>
        <div className={styles.coverColumn}>
          <Picture image={cover} alt={coverAlt} eager className={styles.cover} sizes="(min-width: 48rem) 22rem, 70vw" />
        </div>
        <div className={styles.text}>
          <Breadcrumb current={label} />
          <h1 className={styles.title}>
            <span className={styles.label}>{label}</span> <span>{title}</span>
          </h1>
          <p className={styles.tagline}>{tagline}</p>
          <FactList facts={facts} />
          {children}
        </div>
      </div>
    </div>
  )
}
