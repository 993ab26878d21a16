/**
 * Sample values as the tests find them, written apart from gatsby-source-chapterverse's samples.ts from the
 * content guide's description ("SAMPLE-…", .example addresses, sampleFacts, the stand-in
 * pictures), so that a sample the site's own rules miss still fails a test: the patterns the
 * site tests scan the built files for, and the author's work before launch done on a copy of
 * data/ (every sample value replaced by a real-looking one of the same kind, every sample fact
 * confirmed, every stand-in picture replaced by "the author's own").
 */
import fs from "node:fs"
import path from "node:path"
import zlib from "node:zlib"
import { isbn13CheckDigit } from "gatsby-source-chapterverse"
import { readJsonFile, STAND_IN_PICTURES } from "gatsby-source-chapterverse/node"
import { mulberry32 } from "../src/downloads/seededRandom"

/** "SAMPLE-…" anywhere in a text. */
export const SAMPLE_TEXT = /SAMPLE-/
/** An address on the reserved .example domain anywhere in a text ("hello@chapterverse.example", "https://www.chapterverse.example/shop"). */
export const EXAMPLE_DOMAIN = /[a-z0-9-]\.example(?![a-z0-9-]|\.[a-z0-9])/i

type Json = unknown

/** Replaces every sample in the copy of data/ at `dataDir`, and the stand-in pictures of the project it is in. */
export function replaceSampleValues(dataDir: string): void {
  let made = 0
  /** A different real-looking value each time: the same fact twice would be a duplicate. */
  const next = () => ++made
  const replace = (value: Json, key?: string): Json => {
    if (typeof value === "string") return replacedText(value, key, next)
    if (Array.isArray(value)) return value.map(item => replace(item, key))
    if (value !== null && typeof value === "object")
      return Object.fromEntries(
        Object.entries(value)
          // A book's sample facts, confirmed, and a sample event made real: the values stay, the marks go.
          .filter(([name]) => name !== "sampleFacts" && name !== "sample")
          .map(([name, inner]) => [name, replace(inner, name)]),
      )
    return value
  }
  for (const file of filesIn(dataDir).filter(file => file.endsWith(".json"))) {
    fs.writeFileSync(file, `${JSON.stringify(replace(readJsonFile(file)), null, 2)}\n`)
  }
  for (const file of filesIn(dataDir).filter(file => file.endsWith(".md"))) {
    fs.writeFileSync(file, replacedText(fs.readFileSync(file, "utf8"), undefined, next))
  }
  // The content guide's way: the author's own picture saved over the stand-in, under the same name.
  const root = path.dirname(dataDir)
  for (const picture of Object.keys(STAND_IN_PICTURES)) {
    const file = path.join(root, picture)
    if (fs.existsSync(file)) fs.writeFileSync(file, asAuthorsOwn(fs.readFileSync(file)))
  }
}

function replacedText(value: string, key: string | undefined, next: () => number): string {
  let text = value
  if (SAMPLE_TEXT.test(text)) {
    if (key === "isbn") text = validIsbn(next())
    else if (key === "youtubeId") text = youtubeId(next())
    else if (/^https:\/\//.test(text)) text = text.replace(/SAMPLE-[A-Za-z0-9-]*/g, () => alphanumericId(next(), 22))
    else text = text.replace(/SAMPLE-/g, "")
  }
  // A real-looking domain for every address on the reserved one.
  return text.replace(/([a-z0-9-])\.example(?![a-z0-9-]|\.[a-z0-9])/gi, "$1.co.uk")
}

/** An ISBN-13 with its check digit, in a range no real book of the tests has: 978-1-91500-nnn-c. */
function validIsbn(index: number): string {
  const first12 = `97819150${String(index).padStart(4, "0")}`
  return `${first12.slice(0, 3)}-${first12.slice(3, 4)}-${first12.slice(4, 9)}-${first12.slice(9)}-${isbn13CheckDigit(first12)}`
}

const ID_LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"

/** A stable, different id of `length` letters and digits for each index. */
function alphanumericId(index: number, length: number): string {
  const random = mulberry32(index)
  return Array.from({ length }, () => ID_LETTERS[Math.floor(random() * ID_LETTERS.length)]).join("")
}

/** A YouTube video's id: 11 characters of letters, digits, - and _. */
const youtubeId = (index: number): string => `${alphanumericId(index, 9)}-_`

/**
 * The picture's own pixels, but no longer the stand-in's bytes: a comment added inside the file
 * (a JPEG COM segment after its start, a PNG tEXt chunk after its header), so it stays a valid picture.
 */
export function asAuthorsOwn(picture: Buffer): Buffer {
  const note = Buffer.from("The author's own picture")
  if (picture[0] === 0xff && picture[1] === 0xd8) {
    const segment = Buffer.concat([Buffer.from([0xff, 0xfe, 0, 0]), note])
    segment.writeUInt16BE(note.length + 2, 2)
    return Buffer.concat([picture.subarray(0, 2), segment, picture.subarray(2)])
  }
  if (picture.subarray(1, 4).toString("latin1") === "PNG") {
    const headerEnd = 8 + 4 + 4 + 13 + 4
    const body = Buffer.concat([Buffer.from("tEXt"), Buffer.from("Comment\0"), note])
    const chunk = Buffer.alloc(4 + body.length + 4)
    chunk.writeUInt32BE(body.length - 4, 0)
    body.copy(chunk, 4)
    chunk.writeUInt32BE(zlib.crc32(body), 4 + body.length)
    return Buffer.concat([picture.subarray(0, headerEnd), chunk, picture.subarray(headerEnd)])
  }
  throw new Error("A stand-in picture that is neither a JPEG nor a PNG: teach asAuthorsOwn its format")
}

function filesIn(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap(entry => {
    const full = path.join(dir, entry.name)
    return entry.isDirectory() ? filesIn(full) : [full]
  })
}
