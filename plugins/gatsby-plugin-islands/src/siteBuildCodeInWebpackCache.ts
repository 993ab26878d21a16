import path from "node:path"
import type { Configuration } from "webpack"
import { GATSBY_INTERNALS } from "./gatsbyInternals"

/** The site's build code as Gatsby compiles it: each file with every module it imports (the theme, the downloads' layouts). */
const SITE_BUILD_FILES = ["gatsby-config.js", "gatsby-node.js"]

const exactly = (file: string): RegExp => new RegExp(`^${file.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`)

/**
 * Webpack's persistent cache counts every module Node loaded for Gatsby among its build
 * dependencies, the site's compiled gatsby-config and gatsby-node too: a change to any module
 * they import (a theme colour, a PDF's layout) threw both compilations' caches away, though
 * neither file configures webpack. Marked immutable, they no longer key the cache. Gatsby itself
 * clears the whole cache when gatsby-config.ts or gatsby-node.ts changes, and a module the pages
 * import reaches the bundles as any source change does. A site gatsby-node that configures
 * webpack (Gatsby lists it in the cache's build dependencies) stays tracked.
 */
export function leaveSiteBuildCodeOutOfWebpackCache(config: Configuration, siteDirectory: string): void {
  const { cache } = config
  if (typeof cache !== "object" || cache.type !== "filesystem") return
  const configuresWebpack = new Set(
    Object.values(cache.buildDependencies ?? {})
      .flat()
      .map(file => path.resolve(file)),
  )
  const compiled = path.join(siteDirectory, GATSBY_INTERNALS.compiledGatsbyFiles.value)
  const untracked = SITE_BUILD_FILES.map(name => path.join(compiled, name)).filter(file => !configuresWebpack.has(file))
  config.snapshot = { ...config.snapshot, immutablePaths: [...(config.snapshot?.immutablePaths ?? []), ...untracked.map(exactly)] }
}
