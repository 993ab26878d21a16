/** onPostBuild: the Atom feed of the news posts (src/seo/newsFeed.ts), at NEWS_FEED_PATH in public/. */
import fs from "node:fs"
import path from "node:path"
import type { BuildArgs } from "gatsby"
import type { NewsBlock } from "gatsby-source-chapterverse"
import { NEWS_FEED_PATH } from "../routes"
import { newsFeed, type FeedSite } from "../seo/newsFeed"
import { queryOrStop } from "./queryOrStop"

interface NewsFeedQuery {
  siteSettings: FeedSite
  allNewsPost: {
    nodes: Array<{ slug: string; title: string; date: string; summary: string; alt: string; body: NewsBlock[]; image: { publishedURL: string | null } }>
  }
}

const NEWS_FEED_QUERY = `
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
  }
`

export async function writeNewsFeed({ graphql, reporter }: BuildArgs): Promise<void> {
  const data = await queryOrStop<NewsFeedQuery>({ graphql, reporter }, NEWS_FEED_QUERY, "the news posts to write the news feed")
  if (!data) return
  const posts = data.allNewsPost.nodes.map(post => ({ ...post, image: post.image.publishedURL ?? undefined }))
  const file = path.resolve("public", NEWS_FEED_PATH.slice(1))
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(file, newsFeed(data.siteSettings, posts))
}
