/**
 * The web editor's previews: each collection's entry as the site shows it, drawn by the site's own
 * components (one source for the page and its preview). Each adapter maps the entry's values, as
 * the form holds them, to the props the page gives its components, where the page builds them from
 * GraphQL; pictures are the files as chosen (PreviewAsset), where the page has processed ones.
 */
import type { ArtworkEntry, BookEntry, EventEntry, NewsPostEntry } from "gatsby-source-chapterverse"
import { NewsTextProblem, parseNewsText, zonedInstant } from "gatsby-source-chapterverse"
import { ArtworkCard } from "../../components/ArtworkCard/ArtworkCard"
import { BookHero } from "../../components/BookHero/BookHero"
import { BookPraise, praiseHeading } from "../../components/BookPraise/BookPraise"
import { CardGrid } from "../../components/CardGrid/CardGrid"
import { EventList } from "../../components/EventList/EventList"
import { FactList } from "../../components/FactList/FactList"
import { NewsArticle } from "../../components/NewsArticle/NewsArticle"
import { PageIntro } from "../../components/PageIntro/PageIntro"
import { ParentsGuide } from "../../components/ParentsGuide/ParentsGuide"
import { Section } from "../../components/Section/Section"
import { bookDetails, bookFacts, placeInSeries } from "../../books/bookFacts"
import { byStart, isPast, type EventTimes } from "../../events/eventTimes"
import { PAGES } from "../../routes"
import { formatLongDate } from "../../text/format"
import { previewImageData, usePixelSize, type PictureOf, type PreviewAsset } from "./picture"

/** The entry's values as the form holds them: any field may still be empty. */
type Draft<T> = { [K in keyof T]?: T[K] | null }

export interface PreviewProps<T> {
  data: Draft<T>
  picture: PictureOf
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/

/** One artwork's card, as the artwork pages show it: its picture, its title, and what its download is. */
function ArtworkPreviewCard({ artwork, asset, eager }: { artwork: Draft<ArtworkEntry>; asset: PreviewAsset; eager: boolean }) {
  const size = usePixelSize(asset.url)
  const fileName = artwork.image ?? ""
  const card: Queries.ArtworkCardFragment = {
    slug: artwork.slug ?? "",
    title: artwork.title ?? "",
    alt: artwork.alt ?? "",
    image: {
      publicURL: asset.url,
      base: fileName,
      extension: fileName.slice(fileName.lastIndexOf(".") + 1).toLowerCase(),
      size: asset.bytes ?? 0,
      pixelSize: size,
      childImageSharp: { gatsbyImageData: previewImageData(asset.url, size) },
    },
  }
  return <ArtworkCard artwork={card} eager={eager} />
}

/** The artwork file (a list): its cards, as /artwork shows them, in its order. */
export function ArtworkPreview({ data, picture }: PreviewProps<{ entries: Draft<ArtworkEntry>[] }>) {
  const artworks = data.entries ?? []
  return (
    <Section>
      <CardGrid columns={4} label="Artwork">
        {artworks.map((artwork, index) => {
          const asset = picture(artwork.image, ["entries", "image"])
          return asset ? (
            <ArtworkPreviewCard key={index} artwork={artwork} asset={asset} eager={index === 0} />
          ) : (
            <p key={index}>{artwork.title || "A new picture"} shows here once its picture is chosen.</p>
          )
        })}
      </CardGrid>
    </Section>
  )
}

/** A news post's page: its title and date, its picture, its summary and its text, read as the build reads it. */
export function NewsPostPreview({ data, picture }: PreviewProps<NewsPostEntry & { body: string }>) {
  const title = data.title ?? ""
  const date = data.date ?? ""
  let blocks: ReturnType<typeof parseNewsText> = []
  let problem: string | undefined
  try {
    blocks = parseNewsText(data.body ?? "")
  } catch (error) {
    if (!(error instanceof NewsTextProblem)) throw error
    problem = `The site will not publish this text yet: ${error.advice.problem}. To fix it, ${error.advice.fix}.`
  }
  const asset = picture(data.image, ["image"])
  const size = usePixelSize(asset?.url)
  return (
    <>
      <PageIntro title={title} parent={PAGES.news} breadcrumb={title}>
        {ISO_DAY.test(date) && (
          <p>
            <time dateTime={date}>{formatLongDate(date)}</time>
          </p>
        )}
      </PageIntro>
      <Section narrow>
        <NewsArticle image={previewImageData(asset?.url, size)} alt={data.alt ?? ""} summary={data.summary ?? ""} body={blocks} />
        {problem && <p role="alert">{problem}</p>}
      </Section>
    </>
  )
}

/** Whether an event's Start, End and Time zone are each a time the site can place (a new card's are empty). */
function isPlacedInTime(event: EventTimes): boolean {
  try {
    return zonedInstant(event.start, event.timeZone).exists && zonedInstant(event.end, event.timeZone).exists
  } catch {
    return false
  }
}

/** The events file (a list): the events page's cards, those to come first, the past ones behind their disclosure. */
export function EventPreview({ data, now = new Date() }: PreviewProps<{ entries: Draft<EventEntry>[] }> & { now?: Date }) {
  const events = (data.entries ?? []).map(event => ({
    slug: event.slug ?? "",
    title: event.title ?? "",
    kind: event.kind ?? "",
    start: event.start ?? "",
    end: event.end ?? "",
    timeZone: event.timeZone ?? "",
    where: event.where ?? "",
    place: event.place,
    audience: event.audience ?? "",
    description: event.description ?? "",
    url: event.url ?? "",
    bookingRequired: event.bookingRequired ?? false,
    sample: event.sample,
  }))
  // A card being filled in cannot be put in time yet; luxon's own message would say so to no one's use.
  const unplaced = events.filter(event => !isPlacedInTime(event))
  const sorted = events.filter(isPlacedInTime).sort(byStart)
  const upcoming = sorted.filter(event => !isPast(event, now))
  const past = sorted.filter(event => isPast(event, now)).reverse()
  return (
    <>
      <Section heading="Coming up" id="upcoming">
        {unplaced.map((event, index) => (
          <p key={index}>{event.title || "A new event"} shows here once its Start, End and Time zone are filled in.</p>
        ))}
        {upcoming.length === 0 ? <p>No events are planned just now.</p> : <EventList events={upcoming} />}
      </Section>
      {past.length > 0 && (
        <Section heading="Past events" id="past" tone="tinted">
          <EventList events={past} past />
        </Section>
      )}
    </>
  )
}

/** The other books of the series, by their slugs and numbers: where this one stands among them. */
export interface SeriesBooks {
  books?: readonly { slug: string; number: number }[]
}

/** A book's page, its main parts: the cover with its title and facts, the story, its praise, the parents' guide and the book facts. */
export function BookPreview({ data, picture, books = [] }: PreviewProps<BookEntry> & SeriesBooks) {
  const slug = data.slug ?? ""
  const book = {
    ...data,
    label: data.label ?? "",
    title: data.title ?? "",
    status: data.status ?? "coming-soon",
    synopsis: data.synopsis ?? [],
    readingAge: data.readingAge ?? { min: 0, max: 0 },
    genre: data.genre ?? "",
    info: data.info ?? [],
    editions: data.editions ?? [],
  }
  const place = placeInSeries([...books.filter(other => other.slug !== slug), { slug, number: data.number ?? books.length + 1 }], slug)
  const cover = picture(data.cover, ["cover"])
  const size = usePixelSize(cover?.url)
  const reviews = book.reviews ?? []
  const awards = book.awards ?? []
  return (
    <>
      <BookHero
        label={book.label}
        title={book.title}
        tagline={book.tagline ?? ""}
        cover={previewImageData(cover?.url, size)}
        coverAlt={book.coverAlt ?? ""}
        facts={bookFacts(book, place)}
      />
      <Section heading={book.status === "coming-soon" ? "About the book" : "The story"} id="synopsis" narrow>
        {book.synopsis.map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </Section>
      {(reviews.length > 0 || awards.length > 0) && (
        <Section heading={praiseHeading(reviews, awards)} id="reviews" narrow>
          <BookPraise reviews={reviews} awards={awards} />
        </Section>
      )}
      {book.parentsGuide && (
        <Section heading="For parents" id="parents-guide">
          <ParentsGuide summary={book.parentsGuide.summary} topics={book.parentsGuide.topics} goodFor={book.parentsGuide.goodFor} />
        </Section>
      )}
      <Section heading="Book facts" id="book-facts">
        <FactList facts={bookDetails(book)} tone="light" />
      </Section>
    </>
  )
}
