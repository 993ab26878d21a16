import { TeachingGuide, unlessSample } from "gatsby-source-chapterverse"
import { formatLongDate } from "../text/format"
import { announcedBooks } from "./calendars"
import { bookName, booksOf, type BookWithFolder } from "./generatorContent"
import { type FileGenerator, type GeneratorContext } from "./generatedFiles"
import { choiceLetter, launchQuiz } from "./launchQuiz"
import {
  ACCENT,
  artifact,
  CONTENT_WIDTH,
  documentTitle,
  eyebrow,
  FONT,
  heading,
  INK,
  MUTED,
  numberedList,
  PAGE,
  paragraph,
  place,
  star,
  startDocument,
  tagged,
  writePdf,
  writingLine,
  type Pdf,
} from "./pdfLayout"
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
    const doc = startDocument(context, {
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
      await writePdf(doc, context, {
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

function kitPages(doc: Pdf, context: GeneratorContext, book: BookWithFolder, earlier: readonly BookWithFolder[]): void {
  const { seriesName } = context.site
  const party = book.launchParty
  if (!party || !book.releaseDate) return
  const out = formatLongDate(book.releaseDate)

  eyebrow(doc, `${seriesName} · ${book.label} is out on ${out}`)
  documentTitle(doc, `${book.label} launch party kit`)
  place(
    doc,
    paragraph(
      `For librarians, teachers and parents: print it, and you have everything for a launch party, with nothing to prepare. Inside: a letter from the author to read aloud, a quiz on ${earlier.map(bookName).join(" and ")} with its answers, bookmarks to cut out, a certificate for every reader and games to play.`,
      { muted: true },
    ),
  )
  place(
    doc,
    heading("A letter from the author"),
    ...party.letter.map(line => paragraph(line)),
    // A sample name never reaches a party: the letter is then signed by the series.
    paragraph(unlessSample(context.site.authorName) ?? `The author of ${seriesName}`, { x: PAGE.margin }),
  )

  doc.addPage()
  const quiz = launchQuiz(
    earlier,
    context.content.entries(TeachingGuide).map(guide => guide.value),
    book.slug,
  )
  eyebrow(doc, `${seriesName} launch party`)
  documentTitle(doc, "The big quiz")
  place(doc, paragraph(`How well do you know ${earlier.map(bookName).join(" and ")}? Circle one letter for each question.`, { muted: true }))
  place(
    doc,
    numberedList(quiz.map(question => `${question.question}\n${question.choices.map((choice, index) => `${choiceLetter(index)}. ${choice}`).join("\n")}`)),
  )

  doc.addPage()
  eyebrow(doc, `${seriesName} launch party · For the quiz master`)
  documentTitle(doc, "Answer sheet")
  place(doc, numberedList(quiz.map(question => `${choiceLetter(question.answer)}. ${question.choices[question.answer]}`)))

  doc.addPage()
  bookmarks(doc, seriesName, book, out)

  doc.addPage()
  certificate(doc, seriesName, earlier)

  doc.addPage()
  eyebrow(doc, `${seriesName} launch party`)
  documentTitle(doc, "Games to play")
  place(doc, paragraph("No equipment and no preparation: read the steps aloud and play.", { muted: true }))
  for (const game of party.games) {
    place(doc, heading(game.title, 2), paragraph(game.players, { muted: true }), numberedList(game.steps))
  }
}

/** Four bookmarks side by side, with dashed lines to cut along. */
function bookmarks(doc: Pdf, seriesName: string, book: BookWithFolder, out: string): void {
  eyebrow(doc, `${seriesName} launch party`)
  documentTitle(doc, "Bookmarks to cut out")
  const top = doc.y + 10
  const count = 4
  const width = CONTENT_WIDTH / count
  const height = PAGE.footerY - 30 - top
  for (let index = 0; index < count; index++) {
    const x = PAGE.margin + index * width
    artifact(doc, () => {
      doc.save()
      doc.rect(x, top, width, height).lineWidth(1).dash(6, { space: 4 }).strokeColor(MUTED).stroke()
      doc.restore()
    })
    star(doc, x + width / 2, top + 40, 16)
    tagged(doc, "P", () => {
      doc
        .font(FONT.bold)
        .fontSize(13)
        .fillColor(ACCENT)
        .text(seriesName, x + 10, top + 70, { width: width - 20, align: "center" })
      doc
        .font(FONT.regular)
        .fontSize(11)
        .fillColor(INK)
        .text(`${book.label} is out on ${out}.`, x + 10, doc.y + 10, { width: width - 20, align: "center" })
      doc
        .font(FONT.italic)
        .fontSize(11)
        .fillColor(MUTED)
        .text(book.tagline, x + 10, doc.y + 12, { width: width - 20, align: "center" })
      doc
        .font(FONT.bold)
        .fontSize(10)
        .fillColor(INK)
        .text("This bookmark belongs to", x + 10, top + height - 90, { width: width - 20, align: "center" })
    })
    artifact(doc, () =>
      doc
        .moveTo(x + 12, top + height - 40)
        .lineTo(x + width - 12, top + height - 40)
        .lineWidth(0.9)
        .strokeColor(MUTED)
        .stroke(),
    )
  }
  doc.x = PAGE.margin
  doc.y = top + height + 6
}

/** The reader's certificate, with a line for the child's name. */
function certificate(doc: Pdf, seriesName: string, earlier: readonly BookWithFolder[]): void {
  artifact(doc, () => {
    doc.save()
    doc
      .rect(PAGE.margin - 14, PAGE.margin - 4, CONTENT_WIDTH + 28, PAGE.footerY - PAGE.margin - 10)
      .lineWidth(4)
      .strokeColor(ACCENT)
      .stroke()
    doc.restore()
  })
  for (const x of [PAGE.margin + 40, PAGE.width - PAGE.margin - 40]) star(doc, x, PAGE.margin + 50, 22)
  // A third of the way down the frame: a certificate's text sits in its middle.
  doc.y = PAGE.margin + 220
  documentTitle(doc, `${seriesName} reader`, { align: "center" })
  place(doc, paragraph("This certificate is awarded to", { align: "center", muted: true }))
  doc.moveDown(2)
  writingLine(doc, "Name", { size: 16, x: PAGE.margin + 30, width: CONTENT_WIDTH - 60 })
  doc.moveDown(2)
  const friends = earlier[0]?.characters.slice(0, 3).map(character => character.name) ?? []
  const company = friends.length > 1 ? ` with ${friends.slice(0, -1).join(", ")} and ${friends[friends.length - 1]}` : ""
  place(
    doc,
    paragraph(`for travelling through time${company}: a true ${seriesName} reader of ${earlier.map(bookName).join(" and ")}, ready for the final adventure.`, {
      align: "center",
    }),
  )
  doc.moveDown(3)
  writingLine(doc, "Signed", { x: PAGE.margin + 30, width: CONTENT_WIDTH / 2 })
  doc.moveDown(1.5)
  writingLine(doc, "Date", { x: PAGE.margin + 30, width: CONTENT_WIDTH / 2 })
}
