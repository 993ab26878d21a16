/**
 * The teaching guides (data/teaching-guides/<book>/teaching-guide.json): the schema of a guide,
 * its type, and its checks across files: it is for a book that exists, in that book's folder,
 * and its word search hides each word once.
 */
import type { z } from "zod"
import type { CrossFileCheck } from "../collection"
import { choice, described, list, object, paragraph, puzzleWord, slug, text } from "../fields"
import type { ContentProblem } from "../../checks/problems"
import { bookSlugsIn } from "./books"

/** The school subjects a classroom activity can serve, as the teaching guides name them. */
export const ACTIVITY_SUBJECTS = ["reading", "writing", "science", "history", "geography", "art-and-design", "maths", "computing"] as const

/** A teaching guide for a published book: for teachers and librarians, and the printable guide and word search made from it. */
export const TeachingGuide = object("TeachingGuide", {
  book: described(slug(), "The slug of the book this guide is for."),
  summary: described(paragraph(), "For a teacher: what the guide offers and how to use it with a class."),
  ages: described(text(), 'Who it suits, for example "Key stage 2 (ages 7 to 11)".'),
  discussion: described(
    list(
      object("TeachingGuideDiscussion", {
        chapters: described(text(), 'Which chapters the questions are about, for example "Chapters 1 to 4".'),
        heading: text(),
        questions: list(paragraph(), 1),
      }),
      1,
      { item: "group" },
    ),
    "Discussion questions, grouped by the chapters a class has read.",
  ),
  vocabulary: described(
    list(object("TeachingGuideWord", { word: puzzleWord(), definition: described(paragraph(), "What it means, in words a child knows.") }), 8, {
      item: "word",
    }),
    "Key words from the book with a child-friendly meaning; the printable word search hides these words.",
  ),
  activities: described(
    list(
      object("TeachingGuideActivity", {
        slug: slug(),
        title: text(),
        subject: choice(...ACTIVITY_SUBJECTS),
        curriculumLink: described(paragraph(), "Which part of England's national curriculum (key stage 2) the activity serves."),
        text: described(paragraph(), "What the class does, in a sentence or two."),
        steps: list(paragraph(), 1),
      }),
      1,
    ),
    "Classroom activities, each with its subject and curriculum link.",
  ),
})

export type TeachingGuideEntry = z.infer<typeof TeachingGuide>

export const teachingGuideChecks: CrossFileCheck = content => {
  const problems: ContentProblem[] = []
  const bookSlugs = bookSlugsIn(content)
  for (const guide of content.entries(TeachingGuide)) {
    const { value } = guide
    const report = (field: string, problem: string, fix: string) => problems.push(content.problem(guide, field, problem, fix))
    // A guide's folder is named by its book when it is made, and keeps its name when the book is
    // renamed (the web editor moves no folder): the guide follows its book by the "book" field.
    if (value.book !== undefined && !bookSlugs.includes(value.book))
      report("book", `there is no book "${value.book}" in data/books/`, `use one of ${bookSlugs.join(", ")}`)
    // The word search hides each word once: the same word twice (in any case) would be one word.
    const firstOf = new Map<string, number>()
    ;(value.vocabulary ?? []).forEach((entry, index) => {
      if (entry?.word === undefined) return
      const key = entry.word.toLowerCase().replace(/[ -]/g, "")
      const first = firstOf.get(key)
      if (first === undefined) firstOf.set(key, index)
      else
        report(
          `vocabulary[${index}].word`,
          `"${entry.word}" is in the vocabulary twice (first as vocabulary[${first}]), and the word search hides each word once`,
          "keep one of them and merge the definitions, or choose another word",
        )
    })
  }
  return problems
}
