/**
 * The books (data/books/<slug>/book.json): the schema of a book, its type, the lists its fields
 * choose from, and the checks across files on books: each book against its folder and its first
 * chapter, the books other collections name, the characters they share.
 */
import type { z } from "zod"
import { ChapterProblem, parseChapter } from "../../text/chapter"
import type { CrossFileCheck, FileBeside, TypedContent, TypedEntry } from "../collection"
import { fieldPlace } from "../fieldPaths"
import {
  altText,
  choice,
  date,
  decimal,
  described,
  image,
  integer,
  isbn,
  lexile,
  list,
  object,
  optional,
  paragraph,
  price,
  slug,
  text,
  url,
  type Advice,
} from "../fields"
import type { ContentProblem } from "../../checks/problems"
import { UnreadableText } from "../../text/unreadableText"

export const BOOK_FORMATS = ["Paperback", "Ebook", "Hardback", "Audiobook"] as const

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
  info: list(object("BookInfo", { label: text(), value: text() }), 0, { item: "fact" }),
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
    optional(list(choice(...SAMPLEABLE_BOOK_FACTS), 0, { item: "fact" })),
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
        goodFor: list(object("ParentsGuideStrength", { heading: text(), text: paragraph() }), 1, { item: "strength" }),
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
      image: image(undefined, {
        what: "a character's portrait",
        shape: { width: 1, height: 1, name: "square" },
        atLeast: { width: 800, height: 800 },
        why: "it is shown cropped to a square",
      }),
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
  gallery: list(object("BookGalleryImage", { image: image(), alt: altText(), caption: text() }), 0, { item: "picture" }),
})

export type BookEntry = z.infer<typeof Book>

/** The books of data/, typed as far as each is right. */
const booksIn = (content: TypedContent): Array<TypedEntry<BookEntry>> => content.entries(Book)

/** The slug of every book: what other files may name. */
export const bookSlugsIn = (content: TypedContent): string[] => booksIn(content).flatMap(book => (book.value.slug === undefined ? [] : [book.value.slug]))

/** Every character slug some book declares: what an artwork's or a colouring page's tags may name. */
export const characterSlugsIn = (content: TypedContent): string[] => [
  ...new Set(booksIn(content).flatMap(book => (book.value.characters ?? []).flatMap(character => (character?.slug === undefined ? [] : [character.slug])))),
]

/** Each book against its folder, its editions, its other books and its first chapter's file. */
export const bookChecks: CrossFileCheck = content => {
  const problems: ContentProblem[] = []
  const bookSlugs = bookSlugsIn(content)
  for (const book of booksIn(content)) {
    const { value } = book
    const report = (field: string, problem: string, fix: string) => problems.push(content.problem(book, field, problem, fix))
    // The slug is the book's address; its folder keeps the name it was made with (the web editor
    // moves no folder), and an earlier slug leads to the new one (src/addresses/).
    if (!book.written.has("releaseDate") && !book.written.has("releaseNote"))
      report("releaseDate", 'the book needs a release date, or a releaseNote such as "TBC" while it has none', "add one of the two")
    if (value.editionsShownFrom !== undefined && !bookSlugs.includes(value.editionsShownFrom))
      report("editionsShownFrom", `there is no book "${value.editionsShownFrom}"`, `use one of ${bookSlugs.join(", ")}`)
    const formats = (value.editions ?? []).map(edition => edition?.format)
    const buyButton = value.buyButton?.format
    if (buyButton !== undefined && !formats.includes(buyButton))
      report("buyButton.format", `the book has no ${buyButton} edition for the button to sell`, "add that edition or choose a format the book has")
    const topics = value.parentsGuide?.topics?.map(entry => entry?.topic)
    if (topics)
      for (const [topic, heading] of Object.entries(PARENTS_GUIDE_TOPICS)) {
        const count = topics.filter(named => named === topic).length
        if (count === 0)
          report(
            "parentsGuide.topics",
            `the parents' guide has no entry for "${topic}" (${heading})`,
            `add { "topic": "${topic}", "level": "none", "mild" or "moderate", "text": "…" }`,
          )
        if (count > 1) report("parentsGuide.topics", `the parents' guide has ${count} entries for "${topic}"`, "keep one and merge what the others say into it")
      }
    ;(value.sampleFacts ?? []).forEach((fact, index) => {
      if (fact !== undefined && !book.written.has(fact))
        report(`sampleFacts[${index}]`, `"${fact}" is marked as a sample, but the book has no ${fact}`, `add the ${fact} or remove "${fact}" from sampleFacts`)
    })
    const chapter = value.firstChapter?.file
    if (chapter !== undefined) {
      const problem = chapterFileProblem(chapter, content.fileBeside(book, chapter))
      if (problem) report("firstChapter.file", problem.problem, problem.fix)
    }
    const age = value.readingAge
    if (age?.min !== undefined && age.max !== undefined && age.min > age.max)
      report("readingAge", `the youngest age (${age.min}) is above the oldest (${age.max})`, "swap the two numbers")
  }
  return problems
}

/** A first chapter is a Markdown file in the book's folder holding one chapter (chapter.ts). */
function chapterFileProblem(name: string, chapter: FileBeside): Advice | undefined {
  if (!chapter.inFolder || !name.endsWith(".md"))
    return {
      problem: `"${name}" must be a Markdown file (.md) in the book's folder`,
      fix: 'save the chapter beside book.json, for example as "first-chapter.md", and write its name here',
    }
  if (!chapter.exists)
    return {
      problem: `the chapter file "${name}" does not exist (looked for ${chapter.shown})`,
      fix: "add the file there, or correct the name (it is case-sensitive)",
    }
  try {
    parseChapter(chapter.read())
  } catch (error) {
    if (error instanceof ChapterProblem || error instanceof UnreadableText)
      return { problem: `in ${chapter.shown}, ${error.advice.problem}`, fix: error.advice.fix }
    throw error
  }
}

/** A book's character as messages name it: `character 3 ("rexi")`. */
const characterAt = (book: TypedEntry<BookEntry>, index: number): string => String(fieldPlace(`characters[${index}]`, book.value, Book).items)

/**
 * A character's slug is their page's address (/characters/<slug>): the same slug in two books is
 * the same character, so it must carry the same name; in one book, it names one character.
 */
export const characterNamesAgree: CrossFileCheck = content => {
  const problems: ContentProblem[] = []
  const namedFirst = new Map<string, { name: string; where: string }>()
  for (const book of [...booksIn(content)].sort((a, b) => Number(a.value.number) - Number(b.value.number))) {
    const inThisBook = new Map<string, number>()
    ;(book.value.characters ?? []).forEach((character, index) => {
      if (character?.slug === undefined || character.name === undefined) return
      const { slug, name } = character
      const earlier = inThisBook.get(slug)
      if (earlier !== undefined)
        return problems.push(
          content.problem(
            book,
            `characters[${index}].slug`,
            `"${slug}" is in this book's characters twice (first as ${characterAt(book, earlier)}), and each character has one page`,
            "keep one entry for the character and merge what the other says into it, or give a different character a different slug",
          ),
        )
      inThisBook.set(slug, index)
      const first = namedFirst.get(slug)
      if (!first) return void namedFirst.set(slug, { name, where: `${content.shown(book.file)}, ${characterAt(book, index)}` })
      if (first.name !== name)
        problems.push(
          content.problem(
            book,
            `characters[${index}].name`,
            `the character "${slug}" is named "${name}" here but "${first.name}" in ${first.where}; the same slug in two books is the same character, with one page`,
            `write the name as "${first.name}" if it is the same character, or give a different character a slug of their own`,
          ),
        )
    })
  }
  return problems
}
