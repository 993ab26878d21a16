import type { BookLink } from "../../hooks/useBookLinks"
import { ROUTES } from "../../routes"

export interface NavigationLink {
  path: string
  label: string
}

/** The header's links: home, each book, then the rest of the site. */
export function navigationLinks(books: BookLink[]): NavigationLink[] {
  return [
    { path: ROUTES.home, label: "Home" },
    ...books.map(book => ({ path: book.path, label: book.label })),
    { path: ROUTES.seriesGuide, label: "Series guide" },
    { path: ROUTES.videos, label: "Videos" },
    { path: ROUTES.music, label: "Music" },
    { path: ROUTES.artwork, label: "Artwork" },
    { path: ROUTES.roblox, label: "Roblox" },
    { path: ROUTES.shop, label: "Shop" },
  ]
}
