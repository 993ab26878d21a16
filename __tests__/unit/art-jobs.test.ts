/**
 * @jest-environment node
 */
/**
 * The stand-in art's list of pictures (scripts/art/): made from what data/ names, and never
 * aimed at the author's real art. Nothing is drawn or rasterised here.
 */
import fs from "node:fs"
import path from "node:path"
import { MissingPictures, planArt } from "../../scripts/art/jobs"
import { readStandIns, sortByVerdict, verdictOn } from "../../scripts/art/stand-ins"
import { imagesNamedBy } from "../../src/content/fields"
import { collections } from "../../src/content/schema"
import { copyOfContent, DATA_DIR, editJson, firstBookWith, PROJECT_ROOT, readJson } from "../../support/content"

/** The JSON files of a collection's pattern ("books/*\/book.json"), `*` standing for one folder name. */
const filesMatching = (dataDir: string, pattern: string): string[] =>
  pattern
    .split("/")
    .reduce((found, part) => found.flatMap(dir => (part === "*" ? fs.readdirSync(dir).map(name => path.join(dir, name)) : [path.join(dir, part)])), [dataDir])
    .filter(file => fs.existsSync(file) && fs.statSync(file).isFile())

/** Every image file data/ names, found through the content model (as the build finds them), from the project's root. */
const imagesNamedIn = (dataDir: string): string[] =>
  collections.flatMap(collection =>
    filesMatching(dataDir, collection.file).flatMap(file => {
      const json: unknown = JSON.parse(fs.readFileSync(file, "utf8"))
      const entries = collection.holds === "many" && Array.isArray(json) ? json : [json]
      return entries
        .flatMap(entry => imagesNamedBy(entry, collection.type))
        .map(image =>
          path
            .relative(path.dirname(dataDir), path.resolve(path.dirname(file), image))
            .split(path.sep)
            .join("/"),
        )
    }),
  )

describe("the stand-in art's list of pictures", () => {
  const plan = planArt(PROJECT_ROOT)
  const files = plan.jobs.map(job => job.file)

  it("draws or keeps every picture data/ names, and nothing else but the site icon", () => {
    const named = imagesNamedIn(DATA_DIR)
    expect(named.length).toBeGreaterThan(0)
    expect([...files, ...plan.undrawn].sort()).toEqual([...named, "src/images/icon.png"].sort())
    expect(plan.jobs).toContainEqual(expect.objectContaining({ file: "src/images/icon.png", svgFile: "static/favicon.svg" }))
  })

  it("has a drawing for every picture that still holds the stand-in it recorded", () => {
    const standIns = readStandIns()
    const standInsLeft = imagesNamedIn(DATA_DIR).filter(file => verdictOn(PROJECT_ROOT, file, standIns) === "stand-in")
    // without its drawing, a stand-in would pass for the author's art and stay for good
    expect(standInsLeft.filter(file => !files.includes(file))).toEqual([])
  })

  it("lists each picture once", () => {
    expect(files.filter((file, index) => files.indexOf(file) !== index)).toEqual([])
  })

  it("stops at a picture with neither a drawing nor a file, naming the data file, the entry, the path and what to do", () => {
    const data = copyOfContent()
    const book = firstBookWith("a gallery", entry => entry.gallery?.length)
    const bookFile = `data/books/${book.slug}/book.json`
    const anyPicture = path.join(DATA_DIR, "artwork", readJson(DATA_DIR, "artwork/artwork.json")[0].image)
    editJson(data, "artwork/artwork.json", artworks =>
      artworks.push({ slug: "a-new-picture", title: "A New Picture", alt: "Something new.", image: "a-new-picture.jpg" }),
    )
    editJson(data, `books/${book.slug}/book.json`, entry => entry.gallery.push({ image: "gallery/gallery-99.jpg", alt: "Something new.", caption: "New" }))
    const planCopy = () => planArt(path.dirname(data))
    expect(planCopy).toThrow(MissingPictures)
    expect(planCopy).toThrow(
      'data/artwork/artwork.json, entry "a-new-picture": data/artwork/a-new-picture.jpg does not exist and has no stand-in drawing. ' +
        'Save the real picture as data/artwork/a-new-picture.jpg, or add a drawing for "a-new-picture" to artworks in scripts/art/drawings.ts.',
    )
    expect(planCopy).toThrow(
      `${bookFile}, entry "${book.slug}, gallery picture gallery-99.jpg": data/books/${book.slug}/gallery/gallery-99.jpg does not exist and has no stand-in drawing.`,
    )

    // once the real pictures are there, they are the author's: kept, never drawn
    fs.copyFileSync(anyPicture, path.join(data, "artwork/a-new-picture.jpg"))
    fs.copyFileSync(anyPicture, path.join(data, `books/${book.slug}/gallery/gallery-99.jpg`))
    const { jobs, undrawn } = planCopy()
    expect(undrawn.sort()).toEqual(["data/artwork/a-new-picture.jpg", `data/books/${book.slug}/gallery/gallery-99.jpg`])
    expect(jobs.map(job => job.file)).toEqual(files)
  })

  it("redraws a missing picture or a recorded stand-in, and leaves any other file alone as real art", () => {
    const standIns = readStandIns()
    const data = copyOfContent()
    const root = path.dirname(data)
    const [realArt, deleted, ...others] = files.filter(file => file.startsWith("data/") && standIns[file])
    expect(others.length).toBeGreaterThan(0)
    fs.copyFileSync(path.join(root, others[0]), path.join(root, realArt)) // the author's picture
    fs.rmSync(path.join(root, deleted))

    expect(verdictOn(root, realArt, standIns)).toBe("real art")
    expect(verdictOn(root, deleted, standIns)).toBe("missing")
    expect(verdictOn(root, others[0], standIns)).toBe("stand-in")
    const unrecorded = Object.fromEntries(Object.entries(standIns).filter(([file]) => file !== others[0]))
    expect(verdictOn(root, others[0], unrecorded)).toBe("real art") // a file the generator has no record of writing is not its own

    const sorted = sortByVerdict(plan.jobs, root, standIns)
    expect(sorted.realArt.map(job => job.file)).toEqual([realArt])
    expect(sorted.draw.map(job => job.file)).toEqual(files.filter(file => file !== realArt))
  })
})
