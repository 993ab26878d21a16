/**
 * @jest-environment node
 */
/**
 * A news post's Markdown, as the build reads it (gatsby-source-chapterverse's newsText.ts and frontMatter.ts),
 * and what is made of it: the feed's HTML (seo/newsFeed.ts) and its structured data.
 */
import fs from "node:fs"
import { NewsTextProblem, parseFrontMatter, parseNewsText } from "gatsby-source-chapterverse"
import { newsFeed, newsHtml, type FeedAlias } from "../../src/seo/newsFeed"
import { newsPostPath } from "../../src/routes"
import { blogPostingJsonLd } from "../../src/seo/structuredData"
import { newsPosts, siteSettings } from "../../harness/content"

describe("a news post's text", () => {
  it("reads paragraphs, headings, lists, emphasis and links to https addresses and the site's pages", () => {
    expect(
      parseNewsText(
        "It is *out*, and **free**: [read it](/book-one-the-discovery/first-chapter).\n\n## Where\n\n- [Shop](https://shop.example.com/a)\n- Library\n\n1. One\n2. Two\n",
      ),
    ).toEqual([
      {
        kind: "paragraph",
        content: [
          { text: "It is " },
          { text: "out", emphasis: true },
          { text: ", and " },
          { text: "free", strong: true },
          { text: ": " },
          { href: "/book-one-the-discovery/first-chapter", runs: [{ text: "read it" }] },
          { text: "." },
        ],
      },
      { kind: "heading", level: 2, content: [{ text: "Where" }] },
      { kind: "list", ordered: false, items: [[{ href: "https://shop.example.com/a", runs: [{ text: "Shop" }] }], [{ text: "Library" }]] },
      { kind: "list", ordered: true, items: [[{ text: "One" }], [{ text: "Two" }]] },
    ])
  })

  it.each([
    ["raw HTML", "Hello.\n\n<div>Hi</div>", /piece of HTML \("<div>Hi<\/div>"\)/],
    ["inline HTML", "Hello <b>you</b>.", /piece of HTML/],
    ["an http link", "See [this](http://example.com).", /an http address/],
    ["a bare http address", "See http://example.com today.", /an http address/],
    ["a link that is neither https nor a page of the site", "Mail [us](mailto:a@example.com).", /neither an https address nor a page of this site/],
    ["a picture", "![Rexi](rexi.jpg)", /picture field/],
    ["a second title", "# Title\n\nText.", /title heading/],
    ["a quotation", "> Said.", /quotation block/],
    ["a list inside a list", "- a\n  - b", /more than a line of text/],
    ["no text", "## Only a heading", /no text/],
  ])("refuses %s, saying what to do", (_what, markdown, message) => {
    expect(() => parseNewsText(markdown)).toThrow(NewsTextProblem)
    expect(() => parseNewsText(markdown)).toThrow(message)
  })

  it("quotes a long piece of the author's text cut at a word, with an ellipsis, and a short one whole", () => {
    expect(() => parseNewsText("See [the old site of the books, long gone](http://old.example/news/archive).")).toThrow(
      'the link "[the old site of the books, long…" goes to',
    )
    expect(() => parseNewsText('Hello.\n\n<iframe src="https://video.example/embed"></iframe>')).toThrow(
      'a piece of HTML ("<iframe src="https://video.example/embed…")',
    )
    expect(() => parseNewsText("See [this](http://example.com).")).toThrow('the link "[this](http://example.com)" goes to')
  })

  it("reads every post of data/", () => {
    expect(newsPosts.length).toBeGreaterThan(0)
    for (const post of newsPosts) expect(post.body.length).toBeGreaterThan(0)
  })
})

describe("a news post's front matter", () => {
  it("keeps a date as the text written, so that a day that does not exist is caught by the content model", () => {
    expect(parseFrontMatter("---\ntitle: Hello\ndate: 2025-02-30\n---\n\nText.\n")).toEqual({
      fields: { title: "Hello", date: "2025-02-30" },
      body: "\nText.\n",
    })
  })

  it("says where the fields are unreadable, and when there are none", () => {
    // The advice first, in plain words; the reader's own words after it.
    expect(parseFrontMatter("---\ntitle: Hello: there\n---\nText.")).toEqual({
      problem: {
        problem:
          'the fields between the lines of --- are not readable: a value on line 2 probably holds ": " without double quotes around it, or the line after it starts with spaces (the reader said: Nested mappings are not allowed in compact mappings)',
        fix: 'put the value in double quotes (title: "Book Three: the title"), and start each field at the beginning of its line',
      },
    })
    expect(parseFrontMatter('---\ntitle: "Hello\ndate: 2025-01-02\n---\nText.')).toEqual({
      problem: expect.objectContaining({
        problem: expect.stringMatching(
          /^the fields between the lines of --- are not readable: a value on line 3 is probably missing its closing double quote \(the reader said: /,
        ),
      }),
    })
    expect(parseFrontMatter("title: Hello\n\nText.")).toEqual({
      problem: expect.objectContaining({ problem: expect.stringContaining("between two lines of ---") }),
    })
  })

  it("reads every post of data/ with its text below the fields", () => {
    for (const post of newsPosts) expect(parseFrontMatter(fs.readFileSync(post.file, "utf8"))).toMatchObject({ fields: { slug: post.slug, title: post.title } })
  })
})

describe("what is made of a post", () => {
  it("writes its text as HTML for the feed, escaped, with the site's own links absolute", () => {
    const blocks = parseNewsText("Tom & Jerry <3? No: [the *shop*](/shop) and [a site](https://a.example/b?c=1&d=2).\n\n### More\n\n- one")
    expect(newsHtml(blocks, "https://www.chapterverse.example")).toBe(
      [
        '<p>Tom &amp; Jerry &lt;3? No: <a href="https://www.chapterverse.example/shop">the <em>shop</em></a> and <a href="https://a.example/b?c=1&amp;d=2">a site</a>.</p>',
        "<h3>More</h3>",
        "<ul><li>one</li></ul>",
      ].join("\n"),
    )
  })

  it("describes it as a BlogPosting by the author, about its book", () => {
    const posting = blogPostingJsonLd(siteSettings, {
      title: "Out now",
      summary: "It is out.",
      date: "2025-04-20",
      path: "/news/out-now",
      image: "https://x.example/a.jpg",
      book: "book-two-the-awakening",
    })
    expect(posting).toMatchObject({
      "@type": "BlogPosting",
      headline: "Out now",
      datePublished: "2025-04-20",
      url: `${siteSettings.siteUrl}/news/out-now`,
      about: { "@type": "Book", "@id": `${siteSettings.siteUrl}/book-two-the-awakening#book` },
      author: { "@type": "Person" },
    })
    expect(
      blogPostingJsonLd(siteSettings, { title: "A", summary: "B", date: "2025-01-01", path: "/news/a", image: "https://x.example/a.jpg" }).about,
    ).toBeUndefined()
  })
})

// RFC 4287: an entry's id never changes once published, or a feed reader announces the post again.
describe("the feed's entry of a post", () => {
  const [post] = newsPosts
  /** The feed's one entry: its id and its link. */
  const entryOf = (slug: string, aliases: FeedAlias[] = []) => {
    const xml = newsFeed(siteSettings, [{ ...post, slug }], aliases)
    const entry = xml.slice(xml.indexOf("<entry>"))
    return { id: /<id>([^<]*)<\/id>/.exec(entry)?.[1], link: /<link href="([^"]*)"/.exec(entry)?.[1] }
  }
  const address = (slug: string) => `${siteSettings.siteUrl}${newsPostPath(slug)}`

  it("has the post's address as its id, as every entry had before a rename could keep it", () => {
    expect(entryOf(post.slug)).toEqual({ id: address(post.slug), link: address(post.slug) })
  })

  it("keeps its id when the post is renamed, once or twice, its old addresses leading on in aliases.json; its link is the new address", () => {
    const once = [{ from: newsPostPath(post.slug), to: newsPostPath(`${post.slug}-renamed`) }]
    expect(entryOf(`${post.slug}-renamed`, once)).toEqual({ id: address(post.slug), link: address(`${post.slug}-renamed`) })
    const twice = [...once, { from: newsPostPath(`${post.slug}-renamed`), to: newsPostPath(`${post.slug}-again`) }]
    expect(entryOf(`${post.slug}-again`, twice).id).toBe(address(post.slug))
  })

  it("keeps its own address as its id when an old address of another page leads to it (a shortcut, not a rename)", () => {
    expect(entryOf(post.slug, [{ from: "/latest-news", to: newsPostPath(post.slug) }]).id).toBe(address(post.slug))
  })
})
