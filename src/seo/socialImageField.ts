import type { GraphQLFieldResolver, GraphQLObjectType } from "gatsby/graphql"
import { COLORS } from "../theme"

/**
 * How a page's link-preview picture is made from its art: the whole picture fitted into
 * 1200 × 630 (the size chat apps and social sites show) on the night-sky colour, so a
 * portrait cover or a square product loses nothing. A field of its own rather than a
 * `resize(…)` in each query, because a query is static text and could not read the theme.
 */
export const SOCIAL_IMAGE_RESIZE = { width: 1200, height: 630, fit: "contain", background: COLORS.night, toFormat: "jpg", quality: 82 } as const

/**
 * `ImageSharp.socialImage`: gatsby-transformer-sharp's own `resize` field, called with
 * SOCIAL_IMAGE_RESIZE on top of its argument defaults (GraphQL fills those in only for
 * arguments written in a query).
 */
export function socialImageResolvers() {
  const resolve: GraphQLFieldResolver<unknown, unknown> = (source, _args, context, info) => {
    const resize = (info.schema.getType("ImageSharp") as GraphQLObjectType | undefined)?.getFields().resize
    if (!resize?.resolve) throw new Error("ImageSharp.resize is missing: socialImage needs gatsby-transformer-sharp in gatsby-config.ts")
    const defaults = Object.fromEntries(resize.args.flatMap(arg => (arg.defaultValue === undefined ? [] : [[arg.name, arg.defaultValue]])))
    return resize.resolve(source, { ...defaults, ...SOCIAL_IMAGE_RESIZE }, context, info)
  }
  return { ImageSharp: { socialImage: { type: "ImageSharpResize", resolve } } }
}
