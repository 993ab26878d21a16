import path from "node:path"
import { readJsonFile } from "./json"
import { collections, SiteSettings, type SiteSettingsEntry } from "../model/schema"

/** The content folder the build reads: data/ of the project it runs in. */
export const contentDirectory = (): string => path.resolve("data")

/**
 * The site's settings alone (data/site/site.json), for gatsby-config.ts, which needs the site's
 * name and address before the build reads and checks data/. Undefined while the file is not
 * right: the check then stops the build naming what is wrong (sourceNodes).
 */
export function readSiteSettings(dataDir: string): SiteSettingsEntry | undefined {
  const file = collections.find(collection => collection.type === SiteSettings)?.file
  try {
    const settings = file ? SiteSettings.safeParse(readJsonFile(path.join(dataDir, file))) : undefined
    return settings?.success ? settings.data : undefined
  } catch {
    return undefined
  }
}
