import crypto from "node:crypto"
import fs from "node:fs"
import path from "node:path"
import { unzipSync } from "fflate"
import { ACTIVITY_SHEETS } from "../../src/downloads/classroomKinds"
import { breadcrumbOf, PAGES } from "../../src/routes"
import { formatFileSize } from "../../src/text/format"
import { DATA_DIR } from "../../harness/content"
import { all, artworkFilterPages, artworks, builtFileOf, builtPage, generatedFiles, PUBLIC_DIR, publicFile, text } from "../../harness/built-site"

// What the artwork pages must show, read from data/artwork/artwork.json and the books' character
// lists (harness/built-site.ts), so it holds whatever pictures and tags the author adds.
const titlesOn = (page: Document) => all(page, "main figure figcaption > span:first-child").map(text)
const filterNav = (page: Document) => page.querySelector('nav[aria-label="Artwork by book and character"]')
const digest = (bytes: Uint8Array) => crypto.createHash("sha256").update(bytes).digest("hex")
const artworkPaths = [PAGES.artwork.path, ...artworkFilterPages.map(filter => filter.path)]

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

  it.each(artworkFilterPages.map(filter => filter.path))("is on %s too, the same file", route => {
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

  it.each(artworkFilterPages)("$path shows exactly its pictures, in the order of artwork.json, under a heading that says what they are", filter => {
    const page = builtPage(filter.path)
    expect(text(page.querySelector("h1"))).toBe(filter.title)
    expect(page.title).toMatch(new RegExp(`^${filter.title}`))
    // Below the artwork page in the trail, for visitors and for search engines.
    expect(all(page, 'nav[aria-label="Breadcrumb"] li').map(text)).toEqual(["Home", breadcrumbOf(PAGES.artwork), filter.label])
    expect(page.querySelector('nav[aria-label="Breadcrumb"] a[href="/artwork"]')).not.toBeNull()
    expect(titlesOn(page)).toEqual(filter.artworks.map(artwork => artwork.title))
    all(page, "main figure a[download]").forEach((link, index) => {
      expect(link.getAttribute("download")).toBe(filter.artworks[index].image)
    })
  })

  it("/artwork shows every picture", () => {
    expect(titlesOn(builtPage(PAGES.artwork.path))).toEqual(artworks.map(artwork => artwork.title))
  })

  it.each(artworkPaths)("%s has the filter bar: All, then every filter page, each link resolving, the page's own marked as current", route => {
    const nav = filterNav(builtPage(route))
    const links = nav ? all(nav, "a") : []
    expect(links.map(link => [text(link), link.getAttribute("href")])).toEqual([
      ["All pictures", PAGES.artwork.path],
      ...artworkFilterPages.map(filter => [filter.label, filter.path]),
    ])
    expect(links.filter(link => link.getAttribute("aria-current") === "page").map(link => link.getAttribute("href"))).toEqual([route])
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
