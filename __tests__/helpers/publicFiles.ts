/**
 * Which files of a build's public/ nothing refers to: a walk from the addresses hosts, crawlers
 * and the author start from, through every reference each file it reaches makes, by the file's
 * kind (HTML, CSS, JSON, XML, the host files, scripts). What it never reaches, no visitor, host,
 * crawler or editor asks for. Files only: no browser, no server.
 */
import fs from "node:fs"
import path from "node:path"
import zlib from "node:zlib"
import { JSDOM } from "jsdom"
import { servedFile } from "../../harness/static-server"

export interface WalkOptions {
  /** The site's own address (siteUrl): absolute links to it name files of the build. */
  siteUrl: string
  /** The addresses the walk starts from ("/robots.txt", "/admin/"). */
  roots: readonly string[]
  /** Per script (its address), the files its code loads later that nothing else names: the islands' manifest. */
  loadsLater?: ReadonlyMap<string, readonly string[]>
}

/** Every file of the folder, as paths from it with forward slashes, sorted. */
export function filesIn(folder: string): string[] {
  return fs
    .readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter(entry => entry.isFile())
    .map(entry => path.relative(folder, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"))
    .sort()
}

/** The files of `publicDir` the walk from `roots` never reaches, as paths from it. */
export function unreferencedFiles(publicDir: string, options: WalkOptions): string[] {
  const reached = reachedFiles(publicDir, options)
  return filesIn(publicDir).filter(file => !reached.has(file))
}

/** The files of `publicDir` a walk from `roots` reaches, as paths from it. */
export function reachedFiles(publicDir: string, { siteUrl, roots, loadsLater = new Map() }: WalkOptions): Set<string> {
  const site = new URL(siteUrl)
  const reached = new Set<string>()
  const visited = new Set<string>()
  const parsed = new Map<string, References>()
  // A script's webpack chunks are named by the rule of the runtime that loads them (see scriptReferences).
  const queue: Array<{ address: URL; chunkName?: ChunkName }> = roots.map(root => ({ address: new URL(root, site) }))
  while (queue.length > 0) {
    const { address, chunkName } = queue.shift() as (typeof queue)[number]
    const file = fileAt(publicDir, address, site)
    if (!file) continue
    reached.add(file)
    // A file refers relative to the folder it is served from: /admin/ and /admin differ.
    const key = `${file} ${new URL(".", address).pathname}`
    if (visited.has(key)) continue
    visited.add(key)
    const found = referencesOf(parsed, path.join(publicDir, file), chunkName)
    for (const reference of [...found.references, ...(loadsLater.get(address.pathname) ?? [])]) {
      try {
        queue.push({ address: new URL(reference, address), chunkName: found.chunkName })
      } catch {
        // Not an address ("javascript:", a malformed value): it names no file.
      }
    }
  }
  return reached
}

type References = { references: string[]; chunkName?: ChunkName }

/** What a file refers to, by its kind, read once a walk (a page is reached at /shop and at /shop/). */
function referencesOf(parsed: Map<string, References>, file: string, inherited?: ChunkName): References {
  const key = `${file} ${inherited?.suffix ?? ""}`
  let found = parsed.get(key)
  if (!found) {
    const text = () => fs.readFileSync(file, "utf8")
    const name = path.basename(file)
    const extension = path.extname(file)
    if (extension === ".js") found = scriptReferences(text(), inherited)
    else if (name === PAGEFIND_ENTRY) found = { references: pagefindEntryReferences(JSON.parse(text())) }
    else if (extension === ".pf_meta") found = { references: pagefindMetaReferences(name, fs.readFileSync(file)) }
    else if (extension === ".html") found = { references: htmlReferences(text()) }
    else if (extension === ".css") found = { references: cssUrls(text()) }
    else if (extension === ".json" || extension === ".webmanifest") found = { references: addressesIn(JSON.parse(text()), { relative: true }) }
    else if (extension === ".xml") found = { references: xmlReferences(text()) }
    else if (name === "robots.txt") found = { references: robotsReferences(text()) }
    else if (name === "_redirects") found = { references: redirectsReferences(text()) }
    else if (name === "_headers") found = { references: headersReferences(text()) }
    else found = { references: [] }
    parsed.set(key, found)
  }
  return found
}

/** The file of public/ a host serves at an address of the site (harness/static-server.ts). */
function fileAt(publicDir: string, address: URL, site: URL): string | undefined {
  if (address.origin !== site.origin) return undefined
  let pathname: string
  try {
    pathname = decodeURIComponent(address.pathname)
  } catch {
    return undefined
  }
  const full = servedFile(publicDir, pathname)
  return full && path.relative(publicDir, full).split(path.sep).join("/")
}

/** Attributes whose value is one address. */
const ADDRESS_ATTRIBUTES = new Set(["href", "src", "poster", "action", "formaction", "data", "manifest"])
const JSON_SCRIPT_TYPES = new Set(["application/json", "application/ld+json", "speculationrules", "importmap"])

/**
 * What a page refers to: its links, sources, source sets and posters; in its styles (inline and
 * attributes), every url(); in data attributes, meta content and JSON scripts, every string that
 * is an address (the islands' props and their list of scripts, the structured data).
 */
function htmlReferences(html: string): string[] {
  // A fragment shares one window: no window, and no stylesheet parsed, for every page.
  const fragment = JSDOM.fragment(html)
  const references: string[] = []
  for (const element of Array.from(fragment.querySelectorAll("*"))) {
    for (const { name, value } of Array.from(element.attributes)) {
      if (ADDRESS_ATTRIBUTES.has(name)) references.push(value.trim())
      else if (name === "srcset" || name === "imagesrcset") references.push(...srcsetUrls(value))
      else if (name === "style") references.push(...cssUrls(value))
      else if (name.startsWith("data-") || name === "content") references.push(...addressesIn(parsedOrText(value)))
    }
    if (element.localName === "style") references.push(...cssUrls(element.textContent ?? ""))
    if (element.localName === "script" && JSON_SCRIPT_TYPES.has(element.getAttribute("type") ?? ""))
      references.push(...addressesIn(parsedOrText(element.textContent ?? "")))
  }
  return references
}

const srcsetUrls = (srcset: string): string[] =>
  srcset
    .split(/,\s+/)
    .map(candidate => candidate.trim().split(/\s+/)[0])
    .filter(Boolean)

/** Every url() and @import of a stylesheet. */
const cssUrls = (css: string): string[] => [
  ...[...css.matchAll(/url\(\s*(['"]?)([^'")]+)\1\s*\)/g)].map(match => match[2]),
  ...[...css.matchAll(/@import\s+(['"])([^'"]+)\1/g)].map(match => match[2]),
]

function parsedOrText(value: string): unknown {
  try {
    return JSON.parse(value)
  } catch {
    return value
  }
}

/**
 * The strings in a JSON value (or a plain string) that are addresses: absolute, from the root or
 * the folder ("./", "../"); with `relative`, as a JSON file's own references are (the manifest's
 * "icons/icon-48x48.png"), also a bare path with a file extension.
 */
function addressesIn(value: unknown, { relative = false } = {}): string[] {
  if (typeof value === "string") {
    const isAddress = /^(https?:\/\/|\/|\.\.?\/)\S*$/.test(value) || (relative && /^[\w~.-]+(\/[\w~.%-]+)*\.\w+([?#]\S*)?$/.test(value))
    return isAddress ? [value] : []
  }
  if (Array.isArray(value)) return value.flatMap(item => addressesIn(item, { relative }))
  if (value && typeof value === "object") return Object.values(value).flatMap(item => addressesIn(item, { relative }))
  return []
}

/** A sitemap's pages (and its index's sitemaps), and any other link or picture it holds (a news feed's pictures, in its posts' HTML). */
const xmlReferences = (xml: string): string[] => [
  ...[...xml.matchAll(/<(?:\w+:)?loc>\s*([^<\s]+)\s*<\/(?:\w+:)?loc>/g)].map(match => match[1]),
  ...[...xml.matchAll(/\s(?:href|src)="([^"]+)"/g)].map(match => match[1]),
]

/** robots.txt's sitemaps and the addresses its rules name. */
const robotsReferences = (text: string): string[] =>
  [...text.matchAll(/^\s*(?:sitemap|allow|disallow)\s*:\s*(\S+)/gim)].map(match => match[1]).filter(value => !value.includes("*"))

/** Both ends of each redirect of `_redirects` (Netlify, Cloudflare Pages). */
const redirectsReferences = (text: string): string[] =>
  text
    .split("\n")
    .map(line => line.trim())
    .filter(line => line && !line.startsWith("#"))
    .flatMap(line => line.split(/\s+/).slice(0, 2))

/** The paths `_headers` gives headers to by name (a rule with a wildcard names no file). */
const headersReferences = (text: string): string[] => text.split("\n").filter(line => /^\//.test(line) && !line.includes("*") && !/\s/.test(line.trim()))

/** The site search's index (Pagefind, written by src/gatsby-node/searchIndex.ts): its entry file, which its script fetches. */
const PAGEFIND_ENTRY = "pagefind-entry.json"

/** Pagefind's entry file names, for each language, its metadata file and its WebAssembly, beside it. */
function pagefindEntryReferences(entry: { languages?: Record<string, { hash: string; wasm?: string }> }): string[] {
  return Object.values(entry.languages ?? {}).flatMap(language => [`pagefind.${language.hash}.pf_meta`, `wasm.${language.wasm ?? "unknown"}.pagefind`])
}

/**
 * Pagefind's metadata file (`pagefind.<language>_<hash>.pf_meta`: gzip, then Pagefind's signature
 * and CBOR) names the index chunks, page fragments and filter files of its language by their hashes
 * ("en_6425226"); each is the file of that hash in its folder beside it. A hash names a file of one
 * folder only: the others do not exist.
 */
function pagefindMetaReferences(name: string, compressed: Buffer): string[] {
  const language = /^pagefind\.(.+)_[0-9a-f]+\.pf_meta$/.exec(name)?.[1]
  if (!language) return []
  const meta = zlib.gunzipSync(compressed).toString("latin1")
  // A hash is 7 hex digits or more, and the byte after it in CBOR may read as one more: each length is tried.
  const found = [...meta.matchAll(new RegExp(`${language}_[0-9a-f]{7,}`, "g"))].map(match => match[0])
  const hashes = new Set(
    found.flatMap(hash => Array.from({ length: hash.length - language.length - 7 }, (_, extra) => hash.slice(0, language.length + 8 + extra))),
  )
  return [...hashes].flatMap(hash => [`index/${hash}.pf_index`, `fragment/${hash}.pf_fragment`, `filter/${hash}.pf_filter`])
}

/** How a webpack runtime names a chunk's file from its id: `<id><suffix>`. */
type ChunkName = { suffix: string }

/**
 * What a script loads: the file its licence comment points to, the files it fetches or imports by
 * a literal address (an ES module's `import … from` and `export … from` too: the YAML library the
 * web editor loads as modules), the files it names from its own folder's address (Pagefind's
 * `${basePath}pagefind-entry.json`), and, when it is a webpack bundle that names its chunks `<id><suffix>` (Decap CMS),
 * the chunks it loads by id. A chunk is named by its runtime's rule, which it inherits.
 */
function scriptReferences(code: string, inherited?: ChunkName): { references: string[]; chunkName?: ChunkName } {
  const rule = /\.u=(\w+)=>\1\+"([^"]+)"/.exec(code)
  const chunkName = rule ? { suffix: rule[2] } : inherited
  const references = [
    ...[...code.matchAll(/For license information please see (\S+?)\s*\*\//g)].map(match => match[1]),
    ...[...code.matchAll(/\b(?:fetch|import)\(\s*(?:\/\*[^*]*\*\/\s*)?(["'`])([^"'`$]+)\1/g)].map(match => match[2]),
    ...[...code.matchAll(/^\s*(?:import|export)\b[^;'"`]*?\bfrom\s*(["'])(\.{1,2}\/[^"']+)\1/gm)].map(match => match[2]),
    ...[...code.matchAll(/`\$\{(?:this\.)?basePath\}([\w.-]+\.\w+)`/g)].map(match => match[1]),
    ...(chunkName ? [...new Set([...code.matchAll(/\b\w+\.e\((\d+)\)/g)].map(match => match[1]))].map(id => `${id}${chunkName.suffix}`) : []),
  ]
  return { references, chunkName }
}
