/**
 * @jest-environment node
 */
/**
 * The author's ways into data/: files as common editors save them, `npm run check`, and the
 * JSON Schemas that give the editor completion and checks.
 */
import { spawnSync } from "node:child_process"
import fs from "node:fs"
import path from "node:path"
import Ajv from "ajv"
import addFormats from "ajv-formats"
import { formatProblems, generatedModelFiles, jsonSchemaOf, schemaFileOf, validateContent } from "../../node"
import { collectionFor, collections } from "../../index"
import { copyOfContent, DATA_DIR, editJson, editNewsPost, firstBookWith, newsPosts, PROJECT_ROOT, readJson } from "../../../../harness/content"

/** Every JSON file of a content folder, relative to it. */
const jsonFilesIn = (dataDir: string): string[] =>
  (fs.readdirSync(dataDir, { recursive: true }) as string[]).filter(file => file.endsWith(".json")).map(file => file.split(path.sep).join("/"))

/** Saves a file the way Notepad does: a byte-order mark first, Windows line endings. */
function saveAsWindowsEditor(file: string): void {
  const text = fs.readFileSync(file, "utf8").replace(/\r?\n/g, "\r\n")
  fs.writeFileSync(file, `\uFEFF${text}`)
}

describe("data files as common editors save them", () => {
  it("are read as the editor shows them, with a byte-order mark and Windows line endings", () => {
    const data = copyOfContent()
    const files = jsonFilesIn(data)
    files.forEach(file => saveAsWindowsEditor(path.join(data, file)))
    expect(fs.readFileSync(path.join(data, files[0]))[0]).toBe(0xef)
    expect(validateContent(data)).toEqual([])
    for (const file of files) expect(readJson(data, file)).toEqual(readJson(DATA_DIR, file))
  })

  it("still report a JSON mistake at the line the editor shows", () => {
    const data = copyOfContent()
    const file = path.join(data, "videos/videos.json")
    const lines = fs.readFileSync(file, "utf8").split("\n")
    const line = lines.findIndex(text => /"duration": ".*",$/.test(text))
    lines[line] = lines[line].replace(/,$/, "")
    fs.writeFileSync(file, lines.join("\n"))
    saveAsWindowsEditor(file)
    // The missing comma shows where the next line starts.
    expect(validateContent(data)).toEqual([
      expect.objectContaining({ problem: expect.stringContaining(`at the end of line ${line + 1}, before line ${line + 2} `) }),
    ])
  })
})

describe("data files in another encoding than UTF-8, or with a field written twice", () => {
  /** A file's text with `inserted` put in at `at` in Windows-1252 ("ANSI"), the rest left as UTF-8, and the line it lands on. */
  const withWindowsText = (text: string, at: number, inserted: string) => ({
    bytes: Buffer.concat([Buffer.from(text.slice(0, at)), Buffer.from(inserted, "latin1"), Buffer.from(text.slice(at))]),
    line: text.slice(0, at).split("\n").length,
  })
  const SAVE_AS_UTF8 = expect.stringMatching(/^open it in your editor and save it again as UTF-8 \(in Notepad: File, Save as, then "UTF-8" under Encoding/)

  it.each([
    ['UTF-16 with its mark, as Notepad saves "Unicode"', (text: string) => Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, "utf16le")])],
    ["UTF-16, big-endian, with its mark", (text: string) => Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from(text, "utf16le").swap16()])],
    ["UTF-16 without its mark", (text: string) => Buffer.from(text, "utf16le")],
  ])("are refused when saved as %s, naming the file and what to do", (_how, save) => {
    const data = copyOfContent()
    const file = path.join(data, "videos/videos.json")
    fs.writeFileSync(file, save(fs.readFileSync(file, "utf8")))
    expect(validateContent(data)).toEqual([
      { file: "data/videos/videos.json", problem: 'the file is saved as UTF-16 (Notepad calls it "Unicode"), and the site reads UTF-8', fix: SAVE_AS_UTF8 },
    ])
  })

  it("refuse a first chapter with letters in Windows-1252, naming its book, the file and the line as that encoding reads it", () => {
    const book = firstBookWith("a first chapter", candidate => candidate.firstChapter)
    const data = copyOfContent()
    const chapter = path.join(data, "books", book.slug, book.firstChapter.file)
    const text = fs.readFileSync(chapter, "utf8")
    const { bytes, line } = withWindowsText(text, text.indexOf("\n\n") + 2, "Zoë ")
    fs.writeFileSync(chapter, bytes)
    expect(validateContent(data)).toEqual([
      expect.objectContaining({
        file: `data/books/${book.slug}/book.json`,
        field: "firstChapter.file",
        problem: expect.stringContaining(
          `in data/books/${book.slug}/${book.firstChapter.file}, the file is not saved as UTF-8, the encoding the site reads: line ${line} is written in another one, probably Windows-1252 (Notepad's "ANSI", or "Western"), in which it reads "Zoë `,
        ),
        fix: SAVE_AS_UTF8,
      }),
    ])
  })

  it("refuse a letter already lost (\uFFFD), naming the file, the line and the column", () => {
    const data = copyOfContent()
    const file = path.join(data, "videos/videos.json")
    const text = fs.readFileSync(file, "utf8")
    const at = text.indexOf('"title": "') + '"title": "'.length
    fs.writeFileSync(file, `${text.slice(0, at)}Zo\uFFFD ${text.slice(at)}`)
    const before = text.slice(0, at).split("\n")
    expect(validateContent(data)).toEqual([
      {
        file: "data/videos/videos.json",
        problem: `the file holds the replacement character "\uFFFD" at line ${before.length}, column ${before[before.length - 1].length + 3}, where a letter was lost when the text was once saved in another encoding`,
        fix: "type the lost letter again in its place",
      },
    ])
  })

  it("refuse a field written twice in one entry, or in a list inside it, naming the file, the entry, the field and both lines", () => {
    const data = copyOfContent()
    /** Writes the line that holds `search` (the `nth` one) twice, the first time with `old` as its value; the two lines' numbers. */
    const writeTwice = (relativePath: string, search: string, nth: number, old: string) => {
      const file = path.join(data, relativePath)
      const lines = fs.readFileSync(file, "utf8").split("\n")
      const index = lines.map((line, at) => (line.trimStart().startsWith(search) ? at : -1)).filter(at => at >= 0)[nth]
      lines.splice(index, 0, lines[index].replace(/: .*?(,?)$/, `: ${JSON.stringify(old)}$1`).replace(/[^,]$/, "$&,"))
      fs.writeFileSync(file, lines.join("\n"))
      return [index + 1, index + 2]
    }
    const artworks = readJson(DATA_DIR, "artwork/artwork.json")
    const book = firstBookWith("a character", candidate => candidate.characters.length > 0)
    const titleLines = writeTwice("artwork/artwork.json", '"title":', 1, "An old title")
    const nameLines = writeTwice(`books/${book.slug}/book.json`, '"name":', 0, "An old name")
    const problems = validateContent(data)
    const twice = (lines: number[]) => `the field is written twice in one object, on lines ${lines[0]} and ${lines[1]}, and the site would read only the second`
    const fix = "keep the one you mean and delete the other"
    expect(problems).toContainEqual({ file: "data/artwork/artwork.json", entry: `2 ("${artworks[1].slug}")`, field: "title", problem: twice(titleLines), fix })
    expect(problems).toContainEqual(
      expect.objectContaining({
        file: `data/books/${book.slug}/book.json`,
        entry: `"${book.slug}"`,
        field: "characters[0].name",
        problem: twice(nameLines),
        fix,
      }),
    )
    expect(formatProblems(problems)).toContain(`entry "${book.slug}", character 1 ("${book.characters[0].slug}"), field "name": ${twice(nameLines)}`)
  })
})

describe("npm run check", () => {
  const check = (projectRoot: string) =>
    spawnSync(path.join(PROJECT_ROOT, "node_modules/.bin/tsx"), [path.join(PROJECT_ROOT, "scripts/check-content.ts")], { cwd: projectRoot, encoding: "utf8" })

  it("passes the site's own content", () => {
    const result = check(PROJECT_ROOT)
    expect(result.stderr).not.toMatch(/problem/)
    expect(result.status).toBe(0)
  })

  it("fails with the build's messages, every problem at once", () => {
    const data = copyOfContent()
    editJson(data, "artwork/artwork.json", artwork => {
      delete artwork[0].alt
      artwork[1].image = "missing.jpg"
    })
    const result = check(path.dirname(data))
    expect(result.status).toBe(1)
    const problems = validateContent(data)
    expect(problems.length).toBeGreaterThanOrEqual(2)
    const lines = formatProblems(problems).split("\n").slice(1)
    expect(result.stderr.split("\n").slice(1, lines.length + 1)).toEqual(lines)
  })
})

describe("npm run check on a news post", () => {
  const check = (projectRoot: string) =>
    spawnSync(path.join(PROJECT_ROOT, "node_modules/.bin/tsx"), [path.join(PROJECT_ROOT, "scripts/check-content.ts")], { cwd: projectRoot, encoding: "utf8" })

  it("names the file, the entry and the field of each problem, as the build does", () => {
    const data = copyOfContent()
    const [post] = newsPosts
    editNewsPost(data, post.slug, markdown =>
      [markdown.replace(/^date: .*$/m, "date: 2025-06-31").replace(/^alt: .*\n/m, ""), "See [the old site](http://old.example).", "<b>Hello</b>"].join("\n\n"),
    )
    const result = check(path.dirname(data))
    expect(result.status).toBe(1)
    const at = `data/news/${post.slug}/post.md, entry "${post.slug}"`
    const problems = validateContent(data)
    const lines = formatProblems(problems).split("\n").slice(1)
    expect(result.stderr.split("\n").slice(1, lines.length + 1)).toEqual(lines)
    // The first problem of the text stops its reading: the http link comes before the HTML.
    for (const expected of [
      `${at}, field "date": "2025-06-31" is not a day of the calendar`,
      `${at}, field "alt": the field is missing`,
      `${at}, field "body": the link`,
    ])
      expect(result.stderr).toContain(expected)
  })
})

describe("the JSON Schemas of data/", () => {
  const ajv = addFormats(new Ajv({ allErrors: true, strict: false }))

  it("are written from the content model as it is now (run npm run schemas after changing it)", () => {
    // Its reference for people too (docs/content-model.md), beside the schemas and the editor settings.
    expect(generatedModelFiles().has("docs/content-model.md")).toBe(true)
    for (const [file, text] of generatedModelFiles()) {
      expect({ file, text: fs.existsSync(path.join(PROJECT_ROOT, file)) ? fs.readFileSync(path.join(PROJECT_ROOT, file), "utf8") : "(missing)" }).toEqual({
        file,
        text,
      })
    }
  })

  it("reach every JSON file of data/ through the editor settings, each file its collection's schema", () => {
    const settings = JSON.parse(
      generatedModelFiles()
        .get(".vscode/settings.json")!
        .replace(/^\/\/.*\n/, ""),
    )
    for (const file of jsonFilesIn(DATA_DIR)) {
      const collection = collectionFor(file)!
      const matching = settings["json.schemas"].filter((entry: { fileMatch: string[] }) =>
        entry.fileMatch.some(pattern => new RegExp(`^${pattern.replace(/\./g, "\\.").replace(/\*/g, "[^/]+")}$`).test(`/data/${file}`)),
      )
      expect({ file, urls: matching.map((entry: { url: string }) => entry.url) }).toEqual({ file, urls: [`./${schemaFileOf(collection)}`] })
    }
  })

  it("accept the site's own content", () => {
    for (const file of jsonFilesIn(DATA_DIR)) {
      const validate = ajv.compile(jsonSchemaOf(collectionFor(file)!))
      expect({ file, valid: validate(readJson(DATA_DIR, file)), errors: validate.errors ?? null }).toEqual({ file, valid: true, errors: null })
    }
  })

  it("mark a wrong value, an unknown field and a missing one as the author types", () => {
    const artwork = collections.find(collection => collection.file === "artwork/artwork.json")!
    const validate = ajv.compile(jsonSchemaOf(artwork))
    const [first] = readJson(DATA_DIR, artwork.file)
    const { alt, ...withoutAlt } = first
    expect(alt).toBeDefined()
    const wrong = [{ ...first, slug: "Not A Slug" }, { ...first, colour: "red" }, withoutAlt, { ...first, image: "picture.gif" }]
    for (const entry of wrong) expect(validate([entry])).toBe(false)
    expect(validate([first])).toBe(true)
  })
})
