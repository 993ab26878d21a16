/**
 * Makes a GraphQL node of each entry in data/'s JSON files, typed by the collection its file
 * belongs to (Book, Artwork, …), as a child of the file's node so that image fields find
 * their files beside it. It does what gatsby-transformer-json did, but reads the files as the
 * author's editor saved them (content/json.ts) and names each type from the content model.
 */
import type { CreateNodeArgs, Node } from "gatsby"
import { parseJsonText } from "./json"
import { collectionFor } from "./schema"

export interface ContentFileNode extends Node {
  relativePath: string
  sourceInstanceName: string
}

/** The name gatsby-config.ts gives the data/ folder in gatsby-source-filesystem. */
export const CONTENT_SOURCE = "content"

export const isContentJson = (node: Node): node is ContentFileNode =>
  node.internal.type === "File" && node.internal.mediaType === "application/json" && (node as ContentFileNode).sourceInstanceName === CONTENT_SOURCE

export async function createContentNodes({ node, actions, loadNodeContent, createNodeId, createContentDigest }: CreateNodeArgs): Promise<void> {
  if (!isContentJson(node)) return
  // The build has already stopped on any file that belongs to no collection (onPreBootstrap).
  const collection = collectionFor(node.relativePath)
  if (!collection) return
  const parsed = parseJsonText(await loadNodeContent(node))
  const entries = Array.isArray(parsed) ? parsed : [parsed]
  entries.forEach((entry: Record<string, unknown>, index) => {
    const child = {
      ...entry,
      id: createNodeId(Array.isArray(parsed) ? `${node.id} [${index}] >>> JSON` : `${node.id} >>> JSON`),
      children: [],
      parent: node.id,
      internal: { contentDigest: createContentDigest(entry), type: collection.name },
    }
    actions.createNode(child)
    actions.createParentChildLink({ parent: node, child: child as unknown as Node })
  })
}
