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
  label: string
  title: string
  description: string
  releaseDate?: string | null
  readingAge: { min: number; max: number }
  genre: string
  editions: readonly Queries.BookEdition[]
  /** Absolute address of the cover picture. */
  image?: string
}

export interface VideoFacts {
  title: string
  description: string
  duration: string
  published: string
  /** Absolute address of the poster, served by this site. */
  thumbnailUrl: string
  embedUrl: string
  url: string
}

/** An address on the site, made absolute: "/shop" → "https://…/shop". */
export const absoluteUrl = (siteUrl: string, path: string): string => new URL(path, siteUrl).href

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
const bookId = (site: SiteFacts, slug: string) => `${absoluteUrl(site.siteUrl, `/${slug}`)}#book`

/** The series' own presence: who publishes the site, and where else it lives. */
export function organization(site: SiteFacts, logoUrl: string): JsonLd {
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

export function webSite(site: SiteFacts): JsonLd {
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
export function bookSeries(site: SiteFacts, books: readonly Pick<BookFacts, "slug" | "label" | "title">[]): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "BookSeries",
    "@id": seriesId(site),
    name: site.seriesName,
    url: absoluteUrl(site.siteUrl, "/"),
    author: { "@type": "Person", name: site.authorName },
    hasPart: books.map(book => ({
      "@type": "Book",
      "@id": bookId(site, book.slug),
      name: `${book.label}: ${book.title}`,
      url: absoluteUrl(site.siteUrl, `/${book.slug}`),
    })),
  }
}

/** A book and its editions: format, price in pounds, where to buy it, when it came out. */
export function book(site: SiteFacts, facts: BookFacts): JsonLd {
  const url = absoluteUrl(site.siteUrl, `/${facts.slug}`)
  return {
    "@context": "https://schema.org",
    "@type": "Book",
    "@id": bookId(site, facts.slug),
    name: `${facts.label}: ${facts.title}`,
    url,
    description: facts.description,
    ...(facts.image && { image: facts.image }),
    ...(facts.releaseDate && { datePublished: facts.releaseDate }),
    author: { "@type": "Person", name: site.authorName },
    genre: facts.genre,
    inLanguage: site.language,
    typicalAgeRange: `${facts.readingAge.min}-${facts.readingAge.max}`,
    isPartOf: { "@type": "BookSeries", "@id": seriesId(site), name: site.seriesName },
    ...(facts.editions.length > 0 && {
      workExample: facts.editions.map(edition => ({
        "@type": "Book",
        name: `${facts.label}: ${facts.title} (${edition.format})`,
        bookFormat: SCHEMA_BOOK_FORMATS[edition.format],
        datePublished: edition.releaseDate,
        ...(edition.isbn && { isbn: edition.isbn }),
        offers: {
          "@type": "Offer",
          price: edition.price.toFixed(2),
          priceCurrency: "GBP",
          url: edition.url,
          availability: "https://schema.org/InStock",
          seller: { "@type": "Organization", name: edition.retailer },
        },
      })),
    }),
  }
}

export function videoObject(facts: VideoFacts): JsonLd {
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
export function breadcrumbList(site: SiteFacts, trail: readonly { name: string; path: string }[]): JsonLd {
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
