/**
 * onPostBuild: the site search's index, made with Pagefind's Node API from the pages just built,
 * into public/pagefind/. Runs after gatsby-plugin-islands has moved each page to `<path>.html`,
 * so each page is given to Pagefind with its canonical address (no trailing slash), never one
 * computed from its file. What is indexed of a page is its <main> (not the header, menu or
 * footer), less what carries `data-pagefind-ignore` (breadcrumbs, the artwork's filter bar).
 * Left out: the 404 page, the old addresses, the A to Z, whose every line is a title of another
 * page, and the artwork's filter pages ("Pictures of Rexi", "Artwork from Book One"), views of
 * /artwork's pictures whose titles name every character and book: each would come before the
 * page about that character or book. /artwork is found for the pictures, and links to them. Only the files the search island uses are written:
 * Pagefind's script and worker, its WebAssembly for the site's language, the entry file and the
 * index it names (not Pagefind's own search UIs, which the site does not use).
 */
import fs from "node:fs"
import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { builtHtmlFile, importEsModule } from "gatsby-plugin-islands/node"
import { PAGES } from "../routes"
import { queryOrStop, settingsOrStop } from "./queryOrStop"
import { PAGEFIND_FOLDER } from "../search/pagefind"
import { isOldAddress } from "../addresses/oldAddressPages"

const SEARCH_PAGES_QUERY = /* GraphQL */ `
  query SearchPages {
    allSitePage {
      nodes {
        path
        component
      }
    }
    siteSettings {
      seriesName
    }
  }
`

/** The addresses that are not pages to find. */
const NOT_SEARCHED = ["/404", "/404.html", "/dev-404-page", PAGES.aToZ.path]

/** Pagefind's files the search uses: its script and worker, the entry file, and the metadata, index and fragment files it names. */
const USED_FILE = /^(pagefind\.js|pagefind-worker\.js|pagefind-entry\.json|pagefind\.[\w-]+\.pf_meta|(index|fragment|filter)\/[\w-]+\.pf_\w+)$/

/**
 * A page's title and picture for its search result, given to Pagefind as metadata:
 * - its title as the browser's tab shows it, less " | <series name>" ("Book One: The Discovery",
 *   where its h1, which Pagefind would take, reads "Book One The Discovery");
 * - the first picture of its <main>, as its smallest JPEG or PNG (a result shows it at 80 px),
 *   with its alt text (Pagefind would take the `src` of the first <img> after the h1, its widest file).
 */
export function withSearchMeta(html: string, seriesName: string): string {
  const metas: string[] = []
  const title = /<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1].replace(` | ${seriesName}`, "").trim()
  // Values stay HTML-escaped as the page has them: Pagefind reads the attributes as HTML.
  if (title) metas.push(`title:${title.replace(/"/g, "&quot;")}`)
  const main = html.indexOf("<main")
  const image = main < 0 ? null : /<img\b[^>]*>/.exec(html.slice(main))
  if (image) {
    const attribute = (name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(image[0])?.[1]
    const candidates = (attribute("srcset") ?? "")
      .split(",")
      .map(candidate => candidate.trim().split(/\s+/))
      .filter(([url, width]) => url && /^\d+w$/.test(width ?? ""))
      .sort((a, b) => parseInt(a[1]) - parseInt(b[1]))
    const src = candidates[0]?.[0] ?? attribute("src")
    if (src) metas.push(`image:${src}`, `image_alt:${attribute("alt") ?? ""}`)
  }
  if (metas.length === 0) return html
  const tagged = metas.map(meta => `<span data-pagefind-meta="${meta}"></span>`).join("")
  return html.replace(/<main\b[^>]*>/, opening => opening + tagged)
}

export const writeSearchIndex: GatsbyNode["onPostBuild"] = async ({ graphql, reporter }) => {
  const data = await queryOrStop<Queries.SearchPagesQuery>({ graphql, reporter }, SEARCH_PAGES_QUERY, "the pages to index for the site search")
  if (!data) return
  const site = settingsOrStop(data, reporter, "the site search")
  if (!site) return
  const pages = data.allSitePage.nodes
    .filter(page => !isOldAddress(page))
    .map(page => page.path)
    .filter(page => !NOT_SEARCHED.includes(page) && !page.startsWith(`${PAGES.artwork.path}/`))
  const { seriesName } = site
  const activity = reporter.activityTimer(`Site search: indexing ${pages.length} pages with Pagefind`)
  activity.start()
  // Pagefind's Node API is an ES module only, which Gatsby's bundling of this file would not find.
  const pagefind = await importEsModule<typeof import("pagefind")>("pagefind")
  const { index, errors } = await pagefind.createIndex({ rootSelector: "main", forceLanguage: "en" })
  if (!index) {
    reporter.panicOnBuild(`Pagefind could not start an index: ${errors.join("; ")}`)
    return
  }
  for (const page of pages.sort()) {
    const html = fs.readFileSync(path.resolve("public", builtHtmlFile(page)), "utf8")
    const added = await index.addHTMLFile({ url: page, content: withSearchMeta(html, seriesName) })
    if (added.errors.length > 0) {
      reporter.panicOnBuild(`Pagefind could not index ${page}: ${added.errors.join("; ")}`)
      return
    }
  }
  const { files, errors: writeErrors } = await index.getFiles()
  if (writeErrors.length > 0) {
    reporter.panicOnBuild(`Pagefind could not write its index: ${writeErrors.join("; ")}`)
    return
  }
  // A fresh folder each build: the index's files are named by their content, and an earlier build's would stay behind.
  const folder = path.resolve("public", PAGEFIND_FOLDER.replace(/^\/|\/$/g, ""))
  fs.rmSync(folder, { recursive: true, force: true })
  const entry = files.find(file => file.path === "pagefind-entry.json")
  const languages: Record<string, { wasm?: string }> = entry ? JSON.parse(Buffer.from(entry.content).toString("utf8")).languages : {}
  const wasm = new Set(Object.values(languages).map(language => `wasm.${language.wasm ?? "unknown"}.pagefind`))
  const used = files.filter(file => USED_FILE.test(file.path) || wasm.has(file.path))
  for (const file of used) {
    fs.mkdirSync(path.dirname(path.join(folder, file.path)), { recursive: true })
    fs.writeFileSync(path.join(folder, file.path), file.content)
  }
  await index.deleteIndex()
  await pagefind.close()
  activity.setStatus(`${used.length} files, ${Math.round(used.reduce((sum, file) => sum + file.content.length, 0) / 1024)} KB`)
  activity.end()
}
