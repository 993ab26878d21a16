/** The content the generators read, from data/ as the build checked it (gatsby-source-chapterverse's checkedContentOfThisBuild, or its loadContent). */
import path from "node:path"
import type { ContentEntries } from "gatsby-source-chapterverse/node"
import { Book, collections, TeachingGuide, type BookEntry, type TeachingGuideEntry } from "gatsby-source-chapterverse"
import { capitalised } from "../text/format"

export interface BookWithFolder extends BookEntry {
  /** data/books/<slug>/: where the book's pictures are. */
  folder: string
}

/** Every book, in reading order. */
export function booksOf(content: ContentEntries): BookWithFolder[] {
  return content
    .entries(Book)
    .map(book => ({ ...book.value, folder: path.dirname(book.file) }))
    .sort((a, b) => a.number - b.number)
}

/** "Book One: The Discovery". */
export const bookName = (book: Pick<BookEntry, "label" | "title">): string => `${book.label}: ${book.title}`

/**
 * Where a book's teaching guide is, relative to data/: teaching-guides/<book slug>/teaching-guide.json,
 * from the content model's pattern. Not beside book.json: the web editor lists every JSON file of a folder.
 */
export function teachingGuideFile(bookSlug: string): string {
  const pattern = collections.find(collection => collection.type === TeachingGuide)?.file
  if (!pattern) throw new Error("The content model has no collection of teaching guides")
  return pattern.replace("*", bookSlug)
}

/** Every book that has a teaching guide, with its guide, in reading order. */
export function teachingGuidesOf(content: ContentEntries): Array<{ book: BookWithFolder; guide: TeachingGuideEntry }> {
  // The checks make each guide name a book, the one its folder is named after.
  const guides = content.entries(TeachingGuide).map(guide => guide.value)
  return booksOf(content).flatMap(book => guides.filter(guide => guide.book === book.slug).map(guide => ({ book, guide })))
}

/** "art-and-design" → "Art and design": an activity's subject as a heading names it. */
export const subjectName = (subject: TeachingGuideEntry["activities"][number]["subject"]): string => capitalised(subject.replace(/-/g, " "))
