/**
 * The build, step by step: each node API calls the module named for what it does
 * (src/gatsby-node/). The content's nodes come from gatsby-source-chapterverse
 * (plugins/); docs/architecture.md draws the flow from data/ to a page.
 */
import type { GatsbyNode } from "gatsby"
import { GENERATED_FILE_TYPE } from "./src/downloads/generatedFiles"
import { GENERATORS } from "./src/downloads/generators"
import { makeDownloads } from "./src/gatsby-node/downloads"
import { writeHostFiles } from "./src/gatsby-node/hosting"
import { checkHostSetUp } from "./src/gatsby-node/hostSetUp"
import { writeNewsFeed } from "./src/gatsby-node/newsFeedFile"
import { createSitePages } from "./src/gatsby-node/pagesFromData"
import { writeSearchIndex } from "./src/gatsby-node/searchIndex"
import { writeWebAppManifest } from "./src/gatsby-node/webAppManifestFiles"
import { socialImageResolvers } from "./src/seo/socialImageField"

/** The GeneratedFile of each file for download, declared so nothing is inferred. */
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(GENERATED_FILE_TYPE)
}

/** sourceNodes: the files for download, from the content this build checked (src/gatsby-node/downloads.ts). */
export const sourceNodes: GatsbyNode["sourceNodes"] = makeDownloads(GENERATORS)

/** createResolvers: a page's social image, made from the pictures the content names. */
export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers }) => {
  createResolvers(socialImageResolvers())
}

/**
 * onPostBootstrap: the web app manifest and its icons (src/gatsby-node/webAppManifestFiles.ts);
 * with LAUNCH_CHECK=1, the host's set-up for the live editor (src/gatsby-node/hostSetUp.ts).
 */
export const onPostBootstrap: GatsbyNode["onPostBootstrap"] = async (...args) => {
  await writeWebAppManifest(args[0])
  await checkHostSetUp?.(...args)
}

export const createPages: GatsbyNode["createPages"] = createSitePages

export const onPostBuild: GatsbyNode["onPostBuild"] = async (...args) => {
  await writeNewsFeed(args[0])
  await writeHostFiles?.(...args)
  await writeSearchIndex?.(...args)
}
