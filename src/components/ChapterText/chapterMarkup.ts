/**
 * How the chapter's HTML marks what "Read it to me" reads, shared by ChapterText (the server's
 * HTML) and ReadAloud (in the browser), which must not import ChapterText's stylesheet.
 */
export const CHAPTER_TEXT_ID = "chapter-text"
/**
 * Each sentence, for ReadAloud to read and highlight in turn: a paragraph's <span>s, the only
 * spans ChapterText writes (emphasis is <em> and <strong>). No attribute marks them: on some
 * 200 sentences one cost the page about 90 bytes brotli of the first 14 KB.
 */
export const SENTENCES_SELECTOR = `#${CHAPTER_TEXT_ID} > p > span`
/** On the sentence being read aloud. */
export const READING_NOW_ATTRIBUTE = "data-reading-now"
