/**
 * @jest-environment node
 */
/**
 * The plugin's onCreateNode on File nodes as gatsby-source-filesystem makes them: a node of each
 * entry, typed by its file's collection, with the ids and fields gatsby-transformer-json would
 * give it, from a file saved with a byte-order mark too, which stays in the file; a file in
 * another encoding than UTF-8 (as `gatsby develop` meets one edited while it runs) is refused.
 */
import fs from "node:fs"
import path from "node:path"
import type { CreateNodeArgs, Node } from "gatsby"
import { onCreateNode } from "../../gatsby-node"
import { collectionFor } from "../../index"
import { CONTENT_SOURCE } from "../../node"
import { copyOfContent, DATA_DIR, newsPosts, readJson } from "../../../../harness/content"

const fileNode = (data: string, relativePath: string) =>
  ({
    id: `file ${relativePath}`,
    relativePath,
    absolutePath: path.join(data, relativePath),
    extension: path.extname(relativePath).slice(1),
    sourceInstanceName: CONTENT_SOURCE,
    children: [],
    internal: { type: "File", mediaType: "application/json", owner: "gatsby-source-filesystem" },
  }) as unknown as Node

/** The nodes onCreateNode makes of a file of the content folder `data`. */
async function nodesOf(data: string, relativePath: string): Promise<Array<Record<string, unknown>>> {
  const created: Array<Record<string, unknown>> = []
  await onCreateNode!(
    {
      node: fileNode(data, relativePath),
      // As gatsby-source-filesystem reads a File's content: UTF-8, whatever the bytes are.
      loadNodeContent: async () => fs.readFileSync(path.join(data, relativePath), "utf8"),
      createNodeId: (seed: string) => `id of ${seed}`,
      createContentDigest: () => "digest",
      actions: { createNode: (child: Record<string, unknown>) => created.push(child), createParentChildLink: () => undefined },
    } as unknown as CreateNodeArgs,
    { plugins: [] },
    () => undefined,
  )
  return created
}

describe("a content file's entry nodes", () => {
  it("are one for each entry of a list, typed by its collection, from a file saved with a byte-order mark, which stays", async () => {
    const data = copyOfContent()
    const relativePath = "artwork/artwork.json"
    const file = path.join(data, relativePath)
    fs.writeFileSync(file, `\uFEFF${fs.readFileSync(file, "utf8").replace(/\r?\n/g, "\r\n")}`)
    const saved = fs.readFileSync(file)

    const created = await nodesOf(data, relativePath)
    const artwork = readJson(DATA_DIR, relativePath)
    expect(created.map(node => node.id)).toEqual(artwork.map((_: unknown, index: number) => `id of file ${relativePath} [${index}] >>> JSON`))
    expect(created.map(node => (node.internal as { type: string }).type)).toEqual(artwork.map(() => "Artwork"))
    expect(created.map(({ id, parent, children, internal, ...entry }) => entry)).toEqual(artwork)
    expect(new Set(created.map(node => node.parent))).toEqual(new Set([`file ${relativePath}`]))
    expect(fs.readFileSync(file)).toEqual(saved)
  })

  it("are one of a file holding one entry, named after its file's collection", async () => {
    const [book] = fs.readdirSync(path.join(DATA_DIR, "books"))
    for (const relativePath of [`books/${book}/book.json`, "site/site.json"]) {
      const [node, ...more] = await nodesOf(DATA_DIR, relativePath)
      expect(more).toEqual([])
      expect(node.id).toBe(`id of file ${relativePath} >>> JSON`)
      expect((node.internal as { type: string }).type).toBe(collectionFor(relativePath)?.name)
    }
  })

  it("are one of a news post, with its front matter's fields and its text in blocks", async () => {
    const [post] = newsPosts
    const relativePath = path.relative(DATA_DIR, post.file).split(path.sep).join("/")
    const [node, ...more] = await nodesOf(DATA_DIR, relativePath)
    expect(more).toEqual([])
    expect(node).toMatchObject({ slug: post.slug, title: post.title, body: post.body, internal: { type: collectionFor(relativePath)?.name } })
  })

  it("refuse a JSON file that belongs to no collection, naming it", async () => {
    await expect(nodesOf(DATA_DIR, "artwork/notes.json")).rejects.toThrow(
      "data/artwork/notes.json is not part of the site's content (plugins/gatsby-source-chapterverse/src/model/schema.ts names its files), so nothing would show it.",
    )
  })

  it('refuse a file saved as Windows-1252, naming it and what to do, rather than reading its letters as "\uFFFD"', async () => {
    const data = copyOfContent()
    const relativePath = "artwork/artwork.json"
    const file = path.join(data, relativePath)
    const text = fs.readFileSync(file, "utf8")
    // "Café" put before the first title as Windows-1252 writes it: its "é" one byte, 0xE9, where UTF-8 has two.
    const at = text.indexOf('"title": "') + '"title": "'.length
    fs.writeFileSync(file, Buffer.concat([Buffer.from(text.slice(0, at)), Buffer.from("Café ", "latin1"), Buffer.from(text.slice(at))]))
    await expect(nodesOf(data, relativePath)).rejects.toThrow(
      `data/${relativePath}: the file is not saved as UTF-8, the encoding the site reads: line ${text.slice(0, at).split("\n").length} is written in another one`,
    )
  })
})
