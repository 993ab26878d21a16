import type { IGatsbyImageData } from "gatsby-plugin-image"

export interface ProcessedImageFile {
  childImageSharp: { gatsbyImageData: IGatsbyImageData } | null
}

/** The processed image of a file from data/, or a clear error naming it. */
export function imageData(file: ProcessedImageFile, name: string): IGatsbyImageData {
  if (!file.childImageSharp) throw new Error(`The image for ${name} could not be processed: is it a valid image file?`)
  return file.childImageSharp.gatsbyImageData
}
