import { charactersByFirstBook, seriesCharacter, seriesCharacters } from "../../src/books/characters"

// Books given out of reading order, as a query or a folder listing could give them.
const books = [
  {
    slug: "book-two",
    number: 2,
    characters: [
      { slug: "zib", name: "Zib", description: "Zib, as Book Two tells it." },
      { slug: "leo", name: "Leo", description: "Leo, as Book Two tells it." },
    ],
  },
  { slug: "book-three", number: 3, characters: [] },
  {
    slug: "book-one",
    number: 1,
    characters: [
      { slug: "leo", name: "Leo", description: "Leo, as Book One tells it." },
      { slug: "rexi", name: "Rexi", description: "Rexi, as Book One tells it." },
    ],
  },
]

describe("seriesCharacters", () => {
  it("lists each character once, in the order the books introduce them", () => {
    expect(seriesCharacters(books).map(character => character.slug)).toEqual(["leo", "rexi", "zib"])
  })

  it("takes what a character's page shows openly from the first book they are in, by the books' numbers", () => {
    const leo = seriesCharacter(books, "leo")
    expect(leo.first.book.slug).toBe("book-one")
    expect(leo.first.character.description).toBe("Leo, as Book One tells it.")
  })

  it("keeps every later book's entry apart, in reading order, for the spoiler disclosures", () => {
    expect(seriesCharacter(books, "leo").later.map(({ book, character }) => [book.slug, character.description])).toEqual([
      ["book-two", "Leo, as Book Two tells it."],
    ])
    expect(seriesCharacter(books, "rexi").later).toEqual([])
  })

  it("gives a character met first in a later book that book's entry, with nothing behind a spoiler", () => {
    const zib = seriesCharacter(books, "zib")
    expect([zib.first.book.slug, zib.later]).toEqual(["book-two", []])
  })

  it("counts a slug listed twice in one book once (the content check refuses it)", () => {
    const twice = [{ slug: "b", number: 1, characters: [books[2].characters[0], { ...books[2].characters[0], description: "Again." }] }]
    expect(seriesCharacters(twice)).toEqual([expect.objectContaining({ slug: "leo", later: [] })])
  })

  it("names a character it does not know", () => {
    expect(() => seriesCharacter(books, "nobody")).toThrow('No book has the character "nobody"')
  })
})

describe("charactersByFirstBook", () => {
  it("groups the characters by the book they first appear in, in reading order, leaving out a book that introduces no one", () => {
    expect(charactersByFirstBook(books).map(({ book, characters }) => [book.slug, characters.map(character => character.slug)])).toEqual([
      ["book-one", ["leo", "rexi"]],
      ["book-two", ["zib"]],
    ])
  })
})
