import type { BrowserContext, Page } from "playwright-core"
import { PAGEFIND_FOLDER } from "../../../src/search/pagefind"

export interface PrivacyObservation {
  /** Requests to any host but the site's own. */
  thirdParty: readonly string[]
  context: BrowserContext
}

export interface Allowed {
  cookies: readonly string[]
  hosts: readonly string[]
}

/**
 * What a privacy regulator checks after a visit: no request to another host and no cookie
 * but those allowed at this point (none before consent; after it, the consent cookie and
 * the players the visitor agreed to).
 */
export async function privacyProblems(where: string, { thirdParty, context }: PrivacyObservation, allowed: Allowed): Promise<string[]> {
  const cookies = await context.cookies()
  return [
    ...thirdParty.filter(url => !allowed.hosts.includes(new URL(url).host)).map(url => `${where}: a request went to another host: ${url}`),
    ...cookies
      .filter(cookie => !allowed.cookies.includes(cookie.name))
      .map(cookie => `${where}: the cookie "${cookie.name}" was set (allowed: ${allowed.cookies.join(", ") || "none"})`),
  ]
}

/** A request of the search's: its island's own code, or Pagefind's script, WebAssembly and index. */
export const isSearchRequest = (url: string) => new URL(url).pathname.startsWith(PAGEFIND_FOLDER) || /\/islands\/SiteSearch-/.test(new URL(url).pathname)

/** Scrolls to the end and back, so lazy images and anything that waits for scrolling run. */
export async function readToTheEnd(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y)
      // Two frames: what watches the scroll (lazy images, islands) sees each position.
      await new Promise(resolve => requestAnimationFrame(() => requestAnimationFrame(resolve)))
    }
  })
  await page.waitForLoadState("networkidle")
}
