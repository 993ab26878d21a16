import { graphql, Link, type HeadProps, type PageProps } from "gatsby"
import { BookHero } from "../components/BookHero/BookHero"
import { BookPraise, praiseHeading } from "../components/BookPraise/BookPraise"
import { CardGrid } from "../components/CardGrid/CardGrid"
import { CharacterCard } from "../components/CharacterCard/CharacterCard"
import { BorrowFromLibrary } from "../components/BorrowFromLibrary/BorrowFromLibrary"
import { EditionList } from "../components/EditionList/EditionList"
import { FactList } from "../components/FactList/FactList"
import { Gallery } from "../components/Gallery/Gallery"
import { ImageWorkflow } from "../components/ImageWorkflow/ImageWorkflow"
import { LaunchSignup } from "../components/LaunchSignup/LaunchSignup"
import { NewsCard } from "../components/NewsCard/NewsCard"
import { Layout } from "../components/Layout/Layout"
import { ParentsGuide } from "../components/ParentsGuide/ParentsGuide"
import { ReadingOrder } from "../components/ReadingOrder/ReadingOrder"
import { ReleaseAnnouncement } from "../components/ReleaseAnnouncement/ReleaseAnnouncement"
import { Section } from "../components/Section/Section"
import { Seo } from "../components/Seo/Seo"
import { useSiteSettings } from "../hooks/useSiteSettings"
import { Island } from "gatsby-plugin-islands"
import { ButtonLink } from "../components/ButtonLink/ButtonLink"
import { releaseFiles } from "../downloads/calendarKinds"
import { bookPath, characterPath, firstChapterPath, PAGES, teachingGuidePath } from "../routes"
import { socialImageOf } from "../seo/socialImage"
import { publishedIsbn } from "gatsby-source-chapterverse"
import { bookJsonLd, publishedPicture } from "../seo/structuredData"
import { bookDetails, bookFacts, placeInSeries, seriesPosition } from "../books/bookFacts"
import { imageData } from "../components/Picture/imageData"
/** "The Discovery; Leo Drake, the rider; Rexi, the velociraptor": the book, and the characters it is the first to have. */
const aboutBook = (
  book: { number: number; title: string; characters: ReadonlyArray<{ slug: string; name: string; role: string }> },
  books: ReadonlyArray<{ number: number; characters: ReadonlyArray<{ slug: string }> }>,
) =>
  [
    book.title,
    ...book.characters
      .filter(character => !books.some(other => other.number < book.number && other.characters.some(({ slug }) => slug === character.slug)))
      .map(character => `${character.name}, ${character.role.replace(/^The /, "the ")}`),
  ].join("; ")

type Data = Queries.BookPageQuery

/** Every book page (created in src/gatsby-node/pagesFromData.ts from data/books): what the book has, it shows. */
export default function BookPage({ data }: PageProps<Data>) {
  const { seriesName, authorName } = useSiteSettings()
  const book = data.book
  if (!book) throw new Error("The book of this page was not found")
  const place = placeInSeries(data.allBook.nodes, book.slug)
  const step = (other: (typeof data.allBook.nodes)[number] | undefined) => other && { path: bookPath(other.slug), label: other.label, title: other.title }
  // A book shows its own editions once it has them; until then, those of the book it names.
  const editionSource = book.editions.length === 0 && book.editionsShownFrom ? data.allBook.nodes.find(other => other.slug === book.editionsShownFrom) : book
  const editionTitle = editionSource ? `${editionSource.label}, ${editionSource.title}` : ""
  return (
    <Layout>
      <BookHero
        label={book.label}
        title={book.title}
        tagline={book.tagline}
        cover={imageData(book.cover, `the cover of ${book.label}`)}
        coverAlt={book.coverAlt}
        facts={bookFacts(book, place)}
        searchAbout={aboutBook(book, data.allBook.nodes)}
      />
      <Section heading={book.status === "coming-soon" ? "About the book" : "The story"} id="synopsis" narrow>
        {book.synopsis.map(paragraph => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        {book.firstChapter && (
          <div>
            <ButtonLink to={firstChapterPath(book.slug)}>Read the first chapter free</ButtonLink>
          </div>
        )}
      </Section>
      {(book.reviews || book.awards) && (
        <Section heading={praiseHeading(book.reviews ?? [], book.awards ?? [])} id="reviews" narrow>
          <BookPraise reviews={book.reviews ?? []} awards={book.awards ?? []} />
        </Section>
      )}
      <Section heading="Reading order" id="reading-order" narrow>
        <ReadingOrder
          seriesName={seriesName}
          position={seriesPosition(place)}
          previous={step(place.previous)}
          next={step(place.next)}
          recap={book.recap ?? undefined}
        />
      </Section>
      {book.status === "coming-soon" && book.releaseDate && (
        <ReleaseAnnouncement
          label={book.label}
          releaseDate={book.releaseDate}
          builtOn={data.site?.buildTime ?? ""}
          files={releaseFiles(data.allGeneratedFile.nodes, book.slug, { withKit: true })}
        />
      )}
      {book.launchSignup && (
        <Section id="launch" narrow>
          <LaunchSignup {...book.launchSignup} />
        </Section>
      )}
      {book.characters.length > 0 && (
        <Section heading="Meet the characters" id="characters">
          <CardGrid columns={3}>
            {book.characters.map(character => (
              <CharacterCard key={character.slug} character={character} path={characterPath(character.slug)} />
            ))}
          </CardGrid>
          <p>
            Which of them are you most like? Find out in the <a href={PAGES.characterQuiz.path}>character quiz</a>, or{" "}
            <a href={PAGES.characters.path}>meet every character of the series</a>.
          </p>
        </Section>
      )}
      {book.imageWorkflow && (
        <Section heading={book.imageWorkflow.heading} id="image-workflow" tone="tinted">
          <ImageWorkflow imageCount={book.imageWorkflow.imageCount} paragraphs={book.imageWorkflow.paragraphs} steps={book.imageWorkflow.steps} />
        </Section>
      )}
      {book.gallery.length > 0 && (
        <Section heading="Gallery" id="gallery">
          <Island
            name="Gallery"
            component={Gallery}
            props={{
              images: book.gallery.map(picture => ({
                thumbnail: imageData(picture.image, picture.caption),
                full: picture.image.publicURL ?? "",
                width: picture.image.pixelSize?.width ?? 0,
                height: picture.image.pixelSize?.height ?? 0,
                alt: picture.alt,
                caption: picture.caption,
              })),
            }}
          />
        </Section>
      )}
      {data.allNewsPost.nodes.length > 0 && (
        <Section heading={`News about ${book.label}`} id="news">
          <CardGrid columns={3}>
            {data.allNewsPost.nodes.map(post => (
              <NewsCard key={post.slug} post={post} />
            ))}
          </CardGrid>
        </Section>
      )}
      <Section heading="For parents" id="parents-guide">
        {book.parentsGuide ? (
          <ParentsGuide summary={book.parentsGuide.summary} topics={book.parentsGuide.topics} goodFor={book.parentsGuide.goodFor} />
        ) : (
          <p>A full parents' guide to {book.label} will be here when the book is out. The guides to the books before it say what to expect of the series.</p>
        )}
      </Section>
      <Section heading="For teachers and librarians" id="teachers" narrow>
        {data.allTeachingGuide.nodes.some(guide => guide.book === book.slug) ? (
          <p>
            A free <Link to={teachingGuidePath(book.slug)}>teaching guide to {book.label}</Link>, with discussion questions, vocabulary and classroom
            activities. More for a class, and school visits, <Link to={PAGES.teachers.path}>for teachers and librarians</Link>.
          </p>
        ) : (
          <p>
            Teaching resources for {book.label} will follow when it is out. The guides to the books before it, and school visits, are{" "}
            <Link to={PAGES.teachers.path}>for teachers and librarians</Link>.
          </p>
        )}
      </Section>
      <Section heading="Book facts" id="book-facts">
        <FactList facts={bookDetails(book)} tone="light" />
      </Section>
      {editionSource && editionSource.editions.length > 0 && (
        <Section heading={editionSource === book ? "Editions" : `${editionSource.label} editions available now`} id="editions" tone="tinted">
          {editionSource !== book && <p>While you wait, start at the beginning with {editionTitle}.</p>}
          <EditionList bookTitle={editionTitle} editions={editionSource.editions} />
        </Section>
      )}
      {editionSource === book && book.editions.length > 0 && (
        <Section heading={book.status === "published" ? "Borrow it from a library" : "Ask your library for it"} id="borrow" narrow>
          <BorrowFromLibrary book={book} out={book.status === "published"} seriesName={seriesName} authorName={authorName} />
        </Section>
      )}
    </Layout>
  )
}

export const query = graphql`
  fragment BookEditions on Book {
    ...BookInSeries
    editions {
      format
      releaseDate
      price
      retailer
      url
      isbn
    }
  }
  query BookPage($id: String!, $slug: String!) {
    book(id: { eq: $id }) {
      ...BookEditions
      status
      tagline
      releaseDate
      releaseNote
      coverAlt
      cover {
        publishedURL
        ...CoverImage
        ...SocialImage
      }
      synopsis
      firstChapter {
        file
      }
      readingAge {
        min
        max
      }
      genre
      info {
        label
        value
      }
      editionsShownFrom
      pageCount
      wordCount
      publisher
      sampleFacts
      reviews {
        quote
        source
        url
      }
      awards {
        name
        year
        result
      }
      readingLevels {
        bookBand
        atos {
          level
          interestLevel
        }
        lexile
      }
      parentsGuide {
        summary
        topics {
          topic
          level
          text
        }
        goodFor {
          heading
          text
        }
      }
      recap
      launchSignup {
        heading
        text
        groupField
        groupValue
      }
      characters {
        ...CharacterCard
      }
      imageWorkflow {
        heading
        imageCount
        paragraphs
        steps {
          title
          text
        }
      }
      gallery {
        alt
        caption
        image {
          publicURL
          ...CardImage
          pixelSize {
            width
            height
          }
        }
      }
    }
    # Sorted here, not only where shown: a page's data in a fixed order is rendered again only when it changes.
    allBook(sort: { number: ASC }) {
      nodes {
        ...BookEditions
        characters {
          slug
        }
      }
    }
    allTeachingGuide {
      nodes {
        book
      }
    }
    allNewsPost(filter: { book: { eq: $slug } }, sort: { date: DESC }) {
      nodes {
        ...NewsCard
      }
    }
    ...ReleaseAnnouncement
  }
`

export function Head({ data }: HeadProps<Data>) {
  const site = useSiteSettings()
  const book = data.book
  if (!book) return null
  const description = `${book.tagline} ${firstSentence(book.synopsis[0])}`
  // Open Graph's book type: the release date once known, and each edition's ISBN once known.
  const properties = [
    ...(book.releaseDate ? [{ property: "book:release_date", content: book.releaseDate }] : []),
    ...book.editions.flatMap(edition => {
      const isbn = publishedIsbn(edition.isbn)
      return isbn ? [{ property: "book:isbn", content: isbn }] : []
    }),
  ]
  return (
    <Seo
      title={`${book.label}: ${book.title}`}
      description={description}
      path={bookPath(book.slug)}
      type="book"
      breadcrumb={book.label}
      image={socialImageOf(book.cover, book.coverAlt)}
      properties={properties}
      structuredData={[
        bookJsonLd(site, {
          ...book,
          description,
          image: publishedPicture(site.siteUrl, book.cover),
        }),
      ]}
    />
  )
}

const firstSentence = (text: string): string => text.split(/(?<=[.!?])\s/)[0]
