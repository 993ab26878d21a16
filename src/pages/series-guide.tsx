import { graphql, type HeadProps, type PageProps } from "gatsby"
import { Layout } from "../components/Layout/Layout"
import { PageIntro } from "../components/PageIntro/PageIntro"
import { QuestionList } from "../components/QuestionList/QuestionList"
import { Section } from "../components/Section/Section"
import { SeriesBookList } from "../components/SeriesBookList/SeriesBookList"
import { Seo } from "../components/Seo/Seo"
import { useSiteSettings } from "../hooks/useSiteSettings"
import { bookPath, firstChapterPath, PAGES } from "../routes"
import { bookSeriesJsonLd, faqPageJsonLd } from "../seo/structuredData"
import { releaseStatus } from "../books/bookFacts"
import { formatAgeRange } from "../text/format"
import { imageData } from "../components/Picture/imageData"

type Data = Queries.SeriesGuidePageQuery

const PAGE = PAGES.seriesGuide

/** For parents: the books in reading order, then plain answers to what parents ask (data/series/guide.json). */
export default function SeriesGuidePage({ data }: PageProps<Data>) {
  const guide = data.seriesGuide
  if (!guide) throw new Error("The series guide (data/series/guide.json) was not found")
  return (
    <Layout>
      <PageIntro page={PAGE}>
        {guide.intro.map(paragraph => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </PageIntro>
      <Section heading="The books in reading order" id="reading-order">
        <SeriesBookList
          books={data.allBook.nodes.map(book => ({
            path: bookPath(book.slug),
            label: book.label,
            title: book.title,
            pitch: book.tagline,
            cover: imageData(book.cover, `the cover of ${book.label}`),
            coverAlt: book.coverAlt,
            status: releaseStatus(book),
            ages: formatAgeRange(book.readingAge.min, book.readingAge.max),
            firstChapterPath: book.firstChapter ? firstChapterPath(book.slug) : undefined,
          }))}
        />
      </Section>
      <Section heading="Questions parents ask" id="questions" tone="tinted" narrow>
        <QuestionList questions={guide.questions} />
      </Section>
    </Layout>
  )
}

export const query = graphql`
  query SeriesGuidePage {
    seriesGuide {
      intro
      questions {
        slug
        question
        answer
      }
    }
    allBook(sort: { number: ASC }) {
      nodes {
        ...BookSummary
        readingAge {
          min
          max
        }
        firstChapter {
          file
        }
      }
    }
  }
`

export function Head({ data }: HeadProps<Data>) {
  const site = useSiteSettings()
  const questions = data.seriesGuide?.questions ?? []
  return (
    <Seo
      page={PAGE}
      description={`For parents: the ${site.seriesName} books in reading order, who they are for, and straight answers on where to start and when the next one is out.`}
      structuredData={[bookSeriesJsonLd(site, data.allBook.nodes), faqPageJsonLd(questions)]}
    />
  )
}
