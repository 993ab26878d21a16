/**
 * `@fileBesideEntry`: an image field's File node, found by the picture's name beside the entry's
 * file ("cover.webp" of data/books/book-one/book.json is data/books/book-one/cover.webp), as
 * Gatsby's @fileByRelativePath finds it beside a parent File. The entry nodes have no parent File
 * (entryNodes.ts): they carry their file's path instead, so a nested field (a character's
 * portrait) reads it from the node it belongs to.
 */
import nodePath from "node:path"
import type { GraphQLFieldResolver } from "gatsby/graphql"
import { CONTENT_FILE } from "../nodes/entryNodes"

export const FILE_BESIDE_ENTRY = "fileBesideEntry"

type EntrySource = Record<string, unknown>

interface ResolverContext {
  nodeModel: {
    findRootNodeAncestor(source: unknown): EntrySource | null
    findOne(args: { type: string; query: { filter: Record<string, unknown> } }): Promise<unknown>
  }
}

/** The field extension for createFieldExtension, finding pictures under the content folder `dataDir`. */
export function fileBesideEntryExtension(dataDir: string) {
  const resolve: GraphQLFieldResolver<EntrySource, ResolverContext> = async (source, _args, context, info) => {
    const value = source[info.fieldName]
    if (value === null || value === undefined) return null
    const entry = CONTENT_FILE in source ? source : context.nodeModel.findRootNodeAncestor(source)
    const file = entry?.[CONTENT_FILE]
    if (typeof file !== "string") throw new Error(`${info.parentType.name}.${info.fieldName} is not inside an entry of data/, so its picture cannot be found`)
    const folder = nodePath.dirname(nodePath.join(dataDir, file))
    // Looked up as a node, so Gatsby renders again the pages that show a picture when it changes.
    const find = (name: unknown) =>
      context.nodeModel.findOne({ type: "File", query: { filter: { absolutePath: { eq: nodePath.join(folder, String(name)) } } } })
    return Array.isArray(value) ? Promise.all(value.map(find)) : find(value)
  }
  return { name: FILE_BESIDE_ENTRY, extend: () => ({ resolve }) }
}
