/**
 * `npm run guide-screenshots`: the author's guide's pictures (docs/images/content-guide/, listed in
 * scripts/guide-shots.ts), taken of the real web editor and the real built site in Chromium, so
 * that they show the editor's labels as they are and are never made by hand. Run it again when the
 * editor or a page it shows changes; a unit test holds the guide, the list and the folder together.
 *
 * It works on a throw-away copy of the project (harness/project-copy.ts, warm from the clean build),
 * never on data/ of this working copy: `npm run admin`'s editor (scripts/admin.ts) on the copy,
 * driven as the author drives it (harness/web-editor.ts) in a laptop's window (1280 × 800 CSS
 * pixels, one device pixel to each), adds a news post, a post for two weeks ahead, an event and an
 * artwork, and changes a price; one build of the copy follows, and its public/ is served as a host
 * serves it for the pages her changes make. A form longer than the window is taken whole, in a
 * window as wide and as tall as the form, as she sees it scrolling. Each picture is written only
 * once every one is taken; a PNG over 150 KB is written with a palette.
 * Every change is published in the editor, as she would: a change it refuses stops the script.
 */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import type { Browser, Locator, Page } from "playwright-core"
import sharp from "sharp"
import { Artwork, Book, collections, Event, NewsPost, type Collection } from "gatsby-source-chapterverse"
import { launchChromium, openSitePage, waitForIslands } from "../harness/browser"
import { builtCopyOfProject, gatsbyBuild, removeProjectCopy } from "../harness/project-copy"
import { freePort, serveFolder } from "../harness/static-server"
import { choosePicture, commitData, editorAnswer, fillField, fillPost, listItemOf, openEntry, publishNow, signIn, type PostFields } from "../harness/web-editor"
import { listPagePath, ARTWORK_PAGE_SIZE } from "../src/lists/pagination"
import { eventAnchor, PAGES } from "../src/routes"
import { startEditor, type Editor } from "./admin"
import { GUIDE_IMAGES_DIR, GUIDE_SHOTS, GUIDE_VIEWPORT } from "./guide-shots"

const PROJECT_ROOT = path.resolve(__dirname, "..")
/** A picture over this is written with a palette (the screens' few colours lose nothing to see). */
const PALETTE_ABOVE_BYTES = 150 * 1024

const collectionOf = (type: Collection["type"]): Collection => collections.find(collection => collection.type === type)!
const news = collectionOf(NewsPost)
const events = collectionOf(Event)
const artwork = collectionOf(Artwork)
const books = collectionOf(Book)

/** A day from today, as the site stores it (the build's day is UTC's, as Gatsby's buildTime). */
const dayFromToday = (days: number): string => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

/** What the author adds in the editor: a post, a post for later, an event, an artwork, and a book's new price. */
const POST: PostFields = {
  slug: "a-comet-over-the-clock-tower",
  title: "A comet over the clock tower",
  date: dayFromToday(0),
  summary: "A new picture of a comet above the clock tower, free to download from the artwork page.",
  alt: "A comet with a long golden tail crosses a starry purple sky above a clock tower.",
  text: "Look up tonight: the comet Leo and Ava spotted from the attic is back. Download the new picture from the artwork page and colour the sky in.",
}
const SCHEDULED: PostFields = {
  slug: "half-term-reading-challenge",
  title: "The half-term reading challenge",
  date: dayFromToday(14),
  summary: "Read three books over half-term and send us a drawing of your favourite scene.",
  alt: "A comet with a long golden tail crosses a starry purple sky above a clock tower.",
  text: "The challenge starts today. Read any three books, draw your favourite scene and ask a grown-up to send it in.",
}
const EVENT_DAY = dayFromToday(30)
const EVENT = {
  slug: "comet-night-at-the-library",
  title: "Comet night: stories under the stars",
  kind: "Library visit",
  start: `${EVENT_DAY}T18:00`,
  end: `${EVENT_DAY}T19:30`,
  timeZone: "Europe/London",
  where: "In person",
  place: { name: "Riverside Library", address: "1 River Street, Anytown" },
  audience: "Families with children aged 8 to 12",
  description: "A reading from Book One under the library's star projector, then draw your own comet to take home.",
  url: "https://www.example.org/comet-night",
}
const ARTWORK = {
  slug: "comet-over-the-clock-tower",
  title: "Comet Over the Clock Tower",
  alt: "A comet with a long golden tail crosses a starry purple sky above a clock tower.",
  book: "book-one-the-discovery",
}
/** The post's summary changed as a draft, on the live site's editor. */
const DRAFT_SUMMARY = "A comet over the clock tower tonight: download the picture, colour the sky and look up after dark."
const PRICE = { book: "book-one-the-discovery", title: "The Discovery", edition: "Paperback", price: "8.99" }

/** A picture as her drawing program would export it: a comet over a clock tower, at `width` × two thirds of it. */
export async function makeCometPicture(file: string, width: number): Promise<void> {
  const height = Math.round((width * 2) / 3)
  const stars = Array.from({ length: 60 }, (_, i) => {
    // Fixed places, so that the picture is the same on every run.
    const x = (i * 7919) % width
    const y = (i * 104_729) % Math.round(height * 0.7)
    return `<circle cx="${x}" cy="${y}" r="${1 + (i % 3)}" fill="#fff" opacity="${0.5 + (i % 5) / 10}"/>`
  }).join("")
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1d1840"/><stop offset="1" stop-color="#6b3fa0"/></linearGradient>
    <linearGradient id="tail" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffd36b" stop-opacity="0"/><stop offset="1" stop-color="#ffd36b"/></linearGradient>
  </defs>
  <rect width="100%" height="100%" fill="url(#sky)"/>
  ${stars}
  <path d="M ${width * 0.1} ${height * 0.1} L ${width * 0.62} ${height * 0.3} L ${width * 0.6} ${height * 0.34} Z" fill="url(#tail)"/>
  <circle cx="${width * 0.62}" cy="${height * 0.32}" r="${width * 0.018}" fill="#fff6d5"/>
  <rect x="${width * 0.42}" y="${height * 0.45}" width="${width * 0.16}" height="${height * 0.55}" fill="#2a2250"/>
  <polygon points="${width * 0.4},${height * 0.46} ${width * 0.5},${height * 0.33} ${width * 0.6},${height * 0.46}" fill="#2a2250"/>
  <circle cx="${width * 0.5}" cy="${height * 0.58}" r="${width * 0.05}" fill="#f4ecd0" stroke="#8a6d2b" stroke-width="${width * 0.006}"/>
  <line x1="${width * 0.5}" y1="${height * 0.58}" x2="${width * 0.5}" y2="${height * 0.53}" stroke="#1d1840" stroke-width="${width * 0.005}"/>
  <line x1="${width * 0.5}" y1="${height * 0.58}" x2="${width * 0.53}" y2="${height * 0.58}" stroke="#1d1840" stroke-width="${width * 0.005}"/>
  <rect y="${height * 0.9}" width="100%" height="${height * 0.1}" fill="#151030"/>
</svg>`
  await sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toFile(file)
}

/** Waits until the page has stopped loading and drawn its fonts, and two frames more. */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState("networkidle").catch(() => {})
  await page.evaluate(() => document.fonts.ready)
  await page.evaluate(() => new Promise(resolve => requestAnimationFrame(() => requestAnimationFrame(resolve))))
}

/** Waits until every picture inside `scope` has loaded. */
async function picturesLoaded(scope: Locator): Promise<void> {
  await scope.evaluate(
    element =>
      Promise.all(
        Array.from(element.querySelectorAll("img")).map(image =>
          image.complete && image.naturalWidth > 0 ? undefined : new Promise(resolve => image.addEventListener("load", resolve, { once: true })),
        ),
      ),
    undefined,
    { timeout: 30_000 },
  )
}

/** A form field's box (its label, its control and its hint), by its label as the editor shows it ("Place", shown "Place (optional)"). */
function fieldBox(scope: Page | Locator, label: string): Locator {
  const page = "mainFrame" in scope ? scope : scope.page()
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
  return scope
    .locator('[class*="ControlContainer"]')
    .filter({ has: page.locator(':scope > [class*="ControlTopbar"] label').getByText(new RegExp(`^${escaped}( \\(optional\\))?$`)) })
}

/** The column of the editor's form that scrolls (the form beside the preview). */
const formColumn = (page: Page): Locator => page.locator('[class*="ControlPaneContainer"]').first()

/** The pictures taken so far, by name, as PNG. */
type Taken = Map<string, Buffer>

/** The area of the page that holds every one of `boxes`, with `margin` around it, within the page. */
async function around(page: Page, locators: Locator[], margin = 0) {
  const boxes = await Promise.all(locators.map(async locator => (await locator.boundingBox())!))
  const { width, height } = page.viewportSize()!
  const x = Math.max(0, Math.min(...boxes.map(box => box.x)) - margin)
  const y = Math.max(0, Math.min(...boxes.map(box => box.y)) - margin)
  const right = Math.min(width, Math.max(...boxes.map(box => box.x + box.width)) + margin)
  const bottom = Math.min(height, Math.max(...boxes.map(box => box.y + box.height)) + margin)
  return { x, y, width: right - x, height: bottom - y }
}

/**
 * Runs `take` in a window as tall as the form's column is long, so that the whole form shows (as
 * she sees it scrolling), then puts the window back to the laptop's size. The width stays the
 * laptop's: the form is laid out as she sees it.
 */
async function withWholeForm<T>(page: Page, take: () => Promise<T>): Promise<T> {
  const column = formColumn(page)
  const { top, scrollHeight } = await column.evaluate(element => ({ top: element.getBoundingClientRect().top, scrollHeight: element.scrollHeight }))
  await page.setViewportSize({ width: GUIDE_VIEWPORT.width, height: Math.max(GUIDE_VIEWPORT.height, Math.ceil(top + scrollHeight)) })
  await settled(page)
  try {
    return await take()
  } finally {
    await page.setViewportSize(GUIDE_VIEWPORT)
    await settled(page)
  }
}

/** Presses Publish and waits for the menu it opens. */
async function openPublishMenu(page: Page): Promise<Locator> {
  await page.getByRole("button", { name: /^publish$/i }).click()
  const publishNowItem = page.getByRole("menuitem", { name: /publish now/i })
  await publishNowItem.waitFor()
  return publishNowItem
}

/**
 * Opens the editor at `hash`, loaded anew (Decap, with only the hash changed, can keep the screen
 * before on show), signing in if it asks: it keeps her signed in across a load, or asks again.
 */
async function openAt(page: Page, editor: Editor, hash: string): Promise<void> {
  await page.goto("about:blank")
  await page.goto(`${editor.url}${hash}`)
  const login = page.getByRole("button", { name: "Login" })
  const signedIn = page.getByRole("link", { name: "Contents" }).or(page.locator('[class*="ToolbarSectionBackLink"]'))
  await login.or(signedIn).first().waitFor()
  if (await login.isVisible()) await login.click()
  await signedIn.first().waitFor()
}

/** The entries a file collection's list holds in data/ of the copy. */
const entriesIn = (project: string, collection: Collection): number =>
  (JSON.parse(fs.readFileSync(path.join(project, "data", collection.file), "utf8")) as unknown[]).length

/** Opens a file collection's list (the events, the artwork) once every entry of data/ is on it: one added before would be lost under them. */
async function openList(page: Page, editor: Editor, project: string, collection: Collection): Promise<Locator> {
  await openAt(page, editor, `#/collections/${collection.name}/entries/${collection.name}`)
  // The list's own entries, not those of a list inside an entry (an artwork's books).
  const items = page.locator('[class*="SortableListItem"]:not([class*="SortableListItem"] *)')
  const count = entriesIn(project, collection)
  await items.nth(count - 1).waitFor({ state: "attached" })
  return items
}

type Clip = { x: number; y: number; width: number; height: number }

/** Takes the editor's pictures into `taken`: the whole window, a part of it, or a part of the form with a margin round it. */
const editorShooter =
  (page: Page, taken: Taken) =>
  async (name: string, what: Page | Locator | { clip: Clip }, margin = 12): Promise<void> => {
    const part = "clip" in what || what === page ? undefined : (what as Locator)
    await part?.evaluate(element => element.scrollIntoView({ block: "center" }))
    await settled(page)
    const clip = "clip" in what ? what.clip : part && (await around(page, [part], margin))
    taken.set(name, await page.screenshot({ animations: "disabled", caret: "hide", clip }))
    console.log(`  ${name}`)
  }

/** Adds an entry to a file collection's list and waits until its open card shows at the end of the list. */
async function addListItem(page: Page, items: Locator, button: string): Promise<Locator> {
  const before = await items.count()
  await page.getByRole("button", { name: button, exact: true }).click()
  const added = items.nth(before)
  await added.getByLabel("Slug", { exact: true }).waitFor()
  return added
}

/** The editor's pictures, on the copy: each step as the author takes it, each picture as she sees it. */
export async function takeEditorShots(page: Page, editor: Editor, project: string, pictures: { news: string; artwork: string }, taken: Taken): Promise<void> {
  const shoot = editorShooter(page, taken)
  // The browser's questions: yes to leaving a form with changes not published, no to anything else
  // (Decap's offer of a local backup of such a form: a new form starts empty; Delete entry's question).
  page.on("dialog", dialog => void (dialog.type() === "beforeunload" ? dialog.accept() : dialog.dismiss()))

  // The editor as it opens.
  await signIn(page, editor, "#/")
  await page.getByText("Collections", { exact: true }).waitFor()
  await page.locator('a[href$="/collections/SiteSettings"]').first().waitFor()
  await shoot("editor-home", page)

  // A post with its required fields left empty, published: the editor's message.
  await openAt(page, editor, `#/collections/${news.name}/new`)
  await page.getByLabel("Summary", { exact: true }).waitFor()
  for (const [label, value] of [
    ["Slug", POST.slug],
    ["Title", POST.title],
    ["Date", POST.date],
  ] as const)
    await fillField(page, label, value)
  await (await openPublishMenu(page)).click()
  const refused = page.getByText(/missed a required field/i).first()
  await refused.waitFor()
  await refused.evaluate(element => Promise.all(element.getAnimations().map(animation => animation.finished)))
  await shoot("missing-field", page)

  // A new post, filled in: the preview beside it, the whole form, the Publish menu.
  await fillPost(page, editor, news.name, POST, pictures.news)
  const preview = page.frameLocator("#preview-pane")
  await preview.getByRole("img", { name: POST.alt }).waitFor()
  await page.waitForFunction(
    alt =>
      Array.from(document.querySelector<HTMLIFrameElement>("#preview-pane")?.contentDocument?.images ?? []).some(
        image => image.alt === alt && image.naturalWidth > 0,
      ),
    POST.alt,
  )
  await picturesLoaded(formColumn(page))
  await blur(page)
  await formColumn(page).evaluate(element => element.scrollTo(0, 0))
  await shoot("preview", page)
  // The column alone: a margin would take in the bar above it and the preview's edge beside it.
  await withWholeForm(page, () => shoot("news-new", formColumn(page), 0))
  const publishNowItem = await openPublishMenu(page)
  await publishNowItem.hover()
  await shoot("news-publish", { clip: await around(page, [page.locator('[class*="ToolbarSectionBackLink"]'), publishNowItem.locator("xpath=..")], 12) })
  await page.getByRole("button", { name: /^publish$/i }).click()
  await publishNowItem.waitFor({ state: "hidden" })
  await publishNow(page)

  // A post for two weeks ahead: its date field.
  await fillPost(page, editor, news.name, SCHEDULED, pictures.news)
  const date = fieldBox(page, "Date")
  await date.getByText(/^On the site:/).waitFor()
  await shoot("news-scheduled", date)
  await publishNow(page)

  // Taking an entry away: the post's Delete entry. The browser asks; here the answer is Cancel (no).
  await openAt(page, editor, `#/collections/${news.name}`)
  await openEntry(page, editor, `#/collections/${news.name}/entries/${POST.slug}/post`, POST.title)
  const deleteButton = page.getByRole("button", { name: /^delete (published )?entry$/i })
  await deleteButton.hover()
  await shoot("delete-entry", { clip: await around(page, [page.locator('[class*="ToolbarSectionBackLink"]'), deleteButton], 12) })
  const question = page.waitForEvent("dialog")
  await deleteButton.click()
  console.log(`    Delete entry asks: "${(await question).message()}"`)

  // A new event, filled in.
  const eventItems = await openList(page, editor, project, events)
  const event = await addListItem(page, eventItems, "Add event")
  await fillField(page, "Slug", EVENT.slug, "last")
  await fillField(page, "Title", EVENT.title, "last")
  await chooseOption(page, fieldBox(event, "Kind"), EVENT.kind)
  await fillField(page, "Start", EVENT.start, "last")
  await fillField(page, "End", EVENT.end, "last")
  await fillField(page, "Time zone", EVENT.timeZone, "last")
  await chooseOption(page, fieldBox(event, "Where"), EVENT.where)
  // The place's box opens with a click on its bar where it is folded.
  const place = fieldBox(event, "Place")
  if (!(await place.getByLabel("Name (optional)", { exact: true }).isVisible())) await place.getByRole("button", { name: "Expand" }).click()
  await fillField(page, "Name (optional)", EVENT.place.name, "last")
  await fillField(page, "Address (optional)", EVENT.place.address, "last")
  await fillField(page, "Audience", EVENT.audience, "last")
  await fillField(page, "Description", EVENT.description, "last")
  await fillField(page, "Url", EVENT.url, "last")
  await fieldBox(event, "Booking required").getByRole("switch").click()
  await blur(page)
  await withWholeForm(page, () => shoot("event-new", event))
  await publishNow(page)

  // A new artwork, its picture uploaded.
  const artworkItems = await openList(page, editor, project, artwork)
  const added = await addListItem(page, artworkItems, "Add artwork")
  await fillField(page, "Slug", ARTWORK.slug, "last")
  await fillField(page, "Title", ARTWORK.title, "last")
  await fillField(page, "Alt", ARTWORK.alt, "last")
  await fieldBox(added, "Books")
    .getByRole("button", { name: /^add book$/i })
    .click()
  await fillField(page, "Book", ARTWORK.book, "last")
  await choosePicture(page, pictures.artwork)
  await picturesLoaded(added)
  await blur(page)
  await withWholeForm(page, () => shoot("artwork-new", added))
  await publishNow(page)

  // A book's price, changed.
  await openAt(page, editor, `#/collections/${books.name}`)
  await openEntry(page, editor, `#/collections/${books.name}/entries/${PRICE.book}/book`, PRICE.title)
  const edition = listItemOf(page, PRICE.edition).first()
  await edition.locator('[class*="TopBar"]').first().locator("button").first().click()
  const price = edition.getByLabel("Price", { exact: true })
  await price.scrollIntoViewIfNeeded()
  await price.fill(PRICE.price)
  await price.focus()
  // The list's bar (its label, its count, Add edition) at the top of the form's column, the edition below it.
  await fieldBox(page, "Editions").evaluate(element => element.scrollIntoView({ block: "start" }))
  await shoot("price-change", { clip: { x: 0, y: 0, width: GUIDE_VIEWPORT.width / 2, height: GUIDE_VIEWPORT.height } })
  await publishNow(page)
}

/**
 * The live site's drafts (Decap's editorial workflow), which `npm run admin` does not have: the
 * editor in the local proxy's git mode on a repository of the copy's data/ (as the drafts test runs
 * it). The post published before gets a new summary, saved as a draft, made Ready and published.
 */
export async function takeDraftShots(page: Page, editor: Editor, taken: Taken): Promise<void> {
  const shoot = editorShooter(page, taken)
  // Decap asks before it publishes.
  page.on("dialog", dialog => void dialog.accept())
  await openAt(page, editor, `#/collections/${news.name}`)
  await openEntry(page, editor, `#/collections/${news.name}/entries/${POST.slug}/post`, POST.title)
  await fillField(page, "Summary", DRAFT_SUMMARY)
  await editorAnswer(page, () => page.getByRole("button", { name: /^save$/i }).click(), "Save")
  const bar = page.locator('[class*="ToolbarSectionBackLink"]')
  const checkForPreview = page.getByRole("button", { name: /check for preview/i })
  await checkForPreview.waitFor()
  await blur(page)
  await shoot("draft-saved", { clip: await around(page, [bar, checkForPreview, page.getByRole("button", { name: /^publish$/i })], 12) })

  await page.getByRole("button", { name: /^status: draft$/i }).click()
  const ready = page.getByRole("menuitem", { name: /ready/i })
  await ready.hover()
  await shoot("draft-status", { clip: await around(page, [bar, ready.locator("xpath=..")], 12) })
  await ready.click()
  await page.getByRole("button", { name: /^status: ready$/i }).waitFor()

  await openAt(page, editor, "#/workflow")
  await page.getByText(POST.title).first().waitFor()
  await shoot("draft-workflow", page)

  await openEntry(page, editor, `#/collections/${news.name}/entries/${POST.slug}/post`, POST.title)
  await publishNow(page)
}

/** Takes the focus off the field that has it, as a click beside the form does: the picture shows the form, not where she typed last. */
const blur = (page: Page): Promise<void> => page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())

/** Chooses an option of a drop-down field (Decap's select). */
async function chooseOption(page: Page, field: Locator, option: string): Promise<void> {
  await field.locator('[class*="-control"]').first().click()
  await page.getByRole("option", { name: option, exact: true }).click()
  await field.getByText(option, { exact: true }).waitFor()
}

/** The area of the whole page (not the window) that holds every one of `parts`, with `margin` around it, as wide as `across` where given. */
async function onThePage(page: Page, parts: Locator[], margin: number, across: Locator[] = parts) {
  const box = async (locator: Locator) => {
    const { x, y, width, height } = (await locator.boundingBox())!
    const scroll = await page.evaluate(() => ({ x: window.scrollX, y: window.scrollY }))
    return { left: x + scroll.x, top: y + scroll.y, right: x + scroll.x + width, bottom: y + scroll.y + height }
  }
  const [tall, wide] = [await Promise.all(parts.map(box)), await Promise.all(across.map(box))]
  const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth)
  const left = Math.max(0, Math.min(...wide.map(b => b.left)) - margin)
  const top = Math.max(0, Math.min(...tall.map(b => b.top)) - margin)
  return {
    x: left,
    y: top,
    width: Math.min(pageWidth, Math.max(...wide.map(b => b.right)) + margin) - left,
    height: Math.max(...tall.map(b => b.bottom)) + margin - top,
  }
}

/** The boxes of a grid's row: `part` and those beside it. */
async function rowOf(part: Locator, all: Locator): Promise<Locator[]> {
  const top = (await part.boundingBox())!.y
  const row: Locator[] = []
  for (const other of await all.all()) if (Math.abs((await other.boundingBox())!.y - top) < 2) row.push(other)
  return row
}

/** The built site's pictures: the pages her changes made, as a visitor's laptop shows them. */
export async function takeSiteShots(page: Page, siteUrl: string, project: string, taken: Taken): Promise<void> {
  const open = async (route: string) => {
    await page.goto(siteUrl + route)
    await waitForIslands(page)
    // The question about the cookie, answered once: the tab remembers the answer.
    const noThanks = page.getByRole("button", { name: "No thanks" })
    if (await noThanks.isVisible()) {
      await noThanks.click()
      await noThanks.waitFor({ state: "hidden" })
    }
  }
  /** `parts` of the page, as wide as `across`: from the whole page, scrolled to its top, so that the header that stays in view is not drawn over them. */
  const shoot = async (name: string, parts: Locator[], across: Locator[] = parts) => {
    for (const part of parts) await picturesLoaded(part)
    await page.evaluate(() => window.scrollTo(0, 0))
    await settled(page)
    taken.set(name, await page.screenshot({ animations: "disabled", caret: "hide", fullPage: true, clip: await onThePage(page, parts, 16, across) }))
    console.log(`  ${name}`)
  }

  // The news page's first row: the new post first, newest first; the post for later on no page yet.
  await open(PAGES.news.path)
  const cards = page.locator("main article")
  const post = cards.filter({ hasText: POST.title }).first()
  await post.scrollIntoViewIfNeeded()
  if ((await page.locator("main").innerText()).includes(SCHEDULED.title)) throw new Error(`The post dated ${SCHEDULED.date} is on the news page already`)
  await shoot("news-page", await rowOf(post, cards))

  // The events page: the heading and the new event, the soonest.
  await open(PAGES.events.path)
  const event = page.locator(`#${eventAnchor(EVENT.slug)}`)
  await event.scrollIntoViewIfNeeded()
  await shoot("events-page", [page.getByRole("heading", { name: "Coming up" }), event], [event])

  // The last artwork page (new artwork joins the end of the list): the row that holds the new picture.
  await open(listPagePath(PAGES.artwork.path, Math.ceil(entriesIn(project, artwork) / ARTWORK_PAGE_SIZE)))
  const figures = page.locator("main figure")
  const figure = figures.filter({ hasText: ARTWORK.title }).first()
  await figure.scrollIntoViewIfNeeded()
  await shoot("artwork-page", await rowOf(figure, figures))
}

/** Writes the pictures into the guide's folder, each small, and takes away any picture no longer listed. */
async function writePictures(taken: Taken): Promise<void> {
  const folder = path.join(PROJECT_ROOT, GUIDE_IMAGES_DIR)
  fs.mkdirSync(folder, { recursive: true })
  for (const file of fs.readdirSync(folder)) if (!GUIDE_SHOTS.some(shot => `${shot.name}.png` === file)) fs.rmSync(path.join(folder, file))
  for (const { name } of GUIDE_SHOTS) {
    const taken_ = taken.get(name)!
    let png = await sharp(taken_).png({ compressionLevel: 9, adaptiveFiltering: true }).toBuffer()
    if (png.length > PALETTE_ABOVE_BYTES) png = await sharp(taken_).png({ palette: true, quality: 90, effort: 10, compressionLevel: 9 }).toBuffer()
    fs.writeFileSync(path.join(folder, `${name}.png`), png)
    const { width, height } = await sharp(png).metadata()
    console.log(`${GUIDE_IMAGES_DIR}/${name}.png: ${width} × ${height}, ${Math.round(png.length / 1024)} KB`)
  }
}

async function main(): Promise<void> {
  const started = Date.now()
  const seconds = () => `${Math.round((Date.now() - started) / 1000)} s`
  const project = await builtCopyOfProject()
  console.log(`A copy of the project, warm from the clean build, in ${project} (${seconds()})`)
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "guide-screenshots-"))
  let editor: Editor | undefined
  let browser: Browser | undefined
  try {
    const pictures = { news: path.join(scratch, "comet.jpg"), artwork: path.join(scratch, "comet-over-the-clock-tower.jpg") }
    await makeCometPicture(pictures.news, 1500)
    await makeCometPicture(pictures.artwork, 2400)
    editor = await startEditor({ projectRoot: project, proxyPort: await freePort(), editorPort: await freePort() })
    browser = await launchChromium("full")
    const taken: Taken = new Map()
    console.log("The web editor:")
    const context = await browser.newContext({ viewport: GUIDE_VIEWPORT, deviceScaleFactor: 1 })
    const page = await context.newPage()
    page.setDefaultTimeout(60_000)
    await takeEditorShots(page, editor, project, pictures, taken).catch(async (error: unknown) => {
      await page.screenshot({ path: path.join(PROJECT_ROOT, "test-results", "guide-screenshots-failed.png"), fullPage: true })
      throw error
    })
    await context.close()
    await editor.close()
    editor = undefined

    console.log("The live site's drafts:")
    const repository = path.join(scratch, "repository")
    fs.cpSync(path.join(project, "data"), path.join(repository, "data"), { recursive: true })
    commitData(repository, "The site's content")
    editor = await startEditor({ projectRoot: repository, proxyPort: await freePort(), editorPort: await freePort(), drafts: true })
    const draftContext = await browser.newContext({ viewport: GUIDE_VIEWPORT, deviceScaleFactor: 1 })
    const draftPage = await draftContext.newPage()
    draftPage.setDefaultTimeout(60_000)
    await takeDraftShots(draftPage, editor, taken)
    await draftContext.close()
    await editor.close()
    editor = undefined

    console.log(`Building the copy (${seconds()})`)
    const build = await gatsbyBuild(project)
    if (build.status !== 0) throw new Error(`The build of the copy failed:\n${build.output.slice(-3000)}`)
    if (!build.output.includes(`data/news/${SCHEDULED.slug}/post.md: scheduled for`))
      throw new Error(`The build did not name the post dated ${SCHEDULED.date} as scheduled`)
    console.log(`Built in ${Math.round(build.seconds)} s. The built site:`)
    const server = await serveFolder(path.join(project, "public"))
    const site = await openSitePage(browser, server.url, { ...GUIDE_VIEWPORT, reducedMotion: "reduce" })
    try {
      site.page.setDefaultTimeout(60_000)
      await takeSiteShots(site.page, server.url, project, taken)
      if (site.errors.length > 0) throw new Error(`The built pages reported errors:\n${site.errors.join("\n")}`)
    } finally {
      await site.close()
      await server.close()
    }

    const missing = GUIDE_SHOTS.filter(shot => !taken.has(shot.name)).map(shot => shot.name)
    const unlisted = [...taken.keys()].filter(name => !GUIDE_SHOTS.some(shot => shot.name === name))
    if (missing.length > 0 || unlisted.length > 0)
      throw new Error(`Taken but not listed: ${unlisted.join(", ") || "none"}; listed but not taken: ${missing.join(", ") || "none"}`)
    await writePictures(taken)
    console.log(`${GUIDE_SHOTS.length} pictures in ${GUIDE_IMAGES_DIR}/, in ${seconds()}.`)
  } finally {
    await browser?.close()
    await editor?.close()
    removeProjectCopy(project)
    fs.rmSync(scratch, { recursive: true, force: true })
  }
}

if (require.main === module) {
  main().catch(error => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error)
    process.exit(1)
  })
}
