/**
 * @jest-environment node
 */
import fs from "node:fs"
import path from "node:path"
import { validateContent } from "../../../node"
import { BOOK_FORMATS } from "../../../index"
import { bookEntries, copyOfContent, editJson, firstBookWith, readJson, type Json } from "../../../../../harness/content"

/** That validateContent finds one problem in the copy of data/, with these fields among its own. */
const expectOnlyProblem = (data: string, problem: Record<string, unknown>) => expect(validateContent(data)).toEqual([expect.objectContaining(problem)])

/** The formats of edition a book has none of. */
const formatsLacking = (book: Json): string[] => BOOK_FORMATS.filter(format => !book.editions.some((edition: Json) => edition.format === format))

/**
 * A copy of data/ and, in it, the book.json of its first book with two editions or more, for a
 * test that edits editions[1]: where no book has two, the first book is given some, in formats it lacks.
 */
function copyWithTwoEditions(): { data: string; file: string; slug: string } {
  const data = copyOfContent()
  const { slug } = bookEntries.find(book => book.editions.length >= 2) ?? bookEntries[0]
  const file = `books/${slug}/book.json`
  editJson(data, file, book => {
    const lacking = formatsLacking(book)
    while (book.editions.length < 2)
      book.editions.push({ format: lacking.shift(), releaseDate: "2025-05-03", price: 1.99, retailer: "A shop", url: "https://shop.example/" })
  })
  return { data, file, slug }
}

describe("validateContent", () => {
  it("reports a wrong type deep inside a book", () => {
    const { data, file, slug } = copyWithTwoEditions()
    editJson(data, file, book => (book.editions[1].releaseDate = "3 May 2025"))
    expectOnlyProblem(data, { file: `data/${file}`, entry: `"${slug}"`, field: "editions[1].releaseDate" })
  })

  describe("a book's characters", () => {
    // A character in two books, where data/ has one; else the first book's first character, copied into another book for the test.
    const shared = (() => {
      for (const later of bookEntries)
        for (const character of later.characters) {
          const first = bookEntries.find(book => book.number < later.number && book.characters.some((other: Json) => other.slug === character.slug))
          if (first) return { first, later, slug: character.slug as string, name: character.name as string }
        }
      return undefined
    })()

    it("must carry the same name in every book, since one slug is one character with one page", () => {
      const data = copyOfContent()
      const book = firstBookWith("a character", candidate => candidate.characters.length > 0)
      const other = bookEntries.find(candidate => candidate.number > book.number) ?? bookEntries.find(candidate => candidate.slug !== book.slug)
      const { slug, name } = shared ?? { slug: book.characters[0].slug, name: book.characters[0].name }
      const later = shared?.later ?? other
      const first = shared?.first ?? book
      editJson(data, `books/${later.slug}/book.json`, entry => {
        const index = entry.characters.findIndex((character: Json) => character.slug === slug)
        if (index >= 0) entry.characters[index].name = "Someone Else"
        else entry.characters.push({ ...book.characters[0], name: "Someone Else" })
      })
      const index = (readJson(data, `books/${later.slug}/book.json`).characters as Json[]).findIndex(character => character.slug === slug)
      const firstIndex = (first.characters as Json[]).findIndex(character => character.slug === slug)
      expect(validateContent(data)).toEqual([
        {
          file: `data/books/${later.slug}/book.json`,
          entry: `"${later.slug}"`,
          field: `characters[${index}].name`,
          // Messages count a list's items from 1, and name each by its slug.
          place: { items: `character ${index + 1} ("${slug}")`, field: "name" },
          problem: `the character "${slug}" is named "Someone Else" here but "${name}" in data/books/${first.slug}/book.json, character ${firstIndex + 1} ("${slug}"); the same slug in two books is the same character, with one page`,
          fix: `write the name as "${name}" if it is the same character, or give a different character a slug of their own`,
        },
      ])
    })

    it("must each be listed once in a book", () => {
      const data = copyOfContent()
      const book = firstBookWith("a character", candidate => candidate.characters.length > 0)
      editJson(data, `books/${book.slug}/book.json`, entry => entry.characters.push({ ...entry.characters[0] }))
      expectOnlyProblem(data, {
        file: `data/books/${book.slug}/book.json`,
        field: `characters[${book.characters.length}].slug`,
        problem: expect.stringContaining(
          `"${book.characters[0].slug}" is in this book's characters twice (first as character 1 ("${book.characters[0].slug}"))`,
        ),
      })
    })

    it("are what a colouring page's tags name", () => {
      const data = copyOfContent()
      editJson(data, "artwork/colouring/colouring-pages.json", pages => (pages[0].characters = ["rexy-the-typo"]))
      const [page] = readJson(data, "artwork/colouring/colouring-pages.json")
      expectOnlyProblem(data, {
        file: "data/artwork/colouring/colouring-pages.json",
        entry: `1 ("${page.slug}")`,
        field: "characters[0]",
        problem: 'no book has a character "rexy-the-typo"',
      })
    })
  })

  describe("a book's reviews, awards and reading levels", () => {
    const book = bookEntries[0]
    const file = `books/${book.slug}/book.json`
    const withExtras = (extras: Json) => {
      const data = copyOfContent()
      editJson(data, file, entry => Object.assign(entry, extras))
      return validateContent(data)
    }

    it("are optional, and accepted as schools and publishers write them", () => {
      expect(
        withExtras({
          reviews: [
            { quote: "A joy.", source: "A reviewer" },
            { quote: "Thrilling.", source: "A paper", url: "https://paper.example/review" },
          ],
          awards: [{ name: "A Book Award", year: 2025, result: "shortlisted" }],
          readingLevels: { bookBand: "Lime", atos: { level: 4.8, interestLevel: "MY" }, lexile: "650L" },
        }),
      ).toEqual([])
      expect(withExtras({ readingLevels: { lexile: "HL620L" } })).toEqual([])
      expect(withExtras({ readingLevels: { bookBand: "Dark Blue" } })).toEqual([])
    })

    it.each([
      ["a book band that is not a colour schools use", { readingLevels: { bookBand: "Sky" } }, "readingLevels.bookBand", "must be one of Lilac, Pink"],
      [
        "an ATOS level written as text",
        { readingLevels: { atos: { level: "4.8" } } },
        "readingLevels.atos.level",
        'must be a number without quotes, not "4.8"',
      ],
      ["an ATOS level with two decimals", { readingLevels: { atos: { level: 4.85 } } }, "readingLevels.atos.level", "4.85 has more than 1 decimal"],
      ["an ATOS level beyond the scale", { readingLevels: { atos: { level: 40 } } }, "readingLevels.atos.level", "must be between 0.1 and 13.5, not 40"],
      ["a Lexile measure without its L", { readingLevels: { lexile: "650" } }, "readingLevels.lexile", "must be a Lexile measure as published"],
      ["an award's result that is not one", { awards: [{ name: "An Award", year: 2025, result: "nominated" }] }, "awards[0].result", "must be one of won"],
      ["a review without its source", { reviews: [{ quote: "A joy." }] }, "reviews[0].source", "the field is missing"],
      [
        "a review's address that is not https",
        { reviews: [{ quote: "A joy.", source: "A paper", url: "http://paper.example" }] },
        "reviews[0].url",
        "https://",
      ],
    ])("report %s, naming the field", (_name, extras, field, problem) => {
      expect(withExtras(extras)).toEqual([
        expect.objectContaining({ file: `data/${file}`, entry: `"${book.slug}"`, field, problem: expect.stringContaining(problem) }),
      ])
    })
  })

  it("reports a buy button for an edition the book does not have", () => {
    const data = copyOfContent()
    const book = firstBookWith("a format it has no edition in", entry => formatsLacking(entry).length > 0)
    const [format] = formatsLacking(book)
    // The book's button, or a new one, set to sell that format.
    editJson(data, `books/${book.slug}/book.json`, entry => (entry.buyButton = { fromPrice: 2.99, ...entry.buyButton, format }))
    expectOnlyProblem(data, {
      file: `data/books/${book.slug}/book.json`,
      field: "buyButton.format",
      problem: `the book has no ${format} edition for the button to sell`,
    })
  })

  it("stops on an ISBN with a wrong check digit, naming the file, the book and the edition, and which digit it should be", () => {
    const { data, file, slug } = copyWithTwoEditions()
    editJson(data, file, book => (book.editions[0].isbn = "978-1-4088-5565-3"))
    const [problem, ...rest] = validateContent(data)
    expect(rest).toEqual([])
    expect(problem).toMatchObject({ file: `data/${file}`, entry: `"${slug}"`, field: "editions[0].isbn" })
    expect(problem.problem).toBe('"978-1-4088-5565-3" has a wrong check digit: after 978140885565 it must be 2, not 3, so a digit is mistyped')
  })

  it.each([
    ["978-1-4088-5565-2", undefined],
    ["9781408855652", undefined],
    ["SAMPLE-978-1-80000-001-8", undefined],
    ["SAMPLE-978-1-80000-001-9", 'the sample ISBN "SAMPLE-978-1-80000-001-9" has a wrong check digit'],
    ["1-4088-5565-6", "is not an ISBN-13: it must have 13 digits"],
    ["123-1-4088-5565-2", "must start with 978 or 979"],
  ])("checks the ISBN %s", (isbn, expected) => {
    const { data, file } = copyWithTwoEditions()
    editJson(data, file, book => (book.editions[1].isbn = isbn))
    const problems = validateContent(data)
    if (expected === undefined) expect(problems).toEqual([])
    else expect(problems).toEqual([expect.objectContaining({ field: "editions[1].isbn", problem: expect.stringContaining(expected) })])
  })

  it("wants each category of the parents' guide once", () => {
    const data = copyOfContent()
    const { slug } = firstBookWith("a parents' guide", book => book.parentsGuide)
    editJson(data, `books/${slug}/book.json`, book => {
      const topics = book.parentsGuide.topics
      topics.splice(
        topics.findIndex((entry: { topic: string }) => entry.topic === "language"),
        1,
      )
      topics.push({ ...topics.find((entry: { topic: string }) => entry.topic === "peril") })
    })
    expect(validateContent(data)).toEqual([
      expect.objectContaining({ field: "parentsGuide.topics", problem: expect.stringMatching(/has 2 entries for "peril"/) }),
      expect.objectContaining({ field: "parentsGuide.topics", problem: 'the parents\' guide has no entry for "language" (Language)' }),
    ])
  })

  it("reports a level the parents' guide does not know, and a sample fact the book does not have", () => {
    const data = copyOfContent()
    const { slug } = firstBookWith("a parents' guide", book => book.parentsGuide)
    editJson(data, `books/${slug}/book.json`, book => {
      book.parentsGuide.topics[0].level = "high"
      book.sampleFacts = ["pageCount"]
      delete book.pageCount
    })
    expect(validateContent(data)).toEqual([
      expect.objectContaining({ field: "parentsGuide.topics[0].level", problem: 'must be one of none, mild, moderate, not "high"' }),
      expect.objectContaining({ field: "sampleFacts[0]", problem: '"pageCount" is marked as a sample, but the book has no pageCount' }),
    ])
  })

  it("reports a first chapter whose file is missing, not Markdown, or not a chapter", () => {
    const data = copyOfContent()
    const { slug } = bookEntries[0]
    const book = `books/${slug}/book.json`
    const where = { file: `data/${book}`, entry: `"${slug}"`, field: "firstChapter.file" }
    editJson(data, book, entry => (entry.firstChapter = { file: "chapter-1.md", nextChapterTeaser: "Next time." }))
    expectOnlyProblem(data, {
      ...where,
      problem: expect.stringContaining(`"chapter-1.md" does not exist (looked for data/books/${slug}/chapter-1.md)`),
      fix: "add the file there, or correct the name (it is case-sensitive)",
    })
    // A file that is there, but no Markdown: the book's cover.
    editJson(data, book, entry => (entry.firstChapter.file = entry.cover))
    expectOnlyProblem(data, {
      ...where,
      problem: expect.stringContaining("must be a Markdown file (.md)"),
      fix: 'save the chapter beside book.json, for example as "first-chapter.md", and write its name here',
    })

    const chapter = path.join(data, `books/${slug}/chapter-1.md`)
    editJson(data, book, entry => (entry.firstChapter.file = "chapter-1.md"))
    fs.writeFileSync(chapter, "It was a dark and stormy night.\n")
    expectOnlyProblem(data, {
      ...where,
      problem: expect.stringMatching(/chapter-1\.md, the chapter must start with its title/),
      fix: expect.stringContaining('"# "'),
    })
    fs.writeFileSync(chapter, "# Chapter One\n\nIt was a dark night.\n\n<script>alert(1)</script>\n")
    expectOnlyProblem(data, { ...where, problem: expect.stringContaining("piece of HTML") })
    fs.writeFileSync(chapter, "# Chapter One\n\nIt was a [dark](https://example.com) night.\n")
    expectOnlyProblem(data, { ...where, problem: expect.stringContaining("link") })
    fs.writeFileSync(chapter, "# Chapter One\n\nIt was a *dark* night.\n\n---\n\nThen morning came.\n")
    expect(validateContent(data)).toEqual([])
  })
})

// What a book's own fields must agree on, each check shown firing, naming the field and saying what to do.
describe("a book's fields that must agree", () => {
  const [first] = bookEntries
  const file = `books/${first.slug}/book.json`
  const where = { file: `data/${file}`, entry: `"${first.slug}"` }

  it("a release date, or a note saying there is none yet", () => {
    const data = copyOfContent()
    editJson(data, file, book => {
      delete book.releaseDate
      delete book.releaseNote
    })
    expectOnlyProblem(data, { ...where, field: "releaseDate", problem: expect.stringContaining("release date"), fix: expect.stringMatching(/\S/) })
  })

  it("the book whose editions it shows, which must be a book of data/", () => {
    const data = copyOfContent()
    editJson(data, file, book => (book.editionsShownFrom = "no-such-book"))
    expectOnlyProblem(data, { ...where, field: "editionsShownFrom", problem: 'there is no book "no-such-book"', fix: expect.stringContaining(first.slug) })
  })

  it("a reading age whose youngest is not above its oldest (the same age for both is one age)", () => {
    const data = copyOfContent()
    editJson(data, file, book => (book.readingAge = { min: 12, max: 8 }))
    expectOnlyProblem(data, { ...where, field: "readingAge", problem: "the youngest age (12) is above the oldest (8)", fix: "swap the two numbers" })
    editJson(data, file, book => (book.readingAge = { min: 9, max: 9 }))
    expect(validateContent(data)).toEqual([])
  })
})

describe("a news post's book", () => {
  it("must be a book of data/, or left out for news of the whole series", () => {
    const data = copyOfContent()
    const folder = fs.readdirSync(path.join(data, "news")).find(name => fs.existsSync(path.join(data, "news", name, "post.md")))
    if (!folder) throw new Error("data/news/ has no post")
    const post = path.join(data, "news", folder, "post.md")
    // Its own book line changed, or one added under the first ---.
    const text = fs.readFileSync(post, "utf8")
    fs.writeFileSync(post, /^book: .*$/m.test(text) ? text.replace(/^book: .*$/m, "book: no-such-book") : text.replace(/^---\n/, "---\nbook: no-such-book\n"))
    const problems = validateContent(data)
    expect(problems).toEqual([
      expect.objectContaining({
        file: `data/news/${folder}/post.md`,
        field: "book",
        problem: 'there is no book "no-such-book"',
        fix: expect.stringMatching(/^use one of .*, or leave "book" out for news of the whole series$/),
      }),
    ])
    // Each book by its slug, one after the other.
    const listed = problems[0].fix.slice("use one of ".length, problems[0].fix.indexOf(', or leave "book"')).split(", ")
    expect(listed.sort()).toEqual(bookEntries.map(book => book.slug).sort())
  })
})
