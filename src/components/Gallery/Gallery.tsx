import type { IGatsbyImageData } from "gatsby-plugin-image"
import { Picture } from "../Picture/Picture"
import * as styles from "./Gallery.module.css"

export interface GalleryImage {
  thumbnail: IGatsbyImageData
  /** The full-size picture's address. */
  full: string
  alt: string
  caption: string
}

/** A grid of captioned pictures; each opens full size. */
export function Gallery({ images }: { images: readonly GalleryImage[] }) {
  return (
    <ul className={styles.grid}>
      {images.map(image => (
        <li key={image.full}>
          <figure className={styles.figure}>
            <a href={image.full} className={styles.link}>
              <Picture image={image.thumbnail} alt={image.alt} className={styles.image} sizes="(min-width: 60rem) 22rem, (min-width: 36rem) 45vw, 92vw" />
              <span className="visually-hidden"> (open full size)</span>
            </a>
            <figcaption className={styles.caption}>{image.caption}</figcaption>
          </figure>
        </li>
      ))}
    </ul>
  )
}
