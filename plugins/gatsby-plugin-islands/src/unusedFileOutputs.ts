/**
 * gatsby-plugin-sharp writes a picture's sizes, and gatsby-source-filesystem's publicURL a copy of
 * a file, into public/static/<the File node's content digest>/, and no build removes them: a warm
 * build (a host's cached build is one) keeps a replaced picture's old sizes and the sizes no page
 * shows any more. Every output a page uses is named in its query results (page data, the static
 * queries' included), so at the end of a build the others are set aside in .cache. They go back
 * before the next build (restoreForGatsby): Gatsby's job cache counts them as written, and a page
 * that asks for one again gets it without the job running again.
 */
import fs from "node:fs"
import path from "node:path"
import { GATSBY_INTERNALS } from "./gatsbyInternals"
import { filesUnder, keptForNextBuild, move, type Removed } from "./gatsbyRuntimeFiles"

const { fileOutputsFolder, pageDataFolder } = GATSBY_INTERNALS

/** Gatsby's content digests are MD5s in hex: no other folder of static/ is named so (webpack's assets are files). */
const CONTENT_DIGEST = /^[0-9a-f]{32}$/

/**
 * Moves each file under a content digest's folder of `root`'s public/static/ that no page's data
 * names (by its address, as written or URI-encoded) into keptForNextBuild, and removes the folders
 * left empty. Reads the page data where removeGatsbyRuntime kept it, so it runs after that.
 */
export function setAsideUnusedFileOutputs(root: string): Removed {
  const publicDir = path.join(root, "public")
  const kept = keptForNextBuild(root)
  const staticDir = path.join(publicDir, fileOutputsFolder.value)
  const setAside: Removed = { files: 0, bytes: 0 }
  if (!fs.existsSync(staticDir)) return setAside
  const pageData = filesUnder(path.join(kept, pageDataFolder.value))
    .map(file => fs.readFileSync(file, "utf8"))
    .join("\n")
  for (const folder of fs.readdirSync(staticDir, { withFileTypes: true })) {
    if (!folder.isDirectory() || !CONTENT_DIGEST.test(folder.name)) continue
    const outputs = path.join(staticDir, folder.name)
    for (const file of filesUnder(outputs)) {
      const fromPublic = path.relative(publicDir, file)
      const address = `/${fromPublic.split(path.sep).join("/")}`
      if (pageData.includes(address) || pageData.includes(encodeURI(address))) continue
      setAside.files += 1
      setAside.bytes += fs.statSync(file).size
      move(file, path.join(kept, fromPublic))
    }
    removeEmptyFoldersUnder(outputs)
  }
  return setAside
}

/** Removes the empty folders under `folder`, deepest first, and `folder` itself if it ends up empty. */
function removeEmptyFoldersUnder(folder: string): void {
  for (const entry of fs.readdirSync(folder, { withFileTypes: true })) if (entry.isDirectory()) removeEmptyFoldersUnder(path.join(folder, entry.name))
  if (fs.readdirSync(folder).length === 0) fs.rmdirSync(folder)
}
