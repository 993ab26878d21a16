import { artworkBookPath, artworkCharacterPath } from "../routes"

/** An artwork's tags, as data/artwork/artwork.json holds them. */
export interface TaggedArtwork {
  slug: string
  books: readonly string[]
  characters?: readonly string[] | null
}

export interface BookWithCharacters {
  slug: string
  label: string
  title: string
  characters: ReadonlyArray<{ slug: string; name: string }>
}

/** A filter of the artwork page: its own page, what its link and heading say, and the pictures it shows. */
export interface ArtworkFilterPage {
  kind: "book" | "character"
  slug: string
  path: string
  /** Its link in the filter bar ("Book One: The Discovery", "Rexi"). */
  label: string
  /** Its page's h1 and title ("Artwork from Book One: The Discovery", "Pictures of Rexi"). */
  heading: string
  /** The slugs of its pictures, in the order of artwork.json. */
  artworks: string[]
}

/**
 * The artwork page's filters: one for each book with a picture tagged with it (in reading
 * order), then one for each character with a picture (in the order the books introduce them;
 * the same slug in two books is one character, named as the first book names it). A filter
 * with no picture would be an empty page, so there is none.
 */
export function artworkFilters(artworks: readonly TaggedArtwork[], booksInOrder: readonly BookWithCharacters[]): ArtworkFilterPage[] {
  const tagged = (kind: "books" | "characters", slug: string) => artworks.filter(artwork => (artwork[kind] ?? []).includes(slug)).map(artwork => artwork.slug)
  const bookFilters = booksInOrder.map(book => {
    const label = `${book.label}: ${book.title}`
    return {
      kind: "book" as const,
      slug: book.slug,
      path: artworkBookPath(book.slug),
      label,
      heading: `Artwork from ${label}`,
      artworks: tagged("books", book.slug),
    }
  })
  const characters = new Map<string, string>()
  for (const character of booksInOrder.flatMap(book => book.characters)) if (!characters.has(character.slug)) characters.set(character.slug, character.name)
  const characterFilters = [...characters].map(([slug, name]) => ({
    kind: "character" as const,
    slug,
    path: artworkCharacterPath(slug),
    label: name,
    heading: `Pictures of ${name}`,
    artworks: tagged("characters", slug),
  }))
  return [...bookFilters, ...characterFilters].filter(filter => filter.artworks.length > 0)
}
