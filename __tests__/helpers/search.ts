import type { Locator, Page } from "playwright-core"
import { PAGES } from "../../src/routes"

/** The search's place in the header: a link to the A to Z, the search once pressed. */
export const searchOpener = (page: Page): Locator => page.getByRole("banner").getByRole("link", { name: "Search" })

export const searchDialog = (page: Page): Locator => page.getByRole("dialog", { name: "Search the site" })

export const searchBox = (page: Page): Locator => searchDialog(page).getByRole("searchbox", { name: "Search the site" })

/** Opens the search with a click, and waits until it is ready to search. */
export async function openSearch(page: Page): Promise<void> {
  await searchOpener(page).click()
  await searchBox(page).waitFor()
  await searchDialog(page).getByRole("status").filter({ hasText: "Type a name" }).waitFor()
}

/**
 * Types a search into the open search and waits until its status line answers it; resolves with
 * the address of each result shown, in order.
 */
export async function searchFor(page: Page, term: string): Promise<string[]> {
  await searchBox(page).fill(term)
  await searchDialog(page)
    .getByRole("status")
    .filter({ hasText: new RegExp(`(match|matches) “${term.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}”`) })
    .waitFor()
  return searchDialog(page)
    .getByRole("list", { name: `Pages that match “${term}”` })
    .getByRole("listitem")
    .evaluateAll(items => items.map(item => item.querySelector("a")?.getAttribute("href") ?? ""))
}

export const A_TO_Z_PATH = PAGES.aToZ.path
