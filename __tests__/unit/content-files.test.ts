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
import { formatProblems, generatedSchemaFiles, jsonSchemaOf, schemaFileOf, validateContent } from "../../plugins/gatsby-source-chapterverse/node"
import { collectionFor, collections } from "../../plugins/gatsby-source-chapterverse"
import { copyOfContent, DATA_DIR, editJson, editNewsPost, newsPosts, PROJECT_ROOT, readJson } from "../../support/content"

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
    for (const [file, text] of generatedSchemaFiles()) {
      expect({ file, text: fs.existsSync(path.join(PROJECT_ROOT, file)) ? fs.readFileSync(path.join(PROJECT_ROOT, file), "utf8") : "(missing)" }).toEqual({
        file,
        text,
      })
    }
  })

  it("reach every JSON file of data/ through the editor settings, each file its collection's schema", () => {
    const settings = JSON.parse(
      generatedSchemaFiles()
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
