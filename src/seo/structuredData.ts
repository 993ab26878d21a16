import { isSample, publishedIsbn, unlessSample } from "gatsby-source-chapterverse"
import { bookPath, characterPath, PAGES } from "../routes"
import { largestFallback, type ProcessedImageFile } from "../components/Picture/imageData"
import { youtubeEmbedUrl, youtubeThumbnailUrl, youtubeWatchUrl } from "../videos/youtube"

/**
 * Structured data (schema.org JSON-LD) built from the same content the pages show, so
 * search engines read exactly what visitors read. Each builder takes plain facts and
 * returns one schema.org object; `Seo` writes them into the page's <head>.
 */

export type JsonLd = Record<string, unknown>

export interface SiteFacts {
  seriesName: string
  description: string
  siteUrl: string
  language: string
  authorName: string
  social: readonly { url: string }[]
}

export interface BookFacts {
  slug: string
  /** Its place in the series: 1 for Book One. */
  number: number
  label: string
  title: string
  description: string
  releaseDate?: string | null
  readingAge: { min: number; max: number }
  genre: string
  editions: readonly Queries.BookEdition[]
  pageCount?: number | null
  publisher?: string | null
  /** Facts above that are stand-ins (data's sampleFacts): left out, so search engines never show them. */
  sampleFacts?: readonly string[] | null
  /** Absolute address of the cover picture; none while it is a stand-in. */
  image?: string
  /** Its characters, each named by the @id of their own page's Person. */
  characters?: readonly { slug: string; name: string }[]
  /** Awards it won or was listed for (data's awards): schema.org's `award` is one it won. */
  awards?: readonly { name: string; year: number; result: string }[] | null
}

export interface VideoFacts {
  title: string
  description: string
  duration: string
  published: string
  /** Absolute address of the poster, served by this site, or YouTube's own thumbnail. */
  thumbnailUrl: string
  embedUrl: string
  url: string
}

/** An address on the site, made absolute: "/shop" → "https://…/shop". */
export const absoluteUrl = (siteUrl: string, path: string): string => new URL(path, siteUrl).href

/**
 * A picture's address for structured data, or none while the picture is still its stand-in
 * (`File.publishedURL`): a stand-in may show on a page until launch, never in what search engines take.
 */
export const publishedPicture = (siteUrl: string, picture: { publishedURL?: string | null }): string | undefined =>
  picture.publishedURL ? absoluteUrl(siteUrl, picture.publishedURL) : undefined

/**
 * The largest size of a picture the page shows (largestFallback), for structured data, or none while
 * the picture is a stand-in: for a picture whose original the site does not otherwise publish.
 */
export function publishedRendition(siteUrl: string, picture: (ProcessedImageFile & { standIn: boolean }) | null, name: string): string | undefined {
  const largest = picture && !picture.standIn ? largestFallback(picture, name) : undefined
  return largest && absoluteUrl(siteUrl, largest)
}

/**
 * Structured data as a page may publish it before launch: no sample value reaches a search
 * engine (docs/content-guide.md). Every text that is a sample (gatsby-source-chapterverse's samples.ts) is left out,
 * with the property or list item that holds it (a sample author's name, a video's sample id, a
 * .example profile); and while the site's own address is still a sample, addresses on the site
 * are written from its root ("/shop", "/#series"), which JSON-LD reads against the page's own
 * address. `Seo` writes every page's structured data through it.
 */
export function withoutSampleValues(data: JsonLd, siteUrl: string): JsonLd {
  const sampleOrigin = isSample(siteUrl) ? new URL(siteUrl).origin : undefined
  const onSite = (text: string) =>
    sampleOrigin && (text === sampleOrigin || text.startsWith(`${sampleOrigin}/`)) ? text.slice(sampleOrigin.length) || "/" : text
  const published = (value: unknown): unknown => {
    if (typeof value === "string") return unlessSample(onSite(value))
    if (Array.isArray(value)) {
      const items = value.map(published).filter(item => item !== undefined)
      return items.length > 0 ? items : undefined
    }
    if (typeof value === "object" && value !== null) {
      const kept = Object.entries(value).map(([key, inner]) => [key, published(inner)] as const)
      return Object.fromEntries(kept.filter(([, inner]) => inner !== undefined))
    }
    return value
  }
  return published(data) as JsonLd
}

/** "01:45" → "PT1M45S" (ISO 8601, as schema.org wants durations). */
export function isoDuration(duration: string): string {
  const parts = duration.split(":").map(Number)
  const [hours, minutes, seconds] = parts.length === 3 ? parts : [0, ...parts]
  return `PT${hours ? `${hours}H` : ""}${minutes ? `${minutes}M` : ""}${seconds || (!hours && !minutes) ? `${seconds}S` : ""}`
}

const SCHEMA_BOOK_FORMATS: Record<string, string> = {
  Paperback: "https://schema.org/Paperback",
  Hardback: "https://schema.org/Hardcover",
  Ebook: "https://schema.org/EBook",
  Audiobook: "https://schema.org/AudiobookFormat",
}

const seriesId = (site: SiteFacts) => `${absoluteUrl(site.siteUrl, "/")}#series`
const organizationId = (site: SiteFacts) => `${absoluteUrl(site.siteUrl, "/")}#organization`
const bookId = (site: SiteFacts, slug: string) => `${absoluteUrl(site.siteUrl, bookPath(slug))}#book`
const personId = (site: SiteFacts) => `${absoluteUrl(site.siteUrl, PAGES.aboutTheAuthor.path)}#author`
const characterId = (site: SiteFacts, slug: string) => `${absoluteUrl(site.siteUrl, characterPath(slug))}#character`

/** The author, as the books and guides name them: the full Person is on the about-the-author page (`personJsonLd`). */
const authorReference = (site: SiteFacts): JsonLd => ({ "@type": "Person", "@id": personId(site), name: site.authorName })

export interface AuthorFacts {
  /** The short biography for the press. */
  description: string
  /** Absolute address of the author's photo. */
  image?: string
}

/** The author: named in site.json, described by the press biography, at home on the about-the-author page. */
export function personJsonLd(site: SiteFacts, facts: AuthorFacts): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "Person",
    "@id": personId(site),
    name: site.authorName,
    description: facts.description,
    ...(facts.image && { image: facts.image }),
    url: absoluteUrl(site.siteUrl, PAGES.aboutTheAuthor.path),
  }
}

/** The about-the-author page: a profile whose subject is the author. */
export function profilePageJsonLd(site: SiteFacts, facts: AuthorFacts): JsonLd {
  const { "@context": context, ...author } = personJsonLd(site, facts)
  return {
    "@context": context,
    "@type": "ProfilePage",
    url: absoluteUrl(site.siteUrl, PAGES.aboutTheAuthor.path),
    mainEntity: author,
  }
}

export interface TeachingGuideFacts {
  /** The book's slug. */
  book: string
  /** The page's title. */
  name: string
  description: string
  /** Who it suits ("Key stage 2 (ages 8 to 11)"). */
  educationalLevel: string
  /** Its address on this site. */
  path: string
}

/** A book's teaching guide: a discussion guide for teachers, about the book, by its author. */
export function learningResourceJsonLd(site: SiteFacts, facts: TeachingGuideFacts): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "LearningResource",
    name: facts.name,
    description: facts.description,
    url: absoluteUrl(site.siteUrl, facts.path),
    inLanguage: site.language,
    learningResourceType: "Discussion guide",
    educationalLevel: facts.educationalLevel,
    audience: { "@type": "EducationalAudience", educationalRole: "teacher", audienceType: "Teacher" },
    about: { "@type": "Book", "@id": bookId(site, facts.book) },
    isAccessibleForFree: true,
    author: authorReference(site),
  }
}

/** The series' own presence: who publishes the site, and where else it lives. */
export function organizationJsonLd(site: SiteFacts, logoUrl: string): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": organizationId(site),
    name: site.seriesName,
    url: absoluteUrl(site.siteUrl, "/"),
    logo: logoUrl,
    sameAs: site.social.map(profile => profile.url),
  }
}

export function webSiteJsonLd(site: SiteFacts): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    name: site.seriesName,
    url: absoluteUrl(site.siteUrl, "/"),
    description: site.description,
    inLanguage: site.language,
    publisher: { "@id": organizationId(site) },
  }
}

/** The trilogy, with each of its books in series order. */
export function bookSeriesJsonLd(site: SiteFacts, books: readonly Pick<BookFacts, "slug" | "number" | "label" | "title">[]): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "BookSeries",
    "@id": seriesId(site),
    name: site.seriesName,
    url: absoluteUrl(site.siteUrl, "/"),
    author: authorReference(site),
    hasPart: [...books]
      .sort((a, b) => a.number - b.number)
      .map(book => ({
        "@type": "Book",
        "@id": bookId(site, book.slug),
        name: `${book.label}: ${book.title}`,
        url: absoluteUrl(site.siteUrl, bookPath(book.slug)),
        position: book.number,
      })),
  }
}

/**
 * A book and its editions: format, ISBN, pages, price in pounds, where to buy it, when it
 * came out; who it is for. Sample values (an ISBN still "SAMPLE-…", a fact in sampleFacts)
 * are left out, so a search engine never shows a stand-in.
 */
export function bookJsonLd(site: SiteFacts, facts: BookFacts): JsonLd {
  const url = absoluteUrl(site.siteUrl, bookPath(facts.slug))
  const confirmed = <T>(name: string, value: T | null | undefined): T | undefined =>
    value === null || value === undefined || facts.sampleFacts?.includes(name) ? undefined : value
  const numberOfPages = confirmed("pageCount", facts.pageCount)
  const publisher = confirmed("publisher", facts.publisher)
  return {
    "@context": "https://schema.org",
    "@type": "Book",
    "@id": bookId(site, facts.slug),
    name: `${facts.label}: ${facts.title}`,
    url,
    description: facts.description,
    ...(facts.image && { image: facts.image }),
    ...(facts.releaseDate && { datePublished: facts.releaseDate }),
    author: authorReference(site),
    ...(publisher && { publisher: { "@type": "Organization", name: publisher } }),
    genre: facts.genre,
    inLanguage: site.language,
    ...(numberOfPages && { numberOfPages }),
    typicalAgeRange: `${facts.readingAge.min}-${facts.readingAge.max}`,
    audience: { "@type": "PeopleAudience", suggestedMinAge: facts.readingAge.min, suggestedMaxAge: facts.readingAge.max },
    position: facts.number,
    isPartOf: { "@type": "BookSeries", "@id": seriesId(site), name: site.seriesName },
    ...(facts.awards?.some(award => award.result === "won") && {
      award: facts.awards.filter(award => award.result === "won").map(award => `${award.name} ${award.year}`),
    }),
    ...(facts.characters &&
      facts.characters.length > 0 && {
        character: facts.characters.map(character => ({
          "@type": "Person",
          "@id": characterId(site, character.slug),
          name: character.name,
          url: absoluteUrl(site.siteUrl, characterPath(character.slug)),
        })),
      }),
    ...(facts.editions.length > 0 && {
      workExample: facts.editions.map(edition => {
        const isbn = publishedIsbn(edition.isbn)
        return {
          "@type": "Book",
          name: `${facts.label}: ${facts.title} (${edition.format})`,
          bookFormat: SCHEMA_BOOK_FORMATS[edition.format],
          datePublished: edition.releaseDate,
          ...(isbn && { isbn }),
          ...(numberOfPages && edition.format !== "Ebook" && edition.format !== "Audiobook" && { numberOfPages }),
          offers: {
            "@type": "Offer",
            price: edition.price.toFixed(2),
            priceCurrency: "GBP",
            url: edition.url,
            availability: "https://schema.org/InStock",
            seller: { "@type": "Organization", name: edition.retailer },
          },
        }
      }),
    }),
  }
}

export interface CharacterFacts {
  slug: string
  name: string
  /** What the first book they appear in says of them: nothing from a later book, which would spoil it. */
  description: string
  /** Absolute address of their picture; none while it is a stand-in. */
  image?: string
  /** Every book they appear in, in reading order. */
  books: readonly { slug: string; label: string; title: string }[]
}

/**
 * A character of the books, on their own page: schema.org has no type for a fictional character,
 * and the `character` of a CreativeWork is a Person, so a Person, the subject of the books they
 * appear in (each the book page's Book, by its @id), which name them back as their `character`.
 */
export function characterJsonLd(site: SiteFacts, facts: CharacterFacts): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "Person",
    "@id": characterId(site, facts.slug),
    name: facts.name,
    description: facts.description,
    url: absoluteUrl(site.siteUrl, characterPath(facts.slug)),
    ...(facts.image && { image: facts.image }),
    subjectOf: facts.books.map(book => ({
      "@type": "Book",
      "@id": bookId(site, book.slug),
      name: `${book.label}: ${book.title}`,
      url: absoluteUrl(site.siteUrl, bookPath(book.slug)),
    })),
  }
}

/**
 * A book's first chapter, free to read on its own page: a schema.org Chapter, part of the
 * book (the book page's Book, by its @id), by the author (the about page's Person, by its
 * @id), readable without paying.
 */
export function chapterJsonLd(
  site: SiteFacts,
  facts: { slug: string; label: string; title: string; chapterTitle: string; description: string; path: string; minutes: number },
): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "Chapter",
    name: facts.chapterTitle,
    url: absoluteUrl(site.siteUrl, facts.path),
    description: facts.description,
    position: 1,
    inLanguage: site.language,
    isAccessibleForFree: true,
    timeRequired: `PT${facts.minutes}M`,
    author: authorReference(site),
    isPartOf: {
      "@type": "Book",
      "@id": bookId(site, facts.slug),
      name: `${facts.label}: ${facts.title}`,
      url: absoluteUrl(site.siteUrl, bookPath(facts.slug)),
    },
  }
}

export interface NewsPostFacts {
  title: string
  summary: string
  /** YYYY-MM-DD. */
  date: string
  path: string
  /** Absolute address of its picture, served by this site; none while it is a stand-in. */
  image?: string
  /** The slug of the book it is about, if any. */
  book?: string | null
}

/**
 * A news post: a BlogPosting by the author (the about page's Person, by its @id), published by
 * the series' organisation, about its book (the book page's Book, by its @id) when it has one.
 */
export function blogPostingJsonLd(site: SiteFacts, facts: NewsPostFacts): JsonLd {
  const url = absoluteUrl(site.siteUrl, facts.path)
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: facts.title,
    description: facts.summary,
    url,
    mainEntityOfPage: url,
    datePublished: facts.date,
    ...(facts.image && { image: facts.image }),
    inLanguage: site.language,
    author: authorReference(site),
    publisher: { "@type": "Organization", "@id": organizationId(site), name: site.seriesName },
    ...(facts.book && { about: { "@type": "Book", "@id": bookId(site, facts.book) } }),
  }
}

/** The series guide's questions and answers. */
export function faqPageJsonLd(questions: readonly { question: string; answer: readonly string[] }[]): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: questions.map(entry => ({
      "@type": "Question",
      name: entry.question,
      acceptedAnswer: { "@type": "Answer", text: entry.answer.join(" ") },
    })),
  }
}

/**
 * The videos search engines are told of: only those whose YouTube id is real (a sample one has no
 * video to point to), each with its poster as thumbnail, or YouTube's own while the poster is a stand-in.
 */
export function videoObjectsJsonLd(
  videos: readonly (Omit<VideoFacts, "thumbnailUrl" | "embedUrl" | "url"> & { youtubeId: string; posterUrl?: string })[],
): JsonLd[] {
  return videos
    .filter(video => !isSample(video.youtubeId))
    .map(({ youtubeId, posterUrl, ...video }) =>
      videoObjectJsonLd({
        ...video,
        thumbnailUrl: posterUrl ?? youtubeThumbnailUrl(youtubeId),
        embedUrl: youtubeEmbedUrl(youtubeId),
        url: youtubeWatchUrl(youtubeId),
      }),
    )
}

export function videoObjectJsonLd(facts: VideoFacts): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "VideoObject",
    name: facts.title,
    description: facts.description,
    thumbnailUrl: facts.thumbnailUrl,
    uploadDate: facts.published,
    duration: isoDuration(facts.duration),
    embedUrl: facts.embedUrl,
    url: facts.url,
  }
}

/** Home › This page, for the pages that show that breadcrumb. */
export function breadcrumbListJsonLd(site: SiteFacts, trail: readonly { name: string; path: string }[]): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((step, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: step.name,
      item: absoluteUrl(site.siteUrl, step.path),
    })),
  }
}

export interface EventFacts {
  title: string
  description: string
  /** ISO 8601 with the place's offset ("2026-03-14T10:30:00+00:00"). */
  startDate: string
  endDate: string
  where: string
  place?: { name: string; address: string } | null
  audience: string
  /** The organiser's page, for tickets or details. */
  url: string
  /** The page on this site that lists it. */
  pagePath: string
}

/** An event open to the public, in person or online, with the author appearing at it. A sample event is never passed here. */
export function eventJsonLd(site: SiteFacts, facts: EventFacts): JsonLd {
  const online = facts.where === "Online"
  return {
    "@context": "https://schema.org",
    "@type": "Event",
    name: facts.title,
    description: facts.description,
    startDate: facts.startDate,
    endDate: facts.endDate,
    eventStatus: "https://schema.org/EventScheduled",
    eventAttendanceMode: online ? "https://schema.org/OnlineEventAttendanceMode" : "https://schema.org/OfflineEventAttendanceMode",
    location:
      online || !facts.place ? { "@type": "VirtualLocation", url: facts.url } : { "@type": "Place", name: facts.place.name, address: facts.place.address },
    audience: { "@type": "Audience", audienceType: facts.audience },
    performer: authorReference(site),
    organizer: { "@id": organizationId(site) },
    url: absoluteUrl(site.siteUrl, facts.pagePath),
    offers: { "@type": "Offer", url: facts.url },
  }
}
