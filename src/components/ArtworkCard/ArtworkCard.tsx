import { graphql } from "gatsby"
import { imageData } from "../Picture/imageData"
import { downloadOf } from "../DownloadCard/download"
import { DownloadCard } from "../DownloadCard/DownloadCard"

interface ArtworkCardProps {
  artwork: Queries.ArtworkCardFragment
  /** The first card of a page, which a phone shows at once: its picture is not lazy. */
  eager?: boolean
}

/** An artwork as the artwork pages and a character's page show it: its picture, its title and its full-size download. */
export function ArtworkCard({ artwork, eager }: ArtworkCardProps) {
  return (
    <DownloadCard
      eager={eager}
      title={artwork.title}
      alt={artwork.alt}
      image={imageData(artwork.image, `the artwork "${artwork.title}"`)}
      sizes="(min-width: 60rem) 16rem, (min-width: 36rem) 45vw, 92vw"
      frame="filled"
      download={downloadOf(artwork.image, `The artwork "${artwork.title}"`)}
      action="Download"
    />
  )
}

export const artworkCardFragment = graphql`
  fragment ArtworkCard on Artwork {
    slug
    title
    alt
    image {
      ...ArtworkDownload
    }
  }
`
