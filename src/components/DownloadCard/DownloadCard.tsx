import type { IGatsbyImageData } from "gatsby-plugin-image"
import { formatFileSize } from "../../text/format"
import { ButtonLink } from "../ButtonLink/ButtonLink"
import { Picture, type PictureProps } from "../Picture/Picture"
import type { Download } from "./download"
import * as styles from "./DownloadCard.module.css"

// eager: the first card of its page, whose picture is likely the largest thing on screen.
interface DownloadCardProps extends Pick<PictureProps, "eager" | "sizes"> {
  title: string
  image: IGatsbyImageData
  alt: string
  download: Download
  /** The button's words ("Download"); the title follows for screen readers. */
  action: string
  /**
   * "filled": the picture fills a 4:3 frame (artwork). "see-through": the whole picture on a
   * checkerboard, which shows the parts a game will let through (Roblox T-shirts).
   */
  frame: "filled" | "see-through"
}

const FRAMES = { filled: styles.filled, "see-through": styles.seeThrough } as const

/** A free download: its picture, what the file is (format, size in pixels, weight) and the button that downloads it. */
export function DownloadCard({ title, image, alt, download, action, frame, eager, sizes }: DownloadCardProps) {
  return (
    <figure className={styles.card}>
      <div className={FRAMES[frame]}>
        <Picture eager={eager} image={image} alt={alt} className={styles.image} sizes={sizes} />
      </div>
      <figcaption className={styles.caption}>
        <span className={styles.title}>{title}</span>
        <span className={styles.details}>
          {download.format.toUpperCase()}, {download.width} × {download.height} pixels
          {/* Its weight once known: the editor's preview may not know it (src/admin/preview/). */}
          {download.bytes > 0 && `, ${formatFileSize(download.bytes)}`}
        </span>
        <span className={styles.action}>
          <ButtonLink to={download.url} download={download.fileName} variant="secondary">
            {action}
            <span className="visually-hidden">: {title}</span>
          </ButtonLink>
        </span>
      </figcaption>
    </figure>
  )
}
