import type { Ref } from "react"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { Picture } from "../Picture/Picture"
import * as styles from "./QuizResultCard.module.css"

/** A character the quiz can give, with what its card needs: the name and picture come from the book. */
export interface QuizCharacter {
  /** The character's slug, which the quiz's answers point to. */
  character: string
  name: string
  image: IGatsbyImageData
  alt: string
  /** The quiz's warm line for a reader who gets this character. */
  line: string
  /** The character's own page (/characters/<slug>), and the name of the book the quiz takes them from ("Book One: The Discovery"). */
  path: string
  bookName: string
}

interface QuizResultCardProps {
  character: QuizCharacter
  /** The card's heading: the name in a list of characters, "Your character: …" as the quiz's result. */
  heading: string
  headingLevel: 2 | 3
  /** The result's heading takes focus when the result appears. */
  headingRef?: Ref<HTMLHeadingElement>
}

/** A character as the quiz's result, or in the list of everyone the quiz can give: picture, name, line, and a link to their own page. */
export function QuizResultCard({ character, heading, headingLevel, headingRef }: QuizResultCardProps) {
  const Heading = headingLevel === 2 ? "h2" : "h3"
  return (
    <article className={styles.card}>
      <Picture image={character.image} alt={character.alt} className={styles.portrait} sizes="(min-width: 60rem) 10rem, 8rem" />
      <div className={styles.text}>
        <Heading className={styles.name} ref={headingRef} tabIndex={headingRef ? -1 : undefined}>
          {heading}
        </Heading>
        <p className={styles.line}>{character.line}</p>
        <a href={character.path} className={styles.bookLink}>
          Meet {character.name} in {character.bookName}
        </a>
      </div>
    </article>
  )
}
