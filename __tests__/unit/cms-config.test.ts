/**
 * @jest-environment node
 */
/**
 * The web editor's configuration is written from the content model, and its start-up script
 * reads and writes data/'s JSON exactly as the files are.
 */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import vm from "node:vm"
import * as YAML from "yaml"
import { z } from "zod"
import { writeAdminApp } from "../../src/admin/adminApp"
import { CMS_WIDGETS, cmsConfig, LIST_FIELD, PREVIEW_CONTEXT } from "../../src/admin/cmsConfig"
import { formatLongDate, LONG_DATE } from "../../src/text/format"
import { themeStylesheet } from "../../src/theme"
import {
  choice,
  type Collection,
  collections,
  image,
  list,
  metaOf,
  MUSIC_PLAYERS,
  NewsPost,
  object,
  type ObjectSchema,
  optional,
  parseFrontMatter,
  slug,
  text,
  unwrapOptional,
} from "gatsby-source-chapterverse"
import { DATA_DIR, PROJECT_ROOT } from "../../harness/content"
import { editorText, runAdminScript } from "../helpers/adminScript"

type CmsField = {
  name: string
  widget: string
  required?: boolean
  options?: string[]
  fields?: CmsField[]
  field?: CmsField
  format?: string
  picker_utc?: boolean
  pattern?: [string, string]
}
type CmsCollection = {
  name: string
  label: string
  folder?: string
  extension?: string
  format: string
  files?: Array<{ file: string; fields: CmsField[] }>
  fields?: CmsField[]
}

const configOf = (of: readonly Collection[] = collections) =>
  cmsConfig({ backend: { name: "github", repo: "author/site" } }, of) as { collections: CmsCollection[] }

/** The form fields the editor shows for an entry of a collection. */
function entryFields(collection: Collection, cms: CmsCollection): CmsField[] {
  // A Markdown entry's text is the last field, below those of its front matter.
  if (cms.folder) return collection.format === "markdown" ? cms.fields!.slice(0, -1) : cms.fields!
  const [file] = cms.files!
  expect(file.file).toBe(`data/${collection.file}`)
  return collection.holds === "many" ? file.fields.find(field => field.name === LIST_FIELD)!.fields! : file.fields
}

/**
 * Every field of the model has its form field, of the kind the model says; required where the model
 * requires it, but inside an optional group, where Decap would refuse the whole entry for a group
 * left out (decaporg/decap-cms#7748) and the check refuses a group half filled in.
 */
function expectFormMatches(type: ObjectSchema, fields: CmsField[], where: string, insideOptionalGroup = false): void {
  expect({ where, names: fields.map(field => field.name) }).toEqual({ where, names: Object.keys(type.shape) })
  for (const field of fields) {
    const { schema, optional: isOptional } = unwrapOptional(type.shape[field.name] as z.ZodType)
    const meta = metaOf(schema)
    const at = `${where}.${field.name}`
    expect({ at, required: field.required ?? true }).toEqual({ at, required: !isOptional && !insideOptionalGroup })
    if (meta.kind === "choice") expect(field.options).toEqual((schema as z.ZodEnum).options)
    if (meta.kind === "image") expect({ at, widget: field.widget }).toEqual({ at, widget: "image" })
    // A time on the clock of the event's place: typed and saved as written, never moved to the editor's own zone.
    if (meta.kind === "dateTime") expect({ at, widget: field.widget }).toEqual({ at, widget: CMS_WIDGETS.dateTime })
    if (meta.kind === "object") expectFormMatches(schema as ObjectSchema, field.fields!, at, insideOptionalGroup || isOptional)
    if (meta.kind === "list") {
      const item = (schema as z.ZodArray<z.ZodType>).element
      if (metaOf(item).kind === "object") expectFormMatches(item as ObjectSchema, field.fields!, `${at}[]`, insideOptionalGroup)
      else expect(field.field).toBeDefined()
    }
  }
}

describe("the web editor's configuration", () => {
  it("has a collection for every file of the content model, with a form field for every field, then the books' first chapters", () => {
    const config = configOf()
    expect(config.collections.map(collection => collection.name)).toEqual([...collections.map(collection => collection.name), "FirstChapter"])
    collections.forEach((collection, index) => expectFormMatches(collection.type, entryFields(collection, config.collections[index]), collection.name))
  })

  it("edits a news post's text, and a first chapter's, as Markdown with a preview, offering only what the build accepts", () => {
    const { collections: cms } = configOf()
    const markdownEntries = cms.filter(collection => collection.extension === "md")
    expect(markdownEntries.map(collection => collection.name)).toEqual([...collections.filter(c => c.format === "markdown").map(c => c.name), "FirstChapter"])
    for (const collection of markdownEntries) {
      const body = collection.fields!.at(-1) as CmsField & { buttons: string[]; editor_components: string[] }
      expect({ name: body.name, widget: body.widget, editor_components: body.editor_components }).toEqual({
        name: "body",
        widget: "markdown",
        editor_components: [],
      })
      expect(body.buttons).not.toContain("code-block")
    }
    const chapters = cms.find(collection => collection.name === "FirstChapter")!
    const chapterFiles = fs
      .readdirSync(path.join(PROJECT_ROOT, chapters.folder!))
      .filter(book => fs.existsSync(path.join(PROJECT_ROOT, chapters.folder!, book, "first-chapter.md")))
    expect(chapterFiles.length).toBeGreaterThan(0)
  })

  it("gives every folder collection a folder to itself, since Decap lists every file of its extension under its folder as an entry", () => {
    const { collections: cms } = configOf()
    const under = (folder: string, place: string) => `${place}/`.startsWith(`${folder.replace(/\/+$/, "")}/`)
    const folderCollections = cms.filter(collection => collection.folder)
    expect(folderCollections.length).toBeGreaterThan(0)
    // What each collection holds: its folder, or its files. None may lie under another's folder, unless its files have another extension.
    const places = cms.flatMap(collection =>
      (collection.folder ? [collection.folder] : collection.files!.map(file => file.file)).map(place => ({
        name: collection.name,
        place,
        extension: collection.extension ?? path.extname(place).slice(1),
      })),
    )
    const listedTwice = folderCollections.flatMap(({ name, folder, extension }) =>
      places
        .filter(other => other.name !== name && other.extension === extension && under(folder!, other.place))
        .map(other => `${other.place} (${other.name}) is under ${folder} (${name})`),
    )
    expect(listedTwice).toEqual([])
  })

  it("edits the events, each time typed as the site stores it (checked as she types, a day that exists) and its time zone checked too", () => {
    const events = collections.find(collection => collection.name === "Event")!
    const fields = entryFields(
      events,
      configOf().collections.find(collection => collection.name === "Event")!,
    )
    const times = fields.filter(field => field.widget === CMS_WIDGETS.dateTime)
    expect(times.map(field => field.name)).toEqual(["start", "end"])
    for (const field of times) {
      const accepts = (typed: string) => new RegExp(field.pattern![0]).test(typed)
      expect([accepts("2026-03-14T10:30"), accepts("2026-02-30T10:30"), accepts("2026-03-14T24:00"), accepts("14/03/2026 10:30")]).toEqual([
        true,
        false,
        false,
        false,
      ])
    }
    const zone = fields.find(field => field.name === "timeZone")!
    expect(new RegExp(zone.pattern![0]).test("Europe/London")).toBe(true)
    expect(new RegExp(zone.pattern![0]).test("london")).toBe(false)
  })

  it("checks an album's player address as the author types: on a known player's origin only, as the build does", () => {
    const albums = collections.find(collection => collection.name === "MusicAlbum")!
    const player = entryFields(
      albums,
      configOf().collections.find(collection => collection.name === "MusicAlbum")!,
    ).find(field => field.name === "embedUrl")!
    const accepts = (address: string) => new RegExp(player.pattern![0]).test(address)
    for (const { origin } of MUSIC_PLAYERS) expect({ origin, accepted: accepts(`${origin}/embed/album/1`) }).toEqual({ origin, accepted: true })
    for (const address of ["https://www.youtube.com/embed/videoseries?list=1", "https://open.spotify.com.evil.test/embed/1", "http://open.spotify.com/embed/1"])
      expect({ address, accepted: accepts(address) }).toEqual({ address, accepted: false })
  })

  it("gives a field added to the model its form field, with no second edit", () => {
    const Sticker = object("Sticker", { slug: slug(), title: text(), finish: choice("matt", "gloss"), picture: image(), tags: optional(list(text())) })
    const stickers: Collection = {
      name: "Sticker",
      label: "Stickers",
      type: Sticker,
      file: "stickers/stickers.json",
      holds: "many",
      key: "slug",
      description: "stickers",
    }
    const [cms] = configOf([stickers]).collections
    expect(cms.format).toBe("json-list")
    expectFormMatches(Sticker, entryFields(stickers, cms), "Sticker")
  })

  // Decap writes "<count> <label>" over a list and "Add <label_singular>" on its button, both lower-cased.
  it("counts and adds a list's entries in plain English: 21 artworks, 1 book, Add old address", () => {
    type ListField = CmsField & { label: string; label_singular: string; summary?: string }
    const listOf = (name: string) => configOf().collections.find(collection => collection.name === name)!.files![0].fields[0] as ListField
    const words = (list: ListField, count: number) => `${count} ${(count === 1 ? list.label_singular : list.label).toLowerCase()}`
    const artwork = listOf("Artwork")
    expect([words(artwork, 21), words(artwork, 1), `Add ${artwork.label_singular.toLowerCase()}`]).toEqual(["21 artworks", "1 artwork", "Add artwork"])
    const aliases = listOf("Alias")
    expect([words(aliases, 2), `Add ${aliases.label_singular.toLowerCase()}`]).toEqual(["2 old addresses", "Add old address"])
    expect(words(listOf("MerchandiseItem"), 3)).toBe("3 merchandise items")
    const books = artwork.fields!.find(field => field.name === "books") as ListField
    expect([words(books, 1), words(books, 2), `Add ${books.label_singular.toLowerCase()}`]).toEqual(["1 book", "2 books", "Add book"])
    // A collapsed tag shows the tag (Decap's summary of a one-field list names its field), not the word "Book".
    expect(books.summary).toBe(`{{fields.${books.field!.name}}}`)
    expect(books.field!).toMatchObject({ label: "Book" })
    // A list whose name is not a plural counts what the model says its items are, or its paragraphs.
    const book = configOf().collections.find(collection => collection.name === "Book")!
    const bookList = (name: string) => book.fields!.find(field => field.name === name) as ListField
    expect(words(bookList("gallery"), 3)).toBe("3 gallery pictures")
    expect(words(bookList("synopsis"), 1)).toBe("1 synopsis paragraph")
  })

  it("has each date typed as the site stores it and its hint says (YYYY-MM-DD), and shown as the site writes it", () => {
    const dates = configOf()
      .collections.flatMap(collection => [...(collection.fields ?? []), ...(collection.files ?? []).flatMap(file => file.fields)])
      .flatMap(function withInner(field): CmsField[] {
        return [field, ...(field.fields ?? []).flatMap(withInner)]
      })
      .filter(field => ["date", "datetime", CMS_WIDGETS.date].includes(field.widget))
    expect(dates.length).toBeGreaterThan(3)
    for (const field of dates) {
      expect({ name: field.name, widget: field.widget, site_date: (field as { site_date?: unknown }).site_date }).toEqual({
        name: field.name,
        widget: CMS_WIDGETS.date,
        site_date: LONG_DATE,
      })
      const accepts = (typed: string) => new RegExp(field.pattern![0]).test(typed)
      expect([accepts("2025-09-01"), accepts("2024-02-29"), accepts("2025-02-30"), accepts("09/01/2025")]).toEqual([true, true, false, false])
    }
  })

  it("saves a draft on the live site, which only Publish makes live, and links it to its preview", () => {
    const live = cmsConfig({ backend: { name: "github", repo: "author/site", branch: "main" } }, [])
    expect(live).toMatchObject({
      publish_mode: "editorial_workflow",
      // The status the deploy workflow's preview job sets (deploy-workflow.test.ts checks its side).
      backend: { name: "github", repo: "author/site", branch: "main", preview_context: PREVIEW_CONTEXT },
      local_backend: false,
    })
    // `npm run admin` writes straight into data/: the local proxy in its files mode has no drafts.
    const local = cmsConfig({ backend: { name: "github", repo: "author/site" }, localBackendUrl: "http://localhost:8081/api/v1", editorialWorkflow: false }, [])
    expect(local).not.toHaveProperty("publish_mode")
    expect(local.backend).toEqual({ name: "github", repo: "author/site" })
    expect(local.local_backend).toEqual({ url: "http://localhost:8081/api/v1" })
  })
})

describe("the editor's files (src/admin/adminApp.ts)", () => {
  it("are written afresh: a start-up script an earlier build named by its old content does not stay behind", () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), "admin-app-"))
    try {
      fs.writeFileSync(path.join(folder, "admin-000000000000.js"), "// an earlier build's")
      writeAdminApp(folder, { backend: { name: "github", repo: "author/site" } })
      const page = fs.readFileSync(path.join(folder, "index.html"), "utf8")
      const scripts = [...page.matchAll(/<script[^>]* src="([^"]+)"/g)].map(match => match[1])
      const written = fs.readdirSync(folder).filter(name => name.endsWith(".js"))
      expect(written.sort()).toEqual(scripts.filter(script => !script.includes("/")).sort())
      // The YAML library the editor writes a news post with is there for its module to import.
      const editorYaml = fs.readFileSync(
        path.join(
          folder,
          written.find(name => name.startsWith("editor-yaml-"))!,
        ),
        "utf8",
      )
      const [, library] = /from "\.\/([^"]+)"/.exec(editorYaml)!
      expect(fs.existsSync(path.join(folder, library))).toBe(true)
    } finally {
      fs.rmSync(folder, { recursive: true, force: true })
    }
  })

  it("load the preview pane's script before admin.js starts Decap: it registers the site's components for the collections the site shows, and the site's styles", () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), "admin-app-"))
    try {
      writeAdminApp(folder, { backend: { name: "github", repo: "author/site" } })
      const page = fs.readFileSync(path.join(folder, "index.html"), "utf8")
      const scripts = [...page.matchAll(/<script[^>]* src="([^"]+)"[^>]*>/g)]
      const previewIndex = scripts.findIndex(([, src]) => /^editor-preview-\w{12}\.js$/.test(src))
      expect(previewIndex).toBeGreaterThan(scripts.findIndex(([, src]) => src.endsWith("/decap-cms.js")))
      expect(previewIndex).toBeLessThan(scripts.findIndex(([, src]) => /^admin-\w{12}\.js$/.test(src)))
      const [tag, script] = scripts[previewIndex]
      expect(tag).toContain(" defer")
      // The page names the stylesheet, by its content, for the script (and for the walk of public/'s files).
      const [, style] = /data-preview-style="\.\/(editor-preview-\w{12}\.css)"/.exec(tag)!
      const css = fs.readFileSync(path.join(folder, style), "utf8")
      expect(css.startsWith(themeStylesheet)).toBe(true)
      // The site's global CSS, then its CSS modules (the artwork card's picture filling its frame, DownloadCard.module.css).
      expect(css).toContain("--font-body")
      expect(css).toMatch(/\.\w+\{width:100%;aspect-ratio:4 \/ 3;object-fit:cover\}/)

      // The script as the page runs it, with a stand-in for Decap.
      const templates: string[] = []
      const styles: string[] = []
      const context: Record<string, unknown> = {
        CMS: { registerPreviewTemplate: (name: string) => templates.push(name), registerPreviewStyle: (url: string) => styles.push(url) },
        createClass: (spec: object) => spec,
        h: () => null,
        document: { currentScript: { dataset: { previewStyle: `./${style}` } }, baseURI: "https://example.org/admin/" },
        URL,
        setTimeout,
        clearTimeout,
        console,
      }
      context.window = context
      vm.runInNewContext(fs.readFileSync(path.join(folder, script), "utf8"), context)
      expect(templates).toEqual(["Artwork", "NewsPost", "Event", "Book"])
      const names = (cmsConfig({ backend: {} }).collections as Array<{ name: string }>).map(collection => collection.name)
      for (const name of templates) expect(names).toContain(name)
      expect(styles).toEqual([`https://example.org/admin/${style}`])
    } finally {
      fs.rmSync(folder, { recursive: true, force: true })
    }
  })
})

describe("the editor's start-up script (src/admin/browser/admin.js)", () => {
  /** Runs the script with a stand-in for Decap CMS, and returns the formats it registers. */
  async function registeredFormats() {
    const { formats, started } = await runAdminScript({ backend: { name: "test" } })
    expect(started).toEqual({ config: { load_config_file: false, backend: { name: "test" } } })
    return formats
  }

  it("writes back every data file with its content unchanged when nothing was edited, a bare list as a list", async () => {
    const formats = await registeredFormats()
    for (const collection of collections.filter(c => !c.file.includes("*"))) {
      const text = fs.readFileSync(path.join(DATA_DIR, collection.file), "utf8")
      const format = formats.get(configOf([collection]).collections[0].format)!
      const value = format.fromFile(`\uFEFF${text}`)
      if (collection.holds === "many") expect(Object.keys(value as object)).toEqual([LIST_FIELD])
      const written = format.toFile(value)
      expect({ file: collection.file, content: JSON.parse(written) }).toEqual({ file: collection.file, content: JSON.parse(text) })
      expect(written).toBe(`${JSON.stringify(JSON.parse(text), null, 2)}\n`)
    }
  })

  it("writes back a first chapter's Markdown exactly as it read it", async () => {
    const markdown = (await registeredFormats()).get("markdown-body")!
    const books = path.join(DATA_DIR, "books")
    const chapters = fs
      .readdirSync(books)
      .map(book => path.join(books, book, "first-chapter.md"))
      .filter(file => fs.existsSync(file))
    expect(chapters.length).toBeGreaterThan(0)
    for (const file of chapters) {
      const text = fs.readFileSync(file, "utf8")
      expect(markdown.toFile(markdown.fromFile(`\uFEFF${text}`))).toBe(text)
    }
  })

  it("shows a date as the site writes it, from the site's own way of writing dates", () => {
    const { writtenDate } = editorText()
    for (const day of ["2025-09-01", "2023-11-14", "2024-02-29", "2026-12-31"]) expect(writtenDate(day, LONG_DATE)).toBe(formatLongDate(day))
    // Half-typed, or no day of the calendar: nothing, rather than a wrong day.
    for (const typed of ["2025-09", "2025-02-30", "09/01/2025", "", undefined]) expect(writtenDate(typed, LONG_DATE)).toBe("")
  })

  it("names a list entry's remove button by the entry, and asks before removing it", () => {
    const { removeLabel, removeQuestion } = editorText()
    expect([removeLabel("Portal Over the Park"), removeLabel("")]).toEqual(["Remove Portal Over the Park", "Remove this entry"])
    expect(removeQuestion("Portal Over the Park")).toMatch(/^Remove “Portal Over the Park”\?/)
  })

  describe("a news post's file", () => {
    const news = collections.find(collection => collection.type === NewsPost)!
    const folder = path.join(DATA_DIR, news.file.split("/*/")[0])
    const posts = fs.readdirSync(folder).map(post => fs.readFileSync(path.join(folder, post, "post.md"), "utf8"))
    const formOrder = [...Object.keys(NewsPost.shape), "body"]

    it("is written back byte for byte when nothing was edited", async () => {
      const format = (await registeredFormats()).get(configOf([news]).collections[0].format)!
      expect(posts.length).toBeGreaterThan(0)
      for (const post of posts) expect(format.toFile(format.fromFile(post))).toBe(post)
    })

    it("changes only the lines of the fields the author changed, keeping the others' quotes and line breaks", () => {
      const format = editorText().frontMatterFormat(YAML)
      const post = [
        "---",
        "slug: a-wrapped-post",
        'title: "A title in quotes"',
        "date: 2025-09-01",
        "summary: A summary the author wrapped",
        "  over two lines.",
        "# The picture is the one from the launch.",
        "image: launch.jpg",
        "alt: 'A picture, in single quotes.'",
        "book: book-one",
        "---",
        "",
        "The text.",
        "",
      ].join("\n")
      const read = format.fromFile(post)
      expect(read).toMatchObject({ summary: "A summary the author wrapped over two lines.", date: "2025-09-01", body: "\nThe text.\n" })
      const changed: Record<string, unknown> = { ...read, title: "A new title: with a colon", alt: "Another picture.", book: "", date: "2025-09-02" }
      const written = format.toFile(changed, formOrder)
      expect(written.split("\n")).toEqual([
        "---",
        "slug: a-wrapped-post",
        'title: "A new title: with a colon"',
        "date: 2025-09-02",
        "summary: A summary the author wrapped",
        "  over two lines.",
        "# The picture is the one from the launch.",
        "image: launch.jpg",
        "alt: 'Another picture.'",
        "---",
        "",
        "The text.",
        "",
      ])
      // What the site reads is what the form held, an emptied optional field left out.
      const { body, book, ...fields } = changed
      expect(book).toBe("")
      expect(parseFrontMatter(written)).toEqual({ fields, body })
    })

    it("writes a new post's fields in the form's order, each on one line, as the site reads them", () => {
      const format = editorText().frontMatterFormat(YAML)
      const fields = {
        title: "A comet is coming: look up tonight",
        slug: "a-comet-is-coming",
        date: "2026-01-15",
        summary: `A new picture of a comet over the clock tower, ${"free to download, ".repeat(6)}for everyone.`,
        image: "comet.jpg",
        alt: "A comet with a long tail.",
      }
      const written = format.toFile({ ...fields, body: "Look up tonight.\n" }, formOrder)
      expect(
        written
          .split("\n")
          .slice(1, 7)
          .map(line => line.split(":")[0]),
      ).toEqual(["slug", "title", "date", "summary", "image", "alt"])
      expect(written.split("\n")).toHaveLength(10)
      expect(parseFrontMatter(written)).toEqual({ fields, body: "Look up tonight.\n" })
    })
  })

  it("leaves an optional field out rather than writing it empty", async () => {
    const json = (await registeredFormats()).get("json")!
    expect(json.toFile({ title: "A", releaseNote: "", isbn: null, editions: [{ format: "Ebook", isbn: "" }] })).toBe(
      `${JSON.stringify({ title: "A", editions: [{ format: "Ebook" }] }, null, 2)}\n`,
    )
  })
})
