import fs from "node:fs"
import http from "node:http"
import net, { type AddressInfo } from "node:net"
import path from "node:path"

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript",
  ".css": "text/css",
  ".json": "application/json",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".png": "image/png",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".svg": "image/svg+xml",
  ".xml": "application/xml",
  ".txt": "text/plain; charset=utf-8",
  ".webmanifest": "application/manifest+json",
}

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

/**
 * Serves a folder the way a plain static file host does: files as they are, <path>.html, a
 * folder's index.html, and 404.html with status 404 for anything else. No redirects, no rewrites:
 * the site has to work on the plainest host. With `withHeaders`, it also sends the headers
 * of the build's `_headers` file, as Netlify and Cloudflare Pages do. Any free port unless
 * `port` names one.
 */
export async function serveFolder(root: string, { withHeaders = false, port = 0 } = {}): Promise<StaticServer> {
  const rules = withHeaders ? parseHeadersFile(fs.readFileSync(path.join(root, "_headers"), "utf8")) : []
  const server = http.createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? "/", "http://localhost").pathname)
    for (const [name, value] of Object.entries(headersFor(rules, pathname))) response.setHeader(name, value)
    const file = servedFile(root, pathname)
    if (!file) {
      response.writeHead(404, { "content-type": TYPES[".html"] })
      response.end(fs.readFileSync(path.join(root, "404.html")))
      return
    }
    response.writeHead(200, { "content-type": TYPES[path.extname(file)] ?? "application/octet-stream" })
    fs.createReadStream(file).pipe(response)
  })
  await new Promise<void>(resolve => server.listen(port, "127.0.0.1", resolve))
  const address = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${address.port}`,
    close: () => new Promise(resolve => server.close(() => resolve())),
  }
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
