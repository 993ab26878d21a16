import crypto from "node:crypto"
import fs from "node:fs"
import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { contentTypeDefinitions } from "./src/content/graphql"
import { formatProblems, sampleValues, validateContent } from "./src/content/validate"
import { bookPath } from "./src/routes"

const contentDirectory = () => path.resolve("data")

/** Stops the build on any content problem before Gatsby reads a single file of data/. */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }) => {
  const problems = validateContent(contentDirectory())
  if (problems.length > 0) reporter.panic(formatProblems(problems))
  const samples = sampleValues(contentDirectory())
  if (samples.length > 0) {
    reporter.warn(`Sample values the author must replace before launch (see the README's content guide):\n  ${samples.join("\n  ")}`)
  }
}

/**
 * Gatsby 5 rebuilds a page's HTML only when the server-side code or the page's data
 * changes, yet the HTML inlines the site's CSS: a change to CSS alone would leave stale
 * styles in every page. Compiling a digest of the stylesheets into the server-side bundle
 * (gatsby-ssr.tsx writes it out) makes such a change rebuild every page.
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions, plugins }) => {
  if (stage !== "build-html") return
  actions.setWebpackConfig({ plugins: [plugins.define({ "process.env.STYLESHEETS_DIGEST": JSON.stringify(stylesheetsDigest()) })] })
}

function stylesheetsDigest(): string {
  const hash = crypto.createHash("sha256")
  const walk = (dir: string): void => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(full)
      else if (entry.name.endsWith(".css")) hash.update(full).update(fs.readFileSync(full))
    }
  }
  walk(path.resolve("src"))
  return hash.digest("hex").slice(0, 12)
}

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(contentTypeDefinitions())
}

interface PagesQuery {
  allBook: { nodes: Array<{ id: string; slug: string }> }
  allAlias: { nodes: Array<{ from: string; to: string }> }
}

/** The books and aliases: all that page creation needs. */
const PAGES_QUERY = `
  query PagesFromContent {
    allBook {
      nodes {
        id
        slug
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
    reporter.panicOnBuild("Could not read the books and aliases to create their pages.", result.errors)
    return
  }
  for (const book of result.data.allBook.nodes) {
    actions.createPage({
      path: bookPath(book.slug),
      component: path.resolve("src/templates/book.tsx"),
      context: { id: book.id },
    })
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
  siteSettings: { siteUrl: string } | null
  allAlias: { nodes: Array<{ from: string; to: string }> }
}

/**
 * Writes the files static hosts and crawlers read: `_redirects` (Netlify and Cloudflare
 * Pages; `!` makes the host redirect even though a page exists at the old address) and
 * `robots.txt`, pointing to the sitemap at the site's own address.
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ graphql, reporter }) => {
  const result = await graphql<HostFilesQuery>(`
    query HostFiles {
      siteSettings {
        siteUrl
      }
      allAlias {
        nodes {
          from
          to
        }
      }
    }
  `)
  if (result.errors || !result.data?.siteSettings) {
    reporter.panicOnBuild("Could not read the site address and aliases to write public/_redirects and public/robots.txt.", result.errors)
    return
  }
  const redirects = result.data.allAlias.nodes.flatMap(alias => [`${alias.from} ${alias.to} 301!`, `${alias.from}/ ${alias.to} 301!`])
  fs.writeFileSync(path.resolve("public/_redirects"), `# Written by gatsby-node.ts from data/site/aliases.json\n${redirects.join("\n")}\n`)
  const sitemap = new URL("/sitemap-index.xml", result.data.siteSettings.siteUrl).href
  fs.writeFileSync(path.resolve("public/robots.txt"), `User-agent: *\nAllow: /\n\nSitemap: ${sitemap}\n`)
}
