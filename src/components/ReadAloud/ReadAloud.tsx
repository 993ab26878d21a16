import { useCallback, useEffect, useRef, useState } from "react"
import { READING_NOW_ATTRIBUTE, SENTENCES_SELECTOR } from "../ChapterText/chapterMarkup"
import * as styles from "./ReadAloud.module.css"

type Status = "idle" | "reading" | "paused"

const sentencesOfChapter = (): HTMLElement[] => Array.from(document.querySelectorAll<HTMLElement>(SENTENCES_SELECTOR))

function highlight(sentence: HTMLElement | undefined): void {
  for (const element of document.querySelectorAll(`[${READING_NOW_ATTRIBUTE}]`)) element.removeAttribute(READING_NOW_ATTRIBUTE)
  if (!sentence) return
  sentence.setAttribute(READING_NOW_ATTRIBUTE, "")
  const { top, bottom } = sentence.getBoundingClientRect()
  if (top >= 0 && bottom <= window.innerHeight) return
  const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches
  sentence.scrollIntoView({ block: "center", behavior: reduceMotion ? "auto" : "smooth" })
}

/**
 * "Read it to me": reads the chapter aloud with the browser's own voices (speechSynthesis;
 * nothing leaves the device), a sentence at a time, highlighting the sentence being read
 * (ChapterText wraps them at build time), with pause, resume and stop. Shown only where the
 * browser can speak: the page's head marks that before the first paint, so the button takes
 * no space where it would not work. Part of the ReadingToolbar island.
 */
export function ReadAloud({ lang }: { lang: string }) {
  // Rendered as the server did until hydrated; then nothing where the browser cannot speak.
  const [canSpeak, setCanSpeak] = useState(true)
  const [status, setStatus] = useState<Status>("idle")
  // Each reading has its own number, so the end of a cancelled sentence does not start the next.
  const reading = useRef(0)
  const mainButton = useRef<HTMLButtonElement>(null)

  const stop = useCallback(() => {
    reading.current += 1
    window.speechSynthesis?.cancel()
    highlight(undefined)
    setStatus("idle")
  }, [])

  useEffect(() => {
    setCanSpeak("speechSynthesis" in window)
    // Leaving the page (or the browser putting it away) stops the voice with it.
    window.addEventListener("pagehide", stop)
    return () => {
      window.removeEventListener("pagehide", stop)
      stop()
    }
  }, [stop])

  const readFrom = (index: number, run: number) => {
    const sentences = sentencesOfChapter()
    const sentence = sentences[index]
    if (run !== reading.current) return
    if (!sentence) {
      highlight(undefined)
      setStatus("idle")
      return
    }
    const utterance = new SpeechSynthesisUtterance(sentence.textContent ?? "")
    utterance.lang = lang
    utterance.onend = () => readFrom(index + 1, run)
    utterance.onerror = event => {
      // A cancel (Stop, or a new reading) is not a failure; anything else ends the reading.
      if (event.error !== "canceled" && event.error !== "interrupted" && run === reading.current) stop()
    }
    highlight(sentence)
    window.speechSynthesis.speak(utterance)
  }

  const start = () => {
    reading.current += 1
    window.speechSynthesis.cancel()
    setStatus("reading")
    readFrom(0, reading.current)
  }

  const onMain = () => {
    if (status === "idle") start()
    else if (status === "reading") {
      window.speechSynthesis.pause()
      setStatus("paused")
    } else {
      window.speechSynthesis.resume()
      setStatus("reading")
    }
  }

  const onStop = () => {
    stop()
    mainButton.current?.focus()
  }

  if (!canSpeak) return null
  const label = status === "idle" ? "Read it to me" : status === "reading" ? "Pause" : "Resume"
  return (
    <div className={styles.readAloud} data-read-aloud="">
      <button type="button" ref={mainButton} className={styles.button} onClick={onMain}>
        <span aria-hidden="true" className={styles.icon}>
          {status === "reading" ? "❚❚" : "▶"}
        </span>{" "}
        {label}
      </button>
      {status !== "idle" && (
        <button type="button" className={`${styles.button} ${styles.stop}`} onClick={onStop}>
          <span aria-hidden="true" className={styles.icon}>
            ■
          </span>{" "}
          Stop
        </button>
      )}
    </div>
  )
}
