/**
 * The entries of data/ that have addresses of their own (a book, a character, a news post), as
 * one version of the content names them: what the address history (earlierAddresses.ts) follows
 * from version to version. Pure: it reads values, not files or git.
 */
import nodePath from "node:path"
import { Book, NewsPost } from "gatsby-source-chapterverse"
import type { CheckedContent } from "gatsby-source-chapterverse/node"
import { artworkBookPath, artworkCharacterPath, bookPath, characterPath, firstChapterPath, newsPostPath, PAGES, teachingGuidePath } from "../routes"

/** One version of an entry with addresses, as read from a file of data/ (today's or an earlier commit's). */
export interface AddressedEntry {
  /**
   * What stays the same when the entry is renamed: its file, which the web editor never moves
   * (a book's or a post's folder), and for a character, their book's file and their picture.
   */
  identity: string
  /**
   * Its addresses in a fixed order for its kind, its own page first: an earlier version's
   * address leads to the address in the same place now (a book's old first chapter to its new one).
   */
  paths: string[]
  /** How many of `paths` are pages it certainly had (the rest are pages made from other files, if any). */
  ownPages: number
  /** What it is called, for the page that says it has gone. */
  title: string
  /** The list it belongs to, where that page sends the visitor. */
  list: { path: string; title: string }
}

/** A book as any version of book.json writes it, read loosely: an earlier version may lack what today's model asks. */
export interface BookVersion {
  slug?: unknown
  label?: unknown
  title?: unknown
  firstChapter?: unknown
  characters?: unknown
}

/** A news post's fields as any version of its post.md writes them. */
export interface NewsPostVersion {
  slug?: unknown
  title?: unknown
}

const text = (value: unknown): string | undefined => (typeof value === "string" && value.trim() !== "" ? value : undefined)

/** A book's entries: the book itself, then each of its characters. `file` is relative to data/ ("books/x/book.json"). */
export function bookEntries(file: string, book: BookVersion): AddressedEntry[] {
  const slug = text(book.slug)
  if (!slug) return []
  const title = [text(book.label), text(book.title)].filter(Boolean).join(": ") || slug
  const entries: AddressedEntry[] = [
    {
      identity: file,
      // The first chapter's place is kept even when it has none, so that the others keep theirs.
      paths: [bookPath(slug), firstChapterPath(slug), teachingGuidePath(slug), artworkBookPath(slug)],
      ownPages: book.firstChapter ? 2 : 1,
      title,
      list: { path: PAGES.seriesGuide.path, title: PAGES.seriesGuide.title },
    },
  ]
  for (const character of Array.isArray(book.characters) ? (book.characters as unknown[]) : []) {
    const { slug: characterSlug, name, image } = (character ?? {}) as { slug?: unknown; name?: unknown; image?: unknown }
    const key = text(characterSlug)
    if (!key) continue
    entries.push({
      identity: `${file}#${text(image) ?? key}`,
      paths: [characterPath(key), artworkCharacterPath(key)],
      ownPages: 1,
      title: text(name) ?? key,
      list: { path: PAGES.characters.path, title: PAGES.characters.title },
    })
  }
  return entries
}

/** A news post's entry. `file` is relative to data/ ("news/x/post.md"). */
export function newsPostEntries(file: string, post: NewsPostVersion): AddressedEntry[] {
  const slug = text(post.slug)
  if (!slug) return []
  return [
    { identity: file, paths: [newsPostPath(slug)], ownPages: 1, title: text(post.title) ?? slug, list: { path: PAGES.news.path, title: PAGES.news.title } },
  ]
}

/**
 * Today's entries with addresses, from the content the check read (each file of data/ is read once
 * a build, and the entries of data/ not committed yet are today's). `dataDir`: where data/ is.
 */
export function todaysEntries(content: CheckedContent, dataDir: string): AddressedEntry[] {
  const fromData = (file: string) => nodePath.relative(dataDir, file).split(nodePath.sep).join("/")
  return [
    ...content.entries(Book).flatMap(book => bookEntries(fromData(book.file), book.value)),
    ...content.entries(NewsPost).flatMap(post => newsPostEntries(fromData(post.file), post.value)),
  ]
}
