import type { Page } from "playwright-core"
import { scoreQuiz } from "../../src/components/CharacterQuiz/scoreQuiz"
import { characterPath, PAGES } from "../../src/routes"
import { bookEntriesIn, DATA_DIR, readJson, type Json } from "../../harness/content"

/** The quiz page. */
export const QUIZ_PATH = PAGES.characterQuiz.path

/** What the quiz page must ask and show, from a content folder: its questions, and each result's picture, name, line and book. */
export function quizIn(dataDir: string) {
  const quiz = readJson(dataDir, "quiz/character-quiz.json")
  const bookEntries = bookEntriesIn(dataDir)
  const questions: Array<{ slug: string; question: string; answers: Array<{ text: string; character: string }> }> = quiz.questions
  const results = (quiz.results as Json[]).map(result => {
    const book = bookEntries.find(candidate => candidate.slug === result.book)
    const character = book?.characters.find((candidate: Json) => candidate.slug === result.character)
    if (!book || !character) throw new Error(`The quiz's result "${result.character}" is not a character of "${result.book}"`)
    return {
      character: result.character as string,
      name: character.name as string,
      picture: character.image as string,
      alt: character.alt as string,
      line: result.line as string,
      book: book.slug as string,
      /** The result links to the character's own page. */
      link: characterPath(result.character),
      bookName: `${book.label}: ${book.title}`,
    }
  })
  return { questions, results }
}

export const { questions: quizQuestions, results: quizResults } = quizIn(DATA_DIR)

/**
 * Answers that lead to a character: in each question the answer pointing to it, or where
 * there is none, the answer of whichever character has had the fewest so far. Returns the
 * answers' texts and the character the quiz's scoring gives for them.
 */
export function answersLeadingTo(character: string): { texts: string[]; scored: string | undefined } {
  const chosen: string[] = []
  const texts = quizQuestions.map(question => {
    const count = (name: string) => chosen.filter(other => other === name).length
    const answer =
      question.answers.find(candidate => candidate.character === character) ?? [...question.answers].sort((a, b) => count(a.character) - count(b.character))[0]
    chosen.push(answer.character)
    return answer.text
  })
  return { texts, scored: scoreQuiz(chosen) }
}

export const nextButton = (page: Page) => page.getByRole("button", { name: /^(Next question|See my result)$/ })

/** Picks each answer with the mouse and moves on, question after question. */
export async function answerWith(page: Page, texts: readonly string[]): Promise<void> {
  for (const text of texts) {
    await page.getByRole("radio", { name: text, exact: true }).check()
    await nextButton(page).click()
  }
}
