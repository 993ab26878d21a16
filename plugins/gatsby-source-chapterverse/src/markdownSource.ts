/**
 * The nodes of data/'s Markdown entries (news posts), made as gatsby-transformer-json makes the
 * JSON ones (contentSource.ts): a node of the entry's collection, with its front matter's fields
 * and its text read into blocks (`body`), as a child of its File, so that image fields
 * (@fileByRelativePath) find the pictures beside it. The build checked every such file first
 * (onPreBootstrap); `gatsby develop` meets one changed while it runs, hence the checks here too.
 */
import fs from "node:fs"
import type { CreateNodeArgs, Node } from "gatsby"
import { parseFrontMatter } from "./frontMatter"
import { parseNewsText } from "./newsText"
import { CONTENT_SOURCE } from "./contentSource"
import { collectionFor, MARKDOWN_BODY } from "./schema"

interface ContentFileNode extends Node {
  relativePath: string
  absolutePath: string
  sourceInstanceName: string
}

/** onCreateNode: a node of each Markdown entry's File. */
export function createMarkdownEntryNode({ node, actions, createNodeId, createContentDigest }: CreateNodeArgs): void {
  if (node.internal.type !== "File") return
  const file = node as ContentFileNode
  if (file.sourceInstanceName !== CONTENT_SOURCE) return
  const collection = collectionFor(file.relativePath)
  if (collection?.format !== "markdown") return
  const source = fs.readFileSync(file.absolutePath, "utf8")
  const parsed = parseFrontMatter(source)
  if ("problem" in parsed) throw new Error(`data/${file.relativePath}: ${parsed.problem.problem}. What to do: ${parsed.problem.fix}; then run npm run check.`)
  const entry = {
    ...(parsed.fields as Record<string, unknown>),
    [MARKDOWN_BODY]: parseNewsText(parsed.body),
    id: createNodeId(`${file.id} >>> ${collection.name}`),
    parent: file.id,
    children: [],
    internal: { type: collection.name, contentDigest: createContentDigest(source) },
  }
  actions.createNode(entry)
  actions.createParentChildLink({ parent: file, child: entry as unknown as Node })
}
