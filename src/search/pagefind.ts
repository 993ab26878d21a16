/**
 * The site's search, as the browser and the build both know it: where the build writes
 * Pagefind's index (src/gatsby-node/searchIndex.ts) and how the search island ranks and loads
 * it (src/components/SiteSearch). Plain data and one dynamic import: nothing of Pagefind is in
 * any page or island file; its script, WebAssembly and index load when the visitor searches.
 */

/** The folder of Pagefind's bundle in public/, and its script, as the browser asks for them. */
export const PAGEFIND_FOLDER = "/pagefind/"
export const PAGEFIND_SCRIPT = `${PAGEFIND_FOLDER}pagefind.js`

/** How many results are shown at first; "Show more" shows as many again. */
export const RESULTS_AT_ONCE = 8

/**
 * Pagefind's ranking (pagefind.app/docs/ranking). The site is small and its pages long or
 * short for reasons of layout, not relevance: a book page is long, a character's card one
 * paragraph. So the length of a page counts less than by default (pageLength 0.75 → 0.4), and
 * a match in a page's title (its h1) counts most (metaWeights: title 10, where Pagefind gives 5),
 * so that a search for a name or a title finds the page about it before the pages that mention
 * it; and what a page says it is about (ABOUT_META) nearly as much. `__tests__/site/search.test.ts` holds the searches the site promises to these weights.
 */
/**
 * The metadata that says what a page is about, where its title alone does not: a book's page is
 * about the book and the characters it introduces ("The Discovery; Rexi, the velociraptor; …"),
 * the artwork page about its activity sheets ("colouring pages, word searches and a reading
 * passport"), so that a search for one finds that page before the pages that only mention it
 * (a character's own page, whose title is their name, comes first).
 */
export const ABOUT_META = "about"

export const RANKING = {
  pageLength: 0.4,
  termSaturation: 1.2,
  metaWeights: { title: 10, [ABOUT_META]: 8 },
} as const

/** What a result's data holds of what Pagefind gives (pagefind.app/docs/api). */
export interface SearchResultData {
  url: string
  /** Escaped by Pagefind, with the matched words in <mark>: safe as HTML. */
  excerpt: string
  meta: { title?: string; image?: string; image_alt?: string }
}

export interface SearchResults {
  results: Array<{ id: string; data: () => Promise<SearchResultData> }>
}

export interface Pagefind {
  options: (options: Record<string, unknown>) => Promise<void>
  init: () => Promise<void>
  preload: (term: string) => Promise<void>
  search: (term: string) => Promise<SearchResults>
}

let loading: Promise<Pagefind> | null = null

/** Pagefind's script, imported from the site the first time the visitor opens the search, and set up once. */
export function loadPagefind(): Promise<Pagefind> {
  loading ??= (import(/* webpackIgnore: true */ PAGEFIND_SCRIPT) as Promise<Pagefind>).then(async pagefind => {
    await pagefind.options({ ranking: RANKING, excerptLength: 24, excerptEllipsis: "…" })
    await pagefind.init()
    return pagefind
  })
  loading.catch(() => {
    loading = null
  })
  return loading
}
