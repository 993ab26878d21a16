/** onPostBuild: the Atom feed of the news posts (src/seo/newsFeed.ts), at NEWS_FEED_PATH in public/; the old addresses keep a renamed post's id. */
import fs from "node:fs"
import path from "node:path"
import type { BuildArgs } from "gatsby"
import type { NewsBlock } from "gatsby-source-chapterverse"
import { NEWS_FEED_PATH } from "../routes"
import { newsFeed } from "../seo/newsFeed"
import { queryOrStop, settingsOrStop } from "./queryOrStop"
import { redirectsOf } from "../addresses/oldAddressPages"

const NEWS_FEED_QUERY = /* GraphQL */ `
  query NewsFeed {
    siteSettings {
      seriesName
      siteUrl
      language
      authorName
    }
    allNewsPost {
      nodes {
        slug
        title
        date
        summary
        alt
        body
        image {
          publishedURL
        }
      }
    }
    allSitePage {
      nodes {
        path
        component
        pageContext
      }
    }
  }
`

export async function writeNewsFeed({ graphql, reporter }: BuildArgs): Promise<void> {
  const data = await queryOrStop<Queries.NewsFeedQuery>({ graphql, reporter }, NEWS_FEED_QUERY, "the news posts to write the news feed")
  if (!data) return
  const site = settingsOrStop(data, reporter, "the news feed")
  if (!site) return
  // The body is the content plugin's JSON field: the news post's blocks as it checked them.
  const posts = data.allNewsPost.nodes.map(post => ({ ...post, body: post.body as unknown as NewsBlock[], image: post.image?.publishedURL ?? undefined }))
  const file = path.resolve("public", NEWS_FEED_PATH.slice(1))
  fs.mkdirSync(path.dirname(file), { recursive: true })
  // The old addresses in the order they were made (aliases.json's, then the earlier addresses oldest first), which keeps a renamed post's first address as its entry's id.
  fs.writeFileSync(file, newsFeed(site, posts, redirectsOf(data.allSitePage.nodes)))
}
