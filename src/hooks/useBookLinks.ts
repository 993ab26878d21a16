import { graphql, useStaticQuery } from "gatsby"
import { bookPath } from "../routes"

export interface BookLink {
  path: string
  label: string
}

/** Every book, in series order, for the navigation. */
export function useBookLinks(): BookLink[] {
  const data = useStaticQuery<Queries.BookLinksQuery>(graphql`
    query BookLinks {
      allBook(sort: { number: ASC }) {
        nodes {
          slug
          label
        }
      }
    }
  `)
  return data.allBook.nodes.map(book => ({ path: bookPath(book.slug), label: book.label }))
}
