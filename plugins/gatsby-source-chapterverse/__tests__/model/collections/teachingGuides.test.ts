/**
 * @jest-environment node
 */
import fs from "node:fs"
import path from "node:path"
import { validateContent } from "../../../node"
import { teachingGuideFile } from "../../../../../src/downloads/generatorContent"
import { books, copyOfContent, editJson } from "../../../../../harness/content"

/** That validateContent finds one problem in the copy of data/, with these fields among its own. */
const expectOnlyProblem = (data: string, problem: Record<string, unknown>) => expect(validateContent(data)).toEqual([expect.objectContaining(problem)])

describe("validateContent", () => {
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
      expectOnlyProblem(data, {
        file: `data/${guideFile(folder)}`,
        entry: `"${folder}"`,
        field: "vocabulary[2].word",
        problem: expect.stringMatching(problem),
        fix: expect.stringMatching(/word/),
      })
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
        fix: "keep one of them and merge the definitions, or choose another word",
      })
    })

    it("refuses two words the puzzle would hide as one, once it drops their space or hyphen", () => {
      const data = copyOfContent()
      const [folder] = guidedBooks(data)
      editJson(data, guideFile(folder), guide => {
        guide.vocabulary[0].word = "time slip"
        guide.vocabulary[1].word = "Time-slip"
      })
      expectOnlyProblem(data, {
        field: "vocabulary[1].word",
        problem: expect.stringContaining('"Time-slip" is in the vocabulary twice (first as vocabulary[0])'),
      })
    })

    it("follows its book by the book field, whatever its folder is named (a book renamed in the web editor keeps its guide's folder)", () => {
      const data = copyOfContent()
      const [folder] = guidedBooks(data)
      fs.renameSync(path.dirname(path.join(data, guideFile(folder))), path.dirname(path.join(data, guideFile(`${folder}-before-its-rename`))))
      expect(validateContent(data)).toEqual([])
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
      expect(found.fix).toMatch(/^use one of /)
      expect(
        found.fix
          .replace(/^use one of /, "")
          .split(", ")
          .sort(),
      ).toEqual(books.map(book => book.slug).sort())
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
      expectOnlyProblem(data, {
        file: `data/${guideFile(folder)}`,
        field: "activities[0].subject",
        problem: expect.stringMatching(/^must be one of reading, writing, science, history, geography, art-and-design, maths, computing, not "dinosaurs"$/),
      })
    })
  })
})
