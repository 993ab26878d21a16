import fs from "node:fs"
import nodePath from "node:path"
import type { GraphQLFieldResolver, GraphQLObjectType } from "gatsby/graphql"
import { sha256Of, STAND_IN_PICTURES, type StandInRecord } from "./standInPictures"

/**
 * Whether a picture file is still the stand-in drawn before the author's art existed: recorded in
 * standInPictures.json, and its bytes still that stand-in's. Hashes only a recorded file.
 */
export function isStandInPicture(absolutePath: string, projectRoot: string, record: StandInRecord = STAND_IN_PICTURES): boolean {
  const recorded = record[nodePath.relative(projectRoot, absolutePath).split(nodePath.sep).join("/")]
  return recorded !== undefined && fs.existsSync(absolutePath) && sha256Of(fs.readFileSync(absolutePath)) === recorded
}

/**
 * `File.standIn`: true while the picture is a stand-in. A stand-in may show on a page until launch,
 * but never reaches structured data (the product decisions): a page leaves such a picture out of
 * its JSON-LD. Read anew in every build, so the first build after the author saves their own
 * picture over it publishes it.
 * `File.publishedURL`: the picture's publicURL once it is not a stand-in, else null. Asking for
 * publicURL copies the file into public/, so a stand-in asked for this way leaves no copy nothing links to.
 */
export function standInResolvers(projectRoot: string) {
  const isStandIn = (source: { absolutePath?: string }) => Boolean(source.absolutePath && isStandInPicture(source.absolutePath, projectRoot))
  const standIn: GraphQLFieldResolver<{ absolutePath?: string }, unknown> = source => isStandIn(source)
  const publishedURL: GraphQLFieldResolver<{ absolutePath?: string }, unknown> = (source, _args, context, info) =>
    isStandIn(source) ? null : (info.schema.getType("File") as GraphQLObjectType).getFields().publicURL.resolve?.(source, {}, context, info)
  return { File: { standIn: { type: "Boolean!", resolve: standIn }, publishedURL: { type: "String", resolve: publishedURL } } }
}
