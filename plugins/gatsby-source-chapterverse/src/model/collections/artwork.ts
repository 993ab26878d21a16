/**
 * The free artwork and the colouring pages: their schemas and types, and their checks across
 * files: each tag names a book or a character a book declares, which the artwork page's
 * filters and the characters' pages are made from.
 */
import type { z } from "zod"
import type { CrossFileCheck, TypedContent, TypedEntry } from "../collection"
import { altText, described, image, list, object, optional, slug, text } from "../fields"
import type { ContentProblem } from "../../checks/problems"
import { bookSlugsIn, characterSlugsIn } from "./books"

/** Stands in a picture's `books` for the whole series: a picture of no one book (a poster of the trilogy, a character seen in every book). */
export const SERIES_TAG = "series"

export const Artwork = object("Artwork", {
  slug: slug(),
  title: text(),
  alt: altText(),
  image: image(undefined, { what: "a piece of artwork", atLeast: { longSide: 2400 }, why: "visitors download this very file" }),
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
    image([".png", ".jpg", ".jpeg"], {
      what: "a colouring page",
      shape: { width: 2480, height: 3508, name: "A4 portrait" },
      atLeast: { width: 2480, height: 3508 },
      why: "it is printed on an A4 page at 300 dpi",
    }),
    "Black outlines on white, with large closed areas to colour; A4 portrait shape, about 2480 × 3508 pixels (A4 at 300 dpi).",
  ),
  alt: altText(),
})

export type ArtworkEntry = z.infer<typeof Artwork>
export type ColouringPageEntry = z.infer<typeof ColouringPage>

/** A colouring page's book must exist. */
export const colouringPageBooksExist: CrossFileCheck = content => {
  const bookSlugs = bookSlugsIn(content)
  return content
    .entries(ColouringPage)
    .filter(page => page.value.book !== undefined && !bookSlugs.includes(page.value.book))
    .map(page =>
      content.problem(page, "book", `there is no book "${page.value.book}"`, `use one of ${bookSlugs.join(", ")}, or leave "book" out for the whole series`),
    )
}

/** What to do about a tag naming no character, listing the ones there are. */
function characterAdvice(characterSlugs: readonly string[]): string {
  return characterSlugs.length
    ? `use the slug of a character from a book's character list (${characterSlugs.join(", ")}), add the character to the book.json of a book first, or remove the tag`
    : "add the character to the book.json of a book first, or remove the tag"
}

/** Tags naming characters no book declares, in the order the entry gives them. */
function unknownCharacters(content: TypedContent, entry: TypedEntry<unknown>, tags: ReadonlyArray<string | undefined> = []): ContentProblem[] {
  const characterSlugs = characterSlugsIn(content)
  return tags.flatMap((name, index) =>
    name !== undefined && !characterSlugs.includes(name)
      ? [content.problem(entry, `characters[${index}]`, `no book has a character "${name}"`, characterAdvice(characterSlugs))]
      : [],
  )
}

/** A colouring page's characters must be declared by a book (each character's page offers it). */
export const colouringPageCharactersExist: CrossFileCheck = content =>
  content.entries(ColouringPage).flatMap(page => unknownCharacters(content, page, page.value.characters))

/** An artwork's tags make the artwork page's filters: each names a book (or the series), or a character of a book. */
export const artworkTagsExist: CrossFileCheck = content => {
  const bookSlugs = bookSlugsIn(content)
  return content
    .entries(Artwork)
    .flatMap(artwork => [
      ...(artwork.value.books ?? []).flatMap((name, index) =>
        name !== undefined && name !== SERIES_TAG && !bookSlugs.includes(name)
          ? [
              content.problem(
                artwork,
                `books[${index}]`,
                `there is no book "${name}"`,
                `use the slug of a book the picture comes from (${bookSlugs.join(", ")}), or "${SERIES_TAG}" for a picture of the whole series`,
              ),
            ]
          : [],
      ),
      ...unknownCharacters(content, artwork, artwork.value.characters),
    ])
}
