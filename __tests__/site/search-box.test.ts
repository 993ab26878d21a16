import path from "node:path"
import { PAGES } from "../../src/routes"
import { PAGEFIND_SCRIPT } from "../../src/search/pagefind"
import { openSitePage, VIEWPORTS } from "../../harness/browser"
import { bookEntries } from "../../harness/content"
import { builtPage, PUBLIC_DIR } from "../../harness/built-site"
import { htmlPausedInside } from "../../harness/static-server"
import { focusReturnsTo, isFocused } from "../helpers/keyboard"
import { A_TO_Z_PATH, openSearch, searchBox, searchDialog, searchFor, searchOpener } from "../helpers/search"
import { servedSite } from "../helpers/served-site"

jest.setTimeout(120_000)

// The search box (src/components/SiteSearch) as a visitor works it: nothing loaded before it is
// opened, the keyboard, no match, a press before the page script has run. Code alone, whatever the
// index holds: on the project's build only (CODE_ONLY_SITE_TESTS in jest.config.js); what the
// search finds is search.test.ts's. Served with the build's own headers, its policy included.
const served = servedSite(PUBLIC_DIR, { withHeaders: true })
const [phone] = VIEWPORTS
const someone = bookEntries[0].characters[0].name

it("says so when nothing matches, and points to the A to Z", async () => {
  const { page, close } = await openSitePage(served.browser, served.url, phone)
  await page.goto(`${served.url}/`, { waitUntil: "networkidle" })
  await openSearch(page)
  expect(await searchFor(page, "zzxqv")).toEqual([])
  const status = searchDialog(page).getByRole("status")
  expect(await status.textContent()).toMatch(/^No pages match “zzxqv”\. Try another word, or look through every page from A to Z\.$/)
  expect(await status.getByRole("link").getAttribute("href")).toBe(A_TO_Z_PATH)
  await close()
})

it("loads nothing of the search before it is opened; opened by keyboard, focus is in the search box, Escape closes it back to Search", async () => {
  const { page, close } = await openSitePage(served.browser, served.url, phone)
  const requested: string[] = []
  page.on("request", request => requested.push(new URL(request.url()).pathname))
  await page.goto(`${served.url}${PAGES.music.path}`, { waitUntil: "networkidle" })
  const island = builtPage(PAGES.music.path).querySelector('site-island[data-island="SiteSearch"]')
  expect(island?.getAttribute("data-island-load")).toBe("press")
  const searchFiles = (JSON.parse(builtPage(PAGES.music.path).getElementById("island-scripts")?.textContent ?? "{}").SiteSearch ?? []) as string[]
  expect(searchFiles.length).toBeGreaterThan(0)
  const own = searchFiles.filter(file => file.includes("SiteSearch"))
  expect(requested.filter(request => own.includes(request) || request.startsWith(path.dirname(PAGEFIND_SCRIPT)))).toEqual([])

  const opener = searchOpener(page)
  await opener.focus()
  await page.keyboard.press("Enter")
  await searchBox(page).waitFor()
  expect(await isFocused(searchBox(page))).toBe(true)
  // The link was not followed: the island loaded, opened and kept the page.
  expect(new URL(page.url()).pathname).toBe(PAGES.music.path)
  expect(requested).toEqual(expect.arrayContaining([...own, PAGEFIND_SCRIPT]))
  await searchFor(page, someone)
  await page.keyboard.press("Tab")
  expect(await page.evaluate(() => Boolean(document.activeElement?.closest("dialog")))).toBe(true)
  await page.keyboard.press("Escape")
  await searchDialog(page).waitFor({ state: "detached" })
  expect(await focusReturnsTo(opener)).toBe(true)
  // Opened again, the search is ready at once: Pagefind is not fetched again.
  const before = requested.filter(request => request === PAGEFIND_SCRIPT).length
  await page.keyboard.press("Enter")
  await searchBox(page).waitFor()
  expect(requested.filter(request => request === PAGEFIND_SCRIPT).length).toBe(before)
  await close()
})

it("goes to the A to Z, as without JavaScript, when pressed at the first paint of a page still arriving", async () => {
  // Paused after the page's heading, as a slow line pauses after its first flight: the header has
  // arrived, the rest of the page is on its way. The island loader is part of the page script, a
  // module, which runs once the HTML is parsed (issue 75: no script of ours before the largest
  // paint): until then the search's link is the plain link it is without JavaScript.
  const route = PAGES.music.path
  const pause = await htmlPausedInside(served.url, route, "</h1>")
  const { page, close } = await openSitePage(served.browser, pause.url, phone)
  try {
    const loaded = page.goto(pause.url + route, { waitUntil: "load" })
    loaded.catch(() => undefined)
    await pause.reached
    await page.waitForFunction(() => performance.getEntriesByName("first-contentful-paint").length > 0, undefined, { polling: 50, timeout: 15_000 })
    const footerArrived = await page.evaluate(() => document.querySelector("footer") !== null)
    await searchOpener(page).click()
    await page.waitForURL(url => url.pathname !== route, { timeout: 15_000 }).catch(() => undefined)
    pause.release()
    expect({ footerArrived, path: new URL(page.url()).pathname }).toEqual({ footerArrived: false, path: PAGES.aToZ.path })
  } finally {
    await close()
    await pause.close()
  }
})
