import { CLASSROOM_DOWNLOADS } from "./classroomKinds"
import path from "node:path"
import { slugified } from "../utils/format"
import { readTeachingGuides, subjectName } from "./contentFiles"
import { generatedFile, type FileGenerator, type GeneratedFile } from "./generatedFiles"
import {
  bulletList,
  CONTENT_WIDTH,
  documentTitle,
  eyebrow,
  finishDocument,
  FONT,
  framedImage,
  glossary,
  heading,
  INK,
  keepTogether,
  labelled,
  MUTED,
  numberedList,
  PAGE,
  paragraph,
  printableImage,
  startDocument,
} from "./pdfLayout"

export const TEACHING_GUIDE = CLASSROOM_DOWNLOADS.teachingGuide

/** "The Discovery: teaching guide": the guide's title, as the PDF and the pages that link it give it. */
export const teachingGuideTitle = (bookTitle: string): string => `${bookTitle}: teaching guide`

/**
 * Each book's teaching guide as a PDF to print: what the guide offers, the discussion questions
 * numbered and grouped by chapters, the vocabulary as a two-column glossary and the activities
 * with their subject and curriculum link.
 */
export const teachingGuides: FileGenerator = async context => {
  const { seriesName, authorName } = context.site
  const files: GeneratedFile[] = []
  for (const { book, guide } of readTeachingGuides(context.dataDir)) {
    const title = teachingGuideTitle(book.title)
    const fileName = `${slugified(seriesName)}-${book.slug}-teaching-guide.pdf`
    const doc = startDocument(context, {
      title,
      subject: `A teaching guide to ${book.label}, ${book.title}, for teachers and librarians: discussion questions by chapter, vocabulary and classroom activities.`,
      keywords: ["teaching guide", book.title, "discussion questions", "vocabulary", "classroom activities"],
    })

    // The opening: the book, who the guide suits, what it holds.
    const coverWidth = 130
    const coverHeight = 195
    const textWidth = CONTENT_WIDTH - coverWidth - 24
    const top = doc.y
    framedImage(doc, await printableImage(path.join(book.folder, book.cover)), PAGE.width - PAGE.margin - coverWidth, top, coverWidth, coverHeight)
    doc.y = top
    eyebrow(doc, `Teaching guide · ${book.label}`, { width: textWidth })
    documentTitle(doc, book.title, { width: textWidth })
    doc.font(FONT.italic).fontSize(12).fillColor(MUTED).text(`${book.tagline}`, { width: textWidth, lineGap: 2 })
    doc.moveDown(0.6)
    doc.font(FONT.bold).fontSize(11).fillColor(INK).text(`By ${authorName}`, { width: textWidth })
    doc.moveDown(0.2)
    doc.font(FONT.regular).text(`${seriesName}, ${book.label} · ${book.genre}`, { width: textWidth })
    doc.moveDown(0.2)
    doc.font(FONT.bold).text("Ages: ", { continued: true, width: textWidth }).font(FONT.regular).text(guide.ages)
    doc.y = Math.max(doc.y + 14, top + coverHeight + 18)
    paragraph(doc, guide.summary)
    const questionCount = guide.discussion.reduce((sum, part) => sum + part.questions.length, 0)
    doc.font(FONT.bold).fontSize(12).fillColor(INK).text("In this guide", PAGE.margin, doc.y)
    doc.moveDown(0.3)
    bulletList(doc, [
      `Discussion questions: ${questionCount} questions in ${guide.discussion.length} parts (${guide.discussion.map(part => part.chapters.toLowerCase()).join(", ")})`,
      `Vocabulary: ${guide.vocabulary.length} key words and what they mean (they are also the words of the printable word search)`,
      `Activities: ${guide.activities.map(activity => `${activity.title} (${subjectName(activity.subject).toLowerCase()})`).join("; ")}`,
    ])

    heading(doc, "Discussion questions")
    paragraph(doc, "Each part's questions move from what the text says to inference, prediction and opinion. Choose the ones that suit your group.", {
      muted: true,
    })
    let number = 1
    for (const part of guide.discussion) {
      heading(doc, `${part.chapters}: ${part.heading}`, 2)
      numberedList(doc, part.questions, number)
      number += part.questions.length
    }

    heading(doc, "Vocabulary")
    paragraph(doc, `Key words from ${book.title}, with their meanings in words children know.`, { muted: true })
    glossary(
      doc,
      [...guide.vocabulary].sort((a, b) => a.word.localeCompare(b.word, "en-GB")).map(entry => ({ term: entry.word, definition: entry.definition })),
    )

    heading(doc, "Activities")
    for (const activity of guide.activities) {
      keepTogether(doc, 170)
      heading(doc, activity.title, 2)
      labelled(doc, "Subject", subjectName(activity.subject))
      labelled(doc, "Curriculum link", activity.curriculumLink)
      doc.moveDown(0.2)
      paragraph(doc, activity.text)
      numberedList(doc, activity.steps)
    }

    const { bytes, pageCount } = await finishDocument(doc, path.join(context.outputDir, fileName))
    files.push(
      generatedFile(context, {
        slug: `${TEACHING_GUIDE}-${book.slug}`,
        kind: TEACHING_GUIDE,
        book: book.slug,
        title,
        fileName,
        format: "PDF",
        bytes,
        pageCount,
      }),
    )
  }
  return files
}
