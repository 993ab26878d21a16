import { graphql, type HeadProps, type PageProps } from "gatsby"
import dyslexicFontUrl from "@fontsource/opendyslexic/files/opendyslexic-latin-400-normal.woff2"
import { ChapterText } from "../components/ChapterText/ChapterText"
import { readingSettingsScript } from "../components/ReadingSettings/readingSettings"
import { ReadingToolbar } from "../components/ReadingToolbar/ReadingToolbar"
import { EditionList } from "../components/EditionList/EditionList"
import { Layout } from "../components/Layout/Layout"
import { PageIntro } from "../components/PageIntro/PageIntro"
import { Section } from "../components/Section/Section"
import { Seo } from "../components/Seo/Seo"
import { type Chapter, readingMinutes } from "gatsby-source-chapterverse"
import { useSiteSettings } from "../hooks/useSiteSettings"
import { Island } from "gatsby-plugin-islands"
import { bookPath, firstChapterPath } from "../routes"
import { socialImageOf } from "../seo/socialImage"
import { chapterJsonLd } from "../seo/structuredData"
import { formatCount } from "../text/format"

type Data = Queries.FirstChapterPageQuery

/** The chapter as gatsby-source-chapterverse read it (a JSON field of the book, Book.firstChapterText). */
const chapterOf = (book: Data["book"]): Chapter => {
  const chapter = book?.firstChapterText as Chapter | null | undefined
  if (!chapter) throw new Error("The first chapter of this page was not found")
  return chapter
}

/**
 * A book's first chapter, to read free (created in src/gatsby-node/pagesFromData.ts for each book whose data
 * has a firstChapter): how long it takes, the chapter as real text a reader can set up the
 * way they read best or hear read aloud, then what happens next and where to buy the book.
 */
export default function FirstChapterPage({ data }: PageProps<Data>) {
  const { language } = useSiteSettings()
  const book = data.book
  const chapter = chapterOf(book)
  if (!book?.firstChapter) throw new Error("This book has no first chapter")
  const bookTitle = `${book.label}, ${book.title}`
  return (
    <Layout>
      <PageIntro title={chapter.title}>
        <p>
          The first chapter of <a href={bookPath(book.slug)}>{bookTitle}</a>, free to read here. About {readingMinutes(chapter.wordCount)} minutes to read (
          {formatCount(chapter.wordCount)} words).
        </p>
      </PageIntro>
      <ChapterText blocks={chapter.blocks} tools={<Island name="ReadingToolbar" component={ReadingToolbar} props={{ lang: language }} />} />
      <Section heading="What happens next?" id="next-chapter" tone="tinted" narrow>
        <p>{book.firstChapter.nextChapterTeaser}</p>
        <p>
          <a href={bookPath(book.slug)}>More about {bookTitle}</a>: the story, the characters and a guide for parents.
        </p>
      </Section>
      {book.editions.length > 0 && (
        <Section heading={`Read the rest of ${bookTitle}`} id="editions">
          <EditionList bookTitle={bookTitle} editions={book.editions} />
        </Section>
      )}
    </Layout>
  )
}

export const query = graphql`
  query FirstChapterPage($id: String!) {
    book(id: { eq: $id }) {
      ...BookEditions
      coverAlt
      cover {
        ...SocialImage
      }
      firstChapter {
        nextChapterTeaser
      }
      firstChapterText
    }
  }
`

export function Head({ data }: HeadProps<Data>) {
  const site = useSiteSettings()
  const book = data.book
  if (!book) return null
  const chapter = chapterOf(book)
  const path = firstChapterPath(book.slug)
  const minutes = readingMinutes(chapter.wordCount)
  const description = `Read the first chapter of ${book.label}, ${book.title}, free: ${chapter.title}. About ${minutes} minutes to read, with text size, spacing, a dyslexia-friendly font and read-aloud.`
  return (
    <Seo
      title={`${book.label}: ${book.title}, the first chapter`}
      description={description}
      path={path}
      breadcrumb={`${book.label}: first chapter`}
      image={socialImageOf(book.cover, book.coverAlt)}
      structuredData={[chapterJsonLd(site, { slug: book.slug, label: book.label, title: book.title, chapterTitle: chapter.title, description, path, minutes })]}
    >
      {/* The reader's saved settings, before the first paint (see readingSettingsScript). */}
      <script dangerouslySetInnerHTML={{ __html: readingSettingsScript(dyslexicFontUrl) }} />
    </Seo>
  )
}
