/**
 * How the chapter's HTML marks what "Read it to me" reads, shared by ChapterText (the server's
 * HTML) and ReadAloud (in the browser), which must not import ChapterText's stylesheet.
 */
export const CHAPTER_TEXT_ID = "chapter-text"
/** On each sentence, for ReadAloud to read and highlight in turn. */
export const SENTENCE_ATTRIBUTE = "data-sentence"
/** On the sentence being read aloud. */
export const READING_NOW_ATTRIBUTE = "data-reading-now"
