import { graphql } from "gatsby"
import { useSiteSettings } from "../../hooks/useSiteSettings"
import { absoluteUrl } from "../../seo/structuredData"
import { formatFileSize } from "../../utils/format"
import * as styles from "./GeneratedDownload.module.css"

/** What the link needs of a file the build made (src/downloads/). */
export const generatedDownloadFragment = graphql`
  fragment GeneratedDownload on GeneratedFile {
    slug
    kind
    book
    title
    url
    fileName
    format
    bytes
    pageCount
  }
`

export interface GeneratedDownloadFile {
  title: string
  url: string
  fileName: string
  format: string
  bytes: number
  pageCount?: number | null
}

/** "PDF, 4 pages, 180 KB": what a visitor is about to download. */
export function generatedFileDetails({ format, pageCount, bytes }: Pick<GeneratedDownloadFile, "format" | "pageCount" | "bytes">): string {
  const pages = pageCount ? `${pageCount} ${pageCount === 1 ? "page" : "pages"}` : undefined
  return [format, pages, formatFileSize(bytes)].filter(Boolean).join(", ")
}

/**
 * A link to a file the build made from data/ (a printable PDF, a ZIP), with its format, pages
 * and size. Printed, the page shows the file's full address after it.
 */
export function GeneratedDownload({ file }: { file: GeneratedDownloadFile }) {
  const { siteUrl } = useSiteSettings()
  return (
    <a className={styles.download} href={file.url} download={file.fileName} data-print-address={absoluteUrl(siteUrl, file.url)}>
      <span className={styles.title}>{file.title}</span> <span className={styles.details}>{generatedFileDetails(file)}</span>
    </a>
  )
}
