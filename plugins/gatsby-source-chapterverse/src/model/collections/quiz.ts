/**
 * The character quiz (data/quiz/character-quiz.json): its schema and type, and its checks across
 * files: its results are characters of the books, every answer leads to a result, every result
 * can be reached, and it asks six to eight questions.
 */
import type { z } from "zod"
import type { CrossFileCheck } from "../collection"
import { described, list, object, paragraph, slug, text } from "../fields"
import type { ContentProblem } from "../../checks/problems"
import { Book, bookSlugsIn } from "./books"

/** The number of questions the character quiz asks: long enough to mean something, short enough for a phone. */
export const QUIZ_QUESTIONS = { min: 6, max: 8 } as const

/**
 * "Which character are you?": each answer points to a character, and the character most
 * answers point to is the result (a tie goes to the one chosen last; see scoreQuiz.ts).
 * The results name characters of the books, whose name and picture come from there.
 */
export const CharacterQuiz = object("CharacterQuiz", {
  intro: described(list(paragraph(), 1), "The paragraphs at the top of the quiz page."),
  questions: described(
    list(
      object("QuizQuestion", {
        slug: slug(),
        question: text(),
        answers: described(
          list(
            object("QuizAnswer", {
              text: text(),
              character: described(slug(), "The slug of the character this answer points to; it must be one of the results."),
            }),
            3,
          ),
          "At least three answers; best, one for each result.",
        ),
      }),
      1,
    ),
    `${QUIZ_QUESTIONS.min} to ${QUIZ_QUESTIONS.max} questions, in the order the quiz asks them.`,
  ),
  results: described(
    list(
      object("QuizResult", {
        character: described(slug(), "The character's slug, as in the book's characters list."),
        book: described(slug(), "The book whose characters list gives the result its name and picture; the result links to the character's own page."),
        line: described(paragraph(), 'A warm sentence or two for the reader who gets this character ("You\'re a Rexi: …").'),
      }),
      2,
    ),
    "The characters the quiz can give; a tie goes to the one the reader chose last.",
  ),
})

export type CharacterQuizEntry = z.infer<typeof CharacterQuiz>

export const quizChecks: CrossFileCheck = content => {
  const problems: ContentProblem[] = []
  const books = content.entries(Book).map(book => book.value)
  const bookSlugs = bookSlugsIn(content)
  for (const quizEntry of content.entries(CharacterQuiz)) {
    const report = (entry: string | undefined, field: string, problem: string, fix: string): void => {
      problems.push({ ...content.problem(quizEntry, field, problem, fix), entry })
    }
    const quiz = quizEntry.value
    const questions = (quiz.questions ?? []).filter(question => question !== undefined)
    const results = (quiz.results ?? []).filter(result => result !== undefined)

    if (questions.length < QUIZ_QUESTIONS.min || questions.length > QUIZ_QUESTIONS.max)
      report(
        undefined,
        "questions",
        `the quiz has ${questions.length} question${questions.length === 1 ? "" : "s"}; it must have ${QUIZ_QUESTIONS.min} to ${QUIZ_QUESTIONS.max}, enough to mean something and few enough for a phone`,
        questions.length < QUIZ_QUESTIONS.min ? "add questions" : "remove questions, or merge two into one",
      )

    const resultCharacters: string[] = []
    results.forEach((result, index) => {
      const entry = `result ${index + 1}${result.character !== undefined ? ` ("${result.character}")` : ""}`
      const { character, book } = result
      if (character === undefined || book === undefined) return
      if (resultCharacters.includes(character))
        report(entry, `results[${index}].character`, `"${character}" is a result twice`, "keep one of them and point the answers to it")
      resultCharacters.push(character)
      const named = books.find(b => b.slug === book)
      if (!named) return report(entry, `results[${index}].book`, `there is no book "${book}"`, `use one of ${bookSlugs.join(", ")}`)
      const characters = (named.characters ?? []).flatMap(c => (c?.slug === undefined ? [] : [c.slug]))
      if (!characters.includes(character))
        report(
          entry,
          `results[${index}].character`,
          `the book "${book}" has no character "${character}", so the result would have no name or picture`,
          characters.length > 0
            ? `use one of its characters (${characters.join(", ")}), or name a book that has "${character}"`
            : "name a book that has this character",
        )
    })

    const reached = new Set<string>()
    const questionSlugs: Array<string | undefined> = []
    questions.forEach((question, questionIndex) => {
      const entry = `question ${questionIndex + 1}${question.slug !== undefined ? ` ("${question.slug}")` : ""}`
      if (question.slug !== undefined && questionSlugs.includes(question.slug))
        report(entry, `questions[${questionIndex}].slug`, `"${question.slug}" names two questions`, "give this question a different slug")
      questionSlugs.push(question.slug)
      ;(question.answers ?? []).forEach((answer, answerIndex) => {
        if (answer?.character === undefined) return
        reached.add(answer.character)
        if (!resultCharacters.includes(answer.character))
          report(
            entry,
            `questions[${questionIndex}].answers[${answerIndex}].character`,
            `the answer points to "${answer.character}", which is not one of the quiz's results`,
            `point it to one of ${resultCharacters.join(", ")}, or add "${answer.character}" to the results`,
          )
      })
    })
    results.forEach((result, index) => {
      if (result.character !== undefined && !reached.has(result.character))
        report(
          `result ${index + 1} ("${result.character}")`,
          `results[${index}].character`,
          `no answer points to "${result.character}", so no reader could ever get this result`,
          `point at least one answer (best, one in every question) to "${result.character}", or remove the result`,
        )
    })
  }
  return problems
}
