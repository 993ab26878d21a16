/**
 * The web editor as the author drives it (`npm run admin`: Decap CMS saving through its local
 * proxy into data/), for the build tests that follow her year on one copy of the project, and for
 * the author's guide's screenshots (scripts/guide-screenshots.ts), taken of the same editor.
 */
import { execFileSync } from "node:child_process"
import fs from "node:fs"
import path from "node:path"
import type { Page } from "playwright-core"
import sharp from "sharp"

/**
 * The running editor as these helpers reach it: its address (scripts/admin.ts' `Editor`, by its
 * shape, so that harness/ type-checks without scripts/, as a copy of the project holds it).
 */
interface Editor {
  url: string
}

/**
 * Does `action` (Save, or Publish → Publish now) on the entry on screen and waits for the editor's
 * answer: "Entry saved" or "Entry published", or its message for a missing field or a failed save,
 * which the caller then fails with. If none comes, it fails with a screenshot in test-results/.
 */
export async function editorAnswer(page: Page, action: () => Promise<void>, what: string): Promise<void> {
  const answer = page.getByText(/entry (saved|published)|failed to (persist|publish)|missed a required field/i).first()
  // An earlier entry's "Entry saved" stays up for 4 s, and would be taken for this one's (CI saw a post's picture not yet written).
  await answer.waitFor({ state: "hidden", timeout: 30_000 })
  await action()
  try {
    await answer.waitFor({ timeout: 60_000 })
  } catch (error) {
    const screenshot = path.resolve("test-results", "web-editor-no-answer.png")
    await page.screenshot({ path: screenshot, fullPage: true })
    throw new Error(`The editor did not answer ${what} within 60 s; see ${screenshot}. ${String(error)}`, { cause: error })
  }
  const said = await answer.innerText()
  if (/entry (saved|published)/i.test(said)) return
  // Decap puts its reason under each field it refused ("Body is required.").
  const reasons = await page.getByText(/is required|is not valid|must be/i).allInnerTexts()
  const screenshot = path.resolve("test-results", "web-editor-not-saved.png")
  await page.screenshot({ path: screenshot, fullPage: true })
  throw new Error(`The editor refused ${what}. It says: ${said} ${reasons.join(" ")} (see ${screenshot})`)
}

/** Publish → Publish now on the entry on screen, and the editor's answer (`editorAnswer`). */
export const publishNow = (page: Page): Promise<void> =>
  editorAnswer(
    page,
    async () => {
      await page.getByRole("button", { name: /^publish$/i }).click()
      await page.getByRole("menuitem", { name: /publish now/i }).click()
    },
    '"Publish now"',
  )

/**
 * Fills a field and waits until it holds the value: Decap can still be setting up a new entry
 * when its form first shows, and then puts the fields back to their defaults.
 */
export async function fillField(page: Page, label: string, value: string, which: "first" | "last" = "first"): Promise<void> {
  const field = page.getByLabel(label, { exact: true })[which]()
  // Decap may also replace the field itself while it sets up: that counts as not kept, and its reason is kept for the message.
  let lastError: unknown
  for (let attempt = 1; ; attempt++) {
    await field.fill(value)
    const held = await field
      .evaluate((input, wanted) => new Promise<boolean>(resolve => setTimeout(() => resolve((input as HTMLInputElement).value === wanted), 250)), value)
      .catch((error: unknown) => {
        lastError = error
        return false
      })
    if (held) return
    if (attempt === 3)
      throw new Error(`The editor's ${label} field would not keep "${value}"${lastError instanceof Error ? ` (${lastError.message.split("\n")[0]})` : ""}`, {
        cause: lastError,
      })
  }
}

/** A news post as the editor's form takes it. */
export interface PostFields {
  slug: string
  title: string
  date: string
  summary: string
  alt: string
  text: string
}

/** Writes a new news post in the editor, its fields, its picture and its text, and publishes it. */
export async function writePost(page: Page, editor: Editor, collection: string, post: PostFields, picture: string): Promise<void> {
  await fillPost(page, editor, collection, post, picture)
  await publishNow(page)
}

/** Opens a new news post's form and fills in its fields, its picture and its text, without publishing it. */
export async function fillPost(page: Page, editor: Editor, collection: string, post: PostFields, picture: string): Promise<void> {
  // The editor loaded anew at the new post's form: with only the address's hash changed, from the
  // artwork's list, Decap kept that list on screen and never showed the form (seen in CI). It keeps
  // her signed in across a load, or asks her to sign in again.
  await page.goto("about:blank")
  await page.goto(`${editor.url}#/collections/${collection}/new`)
  const summary = page.getByLabel("Summary", { exact: true })
  const login = page.getByRole("button", { name: "Login" })
  await summary.or(login).first().waitFor()
  if (await login.isVisible()) await login.click()
  await summary.waitFor()
  const fields = [
    ["Slug", post.slug],
    ["Title", post.title],
    ["Date", post.date],
    ["Summary", post.summary],
    ["Alt", post.alt],
  ] as const
  for (const [label, value] of fields) await fillField(page, label, value)
  // Decap, still setting up the new entry, can put an earlier field back after a later one is
  // filled (the slug, seen once in CI): each field that lost its value is filled again.
  for (const [label, value] of fields) if ((await page.getByLabel(label, { exact: true }).first().inputValue()) !== value) await fillField(page, label, value)
  await choosePicture(page, picture)
  const body = page.locator('[data-slate-editor="true"]')
  await body.click()
  await page.keyboard.type(post.text)
  await body.filter({ hasText: post.text }).waitFor()
}

/** Commits data/ of the copy (a repository of its own, made on the first call). */
export function commitData(project: string, message: string): void {
  const git = (...args: string[]) =>
    execFileSync("git", ["-c", "user.name=Author", "-c", "user.email=author@example.org", ...args], { cwd: project, stdio: "ignore" })
  if (!fs.existsSync(path.join(project, ".git"))) git("init", "-q", "-b", "main")
  git("add", "--all", "data")
  git("commit", "-q", "--allow-empty", "-m", message)
}

/** Signs in to the editor as `npm run admin` serves it: the local proxy signs the author in with one click. */
export async function signIn(page: Page, editor: Editor, hash: string): Promise<void> {
  await page.goto(`${editor.url}${hash}`)
  await page.getByRole("button", { name: "Login" }).click()
}

/** Picks the picture in Decap's media library and waits until the library has closed on it. */
export async function choosePicture(page: Page, picture: string): Promise<void> {
  await page
    .getByRole("button", { name: /choose an image/i })
    .last()
    .click()
  await page.locator('input[type="file"]').setInputFiles(picture)
  const choose = page.getByRole("button", { name: /choose selected/i })
  await choose.click()
  await choose.waitFor({ state: "hidden" })
}

/** A picture as the author's camera or drawing program would save it. */
export const makePicture = async (file: string) =>
  sharp({ create: { width: 1500, height: 1000, channels: 3, background: { r: 40, g: 30, b: 90 } } })
    .jpeg()
    .toFile(file)

/**
 * Opens an entry as she does: from its collection's list (going to an entry's address by its hash
 * alone, from another collection, shows an empty form), waiting until its title is in the form.
 */
export async function openEntry(page: Page, editor: Editor, hash: string, title: string): Promise<void> {
  await page.goto(`${editor.url}${hash.slice(0, hash.indexOf("/entries/"))}`)
  await page.locator(`a[href$="${hash}"]`).click()
  await page.waitForFunction(wanted => Array.from(document.querySelectorAll("input")).some(input => input.value === wanted), title)
}

/** A list entry's card in a file collection (the artwork's list), by the title on its folded card. */
export const listItemOf = (page: Page, title: string) =>
  page.locator('[class*="SortableListItem"]').filter({ has: page.locator('[class*="NestedObjectLabel"]', { hasText: title }) })
