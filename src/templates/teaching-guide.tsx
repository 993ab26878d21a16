import { graphql, Link, type HeadProps, type PageProps } from "gatsby"
import { ActivityList } from "../components/ActivityList/ActivityList"
import { DiscussionQuestions } from "../components/DiscussionQuestions/DiscussionQuestions"
import { DownloadList } from "../components/DownloadList/DownloadList"
import { Glossary } from "../components/Glossary/Glossary"
import { Layout } from "../components/Layout/Layout"
import { PageIntro } from "../components/PageIntro/PageIntro"
import { Section } from "../components/Section/Section"
import { Seo } from "../components/Seo/Seo"
import { inClassroomOrder } from "../downloads/classroomKinds"
import { useSiteSettings } from "../hooks/useSiteSettings"
import { bookPath, PAGES, SCHOOL_VISITS_PATH, teachingGuidePath, teachingGuideTitle } from "../routes"
import { socialImageOf } from "../seo/socialImage"
import { learningResourceJsonLd } from "../seo/structuredData"

type Data = Queries.TeachingGuidePageQuery

/** A published book's teaching guide (created in src/gatsby-node/pagesFromData.ts from data/teaching-guides/<book slug>/teaching-guide.json), made to print too. */
export default function TeachingGuidePage({ data }: PageProps<Data>) {
  const { guide, book } = data
  if (!guide || !book) throw new Error("The teaching guide of this page, or its book, was not found")
  const downloads = inClassroomOrder(data.allGeneratedFile.nodes)
  const questionCount = guide.discussion.reduce((sum, group) => sum + group.questions.length, 0)
  return (
    <Layout>
      <PageIntro title={teachingGuideTitle(book)} parent={PAGES.teachers} breadcrumb={book.label}>
        <p>{guide.summary}</p>
        <p>
          <strong>Suits:</strong> {guide.ages}.
        </p>
      </PageIntro>
      <Section narrow>
        <nav aria-label="In this guide">
          <ul>
            <li>
              <a href="#discussion">Discussion questions</a> ({questionCount}, in {guide.discussion.length} parts)
            </li>
            <li>
              <a href="#vocabulary">Vocabulary</a> ({guide.vocabulary.length} words)
            </li>
            <li>
              <a href="#activities">Classroom activities</a> ({guide.activities.length})
            </li>
          </ul>
        </nav>
        {downloads.length > 0 && (
          <>
            <h2>Printables</h2>
            <DownloadList files={downloads} label={`Printables for ${book.label}`} />
          </>
        )}
      </Section>
      <Section heading="Discussion questions" id="discussion" narrow>
        <DiscussionQuestions groups={guide.discussion} />
      </Section>
      <Section heading="Vocabulary" id="vocabulary" tone="tinted">
        <Glossary entries={guide.vocabulary} />
      </Section>
      <Section heading="Classroom activities" id="activities" narrow>
        <ActivityList activities={guide.activities} />
      </Section>
      <Section heading="More for your class" id="more" tone="tinted" narrow>
        <ul>
          <li>
            <Link to={bookPath(book.slug)}>
              {book.label}, {book.title}
            </Link>
            : the story, the characters and a guide for parents.
          </li>
          <li>
            <Link to={PAGES.teachers.path}>{PAGES.teachers.title}</Link>: every teaching guide and printable.
          </li>
          <li>
            <Link to={SCHOOL_VISITS_PATH}>School and library visits</Link>: book the author for your class.
          </li>
          <li>
            <Link to={PAGES.aboutTheAuthor.path}>{PAGES.aboutTheAuthor.title}</Link>: for school reports, and the questions children ask.
          </li>
        </ul>
      </Section>
    </Layout>
  )
}

export const query = graphql`
  query TeachingGuidePage($id: String!, $book: String!, $downloadKinds: [String!]!) {
    guide: teachingGuide(id: { eq: $id }) {
      book
      summary
      ages
      discussion {
        chapters
        heading
        questions
      }
      vocabulary {
        word
        definition
      }
      activities {
        slug
        title
        subject
        curriculumLink
        text
        steps
      }
    }
    book(slug: { eq: $book }) {
      slug
      label
      title
      coverAlt
      cover {
        ...SocialImage
      }
    }
    allGeneratedFile(filter: { book: { eq: $book }, kind: { in: $downloadKinds } }) {
      nodes {
        ...GeneratedDownload
      }
    }
  }
`

export function Head({ data }: HeadProps<Data>) {
  const site = useSiteSettings()
  const { guide, book } = data
  if (!guide || !book) return null
  const title = teachingGuideTitle(book)
  const path = teachingGuidePath(book.slug)
  const description = `A free teaching guide to ${book.label}, ${book.title}: discussion questions by chapter, key vocabulary and classroom activities with curriculum links. ${guide.ages}.`
  return (
    <Seo
      title={title}
      description={description}
      path={path}
      parent={PAGES.teachers}
      breadcrumb={book.label}
      image={socialImageOf(book.cover, book.coverAlt)}
      structuredData={[learningResourceJsonLd(site, { book: book.slug, name: title, description: guide.summary, educationalLevel: guide.ages, path })]}
    />
  )
}
