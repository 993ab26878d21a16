/**
 * The nodes of data/'s entries, made in sourceNodes from the content the loader read and checked
 * (checkedContent.ts): one for each entry, typed by its collection (`Book` for
 * data/books/<slug>/book.json), with its fields as checked, an entry's own "id" as `jsonId` (as
 * gatsby-transformer-json names it), and the fields made from its text: a news post's text in
 * blocks (`body`), a book's first chapter (`firstChapterText`). Nothing parses a file of data/
 * again. The pictures stay File nodes of gatsby-source-filesystem; an image field finds its
 * picture beside the entry's file (resolvers/fileBesideEntry.ts), through `contentFile`.
 */
import nodePath from "node:path"
import type { Actions, Node, NodeInput, NodePluginArgs } from "gatsby"
import type { CheckedContent } from "../checks/checkedContent"
import type { Collection } from "../model/collection"
import { Book, MARKDOWN_BODY, type BookEntry } from "../model/schema"
import { parseChapter } from "../text/chapter"

/** The name gatsby-config.ts gives the data/ folder in gatsby-source-filesystem. */
export const CONTENT_SOURCE = "content"

/** The node's property naming its entry's file, from data/ ("books/book-one/book.json"): not a GraphQL field. */
export const CONTENT_FILE = "contentFile"

/** The fields a collection's nodes have beyond its entries' own, made from their text or a file they name, with their GraphQL types. */
export function madeFields(collection: Collection): Array<{ name: string; type: string }> {
  if (collection.format === "markdown") return [{ name: MARKDOWN_BODY, type: "JSON!" }]
  if (collection.type === Book) return [{ name: "firstChapterText", type: "JSON" }]
  return []
}

type EntryNodeArgs = Pick<NodePluginArgs, "createNodeId" | "createContentDigest"> & { actions: Pick<Actions, "createNode" | "deleteNode"> }

/**
 * Makes a node of every entry of the checked content, and deletes the node of an entry that is
 * gone. The nodes of a collection share one digest, of all its entries: Gatsby lists a type's
 * nodes in the order they were made (a query without a sort, the shop's products), and a node
 * made again goes to the end, so a change to one entry makes its whole collection again, in
 * data/'s order; a collection without a change keeps its nodes as they are.
 * `gatsby develop` calls it again with the content checked anew after each edit (gatsby-node.ts).
 */
export function entryNodeMaker({ actions, createNodeId, createContentDigest }: EntryNodeArgs): (content: CheckedContent, dataDir: string) => void {
  let made = new Map<string, NodeInput>()
  return (content, dataDir) => {
    const entries = content.files.flatMap(file => {
      const contentFile = nodePath.relative(dataDir, file.path).split(nodePath.sep).join("/")
      return file.entries.map(({ value, body }, index) => ({
        collection: file.collection,
        seed: `${file.collection.name} ${contentFile}${file.collection.holds === "many" ? ` [${index}]` : ""}`,
        fields: {
          ...value,
          // gatsby-transformer-json's `jsonId`: an entry's own "id" field, as Gatsby keeps `id` for the node's.
          ...(value.id ? { jsonId: value.id } : {}),
          ...(body ? { [MARKDOWN_BODY]: body } : {}),
          ...(file.collection.type === Book ? { firstChapterText: firstChapter(value as BookEntry, file.path, content) } : {}),
          [CONTENT_FILE]: contentFile,
        },
      }))
    })
    const digests = new Map(
      [...new Set(entries.map(entry => entry.collection))].map(collection => [
        collection,
        createContentDigest(entries.filter(entry => entry.collection === collection).map(entry => entry.fields)),
      ]),
    )
    const now = new Map<string, NodeInput>()
    for (const { collection, seed, fields } of entries) {
      const node: NodeInput = {
        ...fields,
        id: createNodeId(seed),
        parent: null,
        children: [],
        internal: { type: collection.name, contentDigest: digests.get(collection)! },
      }
      actions.createNode(node)
      now.set(node.id, node)
    }
    // Gatsby finds the node to delete by its id.
    for (const [id, node] of made) if (!now.has(id)) actions.deleteNode(node as unknown as Node)
    made = now
  }
}

/** A book's first chapter in blocks (chapter.ts), from the text the checks read. */
function firstChapter(book: BookEntry, file: string, content: CheckedContent) {
  const name = book.firstChapter?.file
  return name ? parseChapter(content.text(nodePath.join(nodePath.dirname(file), name))) : null
}
