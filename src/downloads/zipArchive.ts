import fs from "node:fs"
import { zipSync, type Zippable } from "fflate"
import { FILE_DATE } from "./generatedFiles"

export interface ZipEntry {
  /** Its name inside the archive ("artwork/rexi.jpg"). */
  name: string
  data: Uint8Array
}

// Pictures and PDFs are compressed already: storing them costs a few bytes and saves the build
// deflating megabytes for nothing.
const STORED = /\.(jpe?g|png|webp|avif|pdf|zip)$/i

/** Writes a ZIP archive of the entries, in their order, and returns its size in bytes. */
export function writeZip(file: string, entries: readonly ZipEntry[]): number {
  const archive: Zippable = {}
  for (const entry of entries) {
    if (entry.name in archive) throw new Error(`Two files would be saved as ${entry.name} in ${file}`)
    archive[entry.name] = [entry.data, { level: STORED.test(entry.name) ? 0 : 6, mtime: FILE_DATE }]
  }
  const bytes = zipSync(archive)
  fs.writeFileSync(file, bytes)
  return bytes.length
}
