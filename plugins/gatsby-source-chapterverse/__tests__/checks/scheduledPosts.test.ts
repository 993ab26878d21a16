/**
 * @jest-environment node
 */
/**
 * A news post dated after the build's day waits for its day (the spec's decisions): held from the
 * content the site is made of, named in the author's words as scheduled, shown in a preview. The
 * build's day comes from a clock each test sets; the post is data/'s own first one, dated anew in a copy.
 */
import path from "node:path"
import { NewsPost } from "../../index"
import { buildDay, formatScheduledPosts, loadContent, publishedContent, scheduledPosts, showScheduledRequested } from "../../node"
import { copyOfContent, redateNewsPost } from "../../../../harness/content"

/** A copy of data/ whose first news post (by its folder) is dated `date`; its slug. */
function withPostDated(date: string) {
  const data = copyOfContent()
  const [slug] = loadContent(data)
    .entries(NewsPost)
    .map(post => post.value.slug)
    .sort()
  if (!slug) throw new Error("data/news/ has no post to schedule")
  redateNewsPost(data, slug, date)
  return { data, slug, content: loadContent(data) }
}

const slugsOf = (content: ReturnType<typeof loadContent>) => content.entries(NewsPost).map(post => post.value.slug)

describe("a news post dated after the build's day", () => {
  afterEach(() => jest.restoreAllMocks())

  it("is held from the content the site is made of until the build on its day, in UTC as the pages' build time", () => {
    const { slug, content } = withPostDated("2026-12-05")
    // The evening before, in UTC: held; the morning's rebuild on its day (04:30 UTC): published.
    jest.spyOn(Date, "now").mockReturnValue(Date.parse("2026-12-04T23:59:00Z"))
    expect(buildDay()).toBe("2026-12-04")
    expect(scheduledPosts(content).map(post => post.slug)).toEqual([slug])
    const held = publishedContent(content)
    expect(slugsOf(held)).not.toContain(slug)
    expect(held.files.filter(file => file.path.includes(`${path.sep}${slug}${path.sep}`))).toEqual([])
    expect(slugsOf(held)).toHaveLength(slugsOf(content).length - 1)

    jest.spyOn(Date, "now").mockReturnValue(Date.parse("2026-12-05T04:30:00Z"))
    expect(scheduledPosts(content)).toEqual([])
    expect(slugsOf(publishedContent(content))).toEqual(slugsOf(content))
  })

  it("is shown in a preview (SHOW_SCHEDULED=1), and every post dated today or before is shown either way", () => {
    const { slug, content } = withPostDated("2026-12-05")
    expect(slugsOf(publishedContent(content, { day: "2026-12-01", show: true }))).toContain(slug)
    expect(slugsOf(publishedContent(content, { day: "2026-12-05" }))).toContain(slug)
    expect(showScheduledRequested({ SHOW_SCHEDULED: "1" })).toBe(true)
    expect(showScheduledRequested({ SHOW_SCHEDULED: "0" })).toBe(false)
    expect(showScheduledRequested({})).toBe(false)
  })

  it("is named in the author's words, with the day it goes live: a notice, not a problem", () => {
    const { data, slug, content } = withPostDated("2026-12-05")
    const posts = scheduledPosts(content, "2026-11-29")
    expect(formatScheduledPosts(posts, data)).toBe(
      `data/news/${slug}/post.md: scheduled for 5 December 2026; it goes live with the first build on or after that day (the morning's rebuild)`,
    )
    expect(formatScheduledPosts(posts, data, { shown: true })).toBe(
      `data/news/${slug}/post.md: scheduled for 5 December 2026; this preview shows it (SHOW_SCHEDULED=1), the live site from the first build on or after that day (the morning's rebuild)`,
    )
    expect(formatScheduledPosts([], data)).toBe("")
  })
})

describe("showScheduledRequested", () => {
  it("asks for the scheduled posts when SHOW_SCHEDULED is 1, true or yes, spaces around it allowed, and for nothing that only starts or ends so", () => {
    expect([" YES ", "true", "1"].map(value => showScheduledRequested({ SHOW_SCHEDULED: value }))).toEqual([true, true, true])
    expect(["11", "yes please", "not true", ""].map(value => showScheduledRequested({ SHOW_SCHEDULED: value }))).toEqual([false, false, false, false])
  })
})

describe("formatScheduledPosts of more than one post", () => {
  it("gives each scheduled post a line of its own", () => {
    const data = path.join(path.sep, "site", "data")
    const posts = ["first", "second"].map(slug => ({ file: path.join(data, "news", slug, "post.md"), slug, date: "2026-12-05" }))
    expect(formatScheduledPosts(posts, data).split("\n")).toEqual([
      "data/news/first/post.md: scheduled for 5 December 2026; it goes live with the first build on or after that day (the morning's rebuild)",
      "data/news/second/post.md: scheduled for 5 December 2026; it goes live with the first build on or after that day (the morning's rebuild)",
    ])
  })
})
