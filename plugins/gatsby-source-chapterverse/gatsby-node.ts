/**
 * gatsby-source-chapterverse: the content in data/ as Gatsby's nodes (README.md).
 * This plugin reads and checks data/ once, then makes a node of each entry from what it checked,
 * the content model's GraphQL types and the fields made from other files;
 * gatsby-source-filesystem makes File nodes of the pictures beside the entries (gatsby-config.ts).
 */
import path from "node:path"
import type { GatsbyNode, PluginOptions } from "gatsby"
import { ContentProblems, loadContent } from "./src/checks/checkedContent"
import { handOver } from "./src/checks/contentOfThisBuild"
import { formatUnusedPictures, formatWarnings } from "./src/checks/problems"
import { checkOnEdit } from "./src/nodes/checkOnEdit"
import { entryNodeMaker } from "./src/nodes/entryNodes"
import { contentTypeDefinitions } from "./src/nodes/graphql"
import { fileBesideEntryExtension } from "./src/resolvers/fileBesideEntry"
import { PIXEL_SIZE_TYPE, pixelSizeResolvers } from "./src/resolvers/pixelSize"
import { standInResolvers } from "./src/resolvers/standIn"
import { formatSampleCount, formatSampleValues, launchCheckRequested } from "./src/checks/launchCheck"
import { buildDay, formatScheduledPosts, publishedContent, scheduledPosts, showScheduledRequested } from "./src/checks/scheduledPosts"

interface ContentOptions extends PluginOptions {
  /** The content folder: absolute, or from the site's root. */
  path: string
}

export const pluginOptionsSchema: GatsbyNode["pluginOptionsSchema"] = ({ Joi }) =>
  Joi.object({
    path: Joi.string()
      .required()
      .description('The content folder, from the site\'s root; gatsby-source-filesystem sources its pictures under the name "content".'),
  })

/** The content model's types, and the field extension that finds an entry's pictures. */
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }, options) => {
  actions.createFieldExtension(fileBesideEntryExtension(path.resolve((options as ContentOptions).path)))
  actions.createTypes([contentTypeDefinitions(), PIXEL_SIZE_TYPE].join("\n\n"))
}

/**
 * The one read of data/ a build: any content problem stops the build, naming each; then the
 * pictures that miss their page's size or shape, and those no entry names, are warned of, the sample values left are counted
 * in one line (with LAUNCH_CHECK=1, the launch check, they are listed and stop it), the news
 * posts dated after the build's day are named as scheduled and held back (scheduledPosts.ts; a
 * preview build with SHOW_SCHEDULED=1 shows them), a node made of each entry as checked, and the
 * checked content handed over to the site's build code (contentOfThisBuild.ts), both without the
 * posts held back. `gatsby develop` checks data/ again after each edit and makes the nodes anew
 * from content that passes (checkOnEdit.ts).
 */
export const sourceNodes: GatsbyNode["sourceNodes"] = async (args, options) => {
  const { reporter } = args
  const { path: folder } = options as ContentOptions
  const dataDir = path.resolve(folder)
  const content = (() => {
    try {
      return loadContent(dataDir)
    } catch (error) {
      if (error instanceof ContentProblems) return reporter.panic(error.message)
      throw error
    }
  })()
  reporter.info(`Read and checked ${path.relative(process.cwd(), dataDir) || "."}/: no problems`)
  const pictures = await content.pictureWarnings()
  if (pictures.length > 0) reporter.warn(formatWarnings(pictures))
  if (content.unusedPictures.length > 0) reporter.warn(formatUnusedPictures(content.unusedPictures))
  if (content.samples.length > 0) {
    const launch = launchCheckRequested()
    if (launch) return reporter.panic(formatSampleValues(content.samples, { launch }))
    reporter.warn(formatSampleCount(content.samples))
  }

  const show = showScheduledRequested()
  const scheduled = scheduledPosts(content, buildDay())
  if (scheduled.length > 0) reporter.info(formatScheduledPosts(scheduled, dataDir, { shown: show }))

  const makeEntryNodes = entryNodeMaker(args)
  const publish = (checked: typeof content) => {
    const published = publishedContent(checked, { day: buildDay(), show })
    makeEntryNodes(published, dataDir)
    handOver(published)
  }
  publish(content)
  if (process.env.gatsby_executing_command === "develop") checkOnEdit(dataDir, reporter, publish)
}

/** The fields made from other files: a picture's size, whether it is still a stand-in. */
export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers }, options) => {
  const projectRoot = path.dirname(path.resolve((options as ContentOptions).path))
  createResolvers({ File: { ...pixelSizeResolvers().File, ...standInResolvers(projectRoot).File } })
}
