import { useState } from "react"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { Dialog } from "../Dialog/Dialog"
import { Picture } from "../Picture/Picture"
import * as styles from "./Gallery.module.css"

export interface GalleryImage {
  thumbnail: IGatsbyImageData
  /** The full-size picture's address. */
  full: string
  width: number
  height: number
  alt: string
  caption: string
}

interface Viewing {
  index: number
  opener: HTMLElement
}

/**
 * A grid of captioned pictures. Each opens larger in a viewer that steps through them all
 * (buttons or arrow keys); without JavaScript, each links to its full-size file.
 */
export function Gallery({ images }: { images: readonly GalleryImage[] }) {
  const [viewing, setViewing] = useState<Viewing | null>(null)
  const step = (by: number) => setViewing(current => current && { ...current, index: (current.index + by + images.length) % images.length })
  const shown = viewing && images[viewing.index]
  return (
    <>
      <ul className={styles.grid}>
        {images.map((image, index) => (
          <li key={image.full}>
            <figure className={styles.figure}>
              <a
                href={image.full}
                className={styles.link}
                aria-haspopup="dialog"
                onClick={event => {
                  event.preventDefault()
                  setViewing({ index, opener: event.currentTarget })
                }}
              >
                <Picture image={image.thumbnail} alt={image.alt} className={styles.image} sizes="(min-width: 60rem) 22rem, (min-width: 36rem) 45vw, 92vw" />
                <span className="visually-hidden"> (view larger)</span>
              </a>
              <figcaption className={styles.caption}>{image.caption}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
      {viewing && shown && (
        <Dialog
          label={`Picture ${viewing.index + 1} of ${images.length}: ${shown.caption}`}
          onClose={() => setViewing(null)}
          returnFocusTo={viewing.opener}
          wide
          onKeyDown={event => {
            if (event.key === "ArrowRight") step(1)
            if (event.key === "ArrowLeft") step(-1)
          }}
        >
          <figure className={styles.viewer}>
            <img className={styles.large} src={shown.full} alt={shown.alt} width={shown.width} height={shown.height} />
            <figcaption className={styles.viewerCaption} aria-live="polite">
              {shown.caption}{" "}
              <span className={styles.count}>
                ({viewing.index + 1} of {images.length})
              </span>
            </figcaption>
            <div className={styles.steps}>
              <button type="button" className={styles.step} onClick={() => step(-1)}>
                <span aria-hidden="true">←</span> Previous
              </button>
              <button type="button" className={styles.step} onClick={() => step(1)}>
                Next <span aria-hidden="true">→</span>
              </button>
            </div>
          </figure>
        </Dialog>
      )}
    </>
  )
}
