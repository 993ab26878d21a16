/**
 * The build, step by step: each node API calls the module named for what it does
 * (src/gatsby-node/). docs/architecture.md draws the flow from data/ to a page.
 */
import type { GatsbyNode } from "gatsby"
import { checkContent, createContentNodes, defineContentTypes, resolveContentFields } from "./src/gatsby-node/content"
import { defineDownloadTypes, sourceDownloads } from "./src/gatsby-node/downloads"
import { writeHostFiles } from "./src/gatsby-node/hosting"
import { writeNewsFeed } from "./src/gatsby-node/newsFeed"
import { createSitePages } from "./src/gatsby-node/pages"
import { writeSearchIndex } from "./src/gatsby-node/searchIndex"

export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = checkContent

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = args => {
  defineContentTypes(args)
  defineDownloadTypes(args)
}

export const onCreateNode: GatsbyNode["onCreateNode"] = createContentNodes

export const sourceNodes: GatsbyNode["sourceNodes"] = sourceDownloads

export const createResolvers: GatsbyNode["createResolvers"] = resolveContentFields

export const createPages: GatsbyNode["createPages"] = createSitePages

export const onPostBuild: GatsbyNode["onPostBuild"] = async (...args) => {
  await writeNewsFeed(args[0])
  await writeHostFiles?.(...args)
  await writeSearchIndex?.(...args)
}
