import sharp from "sharp"
import { mulberry32 } from "../src/downloads/seededRandom"

export interface PictureSize {
  width: number
  height: number
}

/** The size of the sample artwork's landscape pictures. */
export const ARTWORK_SIZE: PictureSize = { width: 2400, height: 1600 }

/**
 * Writes a JPEG that stands in for an author's picture in a test or the bench: a sky
 * gradient, a few large circles and a few hundred stars, all chosen by `number` with a
 * seeded random sequence (mulberry32), so the same number and size give the same bytes on every
 * run. Full size like real art, so the build does the same work for it.
 */
export async function writeGeneratedPicture(file: string, number: number, size: PictureSize = ARTWORK_SIZE): Promise<void> {
  await sharp(Buffer.from(pictureSvg(number, size)))
    .jpeg({ quality: 85, mozjpeg: true })
    .toFile(file)
}

function pictureSvg(number: number, { width, height }: PictureSize): string {
  const random = mulberry32(number)
  const hue = (number * 137.508) % 360
  const colour = (shift: number, lightness: number) => `hsl(${Math.round((hue + shift) % 360)}, 70%, ${lightness}%)`
  const circles = Array.from({ length: 3 + (number % 5) }, (_, i) => {
    const r = 120 + random() * 380
    return `<circle cx="${random() * width}" cy="${random() * height}" r="${r}" fill="${colour(60 + i * 40, 55)}" fill-opacity="0.8"/>`
  })
  const stars = Array.from(
    { length: 300 },
    () =>
      `<circle cx="${random() * width}" cy="${random() * height}" r="${1 + random() * 4}" fill="#fff" fill-opacity="${(0.4 + random() * 0.6).toFixed(2)}"/>`,
  )
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="sky" x2="0" y2="1"><stop offset="0" stop-color="${colour(0, 12)}"/><stop offset="1" stop-color="${colour(180, 45)}"/></linearGradient></defs><rect width="${width}" height="${height}" fill="url(#sky)"/>${stars.join("")}${circles.join("")}</svg>`
}
