import { CLASSROOM_DOWNLOADS } from "./classroomKinds"
import fs from "node:fs"
import path from "node:path"
import sharp from "sharp"
import { Author, unlessSample } from "gatsby-source-chapterverse"
import { formatLongDate, slugified } from "../text/format"
import { bookName, booksOf } from "./generatorContent"
import { generatedFile, type FileGenerator } from "./generatedFiles"
import { writeZip, type ZipEntry } from "./zipArchive"

export const PRESS_KIT = CLASSROOM_DOWNLOADS.pressKit

/** Names inside the archive. */
export const PRESS_KIT_FILES = { contents: "contents.txt", biography: "biography.txt", coversFolder: "covers" } as const

/**
 * The press kit, for journalists, bookshops and event organisers: the author's biographies as
 * plain text (with the author's and the series' names and the site's address), the author's
 * photo and every book's cover at the resolution it was supplied, and a list of what is inside.
 * A journalist copies from its text: the author's name, the site's address and the contact
 * address say "to come" while they are samples (gatsby-source-chapterverse's samples.ts), never the sample itself.
 */
export const pressKit: FileGenerator = async context => {
  const { seriesName } = context.site
  const authorName = unlessSample(context.site.authorName)
  const siteUrl = unlessSample(context.site.siteUrl)
  const contactEmail = unlessSample(context.site.contactEmail)
  const { value: author, file: authorFile } = context.content.single(Author)
  const books = booksOf(context.content)
  const title = `${seriesName} press kit`
  const fileName = `${slugified(title)}.zip`

  const photoFile = path.join(path.dirname(authorFile), author.photo)
  const photo = { name: `author-photo${path.extname(author.photo).toLowerCase()}`, data: fs.readFileSync(photoFile) }
  const covers = books.map(book => ({
    book,
    name: `${PRESS_KIT_FILES.coversFolder}/${book.slug}${path.extname(book.cover).toLowerCase()}`,
    data: fs.readFileSync(path.join(book.folder, book.cover)),
  }))
  const pixels = async (data: Buffer) => {
    const { width, height } = await sharp(data).metadata()
    return `${width} × ${height} pixels`
  }

  const paragraphs = (list: readonly string[]) => list.join("\n\n")
  const biography = [
    authorName ?? "The author's name: to come",
    `Author of ${seriesName}: ${context.site.tagline.replace(/^The /, "the ")}`,
    siteUrl ?? "The website's address: to come",
    "",
    "BIOGRAPHY",
    "",
    paragraphs(author.pressBio),
    "",
    "FOR CHILDREN (in the author's own words)",
    "",
    paragraphs(author.childBio),
    "",
    "THE BOOKS",
    "",
    ...books.map(
      book =>
        `${bookName(book)}. ${book.status === "published" && book.releaseDate ? `Published ${formatLongDate(book.releaseDate)}.` : `Coming soon${book.releaseNote ? ` (${book.releaseNote})` : ""}.`} ${book.tagline}`,
    ),
    "",
    `Press enquiries: ${contactEmail ?? "the address is to come"}`,
  ].join("\n")

  const described = [
    { name: PRESS_KIT_FILES.contents, about: "this list" },
    {
      name: PRESS_KIT_FILES.biography,
      about: `${authorName ? `${authorName}'s` : "the author's"} biography for the press and for children, and the books, as plain text`,
    },
    { name: photo.name, about: `the author's photo (${await pixels(photo.data)}): ${author.photoAlt}` },
    ...(await Promise.all(covers.map(async cover => ({ name: cover.name, about: `the cover of ${bookName(cover.book)} (${await pixels(cover.data)})` })))),
  ]
  const byline = [authorName, siteUrl].filter(Boolean).join(" · ")
  const contents = [title, ...(byline ? [byline] : []), "", "In this archive:", ...described.map(entry => `- ${entry.name}: ${entry.about}`)].join("\n")

  const text = (value: string) => Buffer.from(`${value}\n`, "utf8")
  const entries: ZipEntry[] = [
    { name: PRESS_KIT_FILES.contents, data: text(contents) },
    { name: PRESS_KIT_FILES.biography, data: text(biography) },
    photo,
    ...covers.map(({ name, data }) => ({ name, data })),
  ]
  const bytes = writeZip(path.join(context.outputDir, fileName), entries)
  return [generatedFile(context, { slug: PRESS_KIT, kind: PRESS_KIT, title, fileName, format: "ZIP", bytes, contents: entries.map(entry => entry.name) })]
}
