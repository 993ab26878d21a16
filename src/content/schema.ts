/**
 * The content model: every kind of content in data/, declared once. The build validates
 * data/ against it (content/validate.ts), declares the GraphQL types from it
 * (content/graphql.ts) and names the JSON nodes by it (gatsby-config.ts). Page
 * components get their TypeScript types from the GraphQL schema (Queries.*), so the
 * three cannot drift apart.
 */
import { boolean, choice, date, duration, email, image, integer, isbn, list, object, optional, path, price, slug, text, url, type ObjectType } from "./fields"

export interface Collection {
  /** The GraphQL node type (`Book` is queried as `book` and `allBook`). */
  type: ObjectType
  /** Where its JSON lives, relative to data/. `*` stands for one folder name. */
  file: string
  /** A file holding one entry (an object) or many (an array). */
  holds: "one" | "many"
  /** The field that names an entry in messages; it must be unique across the collection. */
  key?: string
  /** Every image file in the JSON file's folder must belong to an entry. */
  everyImageHasEntry?: boolean
  /** Shown with a problem in this file: what the file is for. */
  description: string
}

export const BOOK_FORMATS = ["Paperback", "Ebook", "Hardback", "Audiobook"] as const
export const SOCIAL_NETWORKS = ["YouTube", "Instagram", "TikTok", "Facebook", "X", "Spotify"] as const

/**
 * The parents' guide's categories, in the order a book page shows them, with the heading
 * each has there: the ones parents know from Common Sense Media and the BBFC.
 */
export const PARENTS_GUIDE_TOPICS = {
  peril: "Scary scenes and peril",
  violence: "Violence",
  upsetting: "Sad or upsetting moments",
  language: "Language",
  "history-and-science": "Real history and science",
} as const
export type ParentsGuideTopic = keyof typeof PARENTS_GUIDE_TOPICS
export const CONTENT_LEVELS = ["none", "mild", "moderate"] as const

/** A book's facts that may hold a stand-in until the author confirms them (`sampleFacts`). */
export const SAMPLEABLE_BOOK_FACTS = ["pageCount", "wordCount", "publisher"] as const

const link = (name: string) => object(name, { label: text(), to: text() })

export const SiteSettings: ObjectType = {
  name: "SiteSettings",
  fields: {
    seriesName: text(),
    tagline: text(),
    description: text(),
    siteUrl: url(),
    language: text(),
    /** The books' author, for search engines' book listings. */
    authorName: text(),
    contactEmail: email(),
    merchandiseShopUrl: url(),
    newsletter: object("NewsletterSettings", {
      formAction: url(),
      /** The form field the mailing-list service reads the e-mail address from (Mailchimp's is EMAIL). */
      emailField: text(),
      honeypotField: text(),
      /** Below this age a child is asked to let a parent sign up (also the privacy policy's age). */
      minimumAge: integer(1),
    }),
    social: list(object("SocialProfile", { network: choice(...SOCIAL_NETWORKS), url: url() }), 1),
    featuredBooks: list(slug(), 1),
    behaviour: object("SiteBehaviour", {
      stickyHeaderOffset: integer(0),
      sliderAutoplayMs: integer(1000),
      sliderTransitionMs: integer(0),
      albumEmbedHeight: integer(80),
      consentCookieName: text(),
      consentCookieDays: integer(1),
      acceptOnScroll: boolean(),
      acceptOnScrollPercent: integer(1, 100),
    }),
  },
}

export const Alias: ObjectType = {
  name: "Alias",
  fields: { from: path(), to: path() },
}

export const HeroSlide: ObjectType = {
  name: "HeroSlide",
  fields: {
    slug: slug(),
    eyebrow: text(),
    heading: text(),
    text: text(),
    image: image(),
    alt: text(),
    link: link("HeroSlideLink"),
  },
}

export const Book: ObjectType = {
  name: "Book",
  fields: {
    slug: slug(),
    number: integer(1),
    label: text(),
    title: text(),
    status: choice("published", "coming-soon"),
    tagline: text(),
    releaseDate: optional(date()),
    releaseNote: optional(text()),
    cover: image(),
    coverAlt: text(),
    synopsis: list(text(), 1),
    readingAge: object("ReadingAge", { min: integer(0), max: integer(0) }),
    genre: text(),
    info: list(object("BookInfo", { label: text(), value: text() })),
    editions: list(
      object("BookEdition", {
        format: choice(...BOOK_FORMATS),
        releaseDate: date(),
        price: price(),
        retailer: text(),
        url: url(),
        /** ISBN-13; "SAMPLE-…" while the author does not have it (shown as "to come", never in structured data). */
        isbn: optional(isbn()),
      }),
    ),
    buyButton: optional(object("BookBuyButton", { format: choice(...BOOK_FORMATS), fromPrice: price() })),
    editionsShownFrom: optional(slug()),
    pageCount: optional(integer(1)),
    /** Approximate: the page says "about 32,000". */
    wordCount: optional(integer(1)),
    publisher: optional(text()),
    /** Which of pageCount, wordCount and publisher are stand-ins: the build lists them, structured data leaves them out. */
    sampleFacts: optional(list(choice(...SAMPLEABLE_BOOK_FACTS))),
    /** For parents: each category of PARENTS_GUIDE_TOPICS once, and what the book is good for. */
    parentsGuide: optional(
      object("ParentsGuide", {
        summary: text(),
        topics: list(object("ParentsGuideEntry", { topic: choice(...Object.keys(PARENTS_GUIDE_TOPICS)), level: choice(...CONTENT_LEVELS), text: text() }), 1),
        goodFor: list(object("ParentsGuideStrength", { heading: text(), text: text() }), 1),
      }),
    ),
    /** What happened in the book before, for readers coming back after a while; shown behind a spoiler warning. */
    recap: optional(list(text(), 1)),
    /** A book not out yet: the sign-up for its launch, in the mailing-list service's group (interest) field. */
    launchSignup: optional(object("BookLaunchSignup", { heading: text(), text: text(), groupField: text(), groupValue: text() })),
    characters: list(
      object("BookCharacter", {
        slug: slug(),
        name: text(),
        role: text(),
        image: image(),
        alt: text(),
        description: text(),
      }),
    ),
    imageWorkflow: optional(
      object("BookImageWorkflow", {
        heading: text(),
        imageCount: integer(1),
        paragraphs: list(text(), 1),
        steps: list(object("BookWorkflowStep", { title: text(), text: text() })),
      }),
    ),
    gallery: list(object("BookGalleryImage", { image: image(), alt: text(), caption: text() })),
  },
}

/** The series guide page: an introduction, then the questions parents ask, answered. */
export const SeriesGuide: ObjectType = {
  name: "SeriesGuide",
  fields: {
    intro: list(text(), 1),
    questions: list(object("SeriesQuestion", { slug: slug(), question: text(), answer: list(text(), 1) }), 1),
  },
}

export const MerchandiseItem: ObjectType = {
  name: "MerchandiseItem",
  fields: {
    slug: slug(),
    name: text(),
    price: price(),
    description: text(),
    url: url(),
    image: image(),
    alt: text(),
  },
}

export const Artwork: ObjectType = {
  name: "Artwork",
  fields: { slug: slug(), title: text(), alt: text(), image: image() },
}

export const Video: ObjectType = {
  name: "Video",
  fields: {
    slug: slug(),
    title: text(),
    description: text(),
    youtubeId: text(),
    duration: duration(),
    quality: choice("HD", "SD", "4K"),
    published: date(),
    isNew: boolean(),
    poster: image(),
    posterAlt: text(),
  },
}

export const RobloxItem: ObjectType = {
  name: "RobloxItem",
  fields: {
    slug: slug(),
    name: text(),
    priceRobux: integer(1),
    url: url(),
    image: image(),
    alt: text(),
  },
}

export const RobloxTShirt: ObjectType = {
  name: "RobloxTShirt",
  fields: {
    slug: slug(),
    title: text(),
    theme: text(),
    image: image([".png"]),
    alt: text(),
  },
}

export const MusicAlbum: ObjectType = {
  name: "MusicAlbum",
  fields: {
    slug: slug(),
    title: text(),
    description: text(),
    /** The streaming service the player and the link come from, as visitors know it ("Spotify"). */
    service: text(),
    embedUrl: url(),
    url: url(),
  },
}

export const PrivacyPolicy: ObjectType = {
  name: "PrivacyPolicy",
  fields: {
    lastUpdated: date(),
    summary: list(text(), 1),
    sections: list(
      object("PrivacyPolicySection", {
        slug: slug(),
        heading: text(),
        paragraphs: list(text(), 1),
        points: optional(list(text())),
      }),
      1,
    ),
  },
}

/**
 * The names the privacy policy's text may use in braces, filled in from the site's
 * settings so that each fact stays in one place: {email} (a mail link), {minimumAge},
 * {consentCookieDays}.
 */
export const POLICY_TOKENS = ["email", "minimumAge", "consentCookieDays"] as const

export const collections: readonly Collection[] = [
  { type: SiteSettings, file: "site/site.json", holds: "one", description: "the site's settings" },
  { type: Alias, file: "site/aliases.json", holds: "many", key: "from", description: "old addresses that lead to a page" },
  { type: HeroSlide, file: "home/hero-slides.json", holds: "many", key: "slug", description: "the home page's slider" },
  { type: Book, file: "books/*/book.json", holds: "one", key: "slug", description: "a book of the series" },
  { type: SeriesGuide, file: "series/guide.json", holds: "one", description: "the series guide for parents (its questions and answers)" },
  { type: MerchandiseItem, file: "shop/merchandise.json", holds: "many", key: "slug", description: "the merchandise on the shop page" },
  { type: Artwork, file: "artwork/artwork.json", holds: "many", key: "slug", everyImageHasEntry: true, description: "the free artwork downloads" },
  { type: Video, file: "videos/videos.json", holds: "many", key: "slug", description: "the videos page" },
  { type: RobloxItem, file: "roblox/items.json", holds: "many", key: "slug", description: "the Roblox clothing for sale" },
  { type: RobloxTShirt, file: "roblox/tshirts.json", holds: "many", key: "slug", everyImageHasEntry: true, description: "the free Roblox T-shirt images" },
  { type: MusicAlbum, file: "music/albums.json", holds: "many", key: "slug", description: "the music page's albums" },
  { type: PrivacyPolicy, file: "pages/privacy-policy.json", holds: "one", description: "the privacy policy" },
]

/** The collection a JSON file under data/ belongs to, by its path relative to data/. */
export function collectionFor(relativePath: string): Collection | undefined {
  const normalised = relativePath.split("\\").join("/")
  return collections.find(collection => {
    const pattern = collection.file.split("*").map(escapeRegExp).join("[^/]+")
    return new RegExp(`^${pattern}$`).test(normalised)
  })
}

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
}
