import { CLASSROOM_DOWNLOADS } from "./classroomKinds"
import path from "node:path"
import type { TeachingGuideEntry } from "../../plugins/gatsby-source-chapterverse"
import { slugified } from "../utils/format"
import { subjectName, teachingGuidesOf } from "./contentFiles"
import { type FileGenerator, type GeneratedFile } from "../../plugins/gatsby-source-chapterverse/node"
import {
  bulletList,
  CONTENT_WIDTH,
  documentTitle,
  eyebrow,
  FONT,
  framedImage,
  glossary,
  glossaryEntryHeight,
  heading,
  headingHeight,
  INK,
  keepTogether,
  labelled,
  labelledHeight,
  listStartHeight,
  MUTED,
  numberedList,
  PAGE,
  paragraph,
  paragraphHeight,
  printableImage,
  startDocument,
  writePdf,
  tagged,
  type Pdf,
} from "./pdfLayout"

export const TEACHING_GUIDE = CLASSROOM_DOWNLOADS.teachingGuide

type Guide = TeachingGuideEntry

/** "Chapters 1 to 4: Something in the attic": a discussion part's heading, as the guide prints it. */
export const partHeading = (part: Guide["discussion"][number]): string => `${part.chapters}: ${part.heading}`

/** What of an activity follows its title on the same page: subject, curriculum link, introduction and the start of its steps. */
function activityStartHeight(doc: Pdf, activity: Guide["activities"][number]): number {
  return (
    labelledHeight(doc, "Subject", subjectName(activity.subject)) +
    labelledHeight(doc, "Curriculum link", activity.curriculumLink) +
    doc.currentLineHeight(true) * 0.2 +
    paragraphHeight(doc, activity.text) +
    listStartHeight(doc, activity.steps)
  )
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
    framedImage(
      doc,
      await printableImage(path.join(book.folder, book.cover)),
      book.coverAlt,
      PAGE.width - PAGE.margin - coverWidth,
      top,
      coverWidth,
      coverHeight,
    )
    doc.y = top
    eyebrow(doc, `Teaching guide · ${book.label}`, { width: textWidth })
    documentTitle(doc, book.title, { width: textWidth })
    tagged(doc, "P", () => doc.font(FONT.italic).fontSize(12).fillColor(MUTED).text(`${book.tagline}`, { width: textWidth, lineGap: 2 }))
    doc.moveDown(0.6)
    tagged(doc, "P", () => doc.font(FONT.bold).fontSize(11).fillColor(INK).text(`By ${authorName}`, { width: textWidth }))
    doc.moveDown(0.2)
    tagged(doc, "P", () => doc.font(FONT.regular).text(`${seriesName}, ${book.label} · ${book.genre}`, { width: textWidth }))
    doc.moveDown(0.2)
    tagged(doc, "P", () => doc.font(FONT.bold).text("Ages: ", { continued: true, width: textWidth }).font(FONT.regular).text(guide.ages))
    doc.y = Math.max(doc.y + 14, top + coverHeight + 18)
    paragraph(doc, guide.summary)
    const questionCount = guide.discussion.reduce((sum, part) => sum + part.questions.length, 0)
    const contents = [
      `Discussion questions: ${questionCount} questions in ${guide.discussion.length} parts (${guide.discussion.map(part => part.chapters.toLowerCase()).join(", ")})`,
      `Vocabulary: ${guide.vocabulary.length} key words and what they mean (they are also the words of the printable word search)`,
      `Activities: ${guide.activities.map(activity => `${activity.title} (${subjectName(activity.subject).toLowerCase()})`).join("; ")}`,
    ]
    keepTogether(doc, 30 + listStartHeight(doc, contents))
    tagged(doc, "H2", () => doc.font(FONT.bold).fontSize(12).fillColor(INK).text("In this guide", PAGE.margin, doc.y))
    doc.moveDown(0.3)
    bulletList(doc, contents)

    // Each heading keeps with what follows it, measured: never the last thing on a page.
    const discussionIntro = "Each part's questions move from what the text says to inference, prediction and opinion. Choose the ones that suit your group."
    const [firstPart] = guide.discussion
    heading(
      doc,
      "Discussion questions",
      1,
      paragraphHeight(doc, discussionIntro) + headingHeight(doc, partHeading(firstPart), 2) + listStartHeight(doc, firstPart.questions),
    )
    paragraph(doc, discussionIntro, { muted: true })
    let number = 1
    for (const part of guide.discussion) {
      heading(doc, partHeading(part), 2, listStartHeight(doc, part.questions))
      numberedList(doc, part.questions, number)
      number += part.questions.length
    }

    const vocabularyIntro = `Key words from ${book.title}, with their meanings in words children know.`
    const entries = [...guide.vocabulary]
      .sort((a, b) => a.word.localeCompare(b.word, "en-GB"))
      .map(entry => ({ term: entry.word, definition: entry.definition }))
    heading(doc, "Vocabulary", 1, paragraphHeight(doc, vocabularyIntro) + glossaryEntryHeight(doc, entries[0]))
    paragraph(doc, vocabularyIntro, { muted: true })
    glossary(doc, entries)

    const [firstActivity] = guide.activities
    heading(doc, "Activities", 1, headingHeight(doc, firstActivity.title, 2) + activityStartHeight(doc, firstActivity))
    for (const activity of guide.activities) {
      // The title, subject, curriculum link, introduction and the first steps stay together.
      heading(doc, activity.title, 2, activityStartHeight(doc, activity))
      labelled(doc, "Subject", subjectName(activity.subject))
      labelled(doc, "Curriculum link", activity.curriculumLink)
      doc.moveDown(0.2)
      paragraph(doc, activity.text)
      numberedList(doc, activity.steps)
    }

    files.push(await writePdf(doc, context, { slug: `${TEACHING_GUIDE}-${book.slug}`, kind: TEACHING_GUIDE, book: book.slug, title, fileName }))
  }
  return files
}
