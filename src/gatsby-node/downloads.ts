/**
 * sourceNodes: the files for download (src/downloads/), made from the content's nodes, which
 * gatsby-source-chapterverse made from data/ as it checked it in its own sourceNodes, before this
 * one; a `GeneratedFile` node of each, declared by GENERATED_FILE_TYPE. `gatsby develop` makes
 * them when it starts: after an edit to data/, restart it to make them again.
 */
import path from "node:path"
import type { SourceNodesArgs } from "gatsby"
import { contentDirectory, contentOfNodes } from "gatsby-source-chapterverse/node"
import { writeGeneratedFiles, type FileGenerator } from "../downloads/generatedFiles"

/** The sourceNodes that runs `generators` (src/downloads/generators.ts) on the content's nodes. */
export const makeDownloads = (generators: readonly FileGenerator[]) =>
  async function sourceDownloads({ actions, createNodeId, createContentDigest, getNodesByType, reporter }: SourceNodesArgs): Promise<void> {
    const activity = reporter.activityTimer("Making the downloadable PDFs and ZIPs")
    activity.start()
    try {
      const content = contentOfNodes(getNodesByType, contentDirectory())
      for (const file of await writeGeneratedFiles(generators, { content, publicDir: path.resolve("public") })) {
        actions.createNode({
          ...file,
          id: createNodeId(`GeneratedFile ${file.slug}`),
          internal: { type: "GeneratedFile", contentDigest: createContentDigest(file) },
        })
      }
    } catch (error) {
      reporter.panic(`Could not make the downloadable files: ${error instanceof Error ? error.message : String(error)}`)
    } finally {
      activity.end()
    }
  }
