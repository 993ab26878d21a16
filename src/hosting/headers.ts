/**
 * The HTTP headers the site is served with, from one source, written after the build into
 * the formats static hosts read: `_headers` (Netlify, Cloudflare Pages) and
 * `staticwebapp.config.json` (Azure Static Web Apps). The Content-Security-Policy allows
 * the pages' inline scripts by their SHA-256 hashes, computed from the code each page's render
 * wrote (plugins/gatsby-plugin-islands/src/renderedPages.ts), so it needs no 'unsafe-inline'.
 */
import crypto from "node:crypto"
import { ADMIN_PATH, LOCAL_PROXY_PORT } from "../admin/adminApp"

export interface HeaderRule {
  /** A path pattern; `*` matches anything. */
  path: string
  headers: Record<string, string>
}

export interface SiteForHeaders {
  /** SHA-256 hashes of every inline script of every built page ("sha256-…"). */
  scriptHashes: readonly string[]
  /** The origins of the video and music players, which the pages that have one may frame. */
  frameOrigins: readonly string[]
  /** The origins forms may post to besides the site: the mailing-list service. */
  formOrigins: readonly string[]
  /** The built HTML pages ("/", "/shop", …), served fresh every time, and whether each has a player. */
  pages: readonly PageForHeaders[]
}

export interface PageForHeaders {
  path: string
  /** Whether the page embeds a video or music player (an island of PLAYER_ISLANDS). */
  framesPlayers: boolean
}

const YEAR_IN_SECONDS = 365 * 24 * 60 * 60

/** The CSP source that allows an inline script with this code ("'sha256-…'"). */
export const scriptHash = (code: string): string => `'sha256-${crypto.createHash("sha256").update(code, "utf8").digest("base64")}'`

/**
 * A page that has no player may frame nothing and grants nothing to anyone: least privilege,
 * and the players' origins, twice in the CSP and four times in the Permissions-Policy, were
 * some 370 bytes of every page's first round trip (docs/performance.md).
 */
export function contentSecurityPolicy(site: SiteForHeaders, page: PageForHeaders): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${[...new Set(site.scriptHashes)].sort().join(" ")}`,
    // Gatsby inlines the CSS into each page, and React writes a few style attributes.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    `frame-src ${page.framesPlayers ? site.frameOrigins.join(" ") : "'none'"}`,
    `form-action 'self' ${site.formOrigins.join(" ")}`,
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
  ].join("; ")
}

/** Only what the embedded players need, on the pages that have them; nothing else may use these features. */
export function permissionsPolicy(site: SiteForHeaders, page: PageForHeaders): string {
  const players = page.framesPlayers ? `(self ${site.frameOrigins.map(origin => `"${origin}"`).join(" ")})` : "()"
  return [
    "accelerometer=()",
    "camera=()",
    "geolocation=()",
    "gyroscope=()",
    "microphone=()",
    "payment=()",
    "usb=()",
    `autoplay=${players}`,
    `encrypted-media=${players}`,
    `fullscreen=${players}`,
    `picture-in-picture=${players}`,
  ].join(", ")
}

const IMMUTABLE = "public, max-age=31536000, immutable"
const ALWAYS_FRESH = "public, max-age=0, must-revalidate"

/**
 * The web editor's page (/admin/, Decap CMS): its own policy, as it needs what no public page
 * may do. It talks to the git host's API (GitHub's) or, on the author's computer, to the local
 * proxy; it shows pictures being uploaded (blob:); it opens the git host's sign-in window
 * (so COOP lets popups keep their opener); and search engines must not list it.
 */
export function adminDocumentHeaders(): Record<string, string> {
  return {
    "Content-Security-Policy": [
      "default-src 'self'",
      // Decap CMS checks its configuration with ajv, which compiles its checks with new Function.
      "script-src 'self' 'unsafe-eval'",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob: https://*.githubusercontent.com",
      "font-src 'self' data:",
      `connect-src 'self' http://localhost:${LOCAL_PROXY_PORT} https://api.github.com https://*.githubusercontent.com`,
      "frame-ancestors 'none'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
    ].join("; "),
    "Permissions-Policy": "accelerometer=(), camera=(), geolocation=(), gyroscope=(), microphone=(), payment=(), usb=()",
    "Cross-Origin-Opener-Policy": "same-origin-allow-popups",
    "X-Robots-Tag": "noindex, nofollow",
  }
}

/**
 * The rules, in the order hosts apply them. Hosts merge every rule that matches a path (a
 * header two rules set gets both values), so each header is set by one rule only: transport
 * and sniffing headers for every path; the policy of a document with each page, so that the
 * editor at /admin/ can have its own; long caching for the files whose names carry a content
 * hash or a version, none for pages, page data and the editor's configuration.
 */
export function headerRules(site: SiteForHeaders): HeaderRule[] {
  const pageDocument = (page: PageForHeaders) => ({
    "Content-Security-Policy": contentSecurityPolicy(site, page),
    "Permissions-Policy": permissionsPolicy(site, page),
    "Cross-Origin-Opener-Policy": "same-origin",
    "Cache-Control": ALWAYS_FRESH,
  })
  const adminDocument = { ...adminDocumentHeaders(), "Cache-Control": ALWAYS_FRESH }
  return [
    {
      path: "/*",
      headers: {
        "Strict-Transport-Security": `max-age=${YEAR_IN_SECONDS}; includeSubDomains`,
        "X-Content-Type-Options": "nosniff",
        "X-Frame-Options": "DENY",
        "Referrer-Policy": "strict-origin-when-cross-origin",
      },
    },
    { path: "/static/*", headers: { "Cache-Control": IMMUTABLE } },
    { path: "/*.js", headers: { "Cache-Control": IMMUTABLE } },
    ...site.pages.flatMap(page =>
      [page.path, ...(page.path === "/" || page.path.endsWith(".html") ? [] : [`${page.path}/`])].map(served => ({
        path: served,
        headers: pageDocument(page),
      })),
    ),
    ...[ADMIN_PATH, `${ADMIN_PATH}/`, `${ADMIN_PATH}/index.html`].map(page => ({ path: page, headers: adminDocument })),
    { path: `${ADMIN_PATH}/config.json`, headers: { "Cache-Control": ALWAYS_FRESH, "X-Robots-Tag": "noindex, nofollow" } },
  ]
}

/** Netlify's and Cloudflare Pages' `_headers` file. */
export function netlifyHeadersFile(rules: readonly HeaderRule[]): string {
  const blocks = rules.map(rule => [rule.path, ...Object.entries(rule.headers).map(([name, value]) => `  ${name}: ${value}`)].join("\n"))
  return `# Written by the build from src/hosting/headers.ts; do not edit.\n${blocks.join("\n")}\n`
}

/** Azure Static Web Apps' `staticwebapp.config.json`. */
export function staticWebAppConfig(rules: readonly HeaderRule[]): string {
  const [everyPath, ...others] = rules
  return `${JSON.stringify(
    {
      globalHeaders: everyPath.headers,
      routes: others.map(rule => ({ route: rule.path, headers: rule.headers })),
      responseOverrides: { "404": { rewrite: "/404.html", statusCode: 404 } },
    },
    null,
    2,
  )}\n`
}
