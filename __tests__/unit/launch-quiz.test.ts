/**
 * @jest-environment node
 */
import { Book, TeachingGuide } from "gatsby-source-chapterverse"
import { launchQuiz } from "../../src/downloads/launchQuiz"
import { checkedContent } from "../../harness/content"

// The launch party kit's quiz, made from the books before the one launched (src/downloads/launchQuiz.ts).
const books = checkedContent
  .entries(Book)
  .map(entry => entry.value)
  .sort((a, b) => a.number - b.number)
const earlier = books.slice(0, -1)
const quiz = launchQuiz(
  earlier,
  checkedContent.entries(TeachingGuide).map(entry => entry.value),
  books[books.length - 1].slug,
)

it("asks who each character is, with the character's own name as the right answer", () => {
  const roles = quiz.filter(question => question.question.includes(", who is "))
  expect(roles.length).toBeGreaterThan(0)
  for (const question of roles) {
    const character = earlier.flatMap(book => book.characters).find(one => question.question.toLowerCase().endsWith(`who is ${one.role.toLowerCase()}?`))
    expect(character && question.choices[question.answer]).toBe(character?.name)
  }
})

it("puts the right answer at each place in turn, so that one letter guessed every time does not win", () => {
  expect(quiz.map(question => question.answer)).toEqual(quiz.map((question, index) => index % question.choices.length))
  expect(new Set(quiz.map(question => question.answer)).size).toBeGreaterThan(1)
})
