import { CLASSROOM_DOWNLOADS } from "./classroomKinds"
import { COLORS } from "../theme"
import { slugified } from "../text/format"
import { teachingGuideFile, teachingGuidesOf } from "./generatorContent"
import { type FileGenerator, type GeneratedFile } from "./generatedFiles"
import * as pdf from "./pdfLayout"
import { cellsOf, makeWordSearch, type WordSearch } from "./wordSearch"

export const WORD_SEARCH = CLASSROOM_DOWNLOADS.wordSearch

/** "The Discovery: word search". */
export const wordSearchTitle = (bookTitle: string): string => `${bookTitle}: word search`

// The guides' readers start at 8: words read forwards only (across, down, diagonally down).
const LEVEL = "younger"

/**
 * A word search for each teaching guide, made from its vocabulary: the puzzle with the words to
 * find, a page of clues (each word's meaning, to write the word), and the answer sheet with every
 * word outlined in the grid and the clues answered. The same vocabulary always makes the same
 * puzzle (its seed is the book's slug).
 */
export const wordSearches: FileGenerator = async context => {
  const { seriesName } = context.site
  const files: GeneratedFile[] = []
  for (const { book, guide } of teachingGuidesOf(context.content)) {
    const title = wordSearchTitle(book.title)
    const fileName = `${slugified(seriesName)}-${book.slug}-word-search.pdf`
    const words = guide.vocabulary.map(entry => entry.word)
    let puzzle: WordSearch
    try {
      puzzle = makeWordSearch({ words, seed: book.slug, level: LEVEL })
    } catch (error) {
      throw new Error(`The word search of data/${teachingGuideFile(book.slug)}: ${error instanceof Error ? error.message : String(error)}`, { cause: error })
    }
    const doc = pdf.startDocument(context, {
      title,
      subject: `A word search of ${words.length} words from ${book.label}, ${book.title}, with word clues and an answer sheet.`,
      keywords: ["word search", book.title, "vocabulary", ...words],
    })

    pdf.eyebrow(doc, `Word search · ${book.label}`)
    pdf.documentTitle(doc, `${book.title} word search`)
    pdf.place(
      doc,
      pdf.paragraph(
        `Find the ${words.length} words from ${book.title} hidden in the grid. Every word reads forwards: from left to right, from top to bottom, or diagonally downwards to the right.${
          words.some(word => /[ -]/.test(word)) ? " A word in two parts is hidden without its space or hyphen." : ""
        } Tick each word when you find it.`,
      ),
    )
    const cell = Math.min(30, pdf.CONTENT_WIDTH / puzzle.size)
    grid(doc, puzzle, cell, doc.y + 8, false)
    wordList(doc, puzzle)

    doc.addPage()
    pdf.eyebrow(doc, `Word clues · ${book.label}`)
    pdf.documentTitle(doc, "Word clues")
    pdf.place(
      doc,
      pdf.paragraph("Each clue gives the meaning of one of the words in the puzzle. Write the word on the line: the number says how many letters it has."),
    )
    doc.moveDown(0.5)
    const clues = clueOrder(guide.vocabulary.map(entry => entry.word))
    pdf.group(doc, "L", () =>
      clues.forEach((index, position) => {
        const entry = guide.vocabulary[index]
        const letters = puzzle.answers[index].letters.length
        clue(doc, position + 1, withoutWord(entry.definition, entry.word), `(${letters} letters)`)
      }),
    )

    doc.addPage()
    pdf.eyebrow(doc, `Answers · ${book.label}`)
    pdf.documentTitle(doc, "Answers")
    const answerCell = Math.min(24, pdf.CONTENT_WIDTH / puzzle.size)
    grid(doc, puzzle, answerCell, doc.y + 4, true)
    subheading(doc, "Word clues")
    doc.moveDown(0.3)
    const half = Math.ceil(clues.length / 2)
    const top = doc.y
    pdf.group(doc, "L", () =>
      clues.forEach((index, position) => {
        const x = position < half ? pdf.PAGE.margin : pdf.PAGE.margin + pdf.CONTENT_WIDTH / 2
        const y = top + (position % half) * 17
        pdf.group(doc, "LI", () => {
          pdf.tagged(doc, "Lbl", () =>
            doc
              .font(pdf.FONT.regular)
              .fontSize(11)
              .fillColor(pdf.INK)
              .text(`${position + 1}.`, x, y, { lineBreak: false }),
          )
          pdf.tagged(doc, "LBody", () => doc.text(guide.vocabulary[index].word, x + 18, y, { lineBreak: false }))
        })
      }),
    )
    doc.x = pdf.PAGE.margin

    files.push(await pdf.writePdf(doc, context, { slug: `${WORD_SEARCH}-${book.slug}`, kind: WORD_SEARCH, book: book.slug, title, fileName }))
  }
  return files
}

/** The grid, centred, from `top`; with `answers`, every word outlined and its letters bold, the filler faint. */
function grid(doc: pdf.Pdf, puzzle: WordSearch, cell: number, top: number, answers: boolean): void {
  const width = cell * puzzle.size
  const left = pdf.PAGE.margin + (pdf.CONTENT_WIDTH - width) / 2
  pdf.artifact(doc, () =>
    doc
      .roundedRect(left - 6, top - 6, width + 12, width + 12, 8)
      .lineWidth(1.5)
      .strokeColor(pdf.INK)
      .stroke(),
  )
  const alt = answers
    ? `The grid with every word outlined: ${puzzle.answers.map(answer => `${answer.word} from row ${answer.row + 1}, column ${answer.column + 1}, reading ${answer.direction.name}`).join("; ")}.`
    : `A grid of ${puzzle.size} by ${puzzle.size} letters with ${puzzle.answers.length} words hidden in it.`
  pdf.tagged(doc, "Figure", () => drawGrid(doc, puzzle, cell, top, left, answers), { alt })
  doc.x = pdf.PAGE.margin
  doc.y = top + width + 22
}

function drawGrid(doc: pdf.Pdf, puzzle: WordSearch, cell: number, top: number, left: number, answers: boolean): void {
  const centre = (row: number, column: number) => [left + (column + 0.5) * cell, top + (row + 0.5) * cell] as const
  const inAnswer = new Set<string>()
  if (answers) {
    for (const answer of puzzle.answers) {
      const cells = cellsOf(answer)
      for (const { row, column } of cells) inAnswer.add(`${row},${column}`)
      const [x1, y1] = centre(cells[0].row, cells[0].column)
      const [x2, y2] = centre(cells[cells.length - 1].row, cells[cells.length - 1].column)
      const length = Math.hypot(x2 - x1, y2 - y1) + cell * 0.8
      const thickness = cell * 0.78
      doc.save()
      doc.translate((x1 + x2) / 2, (y1 + y2) / 2).rotate((Math.atan2(y2 - y1, x2 - x1) * 180) / Math.PI)
      doc
        .roundedRect(-length / 2, -thickness / 2, length, thickness, thickness / 2)
        .lineWidth(1.3)
        .fillOpacity(0.5)
        .fillAndStroke(COLORS.purpleSoft, pdf.ACCENT)
      doc.restore()
    }
  }
  const size = cell * 0.55
  puzzle.grid.forEach((letters, row) =>
    letters.forEach((letter, column) => {
      const [x, y] = centre(row, column)
      const found = inAnswer.has(`${row},${column}`)
      doc
        .font(answers && !found ? pdf.FONT.regular : pdf.FONT.bold)
        .fontSize(size)
        .fillColor(answers && !found ? pdf.MUTED : pdf.INK)
        .text(letter, x - cell / 2, y - size * 0.36, { width: cell, align: "center", lineBreak: false })
    }),
  )
}

/** A heading within a page (tagged H2 under the page's title). */
function subheading(doc: pdf.Pdf, text: string): void {
  pdf.tagged(doc, "H2", () => doc.font(pdf.FONT.bold).fontSize(13).fillColor(pdf.INK).text(text, pdf.PAGE.margin, doc.y))
}

/** The words to find, in three columns, each with a box to tick. */
function wordList(doc: pdf.Pdf, puzzle: WordSearch): void {
  subheading(doc, "Words to find")
  doc.moveDown(0.4)
  const columns = 3
  const rows = Math.ceil(puzzle.answers.length / columns)
  const top = doc.y
  const columnWidth = pdf.CONTENT_WIDTH / columns
  const sorted = [...puzzle.answers].sort((a, b) => a.word.localeCompare(b.word, "en-GB"))
  pdf.group(doc, "L", () =>
    sorted.forEach((answer, index) => {
      const x = pdf.PAGE.margin + Math.floor(index / rows) * columnWidth
      const y = top + (index % rows) * 22
      pdf.artifact(doc, () => doc.rect(x, y, 11, 11).lineWidth(1).strokeColor(pdf.WRITING_LINE).stroke())
      pdf.tagged(doc, "LI", () =>
        doc
          .font(pdf.FONT.regular)
          .fontSize(12)
          .fillColor(pdf.INK)
          .text(answer.word, x + 18, y - 0.5, { width: columnWidth - 22, lineBreak: false }),
      )
    }),
  )
  doc.x = pdf.PAGE.margin
  doc.y = top + rows * 22
}

/** A numbered clue, a line to write the word on, and its letter count. */
function clue(doc: pdf.Pdf, number: number, definition: string, count: string): void {
  const indent = 26
  const width = pdf.CONTENT_WIDTH - indent
  doc.font(pdf.FONT.regular).fontSize(11.5)
  pdf.keepTogether(doc, doc.heightOfString(definition, { width, lineGap: 2.5 }) + 26)
  const y = doc.y
  const lineY = y + doc.heightOfString(definition, { width, lineGap: 2.5 }) + 16
  pdf.group(doc, "LI", () => {
    pdf.tagged(doc, "Lbl", () =>
      doc
        .font(pdf.FONT.bold)
        .fontSize(11.5)
        .fillColor(pdf.ACCENT)
        .text(`${number}.`, pdf.PAGE.margin, y, { width: indent - 6, align: "right" }),
    )
    pdf.tagged(doc, "LBody", () => {
      doc
        .font(pdf.FONT.regular)
        .fontSize(11.5)
        .fillColor(pdf.INK)
        .text(definition, pdf.PAGE.margin + indent, y, { width, lineGap: 2.5 })
      doc
        .font(pdf.FONT.regular)
        .fontSize(10)
        .fillColor(pdf.MUTED)
        .text(` ${count}`, pdf.PAGE.margin + indent + 207, lineY - 11, { lineBreak: false })
    })
  })
  pdf.artifact(doc, () =>
    doc
      .moveTo(pdf.PAGE.margin + indent, lineY)
      .lineTo(pdf.PAGE.margin + indent + 200, lineY)
      .lineWidth(0.9)
      .strokeColor(pdf.WRITING_LINE)
      .stroke(),
  )
  doc.x = pdf.PAGE.margin
  doc.y = lineY + 9
}

/**
 * The clues' order: not the vocabulary's, which a child could match against the word list, but
 * the words by their second letter, a fixed shuffle that changes only when the words do.
 */
function clueOrder(words: readonly string[]): number[] {
  return words.map((_, index) => index).sort((a, b) => words[a].slice(1).localeCompare(words[b].slice(1), "en-GB") || a - b)
}

/** A meaning that names its own word ("Gravity on Mars is…") would give the answer away: the word becomes a gap. */
export function withoutWord(definition: string, word: string): string {
  // A vocabulary word is letters with at most one space or hyphen (the content model checks it).
  const pattern = word.replace(/[ -]/, "[ -]?")
  return definition.replace(new RegExp(`\\b${pattern}[a-z]*`, "gi"), "______")
}
