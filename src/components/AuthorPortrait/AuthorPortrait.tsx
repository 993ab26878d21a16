import type { IGatsbyImageData } from "gatsby-plugin-image"
import { Picture } from "../Picture/Picture"
import * as styles from "./AuthorPortrait.module.css"

interface AuthorPortraitProps {
  name: string
  photo: IGatsbyImageData
  alt: string
  /** Shown under the name: while the photo is a stand-in, it says so. */
  caption?: string | null
}

/** The author's photo with their name and its caption; beside the text that follows on a wide screen. */
export function AuthorPortrait({ name, photo, alt, caption }: AuthorPortraitProps) {
  // The <div> takes the width of a narrow section's text; the figure inside keeps its own.
  return (
    <div>
      <figure className={styles.portrait}>
        <Picture image={photo} alt={alt} className={styles.photo} sizes="(min-width: 48rem) 16rem, 70vw" eager />
        <figcaption className={styles.caption}>
          <span className={styles.name}>{name}</span>
          {caption && <span className={styles.note}>{caption}</span>}
        </figcaption>
      </figure>
    </div>
  )
}
