/**
 * @jest-environment node
 */
/**
 * The entry nodes as sourceNodes makes them from the content the loader checked: one for each
 * entry, typed by its collection, with its fields as checked (from a file saved with a byte-order
 * mark too, which stays), a news post's text and a book's first chapter in blocks, and its file;
 * made again from content checked anew (as `gatsby develop` and a warm build do after an edit),
 * a collection without a change keeps its nodes and digests, a changed one is made again whole, in
 * data/'s order (Gatsby lists a type's nodes in the order they were made), and a removed entry's
 * node is deleted.
 */
import fs from "node:fs"
import path from "node:path"
import type { NodeInput } from "gatsby"
import { collectionFor } from "../../index"
import { loadContent, readChapter } from "../../node"
import { entryNodeMaker } from "../../src/nodes/entryNodes"
import { bookEntries, copyOfContent, DATA_DIR, newsPosts, readJson } from "../../../../harness/content"

/** An entryNodeMaker with Gatsby's actions recorded: what it created and deleted, call by call. */
function recordedMaker() {
  const created: NodeInput[] = []
  const deleted: string[] = []
  const make = entryNodeMaker({
    actions: { createNode: (node: NodeInput) => void created.push(node), deleteNode: (node: { id: string }) => void deleted.push(node.id) } as never,
    createNodeId: (seed: string) => `id of ${seed}`,
    createContentDigest: (value: unknown) => JSON.stringify(value),
  })
  return { created, deleted, make: (data: string) => make(loadContent(data), data) }
}

const typeOf = (node: NodeInput) => node.internal.type
const ownFields = ({ id, parent, children, internal, contentFile, contentPlace, jsonId, ...entry }: NodeInput) => entry

describe("the entry nodes", () => {
  it("are one for each entry of a list, typed by its collection, from a file saved with a byte-order mark, which stays", () => {
    const data = copyOfContent()
    const relativePath = "artwork/artwork.json"
    const file = path.join(data, relativePath)
    fs.writeFileSync(file, `\uFEFF${fs.readFileSync(file, "utf8").replace(/\r?\n/g, "\r\n")}`)
    const saved = fs.readFileSync(file)

    const { created, make } = recordedMaker()
    make(data)
    const artwork = readJson(DATA_DIR, relativePath)
    const nodes = created.filter(node => node.contentFile === relativePath)
    expect(nodes.map(node => node.id)).toEqual(artwork.map((_: unknown, index: number) => `id of Artwork ${relativePath} [${index}]`))
    expect(nodes.map(typeOf)).toEqual(artwork.map(() => "Artwork"))
    expect(nodes.map(ownFields)).toEqual(artwork)
    expect(fs.readFileSync(file)).toEqual(saved)
  })

  it("are one of a file holding one entry, named after its file's collection, and each has its own id", () => {
    const { created, make } = recordedMaker()
    make(DATA_DIR)
    for (const relativePath of bookEntries.map(book => `books/${book.slug}/book.json`).concat("site/site.json")) {
      const [node, ...more] = created.filter(n => n.contentFile === relativePath)
      expect(more).toEqual([])
      expect(node.id).toBe(`id of ${collectionFor(relativePath)?.name} ${relativePath}`)
      expect(typeOf(node)).toBe(collectionFor(relativePath)?.name)
    }
    expect(new Set(created.map(node => node.id)).size).toBe(created.length)
  })

  it("hold a news post's text and a book's first chapter in blocks, as the pages show them", () => {
    const { created, make } = recordedMaker()
    make(DATA_DIR)
    for (const post of newsPosts) {
      const relativePath = path.relative(DATA_DIR, post.file).split(path.sep).join("/")
      expect(created.find(node => node.contentFile === relativePath)).toMatchObject({ slug: post.slug, title: post.title, body: post.body })
    }
    const withChapter = bookEntries.filter(book => book.firstChapter)
    expect(withChapter.length).toBeGreaterThan(0)
    for (const book of bookEntries) {
      const node = created.find(n => typeOf(n) === "Book" && n.slug === book.slug)
      const chapter = book.firstChapter ? readChapter(path.join(DATA_DIR, "books", book.slug, book.firstChapter.file)) : null
      expect({ book: book.slug, chapter: node?.firstChapterText }).toEqual({ book: book.slug, chapter })
    }
  })

  it("made again from content checked anew, keep an unchanged collection's digests, make a changed one again in data/'s order, and delete a removed entry's node", () => {
    const data = copyOfContent()
    const { created, deleted, make } = recordedMaker()
    make(data)
    const first = new Map(created.map(node => [node.id, node.internal.contentDigest]))
    const relativePath = "videos/videos.json"
    const videos = readJson(data, relativePath)
    expect(videos.length).toBeGreaterThan(2)
    // The second video's title edited, the last video removed.
    const edited = videos.slice(0, -1).map((video: { title: string }, index: number) => (index === 1 ? { ...video, title: `${video.title} (edited)` } : video))
    fs.writeFileSync(path.join(data, relativePath), `${JSON.stringify(edited, null, 2)}\n`)
    created.length = 0
    make(data)
    const changed = created.filter(node => first.get(node.id) !== node.internal.contentDigest).map(node => node.id)
    expect(changed).toEqual(edited.map((_: unknown, index: number) => `id of Video ${relativePath} [${index}]`))
    expect(deleted).toEqual([`id of Video ${relativePath} [${videos.length - 1}]`])
  })
})
