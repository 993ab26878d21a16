/**
 * @jest-environment node
 */
/**
 * The plugin's node APIs, called the way Gatsby calls them with jest.fn() actions, on copies of
 * data/ (sourceNodes writes public/downloads/ and .cache/ beside the folder it reads).
 */
import fs from "node:fs"
import path from "node:path"
import { createSchemaCustomization, sourceNodes } from "../gatsby-node"
import { Artwork, Book, NewsPost } from "../index"
import {
  checkedContentOfThisBuild,
  formatSampleValue,
  formatWarnings,
  LAUNCH_CHECK_VARIABLE,
  loadContent,
  picturesStillStandIns,
  publishedContent,
  sampleValues,
  SHOW_SCHEDULED_VARIABLE,
} from "../node"
import sharp from "sharp"
import { copyOfContent, editJson, firstBookWith, readJson, redateNewsPost } from "../../../harness/content"
import { replaceSampleValues } from "../../../harness/sample-values"
import { reExportArtworkBelowItsSize } from "../../../harness/warned-picture"

// The node APIs are called the way Gatsby calls them, with jest.fn() actions.
type AnyArgs = any // eslint-disable-line @typescript-eslint/no-explicit-any

const reporter = () => ({
  panic: jest.fn((message: string) => {
    throw new Error(`panic: ${message}`)
  }),
  warn: jest.fn(),
  info: jest.fn(),
  activityTimer: () => ({ start: jest.fn(), end: jest.fn() }),
})

/** The warning of a content folder's pictures that miss their page's size or shape, as the build gives it: none, or one block. */
async function pictureWarningsOf(data: string): Promise<string[][]> {
  const warnings = await loadContent(data).pictureWarnings()
  return warnings.length > 0 ? [[formatWarnings(warnings)]] : []
}

/** An author's valid change, warned of and never refused: the last artwork of a content copy exported again below its page's size. */
const reExportLastArtwork = (data: string) => reExportArtworkBelowItsSize(data, readJson(data, "artwork/artwork.json").at(-1).slug)

/** Runs sourceNodes on a copy of data/ and returns what it reported and made. */
async function source(data: string, report = reporter(), createNode = jest.fn()) {
  const args = { reporter: report, actions: { createNode }, createNodeId: (seed: string) => `id of ${seed}`, createContentDigest: () => "digest" }
  const cwd = process.cwd()
  process.chdir(path.dirname(data))
  try {
    await sourceNodes?.(args as AnyArgs, { plugins: [], path: data } as AnyArgs, () => undefined)
  } finally {
    process.chdir(cwd)
  }
  return { report, createNode }
}

describe("sourceNodes", () => {
  afterEach(() => delete process.env[LAUNCH_CHECK_VARIABLE])

  it("lets valid content through, warning in one line of the sample values still to replace and how to list them, after data/'s picture warnings", async () => {
    const data = copyOfContent()
    const { report } = await source(data)
    expect(report.panic).not.toHaveBeenCalled()
    const samples = sampleValues(data)
    expect(samples.length).toBeGreaterThan(1)
    // The count is one line of its own: the picture warnings, if data/ has any, are a block apart before it.
    expect(report.warn.mock.calls).toEqual([
      ...(await pictureWarningsOf(data)),
      [
        `data/ still has ${samples.length} sample values to replace before launch; to list each by file, entry and field, run npm run check -- --launch (docs/content-guide.md, "Sample values to replace before launch").`,
      ],
    ])
  })

  it("warns of a picture that misses its page's size or shape, and goes on", async () => {
    const data = copyOfContent()
    const book = firstBookWith("a character", candidate => candidate.characters.length > 0)
    const picture = path.join(data, "books", book.slug, book.characters[0].image)
    fs.writeFileSync(
      picture,
      await sharp({ create: { width: 600, height: 900, channels: 3, background: "#808080" } })
        .jpeg()
        .toBuffer(),
    )
    const { report } = await source(data)
    expect(report.panic).not.toHaveBeenCalled()
    const [[pictures]] = await pictureWarningsOf(data)
    expect(report.warn).toHaveBeenCalledWith(pictures)
    // Its own line in the block, marked as a picture warning ("Picture 1:"), not as a list's "- ".
    const portrait = `data/books/${book.slug}/book.json, entry "${book.slug}", character 1 ("${book.characters[0].slug}"), field "image": data/books/${book.slug}/${book.characters[0].image} is 600 × 900; a character's portrait should be square, at least 800 × 800 (it is shown cropped to a square).`
    const line = pictures.split("\n").find(candidate => candidate.endsWith(portrait))
    expect(line?.replace(portrait, "")).toMatch(/^Picture \d+: $/)
  })

  it("stops the build with the content problems, before making anything", async () => {
    const data = copyOfContent()
    let slug = ""
    editJson(data, "artwork/artwork.json", items => {
      items[2].alt = ""
      slug = items[2].slug
    })
    const createNode = jest.fn()
    await expect(source(data, reporter(), createNode)).rejects.toThrow(`data/artwork/artwork.json, entry 3 ("${slug}"), field "alt": is empty.`)
    expect(createNode).not.toHaveBeenCalled()
  })

  it("reads a file saved with a byte-order mark, and leaves the mark in the file", async () => {
    const data = copyOfContent()
    const file = path.join(data, "videos/videos.json")
    fs.writeFileSync(file, Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), fs.readFileSync(file)]))
    const saved = fs.readFileSync(file)
    const { report } = await source(data)
    expect(report.panic).not.toHaveBeenCalled()
    expect(fs.readFileSync(file)).toEqual(saved)
  })

  it("makes a node of each entry of data/, as the loader checked it", async () => {
    const data = copyOfContent()
    const { createNode } = await source(data)
    // As the build shows it today: without a news post data/ may hold scheduled for a day to come.
    const content = publishedContent(loadContent(data))
    const made = createNode.mock.calls.map(([node]) => node as { slug?: string; internal: { type: string } })
    expect(made).toHaveLength(content.files.reduce((count, file) => count + file.entries.length, 0))
    expect(made.filter(node => node.internal.type === "Book").map(node => node.slug)).toEqual(content.entries(Book).map(book => book.value.slug))
  })

  // The site's files for download are made from it in the site's sourceNodes, when Gatsby's node
  // store still holds the last build's nodes: an entry removed since must not come back.
  it("hands over the content it checked to the site's build code, this build's, without an entry removed since the last", async () => {
    const data = copyOfContent()
    await source(data)
    const artwork = readJson(data, "artwork/artwork.json")
    expect(
      checkedContentOfThisBuild()
        .entries(Artwork)
        .map(entry => entry.value.slug),
    ).toEqual(artwork.map((item: { slug: string }) => item.slug))
    const removed = artwork.at(-1)
    editJson(data, "artwork/artwork.json", items => items.pop())
    fs.rmSync(path.join(data, "artwork", removed.image))
    await source(data)
    const handed = checkedContentOfThisBuild().entries(Artwork)
    expect(handed.map(entry => entry.value.slug)).toEqual(artwork.slice(0, -1).map((item: { slug: string }) => item.slug))
    expect(handed).toEqual(loadContent(data).entries(Artwork))
  })
})

describe("sourceNodes and a news post dated after the build's day", () => {
  afterEach(() => {
    delete process.env[SHOW_SCHEDULED_VARIABLE]
    jest.restoreAllMocks()
  })

  /** A copy of data/ whose first news post is dated the day after the build's (the clock set here); its slug. */
  function withPostScheduled() {
    jest.spyOn(Date, "now").mockReturnValue(Date.parse("2026-12-04T04:30:00Z"))
    const data = copyOfContent()
    const [slug] = loadContent(data)
      .entries(NewsPost)
      .map(post => post.value.slug)
      .sort()
    redateNewsPost(data, slug, "2026-12-05")
    return { data, slug }
  }
  const newsNodes = (createNode: jest.Mock) =>
    createNode.mock.calls.map(([node]) => node as { slug: string; internal: { type: string } }).filter(node => node.internal.type === "NewsPost")

  it("makes no node of it and hands the site's build code the content without it, saying when it goes live", async () => {
    const { data, slug } = withPostScheduled()
    const { report, createNode } = await source(data)
    expect(report.panic).not.toHaveBeenCalled()
    const others = loadContent(data)
      .entries(NewsPost)
      .map(post => post.value.slug)
      .filter(other => other !== slug)
    expect(newsNodes(createNode).map(node => node.slug)).toEqual(others)
    expect(
      checkedContentOfThisBuild()
        .entries(NewsPost)
        .map(post => post.value.slug),
    ).toEqual(others)
    expect(report.info).toHaveBeenCalledWith(
      `data/news/${slug}/post.md: scheduled for 5 December 2026; it goes live with the first build on or after that day (the morning's rebuild)`,
    )
    expect(report.warn.mock.calls.flat().join("\n")).not.toContain(slug)
  })

  it(`makes its node in a preview (${SHOW_SCHEDULED_VARIABLE}=1)`, async () => {
    const { data, slug } = withPostScheduled()
    process.env[SHOW_SCHEDULED_VARIABLE] = "1"
    const { createNode } = await source(data)
    expect(newsNodes(createNode).map(node => node.slug)).toContain(slug)
    expect(
      checkedContentOfThisBuild()
        .entries(NewsPost)
        .map(post => post.value.slug),
    ).toContain(slug)
  })
})

describe(`sourceNodes with ${LAUNCH_CHECK_VARIABLE}=1 (the launch check on a host)`, () => {
  afterEach(() => delete process.env[LAUNCH_CHECK_VARIABLE])

  it("stops the build with the list of the sample values, a line each by file, entry and field, and warns of a picture below its size apart", async () => {
    const data = copyOfContent()
    const warned = await reExportLastArtwork(data)
    process.env[LAUNCH_CHECK_VARIABLE] = "1"
    const report = reporter()
    const launch = await source(data, report).then(
      () => undefined,
      (error: Error) => error.message.replace(/^panic: /, ""),
    )
    expect(report.warn.mock.calls).toEqual(await pictureWarningsOf(data))
    expect(report.warn).toHaveBeenCalledWith(expect.stringContaining(`${warned.warning.problem}.`))
    expect(launch).not.toContain(warned.warning.problem)
    expect(launch).toMatch(/^The launch check failed: data\/ still has \d+ sample values?, which would reach visitors\./)
    expect(launch!.split("\n").slice(1)).toEqual(sampleValues(data).map(sample => `- ${formatSampleValue(sample)}`))
    expect(launch).toContain("\n- data/site/site.json › ")
    for (const picture of picturesStillStandIns(path.dirname(data)))
      expect(launch).toContain(`is still the stand-in picture; save the author's own picture over ${picture} `)
  })

  it("lets content without sample values through, with a picture below its page's size warned of (not a sample value)", async () => {
    const data = copyOfContent()
    replaceSampleValues(data)
    const warned = await reExportLastArtwork(data)
    process.env[LAUNCH_CHECK_VARIABLE] = "1"
    const { report } = await source(data)
    expect(report.panic).not.toHaveBeenCalled()
    expect(report.warn.mock.calls).toEqual(await pictureWarningsOf(data))
    expect(report.warn).toHaveBeenCalledWith(expect.stringContaining(`${warned.warning.problem}.`))
  })
})

describe("createSchemaCustomization", () => {
  it("declares the content types and the field extension that finds an entry's pictures", () => {
    const createTypes = jest.fn()
    const createFieldExtension = jest.fn()
    createSchemaCustomization?.({ actions: { createTypes, createFieldExtension } } as AnyArgs, { plugins: [], path: "data" }, () => undefined)
    expect(createFieldExtension).toHaveBeenCalledWith(expect.objectContaining({ name: "fileBesideEntry" }))
    expect(createTypes).toHaveBeenCalledWith(expect.stringContaining("type Artwork implements Node @dontInfer"))
    expect(createTypes).not.toHaveBeenCalledWith(expect.stringContaining("type GeneratedFile"))
  })
})
