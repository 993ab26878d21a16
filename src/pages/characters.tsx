import { graphql, type HeadProps, type PageProps } from "gatsby"
import { CardGrid } from "../components/CardGrid/CardGrid"
import { CharacterCard } from "../components/CharacterCard/CharacterCard"
import { Layout } from "../components/Layout/Layout"
import { PageIntro } from "../components/PageIntro/PageIntro"
import { Section } from "../components/Section/Section"
import { Seo } from "../components/Seo/Seo"
import { useSiteSettings } from "../hooks/useSiteSettings"
import { firstSocialImage } from "../seo/socialImage"
import { characterPath, PAGES } from "../routes"
import { charactersByFirstBook } from "../books/characters"

type Data = Queries.CharactersPageQuery

const PAGE = PAGES.characters

/**
 * Every character of the books, grouped by the book you first meet them in, each as that book
 * tells it (nothing from a later book), linking to their own page.
 */
export default function CharactersPage({ data }: PageProps<Data>) {
  const { seriesName } = useSiteSettings()
  const groups = charactersByFirstBook(data.allBook.nodes)
  return (
    <Layout>
      <PageIntro page={PAGE}>
        <p>
          Everyone you meet in the {seriesName} books, in the book where you first meet them. Each character has a page of their own, with their picture, the
          books they are in, pictures to download and colour in, and the quiz that tells you which of them you are most like.
        </p>
        <p>
          No spoilers: a character's page tells you only what you find out in the first book they are in. Anything from a later book stays in a box marked
          "Spoiler", closed until you open it, so you can save it until you have read that book.
        </p>
      </PageIntro>
      {groups.map(({ book, characters }) => (
        <Section key={book.slug} heading={`First met in ${book.label}: ${book.title}`} id={book.slug}>
          <CardGrid columns={3}>
            {characters.map(({ slug, first: { character } }) => (
              <CharacterCard key={slug} character={character} path={characterPath(slug)} />
            ))}
          </CardGrid>
        </Section>
      ))}
      <Section heading="Which character are you?" id="quiz" narrow>
        <p>
          Brave, clever, curious or kind? Find out which character you are most like in the <a href={PAGES.characterQuiz.path}>character quiz</a>.
        </p>
      </Section>
    </Layout>
  )
}

export const query = graphql`
  query CharactersPage {
    allBook(sort: { number: ASC }) {
      nodes {
        ...BookInSeries
        characters {
          ...CharacterCard
        }
      }
    }
    # The link preview: the first character of the first book, the first picture the page shows.
    # (Every character of the first book is met there first, so each of these pictures is their page's preview too.)
    preview: allBook(sort: { number: ASC }, limit: 1) {
      nodes {
        characters {
          alt
          image {
            ...SocialImage
          }
        }
      }
    }
  }
`

export function Head({ data }: HeadProps<Data>) {
  const { seriesName } = useSiteSettings()
  const count = charactersByFirstBook(data.allBook.nodes).flatMap(group => group.characters).length
  return (
    <Seo
      page={PAGE}
      image={firstSocialImage(data.preview.nodes[0]?.characters ?? [])}
      description={`Meet all ${count} characters of the ${seriesName} books, in the book where you first meet them, each with a spoiler-free page of their own.`}
    />
  )
}
