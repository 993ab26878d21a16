import { graphql } from "gatsby"

/** What a book's card or list entry shows (the home page's cards, the series guide's list). */
export const bookFragments = graphql`
  fragment BookSummary on Book {
    slug
    number
    label
    title
    tagline
    status
    coverAlt
    releaseDate
    releaseNote
    cover {
      ...CoverImage
    }
  }
`
