import type { GraphQLFieldResolver } from "gatsby/graphql"
import sharp from "sharp"

/** The GraphQL type of a picture's size in pixels (declared in createSchemaCustomization). */
export const PIXEL_SIZE_TYPE = `type PixelSize {
  width: Int!
  height: Int!
}`

/**
 * `File.pixelSize`: a picture's width and height in pixels, as its file records them (null for a
 * file that is no picture). gatsby-transformer-sharp's `original { width height }` says the same,
 * but copies the picture into public/static/ under another name than publicURL's, a copy no page
 * links to (the download cards and the gallery link to publicURL's).
 */
export function pixelSizeResolvers() {
  const resolve: GraphQLFieldResolver<{ absolutePath?: string }, unknown> = async source => {
    if (!source.absolutePath) return null
    const { width, height } = await sharp(source.absolutePath)
      .metadata()
      .catch(() => ({ width: undefined, height: undefined }))
    return width && height ? { width, height } : null
  }
  return { File: { pixelSize: { type: "PixelSize", resolve } } }
}
