import fs from "node:fs"
import path from "node:path"
import { unzipSync } from "fflate"
import { JSDOM } from "jsdom"
import sharp from "sharp"
import { artworkBookPath, PAGES } from "../../src/routes"
import { ARTWORK_PAGE_SIZE, listPagePath } from "../../src/lists/pagination"
import { formatFileSize } from "../../src/text/format"
import { ADDED_ARTWORK } from "../../harness/author-changes"
import { DATA_DIR, fileDigest, readJson } from "../../harness/content"
import { changedCopy } from "../helpers/changed-copy"
import { builtHtmlFile as builtFileOf } from "gatsby-plugin-islands/node"

// The maintainers' main job, done the documented way in the copy with an author's changes: drop
// an image into data/artwork and add its entry, last, to artwork.json. Nothing else, and the
// copy's build shows it.
const project = changedCopy()
const built = (route: string) => new JSDOM(fs.readFileSync(path.join(project, "public", builtFileOf(route)), "utf8")).window.document

describe("adding an artwork", () => {
  it("needs only the image file and its JSON entry", async () => {
    const entries = readJson(DATA_DIR, "artwork/artwork.json")
    const entry = entries.at(-1)
    expect(entry).toMatchObject(ADDED_ARTWORK)
    const picture = path.join(DATA_DIR, "artwork", ADDED_ARTWORK.image)
    // Of a size no other artwork has: the card must read it from the new file.
    const { width, height } = await sharp(picture).metadata()

    // Added last, it is the last picture of the artwork list's last page (src/lists/pagination.ts).
    const lastPage = Math.ceil(entries.length / ARTWORK_PAGE_SIZE)
    const page = built(listPagePath(PAGES.artwork.path, lastPage))
    const figures = Array.from(page.querySelectorAll("main figure"))
    expect(figures).toHaveLength(entries.length - (lastPage - 1) * ARTWORK_PAGE_SIZE)
    const added = figures.at(-1)
    expect(added?.textContent).toContain(ADDED_ARTWORK.title)
    expect(added?.textContent).toContain(`JPG, ${width} × ${height} pixels`)
    expect(added?.querySelector("img")?.getAttribute("alt")).toBe(ADDED_ARTWORK.alt)
    const sources = Array.from(added?.querySelectorAll("source") ?? []).map(source => [source.getAttribute("type"), source.getAttribute("srcset")])
    expect(sources).toEqual([
      ["image/avif", expect.stringMatching(new RegExp(`${ADDED_ARTWORK.slug}\\.avif \\d+w`))],
      ["image/webp", expect.stringMatching(new RegExp(`${ADDED_ARTWORK.slug}\\.webp \\d+w`))],
    ])
    const href = added?.querySelector("a[download]")?.getAttribute("href") ?? ""
    expect(fileDigest(path.join(project, "public", href))).toBe(fileDigest(picture))

    // "Download all" is made anew: the ZIP holds the new picture, and the page says the new file's size.
    const zipLink = Array.from(page.querySelectorAll("main a[download]")).find(link => link.getAttribute("href")?.endsWith(".zip"))
    const zipFile = path.join(project, "public", zipLink?.getAttribute("href") ?? "")
    const zipped = unzipSync(fs.readFileSync(zipFile))
    expect(Object.keys(zipped)).toHaveLength(entries.length)
    expect(Object.keys(zipped).at(-1)).toBe(ADDED_ARTWORK.image)
    expect(Buffer.from(zipped[ADDED_ARTWORK.image]).equals(fs.readFileSync(picture))).toBe(true)
    expect(zipLink?.textContent).toContain(`ZIP, ${entries.length} files, ${formatFileSize(fs.statSync(zipFile).size)}`)

    // And its book's filter page shows it.
    const bookList = artworkBookPath(entry.books[0])
    const onBook = entries.filter((other: { books: string[] }) => other.books.includes(entry.books[0])).length
    const titles = Array.from(
      built(listPagePath(bookList, Math.ceil(onBook / ARTWORK_PAGE_SIZE))).querySelectorAll("main figure figcaption > span:first-child"),
      span => span.textContent,
    )
    expect(titles.at(-1)).toBe(ADDED_ARTWORK.title)
  })
})
