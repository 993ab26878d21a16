import { CLASSROOM_DOWNLOADS } from "./classroomKinds"
import path from "node:path"
import type { TeachingGuideEntry } from "gatsby-source-chapterverse"
import { slugified } from "../text/format"
import { subjectName, teachingGuidesOf } from "./generatorContent"
import { type FileGenerator, type GeneratedFile } from "./generatedFiles"
import * as pdf from "./pdfLayout"

export const TEACHING_GUIDE = CLASSROOM_DOWNLOADS.teachingGuide

type Guide = TeachingGuideEntry

/** "Chapters 1 to 4: Something in the attic": a discussion part's heading, as the guide prints it. */
export const partHeading = (part: Guide["discussion"][number]): string => `${part.chapters}: ${part.heading}`

/** An activity: its title, and under it the subject, curriculum link, introduction and steps, the title keeping with the start of them all. */
function activityBlocks(activity: Guide["activities"][number]): pdf.Block[] {
  const details = pdf.stack(
    pdf.labelled("Subject", subjectName(activity.subject)),
    pdf.labelled("Curriculum link", activity.curriculumLink),
    pdf.space(0.2),
    pdf.paragraph(activity.text),
    pdf.numberedList(activity.steps),
  )
  return [pdf.heading(activity.title, 2, [details]), details]
}

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
  for (const { book, guide } of teachingGuidesOf(context.content)) {
    const title = teachingGuideTitle(book.title)
    const fileName = `${slugified(seriesName)}-${book.slug}-teaching-guide.pdf`
    const doc = pdf.startDocument(context, {
      title,
      subject: `A teaching guide to ${book.label}, ${book.title}, for teachers and librarians: discussion questions by chapter, vocabulary and classroom activities.`,
      keywords: ["teaching guide", book.title, "discussion questions", "vocabulary", "classroom activities"],
    })

    // The opening: the book, who the guide suits, what it holds.
    const coverWidth = 130
    const coverHeight = 195
    const textWidth = pdf.CONTENT_WIDTH - coverWidth - 24
    const top = doc.y
    pdf.framedImage(
      doc,
      await pdf.printableImage(path.join(book.folder, book.cover)),
      book.coverAlt,
      pdf.PAGE.width - pdf.PAGE.margin - coverWidth,
      top,
      coverWidth,
      coverHeight,
    )
    doc.y = top
    pdf.eyebrow(doc, `Teaching guide · ${book.label}`, { width: textWidth })
    pdf.documentTitle(doc, book.title, { width: textWidth })
    pdf.tagged(doc, "P", () => doc.font(pdf.FONT.italic).fontSize(12).fillColor(pdf.MUTED).text(`${book.tagline}`, { width: textWidth, lineGap: 2 }))
    doc.moveDown(0.6)
    pdf.tagged(doc, "P", () => doc.font(pdf.FONT.bold).fontSize(11).fillColor(pdf.INK).text(`By ${authorName}`, { width: textWidth }))
    doc.moveDown(0.2)
    pdf.tagged(doc, "P", () => doc.font(pdf.FONT.regular).text(`${seriesName}, ${book.label} · ${book.genre}`, { width: textWidth }))
    doc.moveDown(0.2)
    pdf.tagged(doc, "P", () => doc.font(pdf.FONT.bold).text("Ages: ", { continued: true, width: textWidth }).font(pdf.FONT.regular).text(guide.ages))
    doc.y = Math.max(doc.y + 14, top + coverHeight + 18)
    pdf.place(doc, pdf.paragraph(guide.summary))
    const questionCount = guide.discussion.reduce((sum, part) => sum + part.questions.length, 0)
    const contents = pdf.bulletList([
      `Discussion questions: ${questionCount} questions in ${guide.discussion.length} parts (${guide.discussion.map(part => part.chapters.toLowerCase()).join(", ")})`,
      `Vocabulary: ${guide.vocabulary.length} key words and what they mean (they are also the words of the printable word search)`,
      `Activities: ${guide.activities.map(activity => `${activity.title} (${subjectName(activity.subject).toLowerCase()})`).join("; ")}`,
    ])
    pdf.keepTogether(doc, 30 + contents.lead(doc))
    pdf.tagged(doc, "H2", () => doc.font(pdf.FONT.bold).fontSize(12).fillColor(pdf.INK).text("In this guide", pdf.PAGE.margin, doc.y))
    doc.moveDown(0.3)
    pdf.place(doc, contents)

    // Each heading keeps with what follows it, measured: never the last thing on a page.
    const discussionIntro = pdf.paragraph(
      "Each part's questions move from what the text says to inference, prediction and opinion. Choose the ones that suit your group.",
      {
        muted: true,
      },
    )
    let number = 1
    const parts = guide.discussion.map(part => {
      const questions = pdf.numberedList(part.questions, number)
      number += part.questions.length
      return [pdf.heading(partHeading(part), 2, [questions]), questions]
    })
    pdf.place(doc, pdf.heading("Discussion questions", 1, [discussionIntro, ...parts[0]]), discussionIntro, ...parts.flat())

    const vocabularyIntro = pdf.paragraph(`Key words from ${book.title}, with their meanings in words children know.`, { muted: true })
    const vocabulary = pdf.glossary(
      [...guide.vocabulary].sort((a, b) => a.word.localeCompare(b.word, "en-GB")).map(entry => ({ term: entry.word, definition: entry.definition })),
    )
    pdf.place(doc, pdf.heading("Vocabulary", 1, [vocabularyIntro, vocabulary]), vocabularyIntro, vocabulary)

    // Each activity's title, subject, curriculum link, introduction and first steps stay together.
    const activities = guide.activities.map(activityBlocks)
    pdf.place(doc, pdf.heading("Activities", 1, activities[0]), ...activities.flat())

    files.push(await pdf.writePdf(doc, context, { slug: `${TEACHING_GUIDE}-${book.slug}`, kind: TEACHING_GUIDE, book: book.slug, title, fileName }))
  }
  return files
}
