/**
 * An author's valid change that the check warns of and never refuses (issue 58): an artwork's
 * picture exported again below the size its page needs. The tests that must hold any valid content
 * make one in their own copy of data/, and the copy with an author's changes carries one
 * (harness/author-changes.ts), so that no test can pass only while data/ has no picture warning.
 */
import fs from "node:fs"
import path from "node:path"
import sharp from "sharp"
import { Artwork, findMeta, pictureNeedsText, schemaAt, type PictureNeeds } from "gatsby-source-chapterverse"
import { pictureMisses, type ContentProblem } from "gatsby-source-chapterverse/node"
import { readJson, type Json } from "./content"
import type { PictureSize } from "./generated-pictures"

/** What an artwork's page needs of its picture, as the content model declares it (at least so many pixels on its long side). */
export const ARTWORK_PICTURE_NEEDS: PictureNeeds & { atLeast: { longSide: number } } = (() => {
  const needs = findMeta(schemaAt(Artwork, ["image"]))?.picture
  if (!needs?.atLeast || !("longSide" in needs.atLeast))
    throw new Error(
      "The content model no longer asks an artwork's picture for a long side (Artwork's image in collections/artwork.ts): say here what an artwork below its size is",
    )
  return { ...needs, atLeast: needs.atLeast }
})()

/** An artwork's size below its page's needs: three quarters of the long side it needs, 3 to 2 (1800 × 1200 for 2400). */
export const ARTWORK_BELOW_ITS_SIZE: PictureSize = {
  width: (ARTWORK_PICTURE_NEEDS.atLeast.longSide * 3) / 4,
  height: ARTWORK_PICTURE_NEEDS.atLeast.longSide / 2,
}

/** An artwork re-exported below its size: its entry, the picture's new size, and the warning the check must give of it. */
export interface WarnedArtwork {
  slug: string
  title: string
  /** Its file in data/artwork/. */
  image: string
  size: PictureSize
  /** The warning as loadContent(…).pictureWarnings() gives it (its entry by place and slug, as messages name it). */
  warning: Pick<ContentProblem, "file" | "entry" | "field" | "problem">
}

/**
 * Exports the picture of the artwork `slug` of a content folder again at `size` (by default
 * ARTWORK_BELOW_ITS_SIZE), as the author would from the original: the same picture, cropped to
 * that shape and scaled, in the same format, saved over the same file. Refuses a size its page
 * would not warn of.
 */
export async function reExportArtworkBelowItsSize(dataDir: string, slug: string, size: PictureSize = ARTWORK_BELOW_ITS_SIZE): Promise<WarnedArtwork> {
  if (!pictureMisses(ARTWORK_PICTURE_NEEDS, size))
    throw new Error(`${size.width} × ${size.height} meets an artwork's needs (${pictureNeedsText(ARTWORK_PICTURE_NEEDS)}): no warning to test`)
  const artworks: Json[] = readJson(dataDir, "artwork/artwork.json")
  const index = artworks.findIndex(artwork => artwork.slug === slug)
  if (index < 0) throw new Error(`No artwork "${slug}" in ${dataDir}/artwork/artwork.json`)
  const { title, image } = artworks[index]
  const file = path.join(dataDir, "artwork", image)
  const picture = sharp(fs.readFileSync(file)).autoOrient().resize(size.width, size.height, { fit: "cover" })
  fs.writeFileSync(file, await (/\.png$/i.test(image) ? picture.png() : picture.jpeg({ quality: 85, mozjpeg: true })).toBuffer())
  const needs = ARTWORK_PICTURE_NEEDS
  return {
    slug,
    title,
    image,
    size,
    warning: {
      file: "data/artwork/artwork.json",
      entry: `${index + 1} ("${slug}")`,
      field: "image",
      problem: `data/artwork/${image} is ${size.width} × ${size.height}; ${needs.what} should be ${pictureNeedsText(needs)} (${needs.why})`,
    },
  }
}
