import type { IGatsbyImageData } from "gatsby-plugin-image"
import { Picture } from "../Picture/Picture"
import * as styles from "./CharacterCard.module.css"

interface CharacterCardProps {
  name: string
  role: string
  image: IGatsbyImageData
  alt: string
  description: string
  /** The character's own page, which the name links to. */
  path: string
}

/** A character profile on a book page and on /characters: the name leads to the character's own page. */
export function CharacterCard({ name, role, image, alt, description, path }: CharacterCardProps) {
  return (
    <article className={styles.card}>
      <Picture image={image} alt={alt} className={styles.portrait} sizes="(min-width: 60rem) 10rem, 8rem" />
      <div>
        <h3 className={styles.name}>
          <a href={path}>{name}</a>
        </h3>
        <p className={styles.role}>{role}</p>
        <p className={styles.description}>{description}</p>
      </div>
    </article>
  )
}
