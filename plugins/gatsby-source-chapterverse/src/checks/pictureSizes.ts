/**
 * The pictures whose size or shape misses what their page needs (an image field's `picture`,
 * fields.ts): a warning each, naming the file, the entry and the field, the picture's size and
 * what it should be. Nothing stops: a picture of another size still shows, only less well.
 * Read with sharp, from each picture's header (asynchronous, so after loadContent's checks).
 */
import nodePath from "node:path"
import sharp from "sharp"
import type { ContentFile } from "../text/contentFiles"
import { fieldPlace, fieldsOfKind, pathParts, schemaAt } from "../model/fieldPaths"
import { findMeta, pictureNeedsText, type PictureNeeds } from "../model/fields"
import type { ContentProblem } from "./problems"

/** How far a picture's width to height may be from its shape's and still be that shape (2 %: 1280 × 722 is 16:9). */
const SHAPE_TOLERANCE = 0.02

/** What a picture of this size misses of its needs, or nothing. */
export function pictureMisses(needs: PictureNeeds, { width, height }: { width: number; height: number }): boolean {
  const { shape, atLeast } = needs
  if (shape === "landscape" && width <= height) return true
  if (shape !== undefined && shape !== "landscape" && Math.abs(width / height / (shape.width / shape.height) - 1) > SHAPE_TOLERANCE) return true
  if (atLeast !== undefined && "longSide" in atLeast) return Math.max(width, height) < atLeast.longSide
  return atLeast !== undefined && (width < atLeast.width || height < atLeast.height)
}

/**
 * A warning for each picture data/ names that misses its page's needs: `data/…/tarka.jpg is
 * 600 × 900; a character's portrait should be square, at least 800 × 800 (it is shown cropped to
 * a square)`. A picture that cannot be read is left to the build's own image processing.
 */
export async function pictureWarnings(files: readonly ContentFile[], shown: (file: string) => string): Promise<ContentProblem[]> {
  const pictures = files.flatMap(file =>
    file.entries.flatMap(entry =>
      fieldsOfKind(file.collection.type, entry.value, "image").flatMap(({ path: field, value }) => {
        const needs = findMeta(schemaAt(file.collection.type, pathParts(field)))?.picture
        if (!needs || typeof value !== "string") return []
        const place = /\[\d+\]/.test(field) ? { place: fieldPlace(field, entry.value, file.collection.type) } : {}
        return [
          { needs, picture: nodePath.resolve(nodePath.dirname(file.path), value), where: { file: shown(file.path), entry: entry.label, field, ...place } },
        ]
      }),
    ),
  )
  const sizes = await Promise.all(pictures.map(({ picture }) => sizeOf(picture)))
  return pictures.flatMap(({ needs, picture, where }, index) => {
    const size = sizes[index]
    if (!size || !pictureMisses(needs, size)) return []
    const wanted = pictureNeedsText(needs)
    return [
      {
        ...where,
        problem: `${shown(picture)} is ${size.width} × ${size.height}; ${needs.what} should be ${wanted} (${needs.why})`,
        fix: `crop or export the picture again from the original so that it is ${wanted}, and save it over this one (the same file name); until then the site shows it as it is`,
      },
    ]
  })
}

/** A picture's width and height as it is shown (its EXIF orientation applied), or undefined if it cannot be read. */
async function sizeOf(file: string): Promise<{ width: number; height: number } | undefined> {
  try {
    const { autoOrient } = await sharp(file).metadata()
    return autoOrient.width && autoOrient.height ? { width: autoOrient.width, height: autoOrient.height } : undefined
  } catch {
    return undefined
  }
}
