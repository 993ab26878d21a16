import { CLASSROOM_DOWNLOADS } from "./classroomKinds"
import path from "node:path"
import { slugified } from "../text/format"
import { bookName, booksOf, type BookWithFolder } from "./generatorContent"
import { type FileGenerator } from "./generatedFiles"
import {
  ACCENT,
  artifact,
  CONTENT_WIDTH,
  documentTitle,
  eyebrow,
  FONT,
  framedImage,
  INK,
  MUTED,
  numberedList,
  PAGE,
  paragraph,
  place,
  printableImage,
  ruledLines,
  star,
  startDocument,
  writePdf,
  tagged,
  WRITING_LINE,
  writingLine,
  type Pdf,
  type PrintableImage,
} from "./pdfLayout"

export const READING_PASSPORT = CLASSROOM_DOWNLOADS.readingPassport

/**
 * The series' reading record: a cover page with the reader's name, then a page for every book
 * with its cover and places to write when they started and finished it, a star rating, their
 * favourite character, the best bit, and a circle for a teacher's or librarian's stamp.
 */
export const readingPassport: FileGenerator = async context => {
  const { seriesName } = context.site
  const books = booksOf(context.content)
  const title = `${seriesName} reading passport`
  const fileName = `${slugified(title)}.pdf`
  const doc = startDocument(context, {
    title,
    subject: `A reading record for the ${books.length} books of ${seriesName}: a page to fill in and stamp for each book read.`,
    keywords: ["reading passport", "reading record", ...books.map(book => book.title)],
  })
  const covers = await Promise.all(books.map(book => printableImage(path.join(book.folder, book.cover))))
  coverPage(doc, seriesName, books, covers)
  for (const [index, book] of books.entries()) {
    doc.addPage()
    bookPage(doc, book, covers[index])
  }
  return [await writePdf(doc, context, { slug: READING_PASSPORT, kind: READING_PASSPORT, title, fileName })]
}

function coverPage(doc: Pdf, seriesName: string, books: readonly BookWithFolder[], covers: readonly PrintableImage[]): void {
  doc.moveDown(2)
  eyebrow(doc, seriesName, { align: "center" })
  documentTitle(doc, "My reading passport", { align: "center" })
  place(
    doc,
    paragraph(`Read the ${books.length} ${seriesName} books, fill in a page for each one, and collect a stamp for every book you finish.`, {
      align: "center",
      muted: true,
    }),
  )
  doc.moveDown(2)
  writingLine(doc, "This passport belongs to", { size: 15 })
  doc.moveDown(1)
  writingLine(doc, "School or library", { size: 15 })
  doc.moveDown(1)
  writingLine(doc, "Class", { size: 15, width: CONTENT_WIDTH / 2 })
  doc.moveDown(2.5)
  tagged(doc, "H2", () => doc.font(FONT.bold).fontSize(15).fillColor(ACCENT).text("How it works", PAGE.margin, doc.y))
  doc.moveDown(0.5)
  place(
    doc,
    numberedList([
      "When you start a book, turn to its page and write the date.",
      "When you finish it, write the date again, colour in up to five stars and tell us about your favourite character and the best bit.",
      "Show the page to your teacher or librarian: they will stamp or sign the circle.",
    ]),
  )
  doc.moveDown(1)
  tagged(doc, "H2", () => doc.font(FONT.bold).fontSize(15).fillColor(ACCENT).text("The books", PAGE.margin, doc.y))
  doc.moveDown(0.4)
  for (const book of books) {
    const y = doc.y
    artifact(doc, () =>
      doc
        .circle(PAGE.margin + 8, y + 7, 7)
        .lineWidth(1.2)
        .strokeColor(WRITING_LINE)
        .stroke(),
    )
    const about = book.status === "published" ? book.tagline : `Coming soon. ${book.tagline}`
    tagged(doc, "P", () =>
      doc
        .font(FONT.bold)
        .fontSize(12.5)
        .fillColor(INK)
        .text(bookName(book), PAGE.margin + 26, y, { width: CONTENT_WIDTH - 26 }),
    )
    tagged(doc, "P", () =>
      doc
        .font(FONT.regular)
        .fontSize(11)
        .fillColor(MUTED)
        .text(about, { width: CONTENT_WIDTH - 26 }),
    )
    doc.moveDown(0.6)
  }
  // The covers along the foot of the page, as on a shelf.
  const gap = 18
  const coverHeight = Math.min(190, PAGE.footerY - 24 - doc.y - 10)
  const coverWidth = Math.min(coverHeight / 1.5, (CONTENT_WIDTH - gap * (books.length - 1)) / books.length)
  const rowWidth = books.length * coverWidth + (books.length - 1) * gap
  for (const [index, cover] of covers.entries())
    framedImage(
      doc,
      cover,
      books[index].coverAlt,
      PAGE.margin + (CONTENT_WIDTH - rowWidth) / 2 + index * (coverWidth + gap),
      PAGE.footerY - 24 - coverHeight,
      coverWidth,
      coverHeight,
    )
  doc.x = PAGE.margin
}

function bookPage(doc: Pdf, book: BookWithFolder, cover: PrintableImage): void {
  eyebrow(doc, `Reading passport · ${book.label}`)
  documentTitle(doc, book.title)
  const top = doc.y + 6
  const coverWidth = 170
  const coverHeight = 255
  framedImage(doc, cover, book.coverAlt, PAGE.margin, top, coverWidth, coverHeight)
  const x = PAGE.margin + coverWidth + 26
  doc.y = top
  if (book.status !== "published") place(doc, paragraph(`Coming soon${book.releaseNote ? ` (${book.releaseNote})` : ""}: ${book.tagline}`, { x, muted: true }))
  else place(doc, paragraph(book.tagline, { x, muted: true }))
  doc.moveDown(0.6)
  writingLine(doc, "I started reading on", { x })
  doc.moveDown(1.1)
  writingLine(doc, "I finished reading on", { x })
  doc.moveDown(1.1)
  tagged(doc, "P", () => doc.font(FONT.bold).fontSize(13).fillColor(INK).text("My star rating", x, doc.y))
  const starsY = doc.y + 22
  for (let i = 0; i < 5; i++) star(doc, x + 22 + i * 46, starsY, 19)
  doc.y = starsY + 34
  writingLine(doc, "My favourite character", { x })
  doc.y = Math.max(doc.y, top + coverHeight) + 24
  tagged(doc, "P", () => doc.font(FONT.bold).fontSize(13).fillColor(INK).text("The best bit was…", PAGE.margin, doc.y))
  ruledLines(doc, 4)
  tagged(doc, "P", () => doc.font(FONT.bold).fontSize(13).fillColor(INK).text("I would tell a friend to read it because…", PAGE.margin, doc.y))
  ruledLines(doc, 3)
  // The stamp: a circle for a teacher's or librarian's stamp or signature.
  const radius = 62
  const centreX = PAGE.width - PAGE.margin - radius
  const centreY = Math.min(doc.y + radius + 6, PAGE.footerY - radius - 20)
  artifact(doc, () => {
    doc.save()
    doc.circle(centreX, centreY, radius).lineWidth(1.4).dash(5, { space: 4 }).strokeColor(ACCENT).stroke()
    doc.restore()
  })
  tagged(doc, "P", () => {
    doc
      .font(FONT.bold)
      .fontSize(10)
      .fillColor(ACCENT)
      .text("STAMP", centreX - radius, centreY - 12, { width: radius * 2, align: "center" })
    doc
      .font(FONT.regular)
      .fontSize(9)
      .fillColor(MUTED)
      .text("or a grown-up's signature", centreX - radius + 12, doc.y + 2, { width: radius * 2 - 24, align: "center" })
  })
  doc.y = centreY - 10
  writingLine(doc, "Signed", { width: CONTENT_WIDTH - 2 * radius - 30 })
}
