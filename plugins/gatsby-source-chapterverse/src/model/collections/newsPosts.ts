/**
 * The news posts (data/news/<slug>/post.md, fields in the front matter, the text below): the
 * schema of a post's fields, its type, and its checks across files: its folder and its book.
 */
import type { z } from "zod"
import type { CrossFileCheck } from "../collection"
import { altText, date, described, image, object, optional, paragraph, slug, text } from "../fields"
import type { ContentProblem } from "../../checks/problems"
import { bookSlugsIn } from "./books"

/**
 * A news post (data/news/<slug>/post.md): these fields in its front matter, then its text in
 * Markdown (newsText.ts says what it may hold). Shown on /news, on its own page, in the
 * feed, and on the home page and its book's page, from its date on (scheduledPosts.ts).
 */
export const NewsPost = object("NewsPost", {
  slug: described(slug(), "The post's short name, in its address (/news/<slug>). Change it and the old address leads to the new one."),
  title: text(),
  date: described(
    date(),
    "The day the post is published, written as YYYY-MM-DD: the newest post comes first. A day still to come schedules the post: it stays off the site until the first build on or after that day (the morning's rebuild).",
  ),
  summary: described(paragraph(), "A sentence or two on what the post says: shown on the news page, in link previews and in the feed."),
  image: described(
    image(undefined, { what: "a news post's picture", shape: "landscape", why: "the site shows it 3 wide by 2 high" }),
    "The post's picture, beside it in its folder: shown with the post, on the news page and in link previews.",
  ),
  alt: altText(),
  book: described(
    optional(slug()),
    "The slug of the book the post is about: the post is shown on that book's page too. Leave it out for news of the whole series.",
  ),
})

export type NewsPostEntry = z.infer<typeof NewsPost>

export const newsPostChecks: CrossFileCheck = content => {
  const problems: ContentProblem[] = []
  const bookSlugs = bookSlugsIn(content)
  for (const post of content.entries(NewsPost)) {
    const { value } = post
    // The slug is the post's address; its folder keeps the name it was made with (the web editor
    // moves no folder), and an earlier slug leads to the new one (src/addresses/).
    if (value.book !== undefined && !bookSlugs.includes(value.book))
      problems.push(
        content.problem(
          post,
          "book",
          `there is no book "${value.book}"`,
          `use one of ${bookSlugs.join(", ")}, or leave "book" out for news of the whole series`,
        ),
      )
  }
  return problems
}
