import { graphql } from "gatsby"

/**
 * BookInSeries: a book's place in the reading order and its names, which every list of the books
 * reads. BookSummary: what a book's card or list entry shows (the home page's cards, the series
 * guide's list). BookCast: a book's name and its characters' names, which the A to Z, the artwork's
 * filters and the quiz's results read. CharacterEntry: what a book's list says of a character, which
 * their card and their page show.
 */
export const bookFragments = graphql`
  fragment BookInSeries on Book {
    slug
    number
    label
    title
  }

  fragment BookSummary on Book {
    ...BookInSeries
    tagline
    status
    coverAlt
    releaseDate
    releaseNote
    cover {
      ...CoverImage
    }
  }

  fragment CharacterEntry on BookCharacter {
    slug
    name
    role
    alt
    description
  }

  fragment BookCast on Book {
    slug
    label
    title
    characters {
      slug
      name
    }
  }
`
