import * as styles from "./ArtworkFilters.module.css"

export interface ArtworkFilter {
  label: string
  path: string
}

interface ArtworkFiltersProps {
  /** The page of every picture ("All pictures"). */
  all: ArtworkFilter
  books: readonly ArtworkFilter[]
  characters: readonly ArtworkFilter[]
  /** The address of the list the page it is on belongs to, marked as the current filter. */
  current: string
  /** Whether the page is that address itself (the list's first page), not a further page of it. */
  currentIsPage?: boolean
}

/**
 * The artwork page's filters: plain links to a page for each book and each character, made at
 * build time, so they work without JavaScript. On a phone each group is one row that scrolls
 * sideways, so the filters never push the pictures below the fold.
 */
export function ArtworkFilters({ all, books, characters, current, currentIsPage = true }: ArtworkFiltersProps) {
  const groups = [
    { id: "artwork-filter-books", label: "Books", filters: [all, ...books] },
    { id: "artwork-filter-characters", label: "Characters", filters: characters },
  ].filter(group => group.filters.length > 0)
  return (
    // Every book and character by name, on every artwork page: the site search leaves it out, so that a name finds its own page.
    <nav aria-label="Artwork by book and character" className={styles.filters} data-pagefind-ignore>
      {groups.map(group => (
        <div key={group.id} className={styles.group}>
          <p id={group.id} className={styles.label}>
            {group.label}
          </p>
          <ul aria-labelledby={group.id} className={styles.list}>
            {group.filters.map(filter => (
              <li key={filter.path}>
                <a href={filter.path} aria-current={filter.path === current ? (currentIsPage ? "page" : "true") : undefined} className={styles.filter}>
                  {filter.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  )
}
