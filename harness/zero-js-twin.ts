import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { NOTICE_OPEN_ATTRIBUTE } from "../src/consent/consent"

const SCRIPT_ELEMENT = /<script\b[^>]*>[\s\S]*?<\/script\s*>/gi
/** Structured data for search engines: content the page has with or without JavaScript. */
const isStructuredData = (element: string): boolean => /^<script\b[^>]*\btype\s*=\s*["']?application\/ld\+json/i.test(element)
const LINK_ELEMENT = /<link\b[^>]*>/gi

/** `<link rel=modulepreload>`, or any preload/prefetch `as="script"`. */
const isScriptLink = (tag: string): boolean => /\brel\s*=\s*["']?[^"'>]*\bmodulepreload\b/i.test(tag) || /\bas\s*=\s*["']?script\b/i.test(tag)
/** `<link rel=expect blocking=render>`: holds the first paint until an element has arrived. */
const isRenderHold = (tag: string): boolean => /\brel\s*=\s*["']?[^"'>]*\bexpect\b/i.test(tag) && /\bblocking\s*=\s*["']?[^"'>]*\brender\b/i.test(tag)

const HTML_START_TAG = /<html\b/i

/**
 * A page's HTML with every <script> element (but its structured data, which is not code) and
 * every script preload taken out, as a new visitor sees it: the cookie notice open, which the
 * shared script does on the site. So the twin paints the same pixels and differs from the
 * page only by its JavaScript and the data that drives it. It paints as a plain page does, as
 * soon as it has HTML to paint: a render hold the page may carry (<link rel=expect
 * blocking=render>) is taken out too, so that the twin is the floor the page is measured against.
 */
export function withoutScripts(html: string): string {
  if (!HTML_START_TAG.test(html)) throw new Error("zero-JS twin: a page without an <html> start tag")
  return html
    .replace(SCRIPT_ELEMENT, element => (isStructuredData(element) ? element : ""))
    .replace(LINK_ELEMENT, tag => (isScriptLink(tag) || isRenderHold(tag) ? "" : tag))
    .replace(HTML_START_TAG, `<html ${NOTICE_OPEN_ATTRIBUTE}=""`)
}

/**
 * A copy of a build in a temporary folder in which no HTML file loads JavaScript: the floor
 * the real site is measured against (same HTML, CSS and images, no scripts).
 */
export function zeroJsTwin(publicDir: string): string {
  const twin = fs.mkdtempSync(path.join(os.tmpdir(), "zero-js-twin-"))
  fs.cpSync(publicDir, twin, { recursive: true, filter: source => !source.endsWith(".map") })
  for (const file of htmlFiles(twin)) {
    const html = fs.readFileSync(file, "utf8")
    // Gatsby also writes HTML fragments (public/_gatsby/slices/): no visitor opens them as a page.
    if (HTML_START_TAG.test(html)) fs.writeFileSync(file, withoutScripts(html))
  }
  return twin
}

function htmlFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap(entry => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return htmlFiles(full)
    return entry.name.endsWith(".html") ? [full] : []
  })
}
