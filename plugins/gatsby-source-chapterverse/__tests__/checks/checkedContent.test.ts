/**
 * @jest-environment node
 */
import fs from "node:fs"
import path from "node:path"
import { ContentProblems, formatProblems, loadContent, sampleValues, validateContent } from "../../node"
import { Artwork, Book, collections, metaOf, object, SiteSettings, text } from "../../index"
import { books, copyOfContent, DATA_DIR, editJson, readJson, type Json } from "../../../../harness/content"

describe("loadContent", () => {
  it("gives every entry of data/ as its file holds it, with the file, by the collection's type", () => {
    const content = loadContent(DATA_DIR)
    expect(content.entries(Artwork)).toEqual(
      readJson(DATA_DIR, "artwork/artwork.json").map((value: Json) => ({ value, file: path.join(DATA_DIR, "artwork/artwork.json") })),
    )
    expect(content.single(SiteSettings)).toEqual({ value: readJson(DATA_DIR, "site/site.json"), file: path.join(DATA_DIR, "site/site.json") })
    expect(
      content
        .entries(Book)
        .map(book => book.value.slug)
        .sort(),
    ).toEqual(books.map(book => book.slug).sort())
  })

  it("reads each file of data/ once, parses each JSON file once, and finds the sample values in that same read", () => {
    const read = jest.spyOn(fs, "readFileSync")
    const parse = jest.spyOn(JSON, "parse")
    try {
      const content = loadContent(DATA_DIR)
      const jsonFiles = (fs.readdirSync(DATA_DIR, { recursive: true }) as string[]).filter(file => file.endsWith(".json"))
      // The sample values come from the entries the checks parsed, not from a second parse.
      expect(parse).toHaveBeenCalledTimes(jsonFiles.length)
      const textsRead = read.mock.calls.map(([file]) => String(file)).filter(file => /\.(json|md)$/.test(file) && file.startsWith(DATA_DIR))
      // Every JSON file, every Markdown entry (a news post) and every first chapter.
      const textFiles = (fs.readdirSync(DATA_DIR, { recursive: true }) as string[]).filter(file => /\.(json|md)$/.test(file))
      expect([...textsRead].sort()).toEqual(textFiles.map(file => path.join(DATA_DIR, file)).sort())
      expect(content.samples).toEqual(sampleValues(DATA_DIR))
    } finally {
      read.mockRestore()
      parse.mockRestore()
    }
  })

  it("reads a file saved with a byte-order mark as the editor shows it", () => {
    const data = copyOfContent()
    const file = path.join(data, "site/site.json")
    fs.writeFileSync(file, `\uFEFF${fs.readFileSync(file, "utf8")}`)
    expect(loadContent(data).single(SiteSettings).value).toEqual(readJson(DATA_DIR, "site/site.json"))
  })

  it("throws every problem validateContent reports, in its words", () => {
    const data = copyOfContent()
    editJson(data, "artwork/artwork.json", items => {
      items[0].alt = ""
      items[1].image = "missing.jpg"
    })
    const problems = validateContent(data)
    expect(problems.length).toBeGreaterThanOrEqual(2)
    let thrown: unknown
    try {
      loadContent(data)
    } catch (error) {
      thrown = error
    }
    expect(thrown).toBeInstanceOf(ContentProblems)
    expect((thrown as ContentProblems).problems).toEqual(problems)
    expect((thrown as ContentProblems).message).toBe(formatProblems(problems))
  })
})

describe("the checked content's collections", () => {
  it("refuses the one entry of a collection of many, or the entries of a type that is no collection, naming it", () => {
    const content = loadContent(DATA_DIR)
    const many = collections.find(collection => collection.holds === "many" && content.entries(collection.type).length !== 1)
    if (!many) throw new Error("data/ has no collection of many entries to ask one of")
    const count = content.entries(many.type).length
    expect(() => content.single(many.type)).toThrow(`${metaOf(many.type).typeName} has ${count} entries in data/, not the one its collection holds`)
    expect(() => content.entries(object("NoCollection", { title: text() }))).toThrow(/^NoCollection is not a collection of the content model/)
  })

  it("throws its problems as ContentProblems, by that name", () => {
    expect(new ContentProblems([{ file: "data/site/site.json", field: "siteUrl", problem: "the field is missing", fix: "add it" }]).name).toBe(
      "ContentProblems",
    )
  })
})
