/**
 * gatsby-source-chapterverse: the content in data/ as Gatsby's nodes (README.md).
 * gatsby-source-filesystem finds the files (gatsby-config.ts); this plugin reads and checks
 * them once before any node is made, makes the files for download from what it read, a node of
 * each entry, the content model's GraphQL types and the fields made from other files.
 */
import path from "node:path"
import type { GatsbyNode, PluginOptions } from "gatsby"
import { chapterResolvers } from "./src/resolvers/firstChapterText"
import { ContentProblems, loadContent } from "./src/checks/checkedContent"
import { formatWarnings } from "./src/checks/problems"
import { createEntryNodes } from "./src/nodes/entryNodes"
import { GENERATED_FILE_TYPE, writeGeneratedFiles, type FileGenerator } from "./src/nodes/generatedFiles"
import { contentTypeDefinitions } from "./src/nodes/graphql"
import { PIXEL_SIZE_TYPE, pixelSizeResolvers } from "./src/resolvers/pixelSize"
import { standInResolvers } from "./src/resolvers/standIn"
import { formatSampleCount, formatSampleValues, launchCheckRequested } from "./src/checks/launchCheck"

interface ContentOptions extends PluginOptions {
  /** The content folder: absolute, or from the site's root. */
  path: string
  /** The site's makers of files for download, each given the checked content. */
  downloads: readonly FileGenerator[]
}

export const pluginOptionsSchema: GatsbyNode["pluginOptionsSchema"] = ({ Joi }) =>
  Joi.object({
    path: Joi.string().required().description('The content folder, from the site\'s root; gatsby-source-filesystem must source it under the name "content".'),
    downloads: Joi.array()
      .items(Joi.function())
      .default([])
      .description("Functions that write files for download into public/downloads/ from the checked content, and describe them."),
  })

/** The content model's types, and the GeneratedFile of each file for download. */
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes([contentTypeDefinitions(), PIXEL_SIZE_TYPE, GENERATED_FILE_TYPE].join("\n\n"))
}

/**
 * The one read of data/ a build. Listed before gatsby-source-filesystem, so any content problem
 * stops the build, naming each, before Gatsby reads a file; then the pictures that miss their
 * page's size or shape are warned of, the sample values left are
 * counted in one line (with LAUNCH_CHECK=1, the launch check, they are listed and stop it) and
 * the files for download made.
 */
export const sourceNodes: GatsbyNode["sourceNodes"] = async ({ actions, createNodeId, createContentDigest, reporter }, options) => {
  const { path: folder, downloads } = options as ContentOptions
  const content = (() => {
    try {
      return loadContent(path.resolve(folder))
    } catch (error) {
      if (error instanceof ContentProblems) return reporter.panic(error.message)
      throw error
    }
  })()
  reporter.info(`Read and checked ${path.relative(process.cwd(), path.resolve(folder)) || "."}/: no problems`)
  const pictures = await content.pictureWarnings()
  if (pictures.length > 0) reporter.warn(formatWarnings(pictures))
  if (content.samples.length > 0) {
    const launch = launchCheckRequested()
    if (launch) return reporter.panic(formatSampleValues(content.samples, { launch }))
    reporter.warn(formatSampleCount(content.samples))
  }

  const activity = reporter.activityTimer("Making the downloadable PDFs and ZIPs")
  activity.start()
  try {
    for (const file of await writeGeneratedFiles(downloads, { content, publicDir: path.resolve("public") })) {
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

export const onCreateNode: GatsbyNode["onCreateNode"] = createEntryNodes

/** The fields made from other files: a book's first chapter, a picture's size, whether it is still a stand-in. */
export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers }, options) => {
  const projectRoot = path.dirname(path.resolve((options as ContentOptions).path))
  createResolvers({ ...chapterResolvers(), File: { ...pixelSizeResolvers().File, ...standInResolvers(projectRoot).File } })
}
