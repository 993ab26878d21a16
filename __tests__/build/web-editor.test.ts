import { execFileSync, spawnSync } from "node:child_process"
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
import { NEWS_FEED_PATH, newsPostPath, PAGES } from "../../src/routes"
import { ARTWORK_PAGE_SIZE, listPages } from "../../src/lists/pagination"
import { startHostRuntime } from "../../harness/host-runtimes"
import { PROJECT_ROOT } from "../../harness/content"

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

/** Writes a new news post in the editor, its fields, its picture and its text, and publishes it. */
async function writePost(
  page: Page,
  editor: Editor,
  collection: string,
  post: { slug: string; title: string; date: string; summary: string; alt: string; text: string },
  picture: string,
): Promise<void> {
  await page.goto(`${editor.url}#/collections/${collection}/new`)
  // Only the address's hash changes: wait until the editor shows a field only a post has, or
  // the artwork's list, still on screen, answers for "Slug" (seen once in CI).
  await page.getByLabel("Summary", { exact: true }).waitFor()
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
  await publishNow(page)
}

/** Commits data/ of the copy (a repository of its own, made on the first call). */
function commitData(project: string, message: string): void {
  const git = (...args: string[]) =>
    execFileSync("git", ["-c", "user.name=Author", "-c", "user.email=author@example.org", ...args], { cwd: project, stdio: "ignore" })
  if (!fs.existsSync(path.join(project, ".git"))) git("init", "-q", "-b", "main")
  git("add", "--all", "data")
  git("commit", "-q", "--allow-empty", "-m", message)
}

/** Signs in to the editor as `npm run admin` serves it: the local proxy signs the author in with one click. */
async function signIn(page: Page, editor: Editor, hash: string): Promise<void> {
  await page.goto(`${editor.url}${hash}`)
  await page.getByRole("button", { name: "Login" }).click()
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
  const added = {
    slug: "comet-over-the-clock-tower",
    title: "Comet Over the Clock Tower",
    alt: "A comet with a long tail crosses the sky above the clock tower.",
    books: ["series"],
  }
  /** A picture as the author's camera or drawing program would save it. */
  const makePicture = async (file: string) =>
    sharp({ create: { width: 1500, height: 1000, channels: 3, background: { r: 40, g: 30, b: 90 } } })
      .jpeg()
      .toFile(file)

  it("adds an artwork and a news post with their pictures to data/, and the next build shows them", async () => {
    project = await builtCopyOfProject()
    // The copy as a repository whose last commit is the site as published: the build and the
    // check read the addresses data/ has had from its history (src/addresses/).
    commitData(project, "The site as published")
    const before = readJson(path.join(project, "data"), artwork.file)
    editor = await startEditor({ projectRoot: project, proxyPort: await freePort(), editorPort: await freePort() })
    const picture = path.join(project, "comet.jpg")
    await makePicture(picture)

    const browser = await launchChromium()
    try {
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } })
      await signIn(page, editor, `#/collections/${artwork.name}/entries/${artwork.name}`)
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
      // The preview pane shows the artwork as the site does: the first card, its title and its picture (src/admin/preview/).
      await page.frameLocator("#preview-pane").getByRole("figure").first().getByText(before[0].title, { exact: true }).waitFor()
      await page.waitForFunction(
        alt =>
          Array.from(document.querySelector<HTMLIFrameElement>("#preview-pane")?.contentDocument?.images ?? []).some(
            image => image.alt === alt && image.naturalWidth > 0,
          ),
        before[0].alt,
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
      await writePost(page, editor, news.name, post, picture)
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
  // Her other jobs, on the same copy once the first is published: the artwork's title changed, then
  // the artwork taken away (its picture stays behind, a warning only), the new post's address
  // changed, another post deleted, and a post written for a day to come. The check passes and
  // names each, the build follows, and Cloudflare's runtime answers the old addresses.
  it("changes and takes away the artwork, renames and deletes posts and schedules one; npm run check passes, the build follows, old addresses answer", async () => {
    expect(editor).toBeDefined()
    commitData(project, "Published: the artwork and the post")
    const data = path.join(project, "data")
    const renamed = `${post.slug}-tonight`
    const newTitle = `${added.title} at Midnight`
    const deleted = fs.readdirSync(path.join(data, "news")).find(folder => folder !== post.slug)!
    const deletedFields = parseFrontMatter(fs.readFileSync(path.join(data, "news", deleted, "post.md"), "utf8")) as { fields: { slug: string; title: string } }
    const nextWeek = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10)
    const scheduled = { ...post, slug: "a-date-for-the-diary", title: "A date for the diary", date: nextWeek }
    const picture = path.join(project, "diary.jpg")
    await makePicture(picture)
    // As she opens a post: from the collection's list (going to an entry's address by its hash
    // alone, from another collection, shows an empty form), waiting until its title is in the form.
    const openEntry = async (page: Page, hash: string, title: string) => {
      await page.goto(`${editor!.url}${hash.slice(0, hash.indexOf("/entries/"))}`)
      await page.locator(`a[href$="${hash}"]`).click()
      await page.waitForFunction(wanted => Array.from(document.querySelectorAll("input")).some(input => input.value === wanted), title)
    }
    const itemOf = (page: Page, title: string) =>
      page.locator('[class*="SortableListItem"]').filter({ has: page.locator('[class*="NestedObjectLabel"]', { hasText: title }) })

    const browser = await launchChromium()
    try {
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } })
      // The editor asks before it takes an entry away: she says yes.
      page.on("dialog", dialog => void dialog.accept())
      await signIn(page, editor!, `#/collections/${artwork.name}/entries/${artwork.name}`)
      // Each card starts folded: its first button opens it.
      const card = itemOf(page, added.title)
      await card.locator('[class*="TopBar"]').first().locator("button").first().click()
      await fillField(page, "Title", newTitle, "last")
      await publishNow(page)
      expect(readJson(data, artwork.file).at(-1).title).toBe(newTitle)

      await page.reload()
      const item = itemOf(page, newTitle)
      await item.waitFor()
      await page.getByRole("button", { name: `Remove ${newTitle}`, exact: true }).click()
      await item.waitFor({ state: "detached" })
      await publishNow(page)
      expect(readJson(data, artwork.file).map((entry: { slug: string }) => entry.slug)).not.toContain(added.slug)

      // The new post's address: its Slug field, in the same file.
      await openEntry(page, `#/collections/${news.name}/entries/${post.slug}/post`, post.title)
      await fillField(page, "Slug", renamed)
      await publishNow(page)

      // Another post deleted, with the editor's own button.
      await openEntry(page, `#/collections/${news.name}/entries/${deleted}/post`, deletedFields.fields.title)
      await page.getByRole("button", { name: /^delete (published )?entry$/i }).click()
      await page.waitForURL(/#\/collections\/[^/]+$/)

      // A post for next week.
      await writePost(page, editor!, news.name, scheduled, picture)
    } finally {
      await browser.close()
    }
    fs.rmSync(picture)
    expect(fs.existsSync(path.join(data, "news", deleted, "post.md"))).toBe(false)

    // The check passes, and says what the site will do.
    // `npm run check` in the copy: the project's script, on the copy's data/ (a copy for building has no scripts/).
    const check = spawnSync(path.join(PROJECT_ROOT, "node_modules/.bin/tsx"), [path.join(PROJECT_ROOT, "scripts/check-content.ts")], {
      cwd: project,
      encoding: "utf8",
    })
    const said = `${check.stdout}${check.stderr}`
    expect({ status: check.status, said }).toEqual({ status: 0, said: expect.stringContaining("ready to build") })
    expect(said).toContain(`Unused pictures (a warning)`)
    expect(said).toContain("data/artwork/comet.jpg has no entry")
    // The deleted post's picture, which the editor leaves in its folder.
    expect(said).toMatch(new RegExp(`data/news/${deleted}/\\S+ is in a folder without its post\\.md`))
    expect(said).toContain(`${newsPostPath(post.slug)} will lead on to ${newsPostPath(renamed)}`)
    expect(said).toContain(`${newsPostPath(deletedFields.fields.slug)} will show a page saying "${deletedFields.fields.title}" has gone`)
    expect(said).toContain(`data/news/${scheduled.slug}/post.md: scheduled for`)

    const { status, output } = await gatsbyBuild(project)
    expect({ status, tail: status === 0 ? "" : output.slice(-3000) }).toEqual({ status: 0, tail: "" })
    const publicDir = path.join(project, "public")
    const built = (address: string) => fs.existsSync(path.join(publicDir, builtHtmlFile(address)))
    expect([built(newsPostPath(renamed)), built(newsPostPath(scheduled.slug))]).toEqual([true, false])
    // The renamed post keeps its feed entry's id, its first address, so feed readers do not announce it again.
    const feed = new JSDOM(fs.readFileSync(path.join(publicDir, NEWS_FEED_PATH.slice(1)), "utf8"), { contentType: "text/xml" }).window.document
    const entry = Array.from(feed.querySelectorAll("entry")).find(element =>
      element.querySelector("link")?.getAttribute("href")?.endsWith(newsPostPath(renamed)),
    )
    expect(new URL(entry?.querySelector("id")?.textContent ?? "").pathname).toBe(newsPostPath(post.slug))
    // The taken-away artwork's picture is published nowhere: no artwork page offers it, nor does
    // "Download all" (the post's own picture, also comet.jpg, stays with the post).
    const artworkPages = listPages(PAGES.artwork.path, readJson(data, artwork.file).length, ARTWORK_PAGE_SIZE).map(listPage => builtHtmlFile(listPage.path))
    expect(artworkPages.filter(file => fs.readFileSync(path.join(publicDir, file), "utf8").includes("comet.jpg"))).toEqual([])
    const artworkPage = new JSDOM(fs.readFileSync(path.join(publicDir, builtHtmlFile(PAGES.artwork.path)), "utf8")).window.document
    const archive = artworkPage.querySelector('a[href$=".zip"]')?.getAttribute("href") ?? ""
    expect(fs.readFileSync(path.join(publicDir, archive)).includes("comet.jpg")).toBe(false)

    const cloudflare = await startHostRuntime("Cloudflare Pages", publicDir)
    try {
      const get = (address: string) => fetch(cloudflare.url + address, { redirect: "manual" })
      const moved = await get(newsPostPath(post.slug))
      expect({ status: moved.status, location: moved.headers.get("location") }).toEqual({ status: 301, location: newsPostPath(renamed) })
      expect((await get(newsPostPath(renamed))).status).toBe(200)
      const gone = await get(newsPostPath(deletedFields.fields.slug))
      const gonePage = new JSDOM(await gone.text()).window.document
      expect({
        status: gone.status,
        heading: gonePage.querySelector("h1")?.textContent,
        list: gonePage.querySelector(`main a[href="${PAGES.news.path}"]`) !== null,
      }).toEqual({
        status: 200,
        heading: "This page has gone",
        list: true,
      })
    } finally {
      await cloudflare.close()
    }
  })
})
