/**
 * The launch party kit's quiz: multiple-choice questions about the books before the one being
 * launched, made from their data (who each character is, which book we first meet them in, what
 * the teaching guides' words mean), so the quiz follows the books as the author edits them.
 */
import type { BookEntry, TeachingGuideEntry } from "gatsby-source-chapterverse"
import { seededRandom } from "./seededRandom"
import { bookName } from "./generatorContent"

export interface QuizQuestion {
  question: string
  /** The choices, in the order printed (A, B, C…). */
  choices: string[]
  /** The right choice's place in `choices`. */
  answer: number
}

/** The most choices a question offers: a child reads them in a moment. */
const CHOICES = 3
/** How many questions of each kind a book gives. */
const PER_BOOK = { roles: 3, words: 2 } as const

/** Letters for the choices: A, B, C. */
export const choiceLetter = (index: number): string => String.fromCharCode(65 + index)

export function launchQuiz(books: readonly BookEntry[], guides: readonly TeachingGuideEntry[], seed: string): QuizQuestion[] {
  const random = seededRandom(seed)
  const shuffled = <T>(items: readonly T[]): T[] => {
    const copy = [...items]
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1))
      ;[copy[i], copy[j]] = [copy[j], copy[i]]
    }
    return copy
  }
  // The right answer takes each place in turn (A, B, C, A…), so guessing one letter does not pay.
  const ask = (question: string, right: string, others: readonly string[]): QuizQuestion => {
    const wrong = shuffled(others.filter(other => other !== right)).slice(0, CHOICES - 1)
    const answer = questions.length % (wrong.length + 1)
    return { question, choices: [...wrong.slice(0, answer), right, ...wrong.slice(answer)], answer }
  }
  const names = [...new Set(books.flatMap(book => book.characters.map(character => character.name)))]
  const asked = new Set<string>()
  const questions: QuizQuestion[] = []
  for (const [index, book] of books.entries()) {
    // Each character once, in the first book they are in.
    const newcomers = book.characters.filter(character => !asked.has(character.slug))
    for (const character of shuffled(newcomers).slice(0, PER_BOOK.roles)) {
      asked.add(character.slug)
      questions.push(ask(`In ${bookName(book)}, who is ${character.role.charAt(0).toLowerCase()}${character.role.slice(1)}?`, character.name, names))
    }
    const before = books.slice(0, index).flatMap(earlier => earlier.characters.map(character => character.slug))
    const firstMet = newcomers.find(character => !asked.has(character.slug) && index > 0 && !before.includes(character.slug))
    if (firstMet)
      questions.push(
        ask(
          `In which book do we first meet ${firstMet.name}?`,
          bookName(book),
          books.map(other => bookName(other)),
        ),
      )
    const guide = guides.find(entry => entry.book === book.slug)
    for (const word of shuffled(guide?.vocabulary ?? []).slice(0, PER_BOOK.words))
      questions.push(
        ask(
          `What does "${word.word}" mean?`,
          word.definition,
          (guide?.vocabulary ?? []).map(other => other.definition),
        ),
      )
  }
  return questions
}
