/**
 * The jobs an author does most, done the content guide's way (docs/content-guide.md) to a copy's data/: scripts/changed-content.ts
 * makes the copy with an author's changes with them, builds it, and `npm test` runs the site tests
 * and __tests__/changed-content/ on that build (scripts/test.sh).
 *
 * Every picture drawn here is the same on every run:
 *  - a new artwork, third in artwork.json, of a size no artwork has;
 *  - a new video, first in videos.json, with its poster, in another quality and newness than the first;
 *  - the first artwork's picture replaced by one of another size (a portrait of a size no artwork has);
 *  - the last artwork's picture exported again below the size its page needs (1800 × 1200, or near it, for 2400
 *    on its long side: harness/warned-picture.ts), which the check and the build warn of and never refuse;
 *  - a new edition of the first book that has editions, in a format it lacked, and a new price for the first product;
 *  - the content guide's "Add artwork" job: ADDED_ARTWORK's picture and entry, last, tagged with the first book;
 *  - the content guide's "Announce a book that is not out yet" job: BOOK_ANNOUNCEMENT, given to the book coming soon;
 *  - the content guide's "Add a character" job: ADDED_CHARACTER and its portrait, last in the last book's characters, and
 *    the first book's first character back in the last book, with what that book says of them (a spoiler on their page);
 *  - the content guide's "Reviews, awards and reading levels" job: BOOK_ACCLAIM, given to the first book;
 *  - the content guide's "Add an event" job, twice: ADDED_EVENTS, one over a month before the copy is made and one
 *    six weeks after it, neither a sample, so that the events page always has a past event and one coming up.
 * New entries copy an entry beside them, then change what makes them new, so they keep up
 * with any field the content model adds.
 */
import fs from "node:fs"
import path from "node:path"
import sharp from "sharp"
import { bookEntriesIn, editJson, readJson, type Json } from "./content"
import { writeGeneratedPicture, type PictureSize } from "./generated-pictures"
import { ARTWORK_BELOW_ITS_SIZE, reExportArtworkBelowItsSize } from "./warned-picture"

/** The artwork the "Add artwork" job adds: its picture (drawn here) and its entry, with the first book's slug. */
export const ADDED_ARTWORK = {
  slug: "sunset-portal",
  title: "Sunset Portal",
  alt: "A teal portal glowing against an orange sunset.",
  image: "sunset-portal.jpg",
} as const

/** The character the "Add a character" job adds to the last book: their entry, and a portrait drawn here. */
export const ADDED_CHARACTER = {
  slug: "mira-swift",
  name: "Mira Swift",
  role: "The stowaway",
  image: "characters/mira-swift.jpg",
  alt: "Mira Swift, a girl in a pilot's jacket with a torch in her hand.",
  description: "A girl who hides in the time machine's luggage rack and comes out asking a great many questions.",
} as const

/** What the "Reviews, awards and reading levels" job gives the first book: a review of each kind, an award won and one shortlisted, every level. */
export const BOOK_ACCLAIM = {
  reviews: [
    { quote: "A time-travel romp with a dinosaur every reader will want to take home.", source: "The Children's Book Review" },
    { quote: "Funny, fast and full of heart.", source: "Junior Reading Weekly", url: "https://www.juniorreadingweekly.co.uk/reviews/the-discovery" },
  ],
  awards: [
    { name: "The Northern Children's Book Award", year: 2024, result: "won" },
    { name: "The Young Readers' Prize", year: 2025, result: "shortlisted" },
  ],
  readingLevels: { bookBand: "Lime", atos: { level: 4.8, interestLevel: "MY" }, lexile: "650L" },
}

const ANNOUNCED_RELEASE_DATE = "2027-03-14"
/** What the "Announce a book that is not out yet" job writes into the book coming soon: its release date and editions. */
export const BOOK_ANNOUNCEMENT: {
  releaseDate: string
  editions: Array<{ format: string; releaseDate: string; price: number; retailer: string; url: string; isbn?: string }>
} = {
  releaseDate: ANNOUNCED_RELEASE_DATE,
  editions: [
    {
      format: "Hardback",
      releaseDate: ANNOUNCED_RELEASE_DATE,
      price: 12.99,
      retailer: "Waterstones",
      url: "https://www.waterstones.com/books/search/term/chapterverse+book+three",
      isbn: "978-1-80000-021-6",
    },
    {
      format: "Ebook",
      releaseDate: ANNOUNCED_RELEASE_DATE,
      price: 4.99,
      retailer: "Kindle Store",
      url: "https://www.amazon.co.uk/s?k=ChapterVerse+book+three+kindle",
    },
  ],
}

/** The slugs of the events the "Add an event" job adds, real ones (no "sample"), dated from the day the copy is made. */
export const ADDED_EVENTS = { past: "comet-night-at-the-library", upcoming: "time-machine-workshop-online" } as const

/** The day `days` from `from` at `time`, as events.json writes a time on the clock of the place. */
const dayAt = (from: Date, days: number, time: string) => `${new Date(from.getTime() + days * 86_400_000).toISOString().slice(0, 10)}T${time}`

const VIDEO_POSTER_SIZE: PictureSize = { width: 1280, height: 720 }

/** `wanted`, or the first size 16 px wider than it that no picture of `taken` has. */
function sizeNoneHas(wanted: PictureSize, taken: PictureSize[]): PictureSize {
  const isTaken = (size: PictureSize) => taken.some(other => other.width === size.width && other.height === size.height)
  let size = wanted
  while (isTaken(size)) size = { ...size, width: size.width + 16 }
  return size
}

export async function changeContent(data: string): Promise<string[]> {
  const artworkDir = path.join(data, "artwork")
  const artworks: Json[] = readJson(data, "artwork/artwork.json")
  const taken: PictureSize[] = await Promise.all(
    artworks.map(async artwork => {
      const { width = 0, height = 0 } = await sharp(path.join(artworkDir, artwork.image)).metadata()
      return { width, height }
    }),
  )
  const done: string[] = []

  // Tagged as the content guide says: the attic is the first book's, and a comet shows no character.
  // A book's folder is named by its slug (the content check says so).
  const books = bookEntriesIn(data)
  const [firstBook] = books
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

  // An artwork exported again from the original, but too small: a warning, not a problem. The check
  // and the build name it, and the site shows it as it is (the last one, which no other job changes).
  const lastArtwork = artworks[artworks.length - 1]
  const belowSize = sizeNoneHas(ARTWORK_BELOW_ITS_SIZE, [...taken, newArtworkSize, replacedSize])
  await reExportArtworkBelowItsSize(data, lastArtwork.slug, belowSize)
  done.push(
    `exported the picture of the artwork "${lastArtwork.title}" again at ${belowSize.width} × ${belowSize.height}, below its page's size (warned, not refused)`,
  )

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

  const withEditions = books.find(book => book.editions.length > 0)
  if (!withEditions) throw new Error("No book in data/ has editions to add one to")
  const formats: string[] = withEditions.editions.map((edition: Json) => edition.format)
  const format = ["Hardback", "Audiobook", "Paperback", "Ebook"].find(candidate => !formats.includes(candidate))
  if (format) {
    editJson(data, `books/${withEditions.slug}/book.json`, book => {
      // A new edition has no ISBN yet: the page says "To come".
      const edition = { ...book.editions[0], format, releaseDate: "2025-10-02", price: 14.49 }
      delete edition.isbn
      edition.url = `${new URL(edition.url).origin}/s?k=${encodeURIComponent(`${book.title} ${format}`)}`
      book.editions.push(edition)
    })
    done.push(`added a ${format} edition to ${withEditions.label}`)
  }

  editJson(data, "shop/merchandise.json", items => (items[0].price = Math.round((items[0].price + 3.5) * 100) / 100))
  done.push(`changed the price of ${readJson(data, "shop/merchandise.json")[0].name}`)

  // The content guide's two jobs, done as it says, each checked by __tests__/changed-content/.
  const addedSize = sizeNoneHas({ width: 2400, height: 1800 }, [...taken, newArtworkSize, replacedSize, belowSize])
  await writeGeneratedPicture(path.join(artworkDir, ADDED_ARTWORK.image), 1, addedSize)
  editJson(data, "artwork/artwork.json", entries => entries.push({ ...ADDED_ARTWORK, books: [firstBook.slug] }))
  done.push(`added the artwork "${ADDED_ARTWORK.title}" (${addedSize.width} × ${addedSize.height}) last, the content guide's "Add artwork" job`)

  const upcoming = books.find(book => book.status === "coming-soon")
  if (upcoming) {
    editJson(data, `books/${upcoming.slug}/book.json`, book => Object.assign(book, BOOK_ANNOUNCEMENT))
    done.push(`announced ${upcoming.label}: its release date and editions, the content guide's "Announce a book that is not out yet" job`)
  }

  // "Add a character": a portrait beside the book.json, and an entry in its characters list; a
  // character met in an earlier book comes back with what this book says of them.
  const lastBook = books.at(-1) ?? firstBook
  const returning = books.find(book => book.characters.length > 0 && book.slug !== lastBook.slug)?.characters[0]
  fs.mkdirSync(path.join(data, "books", lastBook.slug, path.dirname(ADDED_CHARACTER.image)), { recursive: true })
  await writeGeneratedPicture(path.join(data, "books", lastBook.slug, ADDED_CHARACTER.image), 104, { width: 800, height: 800 })
  if (returning)
    await writeGeneratedPicture(path.join(data, "books", lastBook.slug, "characters", `${returning.slug}-returns.jpg`), 105, { width: 800, height: 800 })
  editJson(data, `books/${lastBook.slug}/book.json`, book => {
    if (returning && !book.characters.some((character: Json) => character.slug === returning.slug))
      book.characters.push({
        ...returning,
        image: `characters/${returning.slug}-returns.jpg`,
        alt: `${returning.name}, a little older, ready for the last adventure.`,
        description: `Back for the last adventure, with a secret kept since the book before.`,
      })
    book.characters.push({ ...ADDED_CHARACTER })
  })
  done.push(
    `added the character "${ADDED_CHARACTER.name}" to ${lastBook.label}, the content guide's "Add a character" job${returning ? `, and brought ${returning.name} back in it` : ""}`,
  )

  editJson(data, `books/${firstBook.slug}/book.json`, book => Object.assign(book, BOOK_ACCLAIM))
  done.push(`gave ${firstBook.label} reviews, awards and reading levels, the content guide's "Reviews, awards and reading levels" job`)

  // "Add an event": a copy of an entry, every field changed, "sample" removed.
  const today = new Date()
  editJson(data, "events/events.json", entries => {
    const like = (where: string) => entries.find((entry: Json) => entry.where === where) ?? entries[0]
    const { sample: _pastSample, ...inPerson } = like("In person")
    const { sample: _upcomingSample, ...online } = like("Online")
    entries.push(
      {
        ...inPerson,
        slug: ADDED_EVENTS.past,
        title: "Comet night at the library",
        kind: "Library visit",
        start: dayAt(today, -40, "18:00"),
        end: dayAt(today, -40, "19:30"),
        timeZone: "Europe/London",
        place: { name: "Anytown Central Library", address: "3 Castle Street, Anytown" },
        audience: "Families with children aged 8 to 12",
        description: "Stargazing from the library roof and a reading from the first book, with hot chocolate.",
        url: "https://www.anytown.gov.uk/libraries/events/comet-night",
        bookingRequired: false,
      },
      {
        ...online,
        slug: ADDED_EVENTS.upcoming,
        title: "Build a time machine: an online workshop",
        kind: "Online reading",
        start: dayAt(today, 42, "17:00"),
        end: dayAt(today, 42, "17:45"),
        timeZone: "Europe/London",
        audience: "Readers aged 8 to 14",
        description: "The author draws the time machine live and answers readers' questions about the series.",
        url: "https://www.anytown.gov.uk/libraries/events/time-machine-workshop",
        bookingRequired: true,
      },
    )
  })
  done.push(`added a past event and one coming up, the content guide's "Add an event" job`)
  return done
}
