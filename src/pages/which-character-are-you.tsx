import { graphql, type HeadProps, type PageProps } from "gatsby"
import { CharacterQuiz } from "../components/CharacterQuiz/CharacterQuiz"
import { Layout } from "../components/Layout/Layout"
import { PageIntro } from "../components/PageIntro/PageIntro"
import type { QuizCharacter } from "../components/QuizResultCard/QuizResultCard"
import { Section } from "../components/Section/Section"
import { Seo } from "../components/Seo/Seo"
import { useSiteSettings } from "../hooks/useSiteSettings"
import { Island } from "gatsby-plugin-islands"
import { characterPath, PAGES } from "../routes"
import { imageData } from "../components/Picture/imageData"

type Data = Queries.CharacterQuizPageQuery

const PAGE = PAGES.characterQuiz

/**
 * The quiz's results with what their cards show, each character's name and picture from its
 * book (data/books), the line from the quiz (data/quiz/character-quiz.json).
 */
function quizCharacters(data: Data): QuizCharacter[] {
  return (data.characterQuiz?.results ?? []).map(result => {
    const book = data.allBook.nodes.find(candidate => candidate.slug === result.book)
    const character = book?.characters.find(candidate => candidate.slug === result.character)
    // The build has checked both (gatsby-source-chapterverse's checks); this guards a page built from stale data.
    if (!book || !character) throw new Error(`The quiz's result "${result.character}" is not a character of the book "${result.book}"`)
    return {
      character: character.slug,
      name: character.name,
      image: imageData(character.image, character.name),
      alt: character.alt,
      line: result.line,
      path: characterPath(character.slug),
      bookName: `${book.label}: ${book.title}`,
    }
  })
}

/** "Which character are you?": a quiz for young readers whose answer is one of the books' characters. */
export default function CharacterQuizPage({ data }: PageProps<Data>) {
  const quiz = data.characterQuiz
  if (!quiz) throw new Error("The character quiz (data/quiz/character-quiz.json) was not found")
  return (
    <Layout>
      <PageIntro page={PAGE}>
        {quiz.intro.map(paragraph => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </PageIntro>
      <Section id="quiz">
        <Island name="CharacterQuiz" component={CharacterQuiz} props={{ questions: quiz.questions, results: quizCharacters(data) }} />
      </Section>
    </Layout>
  )
}

export const query = graphql`
  query CharacterQuizPage {
    characterQuiz {
      intro
      questions {
        slug
        question
        answers {
          text
          character
        }
      }
      results {
        character
        book
        line
      }
    }
    allBook(sort: { number: ASC }) {
      nodes {
        ...BookCast
        characters {
          alt
          image {
            ...PortraitImage
          }
        }
      }
    }
  }
`

export function Head({ data }: HeadProps<Data>) {
  const { seriesName } = useSiteSettings()
  const names = quizCharacters(data).map(character => character.name)
  return (
    <Seo
      page={PAGE}
      description={`A quick quiz for ${seriesName} fans: answer ${data.characterQuiz?.questions.length ?? ""} questions to find out whether you are most like ${listOf(names)}.`}
    />
  )
}

/** "A, B or C". */
const listOf = (names: readonly string[]): string => (names.length < 2 ? names.join("") : `${names.slice(0, -1).join(", ")} or ${names[names.length - 1]}`)
