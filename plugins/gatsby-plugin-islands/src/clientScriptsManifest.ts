import fs from "node:fs"
import path from "node:path"

/** What clientScripts.ts compiled: read by the server render, the tests and the benchmark. */
export interface ClientScriptsManifest {
  /** The inline scripts' code, minified. */
  inline: { sharedPage: string; islandLoader: string }
  /** Per island: the files a page loads for it (webpack runtime, React, the island), in that order. */
  islands: Record<string, string[]>
  /** Per island: files its code may load later (Swiper, for the hero slider). */
  lazy: Record<string, string[]>
}

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
