/**
 * sourceNodes: the files for download (src/downloads/), made from the content this build checked,
 * which gatsby-source-chapterverse hands over in its own sourceNodes, before this one; a
 * `GeneratedFile` node of each, declared by GENERATED_FILE_TYPE. `gatsby develop` makes them
 * again after each edit to data/ that passes the check.
 */
import path from "node:path"
import type { NodeInput, SourceNodesArgs } from "gatsby"
import { checkedContentOfThisBuild, onContentCheckedAgain, type ContentEntries } from "gatsby-source-chapterverse/node"
import { writeGeneratedFiles, type FileGenerator } from "../downloads/generatedFiles"

/** The sourceNodes that runs `generators` (src/downloads/generators.ts) on the checked content. */
export const makeDownloads = (generators: readonly FileGenerator[]) =>
  async function sourceDownloads({ actions, createNodeId, createContentDigest, reporter }: SourceNodesArgs): Promise<void> {
    let made: NodeInput[] = []
    const make = async (content: ContentEntries) => {
      const activity = reporter.activityTimer("Making the downloadable PDFs and ZIPs")
      activity.start()
      try {
        const files = await writeGeneratedFiles(generators, { content, publicDir: path.resolve("public") })
        const now = files.map(file => ({
          ...file,
          id: createNodeId(`GeneratedFile ${file.slug}`),
          internal: { type: "GeneratedFile", contentDigest: createContentDigest(file) },
        }))
        for (const node of now) actions.createNode(node)
        // A build deletes the nodes it did not make again itself; `gatsby develop`'s edits do not.
        for (const node of made) if (!now.some(file => file.id === node.id)) actions.deleteNode(node as never)
        made = now
      } finally {
        activity.end()
      }
    }
    const failed = (error: unknown) => `Could not make the downloadable files: ${error instanceof Error ? error.message : String(error)}`
    try {
      await make(checkedContentOfThisBuild())
    } catch (error) {
      reporter.panic(failed(error))
    }
    if (process.env.gatsby_executing_command === "develop") onContentCheckedAgain(content => make(content).catch(error => reporter.error(failed(error))))
  }
