import { TeachingGuide, unlessSample } from "gatsby-source-chapterverse"
import { formatLongDate } from "../text/format"
import { announcedBooks } from "./calendars"
import { bookName, booksOf, type BookWithFolder } from "./generatorContent"
import { type FileGenerator, type GeneratorContext } from "./generatedFiles"
import { choiceLetter, launchQuiz } from "./launchQuiz"
import * as pdf from "./pdfLayout"
import { LAUNCH_PARTY_KIT } from "./calendarKinds"

/**
 * The launch party kit of each book still to come whose release date is announced and whose data
 * has a launchParty: the author's letter, a quiz on the books before it with its answer sheet,
 * bookmarks to cut out, a reader's certificate and games to run with no preparation. A library or
 * school prints it and runs the party without the author.
 */
export const launchPartyKit: FileGenerator = async context => {
  const books = booksOf(context.content)
  const files = []
  for (const book of announcedBooks(books).filter(book => book.launchParty)) {
    const title = `${book.label} launch party kit`
    const doc = pdf.startDocument(context, {
      title,
      subject: `Everything to run a launch party for ${book.label} of ${context.site.seriesName}: a letter from the author, a quiz, bookmarks, a certificate and games.`,
      keywords: ["launch party", "library", "quiz", "bookmarks", "certificate"],
    })
    kitPages(
      doc,
      context,
      book,
      books.filter(earlier => earlier.number < book.number && earlier.status === "published"),
    )
    files.push(
      await pdf.writePdf(doc, context, {
        slug: `${LAUNCH_PARTY_KIT}-${book.slug}`,
        kind: LAUNCH_PARTY_KIT,
        book: book.slug,
        title,
        fileName: `${book.slug}-launch-party-kit.pdf`,
      }),
    )
  }
  return files
}

function kitPages(doc: pdf.Pdf, context: GeneratorContext, book: BookWithFolder, earlier: readonly BookWithFolder[]): void {
  const { seriesName } = context.site
  const party = book.launchParty
  if (!party || !book.releaseDate) return
  const out = formatLongDate(book.releaseDate)

  pdf.eyebrow(doc, `${seriesName} · ${book.label} is out on ${out}`)
  pdf.documentTitle(doc, `${book.label} launch party kit`)
  pdf.place(
    doc,
    pdf.paragraph(
      `For librarians, teachers and parents: print it, and you have everything for a launch party, with nothing to prepare. Inside: a letter from the author to read aloud, a quiz on ${earlier.map(bookName).join(" and ")} with its answers, bookmarks to cut out, a certificate for every reader and games to play.`,
      { muted: true },
    ),
  )
  pdf.place(
    doc,
    pdf.heading("A letter from the author"),
    ...party.letter.map(line => pdf.paragraph(line)),
    // A sample name never reaches a party: the letter is then signed by the series.
    pdf.paragraph(unlessSample(context.site.authorName) ?? `The author of ${seriesName}`, { x: pdf.PAGE.margin }),
  )

  doc.addPage()
  const quiz = launchQuiz(
    earlier,
    context.content.entries(TeachingGuide).map(guide => guide.value),
    book.slug,
  )
  pdf.eyebrow(doc, `${seriesName} launch party`)
  pdf.documentTitle(doc, "The big quiz")
  pdf.place(doc, pdf.paragraph(`How well do you know ${earlier.map(bookName).join(" and ")}? Circle one letter for each question.`, { muted: true }))
  pdf.place(
    doc,
    pdf.numberedList(quiz.map(question => `${question.question}\n${question.choices.map((choice, index) => `${choiceLetter(index)}. ${choice}`).join("\n")}`)),
  )

  doc.addPage()
  pdf.eyebrow(doc, `${seriesName} launch party · For the quiz master`)
  pdf.documentTitle(doc, "Answer sheet")
  pdf.place(doc, pdf.numberedList(quiz.map(question => `${choiceLetter(question.answer)}. ${question.choices[question.answer]}`)))

  doc.addPage()
  bookmarks(doc, seriesName, book, out)

  doc.addPage()
  certificate(doc, seriesName, earlier)

  doc.addPage()
  pdf.eyebrow(doc, `${seriesName} launch party`)
  pdf.documentTitle(doc, "Games to play")
  pdf.place(doc, pdf.paragraph("No equipment and no preparation: read the steps aloud and play.", { muted: true }))
  for (const game of party.games) {
    pdf.place(doc, pdf.heading(game.title, 2), pdf.paragraph(game.players, { muted: true }), pdf.numberedList(game.steps))
  }
}

/** Four bookmarks side by side, with dashed lines to cut along. */
function bookmarks(doc: pdf.Pdf, seriesName: string, book: BookWithFolder, out: string): void {
  pdf.eyebrow(doc, `${seriesName} launch party`)
  pdf.documentTitle(doc, "Bookmarks to cut out")
  const top = doc.y + 10
  const count = 4
  const width = pdf.CONTENT_WIDTH / count
  const height = pdf.PAGE.footerY - 30 - top
  for (let index = 0; index < count; index++) {
    const x = pdf.PAGE.margin + index * width
    pdf.artifact(doc, () => {
      doc.save()
      doc.rect(x, top, width, height).lineWidth(1).dash(6, { space: 4 }).strokeColor(pdf.MUTED).stroke()
      doc.restore()
    })
    pdf.star(doc, x + width / 2, top + 40, 16)
    pdf.tagged(doc, "P", () => {
      doc
        .font(pdf.FONT.bold)
        .fontSize(13)
        .fillColor(pdf.ACCENT)
        .text(seriesName, x + 10, top + 70, { width: width - 20, align: "center" })
      doc
        .font(pdf.FONT.regular)
        .fontSize(11)
        .fillColor(pdf.INK)
        .text(`${book.label} is out on ${out}.`, x + 10, doc.y + 10, { width: width - 20, align: "center" })
      doc
        .font(pdf.FONT.italic)
        .fontSize(11)
        .fillColor(pdf.MUTED)
        .text(book.tagline, x + 10, doc.y + 12, { width: width - 20, align: "center" })
      doc
        .font(pdf.FONT.bold)
        .fontSize(10)
        .fillColor(pdf.INK)
        .text("This bookmark belongs to", x + 10, top + height - 90, { width: width - 20, align: "center" })
    })
    pdf.artifact(doc, () =>
      doc
        .moveTo(x + 12, top + height - 40)
        .lineTo(x + width - 12, top + height - 40)
        .lineWidth(0.9)
        .strokeColor(pdf.MUTED)
        .stroke(),
    )
  }
  doc.x = pdf.PAGE.margin
  doc.y = top + height + 6
}

/** The reader's certificate, with a line for the child's name. */
function certificate(doc: pdf.Pdf, seriesName: string, earlier: readonly BookWithFolder[]): void {
  pdf.artifact(doc, () => {
    doc.save()
    doc
      .rect(pdf.PAGE.margin - 14, pdf.PAGE.margin - 4, pdf.CONTENT_WIDTH + 28, pdf.PAGE.footerY - pdf.PAGE.margin - 10)
      .lineWidth(4)
      .strokeColor(pdf.ACCENT)
      .stroke()
    doc.restore()
  })
  for (const x of [pdf.PAGE.margin + 40, pdf.PAGE.width - pdf.PAGE.margin - 40]) pdf.star(doc, x, pdf.PAGE.margin + 50, 22)
  // A third of the way down the frame: a certificate's text sits in its middle.
  doc.y = pdf.PAGE.margin + 220
  pdf.documentTitle(doc, `${seriesName} reader`, { align: "center" })
  pdf.place(doc, pdf.paragraph("This certificate is awarded to", { align: "center", muted: true }))
  doc.moveDown(2)
  pdf.writingLine(doc, "Name", { size: 16, x: pdf.PAGE.margin + 30, width: pdf.CONTENT_WIDTH - 60 })
  doc.moveDown(2)
  const friends = earlier[0]?.characters.slice(0, 3).map(character => character.name) ?? []
  const company = friends.length > 1 ? ` with ${friends.slice(0, -1).join(", ")} and ${friends[friends.length - 1]}` : ""
  pdf.place(
    doc,
    pdf.paragraph(
      `for travelling through time${company}: a true ${seriesName} reader of ${earlier.map(bookName).join(" and ")}, ready for the final adventure.`,
      {
        align: "center",
      },
    ),
  )
  doc.moveDown(3)
  pdf.writingLine(doc, "Signed", { x: pdf.PAGE.margin + 30, width: pdf.CONTENT_WIDTH / 2 })
  doc.moveDown(1.5)
  pdf.writingLine(doc, "Date", { x: pdf.PAGE.margin + 30, width: pdf.CONTENT_WIDTH / 2 })
}
