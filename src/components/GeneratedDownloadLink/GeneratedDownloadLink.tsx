import { formatFileSize } from "../../utils/format"
import * as styles from "./GeneratedDownloadLink.module.css"

/** A file the build made from data/ (a `GeneratedFile` node, src/downloads/), as a link describes it. */
export interface GeneratedDownload {
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

/** What the file is, in a few words: "ZIP, 22 files, 45.1 MB", "PDF, 2 pages, 310 KB". */
export function generatedFileDetails({ format, bytes, pageCount, contents }: GeneratedDownload): string {
  const parts = [format, pageCount ? counted(pageCount, "page", "pages") : undefined, contents ? counted(contents.length, "file", "files") : undefined]
  return [...parts.filter(Boolean), formatFileSize(bytes)].join(", ")
}

/** A download the build made (a ZIP of the artwork, a PDF activity sheet): its title, and what the file is, in one link that saves it. */
export function GeneratedDownloadLink({ file }: { file: GeneratedDownload }) {
  return (
    <a href={file.url} download={file.fileName} className={styles.link}>
      <svg className={styles.icon} viewBox="0 0 24 24" width="36" height="36" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="12" />
        <path d="M12 6v10m-4.5-4.5L12 16l4.5-4.5M7 18.5h10" />
      </svg>
      <span className={styles.text}>
        <span className={styles.title}>{file.title}</span> <span className={styles.details}>{generatedFileDetails(file)}</span>
      </span>
    </a>
  )
}
