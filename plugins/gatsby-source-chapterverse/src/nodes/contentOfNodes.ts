/**
 * The checked content as its nodes hold it, for site code that makes more of it in a later
 * sourceNodes (the files for download): each collection's entries typed by the content model,
 * file by file in the order of their paths, as the loader gives them (checkedContent.ts). The data
 * flows one way: the plugin makes the nodes, the site reads them; the plugin never calls the site.
 */
import nodePath from "node:path"
import type { Node } from "gatsby"
import type { z } from "zod"
import type { CheckedContent, CheckedEntry } from "../checks/checkedContent"
import { metaOf, type ObjectSchema } from "../model/fields"
import { collections } from "../model/schema"
import { CONTENT_FILE, CONTENT_PLACE, madeFields } from "./entryNodes"

/** What a maker of more content reads: a collection's entries, or the one entry of a collection of one. */
export type ContentEntries = Pick<CheckedContent, "entries" | "single">

/** Gatsby's own fields of a node, and the plugin's, none of them the entry's. */
const NODE_ONLY = ["id", "parent", "children", "internal", "fields", "jsonId", CONTENT_FILE, CONTENT_PLACE]

/** The entries of the nodes `getNodesByType` gives (sourceNodes' helper), under the content folder `dataDir`. */
export function contentOfNodes(getNodesByType: (type: string) => Node[], dataDir: string): ContentEntries {
  const entries = <T extends ObjectSchema>(type: T): Array<CheckedEntry<z.infer<T>>> => {
    const collection = collections.find(c => c.type === type)
    if (!collection)
      throw new Error(`${metaOf(type).typeName} is not a collection of the content model (plugins/gatsby-source-chapterverse/src/model/schema.ts)`)
    const notTheEntrys = new Set([...NODE_ONLY, ...madeFields(collection).map(field => field.name)])
    const nodes = getNodesByType(collection.name) as Array<Node & Record<string, unknown>>
    return nodes
      .map(node => ({ node, file: String(node[CONTENT_FILE]), place: Number(node[CONTENT_PLACE]) }))
      .sort((a, b) => (a.file === b.file ? a.place - b.place : a.file < b.file ? -1 : 1))
      .map(({ node, file }) => {
        const value = Object.fromEntries(Object.entries(node).filter(([field]) => !notTheEntrys.has(field)))
        // An entry's own "id" is the node's jsonId, as Gatsby keeps `id` for the node's.
        if (node.jsonId !== undefined) value.id = node.jsonId
        return { value: value as z.infer<T>, file: nodePath.join(dataDir, ...file.split("/")) }
      })
  }
  const single = <T extends ObjectSchema>(type: T): CheckedEntry<z.infer<T>> => {
    const found = entries(type)
    if (found.length !== 1) throw new Error(`${metaOf(type).typeName} has ${found.length} nodes, not the one its collection holds`)
    return found[0]
  }
  return { entries, single }
}
