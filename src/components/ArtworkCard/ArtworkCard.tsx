import type { IGatsbyImageData } from "gatsby-plugin-image"
import { formatFileSize } from "../../utils/format"
import { Picture, type PictureProps } from "../Picture/Picture"
import * as styles from "./ArtworkCard.module.css"

export interface ArtworkDownload {
  /** The original file's address in the built site. */
  url: string
  fileName: string
  format: string
  width: number
  height: number
  bytes: number
}

// eager: the first card of its page, whose picture is likely the largest thing on screen.
interface ArtworkCardProps extends Pick<PictureProps, "eager"> {
  title: string
  alt: string
  thumbnail: IGatsbyImageData
  download: ArtworkDownload
}

/** A free artwork: its thumbnail and a Download link to the full-size original. */
export function ArtworkCard({ title, alt, thumbnail, download, eager }: ArtworkCardProps) {
  return (
    <figure className={styles.card}>
      <Picture eager={eager} image={thumbnail} alt={alt} className={styles.image} sizes="(min-width: 60rem) 16rem, (min-width: 36rem) 45vw, 92vw" />
      <figcaption className={styles.caption}>
        <span className={styles.title}>{title}</span>
        <span className={styles.details}>
          {download.format.toUpperCase()}, {download.width} × {download.height} pixels, {formatFileSize(download.bytes)}
        </span>
        <a className={styles.download} href={download.url} download={download.fileName}>
          Download<span className="visually-hidden"> {title} in full size</span>
        </a>
      </figcaption>
    </figure>
  )
}
