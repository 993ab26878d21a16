/**
 * News posts that wait for their day (the spec's decisions: "A news post's date is its publication
 * date"). A post dated after the build's day is scheduled: the plugin's sourceNodes makes no node
 * of it and hands the site's build code the content without it (`publishedContent`), so no page,
 * list, feed, sitemap, search index or structured data holds it until the first build on or after
 * its date (the 04:30 UTC rebuild). Its checks still run: a scheduled post with a problem stops
 * the build the day it is written, not the day it goes live.
 *
 * The build's day is the day in UTC of the build's clock (`Date.now()`), as Gatsby's
 * `site.buildTime` gives it to the pages (the countdown's "counted on"); a test sets it with
 * `jest.spyOn(Date, "now")`. A preview build shows the scheduled posts too, when the environment
 * says SHOW_SCHEDULED=1 (the deploy workflow's preview build).
 */
import nodePath from "node:path"
import { NewsPost } from "../model/schema"
import type { CheckedContent } from "./checkedContent"

export const SHOW_SCHEDULED_VARIABLE = "SHOW_SCHEDULED"

/** Whether the environment asks for the scheduled posts to be shown: SHOW_SCHEDULED set to 1 (or true, yes), as a preview build sets it. */
export const showScheduledRequested = (env: Record<string, string | undefined> = process.env): boolean =>
  /^(1|true|yes)$/i.test(env[SHOW_SCHEDULED_VARIABLE]?.trim() ?? "")

/** The build's day, YYYY-MM-DD, in UTC: the day Gatsby's `site.buildTime` names. */
export const buildDay = (now: number = Date.now()): string => new Date(now).toISOString().slice(0, 10)

/** A news post dated after the build's day: its file (absolute) and its date. */
export interface ScheduledPost {
  file: string
  slug: string
  date: string
}

/** The news posts dated after `day`, in the order of their files. */
export const scheduledPosts = (content: Pick<CheckedContent, "entries">, day: string = buildDay()): ScheduledPost[] =>
  content
    .entries(NewsPost)
    .filter(post => post.value.date > day)
    .map(post => ({ file: post.file, slug: post.value.slug, date: post.value.date }))

/**
 * The content as the site may show it on `day`: without the scheduled news posts, unless `show`
 * (a preview build). The one place a post is held: the nodes and the content handed over to the
 * site's build code are both made of it.
 */
export function publishedContent(content: CheckedContent, { day = buildDay(), show = false }: { day?: string; show?: boolean } = {}): CheckedContent {
  if (show) return content
  const held = new Set(scheduledPosts(content, day).map(post => post.file))
  if (held.size === 0) return content
  return {
    ...content,
    files: content.files.filter(file => !held.has(file.path)),
    entries: type => content.entries(type).filter(entry => !held.has(entry.file)),
  }
}

/** "2026-12-05" → "5 December 2026", as the site writes a date. */
const longDate = (isoDate: string): string =>
  new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(`${isoDate}T00:00:00Z`))

/**
 * The notice, a line a post, in the author's words: which posts are scheduled and the day each goes
 * live; in a preview (`shown`), that this build shows them. Empty when none is. Not a problem: nothing stops.
 */
export function formatScheduledPosts(posts: readonly ScheduledPost[], dataDir: string, { shown = false } = {}): string {
  const shownPath = (file: string) => nodePath.relative(nodePath.dirname(dataDir), file).split(nodePath.sep).join("/")
  return posts
    .map(
      post =>
        `${shownPath(post.file)}: scheduled for ${longDate(post.date)}; ${
          shown
            ? `this preview shows it (${SHOW_SCHEDULED_VARIABLE}=1), the live site from the first build on or after that day (the morning's rebuild)`
            : "it goes live with the first build on or after that day (the morning's rebuild)"
        }`,
    )
    .join("\n")
}
