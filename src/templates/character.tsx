import { graphql, type HeadProps, type PageProps } from "gatsby"
import { ButtonLink } from "../components/ButtonLink/ButtonLink"
import { CharacterProfile } from "../components/CharacterProfile/CharacterProfile"
import { CardGrid } from "../components/CardGrid/CardGrid"
import { ArtworkCard } from "../components/ArtworkCard/ArtworkCard"
import { DownloadList } from "../components/DownloadList/DownloadList"
import { Layout } from "../components/Layout/Layout"
import { PageIntro } from "../components/PageIntro/PageIntro"
import { Section } from "../components/Section/Section"
import { Seo } from "../components/Seo/Seo"
import { Spoiler } from "../components/Spoiler/Spoiler"
import { useSiteSettings } from "../hooks/useSiteSettings"
import { artworkCharacterPath, bookPath, characterPath, PAGES } from "../routes"
import { socialImageOf } from "../seo/socialImage"
import { characterJsonLd, publishedRendition } from "../seo/structuredData"
import { seriesCharacter } from "../books/characters"
import { imageData } from "../components/Picture/imageData"

type Data = Queries.CharacterPageQuery

/** Made in src/gatsby-node/pagesFromData.ts for every character of the books (src/books/characters.ts). */
export interface CharacterPageContext {
  slug: string
  /** The File node's id of their picture in the first book they appear in. */
  picture: string
  /** The slugs of the colouring pages' PDFs that show them (GeneratedFile.slug). */
  colouringFiles: string[]
}

const PARENT = PAGES.characters

const bookName = (book: { label: string; title: string }) => `${book.label}: ${book.title}`

/** "A, B and C". */
const listed = (items: readonly string[]) => (items.length < 2 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`)

function characterOf(data: Data, slug: string) {
  return seriesCharacter(data.allBook.nodes, slug)
}

/**
 * A character's page: who they are as the first book they appear in tells it, with its picture;
 * the books they are in; what each later book says of them behind a spoiler disclosure; the
 * pictures of them to download, a colouring page if one shows them, and the quiz.
 */
export default function CharacterPage({ data, pageContext }: PageProps<Data, CharacterPageContext>) {
  const { seriesName } = useSiteSettings()
  const character = characterOf(data, pageContext.slug)
  const { book: firstBook, character: first } = character.first
  const picture = data.picture
  if (!picture) throw new Error(`The picture of ${character.name} was not found`)
  const books = [firstBook, ...character.later.map(appearance => appearance.book)]
  const artworks = data.allArtwork.nodes
  const quiz = data.characterQuiz
  if (!quiz) throw new Error("The character quiz (data/quiz/character-quiz.json) was not found")
  const inQuiz = quiz.results.some(result => result.character === character.slug)
  return (
    <Layout>
      <PageIntro title={character.name} parent={PARENT} breadcrumb={character.name} />
      <Section id="about">
        <CharacterProfile
          name={character.name}
          role={first.role}
          image={imageData(picture, character.name)}
          alt={first.alt}
          description={first.description}
          firstBook={{ path: bookPath(firstBook.slug), name: bookName(firstBook) }}
        />
      </Section>
      <Section heading={books.length === 1 ? "The book they are in" : "The books they are in"} id="books" narrow>
        <ul>
          {books.map(book => (
            <li key={book.slug}>
              <a href={bookPath(book.slug)}>{bookName(book)}</a>
            </li>
          ))}
        </ul>
      </Section>
      {character.later.length > 0 && (
        <Section heading="Later in the series" id="spoilers" tone="tinted" narrow>
          <p>
            {character.name} is back in {listed(character.later.map(appearance => appearance.book.label))}. What happens to them there is hidden below, so
            nothing is spoiled: open a box only once you have read that book.
          </p>
          {character.later.map(({ book, character: later }) => (
            <Spoiler key={book.slug} book={book.label} about={`${character.name} in ${book.title}`}>
              {later.role !== first.role && <p>{later.role}</p>}
              <p>{later.description}</p>
            </Spoiler>
          ))}
        </Section>
      )}
      {artworks.length > 0 && (
        <Section heading={`Pictures of ${character.name}`} id="artwork">
          <p>
            Free to download in full size, for your wall, your desktop or a school project.{" "}
            <a href={artworkCharacterPath(character.slug)}>See them with the rest of the artwork</a>.
          </p>
          <CardGrid columns={4} label={`Pictures of ${character.name}`}>
            {artworks.map(artwork => (
              <ArtworkCard key={artwork.slug} artwork={artwork} />
            ))}
          </CardGrid>
        </Section>
      )}
      {data.colouring.nodes.length > 0 && (
        <Section heading="Colour them in" id="colouring" narrow>
          <p>Print a picture of {character.name} to colour in: each is a PDF, open it and print.</p>
          <DownloadList files={data.colouring.nodes} label={`Colouring pages of ${character.name}`} />
        </Section>
      )}
      <Section heading="Which character are you?" id="quiz" narrow>
        {inQuiz ? (
          <p>
            Are you most like {character.name}? Answer {quiz.questions.length} quick questions in the character quiz to find out which {seriesName} character
            you are.
          </p>
        ) : (
          <p>
            {character.name} is not one of the quiz's answers, but {quiz.results.length} other characters are. Answer {quiz.questions.length} quick questions to
            find out which of them you are most like.
          </p>
        )}
        <div>
          <ButtonLink to={PAGES.characterQuiz.path}>Take the character quiz</ButtonLink>
        </div>
        <p>
          Or <a href={PARENT.path}>meet all the characters</a>.
        </p>
      </Section>
    </Layout>
  )
}

export const query = graphql`
  query CharacterPage($slug: String!, $picture: String!, $colouringFiles: [String!]!) {
    allBook(sort: { number: ASC }) {
      nodes {
        ...BookInSeries
        characters {
          ...CharacterEntry
        }
      }
    }
    picture: file(id: { eq: $picture }) {
      standIn
      ...CharacterImage
      ...SocialImage
    }
    allArtwork(filter: { characters: { eq: $slug } }) {
      nodes {
        ...ArtworkCard
      }
    }
    colouring: allGeneratedFile(filter: { slug: { in: $colouringFiles } }, sort: { title: ASC }) {
      nodes {
        ...GeneratedDownload
      }
    }
    characterQuiz {
      questions {
        slug
      }
      results {
        character
      }
    }
  }
`

export function Head({ data, pageContext }: HeadProps<Data, CharacterPageContext>) {
  const site = useSiteSettings()
  const character = characterOf(data, pageContext.slug)
  const { book: firstBook, character: first } = character.first
  const books = [firstBook, ...character.later.map(appearance => appearance.book)]
  const description = `Meet ${character.name} from the ${site.seriesName} books: ${first.description}`
  return (
    <Seo
      title={`${character.name}: ${first.role}`}
      description={description}
      path={characterPath(character.slug)}
      parent={PARENT}
      breadcrumb={character.name}
      image={socialImageOf(data.picture, first.alt)}
      structuredData={[
        characterJsonLd(site, {
          slug: character.slug,
          name: character.name,
          description: first.description,
          // A stand-in picture may show on the page, never in structured data.
          image: publishedRendition(site.siteUrl, data.picture, character.name),
          books,
        }),
      ]}
    />
  )
}
