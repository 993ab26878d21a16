import fs from "node:fs"
import { builtPage, publicFile } from "./built-site"

/**
 * The image files a phone downloads for a built page, worked out from the HTML alone the way
 * a browser picks them: a 375 CSS px wide viewport at device pixel ratio 2. In a <picture>
 * the first <source> whose type the browser supports wins (Chromium supports all the site
 * offers, so the first: AVIF); its `sizes` gives the slot width, and the browser takes the
 * smallest `srcset` candidate at least slot width × DPR wide, else the largest.
 * Shared by the benchmark (scripts/bench) and tests.
 */
export const PHONE = { widthPx: 375, dpr: 2, remPx: 16 } as const

/** A screen as `sizes`, media conditions and srcset see it: its width in CSS px, its device pixel ratio and its rem. */
export interface Screen {
  widthPx: number
  dpr: number
  remPx: number
}

const SUPPORTED_TYPES = ["image/avif", "image/webp", "image/jpeg", "image/png", "image/gif", "image/svg+xml"]

export interface PageImage {
  /** The <img>'s position among the page's images, from 0. */
  index: number
  alt: string
  /** Not `loading="lazy"`: fetched at once, wherever it is on the page. */
  eager: boolean
  highPriority: boolean
  /** The `type`s of the <source>s of its <picture> (none for a bare <img>). */
  offeredTypes: string[]
  /** The <img>'s own src, used by browsers that take none of the sources. */
  fallback: string
  /** What the phone downloads: the site address, the file's size, and the slot it fills. */
  phone: { url: string; bytes: number; slotPx: number }
}

/** Every <img> of a route's built HTML (in document order), with what the phone loads for it. */
export function pageImages(route: string): PageImage[] {
  return Array.from(builtPage(route).querySelectorAll("img")).map((img, index) => {
    const sources = img.parentElement?.tagName === "PICTURE" ? Array.from(img.parentElement.querySelectorAll("source")) : []
    const chosen = sources.find(source => SUPPORTED_TYPES.includes(source.getAttribute("type") ?? "") && mediaMatches(source.getAttribute("media"))) ?? img
    const slotPx = slotWidthPx(sizesOf(chosen))
    const url = pickCandidate(srcsetCandidates(chosen.getAttribute("srcset") ?? ""), slotPx * PHONE.dpr)?.url ?? img.getAttribute("src") ?? ""
    return {
      index,
      alt: img.getAttribute("alt") ?? "",
      eager: img.getAttribute("loading") !== "lazy",
      highPriority: img.getAttribute("fetchpriority") === "high",
      offeredTypes: sources.map(source => source.getAttribute("type") ?? ""),
      fallback: img.getAttribute("src") ?? "",
      phone: { url, bytes: fileBytes(url), slotPx },
    }
  })
}

/**
 * Bytes of images the phone downloads: `aboveFold` counts the eager images (the site makes
 * exactly the images in the first screen eager; lazy ones in view would load too), `wholePage`
 * every image, as if it scrolled to the end.
 */
export function phoneImageBytes(route: string): { aboveFold: number; wholePage: number } {
  const images = pageImages(route)
  const total = (list: PageImage[]) => list.reduce((sum, image) => sum + image.phone.bytes, 0)
  return { aboveFold: total(images.filter(image => image.eager)), wholePage: total(images) }
}

/** The biggest file (in bytes) among the eager images a phone loads; undefined if none is eager. */
export function largestImageAboveFold(route: string): PageImage | undefined {
  return pageImages(route)
    .filter(image => image.eager)
    .sort((a, b) => b.phone.bytes - a.phone.bytes)[0]
}

/** The `sizes` that goes with an <img> or <source>: its own, else its picture's <img>'s. */
export function sizesOf(element: Element): string | null {
  const img = element.tagName === "IMG" ? element : element.parentElement?.querySelector("img")
  return element.getAttribute("sizes") ?? img?.getAttribute("sizes") ?? null
}

/** The width a `sizes` attribute gives the image on a screen (the phone unless told), in CSS px (no `sizes`: 100vw). */
export function slotWidthPx(sizes: string | null, screen: Screen = PHONE): number {
  for (const entry of (sizes ?? "100vw").split(",").map(part => part.trim())) {
    const match = /^(\(.*\))?\s*(\S+)$/.exec(entry)
    if (match && mediaMatches(match[1] ?? null, screen)) return lengthPx(match[2], screen)
  }
  return screen.widthPx
}

/** Media conditions as the site writes them: `(min-width: N)` / `(max-width: N)` joined by `and`. */
export function mediaMatches(condition: string | null, screen: Screen = PHONE): boolean {
  if (!condition) return true
  return condition.split(/\s+and\s+/).every(part => {
    const feature = /^\(\s*(min|max)-width\s*:\s*([\d.]+(?:px|rem|em))\s*\)$/.exec(part.trim())
    if (!feature) throw new Error(`Cannot evaluate the media condition "${part}"`)
    const limit = lengthPx(feature[2], screen)
    return feature[1] === "min" ? screen.widthPx >= limit : screen.widthPx <= limit
  })
}

function lengthPx(length: string, screen: Screen): number {
  const match = /^([\d.]+)(vw|rem|em|px)$/.exec(length)
  if (!match) throw new Error(`Cannot evaluate the length "${length}"`)
  const value = Number(match[1])
  const unitPx = { vw: screen.widthPx / 100, rem: screen.remPx, em: screen.remPx, px: 1 }[match[2] as "vw" | "rem" | "em" | "px"]
  return value * unitPx
}

export interface SrcsetCandidate {
  url: string
  width: number
}

/** A srcset's `w` candidates, narrowest first. */
export function srcsetCandidates(srcset: string): SrcsetCandidate[] {
  return srcset
    .split(/,\s+/)
    .map(entry => entry.trim().split(/\s+/))
    .filter(([url, descriptor]) => url && /^\d+w$/.test(descriptor ?? ""))
    .map(([url, descriptor]) => ({ url, width: parseInt(descriptor, 10) }))
    .sort((a, b) => a.width - b.width)
}

/** What a browser takes: the narrowest candidate at least `neededPx` wide, else the widest; none if there are none. */
export function pickCandidate(candidates: readonly SrcsetCandidate[], neededPx: number): SrcsetCandidate | undefined {
  return candidates.find(candidate => candidate.width >= neededPx) ?? candidates[candidates.length - 1]
}

function fileBytes(url: string): number {
  const file = publicFile(url.split("?")[0])
  if (!fs.existsSync(file)) throw new Error(`The page names an image that the build lacks: ${url}`)
  return fs.statSync(file).size
}
