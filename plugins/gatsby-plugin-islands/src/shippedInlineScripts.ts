import path from "node:path"
import fs from "node:fs"
import { util } from "webpack"
import type { ClientScriptsManifest } from "./clientScriptsManifest"
import { GATSBY_INTERNALS } from "./gatsbyInternals"
import { builtHtmlFile } from "./pageHtmlFiles"
import type { RenderedPage } from "./renderedPages"

/**
 * The inline scripts this plugin puts in pages (gatsby-ssr.tsx): the page script alone, and with
 * the island loader. Their exact code, as compiled before the build, so a site's policy can allow
 * them by hash without reading what the pages happen to hold.
 */
export const shippedInlineScripts = (manifest: ClientScriptsManifest): string[] => [manifest.inline.withoutIslands, manifest.inline.withIslands]

/**
 * The address Gatsby's build gives a font imported from a page's code (its url-loader, falling
 * back to file-loader above 10 kB): `/static/<name>-<md4 of the file's bytes>.<ext>`. For a site
 * that writes such an address into an inline script it ships, known before any page is read.
 */
export function staticFileAddress(file: string): string {
  const hash = util.createHash("md4")
  hash.update(fs.readFileSync(file))
  const { name, ext } = path.parse(file)
  const fileName = GATSBY_INTERNALS.staticFileName.value
    .replace("[name]", name)
    .replace("[hash]", String(hash.digest("hex")))
    .replace("[ext]", ext.slice(1))
  return `/${GATSBY_INTERNALS.staticFolder.value}${fileName}`
}

/** An inline script of a built page that is none of those a site means to ship. */
export interface UnexpectedInlineScript {
  /** The page's path ("/shop"). */
  page: string
  /** Its file, from the site's root ("public/shop.html"). */
  file: string
  /** The script's code. */
  code: string
}

/** Each inline script a browser would run, in each page, that is not one of `shipped` (exact code). */
export function unexpectedInlineScripts(pages: readonly RenderedPage[], shipped: readonly string[]): UnexpectedInlineScript[] {
  const known = new Set(shipped)
  return pages.flatMap(page =>
    page.inlineScripts.filter(code => !known.has(code)).map(code => ({ page: page.path, file: `public/${builtHtmlFile(page.path)}`, code })),
  )
}

const SHOWN_CHARACTERS = 80

/** What to tell a maintainer when built pages hold scripts no one means to ship: each page's file and the script's start, and what to do. */
export function unexpectedInlineScriptsMessage(found: readonly UnexpectedInlineScript[], declaredIn: string): string {
  const shown = (code: string) => {
    const line = code.replace(/\s+/g, " ").trim()
    return JSON.stringify(line.length > SHOWN_CHARACTERS ? `${line.slice(0, SHOWN_CHARACTERS)}…` : line)
  }
  return [
    `${found.length === 1 ? "A built page holds an inline script" : `Built pages hold ${found.length} inline scripts`} that the site does not mean to ship, which its Content-Security-Policy would not allow:`,
    ...found.map(script => `- ${script.file} (the page ${script.page}): a <script> starting ${shown(script.code)}`),
    `What to do: if the script is meant to be there, declare its exact code in ${declaredIn}, so that the policy allows it by its hash; if not, find what wrote it into the page (a component's dangerouslySetInnerHTML, or text from data/ that reached the HTML unescaped) and take it out.`,
  ].join("\n")
}
