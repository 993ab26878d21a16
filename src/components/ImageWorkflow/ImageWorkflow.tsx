import * as styles from "./ImageWorkflow.module.css"

interface ImageWorkflowProps {
  imageCount: number
  paragraphs: readonly string[]
  steps: readonly { title: string; text: string }[]
}

/** How a book's pictures were made with AI tools: the story, then the steps. */
export function ImageWorkflow({ imageCount, paragraphs, steps }: ImageWorkflowProps) {
  return (
    <div className={styles.workflow}>
      <p className={styles.count}>
        <span className={styles.number}>About {imageCount}</span> pictures were made this way for the book.
      </p>
      {paragraphs.map(paragraph => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      <ol className={styles.steps}>
        {steps.map(step => (
          <li key={step.title} className={styles.step}>
            <h3 className={styles.stepTitle}>{step.title}</h3>
            <p>{step.text}</p>
          </li>
        ))}
      </ol>
    </div>
  )
}
