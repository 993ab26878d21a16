import { Fragment, type ReactNode } from "react"
import type { Chapter, ChapterRun } from "gatsby-source-chapterverse"
import { CHAPTER_TEXT_ID } from "./chapterMarkup"
import * as styles from "./ChapterText.module.css"

function Run({ run }: { run: ChapterRun }) {
  const emphasised = run.emphasis ? <em>{run.text}</em> : run.text
  return run.strong ? <strong>{emphasised}</strong> : emphasised
}

/**
 * A chapter's text as real HTML text (gatsby-source-chapterverse's chapter.ts made it from the author's Markdown):
 * paragraphs of sentences (a <span> each, SENTENCES_SELECTOR), and scene breaks. Its size,
 * spacing, font and background follow the reader's settings (ReadingSettings) through the
 * attributes on <html>; `tools` (the reading toolbar) sit above the text, on its background.
 */
export function ChapterText({ blocks, tools }: { blocks: Chapter["blocks"]; tools?: ReactNode }) {
  return (
    <div className={styles.chapter}>
      {tools && <div className={styles.tools}>{tools}</div>}
      <div id={CHAPTER_TEXT_ID} className={styles.text}>
        {blocks.map((block, index) =>
          block.kind === "scene-break" ? (
            <hr key={index} className={styles.sceneBreak} />
          ) : (
            <p key={index}>
              {block.sentences.map((sentence, at) => (
                <Fragment key={at}>
                  {at > 0 && " "}
                  <span>
                    {sentence.map((run, part) => (
                      <Run key={part} run={run} />
                    ))}
                  </span>
                </Fragment>
              ))}
            </p>
          ),
        )}
      </div>
    </div>
  )
}
