import { CLASSROOM_DOWNLOADS } from "./classroomKinds"
import path from "node:path"
import { slugified } from "../text/format"
import { bookName, booksOf, type BookWithFolder } from "./generatorContent"
import { type FileGenerator } from "./generatedFiles"
import * as pdf from "./pdfLayout"

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
  const doc = pdf.startDocument(context, {
    title,
    subject: `A reading record for the ${books.length} books of ${seriesName}: a page to fill in and stamp for each book read.`,
    keywords: ["reading passport", "reading record", ...books.map(book => book.title)],
  })
  const covers = await Promise.all(books.map(book => pdf.printableImage(path.join(book.folder, book.cover))))
  coverPage(doc, seriesName, books, covers)
  for (const [index, book] of books.entries()) {
    doc.addPage()
    bookPage(doc, book, covers[index])
  }
  return [await pdf.writePdf(doc, context, { slug: READING_PASSPORT, kind: READING_PASSPORT, title, fileName })]
}

function coverPage(doc: pdf.Pdf, seriesName: string, books: readonly BookWithFolder[], covers: readonly pdf.PrintableImage[]): void {
  doc.moveDown(2)
  pdf.eyebrow(doc, seriesName, { align: "center" })
  pdf.documentTitle(doc, "My reading passport", { align: "center" })
  pdf.place(
    doc,
    pdf.paragraph(`Read the ${books.length} ${seriesName} books, fill in a page for each one, and collect a stamp for every book you finish.`, {
      align: "center",
      muted: true,
    }),
  )
  doc.moveDown(2)
  pdf.writingLine(doc, "This passport belongs to", { size: 15 })
  doc.moveDown(1)
  pdf.writingLine(doc, "School or library", { size: 15 })
  doc.moveDown(1)
  pdf.writingLine(doc, "Class", { size: 15, width: pdf.CONTENT_WIDTH / 2 })
  doc.moveDown(2.5)
  pdf.tagged(doc, "H2", () => doc.font(pdf.FONT.bold).fontSize(15).fillColor(pdf.ACCENT).text("How it works", pdf.PAGE.margin, doc.y))
  doc.moveDown(0.5)
  pdf.place(
    doc,
    pdf.numberedList([
      "When you start a book, turn to its page and write the date.",
      "When you finish it, write the date again, colour in up to five stars and tell us about your favourite character and the best bit.",
      "Show the page to your teacher or librarian: they will stamp or sign the circle.",
    ]),
  )
  doc.moveDown(1)
  pdf.tagged(doc, "H2", () => doc.font(pdf.FONT.bold).fontSize(15).fillColor(pdf.ACCENT).text("The books", pdf.PAGE.margin, doc.y))
  doc.moveDown(0.4)
  for (const book of books) {
    const y = doc.y
    pdf.artifact(doc, () =>
      doc
        .circle(pdf.PAGE.margin + 8, y + 7, 7)
        .lineWidth(1.2)
        .strokeColor(pdf.WRITING_LINE)
        .stroke(),
    )
    const about = book.status === "published" ? book.tagline : `Coming soon. ${book.tagline}`
    pdf.tagged(doc, "P", () =>
      doc
        .font(pdf.FONT.bold)
        .fontSize(12.5)
        .fillColor(pdf.INK)
        .text(bookName(book), pdf.PAGE.margin + 26, y, { width: pdf.CONTENT_WIDTH - 26 }),
    )
    pdf.tagged(doc, "P", () =>
      doc
        .font(pdf.FONT.regular)
        .fontSize(11)
        .fillColor(pdf.MUTED)
        .text(about, { width: pdf.CONTENT_WIDTH - 26 }),
    )
    doc.moveDown(0.6)
  }
  // The covers along the foot of the page, as on a shelf.
  const gap = 18
  const coverHeight = Math.min(190, pdf.PAGE.footerY - 24 - doc.y - 10)
  const coverWidth = Math.min(coverHeight / 1.5, (pdf.CONTENT_WIDTH - gap * (books.length - 1)) / books.length)
  const rowWidth = books.length * coverWidth + (books.length - 1) * gap
  for (const [index, cover] of covers.entries())
    pdf.framedImage(
      doc,
      cover,
      books[index].coverAlt,
      pdf.PAGE.margin + (pdf.CONTENT_WIDTH - rowWidth) / 2 + index * (coverWidth + gap),
      pdf.PAGE.footerY - 24 - coverHeight,
      coverWidth,
      coverHeight,
    )
  doc.x = pdf.PAGE.margin
}

function bookPage(doc: pdf.Pdf, book: BookWithFolder, cover: pdf.PrintableImage): void {
  pdf.eyebrow(doc, `Reading passport · ${book.label}`)
  pdf.documentTitle(doc, book.title)
  const top = doc.y + 6
  const coverWidth = 170
  const coverHeight = 255
  pdf.framedImage(doc, cover, book.coverAlt, pdf.PAGE.margin, top, coverWidth, coverHeight)
  const x = pdf.PAGE.margin + coverWidth + 26
  doc.y = top
  if (book.status !== "published")
    pdf.place(doc, pdf.paragraph(`Coming soon${book.releaseNote ? ` (${book.releaseNote})` : ""}: ${book.tagline}`, { x, muted: true }))
  else pdf.place(doc, pdf.paragraph(book.tagline, { x, muted: true }))
  doc.moveDown(0.6)
  pdf.writingLine(doc, "I started reading on", { x })
  doc.moveDown(1.1)
  pdf.writingLine(doc, "I finished reading on", { x })
  doc.moveDown(1.1)
  pdf.tagged(doc, "P", () => doc.font(pdf.FONT.bold).fontSize(13).fillColor(pdf.INK).text("My star rating", x, doc.y))
  const starsY = doc.y + 22
  for (let i = 0; i < 5; i++) pdf.star(doc, x + 22 + i * 46, starsY, 19)
  doc.y = starsY + 34
  pdf.writingLine(doc, "My favourite character", { x })
  doc.y = Math.max(doc.y, top + coverHeight) + 24
  pdf.tagged(doc, "P", () => doc.font(pdf.FONT.bold).fontSize(13).fillColor(pdf.INK).text("The best bit was…", pdf.PAGE.margin, doc.y))
  pdf.ruledLines(doc, 4)
  pdf.tagged(doc, "P", () => doc.font(pdf.FONT.bold).fontSize(13).fillColor(pdf.INK).text("I would tell a friend to read it because…", pdf.PAGE.margin, doc.y))
  pdf.ruledLines(doc, 3)
  // The stamp: a circle for a teacher's or librarian's stamp or signature.
  const radius = 62
  const centreX = pdf.PAGE.width - pdf.PAGE.margin - radius
  const centreY = Math.min(doc.y + radius + 6, pdf.PAGE.footerY - radius - 20)
  pdf.artifact(doc, () => {
    doc.save()
    doc.circle(centreX, centreY, radius).lineWidth(1.4).dash(5, { space: 4 }).strokeColor(pdf.ACCENT).stroke()
    doc.restore()
  })
  pdf.tagged(doc, "P", () => {
    doc
      .font(pdf.FONT.bold)
      .fontSize(10)
      .fillColor(pdf.ACCENT)
      .text("STAMP", centreX - radius, centreY - 12, { width: radius * 2, align: "center" })
    doc
      .font(pdf.FONT.regular)
      .fontSize(9)
      .fillColor(pdf.MUTED)
      .text("or a grown-up's signature", centreX - radius + 12, doc.y + 2, { width: radius * 2 - 24, align: "center" })
  })
  doc.y = centreY - 10
  pdf.writingLine(doc, "Signed", { width: pdf.CONTENT_WIDTH - 2 * radius - 30 })
}
