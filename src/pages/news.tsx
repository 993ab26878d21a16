import { graphql, type HeadProps, type PageProps } from "gatsby"
import { CardGrid } from "../components/CardGrid/CardGrid"
import { Layout } from "../components/Layout/Layout"
import { NewsCard } from "../components/NewsCard/NewsCard"
import { PageIntro } from "../components/PageIntro/PageIntro"
import { Section } from "../components/Section/Section"
import { Seo } from "../components/Seo/Seo"
import { useSiteSettings } from "../hooks/useSiteSettings"
import { NEWS_FEED_PATH, PAGES } from "../routes"
import { socialImageOf } from "../seo/socialImage"

type Data = Queries.NewsPageQuery

const PAGE = PAGES.news

/** Every news post, newest first (data/news/). */
export default function NewsPage({ data }: PageProps<Data>) {
  const { seriesName } = useSiteSettings()
  return (
    <Layout>
      <PageIntro page={PAGE}>
        <p>What is happening in the world of {seriesName}: new books, albums, free things for classrooms and more, newest first.</p>
        {/* Spaces inside the text, not on their own: a lone space moves (a layout shift) when the HTML stops after it. */}
        <p>
          {"Use a feed reader? Follow "}
          <a href={NEWS_FEED_PATH} type="application/atom+xml">
            the news feed
          </a>
          {" to hear of each new post."}
        </p>
      </PageIntro>
      <Section>
        <CardGrid columns={3} label="News posts">
          {data.allNewsPost.nodes.map((post, index) => (
            <NewsCard key={post.slug} post={post} headingLevel={2} eager={index === 0} />
          ))}
        </CardGrid>
      </Section>
    </Layout>
  )
}

export const query = graphql`
  query NewsPage {
    allNewsPost(sort: { date: DESC }) {
      nodes {
        ...NewsCard
        image {
          ...SocialImage
        }
      }
    }
  }
`

export function Head({ data }: HeadProps<Data>) {
  const { seriesName } = useSiteSettings()
  const [newest] = data.allNewsPost.nodes
  return (
    <Seo
      page={PAGE}
      image={newest && socialImageOf(newest.image, newest.alt)}
      description={`News from the world of ${seriesName}, newest first: new books, music, things to read and free things for classrooms.`}
    />
  )
}
