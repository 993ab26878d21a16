import fs from "node:fs"
import path from "node:path"
import sharp from "sharp"
import { mulberry32 } from "../art/canvas"

export interface ArtworkEntry {
  slug: string
  title: string
  alt: string
  image: string
}

const WIDTH = 2400
const HEIGHT = 1600

/**
 * Adds artworks numbered `from` to `from + count - 1` to a project copy's data/, the way an
 * author does: a JPEG in data/artwork/ and an entry in artwork.json. Each picture is
 * different (its colours, shapes and star field follow from its number), full size like the
 * real downloads, so the build does the same work for it as for real art.
 */
export async function addGeneratedArtworks(projectDir: string, from: number, count: number): Promise<void> {
  const folder = path.join(projectDir, "data/artwork")
  const added: ArtworkEntry[] = []
  for (let number = from; number < from + count; number++) {
    const slug = `generated-art-${String(number).padStart(3, "0")}`
    await sharp(Buffer.from(artworkSvg(number)))
      .jpeg({ quality: 85, mozjpeg: true })
      .toFile(path.join(folder, `${slug}.jpg`))
    added.push({ slug, title: `Generated Art ${number}`, alt: `Generated test picture ${number}: coloured circles and a star field.`, image: `${slug}.jpg` })
  }
  const listFile = path.join(folder, "artwork.json")
  const entries: ArtworkEntry[] = JSON.parse(fs.readFileSync(listFile, "utf8"))
  fs.writeFileSync(listFile, JSON.stringify([...entries, ...added], null, 2))
}

export const artworkCount = (projectDir: string): number => JSON.parse(fs.readFileSync(path.join(projectDir, "data/artwork/artwork.json"), "utf8")).length

/** A sky gradient, a few large circles and a few hundred stars, all chosen by `number`. */
function artworkSvg(number: number): string {
  // The stand-in art's seeded randomness: the same pictures on every run.
  const random = mulberry32(number)
  const hue = (number * 137.508) % 360
  const colour = (shift: number, lightness: number) => `hsl(${Math.round((hue + shift) % 360)}, 70%, ${lightness}%)`
  const circles = Array.from({ length: 3 + (number % 5) }, (_, i) => {
    const r = 120 + random() * 380
    return `<circle cx="${random() * WIDTH}" cy="${random() * HEIGHT}" r="${r}" fill="${colour(60 + i * 40, 55)}" fill-opacity="0.8"/>`
  })
  const stars = Array.from(
    { length: 300 },
    () =>
      `<circle cx="${random() * WIDTH}" cy="${random() * HEIGHT}" r="${1 + random() * 4}" fill="#fff" fill-opacity="${(0.4 + random() * 0.6).toFixed(2)}"/>`,
  )
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}"><defs><linearGradient id="sky" x2="0" y2="1"><stop offset="0" stop-color="${colour(0, 12)}"/><stop offset="1" stop-color="${colour(180, 45)}"/></linearGradient></defs><rect width="${WIDTH}" height="${HEIGHT}" fill="url(#sky)"/>${stars.join("")}${circles.join("")}</svg>`
}
