/**
 * `gatsby develop`: data/ read and checked again after each edit, with the same loader as the
 * build and `npm run check`. Content that passes becomes the nodes (Gatsby updates the open pages);
 * content with a problem is reported with the check's message, and the nodes stay as they were, so
 * the pages keep the last good content until the file is fixed.
 */
import fs from "node:fs"
import type { Reporter } from "gatsby"
import { ContentProblems, loadContent, type CheckedContent } from "../checks/checkedContent"
import { formatProblems } from "../checks/problems"

/** Editors save a file in several writes (a temporary file, then a rename): one check after the last. */
const QUIET_MS = 150

export function checkOnEdit(dataDir: string, reporter: Reporter, onChecked: (content: CheckedContent) => void): fs.FSWatcher {
  let timer: NodeJS.Timeout | undefined
  const check = () => {
    try {
      const content = loadContent(dataDir)
      reporter.info("Read and checked data/ again: no problems")
      onChecked(content)
    } catch (error) {
      if (error instanceof ContentProblems)
        reporter.error(formatProblems(error.problems, them => `the pages keep the last content that passed until you fix ${them}`))
      else reporter.error("Could not read data/ again", error instanceof Error ? error : new Error(String(error)))
    }
  }
  const watcher = fs.watch(dataDir, { recursive: true }, () => {
    clearTimeout(timer)
    timer = setTimeout(check, QUIET_MS)
  })
  return watcher
}
