/**
 * Lists that grow with a collection, split into pages of a fixed size, so no page's weight grows
 * with the collection: the first page at the list's own address, the others at
 * `<list>/page/<n>` (/artwork, /artwork/page/2, /artwork/characters/rexi/page/2). Each page is made
 * by createPages (src/gatsby-node/pagesFromData.ts) with its `limit` and `skip`, which its
 * template's page query reads.
 */

/**
 * Pictures on a page of the artwork list. 12 fills whole rows at each of the grid's column counts
 * (1, 2 and 4); today's 22 pictures make two pages (12 and 10), and each page's HTML is then at
 * most today's one page's, since a card is its heaviest part (about 1.7 KB of HTML, 0.3 KB gzipped):
 * at ten times the content a page still holds 12, however many pages there are.
 */
export const ARTWORK_PAGE_SIZE = 12

/** The segment before a page's number in its address. */
export const PAGE_SEGMENT = "page"

/** One page of a list: where it is, which it is, and which of the list's items it shows. */
export interface ListPage {
  path: string
  /** 1 for the first page. */
  number: number
  /** How many pages the list has (at least 1: an empty list still has its first page). */
  count: number
  /** The items it shows: `skip` from the list's start, at most `limit`. */
  skip: number
  limit: number
  /** The other pages' addresses, for rel=prev/next and the pager; null at either end. */
  previous: string | null
  next: string | null
}

/** The address of a list's page `number` (its first page is the list's own address). */
export const listPagePath = (listPath: string, number: number): string => (number <= 1 ? listPath : `${listPath}/${PAGE_SEGMENT}/${number}`)

/** A list of `total` items at `listPath` as pages of `size`: always one page at least. */
export function listPages(listPath: string, total: number, size: number): ListPage[] {
  if (!Number.isInteger(size) || size < 1) throw new Error(`A list's page size must be a whole number above 0, not ${size}`)
  const count = Math.max(1, Math.ceil(total / size))
  return Array.from({ length: count }, (_, index) => {
    const number = index + 1
    return {
      path: listPagePath(listPath, number),
      number,
      count,
      skip: index * size,
      limit: size,
      previous: number > 1 ? listPagePath(listPath, number - 1) : null,
      next: number < count ? listPagePath(listPath, number + 1) : null,
    }
  })
}

/** "Page 2 of 3". */
export const pageOf = (page: Pick<ListPage, "number" | "count">): string => `Page ${page.number} of ${page.count}`

/** Whether an address is a further page of a list at `listPath` (`/artwork/page/2` of `/artwork`). */
export const isFurtherPageOf = (listPath: string, path: string): boolean => new RegExp(`^${listPath}/${PAGE_SEGMENT}/[1-9][0-9]*$`).test(path)
