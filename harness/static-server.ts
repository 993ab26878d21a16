import fs from "node:fs"
import http from "node:http"
import net, { type AddressInfo } from "node:net"
import path from "node:path"
import zlib from "node:zlib"
import { flightSizes } from "./slow-start"

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json",
  ".map": "application/json",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".png": "image/png",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".svg": "image/svg+xml",
  ".xml": "application/xml",
  ".txt": "text/plain; charset=utf-8",
  ".webmanifest": "application/manifest+json",
}

/** Text compresses; images are compressed already, so a host sends them as they are. */
const COMPRESSIBLE = new Set([".html", ".js", ".css", ".json", ".map", ".svg", ".xml", ".txt", ".webmanifest"])

/** The compressions a host sends text with: brotli, as a good host does, and gzip, as many do. */
export const ENCODINGS = ["br", "gzip"] as const
export type TextEncoding = (typeof ENCODINGS)[number]
export const ENCODING_NAMES: Record<TextEncoding, string> = { br: "brotli", gzip: "gzip" }

/** A port nothing listens on now, for a server a test starts (a browser driver, the editor's proxy). */
export async function freePort(): Promise<number> {
  const server = net.createServer()
  await new Promise<void>(resolve => server.listen(0, "127.0.0.1", resolve))
  const { port } = server.address() as AddressInfo
  await new Promise(resolve => server.close(resolve))
  return port
}

export interface StaticServer {
  url: string
  close: () => Promise<void>
}

export interface ServeOptions {
  /** Send the headers of the build's `_headers` file, as Netlify and Cloudflare Pages do… */
  withHeaders?: boolean
  /** … but these (the bench's Lighthouse runs leave out Cross-Origin-Opener-Policy: docs/performance.md, Method). */
  leaveOut?: readonly string[]
  /** Compress text with this, or gzip for a browser that does not take it; uncompressed when not given. */
  encoding?: TextEncoding
  /**
   * Send each page's HTML as a new connection's slow start lets it through (slow-start.ts), for a
   * browser whose throttling has a round trip of this many ms but no slow start of its own.
   */
  pacePagesMs?: number
  /**
   * Start every page with a script that records its script errors in `window.__scriptErrors`
   * (SCRIPT_ERRORS_FILE), for a driver that cannot read the browser's log (WebKitWebDriver).
   */
  recordScriptErrors?: boolean
  port?: number
}

/** The recorder `recordScriptErrors` puts first in each page's head: a file, which the site's CSP allows ('self'), and ES5, which every engine reads. */
export const SCRIPT_ERRORS_FILE = "/__script-errors.js"
const SCRIPT_ERRORS_RECORDER = `window.__scriptErrors = [];
addEventListener("error", function (event) {
  if (event instanceof ErrorEvent) window.__scriptErrors.push(event.message + " (" + event.filename + ":" + event.lineno + ")");
}, true);
addEventListener("unhandledrejection", function (event) { window.__scriptErrors.push("Unhandled rejection: " + String(event.reason)); });
`
const withScriptErrorsRecorder = (html: Buffer): Buffer =>
  Buffer.from(String(html).replace(/<head[^>]*>/, head => `${head}<script src="${SCRIPT_ERRORS_FILE}"></script>`))

/**
 * Serves a folder the way a plain static file host does: files as they are, <path>.html, a
 * folder's index.html, and 404.html with status 404 for anything else. No redirects, no rewrites:
 * the site has to work on the plainest host. Any free port unless `port` names one.
 */
export async function serveFolder(root: string, options: ServeOptions = {}): Promise<StaticServer> {
  const leftOut = new Set((options.leaveOut ?? []).map(name => name.toLowerCase()))
  const rules = (options.withHeaders ? parseHeadersFile(fs.readFileSync(path.join(root, "_headers"), "utf8")) : []).map(rule => ({
    ...rule,
    headers: rule.headers.filter(([name]) => !leftOut.has(name.toLowerCase())),
  }))
  // Each file is compressed once and kept, so compression costs no time per request.
  const bodies = new Map<string, Buffer>()
  const recorded = (file: string) => options.recordScriptErrors === true && path.extname(file) === ".html"
  const bodyOf = (file: string, encoding: TextEncoding | "identity") => {
    const key = `${encoding}:${file}`
    if (!bodies.has(key)) bodies.set(key, encode(recorded(file) ? withScriptErrorsRecorder(fs.readFileSync(file)) : fs.readFileSync(file), encoding))
    return bodies.get(key)!
  }
  const server = http.createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? "/", "http://localhost").pathname)
    if (options.recordScriptErrors && pathname === SCRIPT_ERRORS_FILE) {
      response.setHeader("content-type", "text/javascript; charset=utf-8")
      return response.end(SCRIPT_ERRORS_RECORDER)
    }
    for (const [name, value] of Object.entries(headersFor(rules, pathname))) response.setHeader(name, value)
    const found = servedFile(root, pathname)
    const file = found ?? path.join(root, "404.html")
    const extension = path.extname(file)
    const compressible = options.encoding !== undefined && COMPRESSIBLE.has(extension)
    const encoding = compressible ? preferredEncoding(request.headers["accept-encoding"], options.encoding!) : "identity"
    response.statusCode = found ? 200 : 404
    response.setHeader("content-type", TYPES[extension] ?? "application/octet-stream")
    if (compressible) response.setHeader("vary", "Accept-Encoding")
    if (encoding !== "identity") response.setHeader("content-encoding", encoding)
    if (encoding === "identity" && options.pacePagesMs === undefined && !recorded(file)) {
      if (request.method === "HEAD") return response.end()
      return void fs.createReadStream(file).pipe(response)
    }
    const body = bodyOf(file, encoding)
    response.setHeader("content-length", body.length)
    if (request.method === "HEAD") return response.end()
    if (options.pacePagesMs === undefined || extension !== ".html") return response.end(body)
    sendInFlights(response, body, options.pacePagesMs)
  })
  await new Promise<void>(resolve => server.listen(options.port ?? 0, "127.0.0.1", resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise(resolve => server.close(() => resolve())),
  }
}

/** What Node adds to the headers set on a response: the status line, Date, Connection, Keep-Alive and the blank line. */
const NODE_HEADER_BYTES = "HTTP/1.1 200 OK\r\nDate: Tue, 24 Nov 2026 23:00:00 GMT\r\nConnection: keep-alive\r\nKeep-Alive: timeout=5\r\n\r\n".length

/**
 * The body in slow start's flights, the headers counting towards the first. The browser's throttling
 * delays the first bytes by a round trip and later ones not at all, so the second flight leaves
 * two round trips after the first, and each one after that a round trip after the one before.
 */
function sendInFlights(response: http.ServerResponse, body: Buffer, roundTripMs: number): void {
  const headerBytes = NODE_HEADER_BYTES + Object.entries(response.getHeaders()).reduce((sum, [name, value]) => sum + `${name}: ${String(value)}\r\n`.length, 0)
  const [first, ...later] = flightSizes(headerBytes + body.length)
  const ends = [Math.max(0, first - headerBytes), ...later].map((_, i, sizes) => sizes.slice(0, i + 1).reduce((sum, size) => sum + size, 0))
  const send = (flight: number) => {
    if (response.destroyed) return
    response.write(body.subarray(flight === 0 ? 0 : ends[flight - 1], ends[flight]))
    if (flight === ends.length - 1) response.end()
    else setTimeout(send, flight === 0 ? 2 * roundTripMs : roundTripMs, flight + 1)
  }
  send(0)
}

/** The host's encoding if the browser takes it, else gzip if it takes that, else none. */
function preferredEncoding(acceptEncoding: string | string[] | undefined, hostEncoding: TextEncoding): TextEncoding | "identity" {
  const takes = (encoding: TextEncoding) => new RegExp(`\\b${encoding}\\b`).test(String(acceptEncoding ?? ""))
  if (takes(hostEncoding)) return hostEncoding
  return takes("gzip") ? "gzip" : "identity"
}

/** `content` compressed as the hosts send it: brotli at quality 11, gzip at level 9. */
export function encode(content: Buffer, encoding: TextEncoding | "identity"): Buffer {
  if (encoding === "br") return zlib.brotliCompressSync(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } })
  if (encoding === "gzip") return zlib.gzipSync(content, { level: 9 })
  return content
}

/**
 * The file a static host serves at `pathname` (decoded) of the folder `root`, if any: the file
 * itself, <path>.html (how the build writes pages) or the folder's index.html, as Cloudflare
 * Pages, Netlify and GitHub Pages look them up.
 */
export function servedFile(root: string, pathname: string): string | undefined {
  const full = path.join(root, path.normalize(pathname))
  if (!full.startsWith(root + path.sep) && full !== root) return undefined
  const candidates = pathname.endsWith("/") ? [path.join(full, "index.html")] : [full, `${full}.html`, path.join(full, "index.html")]
  return candidates.find(candidate => fs.existsSync(candidate) && fs.statSync(candidate).isFile())
}

/** Every HTML page in a folder: the site's pages, not Gatsby's internal fragments. */
export function htmlPagesIn(root: string): string[] {
  const pages: string[] = []
  const walk = (folder: string) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name)
      if (entry.isDirectory() && !["_gatsby", "page-data", "static"].includes(entry.name)) walk(full)
      else if (entry.isFile() && entry.name.endsWith(".html")) pages.push(full)
    }
  }
  walk(root)
  return pages.sort()
}

interface HeadersRule {
  pattern: RegExp
  /** Headers the rule detaches (`! Name`) before it sets its own. */
  detached: string[]
  headers: Array<[string, string]>
}

/** Netlify's and Cloudflare Pages' `_headers` format: a path line, then indented "Name: value" or "! Name" lines. */
export function parseHeadersFile(text: string): HeadersRule[] {
  const rules: HeadersRule[] = []
  for (const line of text.split("\n")) {
    if (!line.trim() || line.startsWith("#")) continue
    if (!/^\s/.test(line)) {
      const pattern = line
        .trim()
        .split("*")
        .map(part => part.replace(/[.+?^${}()|[\]\\]/g, "\\$&"))
        .join(".*")
      rules.push({ pattern: new RegExp(`^${pattern}$`), detached: [], headers: [] })
      continue
    }
    const rule = rules[rules.length - 1]
    if (line.trim().startsWith("!")) {
      rule.detached.push(line.trim().slice(1).trim())
      continue
    }
    const colon = line.indexOf(":")
    rule.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()])
  }
  return rules
}

/**
 * The headers of a path as Cloudflare Pages applies the rules (its asset server's
 * `attachCustomHeaders`): every matching rule in order; a detached header goes, and a header
 * two rules set gets both values. The host tests check that Netlify and Azure agree.
 */
export function headersFor(rules: readonly HeadersRule[], pathname: string): Record<string, string> {
  const headers: Record<string, string> = {}
  for (const rule of rules.filter(r => r.pattern.test(pathname))) {
    for (const name of rule.detached) delete headers[name]
    for (const [name, value] of rule.headers) headers[name] = headers[name] ? `${headers[name]}, ${value}` : value
  }
  return headers
}

/**
 * A host in front of the served site that sends one page's HTML in two parts, pausing after
 * `marker` (as a slow connection does) until the test calls `release`, and everything else
 * straight through. The test decides when the pause ends, never a clock: on a busy machine a
 * fixed pause could end before the test has looked at the half-arrived page.
 */
export async function htmlPausedInside(siteUrl: string, pagePath: string, marker: string) {
  if (!(await (await fetch(siteUrl + pagePath)).text()).includes(marker)) throw new Error(`"${marker}" is not in the HTML of ${pagePath}`)
  let reachedPause: () => void = () => {}
  const reached = new Promise<void>(resolve => (reachedPause = resolve))
  let releasePause: () => void = () => {}
  const released = new Promise<void>(resolve => (releasePause = resolve))
  const server = http.createServer(async (request, response) => {
    const upstream = await fetch(siteUrl + (request.url ?? "/"))
    const body = Buffer.from(await upstream.arrayBuffer())
    response.writeHead(upstream.status, { "content-type": upstream.headers.get("content-type") ?? "application/octet-stream" })
    if (request.url !== pagePath) return response.end(body)
    const html = body.toString("utf8")
    const cut = html.indexOf(marker) + marker.length
    response.write(html.slice(0, cut))
    reachedPause()
    await released
    response.end(html.slice(cut))
  })
  await new Promise<void>(resolve => server.listen(0, "127.0.0.1", resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    reached,
    /** Sends the rest of the HTML. */
    release: () => releasePause(),
    close: () => {
      releasePause()
      server.closeAllConnections()
      return new Promise<void>(resolve => server.close(() => resolve()))
    },
  }
}
