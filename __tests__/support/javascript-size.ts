import fs from "node:fs"
import path from "node:path"
import zlib from "node:zlib"
import { pageScripts } from "../../src/build/deferScripts"
import { builtPage, PUBLIC_DIR } from "./site"

/**
 * What a route needs to render and become interactive: the scripts its HTML loads (once it
 * has painted, see src/build/deferScripts.ts) plus its own page component's chunks (from
 * webpack.stats.json). Gatsby's prefetches of other pages, and Swiper, loaded after the
 * page, are not counted. Shared by
 * __tests__/site/javascript-budget.test.ts and the benchmark (scripts/bench).
 */
export function javascriptOf(route: string): string[] {
  const inHtml = pageScripts(builtPage(route)).map(src => src.replace(/^\//, ""))
  const pageData = JSON.parse(fs.readFileSync(path.join(PUBLIC_DIR, "page-data", route === "/" ? "index" : route, "page-data.json"), "utf8"))
  const group = webpackStats().namedChunkGroups[pageData.componentChunkName]
  const pageChunks = group.assets.map(asset => (typeof asset === "string" ? asset : asset.name)).filter(name => name.endsWith(".js"))
  return [...new Set([...inHtml, ...pageChunks])]
}

/** A built file's size gzipped at level 9, in KB (1024 bytes). */
export const gzipKb = (file: string): number => zlib.gzipSync(fs.readFileSync(path.join(PUBLIC_DIR, file)), { level: 9 }).length / 1024

/** Each of a route's JavaScript files with its gzipped size in KB (one decimal), and their total. */
export function javascriptSizeOf(route: string): { sizes: Record<string, number>; totalKb: number } {
  const sizes = Object.fromEntries(javascriptOf(route).map(file => [file, Math.round(gzipKb(file) * 10) / 10]))
  return { sizes, totalKb: Object.values(sizes).reduce((sum, size) => sum + size, 0) }
}

interface WebpackStats {
  namedChunkGroups: Record<string, { assets: Array<string | { name: string }> }>
}

let stats: WebpackStats | undefined
const webpackStats = (): WebpackStats => (stats ??= JSON.parse(fs.readFileSync(path.join(PUBLIC_DIR, "webpack.stats.json"), "utf8")))
