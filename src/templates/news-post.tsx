import { graphql, Link, type HeadProps, type PageProps } from "gatsby"
import { Layout } from "../components/Layout/Layout"
import { NewsArticle } from "../components/NewsArticle/NewsArticle"
import { PageIntro } from "../components/PageIntro/PageIntro"
import { Section } from "../components/Section/Section"
import { Seo } from "../components/Seo/Seo"
import type { NewsBlock } from "gatsby-source-chapterverse"
import { useSiteSettings } from "../hooks/useSiteSettings"
import { bookPath, NEWS_FEED_PATH, newsPostPath, PAGES } from "../routes"
import { socialImageOf } from "../seo/socialImage"
import { blogPostingJsonLd, publishedPicture } from "../seo/structuredData"
import { formatLongDate } from "../text/format"
import { imageData } from "../components/Picture/imageData"

type Data = Queries.NewsPostPageQuery

/** A news post's page (created in src/gatsby-node/pagesFromData.ts from data/news/<slug>/post.md). */
export default function NewsPostPage({ data }: PageProps<Data>) {
  const { post, book } = data
  if (!post) throw new Error("The news post of this page was not found")
  return (
    <Layout>
      <PageIntro title={post.title} parent={PAGES.news} breadcrumb={post.title}>
        <p>
          <time dateTime={post.date}>{formatLongDate(post.date)}</time>
        </p>
      </PageIntro>
      <Section narrow>
        <NewsArticle
          image={imageData(post.image, `the news post "${post.title}"`)}
          alt={post.alt}
          summary={post.summary}
          body={post.body as unknown as NewsBlock[]}
        />
      </Section>
      <Section heading="More news" id="more" tone="tinted" narrow>
        <ul>
          {book && (
            <li>
              <Link to={bookPath(book.slug)}>
                {book.label}, {book.title}
              </Link>
              : the story, the characters and its news.
            </li>
          )}
          <li>
            <Link to={PAGES.news.path}>All the news</Link>, newest first.
          </li>
          <li>
            <a href={NEWS_FEED_PATH} type="application/atom+xml">
              The news feed
            </a>
            : follow the news in a feed reader.
          </li>
        </ul>
      </Section>
    </Layout>
  )
}

export const query = graphql`
  query NewsPostPage($id: String!, $book: String!) {
    post: newsPost(id: { eq: $id }) {
      slug
      title
      date
      summary
      alt
      book
      body
      image {
        publishedURL
        ...CardImage
        ...SocialImage
      }
    }
    book(slug: { eq: $book }) {
      slug
      label
      title
    }
  }
`

export function Head({ data }: HeadProps<Data>) {
  const site = useSiteSettings()
  const { post } = data
  if (!post) return null
  const path = newsPostPath(post.slug)
  return (
    <Seo
      title={post.title}
      description={post.summary}
      path={path}
      type="article"
      parent={PAGES.news}
      breadcrumb={post.title}
      image={socialImageOf(post.image, post.alt)}
      properties={[{ property: "article:published_time", content: post.date }]}
      structuredData={[blogPostingJsonLd(site, { ...post, path, image: publishedPicture(site.siteUrl, post.image) })]}
    />
  )
}
