import fs from "node:fs"
import path from "node:path"
import { JSDOM } from "jsdom"
import type { Page } from "playwright-core"
import sharp from "sharp"
import { startEditor, type Editor } from "../../scripts/admin"
import { collections, NewsPost, parseFrontMatter } from "gatsby-source-chapterverse"
import { launchChromium } from "../../harness/browser"
import { readJson } from "../../harness/content"
import { builtCopyOfProject, gatsbyBuild, removeProjectCopy } from "../../harness/project-copy"
import { freePort } from "../../harness/static-server"
import { builtHtmlFile } from "gatsby-plugin-islands/node"
import { newsPostPath, PAGES } from "../../src/routes"
import { ARTWORK_PAGE_SIZE, listPages } from "../../src/lists/pagination"

jest.setTimeout(900_000)

/**
 * Publishes the entry on screen and waits for the editor's answer: "Entry saved", or its message
 * for a missing field or a failed save, which the test then fails with. If none comes, the test
 * fails with a screenshot of the editor in test-results/.
 */
async function publishNow(page: Page): Promise<void> {
  const answer = page.getByText(/entry saved|failed to persist|missed a required field/i).first()
  // An earlier entry's "Entry saved" stays up for 4 s, and would be taken for this one's (CI saw a post's picture not yet written).
  await answer.waitFor({ state: "hidden", timeout: 30_000 })
  await page.getByRole("button", { name: /^publish$/i }).click()
  await page.getByRole("menuitem", { name: /publish now/i }).click()
  try {
    await answer.waitFor({ timeout: 60_000 })
  } catch (error) {
    const screenshot = path.resolve("test-results", "web-editor-no-answer.png")
    await page.screenshot({ path: screenshot, fullPage: true })
    throw new Error(`The editor did not answer "Publish now" within 60 s; see ${screenshot}. ${String(error)}`, { cause: error })
  }
  const said = await answer.innerText()
  if (/entry saved/i.test(said)) return
  // Decap puts its reason under each field it refused ("Body is required.").
  const reasons = await page.getByText(/is required|is not valid|must be/i).allInnerTexts()
  const screenshot = path.resolve("test-results", "web-editor-not-saved.png")
  await page.screenshot({ path: screenshot, fullPage: true })
  throw new Error(`The editor did not save the entry. It says: ${said} ${reasons.join(" ")} (see ${screenshot})`)
}

/**
 * Fills a field and waits until it holds the value: Decap can still be setting up a new entry
 * when its form first shows, and then puts the fields back to their defaults.
 */
async function fillField(page: Page, label: string, value: string, which: "first" | "last" = "first"): Promise<void> {
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

/** Picks the picture in Decap's media library and waits until the library has closed on it. */
async function choosePicture(page: Page, picture: string): Promise<void> {
  await page
    .getByRole("button", { name: /choose an image/i })
    .last()
    .click()
  await page.locator('input[type="file"]').setInputFiles(picture)
  const choose = page.getByRole("button", { name: /choose selected/i })
  await choose.click()
  await choose.waitFor({ state: "hidden" })
}

// The author's web editor as `npm run admin` runs it: Decap CMS saving through its local proxy
// into data/ of a copy of the project. An artwork added through the form, with its picture,
// lands in data/ as the author would have written it by hand, and so does a news post with its
// picture and its Markdown text; the next build shows both.
describe("the web editor (npm run admin)", () => {
  let project: string
  let editor: Editor | undefined
  afterAll(async () => {
    await editor?.close()
    if (project) removeProjectCopy(project)
  })

  it("adds an artwork and a news post with their pictures to data/, and the next build shows them", async () => {
    project = await builtCopyOfProject()
    const artwork = collections.find(collection => collection.name === "Artwork")!
    const news = collections.find(collection => collection.type === NewsPost)!
    const post = {
      slug: "a-comet-is-coming",
      title: "A comet is coming: look up tonight",
      date: "2026-01-15",
      summary: "A new picture of a comet over the clock tower, free to download.",
      alt: "A comet with a long tail crosses a purple sky.",
      text: "Look up tonight, and then download the picture.",
    }
    const before = readJson(path.join(project, "data"), artwork.file)
    editor = await startEditor({ projectRoot: project, proxyPort: await freePort(), editorPort: await freePort() })
    const picture = path.join(project, "comet.jpg")
    await sharp({ create: { width: 1500, height: 1000, channels: 3, background: { r: 40, g: 30, b: 90 } } })
      .jpeg()
      .toFile(picture)
    const added = {
      slug: "comet-over-the-clock-tower",
      title: "Comet Over the Clock Tower",
      alt: "A comet with a long tail crosses the sky above the clock tower.",
      books: ["series"],
    }

    const browser = await launchChromium()
    try {
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } })
      await page.goto(`${editor.url}#/collections/${artwork.name}/entries/${artwork.name}`)
      // The local proxy signs the author in with one click.
      await page.getByRole("button", { name: "Login" }).click()
      const list = page.getByRole("button", { name: `Add ${artwork.name.toLowerCase()}` })
      // The new entry joins the end of the list: add it once the list holds every entry of data/,
      // or an entry added while they load is lost under them.
      const slugs = page.getByLabel("Slug", { exact: true })
      if (before.length > 0) await slugs.nth(before.length - 1).waitFor({ state: "attached" })
      // An image field's box shows its picture, not the 46-byte placeholder Decap answers with while
      // the picture loads, which its box kept (admin.js has it ask again).
      await page.waitForFunction(
        async () => {
          const thumbnail = document.querySelector<HTMLImageElement>('img[role="presentation"]')
          return thumbnail !== null && (await (await fetch(thumbnail.src)).blob()).size > 46
        },
        undefined,
        { timeout: 15_000 },
      )
      // An entry's ✕ names the entry and asks first; "Cancel" keeps it.
      const asked = new Promise<string>(resolve => page.once("dialog", dialog => void dialog.dismiss().then(() => resolve(dialog.message()))))
      await page.getByRole("button", { name: `Remove ${before[0].title}`, exact: true }).click()
      expect(await asked).toContain(before[0].title)
      await page.evaluate(() => new Promise(requestAnimationFrame))
      expect(await slugs.count()).toBe(before.length)
      await list.click()
      await slugs.nth(before.length).fill(added.slug)
      await fillField(page, "Title", added.title, "last")
      await fillField(page, "Alt", added.alt, "last")
      // Its tags: a list of slugs, one box each.
      await page
        .getByRole("button", { name: /^add books?$/i })
        .last()
        .click()
      await fillField(page, "Book", added.books[0], "last")
      await choosePicture(page, picture)
      await publishNow(page)

      // A news post: its fields, its picture beside it in its own folder, and its text in the Markdown editor.
      await page.goto(`${editor.url}#/collections/${news.name}/new`)
      // Only the address's hash changes: wait until the editor shows a field only a post has, or
      // the artwork's list, still on screen, answers for "Slug" (seen once in CI).
      await page.getByLabel("Summary", { exact: true }).waitFor()
      const postFields = [
        ["Slug", post.slug],
        ["Title", post.title],
        ["Date", post.date],
        ["Summary", post.summary],
        ["Alt", post.alt],
      ] as const
      for (const [label, value] of postFields) await fillField(page, label, value)
      // Decap, still setting up the new entry, can put an earlier field back after a later one is
      // filled (the slug, seen once in CI): each field that lost its value is filled again.
      for (const [label, value] of postFields)
        if ((await page.getByLabel(label, { exact: true }).first().inputValue()) !== value) await fillField(page, label, value)
      await choosePicture(page, picture)
      const body = page.locator('[data-slate-editor="true"]')
      await body.click()
      await page.keyboard.type(post.text)
      await body.filter({ hasText: post.text }).waitFor()
      await publishNow(page)
    } finally {
      await browser.close()
    }

    const data = path.join(project, "data")
    const saved = readJson(data, artwork.file)
    expect(saved).toEqual([...before, { ...added, image: "comet.jpg" }])
    expect(fs.readFileSync(path.join(data, "artwork/comet.jpg")).equals(fs.readFileSync(picture))).toBe(true)
    // Written as the other data files are: two-space indents and a final line break.
    expect(fs.readFileSync(path.join(data, artwork.file), "utf8")).toBe(`${JSON.stringify(saved, null, 2)}\n`)

    // The post as the author would have written it by hand: its fields, then its text, its picture beside it.
    const postFolder = path.join(data, "news", post.slug)
    expect(fs.readFileSync(path.join(postFolder, "comet.jpg")).equals(fs.readFileSync(picture))).toBe(true)
    const written = parseFrontMatter(fs.readFileSync(path.join(postFolder, "post.md"), "utf8"))
    expect(written).toEqual({
      fields: { slug: post.slug, title: post.title, date: post.date, summary: post.summary, image: "comet.jpg", alt: post.alt },
      body: expect.stringContaining(post.text),
    })

    fs.rmSync(picture)
    const { status, output } = await gatsbyBuild(project)
    expect({ status, tail: status === 0 ? "" : output.slice(-3000) }).toEqual({ status: 0, tail: "" })
    // Added last, so on the artwork list's last page.
    const lastPage = listPages(PAGES.artwork.path, saved.length, ARTWORK_PAGE_SIZE).at(-1)!.path
    const artworkPage = new JSDOM(fs.readFileSync(path.join(project, "public", builtHtmlFile(lastPage)), "utf8")).window.document
    const figure = Array.from(artworkPage.querySelectorAll("main figure")).find(element => element.textContent?.includes(added.title))
    expect(figure?.querySelector("img")?.getAttribute("alt")).toBe(added.alt)
    expect(figure?.querySelector("a[download]")?.getAttribute("href")).toMatch(/comet\.jpg$/)
    const newsPage = new JSDOM(fs.readFileSync(path.join(project, "public", builtHtmlFile(PAGES.news.path)), "utf8")).window.document
    const card = Array.from(newsPage.querySelectorAll("main article")).find(element => element.textContent?.includes(post.title))
    expect(card?.querySelector("img")?.getAttribute("alt")).toBe(post.alt)
    const postPage = new JSDOM(fs.readFileSync(path.join(project, "public", builtHtmlFile(newsPostPath(post.slug))), "utf8")).window.document
    expect(postPage.querySelector("main article")?.textContent).toContain(post.text)
  })
})
