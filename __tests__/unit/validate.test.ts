/**
 * @jest-environment node
 */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import {
  ContentProblems,
  formatProblems,
  formatSampleCount,
  formatSampleValue,
  formatSampleValues,
  launchCheckRequested,
  loadContent,
  sampleValues,
  sha256Of,
  validateContent,
} from "../../plugins/gatsby-source-chapterverse/node"
import { Artwork, Book, BOOK_FORMATS, fieldPlace, SiteSettings } from "../../plugins/gatsby-source-chapterverse"
import { teachingGuideFile } from "../../src/downloads/contentFiles"
import { bookEntries, books, characterQuiz, copyOfContent, DATA_DIR, editJson, firstBookWith, readJson, type Json } from "../../support/content"
import { bookTwo } from "../fixtures/spec-books"

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
  it("accepts the site's own content", () => {
    expect(validateContent(DATA_DIR)).toEqual([])
  })

  it("reports malformed JSON with the file and the line", () => {
    const data = copyOfContent()
    const file = path.join(data, "videos/videos.json")
    // The comma ending the file's first field goes missing: JSON.parse stops on the line after it.
    const lines = fs.readFileSync(file, "utf8").split("\n")
    const withComma = lines.findIndex(line => line.endsWith(","))
    lines[withComma] = lines[withComma].slice(0, -1)
    fs.writeFileSync(file, lines.join("\n"))
    const [problem, ...rest] = validateContent(data)
    expect(rest).toEqual([])
    expect(problem.file).toBe("data/videos/videos.json")
    // What is probably wrong, and where, before what the reader said (without its count of characters).
    expect(problem.problem).toBe(
      `the file is not valid JSON: a comma is probably missing at the end of line ${withComma + 1}, before line ${withComma + 2} (the reader said: Expected ',' or '}' after property value)`,
    )
    expect(problem.problem).not.toMatch(/position/)
    expect(problem.fix).toMatch(/^add the comma/)
  })

  it.each([
    ['[\n  { "a": 1 },\n  { "b": 2 },\n]\n', "a comma is probably left after the last item, at the end of line 3", /^remove that comma/],
    ['[\n  { "a": "one\n" }\n]\n', "a text probably runs onto the next line, or misses its closing double quote, at line 2, column 14", /one line/],
    ['[\n  { "a": "one }\n', "a text probably runs onto the next line, or misses its closing double quote, at line 2, column 16", /double quote/],
    ["[\n  { a: 1 }\n]\n", "a field's name is probably not in double quotes, at line 2, column 5", /"name": value/],
    ['[\n  { "a" 1 }\n]\n', "a colon is probably missing after the field's name, at line 2, column 9", /"name": value/],
    ['[\n  { "a": 1 }\n],\n', "something follows the end of the file's list or object, at line 3, column 2", /remove what comes after/],
    ['[\n  { "a": 1 }\n', "it ends before its last list or object is closed", /add the missing \]/],
  ])("says what is probably wrong in a file that is not JSON, and where: %j", (text, what, fix) => {
    const data = copyOfContent()
    fs.writeFileSync(path.join(data, "videos/videos.json"), text)
    const [problem] = validateContent(data)
    expect(problem.problem).toMatch(new RegExp(`^the file is not valid JSON: ${what.replace(/[()[\]]/g, "\\$&")} \\(the reader said: [^)]`))
    expect(problem.fix).toMatch(fix)
  })

  it("reports only the unreadable file, not the images it would have named", () => {
    const data = copyOfContent()
    const file = path.join(data, "roblox/items.json")
    // A comma after the list, on the file's last line.
    const lastLine = fs.readFileSync(file, "utf8").split("\n").length
    fs.appendFileSync(file, ",")
    expectOnlyProblem(data, {
      file: "data/roblox/items.json",
      problem: expect.stringMatching(new RegExp(`^the file is not valid JSON: something follows the end of the file's list or object, at line ${lastLine},`)),
      // Its pictures' check waits for it, and it says so.
      fix: expect.stringMatching(/; until the file can be read, the checks between it and the other files wait, and run once it is fixed$/),
    })
  })

  it("reports every problem of the files it can read beside one it cannot, leaving out the checks that need that file", () => {
    const data = copyOfContent()
    const [book] = bookEntries
    fs.appendFileSync(path.join(data, `books/${book.slug}/book.json`), ",")
    const [item] = readJson(data, "shop/merchandise.json")
    editJson(data, "shop/merchandise.json", items => (items[0].alt = ""))
    // An event ending before it starts needs no book: reported. A colouring page naming the unreadable book
    // would be "no such book" to a check reading the books: that check waits.
    const [event] = readJson(data, "events/events.json")
    editJson(data, "events/events.json", entries => (entries[0].end = entries[0].start.replace(/T\d\d:\d\d$/, "T00:00")))
    editJson(data, "artwork/colouring/colouring-pages.json", pages => (pages[0].book = book.slug))
    const problems = validateContent(data)
    expect(problems.map(({ file, entry, field }) => [file, entry, field])).toEqual([
      [`data/books/${book.slug}/book.json`, undefined, undefined],
      ["data/shop/merchandise.json", `1 ("${item.slug}")`, "alt"],
      ["data/events/events.json", `1 ("${event.slug}")`, "end"],
    ])
    expect(problems[0].fix).toMatch(/the checks between it and the other files wait, and run once it is fixed$/)
  })

  it("reports a missing required field with the entry and the field", () => {
    const data = copyOfContent()
    const [item] = readJson(data, "shop/merchandise.json")
    editJson(data, "shop/merchandise.json", items => delete items[0].price)
    expectOnlyProblem(data, { file: "data/shop/merchandise.json", entry: `1 ("${item.slug}")`, field: "price", problem: "the field is missing" })
  })

  it("reports a field of the wrong type", () => {
    const data = copyOfContent()
    const [item] = readJson(data, "shop/merchandise.json")
    editJson(data, "shop/merchandise.json", items => (items[0].price = "£39.00"))
    const [problem] = validateContent(data)
    expect(problem).toMatchObject({ file: "data/shop/merchandise.json", entry: `1 ("${item.slug}")`, field: "price" })
    expect(problem.problem).toContain('not "£39.00"')
    expect(problem.fix).toContain("7.99")
  })

  it("reports a wrong type deep inside a book", () => {
    const { data, file, slug } = copyWithTwoEditions()
    editJson(data, file, book => (book.editions[1].releaseDate = "3 May 2025"))
    expectOnlyProblem(data, { file: `data/${file}`, entry: `"${slug}"`, field: "editions[1].releaseDate" })
  })

  it("reports an image that does not exist", () => {
    const data = copyOfContent()
    const [artwork] = readJson(data, "artwork/artwork.json")
    editJson(data, "artwork/artwork.json", items => (items[0].image = "rexi.jpg"))
    const problems = validateContent(data)
    expect(problems).toContainEqual(
      expect.objectContaining({
        file: "data/artwork/artwork.json",
        entry: `1 ("${artwork.slug}")`,
        field: "image",
        problem: expect.stringContaining('"rexi.jpg" does not exist'),
      }),
    )
  })

  it("reports a duplicate slug, naming where it was first used", () => {
    const data = copyOfContent()
    const videos = readJson(data, "videos/videos.json")
    const [first] = videos
    // The author copies the first video to start a new one, and leaves its slug as it was.
    editJson(data, "videos/videos.json", entries => entries.push({ ...first }))
    expectOnlyProblem(data, {
      file: "data/videos/videos.json",
      entry: `${videos.length + 1} ("${first.slug}")`,
      field: "slug",
      problem: expect.stringContaining(`used twice (first in data/videos/videos.json, entry 1 ("${first.slug}"))`),
    })
  })

  it("reports an empty alt text and says what alt text is for", () => {
    const data = copyOfContent()
    const [artwork] = readJson(data, "artwork/artwork.json")
    editJson(data, "artwork/artwork.json", items => (items[0].alt = "  "))
    expectOnlyProblem(data, {
      file: "data/artwork/artwork.json",
      entry: `1 ("${artwork.slug}")`,
      field: "alt",
      problem: "is empty",
      fix: expect.stringContaining("screen readers"),
    })
  })

  it("reports an artwork image that has no entry", () => {
    const data = copyOfContent()
    const [artwork] = readJson(data, "artwork/artwork.json")
    fs.copyFileSync(path.join(data, "artwork", artwork.image), path.join(data, "artwork/new-picture.jpg"))
    expectOnlyProblem(data, {
      file: "data/artwork/artwork.json",
      problem: expect.stringContaining("data/artwork/new-picture.jpg has no entry"),
      fix: expect.stringContaining('"image": "new-picture.jpg"'),
    })
  })

  it("reports a colouring page whose picture is missing, a book that does not exist, and line art with no entry", () => {
    const data = copyOfContent()
    const file = "artwork/colouring/colouring-pages.json"
    const [page] = readJson(data, file)
    // All three on the first page: its picture moved to a name no entry has, and its book mistyped.
    fs.renameSync(path.join(data, "artwork/colouring", page.image), path.join(data, "artwork/colouring/new-line-art.png"))
    editJson(data, file, entries => (entries[0].book = "book-ninety-nine"))
    const problems = validateContent(data)
    expect(problems).toContainEqual(
      expect.objectContaining({
        file: `data/${file}`,
        entry: `1 ("${page.slug}")`,
        field: "image",
        problem: expect.stringContaining(`"${page.image}" does not exist`),
      }),
    )
    expect(problems).toContainEqual(
      expect.objectContaining({ file: `data/${file}`, entry: `1 ("${page.slug}")`, field: "book", problem: 'there is no book "book-ninety-nine"' }),
    )
    expect(problems).toContainEqual(
      expect.objectContaining({ file: `data/${file}`, problem: expect.stringContaining("data/artwork/colouring/new-line-art.png has no entry") }),
    )
    expect(problems).toHaveLength(3)
  })

  describe("an artwork's tags", () => {
    const bookFolders = () => fs.readdirSync(path.join(DATA_DIR, "books"))

    it("must name books that exist, or the series", () => {
      const data = copyOfContent()
      let slug = ""
      editJson(data, "artwork/artwork.json", items => {
        slug = items[0].slug
        items[0].books = ["series", "book-four-the-unknown"]
      })
      expectOnlyProblem(data, {
        file: "data/artwork/artwork.json",
        entry: `1 ("${slug}")`,
        field: "books[1]",
        problem: 'there is no book "book-four-the-unknown"',
        fix: expect.stringMatching(new RegExp(`${bookFolders().join(".*")}.*"series"`)),
      })
    })

    it("must name characters that a book declares", () => {
      const data = copyOfContent()
      let slug = ""
      editJson(data, "artwork/artwork.json", items => {
        slug = items[0].slug
        items[0].characters = ["rexy-the-typo"]
      })
      expectOnlyProblem(data, {
        file: "data/artwork/artwork.json",
        entry: `1 ("${slug}")`,
        field: "characters[0]",
        problem: 'no book has a character "rexy-the-typo"',
        fix: expect.stringContaining("add the character to the book.json of a book first"),
      })
    })

    it("need at least one book, so no picture is left out of every book and the series", () => {
      const data = copyOfContent()
      editJson(data, "artwork/artwork.json", items => delete items[0].books)
      expectOnlyProblem(data, { entry: expect.stringMatching(/^1 /), field: "books", problem: "the field is missing" })
      editJson(data, "artwork/artwork.json", items => (items[0].books = []))
      expectOnlyProblem(data, { entry: expect.stringMatching(/^1 /), field: "books", problem: "must have at least 1 item" })
    })

    it("accept a character declared by any book, whichever books the picture is from", () => {
      const data = copyOfContent()
      const character = firstBookWith("a character", book => book.characters.length > 0).characters[0].slug
      // The picture is from a book without the character, where there is one.
      const otherBook = bookEntries.find(book => !book.characters.some((declared: Json) => declared.slug === character)) ?? bookEntries.at(-1)
      editJson(data, "artwork/artwork.json", items => {
        items[0].books = [otherBook.slug]
        items[0].characters = [character]
      })
      expect(validateContent(data)).toEqual([])
    })
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

  it("reports an unknown field, listing the known ones", () => {
    const data = copyOfContent()
    editJson(data, "music/albums.json", albums => (albums[0].titel = "Typo"))
    expectOnlyProblem(data, { file: "data/music/albums.json", field: "titel", fix: expect.stringContaining("slug, title, description") })
  })

  it("reports a JSON file that belongs to no content type, and a missing content file", () => {
    const data = copyOfContent()
    fs.renameSync(path.join(data, "music/albums.json"), path.join(data, "music/album.json"))
    const problems = validateContent(data)
    expect(problems).toContainEqual(
      expect.objectContaining({ file: "data/music/album.json", problem: expect.stringContaining("not part of the site's content") }),
    )
    expect(problems).toContainEqual(expect.objectContaining({ file: "data/music/albums.json", problem: expect.stringContaining("missing") }))
  })

  it("reports references to books that do not exist", () => {
    const data = copyOfContent()
    editJson(data, "site/site.json", site => (site.featuredBooks[0] = "book-four"))
    const problems = validateContent(data)
    expect(problems).toContainEqual(
      expect.objectContaining({ file: "data/site/site.json", field: "featuredBooks[0]", problem: 'there is no book "book-four"' }),
    )
  })

  it("reports a privacy policy's first-published date not written as YYYY-MM-DD, naming the file and the field", () => {
    const data = copyOfContent()
    editJson(data, "pages/privacy-policy.json", policy => (policy.firstPublished = "14 November 2023"))
    const problems = validateContent(data)
    expect(problems).toEqual([expect.objectContaining({ file: "data/pages/privacy-policy.json", field: "firstPublished" })])
    expect(problems[0].problem).toContain('must be a date written as YYYY-MM-DD, not "14 November 2023"')
    expect(formatProblems(problems)).toContain('data/pages/privacy-policy.json, field "firstPublished": must be a date written as YYYY-MM-DD')
  })

  it("reports a privacy policy without its first-published date, and one last updated before it was first published", () => {
    const missing = copyOfContent()
    editJson(missing, "pages/privacy-policy.json", policy => delete policy.firstPublished)
    expectOnlyProblem(missing, { file: "data/pages/privacy-policy.json", field: "firstPublished", problem: "the field is missing" })
    const backwards = copyOfContent()
    editJson(backwards, "pages/privacy-policy.json", policy => {
      policy.firstPublished = "2024-01-10"
      policy.lastUpdated = "2023-12-01"
    })
    expectOnlyProblem(backwards, {
      file: "data/pages/privacy-policy.json",
      field: "lastUpdated",
      problem: "the page cannot be last updated (2023-12-01) before it was first published (2024-01-10)",
    })
  })

  it("checks the accessibility statement's dates and names in braces as it checks the privacy policy's", () => {
    const data = copyOfContent()
    editJson(data, "pages/accessibility.json", statement => {
      statement.firstPublished = "2026-11-25"
      statement.lastUpdated = "2026-11-24"
      statement.summary[0] += " Ask {helpDesk}."
    })
    expect(validateContent(data)).toEqual([
      expect.objectContaining({ file: "data/pages/accessibility.json", field: "sections", problem: expect.stringContaining("{helpDesk}") }),
      expect.objectContaining({
        file: "data/pages/accessibility.json",
        field: "lastUpdated",
        problem: "the page cannot be last updated (2026-11-24) before it was first published (2026-11-25)",
      }),
    ])
  })

  it("reports a name in braces in the privacy policy that the site cannot fill in", () => {
    const data = copyOfContent()
    editJson(data, "pages/privacy-policy.json", policy => (policy.sections[0].paragraphs[0] += " Ask {contactName}."))
    expectOnlyProblem(data, { file: "data/pages/privacy-policy.json", problem: expect.stringContaining("{contactName}") })
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
    })
    // A file that is there, but no Markdown: the book's cover.
    editJson(data, book, entry => (entry.firstChapter.file = entry.cover))
    expectOnlyProblem(data, { ...where, problem: expect.stringContaining("must be a Markdown file (.md)") })

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

  describe("teaching guides", () => {
    /** The books with a teaching guide in a copy of data/, by slug. */
    const guidedBooks = (data: string) => books.map(book => book.slug).filter(slug => fs.existsSync(path.join(data, teachingGuideFile(slug))))
    const guideFile = teachingGuideFile
    it.each([
      ["a digit", "Mars2", /"Mars2" must be letters A to Z only/],
      ["an apostrophe", "Grandad's", /must be letters A to Z only/],
      ["two spaces", "Red Planet Dust", /must be letters A to Z only/],
      ["too few letters", "ox", /"ox" has 2 letters; a word-search word needs 3 to 12/],
      ["too many letters", "palaeontologist", /"palaeontologist" has 15 letters; a word-search word needs 3 to 12/],
    ])("refuses a vocabulary word with %s, naming the file, the guide, the word's field and what to do", (_, word, problem) => {
      const data = copyOfContent()
      const [folder] = guidedBooks(data)
      editJson(data, guideFile(folder), guide => (guide.vocabulary[2].word = word))
      const [found, ...rest] = validateContent(data)
      expect(rest).toEqual([])
      expect(found).toMatchObject({
        file: `data/${guideFile(folder)}`,
        entry: `"${folder}"`,
        field: "vocabulary[2].word",
        problem: expect.stringMatching(problem),
      })
      expect(found.fix).toMatch(/word/)
    })

    it("accepts a word with one space or hyphen inside, which the puzzle drops", () => {
      const data = copyOfContent()
      const [folder] = guidedBooks(data)
      editJson(data, guideFile(folder), guide => {
        guide.vocabulary[0].word = "time machine"
        guide.vocabulary[1].word = "Quantanite-X"
      })
      expect(validateContent(data)).toEqual([])
    })

    it("refuses the same vocabulary word twice in a guide, whatever its case", () => {
      const data = copyOfContent()
      const [folder] = guidedBooks(data)
      let word = ""
      editJson(data, guideFile(folder), guide => {
        word = guide.vocabulary[0].word
        guide.vocabulary[3].word = word.toUpperCase()
      })
      expectOnlyProblem(data, {
        file: `data/${guideFile(folder)}`,
        field: "vocabulary[3].word",
        problem: `"${word.toUpperCase()}" is in the vocabulary twice (first as vocabulary[0]), and the word search hides each word once`,
      })
    })

    it("refuses a guide that names another book than the one its folder is named by", () => {
      const data = copyOfContent()
      const [folder] = guidedBooks(data)
      const other = books.map(book => book.slug).find(slug => slug !== folder) as string
      editJson(data, guideFile(folder), guide => (guide.book = other))
      // Where the other book has a guide of its own, the two guides' shared name is reported too.
      expect(validateContent(data)).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            file: `data/${guideFile(folder)}`,
            entry: `"${other}"`,
            field: "book",
            problem: `the guide names the book "${other}", but its folder is named "${folder}"`,
            fix: `write "${folder}" if the guide is for that book, or move the file to data/${guideFile(other)}`,
          }),
        ]),
      )
    })

    it("refuses a guide whose folder and book name no book of data/books/, listing the books", () => {
      const data = copyOfContent()
      const [folder] = guidedBooks(data)
      const missing = `${folder}-draft`
      fs.mkdirSync(path.dirname(path.join(data, guideFile(missing))))
      fs.renameSync(path.join(data, guideFile(folder)), path.join(data, guideFile(missing)))
      editJson(data, guideFile(missing), guide => (guide.book = missing))
      const [found, ...rest] = validateContent(data)
      expect(rest).toEqual([])
      expect(found).toMatchObject({
        file: `data/${guideFile(missing)}`,
        entry: `"${missing}"`,
        field: "book",
        problem: `there is no book "${missing}" in data/books/`,
      })
      for (const book of books) expect(found.fix).toContain(book.slug)
    })

    it("refuses a guide beside its book's book.json, where the web editor would list it as a book", () => {
      const data = copyOfContent()
      const [folder] = guidedBooks(data)
      const besideBook = path.join("books", folder, path.basename(guideFile(folder)))
      // A copy, not a move: were it data/'s only guide, a move would also leave the guides' file missing.
      fs.copyFileSync(path.join(data, guideFile(folder)), path.join(data, besideBook))
      expectOnlyProblem(data, {
        file: `data/${besideBook}`,
        problem: "this JSON file is not part of the site's content, so nothing would show it",
        fix: expect.stringContaining(`data/${guideFile("*")}`),
      })
    })

    it("refuses an activity subject the guides do not know, listing the ones they do", () => {
      const data = copyOfContent()
      const [folder] = guidedBooks(data)
      editJson(data, guideFile(folder), guide => (guide.activities[0].subject = "dinosaurs"))
      const [found, ...rest] = validateContent(data)
      expect(rest).toEqual([])
      expect(found).toMatchObject({
        file: `data/${guideFile(folder)}`,
        field: "activities[0].subject",
        problem: expect.stringMatching(/^must be one of reading, writing, science, history, geography, art-and-design, maths, computing, not "dinosaurs"$/),
      })
    })
  })

  it("reports every problem at once", () => {
    const data = copyOfContent()
    editJson(data, "artwork/artwork.json", items => {
      items[0].alt = ""
      items[0].title = 7
    })
    editJson(data, "shop/merchandise.json", items => (items[0].url = "http://insecure.example"))
    expect(validateContent(data)).toHaveLength(3)
  })
})

describe("an event's checks", () => {
  const EVENTS = "events/events.json"
  const FILE = `data/${EVENTS}`
  /** The problems of a copy of data/ whose first event (and, if asked, one held in person) is spoilt. */
  const problemsWith = (spoil: (event: Json) => void, which: (event: Json) => boolean = () => true) => {
    const data = copyOfContent()
    const events: Json[] = readJson(data, EVENTS)
    const index = events.findIndex(which)
    expect(index).toBeGreaterThanOrEqual(0)
    editJson(data, EVENTS, entries => spoil(entries[index]))
    return { problems: validateContent(data), entry: `${index + 1} ("${events[index].slug}")`, event: events[index] }
  }

  it("refuses a day that does not exist, naming the file, the event and the field", () => {
    const { problems, entry } = problemsWith(event => (event.start = "2027-02-30T10:00"))
    expect(problems).toEqual([expect.objectContaining({ file: FILE, entry, field: "start", problem: '"2027-02-30T10:00" is not a day and time that exists' })])
  })

  it("refuses a time not written as YYYY-MM-DDTHH:MM, and a link that is not https", () => {
    const { problems, entry } = problemsWith(event => {
      event.end = "30/02/2027 10:00"
      event.url = event.url.replace("https://", "http://")
    })
    expect(problems).toEqual([
      expect.objectContaining({ file: FILE, entry, field: "end", problem: expect.stringMatching(/^must be a day and a time written as YYYY-MM-DDTHH:MM/) }),
      expect.objectContaining({ file: FILE, entry, field: "url", problem: expect.stringMatching(/^must be a full web address starting with https:\/\//) }),
    ])
  })

  it("refuses an end before the start, or at it", () => {
    for (const end of ["before", "same"]) {
      const { problems, entry, event } = problemsWith(spoilt => (spoilt.end = end === "same" ? spoilt.start : spoilt.start.replace(/T\d\d/, "T00")))
      expect(problems).toEqual([
        expect.objectContaining({ file: FILE, entry, field: "end", problem: expect.stringContaining(`before it starts (${event.start})`) }),
      ])
    }
  })

  it("wants a time zone from the IANA list", () => {
    const missing = problemsWith(event => delete event.timeZone)
    expect(missing.problems).toEqual([
      expect.objectContaining({
        file: FILE,
        entry: missing.entry,
        field: "timeZone",
        problem: "the field is missing",
        fix: 'add it: a time zone such as "Europe/London"',
      }),
    ])
    const unknown = problemsWith(event => (event.timeZone = "Europe/Londres"))
    expect(unknown.problems).toEqual([
      expect.objectContaining({ field: "timeZone", problem: 'must be a time zone from the IANA list, such as "Europe/London", not "Europe/Londres"' }),
    ])
  })

  it("refuses a time the clocks skip when they go forward", () => {
    const { problems } = problemsWith(event => Object.assign(event, { timeZone: "Europe/London", start: "2027-03-28T01:30", end: "2027-03-28T03:00" }))
    expect(problems).toEqual([expect.objectContaining({ field: "start", problem: expect.stringContaining("the clocks go forward") })])
  })

  it("wants a place for an event in person, and none for one online", () => {
    const inPerson = problemsWith(
      event => delete event.place,
      event => event.where === "In person",
    )
    expect(inPerson.problems).toEqual([expect.objectContaining({ entry: inPerson.entry, field: "place", problem: "an event in person needs its place" })])
    const online = problemsWith(
      event => (event.place = { name: "A hall", address: "A street" }),
      event => event.where === "Online",
    )
    expect(online.problems).toEqual([expect.objectContaining({ entry: online.entry, field: "place", problem: "an online event has no place" })])
  })
})

describe("the character quiz's checks", () => {
  const QUIZ = "quiz/character-quiz.json"
  const FILE = `data/${QUIZ}`
  const problemsAfter = (edit: (quiz: Json) => void) => {
    const data = copyOfContent()
    editJson(data, QUIZ, edit)
    return validateContent(data)
  }

  it("reports a result naming a character the book does not have", () => {
    const problems = problemsAfter(quiz => {
      // A new result for a character no book has, with an answer pointing to it.
      quiz.results.push({ character: "nobody-at-all", book: quiz.results[0].book, line: "You're nobody at all." })
      quiz.questions[0].answers[0].character = "nobody-at-all"
    })
    const index = characterQuiz.results.length
    expect(problems).toContainEqual(
      expect.objectContaining({
        file: FILE,
        entry: `result ${index + 1} ("nobody-at-all")`,
        field: `results[${index}].character`,
        problem: expect.stringContaining(`the book "${characterQuiz.results[0].book}" has no character "nobody-at-all"`),
        fix: expect.stringContaining("use one of its characters"),
      }),
    )
  })

  it("reports a result naming a book that does not exist", () => {
    const problems = problemsAfter(quiz => (quiz.results[0].book = "book-nine-the-lost"))
    expect(problems).toEqual([
      expect.objectContaining({
        file: FILE,
        entry: `result 1 ("${characterQuiz.results[0].character}")`,
        field: "results[0].book",
        problem: 'there is no book "book-nine-the-lost"',
        fix: expect.stringContaining(books[0].slug),
      }),
    ])
  })

  it("reports an answer pointing to a character that is not a result", () => {
    const problems = problemsAfter(quiz => (quiz.questions[1].answers[2].character = "queen-of-nowhere"))
    expect(problems).toContainEqual(
      expect.objectContaining({
        file: FILE,
        entry: `question 2 ("${characterQuiz.questions[1].slug}")`,
        field: "questions[1].answers[2].character",
        problem: 'the answer points to "queen-of-nowhere", which is not one of the quiz\'s results',
        fix: expect.stringContaining('add "queen-of-nowhere" to the results'),
      }),
    )
  })

  it("reports a result that no answer leads to", () => {
    const last = characterQuiz.results.length - 1
    const unreached = characterQuiz.results[last].character
    const other = characterQuiz.results[0].character
    const problems = problemsAfter(quiz => {
      for (const question of quiz.questions) for (const answer of question.answers) if (answer.character === unreached) answer.character = other
    })
    expect(problems).toEqual([
      expect.objectContaining({
        file: FILE,
        entry: `result ${last + 1} ("${unreached}")`,
        field: `results[${last}].character`,
        problem: `no answer points to "${unreached}", so no reader could ever get this result`,
      }),
    ])
  })

  it("wants six to eight questions", () => {
    const tooFew = problemsAfter(quiz => (quiz.questions = quiz.questions.slice(0, 5)))
    expect(tooFew).toEqual([
      expect.objectContaining({
        file: FILE,
        field: "questions",
        problem: expect.stringMatching(/^the quiz has 5 questions; it must have 6 to 8/),
        fix: "add questions",
      }),
    ])
    const tooMany = problemsAfter(quiz => {
      while (quiz.questions.length < 9) quiz.questions.push({ ...quiz.questions[0], slug: `extra-question-${quiz.questions.length}` })
    })
    expect(tooMany).toEqual([
      expect.objectContaining({
        file: FILE,
        field: "questions",
        problem: expect.stringMatching(/^the quiz has 9 questions/),
        fix: expect.stringMatching(/^remove questions/),
      }),
    ])
  })

  it("reports two questions with the same slug, and the same character as a result twice", () => {
    const problems = problemsAfter(quiz => {
      quiz.questions[1].slug = quiz.questions[0].slug
      quiz.results.push({ ...quiz.results[0] })
    })
    expect(problems).toEqual([
      expect.objectContaining({
        file: FILE,
        field: "results[" + characterQuiz.results.length + "].character",
        problem: `"${characterQuiz.results[0].character}" is a result twice`,
      }),
      expect.objectContaining({ file: FILE, field: "questions[1].slug", problem: `"${characterQuiz.questions[0].slug}" names two questions` }),
    ])
  })
})

describe("loadContent", () => {
  it("gives every entry of data/ as its file holds it, with the file, by the collection's type", () => {
    const content = loadContent(DATA_DIR)
    expect(content.entries(Artwork)).toEqual(
      readJson(DATA_DIR, "artwork/artwork.json").map((value: Json) => ({ value, file: path.join(DATA_DIR, "artwork/artwork.json") })),
    )
    expect(content.single(SiteSettings)).toEqual({ value: readJson(DATA_DIR, "site/site.json"), file: path.join(DATA_DIR, "site/site.json") })
    expect(
      content
        .entries(Book)
        .map(book => book.value.slug)
        .sort(),
    ).toEqual(books.map(book => book.slug).sort())
  })

  it("reads each file of data/ once, and finds the sample values in that same read", () => {
    const read = jest.spyOn(fs, "readFileSync")
    try {
      const content = loadContent(DATA_DIR)
      const textsRead = read.mock.calls.map(([file]) => String(file)).filter(file => /\.(json|md)$/.test(file) && file.startsWith(DATA_DIR))
      // Every JSON file, every Markdown entry (a news post) and every first chapter.
      const textFiles = (fs.readdirSync(DATA_DIR, { recursive: true }) as string[]).filter(file => /\.(json|md)$/.test(file))
      expect([...textsRead].sort()).toEqual(textFiles.map(file => path.join(DATA_DIR, file)).sort())
      expect(content.samples).toEqual(sampleValues(DATA_DIR))
    } finally {
      read.mockRestore()
    }
  })

  it("reads a file saved with a byte-order mark as the editor shows it", () => {
    const data = copyOfContent()
    const file = path.join(data, "site/site.json")
    fs.writeFileSync(file, `\uFEFF${fs.readFileSync(file, "utf8")}`)
    expect(loadContent(data).single(SiteSettings).value).toEqual(readJson(DATA_DIR, "site/site.json"))
  })

  it("throws every problem validateContent reports, in its words", () => {
    const data = copyOfContent()
    editJson(data, "artwork/artwork.json", items => {
      items[0].alt = ""
      items[1].image = "missing.jpg"
    })
    const problems = validateContent(data)
    expect(problems.length).toBeGreaterThanOrEqual(2)
    let thrown: unknown
    try {
      loadContent(data)
    } catch (error) {
      thrown = error
    }
    expect(thrown).toBeInstanceOf(ContentProblems)
    expect((thrown as ContentProblems).problems).toEqual(problems)
    expect((thrown as ContentProblems).message).toBe(formatProblems(problems))
  })
})

describe("fieldPlace: a field inside a list as messages name it", () => {
  const book = firstBookWith("a character", candidate => candidate.characters.length > 0)
  const last = book.characters.length - 1

  it("counts an item from 1 and names it by its slug, name or title, with the field inside it", () => {
    expect(fieldPlace(`characters[${last}].image`, book, Book)).toEqual({ items: `character ${last + 1} ("${book.characters[last].slug}")`, field: "image" })
    // Without the entry, by its place alone; a field in no list, as its path.
    expect(fieldPlace(`characters[${last}].image`)).toEqual({ items: `character ${last + 1}`, field: "image" })
    expect(fieldPlace("buyButton.format", book, Book)).toEqual({ field: "buyButton.format" })
  })

  it("names nested lists innermost first, a list's item as its definition says, and a paragraph of a list of text", () => {
    const game = { title: "Time Tag", players: "Teams", steps: ["One.", "Two.", "Three."] }
    const entry = { launchParty: { letter: ["Hello."], games: [{ ...game, title: "First" }, game] }, gallery: [{}, {}], synopsis: ["A", "B"] }
    expect(fieldPlace("launchParty.games[1].steps[2]", entry, Book)).toEqual({ items: 'step 3 of game 2 ("Time Tag") of launchParty' })
    expect(fieldPlace("gallery[1].alt", entry, Book)).toEqual({ items: "picture 2 of gallery", field: "alt" })
    expect(fieldPlace("synopsis[1]", entry, Book)).toEqual({ items: "paragraph 2 of synopsis" })
  })

  it("is how a problem's message names the field, read from data/", () => {
    const data = copyOfContent()
    editJson(data, `books/${book.slug}/book.json`, entry => (entry.characters[last].image = "characters/no-such-picture.jpg"))
    expect(formatProblems(validateContent(data))).toContain(
      `- data/books/${book.slug}/book.json, entry "${book.slug}", character ${last + 1} ("${book.characters[last].slug}"), field "image": the image "characters/no-such-picture.jpg" does not exist`,
    )
  })
})

describe("formatProblems", () => {
  it("names the file, the entry and the field, and what to do", () => {
    const text = formatProblems([{ file: "data/artwork/artwork.json", entry: '1 ("a")', field: "alt", problem: "is empty", fix: "describe the picture" }])
    expect(text).toContain("1 problem")
    expect(text).toContain('- data/artwork/artwork.json, entry 1 ("a"), field "alt": is empty.\n  What to do: describe the picture.')
  })

  it("counts in the singular for one problem and in the plural for more, and tells the author to fix it or them", () => {
    const problem = { file: "data/artwork/artwork.json", field: "alt", problem: "is empty", fix: "describe the picture" }
    const fix = (them: "it" | "them") => `fix ${them} and run npm run check again`
    expect(formatProblems([problem], fix).split("\n")[0]).toBe("The content in data/ has 1 problem; fix it and run npm run check again.")
    expect(formatProblems([problem, problem, problem], fix).split("\n")[0]).toBe("The content in data/ has 3 problems; fix them and run npm run check again.")
    expect(formatProblems([problem]).split("\n")[0]).toBe("The content in data/ has 1 problem; the site was not built.")
  })
})

describe("sampleValues, the launch check's list", () => {
  /** A data/ folder of these JSON files alone, so the sample values are the test's, not the ones data/ still has. */
  function dataFolderWith(files: Record<string, Json>): string {
    const data = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "samples-")), "data")
    for (const [file, json] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(data, file)), { recursive: true })
      fs.writeFileSync(path.join(data, file), typeof json === "string" ? json : JSON.stringify(json, null, 2))
    }
    return data
  }

  const bookFile = `books/${bookTwo.slug}/book.json`
  /** Book Two with a sample ISBN beside a real one, and its word count marked as a sample fact. */
  const sampleBook = {
    ...bookTwo,
    editions: bookTwo.editions.map((edition: Json, index: number) => ({ ...edition, isbn: ["SAMPLE-978-1-80000-001-8", "978-1-4088-5565-2"][index] })),
    wordCount: 38000,
    sampleFacts: ["wordCount"],
  }

  it("names the file, the entry and the field of each sample value, the value, and what to do", () => {
    const data = dataFolderWith({
      "music/albums.json": [{ slug: "songs", url: "https://open.spotify.com/album/4aawyAB9vmqN3uQ7FjRGTy" }],
      "site/site.json": { authorName: "SAMPLE-Author Name", contactEmail: "hello@chapterverse.example", merchandiseShopUrl: "https://shop.example.com/" },
      "videos/videos.json": [
        { slug: "trailer", youtubeId: "dQw4w9WgXcQ" },
        { slug: "song-clip", youtubeId: "SAMPLE-0002" },
      ],
      [bookFile]: sampleBook,
    })
    const samples = sampleValues(data, { standIns: {} })
    expect(samples.map(({ kind, file, entry, field, value }) => ({ kind, file, entry, field, value }))).toEqual([
      { kind: "sample-value", file: `data/${bookFile}`, entry: `"${bookTwo.slug}"`, field: "editions[0].isbn", value: "SAMPLE-978-1-80000-001-8" },
      { kind: "sample-fact", file: `data/${bookFile}`, entry: `"${bookTwo.slug}"`, field: "wordCount", value: 38000 },
      { kind: "sample-value", file: "data/site/site.json", entry: undefined, field: "authorName", value: "SAMPLE-Author Name" },
      { kind: "example-address", file: "data/site/site.json", entry: undefined, field: "contactEmail", value: "hello@chapterverse.example" },
      { kind: "sample-value", file: "data/videos/videos.json", entry: '2 ("song-clip")', field: "youtubeId", value: "SAMPLE-0002" },
    ])
    expect(samples.map(formatSampleValue)).toEqual([
      `data/${bookFile} › entry "${bookTwo.slug}" › edition 1 (${JSON.stringify(bookTwo.editions[0].format)}) › isbn: "SAMPLE-978-1-80000-001-8" is a sample ISBN; replace it with the edition's ISBN-13 from the back cover or the publisher's listing (until then the page says "To come")`,
      `data/${bookFile} › entry "${bookTwo.slug}" › wordCount: 38000 is a sample fact (named in sampleFacts); confirm the book's wordCount (correct it if need be), then remove "wordCount" from sampleFacts`,
      `data/site/site.json › authorName: "SAMPLE-Author Name" is a sample value; replace it with the real value (the books' author, for search engines' book listings)`,
      `data/site/site.json › contactEmail: "hello@chapterverse.example" is an address on the reserved .example domain, which no one can reach; replace it with the real e-mail address`,
      `data/videos/videos.json › entry 2 ("song-clip") › youtubeId: "SAMPLE-0002" is a sample value; replace it with the real value (the video's id on YouTube: the part of its address after watch?v=)`,
    ])
  })

  it("finds a sample inside a value, and a .example address anywhere in an address, but not example.com or a sentence", () => {
    const data = dataFolderWith({
      "music/albums.json": [
        { slug: "songs", description: "Songs, for example. Hear them at example.com.", url: "https://open.spotify.com/album/SAMPLE-ALBUM-1" },
      ],
      "site/site.json": { social: [{ network: "YouTube", url: "https://www.youtube.com/@chapterverse.example" }] },
    })
    expect(sampleValues(data, { standIns: {} }).map(sample => [sample.field, sample.kind])).toEqual([
      ["url", "sample-value"],
      ["social[0].url", "example-address"],
    ])
  })

  it("finds a sample value in the text of a Markdown file, by its line", () => {
    const data = dataFolderWith({ [`books/${bookTwo.slug}/first-chapter.md`]: "# Chapter One\n\nWrite to hello@chapterverse.example.\n" })
    expect(sampleValues(data, { standIns: {} })).toEqual([
      expect.objectContaining({ kind: "example-address", file: `data/books/${bookTwo.slug}/first-chapter.md`, field: "line 3", value: "chapterverse.example" }),
    ])
  })

  it("names each picture still holding its recorded stand-in by the entry that shows it, after the values, and neither a replaced picture nor an unrecorded one", () => {
    const data = dataFolderWith({
      "videos/videos.json": [{ slug: "trailer", youtubeId: "SAMPLE-0001" }],
      "artwork/artwork.json": [
        { slug: "replaced", image: "replaced.jpg" },
        { slug: "still-drawn", image: "still-drawn.jpg" },
      ],
    })
    const standIn = Buffer.from("a drawn stand-in")
    fs.writeFileSync(path.join(data, "artwork/still-drawn.jpg"), standIn)
    fs.writeFileSync(path.join(data, "artwork/replaced.jpg"), Buffer.from("the author's own picture"))
    fs.writeFileSync(path.join(data, "artwork/no-entry.jpg"), standIn)
    const standIns = {
      "data/artwork/replaced.jpg": sha256Of("the stand-in it replaced"),
      "data/artwork/still-drawn.jpg": sha256Of(standIn),
      "data/artwork/no-entry.jpg": sha256Of(standIn),
    }
    expect(sampleValues(data, { standIns }).map(formatSampleValue)).toEqual([
      'data/videos/videos.json › entry 1 ("trailer") › youtubeId: "SAMPLE-0001" is a sample value; replace it with the real value (the video\'s id on YouTube: the part of its address after watch?v=)',
      'data/artwork/artwork.json › entry 2 ("still-drawn") › image: "still-drawn.jpg" is still the stand-in picture; save the author\'s own picture over data/artwork/still-drawn.jpg (the same file name), or save it under a new name and name that file here',
      "data/artwork/no-entry.jpg: is still the stand-in picture; save the author's own picture over data/artwork/no-entry.jpg (the same file name), or save it under a new name and name that file here",
    ])
  })

  it("finds none in content whose sample values were all replaced", () => {
    const data = dataFolderWith({
      "site/site.json": { authorName: "Ada Quill", contactEmail: "hello@chapterverse.co.uk" },
      [bookFile]: { ...sampleBook, editions: sampleBook.editions.map((edition: Json) => ({ ...edition, isbn: "978-1-4088-5565-2" })), sampleFacts: [] },
    })
    expect(sampleValues(data, { standIns: {} })).toEqual([])
  })
})

describe("formatSampleValues", () => {
  const samples = [
    {
      kind: "sample-value" as const,
      file: "data/site/site.json",
      field: "authorName",
      value: "SAMPLE-Author Name",
      problem: "is a sample value",
      fix: "replace it",
    },
    { kind: "stand-in-picture" as const, file: "data/author/photo.jpg", problem: "is still the stand-in picture", fix: "save the author's own" },
  ]

  it("says the launch check failed, with one line a sample value", () => {
    expect(formatSampleValues(samples, { launch: true }).split("\n")).toEqual([
      'The launch check failed: data/ still has 2 sample values, which would reach visitors. Replace each one as it says, then run the check again (docs/content-guide.md, "Sample values to replace before launch"):',
      '- data/site/site.json › authorName: "SAMPLE-Author Name" is a sample value; replace it',
      "- data/author/photo.jpg: is still the stand-in picture; save the author's own",
    ])
  })

  it("lists the same lines as a warning before launch", () => {
    const [heading, ...lines] = formatSampleValues(samples, { launch: false }).split("\n")
    expect(heading).toBe(
      'data/ still has 2 sample values to replace before launch (docs/content-guide.md, "Sample values to replace before launch"); the launch check fails until none is left:',
    )
    expect(lines).toEqual(formatSampleValues(samples, { launch: true }).split("\n").slice(1))
  })
})

describe("formatSampleCount", () => {
  it("says in one line how many sample values are left and how to list them, for one or more", () => {
    const sample = { kind: "sample-value" as const, file: "data/site/site.json", field: "authorName", problem: "is a sample value", fix: "replace it" }
    expect(formatSampleCount([sample, sample])).toBe(
      'data/ still has 2 sample values to replace before launch; to list each by file, entry and field, run npm run check -- --launch (docs/content-guide.md, "Sample values to replace before launch").',
    )
    expect(formatSampleCount([sample])).toBe(
      'data/ still has 1 sample value to replace before launch; to list it by file, entry and field, run npm run check -- --launch (docs/content-guide.md, "Sample values to replace before launch").',
    )
  })
})

describe("launchCheckRequested", () => {
  it("is on when LAUNCH_CHECK is 1 (or true, or yes), and off when it is unset, empty or 0", () => {
    expect([{ LAUNCH_CHECK: "1" }, { LAUNCH_CHECK: "true" }, { LAUNCH_CHECK: " YES " }].map(env => launchCheckRequested(env))).toEqual([true, true, true])
    expect([{}, { LAUNCH_CHECK: "" }, { LAUNCH_CHECK: "0" }, { LAUNCH_CHECK: "false" }].map(env => launchCheckRequested(env))).toEqual([
      false,
      false,
      false,
      false,
    ])
  })
})
