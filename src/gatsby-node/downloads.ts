/** The PDFs and ZIPs the build makes from data/ (src/downloads/), each a GeneratedFile node the pages query. */
import path from "node:path"
import type { CreateSchemaCustomizationArgs, GatsbyNode } from "gatsby"
import { GENERATED_FILE_TYPE, writeGeneratedFiles } from "../downloads/generatedFiles"
import { GENERATORS } from "../downloads/generators"
import { checkedContent } from "./content"

/** createSchemaCustomization: the GeneratedFile type. */
export function defineDownloadTypes({ actions }: CreateSchemaCustomizationArgs): void {
  actions.createTypes(GENERATED_FILE_TYPE)
}

/** sourceNodes: writes the files into public/ and makes a node of each. */
export const sourceDownloads: GatsbyNode["sourceNodes"] = async ({ actions, createNodeId, createContentDigest, reporter }) => {
  const activity = reporter.activityTimer("Making the downloadable PDFs and ZIPs")
  activity.start()
  try {
    const files = await writeGeneratedFiles(GENERATORS, { content: checkedContent(), publicDir: path.resolve("public") })
    for (const file of files) {
      actions.createNode({
        ...file,
        id: createNodeId(`GeneratedFile ${file.slug}`),
        internal: { type: "GeneratedFile", contentDigest: createContentDigest(file) },
      })
    }
  } catch (error) {
    reporter.panic(`Could not make the downloadable files (src/downloads/): ${error instanceof Error ? error.message : String(error)}`)
  } finally {
    activity.end()
  }
}
