/**
 * The series' characters, from the books' character lists (data/books/<slug>/book.json): the same
 * slug in two books is one character, with one page (/characters/<slug>). The first book they
 * appear in (the lowest `number`) gives what their page shows openly: their name, picture and
 * description; what each later book says of them gives away something of that book, so the page
 * keeps it behind a spoiler disclosure. Pure: gatsby-node, the pages and the tests share it.
 */

interface BookOf<Character> {
  slug: string
  number: number
  characters: readonly Character[]
}

/** A book as these functions take it: its slug, its number in the reading order and its characters. */
type AnyBook = BookOf<{ slug: string; name: string }>
/** A character's entry in a book's list, of whatever type the book gives it. */
type CharacterOf<Book extends AnyBook> = Book["characters"][number]

/** One book's entry for a character: the book, and what that book's list says of them. */
export interface Appearance<Book, Character> {
  book: Book
  character: Character
}

export interface SeriesCharacter<Book, Character> {
  slug: string
  /** As the first book names them (the content check makes every book name them the same). */
  name: string
  /** The first book they appear in: their page's open content and picture. */
  first: Appearance<Book, Character>
  /** Every later book they appear in, in reading order: behind spoiler disclosures. */
  later: Array<Appearance<Book, Character>>
}

/**
 * Every character of the books once, in the order the books introduce them (reading order,
 * then each book's list), with every book they appear in. A book listing a slug twice is refused
 * by the content check; here the first entry counts.
 */
export function seriesCharacters<Book extends AnyBook>(books: readonly Book[]): Array<SeriesCharacter<Book, CharacterOf<Book>>> {
  const characters = new Map<string, SeriesCharacter<Book, CharacterOf<Book>>>()
  for (const book of [...books].sort((a, b) => a.number - b.number)) {
    const seen = new Set<string>()
    for (const character of book.characters) {
      if (seen.has(character.slug)) continue
      seen.add(character.slug)
      const known = characters.get(character.slug)
      if (known) known.later.push({ book, character })
      else characters.set(character.slug, { slug: character.slug, name: character.name, first: { book, character }, later: [] })
    }
  }
  return [...characters.values()]
}

/** The characters grouped by the book they first appear in, in reading order; a book that introduces no one has no group. */
export function charactersByFirstBook<Book extends AnyBook>(
  books: readonly Book[],
): Array<{ book: Book; characters: Array<SeriesCharacter<Book, CharacterOf<Book>>> }> {
  const characters = seriesCharacters(books)
  return [...books]
    .sort((a, b) => a.number - b.number)
    .map(book => ({ book, characters: characters.filter(character => character.first.book.slug === book.slug) }))
    .filter(group => group.characters.length > 0)
}

/** One character, by slug, or an error naming it: a page made for a character the books no longer have is a stale build. */
export function seriesCharacter<Book extends AnyBook>(books: readonly Book[], slug: string): SeriesCharacter<Book, CharacterOf<Book>> {
  const character = seriesCharacters(books).find(candidate => candidate.slug === slug)
  if (!character) throw new Error(`No book has the character "${slug}"`)
  return character
}
