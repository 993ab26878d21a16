/** The pages made from data/ (the others are files in src/pages/), each from its template in src/templates/. */
import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { ARTWORK_ARCHIVE } from "../downloads/artworkArchive"
import { ACTIVITY_SHEETS, CLASSROOM_DOWNLOAD_KINDS } from "../downloads/classroomKinds"
import { bookPath, firstChapterPath, PAGES, teachingGuidePath } from "../routes"
import type { ArtworkPageContext } from "../templates/artwork"
import { artworkFilters, type BookWithCharacters, type TaggedArtwork } from "../utils/artworkFilters"

/** The template each kind of page made from data/ is rendered with, from the site's root. */
export const TEMPLATES = {
  book: "src/templates/book.tsx",
  firstChapter: "src/templates/first-chapter.tsx",
  teachingGuide: "src/templates/teaching-guide.tsx",
  artwork: "src/templates/artwork.tsx",
  alias: "src/templates/alias.tsx",
} as const

interface PagesQuery {
  allBook: { nodes: Array<{ id: string; firstChapter: { file: string } | null } & BookWithCharacters> }
  allTeachingGuide: { nodes: Array<{ id: string; book: string }> }
  allArtwork: { nodes: TaggedArtwork[] }
  allAlias: { nodes: Array<{ from: string; to: string }> }
}

/** The books, their teaching guides, the artwork's tags and the aliases: all that page creation needs. */
const PAGES_QUERY = `
  query PagesFromContent {
    allBook(sort: { number: ASC }) {
      nodes {
        id
        slug
        label
        title
        characters {
          slug
          name
        }
        firstChapter {
          file
        }
      }
    }
    allTeachingGuide {
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
    allAlias {
      nodes {
        from
        to
      }
    }
  }
`

/** createPages: a page for each book, first chapter, teaching guide, artwork filter and alias. */
export const createSitePages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }) => {
  const result = await graphql<PagesQuery>(PAGES_QUERY)
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not read the books, the artwork and the aliases to create their pages.", result.errors)
    return
  }
  for (const book of result.data.allBook.nodes) {
    actions.createPage({
      path: bookPath(book.slug),
      component: path.resolve(TEMPLATES.book),
      context: { id: book.id },
    })
    if (book.firstChapter)
      actions.createPage({
        path: firstChapterPath(book.slug),
        component: path.resolve(TEMPLATES.firstChapter),
        context: { id: book.id },
      })
  }
  // A teaching guide's page, with the printable files made for its book (src/downloads/).
  for (const guide of result.data.allTeachingGuide.nodes) {
    actions.createPage({
      path: teachingGuidePath(guide.book),
      component: path.resolve(TEMPLATES.teachingGuide),
      context: { id: guide.id, book: guide.book, downloadKinds: CLASSROOM_DOWNLOAD_KINDS },
    })
  }
  // The artwork page, and a page of its own for each book and character with a picture: filters
  // that are plain links, in the sitemap, working without JavaScript.
  const artworks = result.data.allArtwork.nodes
  const downloads = { archiveKind: ARTWORK_ARCHIVE, activitySheetKinds: Object.keys(ACTIVITY_SHEETS) }
  const artworkPage = (pagePath: string, context: ArtworkPageContext) =>
    actions.createPage({ path: pagePath, component: path.resolve(TEMPLATES.artwork), context })
  artworkPage(PAGES.artwork.path, { filterKind: null, filterSlug: null, firstArtwork: artworks[0]?.slug ?? "", ...downloads })
  for (const filter of artworkFilters(artworks, result.data.allBook.nodes)) {
    artworkPage(filter.path, { filterKind: filter.kind, filterSlug: filter.slug, firstArtwork: filter.artworks[0], ...downloads })
  }
  for (const alias of result.data.allAlias.nodes) {
    // A real redirect where the host supports one, and a page at the old address that sends
    // the visitor on where it does not (a plain file host). Gatsby warns that the page wins
    // over the redirect in the browser: intended, as the page itself sends the visitor on.
    actions.createRedirect({ fromPath: alias.from, toPath: alias.to, isPermanent: true, redirectInBrowser: true })
    actions.createPage({
      path: alias.from,
      component: path.resolve(TEMPLATES.alias),
      context: { to: alias.to },
    })
  }
}
