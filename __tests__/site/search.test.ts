import fs from "node:fs"
import path from "node:path"
import { ACTIVITY_SHEETS, CLASSROOM_DOWNLOADS } from "../../src/downloads/classroomKinds"
import { bookPath, characterPath, PAGES } from "../../src/routes"
import { openSitePage, VIEWPORTS } from "../../harness/browser"
import { bookEntries } from "../../harness/content"
import { builtFileOf, builtPage, generatedFiles, PUBLIC_DIR, ROUTES_TO_CHECK, site, text } from "../../harness/built-site"
import { A_TO_Z_PATH, openSearch, searchDialog, searchFor } from "../helpers/search"
import { servedSite } from "../helpers/served-site"

jest.setTimeout(120_000)

// The site search (src/components/SiteSearch, its index made by src/gatsby-node/searchIndex.ts),
// on the build served with its own headers, the Content-Security-Policy included: Pagefind's
// WebAssembly must run under it.
const served = servedSite(PUBLIC_DIR, { withHeaders: true })
const [, desktop] = VIEWPORTS

/** A character's search finds their own page first (every character of the books has one). */
const characterPage = (slug: string): string => characterPath(slug)

const characters: Array<{ slug: string; name: string; role: string }> = [
  ...new Map(bookEntries.flatMap(book => book.characters).map(character => [character.slug, character])).values(),
]
const kindsBuilt = new Set(generatedFiles().map(file => file.kind))

/** The searches the site promises (issue 33), each with the page it must find first, from data/ and the routes. */
const PROMISED: Array<[string, string]> = [
  ...characters.map(character => [character.name, characterPage(character.slug)] as [string, string]),
  ...bookEntries.map(book => [book.title, bookPath(book.slug)] as [string, string]),
  // The children's activity sheets live on the artwork page's "Print and play" (ACTIVITY_SHEETS).
  ...(kindsBuilt.has(CLASSROOM_DOWNLOADS.wordSearch) && ACTIVITY_SHEETS[CLASSROOM_DOWNLOADS.wordSearch]
    ? [["word search", PAGES.artwork.path] as [string, string]]
    : []),
  ...(kindsBuilt.has(CLASSROOM_DOWNLOADS.colouringPage) && ACTIVITY_SHEETS[CLASSROOM_DOWNLOADS.colouringPage]
    ? [["colouring", PAGES.artwork.path] as [string, string]]
    : []),
  // The velociraptor is a character: their page.
  ...characters.filter(character => /velociraptor/i.test(character.role)).map(character => ["velociraptor", characterPage(character.slug)] as [string, string]),
]

it("finds the page each promised search is about first: every character, every book, word search, colouring, velociraptor", async () => {
  expect(PROMISED.map(([term]) => term)).toEqual(expect.arrayContaining(["word search", "colouring", "velociraptor"]))
  const { page, close } = await openSitePage(served.browser, served.url, desktop)
  await page.goto(`${served.url}/`, { waitUntil: "networkidle" })
  await openSearch(page)
  const found: Array<[string, string]> = []
  for (const [term] of PROMISED) found.push([term, (await searchFor(page, term))[0]])
  expect(found).toEqual(PROMISED)
  await close()
})

it("shows each result's title, its matching words marked and its page's picture, and says how many pages match", async () => {
  const { page, errors, close } = await openSitePage(served.browser, served.url, desktop)
  await page.goto(`${served.url}${PAGES.shop.path}`, { waitUntil: "networkidle" })
  const requested: string[] = []
  page.on("request", request => requested.push(new URL(request.url()).pathname))
  await openSearch(page)
  // Pressed, Search opens here: the A to Z it leads to without JavaScript is not fetched (nor prefetched).
  expect(requested).not.toContain(A_TO_Z_PATH)
  const term = characters.find(character => /velociraptor/i.test(character.role))?.name ?? characters[0].name
  const results = await searchFor(page, term)
  expect(results.length).toBeGreaterThan(0)
  const status = await searchDialog(page).getByRole("status").textContent()
  expect(status).toMatch(new RegExp(`^\\d+ pages? match(es)? “${term}”\\.$`))
  const first = searchDialog(page).getByRole("listitem").first()
  // The title is the page's own, as the browser's tab shows it, less the series' name.
  expect(await first.getByRole("link").textContent()).toBe(builtPage(results[0]).title.replace(` | ${site.seriesName}`, ""))
  expect((await first.locator("mark").allTextContents()).map(word => word.toLowerCase().replace(/[^\p{L}\p{N}]/gu, ""))).toContain(term.toLowerCase())
  // The page's picture, with its alt text, from this site, as a small file.
  const picture = first.getByRole("img")
  expect(await picture.getAttribute("alt")).toBeTruthy()
  expect(await picture.evaluate(image => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0)).toBe(true)
  expect(new URL((await picture.evaluate(image => (image as HTMLImageElement).currentSrc)) as string).origin).toBe(served.url)
  // Every result links to a page of the site, at its canonical address.
  for (const result of results)
    expect(ROUTES_TO_CHECK.some(route => route.path === result) || fs.existsSync(path.join(PUBLIC_DIR, builtFileOf(result)))).toBe(true)
  expect(results.every(result => result.startsWith("/") && !result.endsWith("/") && !result.endsWith(".html"))).toBe(true)
  expect(errors).toEqual([])
  await close()
})

it("never shows a spoiler: a word only a later book says of a character finds that book, not the character's page", async () => {
  // Each character's later books, and a word of what the later book says that the first does not.
  const entries = (slug: string) => bookEntries.filter(book => book.characters.some((character: { slug: string }) => character.slug === slug))
  const words = (text: string) => new Set(text.toLowerCase().match(/\p{L}{6,}/gu) ?? [])
  const spoilers = characters.flatMap(({ slug }) => {
    const [first, ...later] = entries(slug).map(book => ({
      book,
      text: book.characters.find((character: { slug: string }) => character.slug === slug).description,
    }))
    return later.flatMap(({ book, text }) => {
      const word = [...words(text)].find(candidate => !words(first.text).has(candidate))
      return word ? [{ slug, word, book: bookPath(book.slug) }] : []
    })
  })
  expect(spoilers.length).toBeGreaterThan(0)
  const { page, close } = await openSitePage(served.browser, served.url, desktop)
  await page.goto(`${served.url}/`, { waitUntil: "networkidle" })
  await openSearch(page)
  for (const { slug, word, book } of spoilers) {
    const results = await searchFor(page, word)
    expect([word, results.includes(characterPath(slug)), results.includes(book)]).toEqual([word, false, true])
  }
  await close()
})

it("is a link to the A to Z on every page, which lists every page of the sitemap but itself and the 404 page", () => {
  for (const route of ROUTES_TO_CHECK) {
    const link = builtPage(route.path).querySelector('header site-island[data-island="SiteSearch"] a')
    expect([route.path, link?.getAttribute("href"), text(link)]).toEqual([route.path, A_TO_Z_PATH, "Search"])
  }
  const sitemap = fs
    .readdirSync(PUBLIC_DIR)
    .filter(name => /^sitemap-\d+\.xml$/.test(name))
    .map(name => fs.readFileSync(path.join(PUBLIC_DIR, name), "utf8"))
    .join("\n")
  const inSitemap = [...sitemap.matchAll(/<loc>([^<]*)<\/loc>/g)].map(match => new URL(match[1]).pathname)
  expect(inSitemap).toContain(A_TO_Z_PATH)
  const listed = new Set(
    Array.from(builtPage(A_TO_Z_PATH).querySelectorAll("main section a[href]")).map(link => (link.getAttribute("href") ?? "").replace(/#.*$/, "")),
  )
  expect(inSitemap.filter(page => page !== A_TO_Z_PATH && !page.startsWith("/404") && !listed.has(page))).toEqual([])
  // And nothing else: every line is a page the build made.
  expect([...listed].filter(page => !fs.existsSync(path.join(PUBLIC_DIR, builtFileOf(page))))).toEqual([])
})
