/**
 * An author's year on one warm copy of the project, as her own machine and the host's build cache
 * run it: one change of hers a build, most of them made in the web editor (`npm run admin`, driven
 * in Chromium), with a developer's changes to the code riding along on some builds, and at the end
 * a developer following docs/add-a-collection.md.
 *
 * The editor saves what she adds as she would have written it by hand; every build passes; nothing
 * of what she took away stays in public/ (its page, its files for download, its line in a shared
 * file, its pictures), but for the page saying it has gone at its address; a renamed post's old
 * address leads on (Cloudflare's runtime answers 301) and its feed id stays; `npm run check` names
 * each change before the build; a change to the theme, a stylesheet or the browser code reaches
 * every page; a change to data/ renders again only the pages that show it; a news post dated after
 * the build's day is in no file of public/; each file of data/ is read once and left as it was; a
 * page that cannot render stops the build naming it; with everything put back, the build equals
 * the clean build, file for file; and the recipe's collection builds, type-checks and is checked.
 * What is added, removed or named is read from data/ (or the recipe), never written here.
 *
 * The copy is a git repository of data/ (commitData), as the live site's is: the build reads the
 * addresses data/ has had from its history (src/addresses/).
 */
import { spawnSync } from "node:child_process"
import crypto from "node:crypto"
import fs from "node:fs"
import path from "node:path"
import zlib from "node:zlib"
import { JSDOM } from "jsdom"
import { ISLAND_LOADER_FILE, readClientScriptsManifest } from "gatsby-plugin-islands/node"
import { collections, NewsPost, parseFrontMatter } from "gatsby-source-chapterverse"
import { formatProblem, validateContent } from "gatsby-source-chapterverse/node"
import { startEditor, type Editor } from "../../scripts/admin"
import { ADMIN_PATH } from "../../src/admin/adminApp"
import { GENERATED_FILES_MANIFEST, type GeneratedFile } from "../../src/downloads/generatedFiles"
import { artworkBookPath, characterPath, eventAnchor, NEWS_FEED_PATH, newsPostPath, PAGES } from "../../src/routes"
import { editJson, fileDigest, PROJECT_ROOT, readJson, SITE_ROOT, type Json } from "../../harness/content"
import { builtCopyOfProject, gatsbyBuild, removeProjectCopy } from "../../harness/project-copy"
import { ARTWORK_PAGE_SIZE, listPagePath } from "../../src/lists/pagination"
import { builtFileOf, site } from "../../harness/built-site"
import { launchChromium } from "../../harness/browser"
import { freePort } from "../../harness/static-server"
import { startHostRuntime } from "../../harness/host-runtimes"
import { filesIn, unreferencedFiles } from "../helpers/publicFiles"
import { applyRecipe, applyStep, recipeSteps } from "../helpers/docRecipe"
import { choosePicture, commitData, fillField, listItemOf, makePicture, openEntry, publishNow, signIn, writePost } from "../../harness/web-editor"

jest.setTimeout(1_800_000)

/** The files of public/ that hold text a visitor, a calendar or a crawler reads. */
const TEXT_FILE = /\.(html|json|xml|ics|txt|webmanifest)$/
// As React writes text into a page.
const asHtmlText = (text: string) => text.replace(/[&<>"']/g, char => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;" })[char] ?? char)
/** `npm run check` in a copy, with the copy's code (a copy for building has no scripts/: beforeAll puts its script there). */
const runCheck = (project: string) =>
  spawnSync(path.join(PROJECT_ROOT, "node_modules/.bin/tsx"), [path.join(project, CHECK_SCRIPT)], { cwd: project, encoding: "utf8" })
const CHECK_SCRIPT = "scripts/check-content.ts"

describe("an author's year on one warm copy of the project, in the web editor, with a developer's changes on the way", () => {
  let project: string
  let data: string
  let original: string
  let cleanBuild: Map<string, string>
  let editor: Editor | undefined
  beforeAll(async () => {
    project = await builtCopyOfProject()
    data = path.join(project, "data")
    original = fs.mkdtempSync(path.join(path.dirname(project), "authors-year-data-"))
    fs.cpSync(data, original, { recursive: true })
    cleanBuild = publicDigests()
    fs.mkdirSync(path.join(project, path.dirname(CHECK_SCRIPT)))
    fs.copyFileSync(path.join(PROJECT_ROOT, CHECK_SCRIPT), path.join(project, CHECK_SCRIPT))
    // The copy as a repository whose last commit is the site as published.
    commitData(project, "The site as published")
    editor = await startEditor({ projectRoot: project, proxyPort: await freePort(), editorPort: await freePort() })
  })
  afterAll(async () => {
    await editor?.close()
    if (project) removeProjectCopy(project)
    if (original) fs.rmSync(original, { recursive: true, force: true })
  })

  const publicDir = () => path.join(project, "public")
  const html = (route: string) => fs.readFileSync(path.join(publicDir(), builtFileOf(route)), "utf8")
  const documentOf = (route: string) => new JSDOM(html(route)).window.document
  const pageExists = (route: string) => fs.existsSync(path.join(publicDir(), builtFileOf(route)))
  const downloads = (): GeneratedFile[] => JSON.parse(fs.readFileSync(path.join(project, GENERATED_FILES_MANIFEST), "utf8")) as GeneratedFile[]
  const archiveOfArtwork = () => downloads().find(file => file.kind === "artwork-archive")?.contents ?? []
  /** Each file of public/ by its SHA-256, the editor's aside (it is copied from a package, not made from data/). */
  function publicDigests(): Map<string, string> {
    return new Map(
      filesIn(publicDir())
        .filter(file => !file.startsWith(`${ADMIN_PATH.slice(1)}/`))
        .map(file => [file, fileDigest(path.join(publicDir(), file))]),
    )
  }

  /** The day, in the machine's time, as Gatsby's `buildTime(formatString: "YYYY-MM-DD")` gives it to the pages that show it. */
  const today = () => new Date().toLocaleDateString("sv")
  let lastBuiltOn: string | undefined
  const build = async (env: Record<string, string> = {}) => {
    lastBuiltOn = today()
    const result = await gatsbyBuild(project, { env })
    expect({ status: result.status, tail: result.status === 0 ? "" : result.output.slice(-3000) }).toEqual({ status: 0, tail: "" })
    return result
  }
  /** A developer's edit to a file of the code, which must hold `from`. */
  const edit = (file: string, from: string, to: string) => {
    const full = path.join(project, file)
    const content = fs.readFileSync(full, "utf8")
    expect(content).toContain(from)
    fs.writeFileSync(full, content.replace(from, to))
  }
  /** The pages the theme, a stylesheet or the browser code reach, each a template of its own or none. */
  const EVERY_KIND_OF_PAGE = ["index.html", "shop.html", "videos.html", "book-one-the-discovery.html", "404.html"]

  /** Each page's HTML file, by its modification time: Gatsby writes only the pages it renders again. */
  const htmlFiles = () =>
    new Map(
      filesIn(publicDir())
        .filter(file => file.endsWith(".html") && !file.startsWith(`${ADMIN_PATH.slice(1)}/`))
        .map(file => [file, fs.statSync(path.join(publicDir(), file)).mtimeMs]),
    )
  /** The pages a build rendered again. A file read or written from a server render makes Gatsby render every page on every build. */
  const renderedAgain = async (env: Record<string, string> = {}): Promise<string[]> => {
    const before = htmlFiles()
    const result = await build(env)
    expect(result.output).not.toContain("Unsafe builtin")
    return [...htmlFiles()]
      .filter(([file, modified]) => before.get(file) !== modified)
      .map(([file]) => file)
      .sort()
  }

  /** Each file of the copy's data/, by its SHA-256. */
  const dataDigests = () =>
    new Map(
      filesIn(data).map(file => [
        file,
        crypto
          .createHash("sha256")
          .update(fs.readFileSync(path.join(data, file)))
          .digest("hex"),
      ]),
    )

  /** The addresses of what was taken away, each a page saying it has gone: old links and bookmarks lead there, no page does. */
  const goneAddresses: string[] = []
  /** What a warm build leaves that nothing refers to: a page, a download or a picture of what was taken away. */
  const unreferenced = () => {
    const { islands, lazy } = readClientScriptsManifest(project)
    const loadsLater = new Map(Object.entries(islands).map(([name, files]) => [files[files.length - 1], lazy[name] ?? []]))
    const roots = ["/", "/_headers", "/_redirects", "/staticwebapp.config.json", "/robots.txt", "/404.html", "/sitemap-index.xml", "/manifest.webmanifest"]
    const favicons = fs
      .readdirSync(publicDir())
      .filter(name => name.startsWith("favicon"))
      .map(name => `/${name}`)
    return unreferencedFiles(publicDir(), { siteUrl: site.siteUrl, roots: [...roots, ...favicons, `${ADMIN_PATH}/`, ...goneAddresses], loadsLater })
  }
  /** The text files of public/ that still hold `text` (a removed entry's title), as a page or a calendar writes it. */
  const filesHolding = (text: string) =>
    filesIn(publicDir())
      .filter(file => TEXT_FILE.test(file) && !file.startsWith(`${ADMIN_PATH.slice(1)}/`))
      .filter(file => {
        const content = fs.readFileSync(path.join(publicDir(), file), "utf8")
        return content.includes(text) || content.includes(asHtmlText(text))
      })
  /**
   * Nothing of what was taken away is left in public/, but its page saying it has gone (whose HTML
   * and query result name it), at `goneAt` for an entry with an address of its own.
   */
  const nothingLeftOf = (what: string, text: string, goneAt?: string) => {
    const gonePage = goneAt ? [builtFileOf(goneAt), `page-data${goneAt}/page-data.json`] : []
    if (goneAt) goneAddresses.push(goneAt)
    expect({ what, holding: filesHolding(text).filter(file => !gonePage.includes(file)) }).toEqual({ what, holding: [] })
    expect({ what, unreferenced: unreferenced() }).toEqual({ what, unreferenced: [] })
    if (goneAt) expect({ what, heading: documentOf(goneAt).querySelector("h1")?.textContent }).toEqual({ what, heading: "This page has gone" })
  }
  /** The search index's records (Pagefind's fragments: gzip, then its signature and a page's JSON) that hold `text`, by page. */
  const searchRecordsHolding = (text: string) => {
    const fragments = path.join(publicDir(), "pagefind", "fragment")
    return fs
      .readdirSync(fragments)
      .map(file => zlib.gunzipSync(fs.readFileSync(path.join(fragments, file))).toString("utf8"))
      .filter(record => record.includes(text))
      .map(record => record.slice(0, 120))
  }

  const artwork = collections.find(collection => collection.name === "Artwork")!
  const news = collections.find(collection => collection.type === NewsPost)!
  const artworkList = () => readJson(data, artwork.file) as Json[]
  const lastArtworkPage = () => listPagePath(PAGES.artwork.path, Math.ceil(artworkList().length / ARTWORK_PAGE_SIZE))
  const books = () =>
    fs
      .readdirSync(path.join(data, "books"))
      .map(folder => readJson(data, `books/${folder}/book.json`))
      .sort((a, b) => a.number - b.number)
  const added = {
    slug: "comet-over-the-clock-tower",
    title: "Comet Over the Clock Tower",
    renamedTitle: "The Comet Above the Clock Tower",
    alt: "A comet with a long tail crosses the sky above the clock tower.",
    books: ["series"],
    image: "comet.jpg",
  }
  const post = {
    slug: "a-comet-is-coming",
    title: "A comet is coming: look up tonight",
    date: "2026-01-15",
    summary: "A new picture of a comet over the clock tower, free to download.",
    alt: "A comet with a long tail crosses a purple sky.",
    text: "Look up tonight, and then download the picture.",
  }

  /** Chromium with the editor signed in at `hash`; the page says yes when the editor asks before it takes an entry away. */
  const inTheEditor = async (hash: string, job: (page: import("playwright-core").Page) => Promise<void>) => {
    const browser = await launchChromium()
    try {
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } })
      await signIn(page, editor!, hash)
      await job(page)
    } finally {
      await browser.close()
    }
  }
  const artworkListHash = `#/collections/${artwork.name}/entries/${artwork.name}`

  // The build traces every read of data/ (harness/trace-data-reads.cjs). The content plugin's loader
  // reads data/ once a build, site.json too: gatsby-config.ts reads none of it (the manifest, the
  // sitemap and the page script take the settings from the checked content). Nothing writes into
  // data/: a file saved with a byte-order mark keeps it.
  it("adds an artwork and a news post with their pictures in the editor, as she would write them by hand; the build shows them, and reads each file of data/ once and leaves it as it was", async () => {
    const before = artworkList()
    const picture = path.join(project, "comet.jpg")
    await makePicture(picture)
    await inTheEditor(artworkListHash, async page => {
      const slugs = page.getByLabel("Slug", { exact: true })
      // The new entry joins the end of the list: add it once the list holds every entry of data/,
      // or an entry added while they load is lost under them.
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
      await page.getByRole("button", { name: `Add ${artwork.name.toLowerCase()}` }).click()
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
      await writePost(page, editor!, news.name, post, picture)
    })

    const saved = artworkList()
    expect(saved).toEqual([...before, { slug: added.slug, title: added.title, alt: added.alt, books: added.books, image: added.image }])
    expect(fs.readFileSync(path.join(data, "artwork", added.image)).equals(fs.readFileSync(picture))).toBe(true)
    // Written as the other data files are: two-space indents and a final line break.
    expect(fs.readFileSync(path.join(data, artwork.file), "utf8")).toBe(`${JSON.stringify(saved, null, 2)}\n`)
    // The post as the author would have written it by hand: its fields, then its text, its picture beside it.
    const postFolder = path.join(data, "news", post.slug)
    expect(fs.readFileSync(path.join(postFolder, "comet.jpg")).equals(fs.readFileSync(picture))).toBe(true)
    expect(parseFrontMatter(fs.readFileSync(path.join(postFolder, "post.md"), "utf8"))).toEqual({
      fields: { slug: post.slug, title: post.title, date: post.date, summary: post.summary, image: "comet.jpg", alt: post.alt },
      body: expect.stringContaining(post.text),
    })
    fs.rmSync(picture)

    // A file saved by hand with a byte-order mark.
    const marked = path.join(data, "videos/videos.json")
    fs.writeFileSync(marked, Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), fs.readFileSync(marked)]))
    const dataBefore = dataDigests()
    const trace = path.join(project, "data-reads.jsonl")
    fs.rmSync(trace, { force: true })
    const dataDir = data + path.sep
    const { output } = await build({
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ""} --require ${path.join(PROJECT_ROOT, "harness/trace-data-reads.cjs")}`,
      TRACE_DATA_DIR: dataDir,
      TRACE_DATA_OUT: trace,
    })
    // Added last, so on the artwork list's last page (src/lists/pagination.ts), with its picture in the archive.
    const figure = Array.from(documentOf(lastArtworkPage()).querySelectorAll("main figure")).find(element => element.textContent?.includes(added.title))
    expect(figure?.querySelector("img")?.getAttribute("alt")).toBe(added.alt)
    expect(figure?.querySelector("a[download]")?.getAttribute("href")).toMatch(/comet\.jpg$/)
    expect(archiveOfArtwork().some(name => name.endsWith(added.image))).toBe(true)
    const card = Array.from(documentOf(PAGES.news.path).querySelectorAll("main article")).find(element => element.textContent?.includes(post.title))
    expect(card?.querySelector("img")?.getAttribute("alt")).toBe(post.alt)
    expect(documentOf(newsPostPath(post.slug)).querySelector("main article")?.textContent).toContain(post.text)

    expect(dataDigests()).toEqual(dataBefore)
    expect(output.match(/Read and checked data\/: no problems/g)).toHaveLength(1)
    const reads = fs
      .readFileSync(trace, "utf8")
      .trim()
      .split("\n")
      .map(line => (JSON.parse(line) as { file: string }).file)
      .map(file => path.relative(dataDir, file).split(path.sep).join("/"))
    // The first chapters too: the book's node holds its chapter as the loader read it.
    const contentFiles = [...dataBefore.keys()].filter(file => /\.(json|md)$/.test(file))
    expect(contentFiles).toEqual(expect.arrayContaining(["videos/videos.json", "site/site.json", artwork.file, `news/${post.slug}/post.md`]))
    expect(contentFiles).toEqual(expect.arrayContaining(books().flatMap(book => (book.firstChapter ? [`books/${book.slug}/${book.firstChapter.file}`] : []))))
    expect(contentFiles.map(file => ({ file, reads: reads.filter(read => read === file).length }))).toEqual(contentFiles.map(file => ({ file, reads: 1 })))
  })

  // The events page is rendered by every build: which events are past is decided at the build's time.
  // The home page and the books' pages show the build's day: past midnight since the last build, they
  // are rendered again for it, so a build without the change comes first. The build's environment
  // has a variable the last one's had not, as a new CI runner's has: the server render stays cached.
  it("changes its title in the editor: only the artwork's pages are rendered again (and the events page), in an environment with a new variable", async () => {
    if (lastBuiltOn !== today()) await build()
    const showing = [...htmlFiles().keys()].filter(page => fs.readFileSync(path.join(publicDir(), page), "utf8").includes(asHtmlText(added.title))).sort()
    expect(showing).toContain(builtFileOf(lastArtworkPage()))
    await inTheEditor(artworkListHash, async page => {
      // Each card starts folded: its first button opens it.
      await listItemOf(page, added.title).locator('[class*="TopBar"]').first().locator("button").first().click()
      await fillField(page, "Title", added.renamedTitle, "last")
      await publishNow(page)
    })
    expect(artworkList().at(-1).title).toBe(added.renamedTitle)
    const rendered = await renderedAgain({ SET_FOR_THIS_BUILD_ONLY: "a new CI runner's variable" })
    expect(rendered).toEqual(expect.arrayContaining(showing))
    // The artwork's pages (its filters' and its further pages) query every artwork's tags, shown or not: a title changed renders them all again.
    const artworkPage = (page: string) => page === builtFileOf(PAGES.artwork.path) || page.startsWith(`${PAGES.artwork.path.slice(1)}/`)
    expect(rendered.filter(page => !showing.includes(page) && !artworkPage(page) && page !== builtFileOf(PAGES.events.path))).toEqual([])
    for (const page of showing) {
      const updated = fs.readFileSync(path.join(publicDir(), page), "utf8").includes(asHtmlText(added.renamedTitle))
      expect({ page, updated }).toEqual({ page, updated: true })
    }
    expect(filesHolding(added.title)).toEqual([])
  })

  // A developer's change to the theme's colours alone (src/theme.ts) rides along: it reaches every
  // page through the server render's own code, whichever pages Gatsby renders for the content.
  it("renames its picture by hand: the archive holds the new name alone, nothing is left of the old; the theme's colours reach every page", async () => {
    const renamed = "a-comet-by-a-young-reader.jpg"
    fs.renameSync(path.join(data, "artwork", added.image), path.join(data, "artwork", renamed))
    editJson(data, artwork.file, items => (items.find((item: Json) => item.slug === added.slug).image = renamed))
    edit("src/theme.ts", 'ink: "#1d1840",', 'ink: "#1d1841",')
    await build()
    for (const page of EVERY_KIND_OF_PAGE) {
      expect({ page, updated: fs.readFileSync(path.join(publicDir(), page), "utf8").includes("--color-ink:#1d1841;") }).toEqual({ page, updated: true })
    }
    expect(archiveOfArtwork().filter(name => name.endsWith(added.image) || name.endsWith(renamed))).toEqual([expect.stringMatching(renamed)])
    expect(unreferenced()).toEqual([])
    added.image = renamed
  })

  // Its picture stays in data/ (the editor takes away the entry only): a warning, published nowhere.
  // The stylesheet's change rides on a build that brings in no template and takes none away: one that
  // does (the first page saying it has gone) changes the server render, and every page is rendered again anyway.
  it("takes it away in the editor, moves another artwork to another book and removes a product from the shop by hand: nothing of either is left in public/, the filter pages change with the move; a stylesheet's change reaches every page", async () => {
    await inTheEditor(artworkListHash, async page => {
      page.on("dialog", dialog => void dialog.accept())
      const item = listItemOf(page, added.renamedTitle)
      await item.waitFor()
      await page.getByRole("button", { name: `Remove ${added.renamedTitle}`, exact: true }).click()
      await item.waitFor({ state: "detached" })
      await publishNow(page)
    })
    expect(artworkList().map(entry => entry.slug)).not.toContain(added.slug)
    expect(fs.existsSync(path.join(data, "artwork", added.image))).toBe(true)
    const [first, second] = books()
    const moved = artworkList().find(item => item.books?.length === 1 && item.books[0] === first.slug)
    if (!moved) throw new Error(`No artwork belongs to ${first.slug} alone`)
    editJson(data, artwork.file, items => (items.find((item: Json) => item.slug === moved.slug).books = [second.slug]))
    const product = readJson(data, "shop/merchandise.json").at(-1)
    editJson(data, "shop/merchandise.json", items => items.pop())
    fs.rmSync(path.join(data, "shop", product.image))
    edit("src/styles/global.css", "--radius: 1rem;", "--radius: 1.0625rem;")
    await build()
    expect(archiveOfArtwork().filter(name => name.endsWith(added.image))).toEqual([])
    nothingLeftOf("the added artwork", added.renamedTitle)
    nothingLeftOf("the added artwork's picture", added.image)
    for (const page of EVERY_KIND_OF_PAGE) {
      expect({ page, updated: fs.readFileSync(path.join(publicDir(), page), "utf8").includes("--radius:1.0625rem") }).toEqual({ page, updated: true })
    }
    expect(html(artworkBookPath(second.slug))).toContain(asHtmlText(moved.title))
    expect(html(artworkBookPath(first.slug))).not.toContain(asHtmlText(moved.title))
    nothingLeftOf(`the product "${product.slug}"`, product.name)
  })

  // The spec's decisions: a post dated after the build's day is on no page, list, feed, sitemap or
  // index until the first build on or after its date. The build's day is UTC's, as Gatsby's buildTime.
  it("renames the new post's address, deletes another and writes one for next week, in the editor; npm run check names each; the build follows, and Cloudflare's runtime answers the old addresses", async () => {
    // The site as published: what the check compares with, and the history the build reads.
    commitData(project, "Published: the artwork and the post")
    const renamed = `${post.slug}-tonight`
    // A post on the site, by its folder (the editor's address for it) and its fields.
    const fieldsOf = (folder: string) =>
      parseFrontMatter(fs.readFileSync(path.join(data, "news", folder, "post.md"), "utf8")) as { fields: { slug: string; title: string } }
    const deleted = fs
      .readdirSync(path.join(data, "news"))
      .sort()
      .find(folder => folder !== post.slug && pageExists(newsPostPath(fieldsOf(folder).fields.slug)))
    if (!deleted) throw new Error("data/news/ has no post on the site but the one the editor added")
    const deletedFields = fieldsOf(deleted)
    const nextWeek = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10)
    const scheduled = { ...post, slug: "a-date-for-the-diary", title: "A date for the diary", date: nextWeek }
    const picture = path.join(project, "diary.jpg")
    await makePicture(picture)
    await inTheEditor(artworkListHash, async page => {
      page.on("dialog", dialog => void dialog.accept())
      // The new post's address: its Slug field, in the same file.
      await openEntry(page, editor!, `#/collections/${news.name}/entries/${post.slug}/post`, post.title)
      await fillField(page, "Slug", renamed)
      await publishNow(page)
      // Another post deleted, with the editor's own button.
      await openEntry(page, editor!, `#/collections/${news.name}/entries/${deleted}/post`, deletedFields.fields.title)
      await page.getByRole("button", { name: /^delete (published )?entry$/i }).click()
      await page.waitForURL(/#\/collections\/[^/]+$/)
      // A post for next week.
      await writePost(page, editor!, news.name, scheduled, picture)
    })
    fs.rmSync(picture)
    expect(fs.existsSync(path.join(data, "news", deleted, "post.md"))).toBe(false)

    // The check passes, and says what the site will do.
    const check = runCheck(project)
    const said = `${check.stdout}${check.stderr}`
    expect({ status: check.status, said }).toEqual({ status: 0, said: expect.stringContaining("ready to build") })
    expect(said).toContain(`Unused pictures (a warning)`)
    expect(said).toContain(`data/artwork/${added.image} has no entry`)
    // The deleted post's picture, which the editor leaves in its folder.
    expect(said).toMatch(new RegExp(`data/news/${deleted}/\\S+ is in a folder without its post\\.md`))
    expect(said).toContain(`${newsPostPath(post.slug)} will lead on to ${newsPostPath(renamed)}`)
    expect(said).toContain(`${newsPostPath(deletedFields.fields.slug)} will show a page saying "${deletedFields.fields.title}" has gone`)
    expect(said).toContain(`data/news/${scheduled.slug}/post.md: scheduled for`)

    const rebuilt = await build()
    expect(rebuilt.output).toContain(`data/news/${scheduled.slug}/post.md: scheduled for `)
    expect(pageExists(newsPostPath(renamed))).toBe(true)
    nothingLeftOf(`the deleted news post "${deleted}"`, deletedFields.fields.title, newsPostPath(deletedFields.fields.slug))
    expect(searchRecordsHolding(deletedFields.fields.title)).toEqual([])
    expect(pageExists(newsPostPath(scheduled.slug))).toBe(false)
    nothingLeftOf(`the news post "${scheduled.slug}", scheduled for ${nextWeek}`, scheduled.title)
    expect({ scheduled, holding: filesHolding(newsPostPath(scheduled.slug)) }).toEqual({ scheduled, holding: [] })
    // The renamed post keeps its feed entry's id, its first address, so feed readers do not announce it again.
    const feed = new JSDOM(fs.readFileSync(path.join(publicDir(), NEWS_FEED_PATH.slice(1)), "utf8"), { contentType: "text/xml" }).window.document
    const entry = Array.from(feed.querySelectorAll("entry")).find(element =>
      element.querySelector("link")?.getAttribute("href")?.endsWith(newsPostPath(renamed)),
    )
    expect(new URL(entry?.querySelector("id")?.textContent ?? "").pathname).toBe(newsPostPath(post.slug))

    const cloudflare = await startHostRuntime("Cloudflare Pages", publicDir())
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
      }).toEqual({ status: 200, heading: "This page has gone", list: true })
    } finally {
      await cloudflare.close()
    }
  })

  /** The characters of the books, each with whether a file of data/ other than its book names it. */
  const characters = () => {
    const texts = filesIn(data)
      .filter(file => /\.(json|md)$/.test(file))
      .map(file => ({ file, text: fs.readFileSync(path.join(data, file), "utf8") }))
    return books().flatMap(book =>
      (book.characters as Json[]).map(character => ({
        book: book.slug as string,
        ...character,
        named: texts.some(({ file, text }) => file !== `books/${book.slug}/book.json` && text.includes(`"${character.slug}"`)),
      })),
    )
  }
  const removeCharacter = (book: string, slug: string) => {
    editJson(data, `books/${book}/book.json`, entry => {
      const character = entry.characters.find((candidate: Json) => candidate.slug === slug)
      entry.characters.splice(entry.characters.indexOf(character), 1)
      fs.rmSync(path.join(data, "books", book, character.image))
    })
  }

  // The check refuses to take away a character another file names (the build runs the same check:
  // __tests__/bad-content/ proves a refusal stops it); one nothing names goes, its address saying so.
  it("removes an event, and a character nothing else names (a character another file names is refused); the browser code's change reaches every page", async () => {
    const named = characters().find(candidate => candidate.named)
    if (!named) throw new Error("No character of the books is named by another file of data/")
    const book = fs.readFileSync(path.join(data, "books", named.book, "book.json"))
    const portrait = path.join(data, "books", named.book, named.image)
    const picture = fs.readFileSync(portrait)
    removeCharacter(named.book, named.slug)
    const problems = validateContent(data)
    expect(problems.length).toBeGreaterThan(0)
    const refused = runCheck(project)
    expect(refused.status).toBe(1)
    for (const problem of problems) expect(refused.stderr).toContain(formatProblem(problem))
    fs.writeFileSync(path.join(data, "books", named.book, "book.json"), book)
    fs.writeFileSync(portrait, picture)

    const character = characters().find(candidate => !candidate.named)
    if (!character) throw new Error("Every character of the books is named by another file of data/")
    expect(pageExists(characterPath(character.slug))).toBe(true)
    removeCharacter(character.book, character.slug)
    const event = (readJson(data, "events/events.json") as Json[]).find(candidate =>
      downloads().some(file => file.format === "ICS" && file.slug.endsWith(candidate.slug)),
    )
    if (!event) throw new Error("No event of data/events/events.json has a calendar file of its own")
    editJson(data, "events/events.json", items =>
      items.splice(
        items.findIndex((item: Json) => item.slug === event.slug),
        1,
      ),
    )
    edit("src/browser/sharedPageScript.ts", 'sessionStorage.getItem(DISMISSED_KEY) === "yes"', 'sessionStorage.getItem(DISMISSED_KEY) === "yes, for this tab"')
    edit(ISLAND_LOADER_FILE, '["pointerdown", "focusin", "keydown"]', '["pointerdown", "focusin", "keydown", "touchstart"]')
    await build()
    for (const page of EVERY_KIND_OF_PAGE) {
      expect({ page, updated: fs.readFileSync(path.join(publicDir(), page), "utf8").includes('"yes, for this tab"') }).toEqual({ page, updated: true })
    }
    expect(html(PAGES.videos.path)).toContain('"keydown","touchstart"')
    for (const page of ["index.html", "videos.html", "music.html", "book-one-the-discovery.html"]) {
      const islands = [...fs.readFileSync(path.join(publicDir(), page), "utf8").matchAll(/"(\/islands\/[^"]+\.js)"/g)].map(match => match[1])
      expect(islands.length).toBeGreaterThan(0)
      expect({ page, missing: islands.filter(file => !fs.existsSync(path.join(publicDir(), file))) }).toEqual({ page, missing: [] })
    }
    // Its name may stay in the books' text; what links to its page may not.
    nothingLeftOf(`the character "${character.slug}"`, `"${characterPath(character.slug)}"`, characterPath(character.slug))
    expect(html(PAGES.events.path)).not.toContain(`id="${eventAnchor(event.slug)}"`)
    expect(downloads().filter(file => file.slug.endsWith(event.slug))).toEqual([])
    nothingLeftOf(`the event "${event.slug}"`, event.title)
    // The refused character's page is still built.
    expect(pageExists(characterPath(named.slug))).toBe(true)
  })

  it("stops, naming the page, when a page cannot render", async () => {
    const broken = path.join(project, "src/pages/broken-on-purpose.tsx")
    fs.writeFileSync(broken, 'export default function BrokenOnPurpose(): JSX.Element {\n  throw new Error("This page fails on purpose")\n}\n')
    const result = await gatsbyBuild(project)
    fs.rmSync(broken)
    expect(result.status).not.toBe(0)
    expect(result.output).toContain("/broken-on-purpose")
    expect(result.output).toContain("This page fails on purpose")
  })

  // Without its history (the clean build's copy has none), as the clean build was made.
  it("puts everything back, data/ and the code: the build equals the clean build, file for file", async () => {
    fs.rmSync(path.join(project, ".git"), { recursive: true, force: true })
    fs.rmSync(data, { recursive: true })
    fs.cpSync(original, data, { recursive: true })
    for (const file of ["src/theme.ts", "src/styles/global.css", "src/browser/sharedPageScript.ts", ISLAND_LOADER_FILE])
      fs.copyFileSync(path.join(SITE_ROOT, file), path.join(project, file))
    await build()
    const now = publicDigests()
    const differing = [...new Set([...cleanBuild.keys(), ...now.keys()])].filter(file => cleanBuild.get(file) !== now.get(file)).sort()
    expect(differing).toEqual([])
  })

  // A developer's year too: docs/add-a-collection.md, followed as written there.
  // What the pages must show is read from the recipe's own steps.
  describe("docs/add-a-collection.md", () => {
    const steps = recipeSteps(path.join(PROJECT_ROOT, "docs/add-a-collection.md"))
    /** The recipe's own values: its collection's file and entries, the list page's address. */
    const dataStep = steps.find(step => step.how === "new" && step.file.startsWith("data/"))
    const listPage = steps.find(step => step.how === "new" && step.file.startsWith("src/pages/"))
    /** The harness is the tests', not the build's: its steps are checked to fit, not built. */
    const forTheTests = (file: string) => file.startsWith("harness/")
    const entries = () => JSON.parse(dataStep!.code) as Array<{ slug: string; title: string; listenUrl: string }>
    const listPath = () => `/${path.basename(listPage!.file, ".tsx")}`

    it("has a new collection's file, its list page, and steps that fit the code as it is; the build makes the list page and a page each, listed in the sitemap and the web editor", async () => {
      expect(dataStep).toBeDefined()
      expect(listPage).toBeDefined()
      expect(entries().length).toBeGreaterThan(1)
      const harnessSteps = steps.filter(step => forTheTests(step.file))
      expect(harnessSteps.length).toBeGreaterThan(0)
      const harness = new Map<string, string>()
      for (const step of harnessSteps)
        harness.set(step.file, applyStep(step, harness.get(step.file) ?? fs.readFileSync(path.join(PROJECT_ROOT, step.file), "utf8")))
      applyRecipe(steps, project, file => !forTheTests(file))

      await build()
      const list = documentOf(listPath())
      const links = [...list.querySelectorAll("main a")].map(link => ({ text: link.textContent, href: link.getAttribute("href") }))
      const sitemap = fs.readFileSync(path.join(publicDir(), "sitemap-0.xml"), "utf8")
      for (const entry of entries()) {
        const route = `${listPath()}/${entry.slug}`
        expect(links).toContainEqual({ text: entry.title, href: route })
        const own = documentOf(route)
        expect(own.querySelector("h1")?.textContent).toBe(entry.title)
        expect(own.querySelector(`main a[href="${entry.listenUrl}"]`)).not.toBeNull()
        expect(sitemap).toContain(`${route}</loc>`)
      }
      const editorConfig = JSON.parse(fs.readFileSync(path.join(publicDir(), ADMIN_PATH, "config.json"), "utf8")) as {
        collections: Array<{ files?: Array<{ file: string }>; folder?: string }>
      }
      expect(JSON.stringify(editorConfig.collections)).toContain(dataStep!.file)
    })

    // Gatsby's build compiles without checking types: the recipe's code must also pass the type check
    // the project's own code passes, with the queries' types the build wrote (src/gatsby-types.d.ts).
    it("type-checks, with the tests' route list as its last step leaves it", () => {
      fs.cpSync(path.join(PROJECT_ROOT, "harness"), path.join(project, "harness"), { recursive: true })
      applyRecipe(steps, project, forTheTests)
      // The project's own settings, over what the copy holds of the code (the plugins' tests read fixtures it has not).
      const config = path.join(project, "tsconfig.recipe.json")
      const include = ["./src/**/*", "./gatsby-*.ts", "./gatsby-*.tsx", "./harness/**/*", "./plugins/*/*.ts", "./plugins/*/*.tsx", "./plugins/*/src/**/*"]
      fs.writeFileSync(config, JSON.stringify({ extends: "./tsconfig.json", include }))
      const typecheck = spawnSync(process.execPath, [path.join(PROJECT_ROOT, "node_modules/@typescript/native/bin/tsc"), "--noEmit", "-p", config], {
        cwd: project,
        encoding: "utf8",
      })
      expect({ status: typecheck.status, output: typecheck.stdout + typecheck.stderr }).toEqual({ status: 0, output: "" })
    })

    // The build runs the same check (__tests__/bad-content/ proves a refusal stops it).
    it("refuses a wrong entry of the new collection in npm run check, naming the file, the entry and the field", () => {
      const file = path.join(project, dataStep!.file)
      const [first, second, ...rest] = entries()
      const { title: _title, ...untitled } = second
      fs.writeFileSync(file, JSON.stringify([first, untitled, ...rest], null, 2))
      const checked = runCheck(project)
      expect(checked.status).toBe(1)
      expect(checked.stderr).toContain(`${dataStep!.file}, entry 2 ("${second.slug}"), field "title"`)
    })
  })
})
