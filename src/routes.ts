/**
 * The site's fixed pages, declared once: where each lives, its title, its name in the
 * breadcrumb trail and its label in the header's menu. Pages, the menu, the breadcrumbs, the
 * build and the tests all read them here. The book pages come from data/books. Canonical
 * addresses per the product decisions: /shop, not /store.
 */
export interface SitePage {
  path: string
  /** The page's <h1>, and its browser-tab title before " | <series name>". */
  title: string
  /** Its name in the breadcrumb trail (and the breadcrumbs' structured data), when shorter than the title. */
  breadcrumb?: string
  /** Its label in the header's menu, in the order declared below; a page without one is not in the menu. */
  menuLabel?: string
}

/** The home page: its title is the series' name and tagline, from the site settings. */
export const HOME = { path: "/", label: "Home" } as const

export const PAGES = {
  seriesGuide: { path: "/series-guide", title: "Series guide", menuLabel: "Series guide" },
  news: { path: "/news", title: "News", menuLabel: "News" },
  videos: { path: "/videos", title: "Videos", menuLabel: "Videos" },
  music: { path: "/music", title: "Music", menuLabel: "Music" },
  artwork: { path: "/artwork", title: "Free Downloads", breadcrumb: "Artwork", menuLabel: "Artwork" },
  roblox: { path: "/roblox", title: "Roblox Free Skins", menuLabel: "Roblox" },
  shop: { path: "/shop", title: "Merchandise", breadcrumb: "Shop", menuLabel: "Shop" },
  characters: { path: "/characters", title: "Meet the characters", breadcrumb: "Characters" },
  characterQuiz: { path: "/which-character-are-you", title: "Which character are you?", breadcrumb: "Character quiz", menuLabel: "Quiz" },
  events: { path: "/events", title: "Events" },
  teachers: { path: "/teachers-and-librarians", title: "For teachers and librarians", breadcrumb: "Teachers and librarians" },
  aboutTheAuthor: { path: "/about-the-author", title: "About the author" },
  privacyPolicy: { path: "/privacy-policy", title: "Privacy policy" },
  /** Every page of the site by topic: the search's place without JavaScript. */
  aToZ: { path: "/a-to-z", title: "Every page from A to Z", breadcrumb: "A to Z" },
  accessibility: { path: "/accessibility", title: "Accessibility statement", breadcrumb: "Accessibility" },
} as const satisfies Record<string, SitePage>

export type PageName = keyof typeof PAGES

/**
 * The pages of the documents the author keeps dated (one template, src/templates/dated-document.tsx),
 * by their GraphQL type: where each lives, and what it calls itself in its dates line.
 */
export const DATED_DOCUMENT_PAGES = {
  PrivacyPolicy: { page: PAGES.privacyPolicy, kind: "policy" },
  AccessibilityStatement: { page: PAGES.accessibility, kind: "statement" },
} as const satisfies Record<string, { page: SitePage; kind: string }>

export type DatedDocumentType = keyof typeof DATED_DOCUMENT_PAGES

/** A page's name in the breadcrumb trail. */
export const breadcrumbOf = (page: SitePage): string => page.breadcrumb ?? page.title

/** The addresses of the home page and every fixed page. */
export const FIXED_PAGE_PATHS: readonly string[] = [HOME.path, ...Object.values(PAGES).map(page => page.path)]

export const bookPath = (slug: string): string => `/${slug}`

/** A book's first chapter, to read free (for the books whose data has one). */
export const firstChapterPath = (slug: string): string => `${bookPath(slug)}/first-chapter`

/** A published book's teaching guide page, under the teachers' page. */
export const teachingGuidePath = (bookSlug: string): string => `${PAGES.teachers.path}/${bookSlug}`

/** The teachers' page's section on school and library visits, which the footer and the author's page link to. */
export const SCHOOL_VISITS_ID = "school-and-library-visits"

/** That section's address, for the links to it from other pages. */
export const SCHOOL_VISITS_PATH = `${PAGES.teachers.path}#${SCHOOL_VISITS_ID}`

/** A teaching guide page's title (and h1): "Teaching guide: Book One, The Discovery". */
export const teachingGuideTitle = (book: { label: string; title: string }): string => `Teaching guide: ${book.label}, ${book.title}`

/** The artwork page's filters: the pictures of one book, and the pictures of one character (data/artwork/artwork.json's tags). */
export const artworkBookPath = (bookSlug: string): string => `${PAGES.artwork.path}/${bookSlug}`
export const artworkCharacterPath = (characterSlug: string): string => `${PAGES.artwork.path}/characters/${characterSlug}`

/** A character's page, under /characters: one for every character of the books (the same slug in two books is one character). */
export const characterPath = (slug: string): string => `${PAGES.characters.path}/${slug}`

/** A news post's page, under the news page (data/news/<slug>/post.md). */
export const newsPostPath = (slug: string): string => `${PAGES.news.path}/${slug}`

/** The Atom feed of the news posts, written by the build (src/gatsby-node/newsFeedFile.ts) and linked from every page's head. */
export const NEWS_FEED_PATH = `${PAGES.news.path}/feed.xml`

/** An event's place on the events page, which its calendar file and structured data point to. */
export const eventAnchor = (slug: string): string => `event-${slug}`

/** An event's address: its place on the events page (an event has no page of its own). */
export const eventPath = (slug: string): string => `${PAGES.events.path}#${eventAnchor(slug)}`
