import crypto from "node:crypto"
import fs from "node:fs"
import path from "node:path"

/**
 * What the server render put in a page, for the site's build code after the build (the site's
 * headers: a player's frame origins, the inline scripts' hashes). Pages render in Gatsby's
 * worker processes, so each leaves a file in .cache; a page Gatsby does not render again keeps
 * the record of its last render, which its HTML still is.
 */
export interface RenderedPage {
  /** The page's path, as created ("/", "/shop"). */
  path: string
  /** The islands it holds, by name. */
  islands: string[]
  /** The code of each inline script a browser runs (not JSON data blocks), as written into the page. */
  inlineScripts: string[]
}

const recordsFolder = (root: string) => path.join(root, ".cache", "gatsby-plugin-islands", "pages")
const recordFile = (root: string, pagePath: string) =>
  path.join(recordsFolder(root), `${crypto.createHash("sha256").update(pagePath).digest("hex").slice(0, 16)}.json`)

export function recordRenderedPage(root: string, page: RenderedPage): void {
  fs.mkdirSync(recordsFolder(root), { recursive: true })
  fs.writeFileSync(recordFile(root, page.path), JSON.stringify(page))
}

/** The record of each of these pages (the pages of the build just made); throws naming a page never rendered. */
export function readRenderedPages(root: string, pagePaths: readonly string[]): RenderedPage[] {
  return pagePaths.map(pagePath => {
    const file = recordFile(root, pagePath)
    if (!fs.existsSync(file))
      throw new Error(`The page ${pagePath} has no record of its render in ${recordsFolder(root)}: run \`npm run clean\`, then build again.`)
    return JSON.parse(fs.readFileSync(file, "utf8")) as RenderedPage
  })
}
