import fs from "node:fs"
import path from "node:path"
import { JSDOM } from "jsdom"
import sharp from "sharp"
import { editJson, fileDigest } from "../../support/content"
import { copyOfProject, gatsbyBuild, removeProjectCopy } from "../../support/project-copy"

jest.setTimeout(900_000)

// The maintainers' main job, done the documented way: drop an image into data/artwork and
// add its entry to artwork.json. Nothing else changes, and the next build shows it.
describe("adding a 23rd artwork", () => {
  let project: string
  afterAll(() => project && removeProjectCopy(project))

  it("needs only the image file and its JSON entry", async () => {
    project = copyOfProject()
    const data = path.join(project, "data")
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="2400" height="1800"><defs><linearGradient id="g"><stop offset="0" stop-color="#140d33"/><stop offset="1" stop-color="#ff8a3d"/></linearGradient></defs><rect width="2400" height="1800" fill="url(#g)"/><circle cx="1200" cy="900" r="500" fill="#2dd4bf"/></svg>`
    await sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toFile(path.join(data, "artwork/sunset-portal.jpg"))
    editJson(data, "artwork/artwork.json", items =>
      items.push({ slug: "sunset-portal", title: "Sunset Portal", alt: "A teal portal glowing against an orange sunset.", image: "sunset-portal.jpg" }),
    )

    const { status, output } = gatsbyBuild(project)
    expect({ status, tail: status === 0 ? "" : output.slice(-3000) }).toEqual({ status: 0, tail: "" })

    const page = new JSDOM(fs.readFileSync(path.join(project, "public/artwork/index.html"), "utf8")).window.document
    const figures = Array.from(page.querySelectorAll("main figure"))
    expect(figures).toHaveLength(23)
    const added = figures[22]
    expect(added.textContent).toContain("Sunset Portal")
    expect(added.textContent).toMatch(/JPG, 2400 × 1800 pixels/)
    expect(added.querySelector("img")?.getAttribute("alt")).toBe("A teal portal glowing against an orange sunset.")
    const sources = Array.from(added.querySelectorAll("source")).map(source => [source.getAttribute("type"), source.getAttribute("srcset")])
    expect(sources).toEqual([
      ["image/avif", expect.stringMatching(/sunset-portal\.avif \d+w/)],
      ["image/webp", expect.stringMatching(/sunset-portal\.webp \d+w/)],
    ])
    const href = added.querySelector("a[download]")?.getAttribute("href") ?? ""
    expect(fileDigest(path.join(project, "public", href))).toBe(fileDigest(path.join(data, "artwork/sunset-portal.jpg")))
  })
})
