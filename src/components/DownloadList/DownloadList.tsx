import { GeneratedDownload, type GeneratedDownloadFile } from "../GeneratedDownload/GeneratedDownload"
import * as styles from "./DownloadList.module.css"

/** Files the build made, one link each; nothing at all when there are none (yet). */
export function DownloadList({ files, label }: { files: readonly GeneratedDownloadFile[]; label: string }) {
  if (files.length === 0) return null
  return (
    <ul className={styles.list} aria-label={label}>
      {files.map(file => (
        <li key={file.url}>
          <GeneratedDownload file={file} />
        </li>
      ))}
    </ul>
  )
}
