import fs from "node:fs"
import path from "node:path"
import zlib from "node:zlib"
import { ISLAND_ELEMENT, ISLAND_LOAD_ATTRIBUTE, ISLAND_NAME_ATTRIBUTE, LOAD_ON_PRESS } from "gatsby-plugin-islands"
import { readClientScriptsManifest, readRenderedPages, type RenderedPage } from "gatsby-plugin-islands/node"
import { SITE_ROOT } from "./content"
import { builtFileOf, builtPage, keptWhileUnchanged, PUBLIC_DIR } from "./built-site"
import { encode, type TextEncoding } from "./static-server"

const renderedPage = keptWhileUnchanged<RenderedPage>()

/**
 * The route's page as the plugin reads it from its HTML for the site's headers: one reader of the
 * markup for both, read once while the file stays as it is.
 */
function renderedPageOf(route: string): RenderedPage {
  const file = path.join(PUBLIC_DIR, builtFileOf(route))
  // Without its file, the plugin's reader names the page and what to do.
  if (!fs.existsSync(file)) return readRenderedPages(SITE_ROOT, [route])[0]
  return renderedPage(file, () => readRenderedPages(SITE_ROOT, [route])[0])
}

/** The JavaScript written into a page: inline `<script>`s the browser runs (not data blocks or speculation rules). */
export function inlineScriptsOf(route: string): string[] {
  return renderedPageOf(route).inlineJavaScript
}

/** A route's inline scripts together, compressed as a host sends them, in bytes (the budget: inlineScriptsBudgetBytes). */
export const inlineScriptsBytes = (route: string, encoding: TextEncoding): number => encode(Buffer.from(inlineScriptsOf(route).join("\n")), encoding).length

/** The islands of a route, by name, and the files the page loads for them (from its island list). */
export function islandFilesOf(route: string): Record<string, string[]> {
  return renderedPageOf(route).islandFiles
}

/** The islands of a route that load only when the visitor presses them (the search), by name. */
export function pressIslandsOf(route: string): string[] {
  const islands = builtPage(route).querySelectorAll(`${ISLAND_ELEMENT}[${ISLAND_LOAD_ATTRIBUTE}="${LOAD_ON_PRESS}"]`)
  return [...new Set(Array.from(islands).map(island => island.getAttribute(ISLAND_NAME_ATTRIBUTE) ?? ""))]
}

/** The islands of a route that wake without a press, by name. */
export function awakeIslandsOf(route: string): string[] {
  const onPress = pressIslandsOf(route)
  return Object.keys(islandFilesOf(route)).filter(name => !onPress.includes(name))
}

/** The files an island needs and what its code loads later, as paths in public/. */
function filesOfIslands(route: string, names: (name: string) => boolean): string[] {
  const lazy = readClientScriptsManifest(SITE_ROOT).lazy
  const files = Object.entries(islandFilesOf(route))
    .filter(([name]) => names(name))
    .flatMap(([name, needed]) => [...needed, ...(lazy[name] ?? [])])
  return [...new Set(files)].map(src => src.replace(/^\//, ""))
}

/**
 * Every script file a route can download without any interaction, everything counted: its
 * islands' files and what their code loads later (Swiper, on the home page), as paths in
 * public/ ("islands/react-….js"); not those of an island that loads only when pressed (the
 * search). A page names no other script file (a test holds it to that).
 * Shared by __tests__/site/javascript-budget.test.ts and the benchmark (scripts/bench).
 */
export function javascriptOf(route: string): string[] {
  const onPress = pressIslandsOf(route)
  return filesOfIslands(route, name => !onPress.includes(name))
}

/** The script files an island that loads on press downloads once pressed (React and the runtime included, which a page may have loaded already). */
export function javascriptOnPressOf(route: string, island: string): string[] {
  return filesOfIslands(route, name => name === island)
}

const gzipKbOf = (content: string | Buffer): number => zlib.gzipSync(content, { level: 9 }).length / 1024

/** A built file's size gzipped at level 9, in KB (1024 bytes). */
export const gzipKb = (file: string): number => gzipKbOf(fs.readFileSync(path.join(PUBLIC_DIR, file)))

/** Whether a built script file is (or holds) Swiper, which the budget counts on top on the home page. */
export const isSwiper = (file: string) => fs.readFileSync(path.join(PUBLIC_DIR, file), "utf8").includes("swiper-slide-active")

const tenths = (kb: number) => Math.round(kb * 10) / 10

/**
 * Each of a route's JavaScript files with its gzipped size in KB (one decimal), its inline
 * scripts together, and the totals, with and without Swiper.
 */
export function javascriptSizeOf(route: string): { sizes: Record<string, number>; totalKb: number; swiperKb: number } {
  const files = javascriptOf(route)
  const sizes: Record<string, number> = { inline: tenths(inlineScriptsOf(route).reduce((sum, script) => sum + gzipKbOf(script), 0)) }
  for (const file of files) sizes[file] = tenths(gzipKb(file))
  const swiperKb = files.filter(isSwiper).reduce((sum, file) => sum + sizes[file], 0)
  return { sizes, totalKb: Object.values(sizes).reduce((sum, size) => sum + size, 0), swiperKb }
}

/**
 * The JavaScript budget (issue 13): a route without islands carries only the script every page
 * shares; a route with islands, React and their code too, with the home page's Swiper on top.
 */
export const JAVASCRIPT_BUDGET_KB = { withoutIslands: 2, withIslands: 60 } as const

/** A route's budget and what counts against it (everything but Swiper), in KB gzipped. */
export function javascriptBudgetOf(route: string): { islands: string[]; budgetKb: number; countedKb: number; totalKb: number; sizes: Record<string, number> } {
  const islands = awakeIslandsOf(route)
  const { sizes, totalKb, swiperKb } = javascriptSizeOf(route)
  return {
    islands,
    budgetKb: islands.length === 0 ? JAVASCRIPT_BUDGET_KB.withoutIslands : JAVASCRIPT_BUDGET_KB.withIslands,
    countedKb: totalKb - swiperKb,
    totalKb,
    sizes,
  }
}
