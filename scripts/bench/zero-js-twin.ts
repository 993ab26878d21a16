import fs from "node:fs"
import os from "node:os"
import path from "node:path"

const SCRIPT_ELEMENT = /<script\b[^>]*>[\s\S]*?<\/script\s*>/gi
const LINK_ELEMENT = /<link\b[^>]*>/gi

/** `<link rel=modulepreload>`, or any preload/prefetch `as="script"`. */
const isScriptLink = (tag: string): boolean => /\brel\s*=\s*["']?[^"'>]*\bmodulepreload\b/i.test(tag) || /\bas\s*=\s*["']?script\b/i.test(tag)

/** A page's HTML with every <script> element and every script preload taken out. */
export function withoutScripts(html: string): string {
  return html.replace(SCRIPT_ELEMENT, "").replace(LINK_ELEMENT, tag => (isScriptLink(tag) ? "" : tag))
}

/**
 * A copy of a build in a temporary folder in which no HTML file loads JavaScript: the floor
 * the real site is measured against (same HTML, CSS and images, no scripts).
 */
export function zeroJsTwin(publicDir: string): string {
  const twin = fs.mkdtempSync(path.join(os.tmpdir(), "zero-js-twin-"))
  fs.cpSync(publicDir, twin, { recursive: true, filter: source => !source.endsWith(".map") })
  for (const file of htmlFiles(twin)) fs.writeFileSync(file, withoutScripts(fs.readFileSync(file, "utf8")))
  return twin
}

function htmlFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap(entry => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return htmlFiles(full)
    return entry.name.endsWith(".html") ? [full] : []
  })
}
