/** The content the generators read from data/, as the content model declares it (the build has checked it by then). */
import fs from "node:fs"
import path from "node:path"
import { readJsonFile } from "../content/json"
import type { BookEntry, TeachingGuideEntry } from "../content/schema"
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

export const TEACHING_GUIDE_FILE = "teaching-guide.json"

/** Every book that has a teaching guide (data/books/<slug>/teaching-guide.json), with its guide, in reading order. */
export function readTeachingGuides(dataDir: string): Array<{ book: BookWithFolder; guide: TeachingGuideEntry }> {
  return readBooks(dataDir).flatMap(book => {
    const file = path.join(book.folder, TEACHING_GUIDE_FILE)
    return fs.existsSync(file) ? [{ book, guide: readJsonFile(file) as TeachingGuideEntry }] : []
  })
}

/** "art-and-design" → "Art and design": an activity's subject as a heading names it. */
export const subjectName = (subject: TeachingGuideEntry["activities"][number]["subject"]): string => capitalised(subject.replace(/-/g, " "))
