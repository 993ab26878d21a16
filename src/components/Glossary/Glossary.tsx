import * as styles from "./Glossary.module.css"

/** Words and what they mean, as a description list (a teaching guide's vocabulary). */
export function Glossary({ entries }: { entries: readonly { word: string; definition: string }[] }) {
  return (
    <dl className={styles.glossary}>
      {entries.map(entry => (
        <div key={entry.word} className={styles.entry}>
          <dt className={styles.word}>{entry.word}</dt>
          <dd className={styles.definition}>{entry.definition}</dd>
        </div>
      ))}
    </dl>
  )
}
