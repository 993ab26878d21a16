import { graphql } from "gatsby"

/** A file a visitor can download, as a card describes it. */
export interface Download {
  /** The file's address in the built site. */
  url: string
  /** The name it is saved under. */
  fileName: string
  /** Its extension, such as "jpg". */
  format: string
  width: number
  height: number
  bytes: number
}

export const downloadFileFragment = graphql`
  fragment DownloadFile on File {
    publicURL
    base
    extension
    size
    pixelSize {
      width
      height
    }
  }
`

/** What a download card needs of its file: the download, and the picture in the card's slot (Picture/imageFragments.ts). */
export const downloadCardFragments = graphql`
  fragment ArtworkDownload on File {
    ...DownloadFile
    ...ArtworkImage
  }
  fragment TShirtDownload on File {
    ...DownloadFile
    ...TShirtImage
  }
`

/**
 * The download of a picture file from the data layer; `what` names it in the error when the
 * build has not processed it. The file keeps its name unless `fileName` gives another.
 */
export function downloadOf(file: Queries.DownloadFileFragment, what: string, fileName = file.base): Download {
  const { publicURL, pixelSize } = file
  if (!publicURL || !pixelSize) throw new Error(`${what}: the build has no copy or no size of its file ${file.base}. Is it a JPG, PNG or WebP picture?`)
  return { url: publicURL, fileName, format: file.extension, width: pixelSize.width, height: pixelSize.height, bytes: file.size }
}
