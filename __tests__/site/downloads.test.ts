/**
 * The printable PDFs and the press kit the build made (src/downloads/), checked as a teacher and
 * a journalist would meet them: every PDF opens in poppler (pdfinfo, pdftotext, pdfimages), has
 * the pages it should and carries the series' name and its title on every page; the press kit
 * opens and holds what it lists. Every expectation comes from data/.
 */
import { execFileSync } from "node:child_process"
import crypto from "node:crypto"
import fs from "node:fs"
import path from "node:path"
import { unzipSync } from "fflate"
import sharp from "sharp"
import { unlessSample } from "gatsby-source-chapterverse"
import type { GeneratedFile } from "../../src/downloads/generatedFiles"
import { hiddenLetters } from "../../src/downloads/wordSearch"
import { formatLongDate } from "../../src/text/format"
import { bookEntries, DATA_DIR, fileDigest, readJson, teachingGuides, type Json } from "../../harness/content"
import { generatedFiles, MONTH_FIRST_DATE, publicFile, site } from "../../harness/built-site"

const files = generatedFiles()
const ofKind = (kind: string) => files.filter(file => file.kind === kind)
const pdfs = files.filter(file => file.format === "PDF")

const colouringPages: Json[] = readJson(DATA_DIR, "artwork/colouring/colouring-pages.json")
const author: Json = readJson(DATA_DIR, "author/author.json")

/** Whitespace as one space: pdftotext breaks lines where the PDF does. */
const flat = (value: string) => value.replace(/\s+/g, " ").trim()
const pdfInfo = (file: GeneratedFile): Record<string, string> =>
  Object.fromEntries(
    execFileSync("pdfinfo", [publicFile(file.url)], { encoding: "utf8" })
      .split("\n")
      .filter(line => line.includes(":"))
      .map(line => [line.slice(0, line.indexOf(":")), line.slice(line.indexOf(":") + 1).trim()]),
  )
const pdfText = (file: GeneratedFile, page?: number): string =>
  flat(execFileSync("pdftotext", [...(page ? ["-f", String(page), "-l", String(page)] : []), publicFile(file.url), "-"], { encoding: "utf8" }))
/** The tagged structure as poppler reads it: each element's tag and the text directly under it. */
const pdfStructure = (file: GeneratedFile): Array<{ tag: string; text: string }> => {
  const lines = execFileSync("pdfinfo", ["-struct-text", publicFile(file.url)], { encoding: "utf8" }).split("\n")
  return lines.flatMap((line, index) => {
    const element = /^\s*(\w+)(?: \(\w+\))?$/.exec(line)
    if (!element) return []
    const next = /^\s*"(.*)"$/.exec(lines[index + 1] ?? "")
    return [{ tag: element[1], text: next ? flat(next[1]) : "" }]
  })
}
/** The file's own bytes as text (pdfkit writes its objects uncompressed; the pages' streams are compressed). */
const rawPdf = (file: GeneratedFile): string => fs.readFileSync(publicFile(file.url), "latin1")
/** A text string as a PDF writes it: ASCII as it is, anything else as UTF-16 with its byte-order mark; ( ) \\ and control characters escaped. */
const pdfString = (value: string): string => {
  const binary = [...value].every(c => c.charCodeAt(0) <= 0x7f) ? value : Buffer.from(`\ufeff${value}`, "utf16le").swap16().toString("latin1")
  const escapes: Record<string, string> = { "\n": "\\n", "\r": "\\r", "\t": "\\t", "\b": "\\b", "\f": "\\f" }
  return `(${binary.replace(/[\n\r\t\b\f()\\]/g, c => escapes[c] ?? `\\${c}`)})`
}
const only = (kind: string, book?: string): GeneratedFile => {
  const found = ofKind(kind).filter(file => file.book === book)
  expect(found).toHaveLength(1)
  return found[0]
}

describe("the downloadable files", () => {
  it("are all in public/downloads/, with the size the build gave, and nothing else is", () => {
    for (const file of files) expect(fs.statSync(publicFile(file.url)).size).toBe(file.bytes)
    expect(fs.readdirSync(publicFile("/downloads")).sort()).toEqual(files.map(file => file.fileName).sort())
  })

  it("are a teaching guide and a word search for each guide, a colouring page for each picture, the passport and the press kit", () => {
    expect(ofKind("teaching-guide").map(file => file.book)).toEqual(teachingGuides.map(guide => guide.book))
    expect(ofKind("word-search").map(file => file.book)).toEqual(teachingGuides.map(guide => guide.book))
    expect(ofKind("colouring-page").map(file => file.book ?? null)).toEqual(colouringPages.map(page => page.book ?? null))
    expect(ofKind("reading-passport")).toHaveLength(1)
    expect(ofKind("press-kit")).toHaveLength(1)
  })
})

describe.each(pdfs.map(file => [file.fileName, file] as const))("%s", (_, file) => {
  const info = pdfInfo(file)

  it("opens, with the pages the build counted, and names its title, author and subject", () => {
    expect(Number(info.Pages)).toBe(file.pageCount)
    expect(info["Page size"]).toMatch(/^595\.2\d? x 841\.8\d? pts \(A4\)/)
    expect(info.Title).toBe(file.title)
    // The author's name once it is real: a sample name is left out.
    expect(info.Author).toBe(unlessSample(site.authorName))
    expect(info.Subject).not.toBe("")
  })

  it("carries the series' name and its title on every page, and writes no date month first", () => {
    for (let page = 1; page <= Number(info.Pages); page++) {
      const text = pdfText(file, page)
      expect(text).toContain(site.seriesName)
      expect(text).toContain(file.title)
      expect(text).toContain(`Page ${page} of ${info.Pages}`)
      expect(text.match(MONTH_FIRST_DATE)).toBeNull()
    }
  })
})

describe.each(teachingGuides.map(guide => [guide.book, guide] as const))("the teaching guide and word search of %s", (slug, guide) => {
  const book = bookEntries.find(entry => entry.slug === slug)

  it("print every discussion question, every vocabulary word and its meaning, and every activity with its curriculum link", () => {
    const text = pdfText(only("teaching-guide", slug))
    expect(text).toContain(book.title)
    for (const part of guide.discussion) {
      expect(text).toContain(flat(part.heading))
      for (const question of part.questions) expect(text).toContain(flat(question))
    }
    for (const { word, definition } of guide.vocabulary) {
      expect(text).toContain(word)
      expect(text).toContain(flat(definition))
    }
    for (const activity of guide.activities) {
      expect(text).toContain(flat(activity.title))
      expect(text).toContain(flat(activity.curriculumLink))
      for (const step of activity.steps) expect(text).toContain(flat(step))
    }
  })

  it("number the questions on through the chapters", () => {
    const count = guide.discussion.reduce((sum: number, part: Json) => sum + part.questions.length, 0)
    const text = pdfText(only("teaching-guide", slug))
    const last = guide.discussion.at(-1).questions.at(-1)
    expect(text).toContain(`${count}. ${flat(last)}`)
  })

  it("never end a page with a heading, or with an activity's title, details or first step away from the rest of it", () => {
    const guideFile = only("teaching-guide", slug)
    const headings = [
      ...guide.discussion.map((part: Json) => flat(`${part.chapters}: ${part.heading}`)),
      ...guide.activities.map((activity: Json) => flat(activity.title)),
      "Discussion questions",
      "Vocabulary",
      "Activities",
    ]
    const pages = Number(pdfInfo(guideFile).Pages)
    for (let page = 1; page <= pages; page++) {
      // The page's text as it reads, without the running footer.
      const text = pdfText(guideFile, page).replace(new RegExp(`\\s*Page ${page} of ${pages}$`), "")
      for (const title of headings) expect(text.endsWith(title)).toBe(false)
      for (const activity of guide.activities) {
        // An activity's opening (up to its first step) is on one page, and its first step shares a page with its second.
        expect(text.endsWith(flat(activity.curriculumLink))).toBe(false)
        expect(text.endsWith(flat(activity.text))).toBe(false)
        if (activity.steps.length > 1) expect(text.endsWith(`1. ${flat(activity.steps[0])}`)).toBe(false)
      }
      for (const part of guide.discussion) if (part.questions.length > 1) expect(text.endsWith(flat(part.questions[0]))).toBe(false)
    }
  })

  it("are tagged PDFs whose structure holds the headings, the questions as a list and the cover as a figure with its alt text", () => {
    const guideFile = only("teaching-guide", slug)
    expect(pdfInfo(guideFile).Tagged).toBe("yes")
    const structure = pdfStructure(guideFile)
    expect(structure).toContainEqual({ tag: "H1", text: book.title })
    for (const title of ["Discussion questions", "Vocabulary", "Activities"]) expect(structure).toContainEqual({ tag: "H2", text: title })
    for (const part of guide.discussion) expect(structure).toContainEqual({ tag: "H3", text: flat(`${part.chapters}: ${part.heading}`) })
    for (const activity of guide.activities) expect(structure).toContainEqual({ tag: "H3", text: flat(activity.title) })
    for (const question of guide.discussion.flatMap((part: Json) => part.questions)) expect(structure).toContainEqual({ tag: "LBody", text: flat(question) })
    expect(structure).toContainEqual({ tag: "Figure", text: "" })
    expect(rawPdf(guideFile)).toContain(`/Alt ${pdfString(book.coverAlt)}`)

    const puzzle = only("word-search", slug)
    expect(pdfInfo(puzzle).Tagged).toBe("yes")
    const puzzleStructure = pdfStructure(puzzle)
    for (const title of [`${book.title} word search`, "Word clues", "Answers"]) expect(puzzleStructure).toContainEqual({ tag: "H1", text: title })
    for (const { word } of guide.vocabulary) expect(puzzleStructure).toContainEqual({ tag: "LI", text: word })
    expect(puzzleStructure.filter(element => element.tag === "Figure")).toHaveLength(2)
  })

  it("give a puzzle listing every word and a grid that holds them, then the answers", () => {
    const puzzle = only("word-search", slug)
    const first = pdfText(puzzle, 1)
    for (const { word } of guide.vocabulary) expect(first).toContain(word)
    // The grid's rows, as pdftotext reads them: lines of single capitals.
    const rows = execFileSync("pdftotext", ["-layout", "-f", "1", "-l", "1", publicFile(puzzle.url), "-"], { encoding: "utf8" })
      .split("\n")
      .map(line => line.trim())
      .filter(line => /^([A-Z] +){9,}[A-Z]$/.test(line))
      .map(line => line.replace(/ +/g, ""))
    expect(rows.length).toBeGreaterThanOrEqual(10)
    expect(rows.every(row => row.length === rows.length)).toBe(true)
    // Every word reads forwards in a row, a column or a down-right diagonal.
    const columns = rows.map((_, c) => rows.map(row => row[c]).join(""))
    const diagonals = [...Array(rows.length * 2 - 1).keys()].map(d =>
      rows
        .map((row, r) => row[r - (rows.length - 1) + d])
        .filter(Boolean)
        .join(""),
    )
    const lines = [...rows, ...columns, ...diagonals]
    for (const { word } of guide.vocabulary) expect(lines.some(line => line.includes(hiddenLetters(word)))).toBe(true)
    expect(pdfText(puzzle, Number(pdfInfo(puzzle).Pages))).toContain("Answers")
  })
})

describe("the reading passport", () => {
  const passport = only("reading-passport")

  it("has a cover page for the reader's name, then a page for each book with its title and the places to fill in", () => {
    expect(passport.pageCount).toBe(bookEntries.length + 1)
    expect(pdfText(passport, 1)).toContain("This passport belongs to")
    bookEntries.forEach((book, index) => {
      const page = pdfText(passport, index + 2)
      expect(page).toContain(book.title)
      for (const field of ["I started reading on", "I finished reading on", "My star rating", "My favourite character", "STAMP"]) expect(page).toContain(field)
    })
  })

  it("shows each book's cover", () => {
    const images = execFileSync("pdfimages", ["-list", publicFile(passport.url)], { encoding: "utf8" })
      .split("\n")
      .slice(2)
      .filter(Boolean)
    // The covers along the foot of the cover page, and one on each book's page.
    expect(images).toHaveLength(bookEntries.length * 2)
  })
})

describe.each(colouringPages.map(page => [page.slug, page] as const))("the colouring page %s", (slug, page) => {
  const file = files.find(candidate => candidate.slug === `colouring-page-${slug}`) as GeneratedFile

  it("is one page with its title and its picture at full resolution", async () => {
    expect(file.pageCount).toBe(1)
    expect(pdfText(file)).toContain(page.title)
    const { width, height } = await sharp(path.join(DATA_DIR, "artwork/colouring", page.image)).metadata()
    const [image] = execFileSync("pdfimages", ["-list", publicFile(file.url)], { encoding: "utf8" })
      .split("\n")
      .slice(2)
      .filter(Boolean)
    expect(image.trim().split(/\s+/).slice(3, 5).map(Number)).toEqual([width, height])
  })
})

describe("the press kit", () => {
  const kit = only("press-kit")
  const archive = unzipSync(fs.readFileSync(publicFile(kit.url)))
  const textOf = (name: string) => new TextDecoder().decode(archive[name])

  it("opens and holds exactly the files it lists, each named in its contents file", () => {
    expect(Object.keys(archive)).toEqual(kit.contents)
    const contents = textOf("contents.txt")
    for (const name of kit.contents ?? []) expect(contents).toContain(name)
  })

  it("holds every cover and the author's photo exactly as data/ has them", () => {
    const digests = new Map(Object.entries(archive).map(([name, data]) => [crypto.createHash("sha256").update(data).digest("hex"), name]))
    for (const book of bookEntries) expect(digests.has(fileDigest(path.join(DATA_DIR, "books", book.slug, book.cover)))).toBe(true)
    expect(digests.has(fileDigest(path.join(DATA_DIR, "author", author.photo)))).toBe(true)
    expect(Object.keys(archive).filter(name => /\.(jpe?g|png|webp|avif)$/i.test(name))).toHaveLength(bookEntries.length + 1)
  })

  it("gives the biographies as text with the author's and the series' names and the site's address, each to come while it is a sample", () => {
    const biography = textOf("biography.txt")
    for (const value of [site.seriesName, ...author.pressBio, ...author.childBio]) expect(biography).toContain(value)
    expect(biography).toContain(unlessSample(site.authorName) ?? "The author's name: to come")
    expect(biography).toContain(unlessSample(site.siteUrl) ?? "The website's address: to come")
  })

  it("says when each published book came out, written as the site writes dates", () => {
    const biography = textOf("biography.txt")
    for (const book of bookEntries.filter(entry => entry.status === "published" && entry.releaseDate))
      expect(biography).toContain(`Published ${formatLongDate(book.releaseDate)}.`)
  })
})
