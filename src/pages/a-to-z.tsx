import { graphql, Link, type PageProps } from "gatsby"
import { Layout } from "../components/Layout/Layout"
import { PageIntro } from "../components/PageIntro/PageIntro"
import { Section } from "../components/Section/Section"
import { Seo } from "../components/Seo/Seo"
import { useSiteSettings } from "../hooks/useSiteSettings"
import { PAGES } from "../routes"
import { aToZTopics } from "../search/aToZ"
import { isOldAddress } from "../addresses/oldAddressPages"

type Data = Queries.AToZPageQuery

const PAGE = PAGES.aToZ

/** The id of a topic's section, from its heading ("The books" → "the-books"). */
const idOf = (heading: string) => heading.toLowerCase().replace(/[^a-z0-9]+/g, "-")

/**
 * Every page of the site, by topic (src/search/aToZ.ts), from the pages the build made: what the
 * header's Search leads to without JavaScript, and where the search sends a visitor it cannot help.
 */
export default function AToZPage({ data }: PageProps<Data>) {
  const { seriesName } = useSiteSettings()
  const topics = aToZTopics({
    seriesName,
    pages: data.allSitePage.nodes.filter(page => !isOldAddress(page)).map(page => page.path),
    notPages: ["/404", "/404.html", "/dev-404-page"],
    books: data.allBook.nodes.map(book => ({ ...book, hasParentsGuide: Boolean(book.parentsGuide) })),
    newsPosts: data.allNewsPost.nodes,
    artworks: data.allArtwork.nodes,
  })
  return (
    <Layout>
      <PageIntro page={PAGE}>
        <p>Every page of the {seriesName} website, by topic. With JavaScript on, Search at the top of every page finds any word on any of them.</p>
        <nav aria-label="Topics">
          <ul>
            {topics.map(topic => (
              <li key={topic.heading}>
                <a href={`#${idOf(topic.heading)}`}>{topic.heading}</a>
              </li>
            ))}
          </ul>
        </nav>
      </PageIntro>
      {topics.map((topic, index) => (
        <Section key={topic.heading} heading={topic.heading} id={idOf(topic.heading)} tone={index % 2 === 1 ? "tinted" : undefined} narrow>
          <ul>
            {topic.entries.map(entry => (
              <li key={entry.path}>
                <Link to={entry.path}>{entry.title}</Link>
              </li>
            ))}
          </ul>
        </Section>
      ))}
    </Layout>
  )
}

export function Head() {
  const { seriesName } = useSiteSettings()
  return (
    <Seo page={PAGE} description={`Every page of the ${seriesName} website in one list, by topic: the books, the characters, free downloads, news and more.`} />
  )
}

export const query = graphql`
  query AToZPage {
    allSitePage(sort: { path: ASC }) {
      nodes {
        path
        component
      }
    }
    allBook(sort: { number: ASC }) {
      nodes {
        ...BookCast
        parentsGuide {
          summary
        }
      }
    }
    allNewsPost(sort: { date: DESC }) {
      nodes {
        slug
        title
      }
    }
    allArtwork {
      nodes {
        slug
        books
        characters
      }
    }
  }
`
