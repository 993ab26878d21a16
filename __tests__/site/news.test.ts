import fs from "node:fs"
import path from "node:path"
import { parseFeed } from "@rowanmanning/feed-parser"
import { JSDOM } from "jsdom"
import { newsPlainText } from "gatsby-source-chapterverse"
import { NEWS_FEED_PATH, newsPostPath, PAGES } from "../../src/routes"
import { isStandInPicture } from "gatsby-source-chapterverse/node"
import { books, DATA_DIR, newsPosts, readJson, SITE_ROOT } from "../../harness/content"
import { firstNewsAddress } from "../../src/seo/newsFeed"
import { all, builtPage, PUBLIC_DIR, ROUTES_TO_CHECK, site, text } from "../../harness/built-site"
import { formatLongDate } from "../../src/text/format"
import { structuredDataOf } from "../helpers/seo-check"

// The news, as data/news/ says it must be: its page, each post's page, the home page's latest
// posts, each book's posts, and the Atom feed, read by a feed parser and checked against RFC 4287.
const absolute = (route: string) => new URL(route, site.siteUrl).href

describe("the news page", () => {
  const page = builtPage(PAGES.news.path)

  it("lists every post, newest first, each linking to its page with its date, summary and picture", () => {
    const cards = all(page, "main article")
    expect(cards.map(card => text(card.querySelector("h2")))).toEqual(newsPosts.map(post => post.title))
    cards.forEach((card, index) => {
      const post = newsPosts[index]
      expect(card.querySelector("h2 a")?.getAttribute("href")).toBe(newsPostPath(post.slug))
      expect(card.querySelector("time")?.getAttribute("datetime")).toBe(post.date)
      expect(text(card.querySelector("time"))).toBe(formatLongDate(post.date))
      expect(text(card)).toContain(post.summary)
      expect(card.querySelector("img")?.getAttribute("alt")).toBe(post.alt)
    })
  })

  it("links to the feed", () => {
    expect(all(page, "main a").map(link => link.getAttribute("href"))).toContain(NEWS_FEED_PATH)
  })
})

describe.each(newsPosts.map(post => [post.slug, post] as const))("the post %s", (_slug, post) => {
  const page = builtPage(newsPostPath(post.slug))

  it("shows its title, date, picture, summary and every block of its text", () => {
    expect(text(page.querySelector("h1"))).toBe(post.title)
    expect(page.querySelector("main time")?.getAttribute("datetime")).toBe(post.date)
    expect(page.querySelector("main article img")?.getAttribute("alt")).toBe(post.alt)
    const article = text(page.querySelector("main article"))
    expect(article).toContain(post.summary)
    for (const block of newsPlainText(post.body)) expect(article).toContain(block.replace(/\s+/g, " ").trim())
  })

  it("links where its text links: the site's pages in place, other sites in a new tab", () => {
    const links = post.body
      .flatMap(block => (block.kind === "list" ? block.items.flat() : block.content))
      .flatMap(inline => ("href" in inline ? [inline.href] : []))
    const anchors = all(page, "main article a")
    expect(anchors.map(anchor => anchor.getAttribute("href"))).toEqual(links)
    for (const anchor of anchors) expect(anchor.getAttribute("target")).toBe(anchor.getAttribute("href")?.startsWith("/") ? null : "_blank")
  })

  it("is a BlogPosting for search engines, with its picture unless it is a stand-in, about its book when it has one", () => {
    const [posting] = structuredDataOf(page).data.filter(item => item["@type"] === "BlogPosting")
    expect(posting).toMatchObject({ headline: post.title, description: post.summary, datePublished: post.date })
    if (isStandInPicture(path.join(path.dirname(post.file), post.image), SITE_ROOT)) expect(posting).not.toHaveProperty("image")
    else expect(String(posting.image)).toMatch(/\.(jpe?g|png|webp)$/)
    if (post.book) expect(posting.about).toEqual({ "@type": "Book", "@id": expect.stringContaining(`/${post.book}#book`) })
    else expect(posting.about).toBeUndefined()
  })
})

it("the home page shows the latest two posts, newest first, and links to the news page", () => {
  const section = builtPage("/").querySelector("#news")
  expect(all(section!, "article h3").map(text)).toEqual(newsPosts.slice(0, 2).map(post => post.title))
  expect(all(section!, "a").map(link => link.getAttribute("href"))).toContain(PAGES.news.path)
})

it.each(books.map(book => [book.slug] as const))("the page of %s shows the posts about it, newest first, and no others", slug => {
  const about = newsPosts.filter(post => post.book === slug)
  const section = builtPage(`/${slug}`).querySelector("#news")
  if (about.length === 0) expect(section).toBeNull()
  else expect(all(section!, "article h3").map(text)).toEqual(about.map(post => post.title))
})

it("every page offers the feed in its head", () => {
  for (const route of ROUTES_TO_CHECK) {
    const links = all(builtPage(route.path), 'head link[rel="alternate"][type="application/atom+xml"]')
    expect({ route: route.path, feeds: links.map(link => link.getAttribute("href")) }).toEqual({ route: route.path, feeds: [NEWS_FEED_PATH] })
  }
})

describe("the news feed", () => {
  const xml = fs.readFileSync(path.join(PUBLIC_DIR, NEWS_FEED_PATH), "utf8")
  const ATOM = "http://www.w3.org/2005/Atom"
  // A strict XML parser: it throws on a document that is not well-formed.
  const document = new JSDOM(xml, { contentType: "application/xml" }).window.document
  const children = (element: Element, name: string) => Array.from(element.children).filter(child => child.namespaceURI === ATOM && child.localName === name)
  const one = (element: Element, name: string) => {
    const found = children(element, name)
    expect({ element: element.localName, name, count: found.length }).toEqual({ element: element.localName, name, count: 1 })
    return found[0]
  }
  const RFC_3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/

  it("is an Atom 1.0 feed as RFC 4287 requires: one id, title and updated each, an author, its own address, and absolute addresses", () => {
    const feed = document.documentElement
    expect({ name: feed.localName, namespace: feed.namespaceURI }).toEqual({ name: "feed", namespace: ATOM })
    expect(one(feed, "id").textContent).toBe(absolute(PAGES.news.path))
    expect(one(feed, "title").textContent).toContain(site.seriesName)
    expect(one(feed, "updated").textContent).toMatch(RFC_3339)
    expect(text(one(one(feed, "author"), "name"))).not.toBe("")
    const links = children(feed, "link").map(link => ({ rel: link.getAttribute("rel") ?? "alternate", href: link.getAttribute("href") }))
    expect(links).toEqual(
      expect.arrayContaining([
        { rel: "self", href: absolute(NEWS_FEED_PATH) },
        { rel: "alternate", href: absolute(PAGES.news.path) },
      ]),
    )
    for (const entry of children(feed, "entry")) {
      expect(one(entry, "id").textContent).toMatch(/^https:\/\//)
      expect(one(entry, "updated").textContent).toMatch(RFC_3339)
      expect(one(entry, "published").textContent).toMatch(RFC_3339)
      one(entry, "title")
      one(entry, "summary")
      expect(one(entry, "content").getAttribute("type")).toBe("html")
      for (const link of children(entry, "link")) expect(link.getAttribute("href")).toMatch(/^https:\/\//)
    }
  })

  it("holds every post of data/ the build shows, newest first, each with its page's address, date, summary and text, and its picture unless it is a stand-in", () => {
    const parsed = parseFeed(xml)
    expect(parsed.meta).toEqual({ type: "atom", version: "1.0" })
    expect(parsed.self).toBe(absolute(NEWS_FEED_PATH))
    expect(parsed.items.map(item => item.title)).toEqual(newsPosts.map(post => post.title))
    parsed.items.forEach((item, index) => {
      const post = newsPosts[index]
      expect(item.url).toBe(absolute(newsPostPath(post.slug)))
      // Its first address, which a rename (its old address in aliases.json) does not change.
      expect(item.id).toBe(absolute(firstNewsAddress(newsPostPath(post.slug), readJson(DATA_DIR, "site/aliases.json"))))
      expect(item.published?.toISOString().slice(0, 10)).toBe(post.date)
      expect(item.description).toBe(post.summary)
      const content = new JSDOM(item.content ?? "").window.document.body
      const picture = content.querySelector("img")
      if (isStandInPicture(path.join(path.dirname(post.file), post.image), SITE_ROOT)) expect(picture).toBeNull()
      else {
        expect(picture?.getAttribute("src")).toMatch(new RegExp(`^${site.siteUrl}/.+\\.(jpe?g|png|webp)$`))
        expect(picture?.getAttribute("alt")).toBe(post.alt)
      }
      for (const block of newsPlainText(post.body)) expect(text(content)).toContain(block.replace(/\s+/g, " ").trim())
      // A feed reader shows the text away from the site: its links to the site are absolute.
      for (const link of all(content, "a")) expect(link.getAttribute("href")).toMatch(/^https:\/\//)
    })
  })

  it("is named in robots.txt as a sitemap, beside the pages' sitemap", () => {
    expect(fs.readFileSync(path.join(PUBLIC_DIR, "robots.txt"), "utf8")).toContain(`Sitemap: ${absolute(NEWS_FEED_PATH)}\n`)
  })
})
