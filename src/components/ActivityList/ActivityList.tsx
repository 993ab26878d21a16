import { capitalised } from "../../text/format"
import * as styles from "./ActivityList.module.css"

interface Activity {
  slug: string
  title: string
  subject: string
  curriculumLink: string
  text: string
  steps: readonly string[]
}

/** "art-and-design" → "Art and design": a subject as the guides name it, in words. */
export const subjectName = (subject: string): string => capitalised(subject.split("-").join(" "))

/** A teaching guide's classroom activities: each with its subject, its curriculum link and its steps. */
export function ActivityList({ activities }: { activities: readonly Activity[] }) {
  return (
    <div className={styles.activities}>
      {activities.map(activity => (
        <article key={activity.slug} id={activity.slug} className={styles.activity} aria-labelledby={`${activity.slug}-heading`}>
          <p className={styles.subject}>
            <span className="visually-hidden">Subject: </span>
            {subjectName(activity.subject)}
          </p>
          <h3 id={`${activity.slug}-heading`} className={styles.title}>
            {activity.title}
          </h3>
          <p>{activity.text}</p>
          <ol className={styles.steps}>
            {activity.steps.map(step => (
              <li key={step}>{step}</li>
            ))}
          </ol>
          <p className={styles.curriculum}>
            <strong>Curriculum link: </strong>
            {activity.curriculumLink}
          </p>
        </article>
      ))}
    </div>
  )
}
