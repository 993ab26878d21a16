import type { BrowserContext, Page } from "playwright-core"

/**
 * Headless Chromium may have no voices, and a test cannot hear one: an init script puts a
 * stand-in speechSynthesis in the page that records what it is asked to say and to do, and
 * lets the test end the sentence being spoken (firing its `boundary`, then `end`) as a voice
 * would. `withoutSpeech` takes speechSynthesis away, as in a browser that has none.
 */
export async function withRecordedSpeech(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    type Listener = ((event: unknown) => void) | null
    class Utterance {
      text: string
      lang = ""
      onstart: Listener = null
      onend: Listener = null
      onerror: Listener = null
      onboundary: Listener = null
      constructor(text: string) {
        this.text = text
      }
    }
    const queue: Utterance[] = []
    const record = { spoken: [] as string[], calls: [] as string[], paused: false }
    const synthesis = {
      get speaking() {
        return queue.length > 0
      },
      get paused() {
        return record.paused
      },
      speak(utterance: Utterance) {
        record.calls.push("speak")
        record.spoken.push(utterance.text)
        queue.push(utterance)
        if (queue.length === 1) utterance.onstart?.({ type: "start" })
      },
      pause() {
        record.calls.push("pause")
        record.paused = true
      },
      resume() {
        record.calls.push("resume")
        record.paused = false
      },
      cancel() {
        record.calls.push("cancel")
        for (const utterance of queue.splice(0)) utterance.onerror?.({ type: "error", error: "canceled" })
      },
      getVoices: () => [],
    }
    const finishSentence = () => {
      const utterance = queue.shift()
      if (!utterance) return false
      utterance.onboundary?.({ type: "boundary", name: "sentence", charIndex: utterance.text.length })
      utterance.onend?.({ type: "end" })
      return true
    }
    Object.defineProperty(window, "speechSynthesis", { value: synthesis, configurable: true })
    Object.defineProperty(window, "SpeechSynthesisUtterance", { value: Utterance, configurable: true })
    Object.assign(window, { __speech: { record, finishSentence } })
  })
}

export async function withoutSpeech(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    for (const holder of [window, Window.prototype]) {
      delete (holder as unknown as Record<string, unknown>).speechSynthesis
      delete (holder as unknown as Record<string, unknown>).SpeechSynthesisUtterance
    }
  })
}

interface SpeechRecord {
  spoken: string[]
  calls: string[]
  paused: boolean
}

export const speechRecord = (page: Page): Promise<SpeechRecord> =>
  page.evaluate(() => (window as unknown as { __speech: { record: SpeechRecord } }).__speech.record)

/** Ends the sentence being spoken, as the voice reaching its end would. */
export const finishSentence = (page: Page): Promise<boolean> =>
  page.evaluate(() => (window as unknown as { __speech: { finishSentence: () => boolean } }).__speech.finishSentence())
