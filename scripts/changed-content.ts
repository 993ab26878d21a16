/**
 * A copy of the project with the jobs an author does most, done the README's way, built: the
 * site tests then run on it (scripts/test.sh, with SITE_PROJECT_ROOT pointing at it), so a test
 * that pins today's sample content instead of reading data/ fails in CI. The copy starts from the
 * clean build (builtCopyOfProject), so its build is warm; it prints the copy's folder.
 *
 *   SITE_PROJECT_ROOT="$(npx tsx scripts/changed-content.ts)" npx jest --selectProjects site
 *
 * In the copy's data/, every picture drawn here, the same on every run:
 *  - a new artwork, third in artwork.json, of a size no artwork has;
 *  - a new video, first in videos.json, with its poster, in another quality and newness than the first;
 *  - the first artwork's picture replaced by one of another size (a portrait of a size no artwork has);
 *  - a new edition of the first book that has editions, in a format it lacked, and a new price for the first product.
 * New entries copy an entry beside them, then change what makes them new, so they keep up
 * with any field the content model adds.
 */
import fs from "node:fs"
import path from "node:path"
import sharp from "sharp"
import { editJson, readJson, type Json } from "../support/content"
import { writeGeneratedPicture, type PictureSize } from "../support/generated-pictures"
import { builtCopyOfProject, gatsbyBuild } from "../support/project-copy"

const VIDEO_POSTER_SIZE: PictureSize = { width: 1280, height: 720 }

/** `wanted`, or the first size 16 px wider than it that no picture of `taken` has. */
function sizeNoneHas(wanted: PictureSize, taken: PictureSize[]): PictureSize {
  const isTaken = (size: PictureSize) => taken.some(other => other.width === size.width && other.height === size.height)
  let size = wanted
  while (isTaken(size)) size = { ...size, width: size.width + 16 }
  return size
}

async function changeContent(data: string): Promise<string[]> {
  const artworkDir = path.join(data, "artwork")
  const artworks: Json[] = readJson(data, "artwork/artwork.json")
  const taken: PictureSize[] = await Promise.all(
    artworks.map(async artwork => {
      const { width = 0, height = 0 } = await sharp(path.join(artworkDir, artwork.image)).metadata()
      return { width, height }
    }),
  )
  const done: string[] = []

  // Tagged as the README says: the attic is the first book's, and a comet shows no character.
  const [firstBook] = fs
    .readdirSync(path.join(data, "books"))
    .map(folder => readJson(data, `books/${folder}/book.json`))
    .sort((a, b) => a.number - b.number)
  const newArtwork = {
    slug: "comet-over-the-attic",
    title: "Comet Over the Attic",
    alt: "A comet streaks over the attic window.",
    image: "comet-over-the-attic.jpg",
    books: [firstBook.slug],
  }
  const newArtworkSize = sizeNoneHas({ width: 2048, height: 1536 }, taken)
  await writeGeneratedPicture(path.join(artworkDir, newArtwork.image), 101, newArtworkSize)
  editJson(data, "artwork/artwork.json", entries => entries.splice(2, 0, newArtwork))
  done.push(`added the artwork "${newArtwork.title}" (${newArtworkSize.width} × ${newArtworkSize.height}), third of ${artworks.length + 1}`)

  const replacedSize = sizeNoneHas({ width: 1800, height: 2400 }, [...taken, newArtworkSize])
  await writeGeneratedPicture(path.join(artworkDir, artworks[0].image), 102, replacedSize)
  done.push(`replaced the picture of the artwork "${artworks[0].title}" with one of ${replacedSize.width} × ${replacedSize.height}`)

  const videos: Json[] = readJson(data, "videos/videos.json")
  const [first] = videos
  const title = "Behind the Scenes of the Final Chapter"
  const newVideo = {
    ...first,
    slug: "behind-the-scenes-of-the-final-chapter",
    title,
    description: "How the last book of the series is being written, drawn and sung.",
    youtubeId: "SAMPLE-ADDED",
    duration: "12:07",
    quality: first.quality === "4K" ? "HD" : "4K",
    published: "2025-06-21",
    isNew: !first.isNew,
    poster: "posters/behind-the-scenes-of-the-final-chapter.jpg",
    posterAlt: `Video: ${title}`,
  }
  await writeGeneratedPicture(path.join(data, "videos", newVideo.poster), 103, VIDEO_POSTER_SIZE)
  editJson(data, "videos/videos.json", entries => entries.unshift(newVideo))
  done.push(`added the video "${title}" first of ${videos.length + 1}`)

  const bookFolder = fs
    .readdirSync(path.join(data, "books"))
    .map(folder => ({ folder, book: readJson(data, `books/${folder}/book.json`) }))
    .sort((a, b) => a.book.number - b.book.number)
    .find(({ book }) => book.editions.length > 0)
  if (!bookFolder) throw new Error("No book in data/ has editions to add one to")
  const formats: string[] = bookFolder.book.editions.map((edition: Json) => edition.format)
  const format = ["Hardback", "Audiobook", "Paperback", "Ebook"].find(candidate => !formats.includes(candidate))
  if (format) {
    editJson(data, `books/${bookFolder.folder}/book.json`, book => {
      // A new edition has no ISBN yet: the page says "To come".
      const edition = { ...book.editions[0], format, releaseDate: "2025-10-02", price: 14.49 }
      delete edition.isbn
      edition.url = `${new URL(edition.url).origin}/s?k=${encodeURIComponent(`${book.title} ${format}`)}`
      book.editions.push(edition)
    })
    done.push(`added a ${format} edition to ${bookFolder.book.label}`)
  }

  editJson(data, "shop/merchandise.json", items => (items[0].price = Math.round((items[0].price + 3.5) * 100) / 100))
  done.push(`changed the price of ${readJson(data, "shop/merchandise.json")[0].name}`)
  return done
}

async function main() {
  const project = await builtCopyOfProject()
  for (const change of await changeContent(path.join(project, "data"))) console.error(`changed-content: ${change}`)
  const { status, output, seconds } = await gatsbyBuild(project)
  if (status !== 0) throw new Error(`gatsby build failed in ${project}:\n${output.slice(-5000)}`)
  console.error(`changed-content: built ${project} in ${Math.round(seconds)} s`)
  console.log(project)
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
