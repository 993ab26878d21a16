/**
 * The HTTP headers the site is served with, from one source, written after the build into
 * the formats static hosts read: `_headers` (Netlify, Cloudflare Pages) and
 * `staticwebapp.config.json` (Azure Static Web Apps). The Content-Security-Policy allows
 * the inline scripts the site means to ship by their SHA-256 hashes, computed from their code
 * (inlineScripts.ts), so it needs no 'unsafe-inline'.
 */
import crypto from "node:crypto"
import { ADMIN_PATH } from "../admin/adminApp"
import { PAGEFIND_FOLDER } from "../search/pagefind"
import { NO_FEATURES_POLICY, SECURITY_HEADERS } from "./securityHeaders"

/** The files of the search's bundle whose names carry a hash of their content. */
const PAGEFIND_HASHED_FILES = ["index/*", "fragment/*", "*.pf_meta"]

/**
 * What the search's data files are served as: Pagefind fetches and decompresses them itself, so
 * any type does; Azure Static Web Apps is told, as its list of types may not know the extensions.
 */
export const PAGEFIND_CONTENT_TYPES = {
  ".pf_meta": "application/octet-stream",
  ".pf_index": "application/octet-stream",
  ".pf_fragment": "application/octet-stream",
  ".pagefind": "application/octet-stream",
}

export interface HeaderRule {
  /** A path pattern; `*` matches anything. */
  path: string
  headers: Record<string, string>
}

export interface SiteForHeaders {
  /** SHA-256 hashes of every inline script the site means to ship ("'sha256-…'"; inlineScripts.ts). */
  scriptHashes: readonly string[]
  /** The origins of the video and music players, which the pages that have one may frame. */
  frameOrigins: readonly string[]
  /** The origins forms may post to besides the site: the mailing-list service. */
  formOrigins: readonly string[]
  /** The built pages ("/", "/shop", …) and whether each has a player: those that have one get a policy of their own. */
  pages: readonly PageForHeaders[]
}

export interface PageForHeaders {
  path: string
  /** Whether the page embeds a video or music player (an island of PLAYER_ISLANDS). */
  framesPlayers: boolean
}

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
    // The site search runs Pagefind's WebAssembly ('wasm-unsafe-eval' compiles WebAssembly and nothing else: no eval).
    `script-src 'self' 'wasm-unsafe-eval' ${[...new Set(site.scriptHashes)].sort().join(" ")}`,
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

/** What a calendar file (.ics, src/downloads/calendars.ts) is served as. */
export const CALENDAR_CONTENT_TYPE = "text/calendar; charset=utf-8"

/** Where the web editor reads and saves the content (Decap's `api_root` for GitHub). */
export const GITHUB_API = "https://api.github.com"

const IMMUTABLE = "public, max-age=31536000, immutable"
const ALWAYS_FRESH = "public, max-age=0, must-revalidate"

/**
 * The web editor's page (/admin/, Decap CMS): its own policy, as it needs what no public page
 * may do. It talks to GitHub's API and nothing else (`npm run admin` serves its own copy, without
 * this policy, beside the local proxy); it shows pictures being uploaded (blob:); it opens the
 * sign-in window (so COOP lets popups keep their opener); and search engines must not list it.
 */
export function adminDocumentHeaders(): Record<string, string> {
  return {
    "Content-Security-Policy": [
      "default-src 'self'",
      // Decap CMS checks its configuration with ajv, which compiles its checks with new Function.
      "script-src 'self' 'unsafe-eval'",
      "style-src 'self' 'unsafe-inline'",
      // The author's GitHub picture, beside her name.
      "img-src 'self' data: blob: https://avatars.githubusercontent.com",
      "font-src 'self' data:",
      // GitHub's API, where every entry is read and saved, and nothing else.
      `connect-src 'self' ${GITHUB_API}`,
      "frame-ancestors 'none'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
    ].join("; "),
    "Permissions-Policy": NO_FEATURES_POLICY,
    "Cross-Origin-Opener-Policy": "same-origin-allow-popups",
    "X-Robots-Tag": "noindex, nofollow",
  }
}

/**
 * The rules, in the order hosts apply them. The first, for every path, carries everything a
 * document of the site needs, so that an address no page answers (the 404 page) has the same
 * policy as a page; later rules replace a header for the paths that need another value: long
 * caching for files whose names carry a content hash, the players on the pages that have them,
 * the editor at /admin/. Hosts differ in how they replace (see `netlifyHeadersFile`).
 */
export function headerRules(site: SiteForHeaders): HeaderRule[] {
  const pageDocument = (page: PageForHeaders) => ({
    "Content-Security-Policy": contentSecurityPolicy(site, page),
    "Permissions-Policy": permissionsPolicy(site, page),
  })
  const playerPages = site.pages.filter(page => page.framesPlayers)
  return [
    {
      path: "/*",
      headers: {
        ...SECURITY_HEADERS,
        ...pageDocument({ path: "/*", framesPlayers: false }),
        "Cross-Origin-Opener-Policy": "same-origin",
        "Cache-Control": ALWAYS_FRESH,
      },
    },
    { path: "/static/*", headers: { "Cache-Control": IMMUTABLE } },
    { path: "/*.js", headers: { "Cache-Control": IMMUTABLE } },
    // The search's bundle (src/gatsby-node/searchIndex.ts): its script, worker, WebAssembly and
    // entry file keep their names from one build to the next, so they are checked each time;
    // its index files are named by their content, and cached for good.
    { path: `${PAGEFIND_FOLDER}*`, headers: { "Cache-Control": ALWAYS_FRESH } },
    ...PAGEFIND_HASHED_FILES.map(files => ({ path: `${PAGEFIND_FOLDER}${files}`, headers: { "Cache-Control": IMMUTABLE } })),
    ...playerPages.flatMap(page => servedAt(page.path).map(served => ({ path: served, headers: pageDocument(page) }))),
    ...[ADMIN_PATH, `${ADMIN_PATH}/`, `${ADMIN_PATH}/index.html`].map(page => ({ path: page, headers: adminDocumentHeaders() })),
    { path: `${ADMIN_PATH}/config.json`, headers: { "X-Robots-Tag": "noindex, nofollow" } },
  ]
}

/**
 * The addresses a host may answer with a page's file (`/videos.html`): the clean one, and
 * the forms with a slash or the extension, which a host either redirects to it or serves.
 */
const servedAt = (pagePath: string): string[] => (pagePath === "/" ? ["/", "/index.html"] : [pagePath, `${pagePath}/`, `${pagePath}.html`])

/**
 * Netlify's and Cloudflare Pages' `_headers` file. Both apply every rule that matches a path,
 * in order, but Cloudflare Pages joins the values of a header two rules set, where Netlify
 * keeps the later one. So a rule that replaces a header an earlier rule set first detaches it
 * (`! Name`, Cloudflare's syntax; Netlify's parser skips a line without a colon): both hosts
 * then send the later value alone.
 */
export function netlifyHeadersFile(rules: readonly HeaderRule[]): string {
  const blocks = rules.map((rule, index) => {
    const setEarlier = new Set(rules.slice(0, index).flatMap(earlier => Object.keys(earlier.headers)))
    const names = Object.keys(rule.headers)
    return [rule.path, ...names.filter(name => setEarlier.has(name)).map(name => `  ! ${name}`), ...names.map(name => `  ${name}: ${rule.headers[name]}`)].join(
      "\n",
    )
  })
  return `# Written by the build from src/hosting/headers.ts; do not edit.\n${blocks.join("\n")}\n`
}

export interface Alias {
  /** The old address ("/store"). */
  from: string
  /** The canonical address it stands for ("/shop"). */
  to: string
}

/**
 * Azure Static Web Apps' `staticwebapp.config.json`: the aliases as permanent redirects, then
 * the header rules (a route's header replaces the global one of the same name).
 */
export function staticWebAppConfig(rules: readonly HeaderRule[], aliases: readonly Alias[]): string {
  const [everyPath, ...others] = rules
  return `${JSON.stringify(
    {
      trailingSlash: "never",
      globalHeaders: everyPath.headers,
      routes: [
        ...aliases.map(alias => ({ route: alias.from, redirect: alias.to, statusCode: 301 })),
        ...others.map(rule => ({ route: rule.path, headers: rule.headers })),
      ],
      responseOverrides: { "404": { rewrite: "/404.html", statusCode: 404 } },
      // Calendar apps open an .ics file by its type; Azure's own list of types may lack it (Netlify and Cloudflare send text/calendar).
      mimeTypes: { ".ics": CALENDAR_CONTENT_TYPE, ...PAGEFIND_CONTENT_TYPES },
    },
    null,
    2,
  )}\n`
}
