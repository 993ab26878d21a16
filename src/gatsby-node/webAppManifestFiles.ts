/**
 * onPostBootstrap: the web app manifest and its icons in public/ (src/seo/webAppManifest.ts),
 * named by the settings as the content plugin checked them this build: data/site/site.json is
 * read once, by the plugin's loader. In place of gatsby-plugin-manifest, whose options gatsby-config.ts
 * would have to read from data/ in every process that loads it (README: the stack).
 */
import fs from "node:fs"
import path from "node:path"
import type { ParentSpanPluginArgs } from "gatsby"
import { SiteSettings } from "gatsby-source-chapterverse"
import { checkedContentOfThisBuild } from "gatsby-source-chapterverse/node"
import sharp from "sharp"
import { FAVICON_PNG, ICON_SIZES, ICON_SOURCE, iconFile, MANIFEST_PATH, webAppManifest } from "../seo/webAppManifest"

/** `source` drawn at `size` px square on a transparent ground, into `file`. */
const drawIcon = (source: string, size: number, file: string) =>
  sharp(source)
    .resize({ width: size, height: size, fit: "contain", background: { r: 255, g: 255, b: 255, alpha: 0 } })
    .toFile(file)

export async function writeWebAppManifest({ reporter }: Pick<ParentSpanPluginArgs, "reporter">): Promise<void> {
  const publicDir = path.resolve("public")
  const site = checkedContentOfThisBuild().single(SiteSettings).value
  try {
    fs.mkdirSync(path.join(publicDir, "icons"), { recursive: true })
    await Promise.all([
      ...ICON_SIZES.map(size => drawIcon(ICON_SOURCE, size, path.join(publicDir, iconFile(size)))),
      drawIcon(ICON_SOURCE, FAVICON_PNG.size, path.join(publicDir, FAVICON_PNG.path)),
    ])
  } catch (error) {
    reporter.panic(`Could not draw the home-screen icons from ${ICON_SOURCE}: ${error instanceof Error ? error.message : String(error)}`)
  }
  fs.writeFileSync(path.join(publicDir, MANIFEST_PATH), JSON.stringify(webAppManifest(site)))
}
