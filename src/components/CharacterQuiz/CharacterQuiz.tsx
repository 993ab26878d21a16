import { useEffect, useRef, useState, type FormEvent } from "react"
import { PAGE_HOOKS } from "../../browser/pageHooks"
import { CardGrid } from "../CardGrid/CardGrid"
import { QuizResultCard, type QuizCharacter } from "../QuizResultCard/QuizResultCard"
import { scoreQuiz } from "./scoreQuiz"
import * as styles from "./CharacterQuiz.module.css"

export interface QuizQuestion {
  slug: string
  question: string
  answers: ReadonlyArray<{ text: string; character: string }>
}

interface CharacterQuizProps {
  questions: readonly QuizQuestion[]
  results: readonly QuizCharacter[]
}

/**
 * "Which character are you?", one question at a time, then the character most answers point
 * to (scoreQuiz.ts). Nothing is kept or sent: the answers live in this component's state and
 * are gone when the page closes. Without JavaScript it shows everyone the quiz can give
 * instead (the first question is hidden by the page's `data-needs-javascript` rule); until it
 * has hydrated, the first question shows with its button disabled.
 */
export function CharacterQuiz({ questions, results }: CharacterQuizProps) {
  const [ready, setReady] = useState(false)
  const [step, setStep] = useState(0)
  const [chosen, setChosen] = useState<string[]>([])
  const [missing, setMissing] = useState(false)
  // The question's card or the result, whichever is showing.
  const top = useRef<HTMLElement | null>(null)
  const setTop = (element: HTMLElement | null) => {
    top.current = element
  }
  const legend = useRef<HTMLLegendElement>(null)
  const resultHeading = useRef<HTMLHeadingElement>(null)
  // Focus follows the quiz only once the reader has moved it on, never on hydration.
  const moved = useRef(false)

  useEffect(() => setReady(true), [])
  useEffect(() => {
    if (!moved.current) return
    ;(step < questions.length ? legend.current : resultHeading.current)?.focus({ preventScroll: true })
    // The button that moved on was at the card's bottom: show the new card from its top, below
    // the page's header, which is sticky once scrolled and taller on some screens than others.
    const card = top.current
    if (!card) return
    const headerHeight = document.querySelector(`[${PAGE_HOOKS.sticky}]`)?.getBoundingClientRect().height ?? 0
    window.scrollTo({ top: window.scrollY + card.getBoundingClientRect().top - headerHeight - 16 })
  }, [step, questions.length])

  const question = questions[step]
  const last = step === questions.length - 1

  const next = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    // Read from the form itself, so an answer picked before the quiz woke up counts too.
    const picked = new FormData(event.currentTarget).get(question.slug)
    const answer = question.answers[Number(picked)]
    if (picked === null || !answer) {
      setMissing(true)
      return
    }
    moved.current = true
    setMissing(false)
    setChosen([...chosen.slice(0, step), answer.character])
    setStep(step + 1)
  }

  const playAgain = () => {
    moved.current = true
    setChosen([])
    setStep(0)
  }

  if (!question) {
    const result = results.find(character => character.character === scoreQuiz(chosen)) ?? results[0]
    return (
      <div className={styles.result} ref={setTop}>
        <QuizResultCard character={result} heading={`Your character: ${result.name}`} headingLevel={2} headingRef={resultHeading} />
        <button type="button" className={styles.button} onClick={playAgain}>
          Play again
        </button>
      </div>
    )
  }

  const missingId = `${question.slug}-missing`
  return (
    <>
      <form className={styles.question} onSubmit={next} noValidate data-needs-javascript="" ref={setTop}>
        <fieldset key={question.slug} className={styles.fieldset} aria-describedby={missing ? missingId : undefined}>
          <legend ref={legend} tabIndex={-1} className={styles.legend}>
            <span className={styles.progress}>
              Question {step + 1} of {questions.length}
            </span>
            <span className={styles.questionText}>{question.question}</span>
          </legend>
          <div className={styles.bar} aria-hidden="true">
            <span className={styles.barFill} style={{ width: `${(step / questions.length) * 100}%` }} />
          </div>
          <div className={styles.answers}>
            {question.answers.map((answer, index) => (
              <label key={answer.text} className={styles.answer}>
                <input type="radio" name={question.slug} value={index} className={styles.radio} onChange={() => setMissing(false)} />
                <span>{answer.text}</span>
              </label>
            ))}
          </div>
        </fieldset>
        {missing && (
          <p id={missingId} className={styles.missing} role="alert">
            Choose one of the answers first.
          </p>
        )}
        <button type="submit" className={styles.button} disabled={!ready}>
          {last ? "See my result" : "Next question"}
        </button>
      </form>
      {!ready && (
        // Shown only without JavaScript (the page's `data-without-javascript` rule): where scripts run it
        // never shows, so nothing moves when the quiz wakes up and removes it.
        <section className={styles.everyone} aria-labelledby="everyone-you-could-be" data-without-javascript="">
          <h2 id="everyone-you-could-be">Everyone you could be</h2>
          <p>The quiz needs JavaScript to play. Here are all the characters it can choose, so you can pick your favourite yourself.</p>
          <CardGrid columns={2}>
            {results.map(character => (
              <QuizResultCard key={character.character} character={character} heading={character.name} headingLevel={3} />
            ))}
          </CardGrid>
        </section>
      )}
    </>
  )
}
