import type { Locator, Page } from "playwright-core"

/** Whether the element is the one with keyboard focus. */
export const isFocused = (target: Locator) => target.evaluate(element => element === document.activeElement)

/**
 * Presses Tab, as a keyboard user does, until `target` has focus; fails naming the target
 * if it is not reached within `limit` presses (unreachable by keyboard).
 */
export async function tabTo(page: Page, target: Locator, limit = 80): Promise<void> {
  for (let presses = 0; presses < limit; presses++) {
    await page.keyboard.press("Tab")
    if (await isFocused(target)) return
  }
  throw new Error(`${target} was not reached with ${limit} presses of Tab`)
}

/** Whether keyboard focus is inside the element that `selector` names. */
export const focusIsInside = (page: Page, selector: string) => page.evaluate(s => Boolean(document.activeElement?.closest(s)), selector)

/**
 * Whether `target` has keyboard focus within `withinMs` (a closing dialog returns it as React
 * finishes its cleanup). Polls on a timer: a page that has not painted runs no animation frames.
 */
export const focusReturnsTo = (target: Locator, withinMs = 2000): Promise<boolean> =>
  target.evaluate(
    (element, withinMs) =>
      new Promise<boolean>(resolve => {
        const giveUpAt = performance.now() + withinMs
        const check = () => {
          if (element === document.activeElement) resolve(true)
          else if (performance.now() > giveUpAt) resolve(false)
          else setTimeout(check, 20)
        }
        check()
      }),
    withinMs,
  )
