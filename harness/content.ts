import crypto from "node:crypto"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { type Chapter, readChapter, loadContent, publishedContent, readJsonFile, showScheduledRequested } from "gatsby-source-chapterverse/node"
import {
  Author,
  Book,
  CharacterQuiz,
  type NewsBlock,
  NewsPost,
  type NewsPostEntry,
  parseFrontMatter,
  parseNewsText,
  SiteSettings,
  TeachingGuide,
} from "gatsby-source-chapterverse"
import { firstChapterPath } from "../src/routes"

/** This repository: the code, the tests' fixtures and node_modules. */
export const PROJECT_ROOT = path.resolve(__dirname, "..")
/**
 * The project whose content and build the tests check: this one, or the copy SITE_PROJECT_ROOT
 * names (scripts/test.sh points it at a copy with an author's changes, made by scripts/changed-content.ts).
 */
export const SITE_ROOT = process.env.SITE_PROJECT_ROOT ? path.resolve(process.env.SITE_PROJECT_ROOT) : PROJECT_ROOT
export const DATA_DIR = path.join(SITE_ROOT, "data")

/** Content as the tests read it: the content model checks its shape, the tests check what the site makes of it. */
export type Json = any // eslint-disable-line @typescript-eslint/no-explicit-any

/**
 * Where this process's content copies go: one folder a process, so that the unit tests' setup
 * removes them all after each test file (about 60 copies of 9 MB a run otherwise stay behind).
 */
export const CONTENT_COPIES_DIR = path.join(os.tmpdir(), `chapterverse-content-copies-${process.pid}`)

/** A throw-away copy of data/ (inside a folder named like the project, so messages read data/…). */
export function copyOfContent(): string {
  fs.mkdirSync(CONTENT_COPIES_DIR, { recursive: true })
  const root = fs.mkdtempSync(path.join(CONTENT_COPIES_DIR, "content-"))
  const copy = path.join(root, "data")
  fs.cpSync(DATA_DIR, copy, { recursive: true })
  return copy
}

export function readJson(dataDir: string, relativePath: string): Json {
  return readJsonFile(path.join(dataDir, relativePath))
}

/** Changes one JSON file of a content copy. */
export function editJson(dataDir: string, relativePath: string, edit: (json: Json) => void): void {
  const json = readJson(dataDir, relativePath)
  edit(json)
  fs.writeFileSync(path.join(dataDir, relativePath), JSON.stringify(json, null, 2))
}

/** A file's SHA-256, to compare two files cheaply (Jest compares large Buffers byte by byte). */
export const fileDigest = (file: string): string => crypto.createHash("sha256").update(fs.readFileSync(file)).digest("hex")

/** Every book's book.json in a content folder, whole, in reading order. */
export const bookEntriesIn = (dataDir: string): Json[] =>
  fs
    .readdirSync(path.join(dataDir, "books"))
    .map(folder => readJson(dataDir, `books/${folder}/book.json`))
    .sort((a, b) => a.number - b.number)

/** data/ as the build reads it: checked against the content model, and typed by it. */
export const checkedContent = loadContent(DATA_DIR)

/** data/site/site.json. */
export const siteSettings = checkedContent.single(SiteSettings).value

/** Every book's book.json, whole, in reading order. */
export const bookEntries: Json[] = checkedContent
  .entries(Book)
  .map(entry => entry.value)
  .sort((a, b) => a.number - b.number)

export const books: Array<{ slug: string; number: number; label: string; title: string; status: string }> = bookEntries

/** The books with a first chapter, each with the chapter as the build reads it from its Markdown file. */
export const booksWithFirstChapter: Array<{ book: Json; chapter: Chapter; path: string }> = bookEntries
  .filter(book => book.firstChapter)
  .map(book => ({
    book,
    chapter: readChapter(path.join(DATA_DIR, "books", book.slug, book.firstChapter.file)),
    path: firstChapterPath(book.slug),
  }))

/** The first book whose data has what a test needs, or an error saying that no book in data/ has it. */
export function firstBookWith(needed: string, has: (book: Json) => unknown): Json {
  const book = bookEntries.find(has)
  if (!book) throw new Error(`No book in data/ has ${needed} to try`)
  return book
}

/** The character quiz (data/quiz/character-quiz.json), whole. */
export const characterQuiz: Json = checkedContent.single(CharacterQuiz).value
/** Every teaching guide (data/teaching-guides/<book slug>/teaching-guide.json), whole, in the books' reading order. */
export const teachingGuides: Json[] = bookEntries.flatMap(book =>
  checkedContent
    .entries(TeachingGuide)
    .filter(guide => guide.value.book === book.slug)
    .map(guide => guide.value),
)

/**
 * Every news post the build shows (data/news/<slug>/post.md; not one scheduled for a day after today, unless
 * SHOW_SCHEDULED=1), newest first: its front matter's fields, its text as the build reads it, and its file.
 */
export const newsPosts: Array<NewsPostEntry & { body: NewsBlock[]; file: string }> = publishedContent(checkedContent, { show: showScheduledRequested() })
  .entries(NewsPost)
  .map(entry => {
    const parsed = parseFrontMatter(fs.readFileSync(entry.file, "utf8"))
    if ("problem" in parsed) throw new Error(`${entry.file}: ${parsed.problem.problem}`)
    return { ...entry.value, body: parseNewsText(parsed.body), file: entry.file }
  })
  .sort((a, b) => b.date.localeCompare(a.date))

/** Rewrites a news post's Markdown file (data/news/<slug>/post.md) in a copy of data/. */
export function editNewsPost(dataDir: string, slug: string, edit: (markdown: string) => string): void {
  const file = path.join(dataDir, "news", slug, "post.md")
  fs.writeFileSync(file, edit(fs.readFileSync(file, "utf8")))
}

/** Dates a news post of a copy of data/ to `date` (YYYY-MM-DD), as the author writes it in its front matter: a day to come schedules it. */
export function redateNewsPost(dataDir: string, slug: string, date: string): void {
  editNewsPost(dataDir, slug, markdown => {
    if (!/^date:.*$/m.test(markdown)) throw new Error(`data/news/${slug}/post.md has no date line`)
    return markdown.replace(/^date:.*$/m, `date: ${date}`)
  })
}

/** data/author/author.json. */
export const authorEntry: Json = checkedContent.single(Author).value
