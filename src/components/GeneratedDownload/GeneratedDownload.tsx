import { graphql } from "gatsby"
import { useSiteSettings } from "../../hooks/useSiteSettings"
import { absoluteUrl } from "../../seo/structuredData"
import { formatFileSize } from "../../text/format"
import * as styles from "./GeneratedDownload.module.css"

/** What the link needs of a file the build made (src/downloads/); and every such file, for a page to choose from. */
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
    contents
  }

  # Every file the build made, for a page that picks its own from them (by kind, by book).
  fragment AllGeneratedDownloads on Query {
    allGeneratedFile {
      nodes {
        ...GeneratedDownload
      }
    }
  }
`

export interface GeneratedDownloadFile {
  title: string
  url: string
  fileName: string
  format: string
  bytes: number
  /** A PDF's pages. */
  pageCount?: number | null
  /** A ZIP's files. */
  contents?: readonly string[] | null
}

const counted = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`

/** What a visitor is about to download, in a few words: "PDF, 4 pages, 180 KB", "ZIP, 22 files, 4.5 MB". */
export function generatedFileDetails({ format, bytes, pageCount, contents }: GeneratedDownloadFile): string {
  const parts = [format, pageCount ? counted(pageCount, "page", "pages") : undefined, contents ? counted(contents.length, "file", "files") : undefined]
  return [...parts.filter(Boolean), formatFileSize(bytes)].join(", ")
}

/**
 * A link to a file the build made from data/ (a printable PDF, a ZIP), with its format, pages
 * or files, and size; `prominent` makes it the page's main button (the artwork's Download all).
 * Printed, the page shows the file's full address after it.
 */
export function GeneratedDownload({ file, prominent = false }: { file: GeneratedDownloadFile; prominent?: boolean }) {
  const { siteUrl } = useSiteSettings()
  return (
    <a className={prominent ? styles.prominent : styles.download} href={file.url} download={file.fileName} data-print-address={absoluteUrl(siteUrl, file.url)}>
      {prominent && (
        <svg className={styles.icon} viewBox="0 0 24 24" width="36" height="36" aria-hidden="true" focusable="false">
          <circle cx="12" cy="12" r="12" />
          <path d="M12 6v10m-4.5-4.5L12 16l4.5-4.5M7 18.5h10" />
        </svg>
      )}
      <span className={styles.text}>
        <span className={styles.title}>{file.title}</span> <span className={styles.details}>{generatedFileDetails(file)}</span>
      </span>
    </a>
  )
}
