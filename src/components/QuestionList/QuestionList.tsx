import * as styles from "./QuestionList.module.css"

interface Question {
  slug: string
  question: string
  answer: readonly string[]
}

/** Questions and their answers, each question a heading with an anchor to link to. */
export function QuestionList({ questions }: { questions: readonly Question[] }) {
  return (
    <div className={styles.list}>
      {questions.map(entry => (
        <section key={entry.slug} id={entry.slug} className={styles.question} aria-labelledby={`${entry.slug}-heading`}>
          <h3 id={`${entry.slug}-heading`}>{entry.question}</h3>
          {entry.answer.map(paragraph => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      ))}
    </div>
  )
}
