/**
 * @jest-environment node
 */
import fs from "node:fs"
import path from "node:path"
import { checkContent, validateContent } from "../../../node"
import { bookEntries, copyOfContent, DATA_DIR, editJson, firstBookWith, readJson, type Json } from "../../../../../harness/content"

/** That validateContent finds one problem in the copy of data/, with these fields among its own. */
const expectOnlyProblem = (data: string, problem: Record<string, unknown>) => expect(validateContent(data)).toEqual([expect.objectContaining(problem)])

/** The names a fix lists between `before` and `after`, each once, separated by ", ", in its order. */
const namesListed = (fix: string, before: string, after: string): string[] => {
  const start = fix.indexOf(before)
  const end = fix.indexOf(after, start + before.length)
  expect([start, end].every(index => index >= 0)).toBe(true)
  return fix.slice(start + before.length, end).split(", ")
}
const bookSlugs = () => bookEntries.map(book => book.slug as string)
const characterSlugs = () => [...new Set(bookEntries.flatMap(book => book.characters.map((character: Json) => character.slug as string)))]

describe("validateContent", () => {
  it("warns of an artwork image that has no entry (an artwork taken away in the editor leaves its picture), and stops nothing", () => {
    const data = copyOfContent()
    const [artwork] = readJson(data, "artwork/artwork.json")
    fs.copyFileSync(path.join(data, "artwork", artwork.image), path.join(data, "artwork/new-picture.jpg"))
    const { problems, unusedPictures } = checkContent(data)
    expect(problems).toEqual([])
    expect(unusedPictures).toEqual([
      expect.objectContaining({
        file: "data/artwork/artwork.json",
        problem: expect.stringContaining("data/artwork/new-picture.jpg has no entry, so the site does not show or publish it"),
        fix: expect.stringContaining('"image": "new-picture.jpg"'),
      }),
    ])
  })

  it("warns of the pictures left in a news post's folder once its post.md is deleted (as the web editor deletes a post), and stops nothing", () => {
    const data = copyOfContent()
    const folder = fs
      .readdirSync(path.join(data, "news"))
      .find(name => fs.readdirSync(path.join(data, "news", name)).some(file => /\.(jpe?g|png|webp)$/i.test(file)))!
    const pictures = fs.readdirSync(path.join(data, "news", folder)).filter(file => file !== "post.md")
    fs.rmSync(path.join(data, "news", folder, "post.md"))
    const { problems, unusedPictures } = checkContent(data)
    expect(problems).toEqual([])
    expect(unusedPictures).toEqual(
      pictures.map(picture =>
        expect.objectContaining({
          file: `data/news/${folder}`,
          problem: `the image data/news/${folder}/${picture} is in a folder without its post.md, so the site does not show or publish it`,
          fix: `delete the folder data/news/${folder} if its entry was taken away, or put its post.md back`,
        }),
      ),
    )
  })

  it("reports a colouring page whose picture is missing and a book that does not exist, and warns of line art with no entry", () => {
    const data = copyOfContent()
    const file = "artwork/colouring/colouring-pages.json"
    const [page] = readJson(data, file)
    // All three on the first page: its picture moved to a name no entry has, and its book mistyped.
    fs.renameSync(path.join(data, "artwork/colouring", page.image), path.join(data, "artwork/colouring/new-line-art.png"))
    editJson(data, file, entries => (entries[0].book = "book-ninety-nine"))
    const { problems, unusedPictures } = checkContent(data)
    expect(problems).toContainEqual(
      expect.objectContaining({
        file: `data/${file}`,
        entry: `1 ("${page.slug}")`,
        field: "image",
        problem: expect.stringContaining(`"${page.image}" does not exist`),
      }),
    )
    const book = problems.find(problem => problem.field === "book")
    expect(book).toEqual(expect.objectContaining({ file: `data/${file}`, entry: `1 ("${page.slug}")`, problem: 'there is no book "book-ninety-nine"' }))
    expect(book?.fix).toMatch(/^use one of .*, or leave "book" out for the whole series$/)
    expect(namesListed(book!.fix, "use one of ", ", or leave").sort()).toEqual(bookSlugs().sort())
    expect(unusedPictures).toEqual([
      expect.objectContaining({ file: `data/${file}`, problem: expect.stringContaining("data/artwork/colouring/new-line-art.png has no entry") }),
    ])
    expect(problems).toHaveLength(2)
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
        fix: expect.stringMatching(/^use the slug of a book the picture comes from \(.*\), or "series" for a picture of the whole series$/),
      })
      const [{ fix }] = validateContent(data)
      expect(namesListed(fix, "comes from (", "), or").sort()).toEqual(bookFolders().sort())
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
        fix: expect.stringMatching(
          /^use the slug of a character from a book's character list \(.*\), add the character to the book.json of a book first, or remove the tag$/,
        ),
      })
      const [{ fix }] = validateContent(data)
      expect(namesListed(fix, "character list (", "), add").sort()).toEqual(characterSlugs().sort())
    })

    it("say what to do when no book declares a character yet: add one first, or remove the tag", () => {
      const data = copyOfContent()
      for (const book of bookEntries) editJson(data, `books/${book.slug}/book.json`, entry => (entry.characters = []))
      editJson(data, "artwork/artwork.json", items => (items[0].characters = ["rexy-the-typo"]))
      expect(validateContent(data)).toContainEqual(
        expect.objectContaining({
          file: "data/artwork/artwork.json",
          field: "characters[0]",
          problem: 'no book has a character "rexy-the-typo"',
          fix: "add the character to the book.json of a book first, or remove the tag",
        }),
      )
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
})
