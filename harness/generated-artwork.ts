import fs from "node:fs"
import path from "node:path"
import { loadContent } from "gatsby-source-chapterverse/node"
import { Artwork, SERIES_TAG, type ArtworkEntry } from "gatsby-source-chapterverse"
import { writeGeneratedPicture } from "./generated-pictures"

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
    await writeGeneratedPicture(path.join(folder, `${slug}.jpg`), number)
    added.push({
      slug,
      title: `Generated Art ${number}`,
      alt: `Generated test picture ${number}: coloured circles and a star field.`,
      image: `${slug}.jpg`,
      books: [SERIES_TAG],
    })
  }
  const listFile = path.join(folder, "artwork.json")
  const entries: ArtworkEntry[] = JSON.parse(fs.readFileSync(listFile, "utf8"))
  fs.writeFileSync(listFile, JSON.stringify([...entries, ...added], null, 2))
}

/** How many artworks a project's data/ has. */
export const artworkCount = (projectDir: string): number => loadContent(path.join(projectDir, "data")).entries(Artwork).length
