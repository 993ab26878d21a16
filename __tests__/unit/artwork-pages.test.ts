/**
 * @jest-environment node
 */
import { Artwork } from "gatsby-source-chapterverse"
import { createPages } from "../../gatsby-node"
import { bookEntries, checkedContent } from "../../harness/content"
import { ARTWORK_PAGE_SIZE, isFurtherPageOf, listPagePath, listPages } from "../../src/lists/pagination"
import { pagerNumbers } from "../../src/components/Pager/Pager"
import { artworkBookPath, artworkCharacterPath, PAGES } from "../../src/routes"
import type { ArtworkPageContext } from "../../src/templates/artwork"
import { handOverContent } from "../helpers/handOverContent"

// The artwork's lists in pages (src/lists/pagination.ts): at ten times data/'s pictures, as the
// performance issue measures (220 today), every page still holds at most ARTWORK_PAGE_SIZE, so its
// HTML does not grow with the collection. Cheap: no build, the pages createPages would make.
type AnyArgs = any // eslint-disable-line @typescript-eslint/no-explicit-any

const artworksToday = checkedContent.entries(Artwork).map(entry => entry.value)
const TEN_TIMES = artworksToday.length * 10

describe("listPages", () => {
  it.each([0, 1, ARTWORK_PAGE_SIZE - 1, ARTWORK_PAGE_SIZE, ARTWORK_PAGE_SIZE + 1, artworksToday.length, TEN_TIMES])(
    "splits %i items into pages of at most the size, each item once and in order, the first at the list's address",
    total => {
      const pages = listPages("/list", total, ARTWORK_PAGE_SIZE)
      expect(pages).toHaveLength(Math.max(1, Math.ceil(total / ARTWORK_PAGE_SIZE)))
      const shown = pages.flatMap(page => Array.from({ length: Math.max(0, Math.min(page.limit, total - page.skip)) }, (_, index) => page.skip + index))
      expect(shown).toEqual(Array.from({ length: total }, (_, index) => index))
      for (const page of pages) expect(page.limit).toBeLessThanOrEqual(ARTWORK_PAGE_SIZE)
      expect(pages.map(page => page.path)).toEqual(pages.map((_, index) => (index === 0 ? "/list" : `/list/page/${index + 1}`)))
      expect(pages.map(page => [page.number, page.count])).toEqual(pages.map((_, index) => [index + 1, pages.length]))
      expect(pages.map(page => [page.previous, page.next])).toEqual(
        pages.map((_, index) => [index > 0 ? pages[index - 1].path : null, index < pages.length - 1 ? pages[index + 1].path : null]),
      )
    },
  )

  it("knows a list's further pages from its other addresses", () => {
    expect(isFurtherPageOf("/artwork", listPagePath("/artwork", 2))).toBe(true)
    expect(isFurtherPageOf("/artwork", "/artwork/book-one")).toBe(false)
    expect(isFurtherPageOf("/artwork", "/artwork/characters/rexi/page/2")).toBe(false)
    expect(isFurtherPageOf("/artwork/characters/rexi", "/artwork/characters/rexi/page/2")).toBe(true)
  })
})

describe("the pager", () => {
  it("shows every page of a short list, and of a long one the first, the last and the current one's neighbours", () => {
    expect(pagerNumbers(2, 2)).toEqual([1, 2])
    expect(pagerNumbers(1, 19)).toEqual([1, 2, null, 19])
    expect(pagerNumbers(10, 19)).toEqual([1, null, 9, 10, 11, null, 19])
    expect(pagerNumbers(19, 19)).toEqual([1, null, 18, 19])
    for (let number = 1; number <= 19; number++) expect(pagerNumbers(number, 19).length).toBeLessThanOrEqual(7)
  })
})

describe(`createPages at ten times data/'s pictures (${TEN_TIMES})`, () => {
  // createPages reads today's entries with addresses from the content the content plugin checked.
  beforeAll(() => handOverContent())
  // data/'s books, and its pictures ten times over, each tagged as its original is.
  const artworks = Array.from({ length: 10 }, (_, round) =>
    artworksToday.map(artwork => ({ slug: `${artwork.slug}-${round}`, books: artwork.books, characters: artwork.characters ?? null })),
  ).flat()
  const books = bookEntries.map(book => ({
    id: book.slug,
    slug: book.slug,
    number: book.number,
    label: book.label,
    title: book.title,
    characters: book.characters.map((character: { slug: string; name: string }) => ({
      slug: character.slug,
      name: character.name,
      image: { id: character.slug },
    })),
    firstChapter: null,
  }))
  const graphql = jest.fn().mockResolvedValue({
    data: {
      allBook: { nodes: books },
      allColouringPage: { nodes: [] },
      allArtwork: { nodes: artworks },
      allTeachingGuide: { nodes: [] },
      allAlias: { nodes: [] },
      allNewsPost: { nodes: [] },
      allDatedDocument: {
        nodes: [
          { id: "d1", internal: { type: "AccessibilityStatement" } },
          { id: "d2", internal: { type: "PrivacyPolicy" } },
        ],
      },
    },
  })

  const artworkPages = async () => {
    const actions = { createPage: jest.fn(), createRedirect: jest.fn() }
    const reporter = { panicOnBuild: jest.fn(), warn: jest.fn() }
    await createPages?.({ graphql, actions, reporter } as AnyArgs, {} as AnyArgs, () => undefined)
    expect(reporter.panicOnBuild).not.toHaveBeenCalled()
    return actions.createPage.mock.calls
      .map(([page]) => page as { path: string; component: string; context: ArtworkPageContext })
      .filter(page => /src\/templates\/artwork\.tsx$/.test(page.component))
  }

  it(`makes /artwork pages of at most ${ARTWORK_PAGE_SIZE} pictures that show each picture once, in order`, async () => {
    const pages = (await artworkPages()).filter(page => page.path === PAGES.artwork.path || isFurtherPageOf(PAGES.artwork.path, page.path))
    expect(pages.length).toBe(Math.ceil(TEN_TIMES / ARTWORK_PAGE_SIZE))
    for (const page of pages) {
      expect(page.context.limit).toBeLessThanOrEqual(ARTWORK_PAGE_SIZE)
      expect(page.context.filter).toEqual({})
    }
    const shown = pages.flatMap(page => artworks.slice(page.context.skip, page.context.skip + page.context.limit).map(artwork => artwork.slug))
    expect(shown).toEqual(artworks.map(artwork => artwork.slug))
    expect(pages.map(page => [page.path, page.context.page.number, page.context.page.count])).toEqual(
      pages.map((_, index) => [listPagePath(PAGES.artwork.path, index + 1), index + 1, pages.length]),
    )
  })

  it("pages each filter the same way, within its tag", async () => {
    const pages = await artworkPages()
    const filters = [
      ...books.map(book => ({
        path: artworkBookPath(book.slug),
        tag: { books: { eq: book.slug } },
        count: artworks.filter(a => a.books.includes(book.slug)).length,
      })),
      ...[...new Set(books.flatMap(book => book.characters.map((character: { slug: string }) => character.slug)))].map(slug => ({
        path: artworkCharacterPath(slug),
        tag: { characters: { eq: slug } },
        count: artworks.filter(a => (a.characters ?? []).includes(slug)).length,
      })),
    ].filter(filter => filter.count > 0)
    expect(filters.length).toBeGreaterThan(0)
    for (const filter of filters) {
      const ofFilter = pages.filter(page => page.path === filter.path || isFurtherPageOf(filter.path, page.path))
      expect([filter.path, ofFilter.length]).toEqual([filter.path, Math.ceil(filter.count / ARTWORK_PAGE_SIZE)])
      for (const page of ofFilter) {
        expect(page.context.filter).toEqual(filter.tag)
        expect(page.context.limit).toBeLessThanOrEqual(ARTWORK_PAGE_SIZE)
      }
    }
  })
})
