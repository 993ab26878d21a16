import fs from "node:fs"
import path from "node:path"
import { isDeepStrictEqual } from "node:util"
import { JSDOM } from "jsdom"
import sharp from "sharp"
import { Artwork, ColouringPage } from "gatsby-source-chapterverse"
import { teachingGuideFile } from "../src/downloads/generatorContent"
import { GENERATED_FILES_MANIFEST, type GeneratedFile } from "../src/downloads/generatedFiles"
import { builtHtmlFile } from "gatsby-plugin-islands/node"
import {
  artworkBookPath,
  artworkCharacterPath,
  bookPath,
  characterPath,
  DATED_DOCUMENT_PAGES,
  HOME,
  newsPostPath,
  PAGES,
  teachingGuidePath,
  teachingGuideTitle,
} from "../src/routes"
import { seriesCharacters, type SeriesCharacter } from "../src/books/characters"
import { formatFileSize } from "../src/text/format"
import { TEMPLATES } from "../src/gatsby-node/pagesFromData"
import { ARTWORK_PAGE_SIZE, listPages, pageOf } from "../src/lists/pagination"
import {
  bookEntries,
  books,
  booksWithFirstChapter,
  checkedContent,
  DATA_DIR,
  newsPosts,
  PROJECT_ROOT,
  SITE_ROOT,
  siteSettings,
  teachingGuides,
  type Json,
} from "./content"

export const PUBLIC_DIR = path.join(SITE_ROOT, "public")
/** Beside the build they show, so a run on a copy of the project (SITE_PROJECT_ROOT) leaves this project's screenshots alone. */
export const SCREENSHOTS_DIR = path.join(SITE_ROOT, "test-results/screenshots")
/**
 * Whether the browser test saves a whole-page screenshot of every route at each width (`SCREENSHOTS=1`):
 * a quarter of its CPU, and nothing asserts on them, so a run takes them only when somebody will look.
 */
export const SAVES_PAGE_SCREENSHOTS = process.env.SCREENSHOTS === "1"
export const site = siteSettings

export interface Route {
  path: string
  /** The page's own title (before " | ChapterVerse") and its h1. */
  title: string
  h1: string
}

/** The artwork as data/artwork/artwork.json lists it, with its tags. */
export const artworks: Json[] = checkedContent.entries(Artwork).map(entry => entry.value)

/**
 * Every character of the books once (the same slug in two books is one character), in the order
 * the books introduce them, named as the first book names them.
 */
export const characters: Array<{ slug: string; name: string }> = bookEntries
  .flatMap(book => book.characters as Json[])
  .filter((character, index, all) => all.findIndex(other => other.slug === character.slug) === index)

/**
 * The artwork page's filter pages, as data/ says they must be: one for each book, then each
 * character, that has a picture tagged with it, with the pictures it must show in order.
 */
export const artworkFilterPages: Array<Route & { kind: "book" | "character"; label: string; artworks: Json[] }> = [
  ...books.map(book => ({
    kind: "book" as const,
    path: artworkBookPath(book.slug),
    label: `${book.label}: ${book.title}`,
    title: `Artwork from ${book.label}: ${book.title}`,
    artworks: artworks.filter(artwork => artwork.books.includes(book.slug)),
  })),
  ...characters.map(character => ({
    kind: "character" as const,
    path: artworkCharacterPath(character.slug),
    label: character.name,
    title: `Pictures of ${character.name}`,
    artworks: artworks.filter(artwork => (artwork.characters ?? []).includes(character.slug)),
  })),
]
  .filter(filter => filter.artworks.length > 0)
  .map(filter => ({ ...filter, h1: filter.title }))

/**
 * The artwork's lists, /artwork and each filter page, each split into its pages of
 * ARTWORK_PAGE_SIZE (src/lists/pagination.ts) as data/ says: each page's address, its title and
 * h1 ("Free Downloads", then "Free Downloads, page 2 of 3"), its place and the pictures it shows.
 */
export const artworkLists: Array<{
  path: string
  title: string
  artworks: Json[]
  pages: Array<Route & { number: number; count: number; previous: string | null; next: string | null; artworks: Json[] }>
}> = [{ path: PAGES.artwork.path, title: PAGES.artwork.title, artworks }, ...artworkFilterPages].map(list => ({
  path: list.path,
  title: list.title,
  artworks: list.artworks,
  pages: listPages(list.path, list.artworks.length, ARTWORK_PAGE_SIZE).map(page => {
    const title = page.number > 1 ? `${list.title}, ${pageOf(page).toLowerCase()}` : list.title
    const { path, number, count, previous, next } = page
    return { path, number, count, previous, next, title, h1: title, artworks: list.artworks.slice(page.skip, page.skip + page.limit) }
  }),
}))

/** Every page of every artwork list: /artwork, its further pages, each filter page and theirs. */
export const artworkListPages = artworkLists.flatMap(list => list.pages)

/** The colouring pages as data/artwork/colouring/colouring-pages.json lists them, with their tags. */
export const colouringPages: Json[] = checkedContent.entries(ColouringPage).map(entry => entry.value)

/**
 * Every character's page, as data/ says it must be (src/books/characters.ts, the rule the site
 * follows, read here from data/ as the tests read it): its address, title and h1, the first book
 * they appear in and each later one, and the pictures and colouring pages tagged with them.
 */
export const characterPages: Array<Route & SeriesCharacter<Json, Json> & { artworks: Json[]; colouring: Json[] }> = seriesCharacters<Json>(bookEntries).map(
  character => ({
    ...character,
    path: characterPath(character.slug),
    title: `${character.name}: ${character.first.character.role}`,
    h1: character.name,
    artworks: artworks.filter(artwork => (artwork.characters ?? []).includes(character.slug)),
    colouring: colouringPages.filter(page => (page.characters ?? []).includes(character.slug)),
  }),
)

/**
 * The character pages the quality gate and the per-route tests walk: one template, so two stand
 * for them all (__tests__/site/character-pages.test.ts checks every one's content): the one with
 * the most of what a page can hold (spoilers from later books, pictures, a colouring page), and
 * the first met in a later book than the first (nothing behind a spoiler there, today).
 */
export const CHARACTER_PAGES_TO_CHECK = (() => {
  const richness = (page: (typeof characterPages)[number]) =>
    [page.later.length > 0, page.artworks.length > 0, page.colouring.length > 0].filter(Boolean).length
  const richest = [...characterPages].sort((a, b) => richness(b) - richness(a))[0]
  const firstNumber = Math.min(...characterPages.map(page => page.first.book.number))
  const metLater = characterPages.find(page => page.first.book.number > firstNumber && page !== richest)
  return [richest, metLater].filter((page): page is (typeof characterPages)[number] => page !== undefined)
})()

/**
 * Every canonical route of the site, with what its title and h1 must say (src/routes.ts and the
 * site settings), and the file it is built from: its page in src/pages/, or its template.
 */
export const ROUTES_TO_CHECK: Array<Route & { template: string }> = [
  { path: HOME.path, title: `${site.seriesName}: ${site.tagline}`, h1: `${site.seriesName}: ${site.tagline}`, template: "src/pages/index.tsx" },
  ...Object.values(PAGES).map(page => ({
    path: page.path,
    title: page.title,
    h1: page.title,
    // The artwork page shares its filter pages' template; the dated documents have one of their own.
    template:
      page.path === PAGES.artwork.path
        ? TEMPLATES.artwork
        : Object.values(DATED_DOCUMENT_PAGES).some(dated => dated.page.path === page.path)
          ? TEMPLATES.datedDocument
          : `src/pages${page.path}.tsx`,
  })),
  ...books.map(book => ({ path: bookPath(book.slug), title: `${book.label}: ${book.title}`, h1: `${book.label} ${book.title}`, template: TEMPLATES.book })),
  ...booksWithFirstChapter.map(({ book, chapter, path }) => ({
    path,
    title: `${book.label}: ${book.title}, the first chapter`,
    h1: chapter.title,
    template: TEMPLATES.firstChapter,
  })),
  ...teachingGuides.map(guide => {
    const book = books.find(candidate => candidate.slug === guide.book)
    if (!book) throw new Error(`data/${teachingGuideFile(guide.book)} names no book`)
    return { path: teachingGuidePath(book.slug), title: teachingGuideTitle(book), h1: teachingGuideTitle(book), template: TEMPLATES.teachingGuide }
  }),
  // Every news post: a post's text is the author's own, each with its own links and headings.
  ...newsPosts.map(post => ({ path: newsPostPath(post.slug), title: post.title, h1: post.title, template: TEMPLATES.newsPost })),
  // The artwork's filter pages are one template with different pictures: the first book's and the
  // first character's stand for them all, so the quality gate's time does not grow with every
  // character the author tags (__tests__/site/artwork-page.test.ts checks every filter page's content).
  ...[artworkFilterPages.find(filter => filter.kind === "book"), artworkFilterPages.find(filter => filter.kind === "character")]
    .filter((filter): filter is (typeof artworkFilterPages)[number] => filter !== undefined)
    .map(({ path, title, h1 }) => ({ path, title, h1, template: TEMPLATES.artwork })),
  // A further page of /artwork stands for every list's further pages (its last, the one most likely
  // to be short), when data/ has pictures for more than one page.
  ...artworkLists[0].pages
    .slice(1)
    .slice(-1)
    .map(({ path, title, h1 }) => ({ path, title, h1, template: TEMPLATES.artwork })),
  // Likewise the characters' pages: two stand for them all in the quality gate (see CHARACTER_PAGES_TO_CHECK).
  ...CHARACTER_PAGES_TO_CHECK.map(({ path, title, h1 }) => ({ path, title, h1, template: TEMPLATES.character })),
]

/** On a copy of the project, the routes whose HTML differs from the project's build (every route if `_headers` does); none on the project itself. */
const CHANGED_ROUTES: Route[] | undefined = SITE_ROOT === PROJECT_ROOT ? undefined : routesChangedFromProjectBuild()

/**
 * The routes the per-route browser tests of the site project open, their slowest part. On a copy
 * of the project (SITE_PROJECT_ROOT: npm test's copy with an author's changes), only those whose
 * HTML differs from this project's build, which the same run made and tested: every file a page
 * loads is named by its content (pictures, island scripts), so a page with the same HTML and the
 * same headers is the same page. docs/testing.md says why this cannot miss a content defect.
 */
export const ROUTES_TO_RENDER: Route[] =
  // A copy that changed no page still has its home page opened: Jest refuses an empty table.
  CHANGED_ROUTES === undefined ? ROUTES_TO_CHECK : CHANGED_ROUTES.length > 0 ? CHANGED_ROUTES : ROUTES_TO_CHECK.slice(0, 1)

/**
 * On a copy of the project, the routes of ROUTES_TO_CHECK whose HTML and headers are the project's
 * build's: the same run's visits passed them there at both widths (browser.test.ts: status,
 * title, heading, script errors, other hosts, the policy; phone-visit.test.ts: axe), so the copy's
 * smoke pass leaves them out. None on the project itself.
 */
export const ROUTES_PASSED_ON_THE_PROJECT: ReadonlySet<string> = new Set(
  CHANGED_ROUTES === undefined ? [] : ROUTES_TO_CHECK.filter(route => !CHANGED_ROUTES.some(changed => changed.path === route.path)).map(route => route.path),
)

function routesChangedFromProjectBuild(): Route[] {
  const html = (root: string, route: string) => {
    const file = path.join(root, "public", builtFileOf(route))
    return fs.existsSync(file) ? fs.readFileSync(file, "utf8") : undefined
  }
  const headers = (root: string) => fs.readFileSync(path.join(root, "public", "_headers"), "utf8")
  if (headers(SITE_ROOT) !== headers(PROJECT_ROOT)) return ROUTES_TO_CHECK
  return ROUTES_TO_CHECK.filter(route => html(SITE_ROOT, route.path) !== html(PROJECT_ROOT, route.path))
}

/**
 * Whether the browser tests of one page run on this build: always on the project's own; on a
 * copy with an author's changes (SITE_PROJECT_ROOT), only where they could answer otherwise
 * than on the project's build, which the same run tested: when the page's HTML or headers
 * changed (as ROUTES_TO_RENDER), or what the tests expect of it, read by `expected` from a
 * content folder, did. docs/testing.md says why this cannot miss a content defect.
 */
export function runsBrowserTestsOf(route: string, expected: (dataDir: string) => unknown): boolean {
  if (CHANGED_ROUTES === undefined) return true
  return CHANGED_ROUTES.some(changed => changed.path === route) || !isDeepStrictEqual(expected(DATA_DIR), expected(path.join(PROJECT_ROOT, "data")))
}

/**
 * The routes the header's menu links to: home, every book and every fixed page with a menu label.
 * The others (the privacy policy, the pages for teachers and about the author, the teaching
 * guides) are linked from the footer and from one another; the first chapters from their books;
 * the artwork's filter pages from the artwork page's filter bar.
 */
export const MENU_PATHS: readonly string[] = [
  HOME.path,
  ...books.map(book => bookPath(book.slug)),
  ...Object.values(PAGES as Record<string, { path: string; menuLabel?: string }>).flatMap(page => (page.menuLabel ? [page.path] : [])),
]

export const fullTitle = (route: Route) => (route.path === "/" ? route.title : `${route.title} | ${site.seriesName}`)

/** The HTML file of a route in public/, from public/: the build writes a page as <path>.html. */
export function builtFileOf(route: string): string {
  return builtHtmlFile(route)
}

/**
 * What a reader makes of a built file, kept while the file stays as it is (its time of change): a
 * test file reads each page many times, and parsing one takes tens of milliseconds. Callers read
 * what it gives, never change it.
 */
export function keptWhileUnchanged<T>(): (file: string, read: () => T) => T {
  const kept = new Map<string, T>()
  return (file, read) => {
    const version = `${file} ${fs.statSync(file).mtimeMs}`
    if (!kept.has(version)) kept.set(version, read())
    return kept.get(version) as T
  }
}

const parsedPage = keptWhileUnchanged<Document>()

/** The built HTML of a route, parsed once while the file stays as it is (a book page takes some 50 ms). */
export function builtPage(route: string): Document {
  const file = builtFileOf(route)
  const full = path.join(PUBLIC_DIR, file)
  if (!fs.existsSync(full)) throw new Error(`The build has no page for ${route} (looked for public/${file}): run "npx gatsby build" first`)
  return parsedPage(full, () => new JSDOM(fs.readFileSync(full, "utf8")).window.document)
}

/** The downloadable files the build made (src/downloads/), as their GeneratedFile nodes describe them. */
export function generatedFiles(): GeneratedFile[] {
  const manifest = path.join(SITE_ROOT, GENERATED_FILES_MANIFEST)
  if (!fs.existsSync(manifest)) throw new Error(`The build has not listed its downloads (looked for ${GENERATED_FILES_MANIFEST}): run "npx gatsby build" first`)
  return JSON.parse(fs.readFileSync(manifest, "utf8")) as GeneratedFile[]
}

/** The file in public/ that a site address names. */
export const publicFile = (url: string) => path.join(PUBLIC_DIR, decodeURIComponent(url))

export const text = (element: Element | null | undefined) => element?.textContent?.replace(/\s+/g, " ").trim() ?? ""

/** Every element below root that the selector matches, as an array. */
export const all = (root: ParentNode, selector: string) => Array.from(root.querySelectorAll(selector))

/**
 * A date written month first, as en-GB readers never write one ("November 14, 2023", "Nov 14
 * 2023"): the site writes "14 November 2023" and "14 Nov 2023" (src/text/format.ts).
 */
export const MONTH_FIRST_DATE =
  /\b(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)\.? \d{1,2}(?:st|nd|rd|th)?,? \d{4}\b/

/**
 * What a download card must say of a picture file in data/: its format, its size in pixels as
 * the image itself records it, and its weight ("JPG, 2400 × 1600 pixels, 190 KB").
 */
export async function downloadDetailsOf(file: string): Promise<string> {
  const { width, height } = await sharp(file).metadata()
  const format = path.extname(file).slice(1).toUpperCase()
  return `${format}, ${width} × ${height} pixels, ${formatFileSize(fs.statSync(file).size)}`
}
