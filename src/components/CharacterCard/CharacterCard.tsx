import { graphql } from "gatsby"
import { imageData } from "../Picture/imageData"
import { Picture } from "../Picture/Picture"
import * as styles from "./CharacterCard.module.css"

interface CharacterCardProps {
  character: Queries.CharacterCardFragment
  /** The character's own page, which the name links to. */
  path: string
}

/** A character profile on a book page and on /characters: the name leads to the character's own page. */
export function CharacterCard({ character, path }: CharacterCardProps) {
  return (
    <article className={styles.card}>
      <Picture image={imageData(character.image, character.name)} alt={character.alt} className={styles.portrait} sizes="(min-width: 60rem) 10rem, 8rem" />
      <div>
        <h3 className={styles.name}>
          <a href={path}>{character.name}</a>
        </h3>
        <p className={styles.role}>{character.role}</p>
        <p className={styles.description}>{character.description}</p>
      </div>
    </article>
  )
}

export const characterCardFragment = graphql`
  fragment CharacterCard on BookCharacter {
    ...CharacterEntry
    image {
      ...PortraitImage
    }
  }
`
