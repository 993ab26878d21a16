import type { IGatsbyImageData } from "gatsby-plugin-image"
import { Picture } from "../Picture/Picture"
import * as styles from "./CharacterProfile.module.css"

interface CharacterProfileProps {
  name: string
  role: string
  image: IGatsbyImageData
  alt: string
  description: string
  /** The first book they appear in, which everything here comes from. */
  firstBook: { path: string; name: string }
}

/** The top of a character's page: their picture, role and who they are, as the first book they appear in tells it. */
export function CharacterProfile({ name, role, image, alt, description, firstBook }: CharacterProfileProps) {
  return (
    <div className={styles.profile}>
      <Picture image={image} alt={alt} className={styles.portrait} sizes="18rem" eager />
      <div className={styles.text}>
        <p className={styles.role}>{role}</p>
        <p className={styles.description}>{description}</p>
        <p className={styles.first}>
          You first meet {name} in <a href={firstBook.path}>{firstBook.name}</a>.
        </p>
      </div>
    </div>
  )
}
