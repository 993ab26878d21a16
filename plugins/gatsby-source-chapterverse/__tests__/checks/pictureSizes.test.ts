/**
 * @jest-environment node
 */
/**
 * The pictures whose size or shape misses what their page needs: a warning each (never a
 * problem), by the file, the entry and the field, with the picture's size and what it should be;
 * each need declared once, with its image field in the content model, and stated in the guide.
 */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import sharp from "sharp"
import { z } from "zod"
import { collections, findMeta, pictureNeedsText, type PictureNeeds } from "../../index"
import { formatWarnings, loadContent, pictureMisses, type ContentProblem } from "../../node"
import { copyOfContent, DATA_DIR, firstBookWith, PROJECT_ROOT, readJson, type Json } from "../../../../harness/content"
import { ARTWORK_PICTURE_NEEDS, reExportArtworkBelowItsSize } from "../../../../harness/warned-picture"
import { pictureWarnings } from "../../src/checks/pictureSizes"

/** Every image field of the content model that declares what its page needs, with its collection. */
function declaredNeeds(): Array<{ collection: string; needs: PictureNeeds }> {
  const found: Array<{ collection: string; needs: PictureNeeds }> = []
  const walk = (schema: z.ZodType, collection: string): void => {
    const inner = schema instanceof z.ZodOptional ? (schema.unwrap() as z.ZodType) : schema
    const needs = findMeta(inner)?.picture
    if (needs) found.push({ collection, needs })
    if (inner instanceof z.ZodArray) walk(inner.element as z.ZodType, collection)
    if (inner instanceof z.ZodObject) for (const field of Object.values(inner.shape)) walk(field as z.ZodType, collection)
  }
  for (const collection of collections) walk(collection.type, collection.name)
  return found
}

/** The warnings but those of one picture (`data/artwork/…jpg`, which each warning's problem names first). */
const apartFrom = (warnings: readonly ContentProblem[], picture: string) => warnings.filter(warning => !warning.problem.startsWith(`${picture} `))

// Each case reads every picture of data/ and exports some again: seconds alone, more beside the build (npm test runs the unit tests there).
jest.setTimeout(30_000)

describe("pictures that miss their page's size or shape", () => {
  // Whatever data/ holds: its own warnings, if any, are the ground each case below stands on.
  const warningsOfData = () => loadContent(DATA_DIR).pictureWarnings()

  it("warns of each picture of data/ by the size it really has, never more than once", async () => {
    const warnings = await warningsOfData()
    for (const { problem } of warnings) {
      const [, picture, width, height] = /^(data\/\S+) is (\d+) × (\d+); /.exec(problem) ?? []
      expect(picture).toBeDefined()
      const { autoOrient } = await sharp(path.join(path.dirname(DATA_DIR), picture)).metadata()
      expect(`${picture} is ${autoOrient.width} × ${autoOrient.height}`).toBe(`${picture} is ${width} × ${height}`)
    }
    expect(new Set(warnings.map(({ file, entry, field }) => `${file} ${entry} ${field}`)).size).toBe(warnings.length)
  })

  it("warns of an artwork exported again below its page's size, beside data/'s own warnings, and not once it is exported at that size", async () => {
    const ofData = await warningsOfData()
    const data = copyOfContent()
    const artworks: Json[] = readJson(data, "artwork/artwork.json")
    // One the check does not warn of yet, if data/ has one.
    const artwork = artworks.find(candidate => apartFrom(ofData, `data/artwork/${candidate.image}`).length === ofData.length) ?? artworks[0]
    const warned = await reExportArtworkBelowItsSize(data, artwork.slug)
    const picture = `data/artwork/${warned.image}`
    const warnings = await loadContent(data).pictureWarnings()
    expect(warnings.filter(warning => warning.problem.startsWith(`${picture} `))).toEqual([expect.objectContaining(warned.warning)])
    expect(apartFrom(warnings, picture)).toEqual(apartFrom(ofData, picture))
    // Exported again at just the long side its page needs (upright this time): no warning of it.
    const { longSide } = ARTWORK_PICTURE_NEEDS.atLeast
    const file = path.join(data, "artwork", warned.image)
    fs.writeFileSync(
      file,
      await sharp(file)
        .resize((longSide * 2) / 3, longSide, { fit: "cover" })
        .jpeg()
        .toBuffer(),
    )
    expect(await loadContent(data).pictureWarnings()).toEqual(apartFrom(ofData, picture))
  })

  it("warns of a character's portrait of 600 × 900, by its file, entry and field, and lets the content through", async () => {
    const ofData = await warningsOfData()
    const data = copyOfContent()
    const book = firstBookWith("a character", candidate => candidate.characters.length > 0)
    const index = book.characters.length - 1
    const character = book.characters[index]
    const picture = path.join(data, "books", book.slug, character.image)
    fs.writeFileSync(
      picture,
      await sharp({ create: { width: 600, height: 900, channels: 3, background: "#808080" } })
        .jpeg()
        .toBuffer(),
    )
    const warnings = await loadContent(data).pictureWarnings()
    const shown = `data/books/${book.slug}/${character.image}`
    const file = `data/books/${book.slug}/book.json`
    const field = `characters[${index}].image`
    const ofPortrait = warnings.filter(warning => warning.file === file && warning.field === field)
    expect(ofPortrait).toEqual([
      expect.objectContaining({
        file,
        entry: `"${book.slug}"`,
        field,
        problem: `${shown} is 600 × 900; a character's portrait should be square, at least 800 × 800 (it is shown cropped to a square)`,
      }),
    ])
    // The other warnings are data/'s own.
    expect(apartFrom(warnings, shown)).toEqual(apartFrom(ofData, shown))
    // Under their own heading, marked "Picture 1:", never as the lists of problems and of sample values mark theirs ("- ").
    expect(formatWarnings(ofPortrait).split("\n")).toEqual([
      'Picture sizes (a warning): 1 picture in data/ misses the size or shape its page needs (docs/content-guide.md, "Picture sizes"). Nothing stops: the site is still built with it as it is, and it is not a sample value (the launch check does not count it).',
      `Picture 1: data/books/${book.slug}/book.json, entry "${book.slug}", character ${index + 1} ("${character.slug}"), field "image": ${shown} is 600 × 900; a character's portrait should be square, at least 800 × 800 (it is shown cropped to a square).`,
      "  What to do: crop or export the picture again from the original so that it is square, at least 800 × 800, and save it over this one (the same file name); until then the site shows it as it is.",
    ])
    const lines = formatWarnings(warnings).split("\n")
    expect(lines[0]).toMatch(new RegExp(`^Picture sizes \\(a warning\\): ${warnings.length} pictures? in data/ `))
    expect(lines.filter(line => /^Picture \d+: /.test(line))).toEqual(
      warnings.map((_, number) => expect.stringMatching(new RegExp(`^Picture ${number + 1}: data/`))),
    )
    expect(lines.filter(line => line.startsWith("- "))).toEqual([])
  })

  it("measures a shape within 2 %, a size across and down or on the long side, and a landscape", () => {
    const portrait = { what: "a portrait", shape: { width: 1, height: 1, name: "square" }, atLeast: { width: 800, height: 800 }, why: "" }
    expect([800, 810, 820, 799].map(width => pictureMisses(portrait, { width, height: 800 }))).toEqual([false, false, true, true])
    const artwork = { what: "artwork", atLeast: { longSide: 2400 }, why: "" }
    expect([2400, 2399].map(width => pictureMisses(artwork, { width, height: 1600 }))).toEqual([false, true])
    expect(pictureMisses(artwork, { width: 1600, height: 2400 })).toBe(false)
    const news = { what: "a news picture", shape: "landscape" as const, why: "" }
    expect([pictureMisses(news, { width: 2400, height: 1100 }), pictureMisses(news, { width: 1000, height: 1000 })]).toEqual([false, true])
  })

  it("declares each need once, in the content model, with the same numbers as the content guide", () => {
    const guide = fs.readFileSync(path.join(PROJECT_ROOT, "docs/content-guide.md"), "utf8")
    const declared = declaredNeeds()
    expect(declared.map(({ collection }) => collection).sort()).toEqual(["Artwork", "Book", "ColouringPage", "NewsPost", "Video"])
    for (const { needs } of declared) {
      const { atLeast, shape } = needs
      if (atLeast && "longSide" in atLeast) expect(guide).toContain(`${atLeast.longSide} px or more on the long side`)
      else if (atLeast) expect(guide).toContain(`${atLeast.width} × ${atLeast.height}`)
      if (shape === "landscape") expect(guide).toMatch(/A wide picture suits best/)
      else if (shape?.name === "square")
        expect(guide).toContain(`(square, ${atLeast && "width" in atLeast ? `${atLeast.width} × ${atLeast.height}` : ""} pixels or more)`)
      expect(pictureNeedsText(needs)).not.toBe("")
    }
  })
})

describe("pictureMisses beyond a square", () => {
  it("measures a shape of any width to height (16:9), and a size down as well as across", () => {
    const video = { what: "a video's picture", shape: { width: 16, height: 9, name: "16:9" }, atLeast: { width: 1280, height: 720 }, why: "" }
    expect([pictureMisses(video, { width: 1280, height: 720 }), pictureMisses(video, { width: 1920, height: 1080 })]).toEqual([false, false])
    // 4:3 is not 16:9.
    expect(pictureMisses(video, { width: 1280, height: 960 })).toBe(true)
    // Square within 2 %, but a pixel short down.
    const portrait = { what: "a portrait", shape: { width: 1, height: 1, name: "square" }, atLeast: { width: 800, height: 800 }, why: "" }
    expect(pictureMisses(portrait, { width: 800, height: 799 })).toBe(true)
  })
})

describe("pictureWarnings of an item of a long list", () => {
  it("names an item past the ninth by its place and its name, as a problem's message does", async () => {
    const book = collections.find(collection => collection.name === "Book")
    if (!book) throw new Error("the content model has no Book")
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), "pictures-"))
    const characters = Array.from({ length: 11 }, (_, index) => ({ slug: `character-${index + 1}`, image: `character-${index + 1}.jpg` }))
    // Only the eleventh is there (a picture that cannot be read is left to the build), below a portrait's size.
    fs.writeFileSync(
      path.join(folder, "character-11.jpg"),
      await sharp({ create: { width: 100, height: 100, channels: 3, background: "#808080" } })
        .jpeg()
        .toBuffer(),
    )
    const warnings = await pictureWarnings(
      [{ collection: book, path: path.join(folder, "book.json"), entries: [{ label: '"a-book"', value: { characters } }] }],
      file => path.basename(file),
    )
    expect(warnings.map(({ field, place }) => ({ field, place }))).toEqual([
      { field: "characters[10].image", place: { items: 'character 11 ("character-11")', field: "image" } },
    ])
  })
})
