/**
 * The kinds of generated download (GeneratedFile.kind, see generatedFiles.ts) that the pages
 * for teachers and librarians and the author's page list, as the printables' generators name them.
 */
export const CLASSROOM_DOWNLOADS = {
  /** A book's teaching guide as a printable PDF (`book` is the book's slug). */
  teachingGuide: "teaching-guide",
  /** A book's word search, made from its guide's vocabulary (`book` is the book's slug). */
  wordSearch: "word-search",
  colouringPage: "colouring-page",
  readingPassport: "reading-passport",
  /** The press kit: the author's biography, photo and the covers, for journalists and event organisers. */
  pressKit: "press-kit",
} as const

/** The slug of the PDF the build makes of a colouring page (data/artwork/colouring/), by the page's slug. */
export const colouringPageFileSlug = (pageSlug: string): string => `${CLASSROOM_DOWNLOADS.colouringPage}-${pageSlug}`

/** Every kind listed for a class, in the order the pages list them. */
export const CLASSROOM_DOWNLOAD_KINDS: readonly string[] = [
  CLASSROOM_DOWNLOADS.teachingGuide,
  CLASSROOM_DOWNLOADS.wordSearch,
  CLASSROOM_DOWNLOADS.colouringPage,
  CLASSROOM_DOWNLOADS.readingPassport,
]

/** Files in the order their kinds are listed above, then by title. */
export const inClassroomOrder = <T extends { kind: string; title: string }>(files: readonly T[]): T[] =>
  [...files].sort((a, b) => CLASSROOM_DOWNLOAD_KINDS.indexOf(a.kind) - CLASSROOM_DOWNLOAD_KINDS.indexOf(b.kind) || a.title.localeCompare(b.title))

/** The children's activity sheets the artwork page offers ("Print and play"), in its order, each with what a child does with it. */
export const ACTIVITY_SHEETS: Readonly<Record<string, string>> = {
  [CLASSROOM_DOWNLOADS.colouringPage]: "colour in the characters",
  [CLASSROOM_DOWNLOADS.wordSearch]: "hunt for words from the books",
  [CLASSROOM_DOWNLOADS.readingPassport]: "keep a stamp for every book you finish",
}

/** What each activity sheet is called, for the site search: the artwork page is about them (ABOUT_META in src/search/pagefind.ts). */
export const ACTIVITY_SHEET_NAMES: Readonly<Record<string, string>> = {
  [CLASSROOM_DOWNLOADS.colouringPage]: "colouring pages",
  [CLASSROOM_DOWNLOADS.wordSearch]: "word searches",
  [CLASSROOM_DOWNLOADS.readingPassport]: "a reading passport",
}
