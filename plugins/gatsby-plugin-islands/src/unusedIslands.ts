import fs from "node:fs"
import path from "node:path"
import { readClientScriptsManifest } from "./clientScriptsManifest"
import { readRenderedPages } from "./renderedPages"

/**
 * Takes out of public/islands/ the files of each island no page of this build holds (a countdown
 * before its date is announced): nothing would ever load them. The islands are compiled anew, with
 * every file, on each build, so the build in which a page holds the island again serves its files.
 * Returns the files removed, as addresses ("/islands/…").
 */
export function removeUnusedIslands(root: string, pagePaths: readonly string[]): string[] {
  const held = new Set(readRenderedPages(root, pagePaths).flatMap(page => page.islands))
  const { islands, lazy } = readClientScriptsManifest(root)
  const filesOf = (name: string) => [...(islands[name] ?? []), ...(lazy[name] ?? [])]
  const needed = new Set(
    Object.keys(islands)
      .filter(name => held.has(name))
      .flatMap(filesOf),
  )
  const unused = [
    ...new Set(
      Object.keys(islands)
        .filter(name => !held.has(name))
        .flatMap(filesOf),
    ),
  ].filter(file => !needed.has(file))
  for (const file of unused) fs.rmSync(path.join(root, "public", file), { force: true })
  return unused
}
