/**
 * The content this build checked, handed over once by the plugin's sourceNodes to the site's
 * build code that makes more of it (the files for download, the web app manifest, the page
 * script's settings): made from the checked content itself, never read back from Gatsby's node
 * store, which during sourcing still holds the last build's nodes, a removed entry's among them.
 * `gatsby develop` hands over each edit's content that passes the check too.
 */
import type { CheckedContent } from "./checkedContent"

type Listener = (content: CheckedContent) => void
interface HandOver {
  content?: CheckedContent
  listeners: Set<Listener>
}

// Gatsby bundles each gatsby-node file with its own copy of the modules it imports. Parcel's loader
// shares one module cache between the bundles it loads, but the hand-over does not lean on that: it
// lives under a registered symbol, which every copy of this module finds.
const HAND_OVER = Symbol.for("gatsby-source-chapterverse: the content this build checked")
const handOverState = (): HandOver => {
  const global = globalThis as typeof globalThis & { [HAND_OVER]?: HandOver }
  global[HAND_OVER] ??= { listeners: new Set() }
  return global[HAND_OVER]
}

/** The plugin's sourceNodes, and `gatsby develop` after each edit that passes: the content checked now. */
export function handOver(content: CheckedContent): void {
  const state = handOverState()
  state.content = content
  for (const listener of state.listeners) listener(content)
}

/**
 * The content this build checked, for build code in a node API after the plugin's sourceNodes (a
 * later plugin's sourceNodes, onPreExtractQueries, onPostBootstrap, createPages).
 */
export function checkedContentOfThisBuild(): CheckedContent {
  const { content } = handOverState()
  if (!content)
    throw new Error(
      "gatsby-source-chapterverse has not checked data/ yet: read the checked content in a node API that runs after the plugin's sourceNodes (the site's own sourceNodes, onPostBootstrap, createPages), with the plugin listed first in gatsby-config.ts",
    )
  return content
}

/** `gatsby develop`: `listener` is given the content again after each edit to data/ that passes the check. Returns what stops it. */
export function onContentCheckedAgain(listener: Listener): () => void {
  const { listeners } = handOverState()
  listeners.add(listener)
  return () => listeners.delete(listener)
}
