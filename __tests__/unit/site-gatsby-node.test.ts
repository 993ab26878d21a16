/**
 * @jest-environment node
 */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { SiteSettings } from "gatsby-source-chapterverse"
import { CLASSROOM_DOWNLOAD_KINDS } from "../../src/downloads/classroomKinds"
import type { FileGenerator } from "../../src/downloads/generatedFiles"
import { makeDownloads } from "../../src/gatsby-node/downloads"
import { createPages, createSchemaCustomization } from "../../gatsby-node"
import { copyOfContent, editJson, readJson } from "../../harness/content"
import { DATED_DOCUMENT_PAGES, PAGES } from "../../src/routes"
import { handOverContent } from "../helpers/handOverContent"

// The node APIs are called the way Gatsby calls them, with jest.fn() actions.
type AnyArgs = any // eslint-disable-line @typescript-eslint/no-explicit-any

const reporter = () => ({ panicOnBuild: jest.fn(), warn: jest.fn() })

describe("createPages", () => {
  // createPages reads today's entries with addresses from the content the content plugin checked.
  beforeAll(() => handOverContent())
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
      allDatedDocument: {
        nodes: [
          { id: "d1", internal: { type: "AccessibilityStatement" } },
          { id: "d2", internal: { type: "PrivacyPolicy" } },
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

  it("makes each dated document's page from one template, by its type, at the address routes.ts gives it", async () => {
    const actions = { createPage: jest.fn(), createRedirect: jest.fn() }
    await createPages?.({ graphql, actions, reporter: reporter() } as AnyArgs, {} as AnyArgs, () => undefined)
    const documentPages = actions.createPage.mock.calls.map(([page]) => page).filter(page => /src\/templates\/dated-document\.tsx$/.test(page.component))
    expect(documentPages.map(page => [page.path, page.context]).sort()).toEqual(
      Object.entries(DATED_DOCUMENT_PAGES)
        .map(([type, { page }]) => [page.path, { id: type === "PrivacyPolicy" ? "d2" : "d1", type }])
        .sort(),
    )
  })

  it("stops the build, naming the type and the address, when a dated document has no node", async () => {
    const actions = { createPage: jest.fn(), createRedirect: jest.fn() }
    const stop = reporter()
    const { data } = await graphql()
    const withoutPolicy = jest.fn().mockResolvedValue({
      data: { ...data, allDatedDocument: { nodes: data.allDatedDocument.nodes.filter((node: AnyArgs) => node.internal.type !== "PrivacyPolicy") } },
    })
    await createPages?.({ graphql: withoutPolicy, actions, reporter: stop } as AnyArgs, {} as AnyArgs, () => undefined)
    expect(stop.panicOnBuild).toHaveBeenCalledWith(
      expect.stringMatching(new RegExp(`^No PrivacyPolicy node: .* ${PAGES.privacyPolicy.path} has nothing to show`)),
    )
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

  it("stops the build naming an alias that leads to no page, or hides one", async () => {
    const report = reporter()
    const data = await graphql()
    const aliases = {
      nodes: [
        { from: "/store", to: "/store-front" },
        { from: "/shop", to: "/" },
      ],
    }
    await createPages?.(
      {
        graphql: jest.fn().mockResolvedValue({ data: { ...data.data, allAlias: aliases } }),
        actions: { createPage: jest.fn(), createRedirect: jest.fn() },
        reporter: report,
      } as AnyArgs,
      {} as AnyArgs,
      () => undefined,
    )
    expect(report.panicOnBuild).toHaveBeenCalledTimes(1)
    const [message] = report.panicOnBuild.mock.calls[0]
    expect(message).toContain('data/site/aliases.json, entry 1 ("/store"), field "to": there is no page at /store-front.')
    expect(message).toContain('data/site/aliases.json, entry 2 ("/shop"), field "from": /shop is a page of its own, so it cannot lead elsewhere.')
  })

  it("lets an alias lead to a news post or a character (a post or character renamed by hand, folder and all)", async () => {
    const report = reporter()
    const data = await graphql()
    const aliases = {
      nodes: [
        { from: "/news/albums", to: "/news/the-albums" },
        { from: "/characters/rexi-the-raptor", to: "/characters/rexi" },
      ],
    }
    const actions = { createPage: jest.fn(), createRedirect: jest.fn() }
    await createPages?.(
      { graphql: jest.fn().mockResolvedValue({ data: { ...data.data, allAlias: aliases } }), actions, reporter: report } as AnyArgs,
      {} as AnyArgs,
      () => undefined,
    )
    expect(report.panicOnBuild).not.toHaveBeenCalled()
    expect(actions.createRedirect).toHaveBeenCalledWith(expect.objectContaining({ fromPath: "/news/albums", toPath: "/news/the-albums" }))
    expect(actions.createRedirect).toHaveBeenCalledWith(expect.objectContaining({ fromPath: "/characters/rexi-the-raptor", toPath: "/characters/rexi" }))
  })

  it("warns when git cannot give data/'s earlier addresses, and stops a build for the live site (REQUIRE_ADDRESS_HISTORY=1)", async () => {
    const outside = fs.mkdtempSync(path.join(os.tmpdir(), "no-history-"))
    const here = process.cwd()
    const build = async (required: boolean) => {
      const report = { ...reporter(), warn: jest.fn() }
      if (required) process.env.REQUIRE_ADDRESS_HISTORY = "1"
      // data/ is read from the working folder, as Gatsby runs: one outside any git repository.
      process.chdir(outside)
      try {
        await createPages?.(
          { graphql, actions: { createPage: jest.fn(), createRedirect: jest.fn() }, reporter: report } as AnyArgs,
          {} as AnyArgs,
          () => undefined,
        )
      } finally {
        process.chdir(here)
        delete process.env.REQUIRE_ADDRESS_HISTORY
      }
      return report
    }
    try {
      const warned = await build(false)
      expect(warned.warn).toHaveBeenCalledWith(expect.stringContaining("not in a git repository"))
      expect(warned.panicOnBuild).not.toHaveBeenCalled()
      const stopped = await build(true)
      expect(stopped.panicOnBuild).toHaveBeenCalledWith(expect.stringContaining("not in a git repository"))
    } finally {
      fs.rmSync(outside, { recursive: true, force: true })
    }
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

describe("the files for download", () => {
  it("are made from the content the content plugin checked and handed over in its sourceNodes, a GeneratedFile node each, of a declared type", async () => {
    const plugin = { createNodeId: (seed: string) => seed, createContentDigest: () => "digest" }
    const activity = { start: jest.fn(), end: jest.fn() }
    const reporter = {
      activityTimer: () => activity,
      info: jest.fn(),
      warn: jest.fn(),
      panic: (message: string) => {
        throw new Error(message)
      },
    }
    const data = copyOfContent()
    editJson(data, "site/site.json", site => {
      site.seriesName = `${site.seriesName}, as checked in this copy`
    })
    const made = jest.fn<ReturnType<FileGenerator>, Parameters<FileGenerator>>(({ content, outputDir }) => {
      fs.writeFileSync(path.join(outputDir, "site.txt"), content.single(SiteSettings).value.seriesName)
      return [{ slug: "site", kind: "note", title: "Site", url: "/downloads/site.txt", fileName: "site.txt", format: "PDF", bytes: 1 }]
    })
    const createNode = jest.fn()
    const project = fs.mkdtempSync(path.join(os.tmpdir(), "site-downloads-"))
    const cwd = process.cwd()
    process.chdir(project)
    try {
      // The node store is never read: the content plugin hands its checked content over.
      await handOverContent(data)
      await makeDownloads([made])({ ...plugin, actions: { createNode }, reporter } as AnyArgs)
      expect(fs.readFileSync(path.join(project, "public/downloads/site.txt"), "utf8")).toBe(readJson(data, "site/site.json").seriesName)
    } finally {
      process.chdir(cwd)
      fs.rmSync(project, { recursive: true, force: true })
    }
    expect(createNode).toHaveBeenCalledWith(
      expect.objectContaining({ slug: "site", id: "GeneratedFile site", internal: { type: "GeneratedFile", contentDigest: "digest" } }),
    )
    const createTypes = jest.fn()
    createSchemaCustomization?.({ actions: { createTypes } } as AnyArgs, { plugins: [] }, () => undefined)
    expect(createTypes).toHaveBeenCalledWith(expect.stringContaining("type GeneratedFile implements Node @dontInfer"))
  })
})
