import crypto from "node:crypto"
import fs from "node:fs"
import path from "node:path"
import zlib from "node:zlib"
import { unzipSync } from "fflate"
import { ACTIVITY_SHEETS } from "../../src/downloads/classroomKinds"
import { breadcrumbOf, PAGES } from "../../src/routes"
import { formatFileSize } from "../../src/text/format"
import { ARTWORK_PAGE_SIZE } from "../../src/lists/pagination"
import { DATA_DIR, SITE_ROOT } from "../../harness/content"
import {
  all,
  artworkFilterPages,
  artworkListPages,
  artworkLists,
  artworks,
  builtFileOf,
  builtPage,
  generatedFiles,
  PUBLIC_DIR,
  publicFile,
  text,
} from "../../harness/built-site"

// What the artwork pages must show, read from data/artwork/artwork.json and the books' character
// lists (harness/built-site.ts), so it holds whatever pictures and tags the author adds.
const titlesOn = (page: Document) => all(page, "main figure figcaption > span:first-child").map(text)
const filterNav = (page: Document) => page.querySelector('nav[aria-label="Artwork by book and character"]')
const digest = (bytes: Uint8Array) => crypto.createHash("sha256").update(bytes).digest("hex")
const artworkPaths = artworkListPages.map(page => page.path)
/** The titles a list shows across all its pages, in order. */
const titlesOfList = (list: (typeof artworkLists)[number]) => list.pages.flatMap(page => titlesOn(builtPage(page.path)))
const listOf = (route: string) => artworkLists.find(list => list.path === route)!

/** The "Download all" link: the ZIP link among the page's downloads. */
const downloadAllLink = (page: Document) => {
  const links = all(page, "main a[download]").filter(link => link.getAttribute("href")?.endsWith(".zip"))
  expect(links).toHaveLength(1)
  return links[0]
}

describe("Download all", () => {
  const link = downloadAllLink(builtPage(PAGES.artwork.path))
  const file = publicFile(link.getAttribute("href") ?? "")

  it("downloads one ZIP holding exactly the originals of artwork.json, in order, byte for byte", () => {
    const entries = unzipSync(fs.readFileSync(file))
    expect(Object.keys(entries)).toEqual(artworks.map(artwork => artwork.image))
    for (const artwork of artworks) {
      const original = fs.readFileSync(path.join(DATA_DIR, "artwork", artwork.image))
      // Compared by digest: Jest compares large buffers byte by byte, slowly.
      expect([artwork.image, digest(entries[artwork.image])]).toEqual([artwork.image, digest(original)])
    }
  })

  it("says its format, how many pictures it holds and its size as the file has it", () => {
    expect(text(link)).toMatch(new RegExp(`ZIP, ${artworks.length} files, ${formatFileSize(fs.statSync(file).size).replace(".", "\\.")}$`))
  })

  it.each(artworkListPages.slice(1).map(page => page.path))("is on %s too, the same file", route => {
    expect(downloadAllLink(builtPage(route)).getAttribute("href")).toBe(link.getAttribute("href"))
  })
})

describe("the filters", () => {
  it("have a page for each book and each character with a picture, and for no other", () => {
    const built = (folder: string) =>
      fs
        .readdirSync(path.join(PUBLIC_DIR, folder.slice(1)), { withFileTypes: true })
        .map(entry => `${folder}/${entry.name.replace(/\.html$/, "")}`)
        .filter(route => fs.existsSync(path.join(PUBLIC_DIR, builtFileOf(route))) && fs.statSync(path.join(PUBLIC_DIR, builtFileOf(route))).isFile())
    const characterFolder = `${PAGES.artwork.path}/characters`
    const pages = [...built(PAGES.artwork.path).filter(route => route !== characterFolder), ...built(characterFolder)]
    expect(pages.sort()).toEqual(artworkFilterPages.map(filter => filter.path).sort())
  })

  it.each(artworkLists.filter(list => list.path !== PAGES.artwork.path))("$path keeps its filter on each of its pages, each a page of the build", list => {
    for (const page of list.pages) {
      expect(fs.existsSync(path.join(PUBLIC_DIR, builtFileOf(page.path)))).toBe(true)
      expect(text(builtPage(page.path).querySelector("h1"))).toBe(page.h1)
    }
  })

  it.each(artworkFilterPages)("$path shows exactly its pictures, in the order of artwork.json, under a heading that says what they are", filter => {
    const page = builtPage(filter.path)
    expect(text(page.querySelector("h1"))).toBe(filter.title)
    expect(page.title).toMatch(new RegExp(`^${filter.title}`))
    // Below the artwork page in the trail, for visitors and for search engines.
    expect(all(page, 'nav[aria-label="Breadcrumb"] li').map(text)).toEqual(["Home", breadcrumbOf(PAGES.artwork), filter.label])
    expect(page.querySelector('nav[aria-label="Breadcrumb"] a[href="/artwork"]')).not.toBeNull()
    // Across its pages, if it has more than one.
    expect(titlesOfList(listOf(filter.path))).toEqual(filter.artworks.map(artwork => artwork.title))
    const links = listOf(filter.path).pages.flatMap(listPage => all(builtPage(listPage.path), "main figure a[download]"))
    links.forEach((link, index) => {
      expect(link.getAttribute("download")).toBe(filter.artworks[index].image)
    })
  })

  it("/artwork and its further pages show every picture", () => {
    expect(titlesOfList(artworkLists[0])).toEqual(artworks.map(artwork => artwork.title))
  })

  it.each(artworkPaths)("%s has the filter bar: All, then every filter page, each link resolving, the page's own marked as current", route => {
    const nav = filterNav(builtPage(route))
    const links = nav ? all(nav, "a") : []
    expect(links.map(link => [text(link), link.getAttribute("href")])).toEqual([
      ["All pictures", PAGES.artwork.path],
      ...artworkFilterPages.map(filter => [filter.label, filter.path]),
    ])
    // On a further page of a list, the list's filter is current, as the page's own is not in the bar.
    const list = artworkLists.find(candidate => candidate.pages.some(page => page.path === route))!
    const current = route === list.path ? "page" : "true"
    expect(links.filter(link => link.hasAttribute("aria-current")).map(link => [link.getAttribute("href"), link.getAttribute("aria-current")])).toEqual([
      [list.path, current],
    ])
    // Each link leads to a page of the build: a plain file host serves it, no script needed.
    for (const link of links) expect(fs.existsSync(path.join(PUBLIC_DIR, builtFileOf(link.getAttribute("href") ?? "")))).toBe(true)
  })
})

describe("Print and play", () => {
  // The activity sheets the build made (src/downloads/ makes them; the page queries them by kind).
  const sheets = generatedFiles().filter(file => file.kind in ACTIVITY_SHEETS)
  const section = builtPage(PAGES.artwork.path).querySelector("#print-and-play")

  it("lists every activity sheet the build made with its format, pages and size, and is not there when there is none", () => {
    if (sheets.length === 0) return expect(section).toBeNull()
    const links = section ? all(section, "a[download]") : []
    expect(links.map(link => link.getAttribute("href")).sort()).toEqual(sheets.map(sheet => sheet.url).sort())
    for (const sheet of sheets) {
      const link = links.find(candidate => candidate.getAttribute("href") === sheet.url)
      const pages = `${sheet.pageCount} ${sheet.pageCount === 1 ? "page" : "pages"}`
      expect(text(link)).toBe(`${sheet.title} ${sheet.format}, ${pages}, ${formatFileSize(fs.statSync(publicFile(sheet.url)).size)}`)
    }
  })
})

// However many pictures data/ has, a page of a list shows at most ARTWORK_PAGE_SIZE of them
// (__tests__/unit/artwork-pages.test.ts splits ten times data/'s pictures the same way), so its
// weight does not grow with the collection.
describe.each(artworkListPages)("$path, page $number of $count", listPage => {
  const page = builtPage(listPage.path)
  const list = artworkLists.find(candidate => candidate.pages.includes(listPage))!

  it(`shows its pictures, at most ${ARTWORK_PAGE_SIZE}, with a heading saying which page it is when there are more`, () => {
    expect(listPage.artworks.length).toBeLessThanOrEqual(ARTWORK_PAGE_SIZE)
    expect(titlesOn(page)).toEqual(listPage.artworks.map(artwork => artwork.title))
    expect(text(page.querySelector("h1"))).toBe(listPage.h1)
    const headings = all(page, "main h2").map(text)
    if (listPage.count > 1) expect(headings).toContain(`Page ${listPage.number} of ${listPage.count}`)
    else expect(headings.filter(heading => /^Page \d+ of \d+$/.test(heading))).toEqual([])
  })

  it("is its own canonical address, linked to the pages before and after it in its head and by a pager of plain links", () => {
    const href = (selector: string) => page.querySelector(selector)?.getAttribute("href") ?? null
    expect(new URL(href('head link[rel="canonical"]') ?? "").pathname).toBe(listPage.path)
    expect([href('head link[rel="prev"]'), href('head link[rel="next"]')]).toEqual([listPage.previous, listPage.next])
    const pager = page.querySelector(`main nav[aria-label="Pages of ${list.title}"]`)
    if (listPage.count === 1) return expect(pager).toBeNull()
    const links = pager ? all(pager, "a") : []
    expect(links.map(link => link.getAttribute("href"))).toEqual([
      ...(listPage.previous ? [listPage.previous] : []),
      ...list.pages.map(other => other.path),
      ...(listPage.next ? [listPage.next] : []),
    ])
    expect(links.filter(link => link.getAttribute("aria-current") === "page").map(link => link.getAttribute("href"))).toEqual([listPage.path])
    for (const link of links) expect(fs.existsSync(path.join(PUBLIC_DIR, builtFileOf(link.getAttribute("href") ?? "")))).toBe(true)
  })

  // A page holds at most a full page's pictures, so it weighs no more than a full page: its list's
  // first page (or, for a list of one page, /artwork's first, as full a page as the build has).
  it("weighs no more than a full first page, gzipped", () => {
    const gzipped = (route: string) => zlib.gzipSync(fs.readFileSync(path.join(SITE_ROOT, "public", builtFileOf(route))), { level: 9 }).length
    const full = list.pages.length > 1 ? list.path : PAGES.artwork.path
    expect(gzipped(listPage.path)).toBeLessThanOrEqual(gzipped(full) * 1.02)
  })
})
