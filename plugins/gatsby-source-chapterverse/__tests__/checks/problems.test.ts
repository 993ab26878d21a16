/**
 * @jest-environment node
 */
import { formatProblems, validateContent } from "../../node"
import { Book, fieldPlace } from "../../index"
import { copyOfContent, editJson, firstBookWith } from "../../../../harness/content"

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
