/**
 * The content model: every kind of content in data/, declared once and used four ways. The
 * build checks data/ against it (content/validate.ts) and declares the GraphQL types from it
 * (content/graphql.ts), so page components get their TypeScript types (Queries.*) from it;
 * build code takes its types from it directly (z.infer); and `npm run schemas` writes the
 * JSON Schemas that give the author's editor completion and checks as they type
 * (content/jsonSchemas.ts). A new field reaches all four with one edit here.
 */
import type { z } from "zod"
import {
  altText,
  boolean,
  choice,
  date,
  dateTime,
  decimal,
  described,
  metaOf,
  duration,
  email,
  image,
  integer,
  isbn,
  lexile,
  list,
  object,
  optional,
  paragraph,
  path,
  price,
  puzzleWord,
  slug,
  text,
  timeZone,
  url,
  type ObjectSchema,
} from "./fields"

export interface Collection {
  /** The GraphQL node type (`Book` is queried as `book` and `allBook`), also the collection's name in messages. */
  name: string
  type: ObjectSchema
  /** Where its JSON lives, relative to data/. `*` stands for one folder name. */
  file: string
  /** A file holding one entry (an object) or many (an array). */
  holds: "one" | "many"
  /** The field that names an entry in messages; it must be unique across the collection. */
  key?: string
  /**
   * "markdown": each file is one entry written in Markdown, its fields in the front matter and
   * its text below them (content/frontMatter.ts, content/newsText.ts), not JSON.
   */
  format?: "markdown"
  /** Every image file in the JSON file's folder must belong to an entry. */
  everyImageHasEntry?: boolean
  /** Its name in the web editor's list of collections ("Videos"). */
  label: string
  /** Shown with a problem in this file, and in the author's editor: what the file is for. */
  description: string
}

/** A Markdown entry's text below its front matter: "body" in messages, in GraphQL and in the web editor, as Decap CMS names it. */
export const MARKDOWN_BODY = "body"

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
const PARENTS_GUIDE_TOPIC_NAMES = Object.keys(PARENTS_GUIDE_TOPICS) as [ParentsGuideTopic, ...ParentsGuideTopic[]]
export const CONTENT_LEVELS = ["none", "mild", "moderate"] as const

/**
 * The UK's book band colours, as schools band their reading books (Lilac to Lime, then the
 * bands some schemes add above Lime), in order from the first books a child reads.
 */
export const BOOK_BANDS = [
  "Lilac",
  "Pink",
  "Red",
  "Yellow",
  "Blue",
  "Green",
  "Orange",
  "Turquoise",
  "Purple",
  "Gold",
  "White",
  "Lime",
  "Brown",
  "Grey",
  "Dark Blue",
  "Dark Red",
] as const

/**
 * Accelerated Reader's interest levels: who the content suits, beside the ATOS book level, which
 * says how hard the text is. LY lower years (ages 5 to 8), MY middle years (9 to 13), MY+ (12 and
 * up), UY upper years (14 and up).
 */
export const ATOS_INTEREST_LEVELS = ["LY", "MY", "MY+", "UY"] as const

/** How a book did for an award: won it, or was on its shortlist or longlist. */
export const AWARD_RESULTS = ["won", "shortlisted", "longlisted"] as const

/** A book's facts that may hold a stand-in until the author confirms them (`sampleFacts`). */
export const SAMPLEABLE_BOOK_FACTS = ["pageCount", "wordCount", "publisher"] as const

const link = (name: string) => object(name, { label: text(), to: text() })

export const SiteSettings = object("SiteSettings", {
  seriesName: text(),
  tagline: text(),
  description: paragraph(),
  siteUrl: url(),
  language: text(),
  authorName: described(text(), "The books' author, for search engines' book listings."),
  contactEmail: email(),
  merchandiseShopUrl: url(),
  newsletter: object("NewsletterSettings", {
    formAction: url(),
    emailField: described(text(), "The form field the mailing-list service reads the e-mail address from (Mailchimp's is EMAIL)."),
    honeypotField: text(),
    minimumAge: described(integer(1), "Below this age a child is asked to let a parent sign up (also the privacy policy's age)."),
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
})

export const Alias = object("Alias", { from: path(), to: path() })

export const HeroSlide = object("HeroSlide", {
  slug: slug(),
  eyebrow: text(),
  heading: text(),
  text: paragraph(),
  image: image(),
  alt: altText(),
  link: link("HeroSlideLink"),
})

export const Book = object("Book", {
  slug: slug(),
  number: integer(1),
  label: text(),
  title: text(),
  status: choice("published", "coming-soon"),
  tagline: text(),
  releaseDate: optional(date()),
  releaseNote: optional(paragraph()),
  cover: image(),
  coverAlt: altText(),
  synopsis: list(paragraph(), 1),
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
      isbn: described(optional(isbn()), 'ISBN-13; "SAMPLE-…" while the author does not have it (shown as "to come", never in structured data).'),
    }),
  ),
  buyButton: optional(object("BookBuyButton", { format: choice(...BOOK_FORMATS), fromPrice: price() })),
  editionsShownFrom: optional(slug()),
  pageCount: optional(integer(1)),
  wordCount: described(optional(integer(1)), 'Approximate: the page says "about 32,000".'),
  publisher: optional(text()),
  sampleFacts: described(
    optional(list(choice(...SAMPLEABLE_BOOK_FACTS))),
    "Which of pageCount, wordCount and publisher are stand-ins: the build lists them, structured data leaves them out.",
  ),
  reviews: described(
    optional(
      list(
        object("BookReview", {
          quote: described(paragraph(), "The words of the review, exactly as published (without quotation marks: the page adds them)."),
          source: described(text(), 'Who said it and where: "The Bookseller", "Jane Smith, Library Journal".'),
          url: described(optional(url()), "The review online, if it is (https://…): the source becomes a link to it."),
        }),
        1,
      ),
    ),
    "Quotes from published reviews, each with its source. Only real quotes: leave the field out until there is one.",
  ),
  awards: described(
    optional(
      list(
        object("BookAward", {
          name: described(text(), 'The award\'s name as it is known: "The Blue Peter Book Awards".'),
          year: described(integer(1900, 2100), "The year of the award, for example 2025."),
          result: described(choice(...AWARD_RESULTS), "won, shortlisted or longlisted."),
        }),
        1,
      ),
    ),
    "Awards the book won or was shortlisted or longlisted for. Leave the field out until there is one.",
  ),
  readingLevels: described(
    optional(
      object("BookReadingLevels", {
        bookBand: described(optional(choice(...BOOK_BANDS)), "The book band colour schools give it, as its publisher or a banding scheme lists it."),
        atos: described(
          optional(
            object("BookAtosLevel", {
              level: described(
                decimal({ min: 0.1, max: 13.5, places: 1, example: "4.8" }),
                "The ATOS book level from Accelerated Reader's BookFinder, such as 4.8.",
              ),
              interestLevel: described(optional(choice(...ATOS_INTEREST_LEVELS)), "Accelerated Reader's interest level: LY, MY, MY+ or UY."),
            }),
          ),
          "Accelerated Reader (AR): the book's ATOS level, and its interest level if listed.",
        ),
        lexile: described(optional(lexile()), 'The Lexile measure, such as "650L", as the Lexile Find a Book listing gives it.'),
      }),
    ),
    "Official reading levels as schools use them (a book band, the ATOS level of Accelerated Reader, the Lexile measure). Only published figures, never estimates: leave out what the book does not have.",
  ),
  parentsGuide: described(
    optional(
      object("ParentsGuide", {
        summary: paragraph(),
        topics: list(object("ParentsGuideEntry", { topic: choice(...PARENTS_GUIDE_TOPIC_NAMES), level: choice(...CONTENT_LEVELS), text: paragraph() }), 1),
        goodFor: list(object("ParentsGuideStrength", { heading: text(), text: paragraph() }), 1),
      }),
    ),
    `For parents: each category (${PARENTS_GUIDE_TOPIC_NAMES.join(", ")}) once, and what the book is good for.`,
  ),
  recap: described(optional(list(paragraph(), 1)), "What happened in the book before, for readers coming back after a while; shown behind a spoiler warning."),
  launchSignup: described(
    optional(
      object("BookLaunchSignup", {
        heading: text(),
        text: paragraph(),
        groupField: described(text(), "The name of the launch's group (interest) field in the mailing-list service's form code, such as group[12345][1]."),
        groupValue: text(),
      }),
    ),
    "A book not out yet: the sign-up for its launch, in the mailing-list service's group (interest) field.",
  ),
  launchParty: described(
    optional(
      object("BookLaunchParty", {
        letter: described(list(paragraph(), 1), "The author's letter to the readers at a launch party, a paragraph an item; the kit signs it with authorName."),
        games: described(
          list(
            object("LaunchPartyGame", {
              title: text(),
              players: described(text(), 'Who plays and how many, for example "Teams of four to six".'),
              steps: described(list(paragraph(), 1), "How to run it, a step an item, with nothing to prepare beforehand."),
            }),
            1,
          ),
          "Games a librarian or teacher can run at the party with no preparation.",
        ),
      }),
    ),
    "A book not out yet: the launch party kit (a PDF for libraries and schools, with a quiz on the books before it) is made once the book has a releaseDate.",
  ),
  firstChapter: described(
    optional(
      object("BookFirstChapter", {
        file: described(text(), 'The chapter as Markdown, beside book.json ("first-chapter.md"): "# " and its title on the first line, then its text.'),
        nextChapterTeaser: described(paragraph(), "A line or two shown after the chapter to make a reader want the next one (no spoilers)."),
      }),
    ),
    "The first chapter, to read free on its own page (/<slug>/first-chapter).",
  ),
  characters: list(
    object("BookCharacter", {
      slug: slug(),
      name: text(),
      role: text(),
      image: image(),
      alt: altText(),
      description: paragraph(),
    }),
  ),
  imageWorkflow: optional(
    object("BookImageWorkflow", {
      heading: text(),
      imageCount: integer(1),
      paragraphs: list(paragraph(), 1),
      steps: list(object("BookWorkflowStep", { title: text(), text: paragraph() })),
    }),
  ),
  gallery: list(object("BookGalleryImage", { image: image(), alt: altText(), caption: text() })),
})

/** The series guide page: an introduction, then the questions parents ask, answered. */
export const SeriesGuide = object("SeriesGuide", {
  intro: list(paragraph(), 1),
  questions: list(object("SeriesQuestion", { slug: slug(), question: text(), answer: list(paragraph(), 1) }), 1),
})

/** The number of questions the character quiz asks: long enough to mean something, short enough for a phone. */
export const QUIZ_QUESTIONS = { min: 6, max: 8 } as const

/**
 * "Which character are you?": each answer points to a character, and the character most
 * answers point to is the result (a tie goes to the one chosen last; see scoreQuiz.ts).
 * The results name characters of the books, whose name and picture come from there.
 */
export const CharacterQuiz = object("CharacterQuiz", {
  intro: described(list(paragraph(), 1), "The paragraphs at the top of the quiz page."),
  questions: described(
    list(
      object("QuizQuestion", {
        slug: slug(),
        question: text(),
        answers: described(
          list(
            object("QuizAnswer", {
              text: text(),
              character: described(slug(), "The slug of the character this answer points to; it must be one of the results."),
            }),
            3,
          ),
          "At least three answers; best, one for each result.",
        ),
      }),
      1,
    ),
    `${QUIZ_QUESTIONS.min} to ${QUIZ_QUESTIONS.max} questions, in the order the quiz asks them.`,
  ),
  results: described(
    list(
      object("QuizResult", {
        character: described(slug(), "The character's slug, as in the book's characters list."),
        book: described(slug(), "The book whose characters list gives the result its name and picture; the result links to the character's own page."),
        line: described(paragraph(), 'A warm sentence or two for the reader who gets this character ("You\'re a Rexi: …").'),
      }),
      2,
    ),
    "The characters the quiz can give; a tie goes to the one the reader chose last.",
  ),
})

export const MerchandiseItem = object("MerchandiseItem", {
  slug: slug(),
  name: text(),
  price: price(),
  description: paragraph(),
  url: url(),
  image: image(),
  alt: altText(),
})

/** Stands in a picture's `books` for the whole series: a picture of no one book (a poster of the trilogy, a character seen in every book). */
export const SERIES_TAG = "series"

export const Artwork = object("Artwork", {
  slug: slug(),
  title: text(),
  alt: altText(),
  image: image(),
  books: described(
    list(slug(), 1),
    `The books the picture comes from, by their slugs (the folder names in data/books), as many as are true; "${SERIES_TAG}" for a picture of the whole series rather than one book. The artwork page has a filter for each book.`,
  ),
  // Optional rather than an empty list: the web editor refuses a required list left empty, and a landscape shows nobody.
  characters: described(
    optional(list(slug())),
    "The characters the picture shows, by their slugs in the books' character lists (the same slug in two books is the same character). Leave it out for a picture of no character. The artwork page has a filter for each character.",
  ),
})

/** A picture to colour in: black line art on white, printed as a PDF page by the build (src/downloads/colouringPages.ts). */
export const ColouringPage = object("ColouringPage", {
  slug: slug(),
  title: text(),
  book: described(optional(slug()), "The slug of the book the picture belongs to (it is listed with that book); leave it out for the whole series."),
  characters: described(
    optional(list(slug(), 1)),
    "The characters the picture shows, by their slugs in the books' character lists: each character's page offers it. Leave it out for a picture of no character.",
  ),
  image: described(
    image([".png", ".jpg", ".jpeg"]),
    "Black outlines on white, with large closed areas to colour; A4 portrait shape, about 2480 × 3508 pixels (A4 at 300 dpi).",
  ),
  alt: altText(),
})

export const Video = object("Video", {
  slug: slug(),
  title: text(),
  description: paragraph(),
  youtubeId: described(text(), "The video's id on YouTube: the part of its address after watch?v=."),
  duration: duration(),
  quality: choice("HD", "SD", "4K"),
  published: date(),
  isNew: boolean(),
  poster: image(),
  posterAlt: altText(),
})

export const RobloxItem = object("RobloxItem", {
  slug: slug(),
  name: text(),
  priceRobux: integer(1),
  url: url(),
  image: image(),
  alt: altText(),
})

export const RobloxTShirt = object("RobloxTShirt", {
  slug: slug(),
  title: text(),
  theme: text(),
  image: image([".png"]),
  alt: altText(),
})

export const MusicAlbum = object("MusicAlbum", {
  slug: slug(),
  title: text(),
  description: paragraph(),
  service: described(text(), 'The streaming service the player and the link come from, as visitors know it ("Spotify").'),
  embedUrl: url(),
  url: url(),
})

/** A section of a page the author writes as a document: a heading, paragraphs and an optional list. */
const DocumentSection = object("DocumentSection", {
  slug: slug(),
  heading: text(),
  paragraphs: list(paragraph(), 1),
  points: optional(list(paragraph())),
})

/** A page the author keeps up to date as a dated document: the privacy policy, the accessibility statement. */
const datedDocument = (name: string, what: string) =>
  object(name, {
    firstPublished: described(date(), `The day the ${what} first appeared on the site, written as YYYY-MM-DD. It stays as it is when the ${what} changes.`),
    lastUpdated: described(date(), `The day the ${what}'s text last changed, written as YYYY-MM-DD: change it to that day whenever you change the text.`),
    summary: list(paragraph(), 1),
    sections: list(DocumentSection, 1),
  })

export const PrivacyPolicy = datedDocument("PrivacyPolicy", "policy")
export const AccessibilityStatement = datedDocument("AccessibilityStatement", "statement")

/** The school subjects a classroom activity can serve, as the teaching guides name them. */
export const ACTIVITY_SUBJECTS = ["reading", "writing", "science", "history", "geography", "art-and-design", "maths", "computing"] as const

/** A teaching guide for a published book: for teachers and librarians, and the printable guide and word search made from it. */
export const TeachingGuide = object("TeachingGuide", {
  book: described(slug(), "The slug of the book this guide is for (its folder in data/books/); the guide's own folder has the same name."),
  summary: described(paragraph(), "For a teacher: what the guide offers and how to use it with a class."),
  ages: described(text(), 'Who it suits, for example "Key stage 2 (ages 7 to 11)".'),
  discussion: described(
    list(
      object("TeachingGuideDiscussion", {
        chapters: described(text(), 'Which chapters the questions are about, for example "Chapters 1 to 4".'),
        heading: text(),
        questions: list(paragraph(), 1),
      }),
      1,
    ),
    "Discussion questions, grouped by the chapters a class has read.",
  ),
  vocabulary: described(
    list(object("TeachingGuideWord", { word: puzzleWord(), definition: described(paragraph(), "What it means, in words a child knows.") }), 8),
    "Key words from the book with a child-friendly meaning; the printable word search hides these words.",
  ),
  activities: described(
    list(
      object("TeachingGuideActivity", {
        slug: slug(),
        title: text(),
        subject: choice(...ACTIVITY_SUBJECTS),
        curriculumLink: described(paragraph(), "Which part of England's national curriculum (key stage 2) the activity serves."),
        text: described(paragraph(), "What the class does, in a sentence or two."),
        steps: list(paragraph(), 1),
      }),
      1,
    ),
    "Classroom activities, each with its subject and curriculum link.",
  ),
})

/**
 * A news post (data/news/<slug>/post.md): these fields in its front matter, then its text in
 * Markdown (content/newsText.ts says what it may hold). Shown on /news, on its own page, in the
 * feed, and on the home page and its book's page.
 */
export const NewsPost = object("NewsPost", {
  slug: described(slug(), "The post's short name, in its address (/news/<slug>); the same as its folder's name."),
  title: text(),
  date: described(date(), "The day the post is published, written as YYYY-MM-DD: the newest post comes first."),
  summary: described(paragraph(), "A sentence or two on what the post says: shown on the news page, in link previews and in the feed."),
  image: described(image(), "The post's picture, beside it in its folder: shown with the post, on the news page and in link previews."),
  alt: altText(),
  book: described(
    optional(slug()),
    "The slug of the book the post is about (its folder in data/books/): the post is shown on that book's page too. Leave it out for news of the whole series.",
  ),
})

/** The author: the about-the-author page, the questions children ask, and school and library visits. The author's name is authorName in site/site.json. */
export const Author = object("Author", {
  photo: described(image(), "A photo of the author, beside this file."),
  photoAlt: altText(),
  photoCaption: described(optional(text()), "Shown under the photo; while the photo is the drawn stand-in, it says so."),
  childBio: described(list(paragraph(), 1), "The author's story, written for children (for school reports)."),
  pressBio: described(list(paragraph(), 1), "A short biography for the press and for event listings."),
  questions: described(
    list(object("AuthorQuestion", { slug: slug(), question: text(), answer: list(paragraph(), 1) }), 1),
    "The questions children ask the author, answered in the author's own voice.",
  ),
  visits: object("AuthorVisits", {
    intro: described(paragraph(), "What the author offers schools and libraries."),
    formats: list(
      object("AuthorVisitFormat", {
        slug: slug(),
        title: text(),
        text: paragraph(),
        audience: described(text(), 'Who it is for, for example "Years 3 to 6 (ages 7 to 11)".'),
        length: described(text(), 'How long it takes, for example "About an hour".'),
        where: choice("In person", "Online", "In person or online"),
      }),
      1,
    ),
    preparation: described(list(paragraph(), 1), "What a school or library needs to prepare."),
    emailSubject: described(text(), "The subject line of the e-mail a teacher starts from the visits page (sent to contactEmail in site/site.json)."),
  }),
})

/** The kinds of event the events page lists. */
export const EVENT_KINDS = ["Signing", "School visit", "Library visit", "Launch party", "Online reading"] as const

/** An event open to the public: a signing, a school or library visit, a launch party, an online reading. */
export const Event = object("Event", {
  slug: described(slug(), "Names the event's calendar file (/downloads/event-<slug>.ics): keep it once the event is announced."),
  title: text(),
  kind: choice(...EVENT_KINDS),
  start: described(dateTime(), 'When it starts, on the clock of the place, written as YYYY-MM-DDTHH:MM: "2026-03-14T10:30".'),
  end: described(dateTime(), "When it ends, the same way; after the start."),
  timeZone: described(timeZone(), 'The time zone of the place (an IANA name): "Europe/London" for the UK. Online events: the zone the times are written in.'),
  where: choice("In person", "Online"),
  place: described(
    optional(object("EventPlace", { name: text(), address: paragraph() })),
    "Where it happens, for an event in person (the venue's name and its address); leave it out for one online.",
  ),
  audience: described(text(), 'Who it is for, for example "Families with children aged 8 to 12".'),
  description: paragraph(),
  url: described(url(), "The organiser's page, to book tickets or read the details."),
  bookingRequired: described(boolean(), "true when people must book a place (free or paid) before they come."),
  sample: described(
    optional(boolean()),
    "true for a sample event, which shows how the page looks: marked as a sample on the page, kept out of search engines, listed by the launch check. Delete it before launch.",
  ),
})

/**
 * The names the privacy policy's and the accessibility statement's text may use in braces, filled in from the site's
 * settings so that each fact stays in one place: {email} (a mail link), {minimumAge},
 * {consentCookieDays}.
 */
export const POLICY_TOKENS = ["email", "minimumAge", "consentCookieDays"] as const

/** Build code's view of the files it reads itself: before the content is sourced (gatsby-config.ts, siteSettings.ts), or to make downloads (src/downloads/). */
export type SiteSettingsEntry = z.infer<typeof SiteSettings>
export type AliasEntry = z.infer<typeof Alias>
export type ArtworkEntry = z.infer<typeof Artwork>
export type BookEntry = z.infer<typeof Book>
export type ColouringPageEntry = z.infer<typeof ColouringPage>
export type TeachingGuideEntry = z.infer<typeof TeachingGuide>
export type AuthorEntry = z.infer<typeof Author>
export type NewsPostEntry = z.infer<typeof NewsPost>
export type EventEntry = z.infer<typeof Event>

const collection = (type: ObjectSchema, details: Omit<Collection, "name" | "type">): Collection => ({ name: String(metaOf(type).typeName), type, ...details })

export const collections: readonly Collection[] = [
  collection(SiteSettings, { label: "Site settings", file: "site/site.json", holds: "one", description: "the site's settings" }),
  collection(Alias, { label: "Old addresses", file: "site/aliases.json", holds: "many", key: "from", description: "old addresses that lead to a page" }),
  collection(HeroSlide, { label: "Home page slides", file: "home/hero-slides.json", holds: "many", key: "slug", description: "the home page's slider" }),
  collection(Book, { label: "Books", file: "books/*/book.json", holds: "one", key: "slug", description: "a book of the series" }),
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
  }),
  collection(MerchandiseItem, { label: "Shop", file: "shop/merchandise.json", holds: "many", key: "slug", description: "the merchandise on the shop page" }),
  collection(Artwork, {
    label: "Artwork",
    file: "artwork/artwork.json",
    holds: "many",
    key: "slug",
    everyImageHasEntry: true,
    description: "the free artwork downloads",
  }),
  collection(ColouringPage, {
    label: "Colouring pages",
    file: "artwork/colouring/colouring-pages.json",
    holds: "many",
    key: "slug",
    everyImageHasEntry: true,
    description: "the colouring pages, each printed as a PDF for teachers and children",
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
  }),
  collection(Event, {
    label: "Events",
    file: "events/events.json",
    holds: "many",
    key: "slug",
    description: "the events page (signings, visits, launch parties, readings)",
  }),
  collection(PrivacyPolicy, { label: "Privacy policy", file: "pages/privacy-policy.json", holds: "one", description: "the privacy policy" }),
  collection(AccessibilityStatement, {
    label: "Accessibility statement",
    file: "pages/accessibility.json",
    holds: "one",
    description: "the accessibility statement: what the site does for every reader, what does not work well yet, and how to ask for help",
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
