import { graphql } from "gatsby"

/** A page's picture for link previews: 1200 × 630, the size chat apps and social sites show. */
export interface SocialImage {
  /** Its address on this site. */
  src: string
  width: number
  height: number
  alt: string
}

/** Made from the page's own art, as socialImageField.ts says. */
export const socialImageFragment = graphql`
  fragment SocialImage on File {
    childImageSharp {
      socialImage {
        src
        width
        height
      }
    }
  }
`

interface FileWithSocialImage {
  childImageSharp: { socialImage: { src: string | null; width: number | null; height: number | null } | null } | null
}

export function socialImageOf(file: FileWithSocialImage | null | undefined, alt: string): SocialImage | undefined {
  const image = file?.childImageSharp?.socialImage
  if (!image?.src || !image.width || !image.height) return undefined
  return { src: image.src, width: image.width, height: image.height, alt }
}

/** The link-preview picture of a page whose art is the first of a list (an `all…(limit: 1)` query, hooks/useSocialImages.ts). */
export function firstSocialImage(nodes: ReadonlyArray<{ alt: string; image: FileWithSocialImage }>): SocialImage | undefined {
  const [first] = nodes
  return first && socialImageOf(first.image, first.alt)
}
