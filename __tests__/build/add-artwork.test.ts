import fs from "node:fs"
import path from "node:path"
import { unzipSync } from "fflate"
import { JSDOM } from "jsdom"
import { artworkBookPath } from "../../src/routes"
import { formatFileSize } from "../../src/utils/format"
import { bookEntries, editJson, fileDigest, readJson } from "../../support/content"
import { writeGeneratedPicture } from "../../support/generated-pictures"
import { builtCopyOfProject, gatsbyBuild, removeProjectCopy } from "../../support/project-copy"

jest.setTimeout(900_000)

// The maintainers' main job, done the documented way: drop an image into data/artwork and
// add its entry to artwork.json. Nothing else changes, and the next build shows it.
describe("adding an artwork", () => {
  let project: string
  afterAll(() => project && removeProjectCopy(project))

  it("needs only the image file and its JSON entry", async () => {
    project = await builtCopyOfProject()
    const data = path.join(project, "data")
    const before = readJson(data, "artwork/artwork.json").length
    // A size none of the sample artworks has: the card must read it from the new file.
    const size = { width: 2400, height: 1800 }
    await writeGeneratedPicture(path.join(data, "artwork/sunset-portal.jpg"), 1, size)
    // Tagged with a book of data/, as the README's job says: it must join that book's filter page.
    const book = bookEntries[0]
    editJson(data, "artwork/artwork.json", items =>
      items.push({
        slug: "sunset-portal",
        title: "Sunset Portal",
        alt: "A teal portal glowing against an orange sunset.",
        image: "sunset-portal.jpg",
        books: [book.slug],
      }),
    )

    const { status, output } = await gatsbyBuild(project)
    expect({ status, tail: status === 0 ? "" : output.slice(-3000) }).toEqual({ status: 0, tail: "" })

    const built = (route: string) => new JSDOM(fs.readFileSync(path.join(project, "public", route, "index.html"), "utf8")).window.document
    const page = built("artwork")
    const figures = Array.from(page.querySelectorAll("main figure"))
    expect(figures).toHaveLength(before + 1)
    const added = figures[before]
    expect(added.textContent).toContain("Sunset Portal")
    expect(added.textContent).toContain(`JPG, ${size.width} × ${size.height} pixels`)
    expect(added.querySelector("img")?.getAttribute("alt")).toBe("A teal portal glowing against an orange sunset.")
    const sources = Array.from(added.querySelectorAll("source")).map(source => [source.getAttribute("type"), source.getAttribute("srcset")])
    expect(sources).toEqual([
      ["image/avif", expect.stringMatching(/sunset-portal\.avif \d+w/)],
      ["image/webp", expect.stringMatching(/sunset-portal\.webp \d+w/)],
    ])
    const href = added.querySelector("a[download]")?.getAttribute("href") ?? ""
    expect(fileDigest(path.join(project, "public", href))).toBe(fileDigest(path.join(data, "artwork/sunset-portal.jpg")))

    // "Download all" is made anew: the ZIP holds the new picture, and the page says the new file's size.
    const zipLink = Array.from(page.querySelectorAll("main a[download]")).find(link => link.getAttribute("href")?.endsWith(".zip"))
    const zipFile = path.join(project, "public", zipLink?.getAttribute("href") ?? "")
    const entries = unzipSync(fs.readFileSync(zipFile))
    expect(Object.keys(entries)).toHaveLength(before + 1)
    expect(Object.keys(entries).at(-1)).toBe("sunset-portal.jpg")
    expect(Buffer.from(entries["sunset-portal.jpg"]).equals(fs.readFileSync(path.join(data, "artwork/sunset-portal.jpg")))).toBe(true)
    expect(zipLink?.textContent).toContain(`ZIP, ${before + 1} files, ${formatFileSize(fs.statSync(zipFile).size)}`)

    // And its book's filter page shows it.
    const titles = Array.from(
      built(artworkBookPath(book.slug).slice(1)).querySelectorAll("main figure figcaption > span:first-child"),
      span => span.textContent,
    )
    expect(titles.at(-1)).toBe("Sunset Portal")
  })
})
