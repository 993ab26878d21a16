/**
 * The Atom feed of the news posts (RFC 4287), written with the `feed` library from the posts as
 * GraphQL reads them: newest first, every address absolute, each post's text as HTML made from
 * the blocks its Markdown was read into (gatsby-source-chapterverse's newsText.ts), so nothing the author wrote reaches
 * a feed reader as markup either. The same posts make the same bytes: the feed's own date is
 * its newest post's. Build-time code only.
 *
 * An entry's id never changes once published (RFC 4287, and the spec's decisions): it is the post's
 * first address, so a renamed post, whose old address data/site/aliases.json leads to its new
 * one, keeps the id feed readers already hold and is not announced again (`firstNewsAddress`).
 */
import { Feed } from "feed"
import { isNewsLink, isSample, type NewsBlock, type NewsInline } from "gatsby-source-chapterverse"
import { NEWS_FEED_PATH, newsPostPath, PAGES } from "../routes"
import { absoluteUrl } from "./structuredData"

export interface FeedSite {
  seriesName: string
  siteUrl: string
  language: string
  authorName: string
}

export interface FeedPost {
  slug: string
  title: string
  /** YYYY-MM-DD. */
  date: string
  summary: string
  body: readonly NewsBlock[]
  /** Its picture's address on this site (none while it is a stand-in: no sample leaves the site in a feed), and its alt text. */
  image?: string
  alt: string
}

/** An old address and the page it leads to (data/site/aliases.json). */
export interface FeedAlias {
  from: string
  to: string
}

/**
 * The first address of the news post now at `address`: followed back through the old news addresses
 * aliases.json leads to it, one rename at a time (the first listed, where two lead to the same), to the
 * one nothing leads from; the address itself for a post never renamed, as every entry's id was before
 * a rename could keep it. An old address of another page (not under /news/) is a shortcut, not a rename.
 */
export function firstNewsAddress(address: string, aliases: readonly FeedAlias[]): string {
  const seen = new Set([address])
  let first = address
  for (;;) {
    const earlier = aliases.find(alias => alias.to === first && alias.from.startsWith(`${PAGES.news.path}/`) && !seen.has(alias.from))
    if (!earlier) return first
    seen.add(earlier.from)
    first = earlier.from
  }
}

const escapeHtml = (text: string): string => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;")

/** The feed's XML; `aliases`, data/site/aliases.json, keep a renamed post's id. */
export function newsFeed(site: FeedSite, posts: readonly FeedPost[], aliases: readonly FeedAlias[] = []): string {
  const newestFirst = [...posts].sort((a, b) => b.date.localeCompare(a.date))
  const url = (path: string) => absoluteUrl(site.siteUrl, path)
  // A sample author's name never leaves the site (gatsby-source-chapterverse's samples.ts): the series speaks instead.
  const author = { name: isSample(site.authorName) ? site.seriesName : site.authorName }
  const feed = new Feed({
    id: url(PAGES.news.path),
    title: `${site.seriesName} news`,
    description: `News from the world of ${site.seriesName}, newest first.`,
    link: url(PAGES.news.path),
    feedLinks: { atom: url(NEWS_FEED_PATH) },
    language: site.language,
    favicon: url("/favicon.svg"),
    author,
    copyright: `© ${site.seriesName}`,
    updated: new Date(newestFirst[0]?.date ?? "2000-01-01"),
    generator: false,
  })
  for (const post of newestFirst) {
    const link = url(newsPostPath(post.slug))
    feed.addItem({
      id: url(firstNewsAddress(newsPostPath(post.slug), aliases)),
      link,
      title: escapeHtml(post.title),
      date: new Date(post.date),
      published: new Date(post.date),
      description: escapeHtml(post.summary),
      // The picture leads the text, with its alt text: the library's enclosure would name a JPEG "image/jpg", which is no MIME type.
      content: `${post.image ? `<p><img src="${escapeHtml(url(post.image))}" alt="${escapeHtml(post.alt)}"></p>\n` : ""}${newsHtml(post.body, site.siteUrl)}`,
      author: [author],
    })
  }
  return feed.atom1()
}

/** A post's text as HTML, with the site's own links made absolute, for a reader that shows it away from the site. */
export function newsHtml(blocks: readonly NewsBlock[], siteUrl: string): string {
  const inlines = (content: readonly NewsInline[]): string =>
    content
      .map(inline => {
        const runs = (isNewsLink(inline) ? inline.runs : [inline]).map(run => {
          let html = escapeHtml(run.text)
          if (run.emphasis) html = `<em>${html}</em>`
          if (run.strong) html = `<strong>${html}</strong>`
          return html
        })
        return isNewsLink(inline) ? `<a href="${escapeHtml(absoluteUrl(siteUrl, inline.href))}">${runs.join("")}</a>` : runs.join("")
      })
      .join("")
  return blocks
    .map(block => {
      if (block.kind === "heading") return `<h${block.level}>${inlines(block.content)}</h${block.level}>`
      if (block.kind === "list") {
        const tag = block.ordered ? "ol" : "ul"
        return `<${tag}>${block.items.map(item => `<li>${inlines(item)}</li>`).join("")}</${tag}>`
      }
      return `<p>${inlines(block.content)}</p>`
    })
    .join("\n")
}
