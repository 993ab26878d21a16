import fs from "node:fs"
import http from "node:http"
import type { AddressInfo } from "node:net"
import path from "node:path"
import zlib from "node:zlib"
import { headersFor, parseHeadersFile, servedFile, type StaticServer } from "../../support/static-server"
import { flightSizes } from "./slow-start"

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json",
  ".webmanifest": "application/manifest+json",
  ".svg": "image/svg+xml",
  ".xml": "application/xml",
  ".txt": "text/plain; charset=utf-8",
  ".map": "application/json",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".png": "image/png",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
}

/** Text compresses; images are compressed already, so a host sends them as they are. */
const COMPRESSIBLE = new Set([".html", ".js", ".css", ".json", ".webmanifest", ".svg", ".xml", ".txt", ".map"])

type Encoding = "br" | "gzip" | "identity"
/** The compressions the bench measures the site over: brotli, and gzip, which many hosts send instead. */
export const ENCODINGS = ["br", "gzip"] as const
export type TextEncoding = (typeof ENCODINGS)[number]

/**
 * Serves a built site the way a static host does: text compressed with `encoding` (brotli, as
 * a good host does, or gzip, as many do) when the browser takes it, else gzip if it takes that,
 * with Content-Encoding, Content-Type and Vary set, the headers of the build's `_headers` file
 * (Netlify's format) when there is one, <path>.html or a folder's index.html, and 404.html with status 404.
 * Compressed bodies are made once per file and kept, so compression costs no time per request.
 * `leaveOut` names headers of `_headers` not to send (the bench's Lighthouse runs leave out LIGHTHOUSE_LEAVES_OUT, lighthouse-runner.ts).
 * `pacePagesMs` (a round trip) sends each page's HTML as a new connection's slow start lets it
 * through (slow-start.ts), for a browser whose DevTools throttling adds that round trip to a
 * response's start: headers and the first flight at once, so that they arrive one round trip
 * after the request; each later flight so that it arrives one round trip after the one before.
 * The throttling has no slow start of its own: without pacing, bytes past the first flight would
 * cost a page only their transfer time.
 */
export async function serveCompressed(
  root: string,
  options: { leaveOut?: readonly string[]; encoding?: TextEncoding; pacePagesMs?: number } = {},
): Promise<StaticServer & { encoding: TextEncoding }> {
  const hostEncoding = options.encoding ?? "br"
  const headersFile = path.join(root, "_headers")
  const leftOut = new Set((options.leaveOut ?? []).map(name => name.toLowerCase()))
  const rules = (fs.existsSync(headersFile) ? parseHeadersFile(fs.readFileSync(headersFile, "utf8")) : []).map(rule => ({
    ...rule,
    headers: rule.headers.filter(([name]) => !leftOut.has(name.toLowerCase())),
  }))
  const bodies = new Map<string, Buffer>()
  const bodyOf = (file: string, encoding: Encoding): Buffer => {
    const key = `${encoding}:${file}`
    if (!bodies.has(key)) bodies.set(key, encode(fs.readFileSync(file), encoding))
    return bodies.get(key)!
  }

  const server = http.createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? "/", "http://localhost").pathname)
    for (const [name, value] of Object.entries(headersFor(rules, pathname))) response.setHeader(name, value)
    const found = servedFile(root, pathname)
    const file = found ?? path.join(root, "404.html")
    const extension = path.extname(file)
    const encoding = COMPRESSIBLE.has(extension) ? preferredEncoding(request.headers["accept-encoding"], hostEncoding) : "identity"
    const body = bodyOf(file, encoding)
    response.setHeader("content-type", TYPES[extension] ?? "application/octet-stream")
    response.setHeader("content-length", body.length)
    if (encoding !== "identity") response.setHeader("content-encoding", encoding)
    if (COMPRESSIBLE.has(extension)) response.setHeader("vary", "Accept-Encoding")
    response.statusCode = found ? 200 : 404
    if (request.method === "HEAD") return response.end()
    if (options.pacePagesMs === undefined || extension !== ".html") return response.end(body)
    sendInFlights(response, body, options.pacePagesMs)
  })
  await new Promise<void>(resolve => server.listen(0, "127.0.0.1", resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    encoding: hostEncoding,
    close: () => new Promise(resolve => server.close(() => resolve())),
  }
}

/** What Node adds to the headers set on a response: the status line, Date, Connection, Keep-Alive and the blank line. */
const NODE_HEADER_BYTES = "HTTP/1.1 200 OK\r\nDate: Tue, 24 Nov 2026 23:00:00 GMT\r\nConnection: keep-alive\r\nKeep-Alive: timeout=5\r\n\r\n".length

/**
 * The body in slow start's flights: the headers count towards the first. The browser's throttling
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
function preferredEncoding(acceptEncoding: string | string[] | undefined, hostEncoding: TextEncoding): Encoding {
  const accepted = String(acceptEncoding ?? "")
  const takes = (encoding: TextEncoding) => new RegExp(`\\b${encoding}\\b`).test(accepted)
  if (takes(hostEncoding)) return hostEncoding
  if (takes("gzip")) return "gzip"
  return "identity"
}

function encode(content: Buffer, encoding: Encoding): Buffer {
  if (encoding === "br") return zlib.brotliCompressSync(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } })
  if (encoding === "gzip") return zlib.gzipSync(content, { level: 9 })
  return content
}
