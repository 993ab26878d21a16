/** The content the generators read from data/, as the content model declares it (the build has checked it by then). */
import fs from "node:fs"
import path from "node:path"
import { readJsonFile } from "../content/json"
import { collections, TeachingGuide, type BookEntry, type TeachingGuideEntry } from "../content/schema"
import { capitalised } from "../utils/format"

export interface BookWithFolder extends BookEntry {
  /** data/books/<slug>/: where the book's pictures are. */
  folder: string
}

/** Every book, in reading order. */
export function readBooks(dataDir: string): BookWithFolder[] {
  const booksDir = path.join(dataDir, "books")
  return fs
    .readdirSync(booksDir)
    .filter(folder => fs.existsSync(path.join(booksDir, folder, "book.json")))
    .map(folder => ({ ...(readJsonFile(path.join(booksDir, folder, "book.json")) as BookEntry), folder: path.join(booksDir, folder) }))
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
export function readTeachingGuides(dataDir: string): Array<{ book: BookWithFolder; guide: TeachingGuideEntry }> {
  return readBooks(dataDir).flatMap(book => {
    const file = path.join(dataDir, teachingGuideFile(book.slug))
    return fs.existsSync(file) ? [{ book, guide: readJsonFile(file) as TeachingGuideEntry }] : []
  })
}

/** "art-and-design" → "Art and design": an activity's subject as a heading names it. */
export const subjectName = (subject: TeachingGuideEntry["activities"][number]["subject"]): string => capitalised(subject.replace(/-/g, " "))
