/**
 * The content model: every kind of content in data/, declared once and used four ways. The
 * build checks data/ against it (validate.ts) and declares the GraphQL types from it
 * (graphql.ts), so page components get their TypeScript types (Queries.*) from it; build code
 * takes its types from it directly (z.infer); and `npm run schemas` writes the JSON Schemas that
 * give the author's editor completion and checks as they type (jsonSchemas.ts). A new field
 * reaches all four with one edit in its collection's module (collections/).
 *
 * This module lists the collections, each once: its file, its name and its checks across files
 * (run in the list's order: the books before what names a book or a character); each collection's
 * schema, type and checks are in collections/, all exported from here.
 */
import { metaOf, type ObjectSchema } from "./fields"
import { Artwork, artworkTagsExist, ColouringPage, colouringPageBooksExist, colouringPageCharactersExist } from "./collections/artwork"
import { Book, bookChecks, characterNamesAgree } from "./collections/books"
import { Event, eventChecks } from "./collections/events"
import { NewsPost, newsPostChecks } from "./collections/newsPosts"
import { AccessibilityStatement, Author, datedDocumentChecks, PrivacyPolicy, SeriesGuide } from "./collections/pages"
import { CharacterQuiz, quizChecks } from "./collections/quiz"
import { MerchandiseItem, MusicAlbum, RobloxItem, RobloxTShirt, Video } from "./collections/shopAndMedia"
import { Alias, featuredBooksExist, HeroSlide, SiteSettings } from "./collections/site"
import { TeachingGuide, teachingGuideChecks } from "./collections/teachingGuides"
import type { Collection } from "./collection"

export * from "./collections/artwork"
export * from "./collections/books"
export * from "./collections/events"
export * from "./collections/newsPosts"
export * from "./collections/pages"
export * from "./collections/quiz"
export * from "./collections/shopAndMedia"
export * from "./collections/site"
export * from "./collections/teachingGuides"
export type { Collection } from "./collection"

/** The GraphQL interface of the documents the author keeps dated (the privacy policy, the accessibility statement). */
export const DATED_DOCUMENT = "DatedDocument"

/** A Markdown entry's text below its front matter: "body" in messages, in GraphQL and in the web editor, as Decap CMS names it. */
export const MARKDOWN_BODY = "body"

const collection = (type: ObjectSchema, details: Omit<Collection, "name" | "type">): Collection => ({ name: String(metaOf(type).typeName), type, ...details })

export const collections: readonly Collection[] = [
  collection(SiteSettings, { label: "Site settings", file: "site/site.json", holds: "one", description: "the site's settings", checks: [featuredBooksExist] }),
  collection(Alias, { label: "Old addresses", file: "site/aliases.json", holds: "many", key: "from", description: "old addresses that lead to a page" }),
  collection(HeroSlide, { label: "Home page slides", file: "home/hero-slides.json", holds: "many", key: "slug", description: "the home page's slider" }),
  collection(Book, {
    label: "Books",
    file: "books/*/book.json",
    holds: "one",
    key: "slug",
    description: "a book of the series",
    checks: [bookChecks, characterNamesAgree],
  }),
  collection(SeriesGuide, {
    label: "Series guide",
    file: "series/guide.json",
    holds: "one",
    description: "the series guide for parents (its questions and answers)",
  }),
  collection(CharacterQuiz, {
    label: "Character quiz",
    file: "quiz/character-quiz.json",
    holds: "one",
    description: 'the quiz "Which character are you?" (its questions, answers and results)',
    checks: [quizChecks],
  }),
  collection(MerchandiseItem, { label: "Shop", file: "shop/merchandise.json", holds: "many", key: "slug", description: "the merchandise on the shop page" }),
  collection(Artwork, {
    label: "Artwork",
    file: "artwork/artwork.json",
    holds: "many",
    key: "slug",
    everyImageHasEntry: true,
    description: "the free artwork downloads",
    checks: [artworkTagsExist],
  }),
  collection(ColouringPage, {
    label: "Colouring pages",
    file: "artwork/colouring/colouring-pages.json",
    holds: "many",
    key: "slug",
    everyImageHasEntry: true,
    description: "the colouring pages, each printed as a PDF for teachers and children",
    checks: [colouringPageBooksExist, colouringPageCharactersExist],
  }),
  collection(Video, { label: "Videos", file: "videos/videos.json", holds: "many", key: "slug", description: "the videos page" }),
  collection(RobloxItem, { label: "Roblox clothing", file: "roblox/items.json", holds: "many", key: "slug", description: "the Roblox clothing for sale" }),
  collection(RobloxTShirt, {
    label: "Roblox T-shirts",
    file: "roblox/tshirts.json",
    holds: "many",
    key: "slug",
    everyImageHasEntry: true,
    description: "the free Roblox T-shirt images",
  }),
  collection(MusicAlbum, { label: "Music", file: "music/albums.json", holds: "many", key: "slug", description: "the music page's albums" }),
  collection(TeachingGuide, {
    label: "Teaching guides",
    file: "teaching-guides/*/teaching-guide.json",
    holds: "one",
    key: "book",
    description: "a published book's teaching guide for teachers and librarians",
    checks: [teachingGuideChecks],
  }),
  collection(Author, {
    label: "About the author",
    file: "author/author.json",
    holds: "one",
    description: "the about-the-author page, the questions children ask and the school visits",
  }),
  collection(NewsPost, {
    label: "News",
    file: "news/*/post.md",
    holds: "one",
    key: "slug",
    format: "markdown",
    description: "a news post, with its picture beside it",
    checks: [newsPostChecks],
  }),
  collection(Event, {
    label: "Events",
    file: "events/events.json",
    holds: "many",
    key: "slug",
    description: "the events page (signings, visits, launch parties, readings)",
    checks: [eventChecks],
  }),
  collection(PrivacyPolicy, {
    label: "Privacy policy",
    file: "pages/privacy-policy.json",
    holds: "one",
    nodeInterface: DATED_DOCUMENT,
    description: "the privacy policy",
    checks: [datedDocumentChecks(PrivacyPolicy)],
  }),
  collection(AccessibilityStatement, {
    label: "Accessibility statement",
    file: "pages/accessibility.json",
    holds: "one",
    nodeInterface: DATED_DOCUMENT,
    description: "the accessibility statement: what the site does for every reader, what does not work well yet, and how to ask for help",
    checks: [datedDocumentChecks(AccessibilityStatement)],
  }),
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
