/** The pages made from data/ (the others are files in src/pages/), each from its template in src/templates/. */
import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { ARTWORK_ARCHIVE } from "../downloads/artworkArchive"
import { ACTIVITY_SHEETS, CLASSROOM_DOWNLOAD_KINDS, colouringPageFileSlug } from "../downloads/classroomKinds"
import { checkedContentOfThisBuild, contentDirectory, formatProblems } from "gatsby-source-chapterverse/node"
import { aliasProblems } from "../aliases"
import { queryOrStop } from "./queryOrStop"
import {
  bookPath,
  characterPath,
  DATED_DOCUMENT_PAGES,
  FIXED_PAGE_PATHS,
  firstChapterPath,
  newsPostPath,
  PAGES,
  teachingGuidePath,
  type DatedDocumentType,
} from "../routes"
import type { DatedDocumentPageContext } from "../templates/dated-document"
import type { CharacterPageContext } from "../templates/character"
import { seriesCharacters } from "../books/characters"
import type { ArtworkPageContext } from "../templates/artwork"
import type { GonePageContext } from "../templates/gone"
import { artworkFilters } from "../artwork/artworkFilters"
import { ARTWORK_PAGE_SIZE, listPages } from "../lists/pagination"
import { contentHistory } from "../addresses/contentHistory"
import { todaysEntries } from "../addresses/addressedEntries"
import { earlierAddresses } from "../addresses/earlierAddresses"
import { OLD_ADDRESS_TEMPLATES } from "../addresses/oldAddressPages"

/** Set to "1" where a build goes live (the deploy workflow): it then stops when git cannot give data/'s earlier addresses. */
export const REQUIRE_ADDRESS_HISTORY = "REQUIRE_ADDRESS_HISTORY"

/** The template each kind of page made from data/ is rendered with, from the site's root. */
export const TEMPLATES = {
  book: "src/templates/book.tsx",
  firstChapter: "src/templates/first-chapter.tsx",
  character: "src/templates/character.tsx",
  teachingGuide: "src/templates/teaching-guide.tsx",
  newsPost: "src/templates/news-post.tsx",
  artwork: "src/templates/artwork.tsx",
  alias: OLD_ADDRESS_TEMPLATES.moved,
  gone: OLD_ADDRESS_TEMPLATES.gone,
  datedDocument: "src/templates/dated-document.tsx",
} as const

/** The books, their teaching guides, the artwork's tags and the aliases: all that page creation needs. */
const PAGES_QUERY = /* GraphQL */ `
  query PagesFromContent {
    allBook(sort: { number: ASC }) {
      nodes {
        id
        slug
        number
        label
        title
        characters {
          slug
          name
          image {
            id
          }
        }
        firstChapter {
          file
        }
      }
    }
    allTeachingGuide(sort: { book: ASC }) {
      nodes {
        id
        book
      }
    }
    allArtwork {
      nodes {
        slug
        books
        characters
      }
    }
    allColouringPage {
      nodes {
        slug
        characters
      }
    }
    allAlias {
      nodes {
        from
        to
      }
    }
    allNewsPost(sort: { slug: ASC }) {
      nodes {
        id
        slug
        book
      }
    }
    allDatedDocument {
      nodes {
        id
        internal {
          type
        }
      }
    }
  }
`

/** createPages: a page for each book, first chapter, character, teaching guide, news post, artwork filter, dated document and alias. */
export const createSitePages: GatsbyNode["createPages"] = async ({ graphql, actions: gatsbyActions, reporter }) => {
  // Every address this function gives a page, for the earlier addresses to know which still answer for themselves.
  const madeHere = new Set<string>()
  const actions = {
    ...gatsbyActions,
    createPage: (page: Parameters<typeof gatsbyActions.createPage>[0]) => (madeHere.add(page.path), gatsbyActions.createPage(page)),
  }
  const data = await queryOrStop<Queries.PagesFromContentQuery>(
    { graphql, reporter },
    PAGES_QUERY,
    "the books, the artwork and the aliases to create their pages",
  )
  if (!data) return
  const aliasesLeadingNowhere = aliasProblems(data.allAlias.nodes, { books: data.allBook.nodes, newsPosts: data.allNewsPost.nodes })
  if (aliasesLeadingNowhere.length > 0) {
    reporter.panicOnBuild(formatProblems(aliasesLeadingNowhere))
    return
  }
  for (const book of data.allBook.nodes) {
    actions.createPage({
      path: bookPath(book.slug),
      component: path.resolve(TEMPLATES.book),
      context: { id: book.id, slug: book.slug },
    })
    if (book.firstChapter)
      actions.createPage({
        path: firstChapterPath(book.slug),
        component: path.resolve(TEMPLATES.firstChapter),
        context: { id: book.id },
      })
  }
  // A character's page: what the first book they appear in says of them, with its picture; the
  // later books behind spoiler disclosures (the template reads the books again by its slug).
  const colouringPages = data.allColouringPage.nodes
  for (const character of seriesCharacters(data.allBook.nodes)) {
    const context: CharacterPageContext = {
      slug: character.slug,
      picture: character.first.character.image.id,
      colouringFiles: colouringPages.filter(page => (page.characters ?? []).includes(character.slug)).map(page => colouringPageFileSlug(page.slug)),
    }
    actions.createPage({ path: characterPath(character.slug), component: path.resolve(TEMPLATES.character), context })
  }
  // A teaching guide's page, with the printable files made for its book (src/downloads/).
  for (const guide of data.allTeachingGuide.nodes) {
    actions.createPage({
      path: teachingGuidePath(guide.book),
      component: path.resolve(TEMPLATES.teachingGuide),
      context: { id: guide.id, book: guide.book, downloadKinds: CLASSROOM_DOWNLOAD_KINDS },
    })
  }
  // A news post's page, linking to the book it is about.
  for (const post of data.allNewsPost.nodes) {
    actions.createPage({
      path: newsPostPath(post.slug),
      component: path.resolve(TEMPLATES.newsPost),
      // No post has an empty book slug: a post about no book finds none.
      context: { id: post.id, book: post.book ?? "" },
    })
  }
  // The artwork page, and a page of its own for each book and character with a picture: filters
  // that are plain links, in the sitemap, working without JavaScript. Each list in pages of
  // ARTWORK_PAGE_SIZE (/artwork, /artwork/page/2, …), so no page grows with the collection.
  const artworks = data.allArtwork.nodes
  const downloads = { archiveKind: ARTWORK_ARCHIVE, activitySheetKinds: Object.keys(ACTIVITY_SHEETS) }
  const artworkList = (listPath: string, slugs: readonly string[], context: Pick<ArtworkPageContext, "filterKind" | "filterSlug" | "filter">) => {
    for (const { path: pagePath, number, count, previous, next, limit, skip } of listPages(listPath, slugs.length, ARTWORK_PAGE_SIZE)) {
      const page = { path: pagePath, number, count, previous, next }
      const pageContext: ArtworkPageContext = { ...context, page, limit, skip, firstArtwork: slugs[skip] ?? "", ...downloads }
      actions.createPage({ path: pagePath, component: path.resolve(TEMPLATES.artwork), context: pageContext })
    }
  }
  artworkList(
    PAGES.artwork.path,
    artworks.map(artwork => artwork.slug),
    { filterKind: null, filterSlug: null, filter: {} },
  )
  for (const filter of artworkFilters(artworks, data.allBook.nodes)) {
    const tag = filter.kind === "book" ? { books: { eq: filter.slug } } : { characters: { eq: filter.slug } }
    artworkList(filter.path, filter.artworks, { filterKind: filter.kind, filterSlug: filter.slug, filter: tag })
  }
  // The privacy policy and the accessibility statement: one template, through their shared interface.
  for (const type of Object.keys(DATED_DOCUMENT_PAGES) as DatedDocumentType[]) {
    const document = data.allDatedDocument.nodes.find(node => node.internal.type === type)
    const pagePath = DATED_DOCUMENT_PAGES[type].page.path
    if (!document) {
      reporter.panicOnBuild(`No ${type} node: its file in data/pages/ was not loaded, so ${pagePath} has nothing to show.`)
      return
    }
    const context: DatedDocumentPageContext = { id: document.id, type }
    actions.createPage({ path: pagePath, component: path.resolve(TEMPLATES.datedDocument), context })
  }
  // A real redirect where the host supports one, and a page at the old address that sends the
  // visitor on where it does not (a plain file host). Gatsby warns that the page wins over the
  // redirect in the browser: intended, as the page itself sends the visitor on. The host files,
  // the sitemap, the search and the news feed read the redirects back from these pages.
  const redirect = (from: string, to: string) => {
    actions.createRedirect({ fromPath: from, toPath: to, isPermanent: true, redirectInBrowser: true })
    actions.createPage({ path: from, component: path.resolve(TEMPLATES.alias), context: { to } })
  }
  for (const alias of data.allAlias.nodes) redirect(alias.from, alias.to)
  // Every address an entry has had keeps answering (src/addresses/): a renamed entry's earlier
  // ones lead to it, a removed entry's say it has gone. The pages of src/pages/ are the fixed ones.
  const dataDir = contentDirectory()
  const history = contentHistory(dataDir)
  if (!history.known) {
    const message = `Earlier addresses: ${history.why}, so only data/site/aliases.json's old addresses lead on. To keep them all answering, ${history.fix}.`
    // The deploy workflow's builds must know them (REQUIRE_ADDRESS_HISTORY=1): a build for the live site stops instead.
    if (process.env[REQUIRE_ADDRESS_HISTORY] === "1") reporter.panicOnBuild(message)
    else reporter.warn(message)
    return
  }
  const fixedPages = new Set(FIXED_PAGE_PATHS)
  const { moved, gone } = earlierAddresses(
    history.versions,
    todaysEntries(checkedContentOfThisBuild(), dataDir),
    address => madeHere.has(address) || fixedPages.has(address),
  )
  for (const { from, to } of moved) redirect(from, to)
  for (const { path: address, title, list } of gone) {
    const context: GonePageContext = { title, list }
    actions.createPage({ path: address, component: path.resolve(TEMPLATES.gone), context })
  }
}
