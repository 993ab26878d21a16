/** How long a chapter takes to read: for the page, which must not import the chapter's parser (chapter.ts). */

/**
 * Words a minute for the reading time. Hasbrouck and Tindal's reading-fluency norms (2017)
 * put the middle reader of 9 to 12 at about 120 to 150 words a minute, and silent reading at
 * that age is not much quicker; 150 is the middle of the 8 to 14 range the books are for. An
 * eight-year-old may take a little longer, a fourteen-year-old a little less.
 */
export const READING_WORDS_PER_MINUTE = 150

/** Whole minutes, rounded up: "about 9 minutes" should not be an 8-minute promise. */
export const readingMinutes = (wordCount: number): number => Math.max(1, Math.ceil(wordCount / READING_WORDS_PER_MINUTE))
