/**
 * @jest-environment node
 */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { formatSampleCount, formatSampleValue, formatSampleValues, launchCheckRequested, sampleValues, sha256Of } from "../../node"
import { ColouringPage, Event } from "../../index"
import { type Json } from "../../../../harness/content"
import { bookTwo } from "../../../../__tests__/fixtures/spec-books"
import { dataFolderWith } from "../helpers/dataFolder"

describe("sampleValues, the launch check's list", () => {
  const bookFile = `books/${bookTwo.slug}/book.json`
  /** Book Two with a sample ISBN beside a real one, and its word count marked as a sample fact. */
  const sampleBook = {
    ...bookTwo,
    editions: bookTwo.editions.map((edition: Json, index: number) => ({ ...edition, isbn: ["SAMPLE-978-1-80000-001-8", "978-1-4088-5565-2"][index] })),
    wordCount: 38000,
    sampleFacts: ["wordCount"],
  }

  it("names the file, the entry and the field of each sample value, the value, and what to do", () => {
    const data = dataFolderWith({
      "music/albums.json": [{ slug: "songs", url: "https://open.spotify.com/album/4aawyAB9vmqN3uQ7FjRGTy" }],
      "site/site.json": { authorName: "SAMPLE-Author Name", contactEmail: "hello@chapterverse.example", merchandiseShopUrl: "https://shop.example.com/" },
      "videos/videos.json": [
        { slug: "trailer", youtubeId: "dQw4w9WgXcQ" },
        { slug: "song-clip", youtubeId: "SAMPLE-0002" },
      ],
      [bookFile]: sampleBook,
    })
    const samples = sampleValues(data, { standIns: {} })
    expect(samples.map(({ kind, file, entry, field, value }) => ({ kind, file, entry, field, value }))).toEqual([
      { kind: "sample-value", file: `data/${bookFile}`, entry: `"${bookTwo.slug}"`, field: "editions[0].isbn", value: "SAMPLE-978-1-80000-001-8" },
      { kind: "sample-fact", file: `data/${bookFile}`, entry: `"${bookTwo.slug}"`, field: "wordCount", value: 38000 },
      { kind: "sample-value", file: "data/site/site.json", entry: undefined, field: "authorName", value: "SAMPLE-Author Name" },
      { kind: "example-address", file: "data/site/site.json", entry: undefined, field: "contactEmail", value: "hello@chapterverse.example" },
      { kind: "sample-value", file: "data/videos/videos.json", entry: '2 ("song-clip")', field: "youtubeId", value: "SAMPLE-0002" },
    ])
    expect(samples.map(formatSampleValue)).toEqual([
      `data/${bookFile} › entry "${bookTwo.slug}" › edition 1 (${JSON.stringify(bookTwo.editions[0].format)}) › isbn: "SAMPLE-978-1-80000-001-8" is a sample ISBN; replace it with the edition's ISBN-13 from the back cover or the publisher's listing (until then the page says "To come")`,
      `data/${bookFile} › entry "${bookTwo.slug}" › wordCount: 38000 is a sample fact (named in sampleFacts); confirm the book's wordCount (correct it if need be), then remove "wordCount" from sampleFacts`,
      `data/site/site.json › authorName: "SAMPLE-Author Name" is a sample value; replace it with the real value (the books' author, for search engines' book listings)`,
      `data/site/site.json › contactEmail: "hello@chapterverse.example" is an address on the reserved .example domain, which no one can reach; replace it with the real e-mail address`,
      `data/videos/videos.json › entry 2 ("song-clip") › youtubeId: "SAMPLE-0002" is a sample value; replace it with the real value (the video's id on YouTube: the part of its address after watch?v=)`,
    ])
  })

  it("finds a sample inside a value, and a .example address anywhere in an address, but not example.com or a sentence", () => {
    const data = dataFolderWith({
      "music/albums.json": [
        { slug: "songs", description: "Songs, for example. Hear them at example.com.", url: "https://open.spotify.com/album/SAMPLE-ALBUM-1" },
      ],
      "site/site.json": { social: [{ network: "YouTube", url: "https://www.youtube.com/@chapterverse.example" }] },
    })
    expect(sampleValues(data, { standIns: {} }).map(sample => [sample.field, sample.kind])).toEqual([
      ["url", "sample-value"],
      ["social[0].url", "example-address"],
    ])
  })

  it("finds a sample value in the text of a Markdown file, by its line", () => {
    const data = dataFolderWith({ [`books/${bookTwo.slug}/first-chapter.md`]: "# Chapter One\n\nWrite to hello@chapterverse.example.\n" })
    expect(sampleValues(data, { standIns: {} })).toEqual([
      expect.objectContaining({ kind: "example-address", file: `data/books/${bookTwo.slug}/first-chapter.md`, field: "line 3", value: "chapterverse.example" }),
    ])
  })

  it("names each picture still holding its recorded stand-in by the entry that shows it, after the values, and neither a replaced picture nor an unrecorded one", () => {
    const data = dataFolderWith({
      "videos/videos.json": [{ slug: "trailer", youtubeId: "SAMPLE-0001" }],
      "artwork/artwork.json": [
        { slug: "replaced", image: "replaced.jpg" },
        { slug: "still-drawn", image: "still-drawn.jpg" },
      ],
    })
    const standIn = Buffer.from("a drawn stand-in")
    fs.writeFileSync(path.join(data, "artwork/still-drawn.jpg"), standIn)
    fs.writeFileSync(path.join(data, "artwork/replaced.jpg"), Buffer.from("the author's own picture"))
    fs.writeFileSync(path.join(data, "artwork/no-entry.jpg"), standIn)
    const standIns = {
      "data/artwork/replaced.jpg": sha256Of("the stand-in it replaced"),
      "data/artwork/still-drawn.jpg": sha256Of(standIn),
      "data/artwork/no-entry.jpg": sha256Of(standIn),
    }
    expect(sampleValues(data, { standIns }).map(formatSampleValue)).toEqual([
      'data/videos/videos.json › entry 1 ("trailer") › youtubeId: "SAMPLE-0001" is a sample value; replace it with the real value (the video\'s id on YouTube: the part of its address after watch?v=)',
      'data/artwork/artwork.json › entry 2 ("still-drawn") › image: "still-drawn.jpg" is still the stand-in picture; save the author\'s own picture over data/artwork/still-drawn.jpg (the same file name), or save it under a new name and name that file here',
      "data/artwork/no-entry.jpg: is still the stand-in picture; save the author's own picture over data/artwork/no-entry.jpg (the same file name), or save it under a new name and name that file here",
    ])
  })

  it("finds none in content whose sample values were all replaced", () => {
    const data = dataFolderWith({
      "site/site.json": { authorName: "Ada Quill", contactEmail: "hello@chapterverse.co.uk" },
      [bookFile]: { ...sampleBook, editions: sampleBook.editions.map((edition: Json) => ({ ...edition, isbn: "978-1-4088-5565-2" })), sampleFacts: [] },
    })
    expect(sampleValues(data, { standIns: {} })).toEqual([])
  })
})

describe("formatSampleValues", () => {
  const samples = [
    {
      kind: "sample-value" as const,
      file: "data/site/site.json",
      field: "authorName",
      value: "SAMPLE-Author Name",
      problem: "is a sample value",
      fix: "replace it",
    },
    { kind: "stand-in-picture" as const, file: "data/author/photo.jpg", problem: "is still the stand-in picture", fix: "save the author's own" },
  ]

  it("says the launch check failed, with one line a sample value", () => {
    expect(formatSampleValues(samples, { launch: true }).split("\n")).toEqual([
      'The launch check failed: data/ still has 2 sample values, which would reach visitors. Replace each one as it says, then run the check again (docs/content-guide.md, "Sample values to replace before launch"):',
      '- data/site/site.json › authorName: "SAMPLE-Author Name" is a sample value; replace it',
      "- data/author/photo.jpg: is still the stand-in picture; save the author's own",
    ])
  })

  it("lists the same lines as a warning before launch", () => {
    const [heading, ...lines] = formatSampleValues(samples, { launch: false }).split("\n")
    expect(heading).toBe(
      'data/ still has 2 sample values to replace before launch (docs/content-guide.md, "Sample values to replace before launch"); the launch check fails until none is left:',
    )
    expect(lines).toEqual(formatSampleValues(samples, { launch: true }).split("\n").slice(1))
  })
})

describe("formatSampleCount", () => {
  it("says in one line how many sample values are left and how to list them, for one or more", () => {
    const sample = { kind: "sample-value" as const, file: "data/site/site.json", field: "authorName", problem: "is a sample value", fix: "replace it" }
    expect(formatSampleCount([sample, sample])).toBe(
      'data/ still has 2 sample values to replace before launch; to list each by file, entry and field, run npm run check -- --launch (docs/content-guide.md, "Sample values to replace before launch").',
    )
    expect(formatSampleCount([sample])).toBe(
      'data/ still has 1 sample value to replace before launch; to list it by file, entry and field, run npm run check -- --launch (docs/content-guide.md, "Sample values to replace before launch").',
    )
  })
})

describe("launchCheckRequested", () => {
  it("is on when LAUNCH_CHECK is 1 (or true, or yes), and off when it is unset, empty or 0", () => {
    expect([{ LAUNCH_CHECK: "1" }, { LAUNCH_CHECK: "true" }, { LAUNCH_CHECK: " YES " }].map(env => launchCheckRequested(env))).toEqual([true, true, true])
    expect([{}, { LAUNCH_CHECK: "" }, { LAUNCH_CHECK: "0" }, { LAUNCH_CHECK: "false" }].map(env => launchCheckRequested(env))).toEqual([
      false,
      false,
      false,
      false,
    ])
  })
})

/** A data/ folder of these files alone (text, bytes or JSON), for the cases below. */
function folderOf(files: Record<string, Json>): string {
  const data = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "samples-")), "data")
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(data, file)), { recursive: true })
    fs.writeFileSync(path.join(data, file), typeof content === "string" || Buffer.isBuffer(content) ? content : JSON.stringify(content, null, 2))
  }
  return data
}

describe("sampleValues and a text it cannot read", () => {
  it("lists no sample of a Markdown file not saved as UTF-8, which the check refuses, and lets any other failure to read through", () => {
    const latin1 = folderOf({ "news/a-post/post.md": Buffer.from("---\ntitle: Caf\xe9 SAMPLE-1\n---\n", "latin1") })
    expect(sampleValues(latin1, { files: [], standIns: {} })).toEqual([])
    const data = folderOf({ "news/a-post/post.md": "SAMPLE-1\n" })
    const failing = () => {
      throw new Error("the disk is gone")
    }
    expect(() => sampleValues(data, { readText: failing, files: [], standIns: {} })).toThrow("the disk is gone")
  })
})

describe("what the launch check tells the author of a sample value, by the kind of its field", () => {
  it("asks for the real address of an address, copied from the browser for a sample one, and for the real e-mail address only where the field is one", () => {
    const site = { contactEmail: "hello@chapterverse.example", siteUrl: "https://chapterverse.example/", merchandiseShopUrl: "https://shop.co.uk/SAMPLE-1" }
    expect(sampleValues(folderOf({ "site/site.json": site }), { standIns: {} }).map(({ field, problem, fix }) => ({ field, problem, fix }))).toEqual([
      {
        field: "contactEmail",
        problem: "is an address on the reserved .example domain, which no one can reach",
        fix: "replace it with the real e-mail address",
      },
      { field: "siteUrl", problem: "is an address on the reserved .example domain, which no one can reach", fix: "replace it with the real address" },
      { field: "merchandiseShopUrl", problem: "is a sample address", fix: "replace it with the real address, copied from the browser's address bar" },
    ])
  })

  it("asks for the real value of a field the content model does not describe", () => {
    expect(sampleValues(folderOf({ "site/site.json": { notes: "SAMPLE-notes" } }), { standIns: {} })).toEqual([
      expect.objectContaining({ field: "notes", problem: "is a sample value", fix: "replace it with the real value" }),
    ])
  })
})

describe("the sample events, facts and pictures the launch check lists", () => {
  it("lists an event marked as a sample by its title, and nothing else marked so", () => {
    const data = folderOf({
      "events/events.json": [
        { slug: "launch", title: "The launch party", sample: true },
        { slug: "reading", title: "A reading", sample: false },
      ],
      "videos/videos.json": [{ slug: "trailer", sample: true }],
    })
    expect(sampleValues(data, { standIns: {} })).toEqual([
      {
        kind: "sample-value",
        file: "data/events/events.json",
        entry: '1 ("launch")',
        field: "sample",
        value: "The launch party",
        problem: "is a sample event",
        fix: 'replace it with a real event (every field) and remove "sample", or delete it',
      },
    ])
  })

  it("lists a sample fact of text with its value, and no fact that is not a field's name", () => {
    const book = { slug: "a-book", publisher: "Sample House", sampleFacts: ["publisher", 7] }
    const data = folderOf({ "books/a-book/book.json": book })
    expect(sampleValues(data, { standIns: {} }).map(({ kind, field, value }) => ({ kind, field, value }))).toEqual([
      { kind: "sample-fact", field: "publisher", value: "Sample House" },
    ])
  })

  it("names a stand-in picture by the first entry that shows it", () => {
    const data = folderOf({
      "artwork/artwork.json": [
        { slug: "first", image: "shared.jpg" },
        { slug: "second", image: "shared.jpg" },
      ],
      "artwork/shared.jpg": "a drawn stand-in",
    })
    expect(sampleValues(data, { standIns: { "data/artwork/shared.jpg": sha256Of("a drawn stand-in") } })).toEqual([
      expect.objectContaining({ kind: "stand-in-picture", entry: '1 ("first")', field: "image", value: "shared.jpg" }),
    ])
  })
})

describe("launchCheckRequested, read whole", () => {
  it("is off for a value that only starts or ends with 1, true or yes", () => {
    expect(["11", "yes please", "not true"].map(value => launchCheckRequested({ LAUNCH_CHECK: value }))).toEqual([false, false, false])
  })
})

describe("a field's own description in the launch check's advice", () => {
  /** The description as the advice quotes it: from a small letter, without its full stop. */
  const quoted = (description: string | undefined) => `${description?.charAt(0).toLowerCase()}${description?.slice(1).replace(/\.$/, "")}`

  it("quotes the description an optional field is given, and one with a full stop inside, whole", () => {
    const data = folderOf({
      "artwork/colouring/colouring-pages.json": [{ slug: "a-page", book: "SAMPLE-book" }],
      "events/events.json": [{ slug: "SAMPLE-launch" }],
    })
    expect(sampleValues(data, { standIns: {} }).map(({ field, fix }) => ({ field, fix }))).toEqual([
      { field: "book", fix: `replace it with the real value (${quoted(ColouringPage.shape.book.description)})` },
      { field: "slug", fix: `replace it with the real value (${quoted(Event.shape.slug.description)})` },
    ])
    expect(Event.shape.slug.description).toMatch(/\..*\.$/)
  })
})
