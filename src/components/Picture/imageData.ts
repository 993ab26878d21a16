import type { IGatsbyImageData } from "gatsby-plugin-image"

export interface ProcessedImageFile {
  childImageSharp: { gatsbyImageData: IGatsbyImageData } | null
}

/**
 * The largest file of a processed picture (its 2× JPEG or PNG), from the site's root, for
 * structured data: a file the page already links to, where the original would be a copy in
 * public/ for search engines alone.
 */
export function largestFallback(file: ProcessedImageFile, name: string): string | undefined {
  return imageData(file, name)
    .images.fallback?.srcSet?.split(",")
    .map(candidate => candidate.trim().split(/\s+/))
    .sort((a, b) => parseInt(b[1] ?? "0") - parseInt(a[1] ?? "0"))[0]?.[0]
}

/** The processed image of a file from data/, or a clear error naming it. */
export function imageData(file: ProcessedImageFile, name: string): IGatsbyImageData {
  if (!file.childImageSharp) throw new Error(`The image for ${name} could not be processed: is it a valid image file?`)
  return file.childImageSharp.gatsbyImageData
}
