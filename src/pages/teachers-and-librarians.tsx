import { graphql, Link, type HeadProps, type PageProps } from "gatsby"
import { CardGrid } from "../components/CardGrid/CardGrid"
import { subjectName } from "../components/ActivityList/ActivityList"
import { DownloadList } from "../components/DownloadList/DownloadList"
import { LAUNCH_PARTY_KIT } from "../downloads/calendarKinds"
import { GuideCard } from "../components/GuideCard/GuideCard"
import { Layout } from "../components/Layout/Layout"
import { PageIntro } from "../components/PageIntro/PageIntro"
import { Section } from "../components/Section/Section"
import { Seo } from "../components/Seo/Seo"
import { VisitOptions } from "../components/VisitOptions/VisitOptions"
import { CLASSROOM_DOWNLOAD_KINDS, CLASSROOM_DOWNLOADS, inClassroomOrder } from "../downloads/classroomKinds"
import { ACTIVITY_SUBJECTS } from "gatsby-source-chapterverse"
import { useSiteSettings } from "../hooks/useSiteSettings"
import { PAGES, SCHOOL_VISITS_ID, teachingGuidePath } from "../routes"
import { socialImageOf } from "../seo/socialImage"
import { formatAgeRange } from "../text/format"
import { imageData } from "../components/Picture/imageData"

type Data = Queries.TeachersPageQuery

const PAGE = PAGES.teachers

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`

/** "reading, writing and science". */
const listed = (items: readonly string[]): string => (items.length < 2 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`)

/**
 * For teachers and librarians: each published book's teaching guide and printables, what the
 * series offers a class, school and library visits, and the way to the author's page.
 */
export default function TeachersPage({ data }: PageProps<Data>) {
  const site = useSiteSettings()
  const author = data.author
  if (!author) throw new Error("The author (data/author/author.json) was not found")
  const books = data.allBook.nodes
  const guides = data.allTeachingGuide.nodes
    .flatMap(guide => {
      const book = books.find(candidate => candidate.slug === guide.book)
      return book ? [{ guide, book }] : []
    })
    .sort((a, b) => a.book.number - b.book.number)
  const files = inClassroomOrder(data.allGeneratedFile.nodes.filter(file => CLASSROOM_DOWNLOAD_KINDS.includes(file.kind)))
  const seriesFiles = files.filter(file => !file.book)
  const pressKit = data.allGeneratedFile.nodes.filter(file => file.kind === CLASSROOM_DOWNLOADS.pressKit)
  const launchKits = data.allGeneratedFile.nodes.filter(file => file.kind === LAUNCH_PARTY_KIT)
  const hasWordSearch = files.some(file => file.kind === CLASSROOM_DOWNLOADS.wordSearch)
  const allGuides = guides.map(entry => entry.guide)
  const questionCount = allGuides.flatMap(guide => guide.discussion.flatMap(group => group.questions)).length
  const wordCount = allGuides.flatMap(guide => guide.vocabulary).length
  const subjects = ACTIVITY_SUBJECTS.filter(subject => allGuides.some(guide => guide.activities.some(activity => activity.subject === subject)))
  const minAge = Math.min(...books.map(book => book.readingAge.min))
  const maxAge = Math.max(...books.map(book => book.readingAge.max))
  return (
    <Layout>
      <PageIntro page={PAGE}>
        <p>
          Free resources for sharing {site.seriesName} with a class or a reading group, for readers aged {formatAgeRange(minAge, maxAge)}: a teaching guide for
          each book, printables, school and library visits, and the author's own story for school reports.
        </p>
        <nav aria-label="On this page">
          <ul>
            <li>
              <a href="#guides">Teaching guides</a>
            </li>
            <li>
              <a href="#for-your-class">What the series offers a class</a>
            </li>
            <li>
              <a href={`#${SCHOOL_VISITS_ID}`}>School and library visits</a>
            </li>
            <li>
              <a href="#author">About the author</a>
            </li>
          </ul>
        </nav>
      </PageIntro>
      <Section heading="Teaching guides" id="guides">
        <p>One for each book that is out: discussion questions chapter by chapter, key vocabulary and classroom activities with their curriculum links.</p>
        <CardGrid columns={2} label="Teaching guides">
          {guides.map(({ guide, book }) => (
            <GuideCard
              key={book.slug}
              slug={book.slug}
              path={teachingGuidePath(book.slug)}
              label={book.label}
              title={book.title}
              cover={imageData(book.cover, `the cover of ${book.label}`)}
              coverAlt={book.coverAlt}
              ages={guide.ages}
              contents={[
                `${plural(guide.discussion.flatMap(group => group.questions).length, "discussion question")} in ${plural(guide.discussion.length, "part")}`,
                `${plural(guide.vocabulary.length, "key word")} with their meanings`,
                `${plural(guide.activities.length, "activity", "activities")}: ${listed([...new Set(guide.activities.map(activity => subjectName(activity.subject).toLowerCase()))])}`,
              ]}
              downloads={files.filter(file => file.book === book.slug)}
            />
          ))}
        </CardGrid>
      </Section>
      <Section heading="What the series offers a class" id="for-your-class" tone="tinted" narrow>
        <ul>
          <li>
            {plural(books.filter(book => book.status === "published").length, "book")} out now for ages {formatAgeRange(minAge, maxAge)}, each a complete
            adventure that works as a class reader or a read-aloud.
          </li>
          <li>{questionCount} discussion questions that move from finding what the text says to inference, prediction and opinion.</li>
          <li>
            {wordCount} key words with definitions children understand{hasWordSearch ? ", and a printable word search made from them" : ""}.
          </li>
          <li>
            Classroom activities in {listed(subjects.map(subject => subjectName(subject).toLowerCase()))}, each linked to the national curriculum at key stage
            2.
          </li>
          <li>
            <Link to={PAGES.artwork.path}>Free artwork</Link> to print for classroom and library displays.
          </li>
          <li>
            The <Link to={PAGES.seriesGuide.path}>series guide</Link> and each book's guide for parents, to share with families.
          </li>
        </ul>
        <DownloadList files={seriesFiles} label="Printables for the whole series" />
        {launchKits.length > 0 && (
          <>
            <h3>Launch parties</h3>
            <p>
              Run a launch party in your library or class: the kit has a letter from the author to read aloud, a quiz on the books so far with its answers,
              bookmarks, a certificate for every reader and games that need no preparation.
            </p>
            <DownloadList files={launchKits} label="Launch party kits" />
          </>
        )}
        <p>
          Signings, library events and readings open to everyone are on the <Link to={PAGES.events.path}>events page</Link>.
        </p>
      </Section>
      <Section heading="School and library visits" id={SCHOOL_VISITS_ID}>
        <VisitOptions
          intro={author.visits.intro}
          formats={author.visits.formats}
          preparation={author.visits.preparation}
          email={site.contactEmail}
          emailSubject={author.visits.emailSubject}
        />
      </Section>
      <Section heading="About the author" id="author" tone="tinted" narrow>
        {author.pressBio.slice(0, 1).map(paragraph => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        <p>
          <Link to={PAGES.aboutTheAuthor.path}>{PAGES.aboutTheAuthor.title}</Link>: the author's story for school reports, and answers to the questions children
          ask.
        </p>
        <DownloadList files={pressKit} label="Press kit" />
      </Section>
    </Layout>
  )
}

export const query = graphql`
  query TeachersPage {
    allTeachingGuide {
      nodes {
        book
        ages
        discussion {
          questions
        }
        vocabulary {
          word
        }
        activities {
          subject
        }
      }
    }
    allBook(sort: { number: ASC }) {
      nodes {
        ...BookInSeries
        status
        coverAlt
        cover {
          ...CoverImage
          ...SocialImage
        }
        readingAge {
          min
          max
        }
      }
    }
    ...AllGeneratedDownloads
    author {
      pressBio
      visits {
        intro
        formats {
          slug
          title
          text
          audience
          length
          where
        }
        preparation
        emailSubject
      }
    }
  }
`

export function Head({ data }: HeadProps<Data>) {
  const { seriesName } = useSiteSettings()
  const [first] = data.allBook.nodes
  return (
    <Seo
      page={PAGE}
      image={first && socialImageOf(first.cover, first.coverAlt)}
      description={`Free teaching guides to the ${seriesName} books, with discussion questions, vocabulary and curriculum-linked activities, printables, and school and library visits by the author.`}
    />
  )
}
