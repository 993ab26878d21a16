import fs from "node:fs"
import path from "node:path"
import { parse, type DefaultTreeAdapterMap } from "parse5"
import { ISLAND_SCRIPTS_ID } from "./islandMarkup"
import { builtHtmlFile } from "./pageHtmlFiles"

type Node = DefaultTreeAdapterMap["node"]
type Element = DefaultTreeAdapterMap["element"]

/**
 * What a page of the build holds, for the site's build code after the build (the site's headers:
 * a player's frame origins, the inline scripts' hashes), read from the page's HTML in public/. Not
 * recorded while the page renders: a file written from a server render makes Gatsby render every
 * page on every build ("Unsafe builtin method was used"), and the HTML, which a page Gatsby does
 * not render again keeps, is what hosts serve.
 */
export interface RenderedPage {
  /** The page's path, as created ("/", "/shop"). */
  path: string
  /** The islands it holds, by name (the page's list of its islands' files, gatsby-ssr.tsx). */
  islands: string[]
  /** The files the page loads for each of its islands, by name, as addresses ("/islands/…"): that list itself. */
  islandFiles: Record<string, string[]>
  /** The code of each inline script a browser runs (not JSON data blocks), as written into the page: what the CSP must allow. */
  inlineScripts: string[]
  /** Those of them that are JavaScript (not speculation rules): what the page's JavaScript weighs. */
  inlineJavaScript: string[]
}

/** Script types a browser does not run: data for the page's code, and for search engines. */
const DATA_BLOCK_TYPES = ["application/json", "application/ld+json"]

/** The types of a script that is JavaScript: none, a module, or JavaScript's MIME type (HTML's "classic script"). */
const JAVASCRIPT_TYPES = ["", "module", "text/javascript", "application/javascript"]

/** Each page of the build as its HTML file in `root`'s public/ holds it (after onPostBuild has moved it); throws naming a page with no file. */
export function readRenderedPages(root: string, pagePaths: readonly string[]): RenderedPage[] {
  return pagePaths.map(pagePath => {
    const file = path.join(root, "public", builtHtmlFile(pagePath))
    if (!fs.existsSync(file)) throw new Error(`The page ${pagePath} has no HTML file at ${file}: run \`npm run clean\`, then build again.`)
    return renderedPage(pagePath, fs.readFileSync(file, "utf8"))
  })
}

/** What the page at `pagePath` holds, from its HTML. */
export function renderedPage(pagePath: string, html: string): RenderedPage {
  const scripts = elementsNamed(parse(html), "script")
  const islandScripts = scripts.find(script => attribute(script, "id") === ISLAND_SCRIPTS_ID)
  const islandFiles: Record<string, string[]> = islandScripts ? JSON.parse(textOf(islandScripts)) : {}
  const inline = scripts.filter(script => attribute(script, "src") === undefined)
  const typeOf = (script: Element) => (attribute(script, "type") ?? "").trim().toLowerCase()
  return {
    path: pagePath,
    islands: Object.keys(islandFiles),
    islandFiles,
    inlineScripts: inline.filter(script => !DATA_BLOCK_TYPES.includes(typeOf(script))).map(textOf),
    inlineJavaScript: inline.filter(script => JAVASCRIPT_TYPES.includes(typeOf(script))).map(textOf),
  }
}

function elementsNamed(node: Node, tagName: string): Element[] {
  const own = "tagName" in node && node.tagName === tagName ? [node] : []
  const children = "childNodes" in node ? node.childNodes : []
  // A <template>'s content is a fragment of its own, not among its children.
  const content = "content" in node ? [node.content] : []
  return [...own, ...[...children, ...content].flatMap(child => elementsNamed(child, tagName))]
}

const attribute = (element: Element, name: string) => element.attrs.find(attr => attr.name === name)?.value

/** A script's text as written: the parser keeps a script's content raw, as a browser hashes it for the CSP. */
const textOf = (element: Element) => element.childNodes.map(child => ("value" in child && child.nodeName === "#text" ? child.value : "")).join("")
