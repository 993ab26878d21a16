/**
 * @jest-environment node
 *
 * The author's guide and its pictures in step: every picture in docs/images/content-guide/ is one
 * `npm run guide-screenshots` takes (scripts/guide-shots.ts lists them), every one listed is there,
 * and the guide shows each with its alt text word for word. The pictures themselves are made by
 * the script, never by hand: run it again after a change to the editor or to a page they show.
 */
import fs from "node:fs"
import path from "node:path"
import { GUIDE_DOC, GUIDE_IMAGES_DIR, GUIDE_SHOTS, GUIDE_VIEWPORT, guideImageAddress } from "../../scripts/guide-shots"

const PROJECT_ROOT = path.resolve(__dirname, "../..")
const FIX = "run npm run guide-screenshots (scripts/guide-shots.ts lists the pictures)"
const folder = path.join(PROJECT_ROOT, GUIDE_IMAGES_DIR)
const files = fs.existsSync(folder) ? fs.readdirSync(folder).sort() : []
const guide = fs.readFileSync(path.join(PROJECT_ROOT, GUIDE_DOC), "utf8")
/** The folder as the guide's links name it, from docs/. */
const FOLDER_ADDRESS = path.posix.dirname(guideImageAddress("any"))

/** A Markdown image: `![alt](address)`, or `![alt](<address> "title")`. */
const MARKDOWN_IMAGE = /!\[([^\]]*)\]\(\s*<?([^\s)>]+)>?(?:\s+"[^"]*")?\s*\)/g

/** Every Markdown image of a document: its alt text and its address. */
const markdownImages = (markdown: string): Array<{ alt: string; address: string }> =>
  [...markdown.matchAll(MARKDOWN_IMAGE)].map(match => ({ alt: match[1], address: match[2] }))

/** The guide's images from the pictures' folder, each by the name of its file without .png. */
const guideImages = markdownImages(guide)
  .filter(image => image.address.includes(`${FOLDER_ADDRESS}/`))
  .map(image => ({
    ...image,
    name: path.posix.basename(image.address, ".png"),
    file: path.posix.normalize(path.posix.join(path.posix.dirname(GUIDE_DOC), image.address)),
  }))

describe("the author's guide's pictures", () => {
  it("are the files of the pictures' folder, one for each shot the script takes", () => {
    expect({ files, fix: FIX }).toEqual({ files: GUIDE_SHOTS.map(shot => `${shot.name}.png`).sort(), fix: FIX })
  })

  it("each have a name fit for a file, alt text in one sentence that Markdown shows as it is, and what they show", () => {
    const names = GUIDE_SHOTS.map(shot => shot.name)
    expect(new Set(names).size).toBe(names.length)
    for (const shot of GUIDE_SHOTS) {
      const checked = {
        name: /^[a-z]+(-[a-z]+)*$/.test(shot.name),
        // Markdown would read [ ] * _ ` \ < > inside the alt text, and the test could not compare it.
        altWithoutMarkdown: !/[[\]*_`\\<>]/.test(shot.alt),
        altOneSentence: /^[A-Z].*\.$/.test(shot.alt) && !/\.\s/.test(shot.alt),
        shows: shot.shows.length > 0,
      }
      expect({ shot: shot.name, ...checked }).toEqual({ shot: shot.name, name: true, altWithoutMarkdown: true, altOneSentence: true, shows: true })
    }
  })

  it("are PNGs no wider than the laptop's window, and small", () => {
    for (const file of files) {
      const png = fs.readFileSync(path.join(folder, file))
      const signature = png.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
      // The IHDR chunk comes first: its width is the four bytes after the chunk's length and type.
      const width = signature ? png.readUInt32BE(16) : 0
      expect({ file, png: signature, fitsTheWindow: width > 0 && width <= GUIDE_VIEWPORT.width, under200KB: png.length < 200 * 1024 }).toEqual({
        file,
        png: true,
        fitsTheWindow: true,
        under200KB: true,
      })
    }
  })
})

describe(`${GUIDE_DOC}'s pictures`, () => {
  it("are each a shot of the script, in the pictures' folder, with that shot's alt text word for word", () => {
    const shotOf = (name: string) => GUIDE_SHOTS.find(shot => shot.name === name)
    expect(guideImages.map(image => ({ address: image.address, file: image.file, alt: image.alt }))).toEqual(
      guideImages.map(image => ({
        address: image.address,
        file: `${GUIDE_IMAGES_DIR}/${shotOf(image.name)?.name ?? "(a shot of scripts/guide-shots.ts)"}.png`,
        alt: shotOf(image.name)?.alt,
      })),
    )
  })

  it("show every shot", () => {
    const shown = new Set(guideImages.map(image => image.name))
    expect(GUIDE_SHOTS.map(shot => shot.name).filter(name => !shown.has(name))).toEqual([])
  })

  it("are named only as Markdown images, so that each carries its alt text", () => {
    const otherwise = guide.split("\n").filter(line => line.replace(MARKDOWN_IMAGE, "").includes(`${FOLDER_ADDRESS}/`))
    expect(otherwise).toEqual([])
  })
})
