import * as styles from "./DiscussionQuestions.module.css"

interface DiscussionGroup {
  chapters: string
  heading: string
  questions: readonly string[]
}

/** A teaching guide's questions for a class, a group for each stretch of chapters, numbered. */
export function DiscussionQuestions({ groups }: { groups: readonly DiscussionGroup[] }) {
  return (
    <div className={styles.groups}>
      {groups.map((group, index) => {
        const id = `discussion-${index + 1}`
        return (
          <section key={group.chapters} className={styles.group} aria-labelledby={id}>
            <h3 id={id} className={styles.heading}>
              <span className={styles.chapters}>{group.chapters}</span>
              <span className="visually-hidden">: </span>
              {group.heading}
            </h3>
            <ol className={styles.questions}>
              {group.questions.map(question => (
                <li key={question}>{question}</li>
              ))}
            </ol>
          </section>
        )
      })}
    </div>
  )
}
