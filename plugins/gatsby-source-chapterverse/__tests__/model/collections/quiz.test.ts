/**
 * @jest-environment node
 */
import { validateContent } from "../../../node"
import { books, characterQuiz, copyOfContent, editJson, type Json } from "../../../../../harness/content"

describe("the character quiz's checks", () => {
  const QUIZ = "quiz/character-quiz.json"
  const FILE = `data/${QUIZ}`
  const problemsAfter = (edit: (quiz: Json) => void) => {
    const data = copyOfContent()
    editJson(data, QUIZ, edit)
    return validateContent(data)
  }

  it("reports a result naming a character the book does not have", () => {
    const problems = problemsAfter(quiz => {
      // A new result for a character no book has, with an answer pointing to it.
      quiz.results.push({ character: "nobody-at-all", book: quiz.results[0].book, line: "You're nobody at all." })
      quiz.questions[0].answers[0].character = "nobody-at-all"
    })
    const index = characterQuiz.results.length
    expect(problems).toContainEqual(
      expect.objectContaining({
        file: FILE,
        entry: `result ${index + 1} ("nobody-at-all")`,
        field: `results[${index}].character`,
        problem: expect.stringContaining(`the book "${characterQuiz.results[0].book}" has no character "nobody-at-all"`),
        fix: expect.stringContaining("use one of its characters"),
      }),
    )
  })

  it("reports a result naming a book that does not exist", () => {
    const problems = problemsAfter(quiz => (quiz.results[0].book = "book-nine-the-lost"))
    expect(problems).toEqual([
      expect.objectContaining({
        file: FILE,
        entry: `result 1 ("${characterQuiz.results[0].character}")`,
        field: "results[0].book",
        problem: 'there is no book "book-nine-the-lost"',
        fix: expect.stringContaining(books[0].slug),
      }),
    ])
  })

  it("reports an answer pointing to a character that is not a result", () => {
    const problems = problemsAfter(quiz => (quiz.questions[1].answers[2].character = "queen-of-nowhere"))
    expect(problems).toContainEqual(
      expect.objectContaining({
        file: FILE,
        entry: `question 2 ("${characterQuiz.questions[1].slug}")`,
        field: "questions[1].answers[2].character",
        problem: 'the answer points to "queen-of-nowhere", which is not one of the quiz\'s results',
        fix: expect.stringContaining('add "queen-of-nowhere" to the results'),
      }),
    )
  })

  it("reports a result that no answer leads to", () => {
    const last = characterQuiz.results.length - 1
    const unreached = characterQuiz.results[last].character
    const other = characterQuiz.results[0].character
    const problems = problemsAfter(quiz => {
      for (const question of quiz.questions) for (const answer of question.answers) if (answer.character === unreached) answer.character = other
    })
    expect(problems).toEqual([
      expect.objectContaining({
        file: FILE,
        entry: `result ${last + 1} ("${unreached}")`,
        field: `results[${last}].character`,
        problem: `no answer points to "${unreached}", so no reader could ever get this result`,
      }),
    ])
  })

  it("wants six to eight questions", () => {
    const tooFew = problemsAfter(quiz => (quiz.questions = quiz.questions.slice(0, 5)))
    expect(tooFew).toEqual([
      expect.objectContaining({
        file: FILE,
        field: "questions",
        problem: expect.stringMatching(/^the quiz has 5 questions; it must have 6 to 8/),
        fix: "add questions",
      }),
    ])
    const tooMany = problemsAfter(quiz => {
      while (quiz.questions.length < 9) quiz.questions.push({ ...quiz.questions[0], slug: `extra-question-${quiz.questions.length}` })
    })
    expect(tooMany).toEqual([
      expect.objectContaining({
        file: FILE,
        field: "questions",
        problem: expect.stringMatching(/^the quiz has 9 questions/),
        fix: expect.stringMatching(/^remove questions/),
      }),
    ])
  })

  it("reports two questions with the same slug, and the same character as a result twice", () => {
    const problems = problemsAfter(quiz => {
      quiz.questions[1].slug = quiz.questions[0].slug
      quiz.results.push({ ...quiz.results[0] })
    })
    expect(problems).toEqual([
      expect.objectContaining({
        file: FILE,
        field: "results[" + characterQuiz.results.length + "].character",
        problem: `"${characterQuiz.results[0].character}" is a result twice`,
        fix: "keep one of them and point the answers to it",
      }),
      expect.objectContaining({
        file: FILE,
        field: "questions[1].slug",
        problem: `"${characterQuiz.questions[0].slug}" names two questions`,
        fix: "give this question a different slug",
      }),
    ])
  })

  it("takes six and eight questions, its bounds, and counts one question as one", () => {
    const withQuestions = (count: number) =>
      problemsAfter(quiz => {
        quiz.questions = quiz.questions.slice(0, count)
        while (quiz.questions.length < count) quiz.questions.push({ ...quiz.questions[0], slug: `extra-question-${quiz.questions.length}` })
      })
    expect([withQuestions(6), withQuestions(8)]).toEqual([[], []])
    expect(withQuestions(1).find(problem => problem.field === "questions")?.problem).toMatch(/^the quiz has 1 question; it must have 6 to 8/)
  })
})
