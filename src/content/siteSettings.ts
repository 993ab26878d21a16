import { readJsonFile } from "./json"
import type { SiteSettingsEntry } from "./schema"
import path from "node:path"

/** The site's settings, as the content model declares them (src/content/schema.ts). */
export type SiteSettings = SiteSettingsEntry

const SITE_SETTINGS_FILE = "site/site.json"

/** The content folder the build reads: data/ of the project it runs in. */
export const contentDirectory = (): string => path.resolve("data")

/**
 * The site's settings (data/site/site.json) as code outside the pages reads them:
 * gatsby-config.ts, gatsby-node.ts (which compiles them into gatsby-ssr.tsx's render), the
 * tests and the bench. Components read
 * the same file through GraphQL (hooks/useSiteSettings.ts). It does not check the file: the
 * build checks all of data/ before it reads any (onPreBootstrap in gatsby-node.ts).
 */
export function readSiteSettings(dataDir: string = contentDirectory()): SiteSettings {
  const file = path.join(dataDir, SITE_SETTINGS_FILE)
  try {
    return readJsonFile(file) as SiteSettings
  } catch (error) {
    throw new Error(`Could not read the site's settings from ${path.relative(process.cwd(), file)}: ${error instanceof Error ? error.message : String(error)}`)
  }
}
