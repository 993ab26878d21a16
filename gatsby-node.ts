import fs from "node:fs"
import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { ADMIN_PATH, liveBackend, writeAdminApp } from "./src/admin/adminApp"
import { ContentProblems, readCheckedContent, type CheckedContent } from "./src/content/checkedContent"
import { contentTypeDefinitions } from "./src/content/graphql"
import { GENERATED_FILE_TYPE, writeGeneratedFiles } from "./src/downloads/generatedFiles"
import { GENERATORS } from "./src/downloads/generators"
import { ARTWORK_ARCHIVE } from "./src/downloads/artworkArchive"
import { ACTIVITY_SHEETS, CLASSROOM_DOWNLOAD_KINDS } from "./src/downloads/classroomKinds"
import { contentDirectory, readSiteSettings } from "./src/content/siteSettings"
import { stripByteOrderMarks } from "./src/content/json"
import { sampleValues } from "./src/content/validate"
import { headerRules, inlineScriptHashes, netlifyHeadersFile, staticWebAppConfig } from "./src/hosting/headers"
import { islandNamesIn } from "./plugins/gatsby-plugin-islands/src/islandMarkup"
import { PLAYER_ISLANDS } from "./src/islands/registry"
import { chapterResolvers } from "./src/content/chapterField"
import { PIXEL_SIZE_TYPE, pixelSizeResolvers } from "./src/content/pixelSizeField"
import { bookPath, firstChapterPath, PAGES, teachingGuidePath } from "./src/routes"
import type { ArtworkPageContext } from "./src/templates/artwork"
import { artworkFilters, type BookWithCharacters, type TaggedArtwork } from "./src/utils/artworkFilters"
import { socialImageResolvers } from "./src/seo/socialImageField"
import { YOUTUBE_EMBED_ORIGIN } from "./src/utils/youtube"

/** data/ as onPreBootstrap checked it, for the build code that reads it (sourceNodes). */
let content: CheckedContent | undefined

/** Stops the build on any content problem before Gatsby reads a single file of data/. */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }) => {
  try {
    content = readCheckedContent(contentDirectory())
  } catch (error) {
    if (!(error instanceof ContentProblems)) throw error
    return reporter.panic(error.message)
  }
  const samples = sampleValues(contentDirectory())
  if (samples.length > 0) {
    reporter.warn(`Sample values the author must replace before launch (see docs/content-guide.md):\n  ${samples.join("\n  ")}`)
  }
  // The checks read a file saved with a byte-order mark as the editor shows it; Gatsby's JSON
  // transformer does not, so the mark goes before Gatsby reads the file.
  for (const file of stripByteOrderMarks(content.files)) {
    reporter.info(`Removed the byte-order mark the editor saved at the start of ${path.relative(process.cwd(), file)}; its content is unchanged.`)
  }
}

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes([contentTypeDefinitions(), GENERATED_FILE_TYPE, PIXEL_SIZE_TYPE].join("\n\n"))
}

/** The PDFs and ZIPs the build makes from data/ (src/downloads/), each a GeneratedFile node the pages query. */
export const sourceNodes: GatsbyNode["sourceNodes"] = async ({ actions, createNodeId, createContentDigest, reporter }) => {
  const activity = reporter.activityTimer("Making the downloadable PDFs and ZIPs")
  activity.start()
  try {
    if (!content) throw new Error("data/ was not read: onPreBootstrap reads it first")
    const files = await writeGeneratedFiles(GENERATORS, { content, publicDir: path.resolve("public") })
    for (const file of files) {
      actions.createNode({
        ...file,
        id: createNodeId(`GeneratedFile ${file.slug}`),
        internal: { type: "GeneratedFile", contentDigest: createContentDigest(file) },
      })
    }
  } catch (error) {
    reporter.panic(`Could not make the downloadable files (src/downloads/): ${error instanceof Error ? error.message : String(error)}`)
  } finally {
    activity.end()
  }
}

export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers }) => {
  createResolvers({ ...socialImageResolvers(), ...chapterResolvers(), ...pixelSizeResolvers() })
}

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

export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }) => {
  const result = await graphql<PagesQuery>(PAGES_QUERY)
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not read the books, the artwork and the aliases to create their pages.", result.errors)
    return
  }
  for (const book of result.data.allBook.nodes) {
    actions.createPage({
      path: bookPath(book.slug),
      component: path.resolve("src/templates/book.tsx"),
      context: { id: book.id },
    })
    if (book.firstChapter)
      actions.createPage({
        path: firstChapterPath(book.slug),
        component: path.resolve("src/templates/first-chapter.tsx"),
        context: { id: book.id },
      })
  }
  // A teaching guide's page, with the printable files made for its book (src/downloads/).
  for (const guide of result.data.allTeachingGuide.nodes) {
    actions.createPage({
      path: teachingGuidePath(guide.book),
      component: path.resolve("src/templates/teaching-guide.tsx"),
      context: { id: guide.id, book: guide.book, downloadKinds: CLASSROOM_DOWNLOAD_KINDS },
    })
  }
  // The artwork page, and a page of its own for each book and character with a picture: filters
  // that are plain links, in the sitemap, working without JavaScript.
  const artworks = result.data.allArtwork.nodes
  const downloads = { archiveKind: ARTWORK_ARCHIVE, activitySheetKinds: Object.keys(ACTIVITY_SHEETS) }
  const artworkPage = (pagePath: string, context: ArtworkPageContext) =>
    actions.createPage({ path: pagePath, component: path.resolve("src/templates/artwork.tsx"), context })
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
      component: path.resolve("src/templates/alias.tsx"),
      context: { to: alias.to },
    })
  }
}

interface HostFilesQuery {
  allAlias: { nodes: Array<{ from: string; to: string }> }
  allMusicAlbum: { nodes: Array<{ embedUrl: string }> }
}

/**
 * Writes the files static hosts and crawlers read:
 * - `_redirects` (Netlify, Cloudflare Pages): the aliases; `!` makes the host redirect even
 *   though a page exists at the old address;
 * - `_headers` and `staticwebapp.config.json`: the security and caching headers, with the
 *   hashes of the inline scripts of the HTML just built;
 * - `robots.txt`, pointing to the sitemap at the site's own address.
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ graphql, reporter }) => {
  const result = await graphql<HostFilesQuery>(`
    query HostFiles {
      allAlias {
        nodes {
          from
          to
        }
      }
      allMusicAlbum {
        nodes {
          embedUrl
        }
      }
    }
  `)
  const data = result.data
  if (result.errors || !data) {
    reporter.panicOnBuild("Could not read the aliases and albums to write the host files in public/.", result.errors)
    return
  }
  const site = readSiteSettings()
  const publicFile = (name: string) => path.resolve("public", name)

  const redirects = data.allAlias.nodes.flatMap(alias => [`${alias.from} ${alias.to} 301!`, `${alias.from}/ ${alias.to} 301!`])
  fs.writeFileSync(publicFile("_redirects"), `# Written by gatsby-node.ts from data/site/aliases.json\n${redirects.join("\n")}\n`)

  const pages = htmlFiles(path.resolve("public")).map(page => ({ ...page, html: fs.readFileSync(page.file, "utf8") }))
  const rules = headerRules({
    scriptHashes: pages.flatMap(page => inlineScriptHashes(page.html)),
    frameOrigins: [...new Set([YOUTUBE_EMBED_ORIGIN, ...data.allMusicAlbum.nodes.map(album => new URL(album.embedUrl).origin)])],
    formOrigins: [new URL(site.newsletter.formAction).origin],
    pages: pages.map(page => ({
      path: page.path,
      framesPlayers: islandNamesIn(page.html).some(name => (PLAYER_ISLANDS as readonly string[]).includes(name)),
    })),
  })
  fs.writeFileSync(publicFile("_headers"), netlifyHeadersFile(rules))
  fs.writeFileSync(publicFile("staticwebapp.config.json"), staticWebAppConfig(rules))

  const sitemap = new URL("/sitemap-index.xml", site.siteUrl).href
  fs.writeFileSync(publicFile("robots.txt"), `User-agent: *\nAllow: /\nDisallow: ${ADMIN_PATH}/\n\nSitemap: ${sitemap}\n`)

  // The web editor, configured from the content model, saving to the git host named by the host's environment.
  writeAdminApp(publicFile(ADMIN_PATH.slice(1)), { backend: liveBackend() })
}

/** Every HTML page in the build, with the path it is served at ("shop/index.html" → "/shop"). */
function htmlFiles(publicDir: string, folder = publicDir): Array<{ file: string; path: string }> {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap(entry => {
    const full = path.join(folder, entry.name)
    // The editor (public/admin/) is no page of the site: it has headers of its own.
    if (entry.isDirectory()) return ["page-data", "static", "_gatsby", ADMIN_PATH.slice(1)].includes(entry.name) ? [] : htmlFiles(publicDir, full)
    if (!entry.name.endsWith(".html")) return []
    const relative = path.relative(publicDir, full).split(path.sep).join("/")
    const served = relative === "index.html" ? "/" : relative.endsWith("/index.html") ? `/${relative.slice(0, -"/index.html".length)}` : `/${relative}`
    return [{ file: full, path: served }]
  })
}
