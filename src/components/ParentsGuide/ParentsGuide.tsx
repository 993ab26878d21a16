import { PARENTS_GUIDE_TOPICS, type ParentsGuideTopic } from "gatsby-source-chapterverse"
import { capitalised } from "../../text/format"
import * as styles from "./ParentsGuide.module.css"

interface ParentsGuideProps {
  summary: string
  topics: readonly { topic: string; level: string; text: string }[]
  goodFor: readonly { heading: string; text: string }[]
}

const TOPIC_ORDER = Object.keys(PARENTS_GUIDE_TOPICS) as ParentsGuideTopic[]
/** "mild" → "Mild": the level as the guide writes it, from the one list of levels in the content model. */

/**
 * What a parent checks before a child reads a book: each category parents know, with its
 * level in words (never colour alone) and a sentence or two, then what the book is good for.
 */
export function ParentsGuide({ summary, topics, goodFor }: ParentsGuideProps) {
  const ordered = [...topics].sort((a, b) => TOPIC_ORDER.indexOf(a.topic as ParentsGuideTopic) - TOPIC_ORDER.indexOf(b.topic as ParentsGuideTopic))
  return (
    <div className={styles.guide}>
      <p className={styles.summary}>{summary}</p>
      <ul className={styles.topics}>
        {ordered.map(entry => (
          <li key={entry.topic} className={styles.topic}>
            <h3 className={styles.topicHeading}>
              {PARENTS_GUIDE_TOPICS[entry.topic as ParentsGuideTopic]}
              <span className={`${styles.level} ${styles[entry.level] ?? ""}`}>
                <span className="visually-hidden">: </span>
                {capitalised(entry.level)}
              </span>
            </h3>
            <p>{entry.text}</p>
          </li>
        ))}
      </ul>
      <h3 className={styles.goodForHeading}>What it is good for</h3>
      <ul className={styles.goodFor}>
        {goodFor.map(strength => (
          <li key={strength.heading}>
            <strong>{strength.heading}.</strong> {strength.text}
          </li>
        ))}
      </ul>
    </div>
  )
}
