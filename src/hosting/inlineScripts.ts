/**
 * Every inline script the site means to ship, by its exact code: the Content-Security-Policy
 * allows these by hash and nothing else, and the build stops on a page holding any other
 * (src/gatsby-node/hosting.ts), so no script injected into a page can bring its own hash.
 */
import { createRequire } from "node:module"
import path from "node:path"
import { readClientScriptsManifest, shippedInlineScripts, staticFileAddress } from "gatsby-plugin-islands/node"
import { readingSettingsScript } from "../components/ReadingSettings/readingSettings"
import { SPECULATION_RULES_SCRIPT } from "../speculationRules"

/** Where a new inline script of the site's is declared, as the build's message names it. */
export const INLINE_SCRIPTS_FILE = "src/hosting/inlineScripts.ts"

/** The font the first chapters' settings script preloads: the file src/templates/first-chapter.tsx imports. */
const DYSLEXIC_FONT = "@fontsource/opendyslexic/files/opendyslexic-latin-400-normal.woff2"

/** The site's inline scripts, from the built project at `root`: the islands plugin's page scripts, compiled before the pages, and the site's own. */
export function siteInlineScripts(root: string): string[] {
  const fontFile = createRequire(path.join(root, "package.json")).resolve(DYSLEXIC_FONT)
  return [
    ...shippedInlineScripts(readClientScriptsManifest(root)),
    // Every page's head (gatsby-ssr.tsx).
    SPECULATION_RULES_SCRIPT,
    // A first chapter's head (src/templates/first-chapter.tsx), with the font's address as Gatsby's build gives it.
    readingSettingsScript(staticFileAddress(fontFile)),
  ]
}
