import fs from "node:fs"
import path from "node:path"

/** What clientScripts.ts compiled: read by the server render, the tests and the benchmark. */
export interface ClientScriptsManifest {
  /** The inline script at the end of a page's head, minified: the site's page script, with the island loader where the page has islands. */
  inline: { withoutIslands: string; withIslands: string }
  /** Per island: the files a page loads for it (webpack runtime, React, the island), in that order. */
  islands: Record<string, string[]>
  /** Per island: files its code may load later (Swiper, for the hero slider). */
  lazy: Record<string, string[]>
}

/**
 * The plugin's folder in the site: a local plugin's place (Gatsby compiles gatsby-node.ts into
 * .cache, so the files are found from the site's root, not from this module).
 */
export const PLUGIN_DIRECTORY = "plugins/gatsby-plugin-islands"

/** The island loader's source, from the site's root: compiled into the inline script of pages with islands (clientScripts.ts). */
export const ISLAND_LOADER_FILE = `${PLUGIN_DIRECTORY}/src/islandLoader.ts`

/**
 * V8's explicit compile hint (Chrome 136 on; a plain comment to other engines): compile every
 * function of the file as it streams in, off the main thread. An island's files are loaded to
 * run at once, and hydrating calls much of React DOM: compiled lazily, on the main thread,
 * that was one 65 ms task on a 4× throttled phone (37 ms of it parsing React DOM's module),
 * and Swiper's an 80–140 ms one. With the hint, about 40 ms each.
 */
export const EAGER_COMPILE_HINT = "//# allFunctionsCalledOnLoad"

/** The folder of public/ the islands' files are written to. */
export const ISLANDS_DIRECTORY = "islands"

/** Where the build leaves the manifest. */
export const manifestFile = (root: string) => path.join(root, ".cache", "client-scripts.json")

export function readClientScriptsManifest(root = process.cwd()): ClientScriptsManifest {
  const file = manifestFile(root)
  if (!fs.existsSync(file))
    throw new Error(`${file} is missing: build the site first (the browser code is compiled by plugins/gatsby-plugin-islands, onPreExtractQueries).`)
  return JSON.parse(fs.readFileSync(file, "utf8"))
}
