/** onPostBuild: the Atom feed of the news posts (src/seo/newsFeed.ts), at NEWS_FEED_PATH in public/. */
import fs from "node:fs"
import path from "node:path"
import type { BuildArgs } from "gatsby"
import type { NewsBlock } from "gatsby-source-chapterverse"
import { NEWS_FEED_PATH } from "../routes"
import { newsFeed, type FeedSite } from "../seo/newsFeed"

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
  const result = await graphql<NewsFeedQuery>(NEWS_FEED_QUERY)
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not read the news posts to write the news feed.", result.errors)
    return
  }
  const posts = result.data.allNewsPost.nodes.map(post => ({ ...post, image: post.image.publishedURL ?? undefined }))
  const file = path.resolve("public", NEWS_FEED_PATH.slice(1))
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(file, newsFeed(result.data.siteSettings, posts))
}
