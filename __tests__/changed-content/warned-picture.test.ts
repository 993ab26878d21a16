import fs from "node:fs"
import path from "node:path"
import { JSDOM } from "jsdom"
import { loadContent } from "gatsby-source-chapterverse/node"
import { DATA_DIR, fileDigest, readJson, type Json } from "../../harness/content"
import { changedCopy } from "../helpers/changed-copy"
import { builtHtmlFile as builtFileOf } from "gatsby-plugin-islands/node"
import { PAGES } from "../../src/routes"
import { ARTWORK_PAGE_SIZE, listPages } from "../../src/lists/pagination"

// An artwork exported again below the size its page needs (harness/author-changes.ts), as an
// author may: valid content. The check warns of it, naming the entry; the copy's build went on,
// and the artwork page shows it and offers it for download as it is.
const project = changedCopy()

it("warns of an artwork exported below its page's size, and the build shows and offers it as it is", async () => {
  const artworks: Json[] = readJson(DATA_DIR, "artwork/artwork.json")
  const warned = (await loadContent(DATA_DIR).pictureWarnings()).flatMap(warning => {
    const [, image, width, height] = /^data\/artwork\/(\S+) is (\d+) × (\d+); /.exec(warning.problem) ?? []
    const index = artworks.findIndex(artwork => artwork.image === image)
    return warning.file === "data/artwork/artwork.json" && index >= 0 ? [{ warning, index, image, size: `${width} × ${height}` }] : []
  })
  // The copy carries one, whatever data/ holds.
  expect(warned.length).toBeGreaterThan(0)

  // The artwork list's pages, in order.
  const figures = listPages(PAGES.artwork.path, artworks.length, ARTWORK_PAGE_SIZE).flatMap(listPage => {
    const page = new JSDOM(fs.readFileSync(path.join(project, "public", builtFileOf(listPage.path)), "utf8")).window.document
    return Array.from(page.querySelectorAll("main figure"))
  })
  expect(figures).toHaveLength(artworks.length)
  for (const { warning, index, image, size } of warned) {
    expect(warning.entry).toBe(`${index + 1} ("${artworks[index].slug}")`)
    expect(warning.field).toBe("image")
    const figure = figures[index]
    expect(figure.textContent).toContain(artworks[index].title)
    expect(figure.textContent).toContain(`, ${size} pixels`)
    const href = figure.querySelector("a[download]")?.getAttribute("href") ?? ""
    expect(fileDigest(path.join(project, "public", href))).toBe(fileDigest(path.join(DATA_DIR, "artwork", image)))
  }
})
