import type { SiteSettingsEntry } from "./schema"
import path from "node:path"

/** The site's settings, as the content model declares them (src/content/schema.ts). */
export type SiteSettings = SiteSettingsEntry

/** The content folder the build reads: data/ of the project it runs in. */
export const contentDirectory = (): string => path.resolve("data")
