import type { IGatsbyImageData } from "gatsby-plugin-image"
import { Picture } from "../Picture/Picture"
import * as styles from "./CharacterCard.module.css"

interface CharacterCardProps {
  name: string
  role: string
  image: IGatsbyImageData
  alt: string
  description: string
}

/** A character profile on a book page. */
export function CharacterCard({ name, role, image, alt, description }: CharacterCardProps) {
  return (
    <article className={styles.card}>
      <Picture image={image} alt={alt} className={styles.portrait} sizes="(min-width: 60rem) 10rem, 8rem" />
      <div>
        <h3 className={styles.name}>{name}</h3>
        <p className={styles.role}>{role}</p>
        <p className={styles.description}>{description}</p>
      </div>
    </article>
  )
}
