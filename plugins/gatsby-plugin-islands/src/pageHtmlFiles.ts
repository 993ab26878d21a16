/**
 * Gatsby writes each page to public/<path>/index.html, which Cloudflare Pages serves only at
 * <path>/ and redirects <path> to, while the site's addresses have no trailing slash
 * (gatsby-config's `trailingSlash: "never"`): every canonical link would cost a redirect.
 * Written as public/<path>.html, the page answers at <path> itself on Cloudflare Pages, Netlify
 * and Azure Static Web Apps (docs/hosting.md). Before the next build the files go back where
 * Gatsby wrote them, so that it finds, replaces and deletes its pages' files as it expects.
 */
import fs from "node:fs"
import path from "node:path"
import { GATSBY_INTERNALS } from "./gatsbyInternals"
import { keptForNextBuild, move } from "./gatsbyRuntimeFiles"

const { pageHtmlFile } = GATSBY_INTERNALS

/** The record of the pages moved, for the next build to move back. */
const movedRecord = (root: string) => path.join(root, ".cache", "gatsby-plugin-islands", "page-html-files.json")

/** Where Gatsby writes the page at `pagePath`, and where the build moves it; none for the pages that keep Gatsby's file. */
export function pageHtmlFiles(pagePath: string): { written: string; served: string } | undefined {
  // The home page is index.html already; a path that ends in .html (Gatsby's 404.html) is its
  // own file; Gatsby's /404 page would land on 404.html, which the /404.html page writes.
  if (pagePath === "/" || pagePath.endsWith(".html") || pagePath === "/404") return undefined
  const relative = pagePath.replace(/^\/|\/$/g, "")
  return { written: path.join(relative, pageHtmlFile.value), served: `${relative}.html` }
}

/** The file of public/ (from public/) that holds the page at `pagePath` once the build is done. */
export function builtHtmlFile(pagePath: string): string {
  if (pagePath === "/") return "index.html"
  if (pagePath.endsWith(".html")) return pagePath.slice(1)
  // Gatsby's /404, which waits in .cache (servePagesAsHtmlFiles), is the 404.html hosts answer with.
  if (pagePath === "/404") return "404.html"
  return pageHtmlFiles(pagePath)?.served ?? path.join(pagePath.slice(1), pageHtmlFile.value)
}

/**
 * Moves each page's HTML in `root`'s public/ from <path>/index.html to <path>.html and records
 * which. Throws, naming the internal, when Gatsby wrote a page's HTML somewhere else.
 */
export function servePagesAsHtmlFiles(root: string, pagePaths: readonly string[]): number {
  const publicDir = path.join(root, "public")
  const moved: string[] = []
  for (const pagePath of pagePaths) {
    const files = pageHtmlFiles(pagePath)
    if (!files) continue
    const written = path.join(publicDir, files.written)
    if (!fs.existsSync(written))
      throw new Error(`public/${files.written} is missing: it is ${pageHtmlFile.description}. Gatsby has changed; see plugins/gatsby-plugin-islands/README.md.`)
    move(written, path.join(publicDir, files.served))
    removeFolderIfEmpty(path.dirname(written))
    moved.push(pagePath)
  }
  // Gatsby's /404 page is /404.html again, which hosts answer unknown addresses with; no address
  // reaches it, and it waits in .cache for the next build (restoreForGatsby puts it back).
  const gatsby404 = path.join("404", pageHtmlFile.value)
  if (fs.existsSync(path.join(publicDir, gatsby404))) {
    move(path.join(publicDir, gatsby404), path.join(keptForNextBuild(root), gatsby404))
    removeFolderIfEmpty(path.join(publicDir, "404"))
  }
  fs.mkdirSync(path.dirname(movedRecord(root)), { recursive: true })
  fs.writeFileSync(movedRecord(root), `${JSON.stringify(moved, null, 1)}\n`)
  return moved.length
}

/** Before Gatsby looks at public/: each page the last build moved goes back to <path>/index.html. */
export function restorePageFolders(root: string): void {
  const record = movedRecord(root)
  if (!fs.existsSync(record)) return
  const publicDir = path.join(root, "public")
  for (const pagePath of JSON.parse(fs.readFileSync(record, "utf8")) as string[]) {
    const files = pageHtmlFiles(pagePath)
    if (!files) continue
    const served = path.join(publicDir, files.served)
    const written = path.join(publicDir, files.written)
    if (fs.existsSync(served) && !fs.existsSync(written)) move(served, written)
  }
  fs.rmSync(record)
}

function removeFolderIfEmpty(folder: string): void {
  if (fs.readdirSync(folder).length === 0) fs.rmdirSync(folder)
}
