/**
 * What the cross-engine smoke pass (__tests__/engines) needs of a browser, whatever drives it:
 * Firefox ESR over WebDriver BiDi (firefox.ts), WebKitGTK over classic WebDriver (webkit.ts).
 * Both come from Debian's packages; nothing is downloaded.
 */
export interface WindowSize {
  width: number
  height: number
}

export type Key = "Escape" | "ArrowRight" | "Tab"

export interface EnginePage {
  /** Loads the address in a window of this size and waits for the load event. */
  open(url: string, size: WindowSize): Promise<void>
  /** Runs the function in the page (its source is sent, so it may use only its arguments) and returns its result, awaited. */
  evaluate<Args extends unknown[], Result>(fn: (...args: Args) => Result, ...args: Args): Promise<Awaited<Result>>
  /** A real click through the driver, in the middle of the first element the selector finds. */
  click(selector: string): Promise<void>
  /** A key press on whatever has focus. */
  press(key: Key): Promise<void>
  /** A PNG of what the window shows. */
  screenshot(): Promise<Buffer>
  /**
   * Script errors the page has thrown since it was opened: from the browser's log (Firefox), or
   * from the recorder the server puts in each page (WebKitWebDriver has no log: serveFolder's
   * recordScriptErrors).
   */
  errors(): Promise<string[]>
  /** Closes the page; the next one starts with no cookies and no storage. */
  close(): Promise<void>
}

export interface Engine {
  /** "Firefox ESR" or "WebKitGTK", and the version the browser reports. */
  name: string
  version: string
  newPage(): Promise<EnginePage>
  close(): Promise<void>
}

/** Checks again every 50 ms until the check holds, or fails naming what it waited for. */
export async function waitFor(check: () => unknown, what: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Waited ${timeoutMs / 1000} s for ${what}`)
    await new Promise(resolve => setTimeout(resolve, 50))
  }
}

/** Waits until the condition holds in the page (run there with its arguments). */
export const waitUntil = <Args extends unknown[]>(page: EnginePage, what: string, condition: (...args: Args) => unknown, ...args: Args) =>
  waitFor(() => page.evaluate(condition, ...args), what)
