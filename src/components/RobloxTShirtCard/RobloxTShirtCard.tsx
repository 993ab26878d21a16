import type { IGatsbyImageData } from "gatsby-plugin-image"
import { ButtonLink } from "../ButtonLink/ButtonLink"
import { Picture } from "../Picture/Picture"
import * as styles from "./RobloxTShirtCard.module.css"

interface RobloxTShirtCardProps {
  title: string
  image: IGatsbyImageData
  alt: string
  /** The PNG's address in the built site. */
  file: string
  fileName: string
}

/** A free classic T-shirt image with the button that downloads its PNG. */
export function RobloxTShirtCard({ title, image, alt, file, fileName }: RobloxTShirtCardProps) {
  return (
    <figure className={styles.card}>
      <div className={styles.preview}>
        <Picture image={image} alt={alt} className={styles.image} sizes="12rem" />
      </div>
      <figcaption className={styles.caption}>
        <span className={styles.title}>{title}</span>
        <ButtonLink to={file} download={fileName} variant="secondary">
          Download Roblox T-Shirt<span className="visually-hidden">: {title}</span>
        </ButtonLink>
      </figcaption>
    </figure>
  )
}
