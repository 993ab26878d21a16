/**
 * data/ in the build: checked before Gatsby reads it, then typed in GraphQL from the content
 * model. gatsby-source-filesystem and gatsby-transformer-json make its nodes (gatsby-config.ts).
 */
import path from "node:path"
import type { CreateSchemaCustomizationArgs, GatsbyNode } from "gatsby"
import {
  chapterResolvers,
  type CheckedContent,
  contentDirectory,
  ContentProblems,
  contentTypeDefinitions,
  createMarkdownEntryNode,
  formatSampleValues,
  launchCheckRequested,
  PIXEL_SIZE_TYPE,
  pixelSizeResolvers,
  readCheckedContent,
  sampleValues,
  standInResolvers,
  stripByteOrderMarks,
} from "../../plugins/gatsby-source-chapterverse/node"
import { socialImageResolvers } from "../seo/socialImageField"

/** data/ as checkContent read it, for the build code that runs later in the same build. */
let content: CheckedContent | undefined

export function checkedContent(): CheckedContent {
  if (!content) throw new Error("data/ was not read: onPreBootstrap (checkContent) reads it first")
  return content
}

/**
 * onPreBootstrap: stops the build on any content problem before Gatsby reads a single file of
 * data/; lists the sample values left, and with LAUNCH_CHECK=1 (the launch check) stops on them too.
 */
export const checkContent: GatsbyNode["onPreBootstrap"] = ({ reporter }) => {
  try {
    content = readCheckedContent(contentDirectory())
  } catch (error) {
    if (!(error instanceof ContentProblems)) throw error
    return reporter.panic(error.message)
  }
  const samples = sampleValues(contentDirectory())
  if (samples.length > 0) {
    const launch = launchCheckRequested()
    if (launch) return reporter.panic(formatSampleValues(samples, { launch }))
    reporter.warn(formatSampleValues(samples, { launch }))
  }
  // The checks read a file saved with a byte-order mark as the editor shows it; Gatsby's JSON
  // transformer does not, so the mark goes before Gatsby reads the file.
  for (const file of stripByteOrderMarks(content.files)) {
    reporter.info(`Removed the byte-order mark the editor saved at the start of ${path.relative(process.cwd(), file)}; its content is unchanged.`)
  }
}

/** onCreateNode: the nodes of data/'s Markdown entries (the JSON ones are gatsby-transformer-json's). */
export const createContentNodes: GatsbyNode["onCreateNode"] = args => createMarkdownEntryNode(args)

/** createSchemaCustomization: the content model's types (plugins/gatsby-source-chapterverse/src/graphql.ts). */
export function defineContentTypes({ actions }: CreateSchemaCustomizationArgs): void {
  actions.createTypes([contentTypeDefinitions(), PIXEL_SIZE_TYPE].join("\n\n"))
}

/** createResolvers: the fields made from other files (a book's first chapter, a page's social image, a picture's size, whether it is a stand-in). */
export const resolveContentFields: GatsbyNode["createResolvers"] = ({ createResolvers }) => {
  const fileFields = { File: { ...pixelSizeResolvers().File, ...standInResolvers().File } }
  createResolvers({ ...socialImageResolvers(), ...chapterResolvers(), ...fileFields })
}
