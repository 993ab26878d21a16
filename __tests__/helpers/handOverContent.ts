import { sourceNodes } from "gatsby-source-chapterverse/gatsby-node"
import { DATA_DIR } from "../../harness/content"

/**
 * Runs the content plugin's sourceNodes on `dataDir`, as a build does before createPages: it checks
 * data/ and hands the checked content over to the site's node APIs (checkedContentOfThisBuild).
 * The node store it would fill is never read by them.
 */
export async function handOverContent(dataDir: string = DATA_DIR): Promise<void> {
  const activity = { start: () => undefined, end: () => undefined }
  const reporter = {
    activityTimer: () => activity,
    info: () => undefined,
    warn: () => undefined,
    panic: (message: string) => {
      throw new Error(message)
    },
  }
  const args = {
    createNodeId: (seed: string) => seed,
    createContentDigest: () => "digest",
    actions: { createNode: () => undefined, deleteNode: () => undefined },
    reporter,
    getNodesByType: () => [],
  }
  await sourceNodes?.(args as never, { plugins: [], path: dataDir } as never, () => undefined)
}
