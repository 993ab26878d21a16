/**
 * The list of pictures to draw, read from data/: every image a content entry names (book
 * covers, characters and galleries, hero slides, artwork, colouring pages, shop photos, video posters,
 * Roblox items and T-shirts, the author's photo) is looked up in drawings.ts by its entry's slug. A picture
 * with no drawing is the author's: it must exist, or the list cannot be made.
 * Plus the site icon, drawn from static/favicon.svg.
 */
import fs from "node:fs"
import path from "node:path"
import type { Canvas, Draw } from "./canvas"
import {
  artworks,
  authorPhoto,
  colouringPages,
  covers,
  galleries,
  heroSlides,
  portraits,
  robloxItems,
  robloxTShirts,
  shopPhotos,
  videoPosters,
  type Drawing,
} from "./drawings"
import { videoPoster } from "./video-poster"

export interface Job {
  /** The picture's path from the project's root ("data/artwork/…"), which also seeds its drawing's randomness */
  file: string
  w: number
  h: number
  format: "jpeg" | "png"
  /** JPEG quality */
  quality?: number
  /** What draws it: a drawing, or an SVG file (from the project's root) rasterised as it is */
  draw?: Draw
  svgFile?: string
}

export interface ArtPlan {
  jobs: Job[]
  /** Pictures data/ names that have no drawing: the author's real art, never drawn here */
  undrawn: string[]
}

export const ICON_JOB: Job = { file: "src/images/icon.png", w: 1024, h: 1024, format: "png", svgFile: "static/favicon.svg" }

/** the fields read here of the entries in data/ (src/content/schema.ts has them all) */
interface ImageEntry {
  slug?: string
  image: string
}

interface Video {
  slug?: string
  title: string
  poster: string
}

interface Book {
  slug?: string
  number: number
  cover: string
  characters?: { slug: string; image: string }[]
  gallery?: { image: string }[]
}

/** data/ names pictures that can be neither drawn nor found */
export class MissingPictures extends Error {}

const readJson = <T>(file: string): T => JSON.parse(fs.readFileSync(file, "utf8"))
const toPosix = (file: string) => file.split(path.sep).join("/")
/** a table's own entry (a slug such as "constructor" is not a drawing) */
const own = <T>(table: Record<string, T> | undefined, key: string | undefined): T | undefined =>
  table && key !== undefined && Object.hasOwn(table, key) ? table[key] : undefined

/**
 * Every picture to draw for the project at `root`, from its data/ and drawings.ts. Throws
 * one error that lists each picture data/ names that has neither a drawing nor a file.
 */
export const planArt = (root: string): ArtPlan => {
  const dataDir = path.join(root, "data")
  const jobs: Job[] = []
  const undrawn: string[] = []
  const problems: string[] = []

  /**
   * `image` is named by the entry `entry` of the JSON file `source` (from the project's root), relative to that
   * file's folder; `key` is what the entry's drawing would be listed under in the table `table` of drawings.ts.
   */
  const picture = (source: string, entry: string, image: string, table: string, key: string, drawing: Drawing | undefined) => {
    const file = path.posix.join(path.posix.dirname(source), image)
    const extension = path.extname(file).toLowerCase()
    const format = extension === ".png" ? "png" : extension === ".jpg" || extension === ".jpeg" ? "jpeg" : undefined
    if (drawing && format) jobs.push({ file, w: drawing.w, h: drawing.h, format, quality: drawing.quality ?? 82, draw: drawing.draw })
    else if (fs.existsSync(path.join(root, file))) undrawn.push(file)
    else if (drawing)
      problems.push(
        `${source}, entry "${entry}": ${file} does not exist, and its stand-in drawing ("${key}" in ${table} in scripts/art/drawings.ts) makes .jpg or .png files only. Name a .jpg or .png file, or save the real picture as ${file}.`,
      )
    else
      problems.push(
        `${source}, entry "${entry}": ${file} does not exist and has no stand-in drawing. Save the real picture as ${file}, or add a drawing for "${key}" to ${table} in scripts/art/drawings.ts.`,
      )
  }
  /** a JSON file (from data/) that holds a list of entries that each name an `image`; `table` holds their drawings by slug */
  const listed = (relative: string, tableName: string, table: Record<string, Drawing>) => {
    for (const entry of readJson<ImageEntry[]>(path.join(dataDir, relative))) {
      const key = entry.slug ?? path.posix.basename(entry.image)
      picture(`data/${relative}`, key, entry.image, tableName, key, own(table, entry.slug))
    }
  }

  for (const folder of fs.readdirSync(path.join(dataDir, "books")).sort()) {
    const bookFile = path.join(dataDir, "books", folder, "book.json")
    if (!fs.existsSync(bookFile)) continue
    const source = toPosix(path.relative(root, bookFile))
    const book = readJson<Book>(bookFile)
    const slug = book.slug ?? folder
    picture(source, slug, book.cover, "covers", slug, own(covers, slug))
    for (const character of book.characters ?? []) {
      picture(source, `${slug}, character ${character.slug}`, character.image, "portraits", character.slug, own(portraits, character.slug)?.(book.number))
    }
    for (const item of book.gallery ?? []) {
      const name = path.posix.basename(item.image)
      picture(source, `${slug}, gallery picture ${name}`, item.image, `galleries["${slug}"]`, name, own(own(galleries, slug), name))
    }
  }
  listed("home/hero-slides.json", "heroSlides", heroSlides)
  listed("artwork/artwork.json", "artworks", artworks)
  listed("artwork/colouring/colouring-pages.json", "colouringPages", colouringPages)
  listed("shop/merchandise.json", "shopPhotos", shopPhotos)
  // a video's poster carries the video's title
  for (const video of readJson<Video[]>(path.join(dataDir, "videos/videos.json"))) {
    const poster = own(videoPosters, video.slug)
    const drawing = poster && { w: 1280, h: 720, draw: (c: Canvas) => videoPoster(c, video.title, poster.scene) }
    const key = video.slug ?? path.posix.basename(video.poster)
    picture("data/videos/videos.json", key, video.poster, "videoPosters", key, drawing)
  }
  listed("roblox/items.json", "robloxItems", robloxItems)
  listed("roblox/tshirts.json", "robloxTShirts", robloxTShirts)
  const authorFile = path.join(dataDir, "author/author.json")
  if (fs.existsSync(authorFile))
    picture("data/author/author.json", "author", readJson<{ photo: string }>(authorFile).photo, "authorPhoto", "photo", authorPhoto)

  if (problems.length)
    throw new MissingPictures(`Some pictures named in data/ can be neither drawn nor found:\n${problems.map(problem => `- ${problem}`).join("\n")}`)
  return { jobs: [...jobs, ICON_JOB], undrawn }
}
