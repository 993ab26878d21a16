/**
 * @jest-environment node
 */
import fs from "node:fs"
import path from "node:path"
import { LAUNCH_CHECK_VARIABLE, picturesStillStandIns } from "../../plugins/gatsby-source-chapterverse/node"
import { CLASSROOM_DOWNLOAD_KINDS } from "../../src/downloads/classroomKinds"
import { createPages, createSchemaCustomization, onPreBootstrap } from "../../gatsby-node"
import { copyOfContent, editJson, PROJECT_ROOT } from "../../support/content"
import { replaceSampleValues } from "../../support/samples"

// The node APIs are called the way Gatsby calls them, with jest.fn() actions.
type AnyArgs = any // eslint-disable-line @typescript-eslint/no-explicit-any

const reporter = () => ({ panic: jest.fn(), panicOnBuild: jest.fn(), warn: jest.fn(), info: jest.fn() })

describe("onPreBootstrap", () => {
  const cwd = process.cwd()
  afterEach(() => process.chdir(cwd))

  it("lets valid content through, warning about the sample values still to replace", () => {
    process.chdir(PROJECT_ROOT)
    const report = reporter()
    onPreBootstrap?.({ reporter: report } as AnyArgs, {} as AnyArgs, () => undefined)
    expect(report.panic).not.toHaveBeenCalled()
    expect(report.warn).toHaveBeenCalledWith(expect.stringContaining("to replace before launch"))
    expect(report.warn).toHaveBeenCalledWith(expect.stringContaining("\n- data/site/site.json › "))
    for (const picture of picturesStillStandIns(PROJECT_ROOT))
      expect(report.warn).toHaveBeenCalledWith(expect.stringContaining(`is still the stand-in picture; save the author's own picture over ${picture} `))
  })

  it("stops the build with the content problems", () => {
    const data = copyOfContent()
    editJson(data, "artwork/artwork.json", items => (items[2].alt = ""))
    process.chdir(path.dirname(data))
    const report = reporter()
    onPreBootstrap?.({ reporter: report } as AnyArgs, {} as AnyArgs, () => undefined)
    expect(report.panic).toHaveBeenCalledWith(expect.stringContaining('data/artwork/artwork.json, entry 3 ("ava-cracks-the-code"), field "alt": is empty.'))
  })

  it("removes the byte-order mark an editor saved at the start of a file, for Gatsby's JSON transformer, and says so", () => {
    const data = copyOfContent()
    const file = path.join(data, "videos/videos.json")
    const saved = fs.readFileSync(file)
    fs.writeFileSync(file, Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), saved]))
    process.chdir(path.dirname(data))
    const report = reporter()
    onPreBootstrap?.({ reporter: report } as AnyArgs, {} as AnyArgs, () => undefined)
    expect(report.panic).not.toHaveBeenCalled()
    expect(report.info.mock.calls).toEqual([[expect.stringContaining("byte-order mark the editor saved at the start of data/videos/videos.json")]])
    expect(fs.readFileSync(file)).toEqual(saved)
  })
})

describe(`onPreBootstrap with ${LAUNCH_CHECK_VARIABLE}=1 (the launch check on a host)`, () => {
  const cwd = process.cwd()
  afterEach(() => {
    process.chdir(cwd)
    delete process.env[LAUNCH_CHECK_VARIABLE]
  })

  it("stops the build with the list of the sample values, the same as the build's warning", () => {
    process.chdir(PROJECT_ROOT)
    const before = reporter()
    onPreBootstrap?.({ reporter: before } as AnyArgs, {} as AnyArgs, () => undefined)
    process.env[LAUNCH_CHECK_VARIABLE] = "1"
    const launch = reporter()
    onPreBootstrap?.({ reporter: launch } as AnyArgs, {} as AnyArgs, () => undefined)
    expect(launch.warn).not.toHaveBeenCalled()
    expect(launch.panic).toHaveBeenCalledTimes(1)
    const [message] = launch.panic.mock.calls[0]
    expect(message).toMatch(/^The launch check failed: data\/ still has \d+ sample values?, which would reach visitors\./)
    const lines = (text: string) => text.split("\n").slice(1)
    expect(lines(message)).toEqual(lines(before.warn.mock.calls[0][0]))
  })

  it("lets content without sample values through", () => {
    const data = copyOfContent()
    replaceSampleValues(data)
    process.chdir(path.dirname(data))
    process.env[LAUNCH_CHECK_VARIABLE] = "1"
    const report = reporter()
    onPreBootstrap?.({ reporter: report } as AnyArgs, {} as AnyArgs, () => undefined)
    expect(report.panic).not.toHaveBeenCalled()
    expect(report.warn).not.toHaveBeenCalled()
  })
})

describe("createSchemaCustomization", () => {
  it("declares the content types", () => {
    const createTypes = jest.fn()
    createSchemaCustomization?.({ actions: { createTypes } } as AnyArgs, {} as AnyArgs, () => undefined)
    expect(createTypes).toHaveBeenCalledWith(expect.stringContaining("type Artwork implements Node @dontInfer"))
  })
})

describe("createPages", () => {
  const graphql = jest.fn().mockResolvedValue({
    data: {
      allBook: {
        nodes: [
          // Out of reading order, as a query could give them: Rexi is met first in Book One.
          {
            id: "b2",
            slug: "book-two-the-awakening",
            number: 2,
            label: "Book Two",
            title: "The Awakening",
            characters: [
              { slug: "zib", name: "Zib", image: { id: "zib-2" } },
              { slug: "rexi", name: "Rexi", image: { id: "rexi-2" } },
            ],
          },
          {
            id: "b1",
            slug: "book-one-the-discovery",
            number: 1,
            label: "Book One",
            title: "The Discovery",
            characters: [{ slug: "rexi", name: "Rexi", image: { id: "rexi-1" } }],
          },
        ],
      },
      allColouringPage: {
        nodes: [
          { slug: "rexi-in-the-ferns", characters: ["rexi"] },
          { slug: "the-clock-tower", characters: null },
        ],
      },
      allArtwork: {
        nodes: [
          { slug: "gears", books: ["series"], characters: null },
          { slug: "ferns", books: ["book-one-the-discovery"], characters: ["rexi"] },
        ],
      },
      allTeachingGuide: { nodes: [{ id: "g1", book: "book-one-the-discovery" }] },
      allAlias: { nodes: [{ from: "/store", to: "/shop" }] },
      allNewsPost: {
        nodes: [
          { id: "n1", slug: "book-two-is-out", book: "book-two-the-awakening" },
          { id: "n2", slug: "the-albums", book: null },
        ],
      },
    },
  })

  it("creates a page per book from the book template, passing its id and its slug (for the news about it)", async () => {
    const actions = { createPage: jest.fn(), createRedirect: jest.fn() }
    await createPages?.({ graphql, actions, reporter: reporter() } as AnyArgs, {} as AnyArgs, () => undefined)
    expect(actions.createPage).toHaveBeenCalledWith({
      path: "/book-one-the-discovery",
      component: expect.stringMatching(/src\/templates\/book\.tsx$/),
      context: { id: "b1", slug: "book-one-the-discovery" },
    })
    expect(actions.createPage).toHaveBeenCalledWith(
      expect.objectContaining({ path: "/book-two-the-awakening", context: { id: "b2", slug: "book-two-the-awakening" } }),
    )
  })

  it("creates a page per news post under the news page, with the book it is about (none for a post of the whole series)", async () => {
    const actions = { createPage: jest.fn(), createRedirect: jest.fn() }
    await createPages?.({ graphql, actions, reporter: reporter() } as AnyArgs, {} as AnyArgs, () => undefined)
    const postPages = actions.createPage.mock.calls.map(([page]) => page).filter(page => /src\/templates\/news-post\.tsx$/.test(page.component))
    expect(postPages.map(page => [page.path, page.context])).toEqual([
      ["/news/book-two-is-out", { id: "n1", book: "book-two-the-awakening" }],
      ["/news/the-albums", { id: "n2", book: "" }],
    ])
  })

  it("creates a page per teaching guide under the teachers' page, with its book and the kinds of download to list", async () => {
    const actions = { createPage: jest.fn(), createRedirect: jest.fn() }
    await createPages?.({ graphql, actions, reporter: reporter() } as AnyArgs, {} as AnyArgs, () => undefined)
    expect(actions.createPage).toHaveBeenCalledWith({
      path: "/teachers-and-librarians/book-one-the-discovery",
      component: expect.stringMatching(/src\/templates\/teaching-guide\.tsx$/),
      context: { id: "g1", book: "book-one-the-discovery", downloadKinds: CLASSROOM_DOWNLOAD_KINDS },
    })
  })

  it("makes the artwork page and a page for each book and character with a picture, none for those without", async () => {
    const actions = { createPage: jest.fn(), createRedirect: jest.fn() }
    await createPages?.({ graphql, actions, reporter: reporter() } as AnyArgs, {} as AnyArgs, () => undefined)
    const artworkPages = actions.createPage.mock.calls.map(([page]) => page).filter(page => /src\/templates\/artwork\.tsx$/.test(page.component))
    expect(artworkPages.map(page => [page.path, page.context])).toEqual([
      ["/artwork", expect.objectContaining({ filterKind: null, filterSlug: null, firstArtwork: "gears" })],
      ["/artwork/book-one-the-discovery", expect.objectContaining({ filterKind: "book", filterSlug: "book-one-the-discovery", firstArtwork: "ferns" })],
      ["/artwork/characters/rexi", expect.objectContaining({ filterKind: "character", filterSlug: "rexi", firstArtwork: "ferns" })],
    ])
  })

  it("creates a page per character under /characters, once however many books they are in, with the picture of the first and their colouring pages", async () => {
    const actions = { createPage: jest.fn(), createRedirect: jest.fn() }
    await createPages?.({ graphql, actions, reporter: reporter() } as AnyArgs, {} as AnyArgs, () => undefined)
    const characterPages = actions.createPage.mock.calls.map(([page]) => page).filter(page => /src\/templates\/character\.tsx$/.test(page.component))
    expect(characterPages.map(page => [page.path, page.context])).toEqual([
      ["/characters/rexi", { slug: "rexi", picture: "rexi-1", colouringFiles: ["colouring-page-rexi-in-the-ferns"] }],
      ["/characters/zib", { slug: "zib", picture: "zib-2", colouringFiles: [] }],
    ])
  })

  it("makes each alias a permanent redirect and a page that sends the visitor on", async () => {
    const actions = { createPage: jest.fn(), createRedirect: jest.fn() }
    await createPages?.({ graphql, actions, reporter: reporter() } as AnyArgs, {} as AnyArgs, () => undefined)
    expect(actions.createRedirect).toHaveBeenCalledWith(expect.objectContaining({ fromPath: "/store", toPath: "/shop", isPermanent: true }))
    expect(actions.createPage).toHaveBeenCalledWith({
      path: "/store",
      component: expect.stringMatching(/src\/templates\/alias\.tsx$/),
      context: { to: "/shop" },
    })
  })

  it("stops the build when the query fails", async () => {
    const report = reporter()
    const failing = jest.fn().mockResolvedValue({ errors: [new Error("boom")] })
    await createPages?.(
      { graphql: failing, actions: { createPage: jest.fn(), createRedirect: jest.fn() }, reporter: report } as AnyArgs,
      {} as AnyArgs,
      () => undefined,
    )
    expect(report.panicOnBuild).toHaveBeenCalled()
  })
})
