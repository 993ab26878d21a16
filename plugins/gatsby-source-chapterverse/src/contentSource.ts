/**
 * data/ as Gatsby sources it: gatsby-source-filesystem makes a File node of each file, and
 * gatsby-transformer-json a node of each entry of its JSON files, typed by the collection the
 * file belongs to, as a child of the File so that image fields (@fileByRelativePath) find
 * their files beside it. Both are set up in gatsby-config.ts.
 */
import type { Node } from "gatsby"
import { collectionFor } from "./schema"

/** The name gatsby-config.ts gives the data/ folder in gatsby-source-filesystem. */
export const CONTENT_SOURCE = "content"

interface ContentFileNode extends Node {
  relativePath: string
  sourceInstanceName: string
}

const isContentFile = (node: Node): node is ContentFileNode =>
  node.internal.type === "File" && (node as Partial<ContentFileNode>).sourceInstanceName === CONTENT_SOURCE

/**
 * gatsby-transformer-json's `typeName`: an entry's type is its file's collection (`Book` for
 * data/books/<slug>/book.json), as the content model names it (plugins/gatsby-source-chapterverse/src/schema.ts).
 */
export function contentTypeName({ node }: { node: Node }): string {
  const collection = isContentFile(node) ? collectionFor(node.relativePath) : undefined
  if (collection) return collection.name
  // The build stops on such a file before Gatsby reads data/ (onPreBootstrap); `gatsby develop`
  // meets one added while it runs. Nothing else gives Gatsby JSON.
  const file = isContentFile(node) ? `data/${node.relativePath}` : `A JSON node of ${node.internal.owner} (${node.internal.type})`
  throw new Error(
    `${file} is not part of the site's content (plugins/gatsby-source-chapterverse/src/schema.ts names its files), so nothing would show it. What to do: move its entries into one of the content files or delete it, then run npm run check.`,
  )
}
