import type { BookLink } from "../../hooks/useBookLinks"
import { HOME, PAGES, type SitePage } from "../../routes"

export interface NavigationLink {
  path: string
  label: string
}

/** The header's links: home, each book, then the pages that have a menu label (src/routes.ts), in order. */
export function navigationLinks(books: BookLink[]): NavigationLink[] {
  const pages: readonly SitePage[] = Object.values(PAGES)
  return [
    { path: HOME.path, label: HOME.label },
    ...books.map(book => ({ path: book.path, label: book.label })),
    ...pages.flatMap(page => (page.menuLabel ? [{ path: page.path, label: page.menuLabel }] : [])),
  ]
}
