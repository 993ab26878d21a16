import fs from "node:fs"
import zlib from "node:zlib"
import { javascriptBudgetOf } from "./javascript-size"
import { pageImages, phoneImageBytes, type PageImage } from "./phone-images"
import { builtFileOf, publicFile } from "./built-site"

/** What a route weighs, from the build alone (no browser). Sizes in KB of 1024 bytes. */
export interface PageMeasures {
  htmlGzipKb: number
  /** Everything the route can download without interaction, Swiper included. */
  javascriptKb: number
  /** The script files it downloads without interaction, Swiper excluded (the inline scripts have a budget of their own). */
  scriptFilesKb: number
  hasIslands: boolean
  imagesAboveFoldKb: number
  imageCount: number
  eagerImages: number
  /** Why the page breaks the eager-image rule (empty: it keeps it). */
  eagerProblems: string[]
  /** Images not offered as AVIF and WebP with a JPEG/PNG fallback. */
  formatProblems: string[]
}

const kb = (bytes: number) => bytes / 1024

export function measurePage(route: string): PageMeasures {
  const images = pageImages(route)
  const bytes = phoneImageBytes(route)
  return {
    htmlGzipKb: kb(zlib.gzipSync(fs.readFileSync(htmlFileOf(route)), { level: 9 }).length),
    ...javascriptFigures(route),
    imagesAboveFoldKb: kb(bytes.aboveFold),
    imageCount: images.length,
    eagerImages: images.filter(image => image.eager).length,
    eagerProblems: eagerProblems(route, images),
    formatProblems: images.filter(image => !offersModernFormats(image)).map(image => `image ${image.index + 1} (${image.fallback})`),
  }
}

/**
 * The rule: at most one eager image a page, the page's first image (its largest paint: on / the
 * first slide, on a book page the cover, on a list page the first card), with
 * fetchpriority="high"; on / there must be one.
 * Every other image is lazy.
 */
function eagerProblems(route: string, images: PageImage[]): string[] {
  const eager = images.filter(image => image.eager)
  const problems = eager.filter(image => image.index !== 0).map(image => `image ${image.index + 1} (${image.alt.slice(0, 40)}…) is eager`)
  problems.push(...eager.filter(image => !image.highPriority).map(image => `image ${image.index + 1} is eager without fetchpriority="high"`))
  problems.push(...images.filter(image => !image.eager && image.highPriority).map(image => `image ${image.index + 1} is lazy with fetchpriority="high"`))
  if (route === "/" && eager.length !== 1) problems.push(`the first hero slide must be the one eager image (${eager.length} eager)`)
  return problems
}

const offersModernFormats = (image: PageImage): boolean =>
  image.offeredTypes.includes("image/avif") && image.offeredTypes.includes("image/webp") && /\.(jpe?g|png)$/i.test(image.fallback)

const htmlFileOf = (route: string): string => publicFile(`/${builtFileOf(route)}`)

function javascriptFigures(route: string): Pick<PageMeasures, "javascriptKb" | "scriptFilesKb" | "hasIslands"> {
  const { totalKb, countedKb, sizes, islands } = javascriptBudgetOf(route)
  return {
    javascriptKb: totalKb,
    scriptFilesKb: countedKb - sizes.inline,
    hasIslands: islands.length > 0,
  }
}
