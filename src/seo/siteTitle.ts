import type { SiteSettingsEntry } from "gatsby-source-chapterverse"

/** The site's full name, "ChapterVerse: The time-travel adventure trilogy": the home page's title and the web app's name. */
export const siteTitle = (site: Pick<SiteSettingsEntry, "seriesName" | "tagline">): string => `${site.seriesName}: ${site.tagline}`
