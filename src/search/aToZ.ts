/**
 * The A to Z (/a-to-z): every page of the site, grouped by topic, from the pages as Gatsby knows
 * them (allSitePage) and the content that names them. A page of a kind added later (a book, a
 * post, a character's page) appears with no change here; a page of a kind this does not know yet
 * is listed under "More pages", named from its address, until it is given a topic below.
 */
import { artworkFilters, type BookWithCharacters, type TaggedArtwork } from "../artwork/artworkFilters"
import {
  bookPath,
  characterPath,
  firstChapterPath,
  HOME,
  newsPostPath,
  PAGES,
  SCHOOL_VISITS_PATH,
  teachingGuidePath,
  teachingGuideTitle,
  type SitePage,
} from "../routes"
import { isFurtherPageOf } from "../lists/pagination"

export interface AToZEntry {
  /** The page's address, or a section of it ("/book-one-the-discovery#parents-guide"). */
  path: string
  title: string
}

export interface AToZTopic {
  heading: string
  entries: AToZEntry[]
}

export interface AToZContent {
  seriesName: string
  /** Every page the build made, by its address. */
  pages: readonly string[]
  /** Addresses that are not pages of their own: the 404 page, old addresses that send visitors on. */
  notPages: readonly string[]
  books: ReadonlyArray<BookWithCharacters & { hasParentsGuide: boolean }>
  newsPosts: ReadonlyArray<{ slug: string; title: string }>
  artworks: readonly TaggedArtwork[]
}

/** The topics in the order the page shows them; each lists its pages in the site's own order. */
export const TOPICS = {
  books: "The books",
  characters: "The characters",
  activities: "Free downloads and things to do",
  media: "Videos and music",
  news: "News and events",
  parents: "For parents",
  teachers: "For teachers and librarians",
  shop: "The shop",
  about: "About the author and this site",
  more: "More pages",
} as const

type Topic = keyof typeof TOPICS

const pageNumberOf = (path: string) => Number(path.split("/").pop())

const fixed = (page: SitePage, topic: Topic, title = page.title) => ({ path: page.path, topic, title })

/** "/characters/leo-drake" → "Leo drake": a name for a page of a kind the A to Z does not know yet. */
const nameFromAddress = (path: string) => {
  const last = decodeURIComponent(path.split("/").filter(Boolean).pop() ?? path).replace(/-/g, " ")
  return last.charAt(0).toUpperCase() + last.slice(1)
}

export function aToZTopics(content: AToZContent): AToZTopic[] {
  // Each character once, in the order the books introduce them, named as the first book names them.
  const characters = new Map<string, string>()
  for (const character of content.books.flatMap(book => book.characters)) if (!characters.has(character.slug)) characters.set(character.slug, character.name)
  // Every page the A to Z knows, in its topic's order.
  const known: Array<{ path: string; topic: Topic; title: string }> = [
    { path: HOME.path, topic: "books", title: `${HOME.label}: ${content.seriesName}` },
    fixed(PAGES.seriesGuide, "books"),
    ...content.books.flatMap(book => [
      { path: bookPath(book.slug), topic: "books" as const, title: `${book.label}: ${book.title}` },
      { path: firstChapterPath(book.slug), topic: "books" as const, title: `${book.label}: ${book.title}, the first chapter` },
    ]),
    fixed(PAGES.characters, "characters"),
    ...[...characters].map(([slug, name]) => ({ path: characterPath(slug), topic: "characters" as const, title: name })),
    fixed(PAGES.characterQuiz, "characters"),
    ...artworkFilters(content.artworks, content.books).flatMap(filter =>
      filter.kind === "character" ? [{ path: filter.path, topic: "characters" as const, title: filter.heading }] : [],
    ),
    fixed(PAGES.artwork, "activities", `${PAGES.artwork.title}: pictures, colouring pages and word searches`),
    ...artworkFilters(content.artworks, content.books).flatMap(filter =>
      filter.kind === "book" ? [{ path: filter.path, topic: "activities" as const, title: filter.heading }] : [],
    ),
    fixed(PAGES.roblox, "activities"),
    fixed(PAGES.videos, "media"),
    fixed(PAGES.music, "media"),
    fixed(PAGES.news, "news"),
    ...content.newsPosts.map(post => ({ path: newsPostPath(post.slug), topic: "news" as const, title: post.title })),
    fixed(PAGES.events, "news"),
    fixed(PAGES.teachers, "teachers"),
    ...content.books.map(book => ({ path: teachingGuidePath(book.slug), topic: "teachers" as const, title: teachingGuideTitle(book) })),
    fixed(PAGES.shop, "shop"),
    fixed(PAGES.aboutTheAuthor, "about"),
    fixed(PAGES.privacyPolicy, "about"),
    fixed(PAGES.accessibility, "about"),
  ]
  const built = new Set(content.pages)
  const left = new Set(content.pages.filter(page => !content.notPages.includes(page) && page !== PAGES.aToZ.path))
  const entries: Array<{ path: string; topic: Topic; title: string }> = []
  for (const entry of known) {
    if (!left.has(entry.path)) continue
    left.delete(entry.path)
    entries.push(entry)
    // A list's further pages (src/lists/pagination.ts) follow its first, under its topic.
    const further = [...left].filter(page => isFurtherPageOf(entry.path, page)).sort((a, b) => pageNumberOf(a) - pageNumberOf(b))
    for (const page of further) {
      left.delete(page)
      entries.push({ path: page, topic: entry.topic, title: `${entry.title}, page ${pageNumberOf(page)}` })
    }
  }
  // Sections of pages that a visitor looks for by name.
  for (const book of content.books)
    if (book.hasParentsGuide && built.has(bookPath(book.slug)))
      entries.push({ path: `${bookPath(book.slug)}#parents-guide`, topic: "parents", title: `${book.label}: ${book.title}, a guide for parents` })
  if (built.has(PAGES.teachers.path)) entries.push({ path: SCHOOL_VISITS_PATH, topic: "teachers", title: "School and library visits" })
  for (const path of [...left].sort()) entries.push({ path, topic: "more", title: nameFromAddress(path) })

  return (Object.keys(TOPICS) as Topic[])
    .map(topic => ({ heading: TOPICS[topic], entries: entries.filter(entry => entry.topic === topic).map(({ path, title }) => ({ path, title })) }))
    .filter(topic => topic.entries.length > 0)
}
