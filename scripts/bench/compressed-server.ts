import fs from "node:fs"
import http from "node:http"
import type { AddressInfo } from "node:net"
import path from "node:path"
import zlib from "node:zlib"
import { headersFor, parseHeadersFile, servedFile, type StaticServer } from "../../support/static-server"

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
 */
export async function serveCompressed(
  root: string,
  options: { leaveOut?: readonly string[]; encoding?: TextEncoding } = {},
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
    response.writeHead(found ? 200 : 404, {
      "content-type": TYPES[extension] ?? "application/octet-stream",
      "content-length": body.length,
      ...(encoding === "identity" ? {} : { "content-encoding": encoding }),
      ...(COMPRESSIBLE.has(extension) ? { vary: "Accept-Encoding" } : {}),
    })
    response.end(request.method === "HEAD" ? undefined : body)
  })
  await new Promise<void>(resolve => server.listen(0, "127.0.0.1", resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    encoding: hostEncoding,
    close: () => new Promise(resolve => server.close(() => resolve())),
  }
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
