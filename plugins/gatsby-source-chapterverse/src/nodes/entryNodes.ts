/**
 * The nodes of data/'s entries, one for each entry of each file gatsby-source-filesystem finds
 * there (its instance named CONTENT_SOURCE), typed by the file's collection (`Book` for
 * data/books/<slug>/book.json) and made a child of the File, so that image fields
 * (@fileByRelativePath) find the pictures beside it. A JSON entry's node is made as
 * gatsby-transformer-json would make it (same ids and fields), but from JSON read the way the
 * checks read it, byte-order mark and all (README.md, "Why not gatsby-transformer-json").
 * A Markdown entry (a news post) has its front matter's fields and its text read into blocks
 * (`body`). The build checked every file first (sourceNodes); `gatsby develop` meets one
 * changed while it runs, hence the checks here too.
 */
import type { CreateNodeArgs, Node } from "gatsby"
import { parseFrontMatter } from "../text/frontMatter"
import { parseNewsText } from "../text/newsText"
import { readText, withoutByteOrderMark } from "../text/textFiles"
import { collectionFor, MARKDOWN_BODY, type Collection } from "../model/schema"

/** The name gatsby-config.ts gives the data/ folder in gatsby-source-filesystem. */
export const CONTENT_SOURCE = "content"

interface ContentFileNode extends Node {
  relativePath: string
  absolutePath: string
  sourceInstanceName: string
  extension: string
}

const isContentFile = (node: Node): node is ContentFileNode =>
  node.internal.type === "File" && (node as Partial<ContentFileNode>).sourceInstanceName === CONTENT_SOURCE

/** onCreateNode: a node of each entry of a content file of data/. */
export async function createEntryNodes({ node, actions, createNodeId, createContentDigest, loadNodeContent }: CreateNodeArgs): Promise<void> {
  if (!isContentFile(node) || !["json", "md"].includes(node.extension)) return
  const file = node
  const collection = collectionFor(file.relativePath)
  if (!collection) {
    // Only a JSON file needs a collection: other Markdown (a first chapter) is read by the field that shows it.
    if (file.extension === "md") return
    throw new Error(
      `data/${file.relativePath} is not part of the site's content (plugins/gatsby-source-chapterverse/src/model/schema.ts names its files), so nothing would show it. What to do: move its entries into one of the content files or delete it, then run npm run check.`,
    )
  }
  const source = withoutByteOrderMark(await loadNodeContent(file))
  // Gatsby decodes the bytes as UTF-8 whatever they are: a file in another encoding (one edited while
  // `gatsby develop` runs, which the build's check has not seen) shows as "\uFFFD", or as zero
  // characters for UTF-16. Read again as the checks read it (textFiles.ts), it stops with what to do.
  if (source.includes("\uFFFD") || source.includes("\u0000")) readText(file.absolutePath, `data/${file.relativePath}`)
  const create = (fields: Record<string, unknown>, idSeed: string, digest: string) => {
    const entry = { ...fields, id: createNodeId(idSeed), children: [], parent: file.id, internal: { type: collection.name, contentDigest: digest } }
    actions.createNode(entry)
    actions.createParentChildLink({ parent: file, child: entry as unknown as Node })
  }
  if (collection.format === "markdown") {
    const parsed = parseFrontMatter(source)
    if ("problem" in parsed) throw new Error(`data/${file.relativePath}: ${parsed.problem.problem}. What to do: ${parsed.problem.fix}; then run npm run check.`)
    create(
      { ...(parsed.fields as Record<string, unknown>), [MARKDOWN_BODY]: parseNewsText(parsed.body) },
      `${file.id} >>> ${collection.name}`,
      createContentDigest(source),
    )
    return
  }
  for (const { value, idSeed } of jsonEntries(JSON.parse(source), collection, file.id)) {
    // gatsby-transformer-json's `jsonId`: an entry's own "id" field, as Gatsby keeps `id` for the node's.
    create({ ...value, ...(value.id ? { jsonId: value.id } : {}) }, idSeed, createContentDigest(value))
  }
}

/** The entries of a JSON file with the seeds of their node ids, as gatsby-transformer-json seeds them. */
function jsonEntries(parsed: unknown, collection: Collection, fileId: string): Array<{ value: Record<string, unknown>; idSeed: string }> {
  if (Array.isArray(parsed)) return parsed.map((value, index) => ({ value, idSeed: `${fileId} [${index}] >>> JSON` }))
  if (collection.holds === "one" && parsed && typeof parsed === "object") return [{ value: parsed as Record<string, unknown>, idSeed: `${fileId} >>> JSON` }]
  throw new Error(
    `data/${collection.file}: the file must hold ${collection.holds === "one" ? "one object ({ … })" : "a list of entries ([ { … } ])"}. What to do: run npm run check.`,
  )
}
