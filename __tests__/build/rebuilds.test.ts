/**
 * Warm builds of one copy of the project, as the author's own machine and the host's build cache
 * run them: an author's year, one change of hers a build (she adds, changes, renames, moves and
 * takes away), with a developer's changes to the code riding along on some of them. Every build
 * passes, or is refused with the content check's message; nothing of what she took away stays in
 * public/ (its page, its files for download, its line in a shared file, its pictures); a change to
 * the theme, a stylesheet or the browser code reaches every page; a change to data/ renders again
 * only the pages that show it; a news post dated after the build's day is in no file of public/
 * until its day; each file of data/ is read once and left as it was; a page that
 * cannot render stops the build naming it; and with everything put back, the build equals the
 * clean build, file for file. What is added, removed or named is read from data/, never written here.
 */
import crypto from "node:crypto"
import fs from "node:fs"
import path from "node:path"
import zlib from "node:zlib"
import { ISLAND_LOADER_FILE, readClientScriptsManifest } from "gatsby-plugin-islands/node"
import { formatProblem, validateContent } from "gatsby-source-chapterverse/node"
import { ADMIN_PATH } from "../../src/admin/adminApp"
import { GENERATED_FILES_MANIFEST, type GeneratedFile } from "../../src/downloads/generatedFiles"
import { artworkBookPath, characterPath, eventAnchor, newsPostPath, PAGES } from "../../src/routes"
import { editJson, fileDigest, PROJECT_ROOT, readJson, redateNewsPost, SITE_ROOT, type Json } from "../../harness/content"
import { builtCopyOfProject, gatsbyBuild, removeProjectCopy } from "../../harness/project-copy"
import { ARTWORK_PAGE_SIZE, listPagePath } from "../../src/lists/pagination"
import { builtFileOf, site } from "../../harness/built-site"
import { filesIn, unreferencedFiles } from "../helpers/publicFiles"

jest.setTimeout(1_800_000)

/** The files of public/ that hold text a visitor, a calendar or a crawler reads. */
const TEXT_FILE = /\.(html|json|xml|ics|txt|webmanifest)$/
// As React writes text into a page.
const asHtmlText = (text: string) => text.replace(/[&<>"']/g, char => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;" })[char] ?? char)

describe("warm builds of one copy of the project: an author's year, with a developer's changes on the way", () => {
  let project: string
  let data: string
  let original: string
  let cleanBuild: Map<string, string>
  beforeAll(async () => {
    project = await builtCopyOfProject()
    data = path.join(project, "data")
    original = fs.mkdtempSync(path.join(path.dirname(project), "authors-year-data-"))
    fs.cpSync(data, original, { recursive: true })
    cleanBuild = publicDigests()
  })
  afterAll(() => {
    if (project) removeProjectCopy(project)
    if (original) fs.rmSync(original, { recursive: true, force: true })
  })

  const publicDir = () => path.join(project, "public")
  const html = (route: string) => fs.readFileSync(path.join(publicDir(), builtFileOf(route)), "utf8")
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

  /** What a warm build leaves that nothing refers to: a page, a download or a picture of what was taken away. */
  const unreferenced = () => {
    const { islands, lazy } = readClientScriptsManifest(project)
    const loadsLater = new Map(Object.entries(islands).map(([name, files]) => [files[files.length - 1], lazy[name] ?? []]))
    const roots = ["/", "/_headers", "/_redirects", "/staticwebapp.config.json", "/robots.txt", "/404.html", "/sitemap-index.xml", "/manifest.webmanifest"]
    const favicons = fs
      .readdirSync(publicDir())
      .filter(name => name.startsWith("favicon"))
      .map(name => `/${name}`)
    return unreferencedFiles(publicDir(), { siteUrl: site.siteUrl, roots: [...roots, ...favicons, `${ADMIN_PATH}/`], loadsLater })
  }
  /** The text files of public/ that still hold `text` (a removed entry's title), as a page or a calendar writes it. */
  const filesHolding = (text: string) =>
    filesIn(publicDir())
      .filter(file => TEXT_FILE.test(file) && !file.startsWith(`${ADMIN_PATH.slice(1)}/`))
      .filter(file => {
        const content = fs.readFileSync(path.join(publicDir(), file), "utf8")
        return content.includes(text) || content.includes(asHtmlText(text))
      })
  const nothingLeftOf = (what: string, title: string) => {
    expect({ what, holding: filesHolding(title) }).toEqual({ what, holding: [] })
    expect({ what, unreferenced: unreferenced() }).toEqual({ what, unreferenced: [] })
  }

  const artworkFile = "artwork/artwork.json"
  const artwork = () => readJson(data, artworkFile) as Json[]
  const books = () =>
    fs
      .readdirSync(path.join(data, "books"))
      .map(slug => readJson(data, `books/${slug}/book.json`))
      .sort((a, b) => a.number - b.number)
  const added = {
    slug: "a-drawing-from-a-reader",
    title: "A Drawing from a Reader",
    renamedTitle: "A Drawing from a Young Reader",
    image: "a-drawing-from-a-reader.jpg",
  }

  // The build traces every read of data/ (harness/trace-data-reads.cjs). The content plugin's loader
  // reads data/ once a build, site.json too: gatsby-config.ts reads none of it (the manifest, the
  // sitemap and the page script take the settings from the checked content). Nothing writes into
  // data/: a file saved with a byte-order mark keeps it.
  it("adds an artwork: its picture in the archive, its title on the artwork page; each file of data/ read once and left as it was", async () => {
    const model = artwork()[0]
    fs.copyFileSync(path.join(data, "artwork", model.image), path.join(data, "artwork", added.image))
    editJson(data, artworkFile, items => items.push({ ...model, slug: added.slug, title: added.title, image: added.image }))
    const saved = path.join(data, "videos/videos.json")
    fs.writeFileSync(saved, Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), fs.readFileSync(saved)]))
    const dataBefore = dataDigests()
    const trace = path.join(project, "data-reads.jsonl")
    fs.rmSync(trace, { force: true })
    const dataDir = data + path.sep
    const { output } = await build({
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ""} --require ${path.join(PROJECT_ROOT, "harness/trace-data-reads.cjs")}`,
      TRACE_DATA_DIR: dataDir,
      TRACE_DATA_OUT: trace,
    })
    // Added last, it is on the artwork list's last page (src/lists/pagination.ts).
    const lastArtworkPage = listPagePath(PAGES.artwork.path, Math.ceil(artwork().length / ARTWORK_PAGE_SIZE))
    expect(html(lastArtworkPage)).toContain(asHtmlText(added.title))
    expect(archiveOfArtwork().some(name => name.endsWith(added.image))).toBe(true)

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
    expect(contentFiles).toEqual(expect.arrayContaining(["videos/videos.json", "site/site.json", artworkFile]))
    expect(contentFiles).toEqual(expect.arrayContaining(books().flatMap(book => (book.firstChapter ? [`books/${book.slug}/${book.firstChapter.file}`] : []))))
    expect(contentFiles.map(file => ({ file, reads: reads.filter(read => read === file).length }))).toEqual(contentFiles.map(file => ({ file, reads: 1 })))
  })

  // The events page is rendered by every build: which events are past is decided at the build's time.
  // The home page and the books' pages show the build's day: past midnight since the last build, they
  // are rendered again for it, so a build without the change comes first. The build's environment
  // has a variable the last one's had not, as a new CI runner's has: the server render stays cached.
  it("changes its title: only the artwork's pages are rendered again (and the events page), in an environment with a new variable", async () => {
    if (lastBuiltOn !== today()) await build()
    const showing = [...htmlFiles().keys()].filter(page => fs.readFileSync(path.join(publicDir(), page), "utf8").includes(asHtmlText(added.title))).sort()
    expect(showing).toContain(builtFileOf(listPagePath(PAGES.artwork.path, Math.ceil(artwork().length / ARTWORK_PAGE_SIZE))))
    editJson(data, artworkFile, items => (items.find((item: Json) => item.slug === added.slug).title = added.renamedTitle))
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
  it("renames its picture: the archive holds the new name alone, nothing is left of the old; the theme's colours reach every page", async () => {
    const renamed = "a-drawing-by-a-young-reader.jpg"
    fs.renameSync(path.join(data, "artwork", added.image), path.join(data, "artwork", renamed))
    editJson(data, artworkFile, items => (items.find((item: Json) => item.slug === added.slug).image = renamed))
    edit("src/theme.ts", 'ink: "#1d1840",', 'ink: "#1d1841",')
    await build()
    for (const page of EVERY_KIND_OF_PAGE) {
      expect({ page, updated: fs.readFileSync(path.join(publicDir(), page), "utf8").includes("--color-ink:#1d1841;") }).toEqual({ page, updated: true })
    }
    expect(archiveOfArtwork().filter(name => name.endsWith(added.image) || name.endsWith(renamed))).toEqual([expect.stringMatching(renamed)])
    expect(unreferenced()).toEqual([])
    added.image = renamed
  })

  it("removes it, its picture too: nothing of it is left in public/", async () => {
    editJson(data, artworkFile, items =>
      items.splice(
        items.findIndex((item: Json) => item.slug === added.slug),
        1,
      ),
    )
    fs.rmSync(path.join(data, "artwork", added.image))
    await build()
    expect(archiveOfArtwork().filter(name => name.endsWith(added.image))).toEqual([])
    nothingLeftOf("the added artwork", added.renamedTitle)
  })

  /** The search index's records (Pagefind's fragments: gzip, then its signature and a page's JSON) that hold `text`, by page. */
  const searchRecordsHolding = (text: string) => {
    const fragments = path.join(publicDir(), "pagefind", "fragment")
    return fs
      .readdirSync(fragments)
      .map(file => zlib.gunzipSync(fs.readFileSync(path.join(fragments, file))).toString("utf8"))
      .filter(record => record.includes(text))
      .map(record => record.slice(0, 120))
  }

  // The spec's decisions: a post dated after the build's day is on no page, list, feed, sitemap or
  // index until the first build on or after its date. The build's day is UTC's, as Gatsby's buildTime.
  it("removes a news post, and dates another a week after the build's day: nothing of either in public/ (page, lists, feed, sitemap, search index); a stylesheet's change reaches every page", async () => {
    // Two posts the clean build shows (data/ may hold one already scheduled).
    const [slug, scheduled] = fs
      .readdirSync(path.join(data, "news"))
      .sort()
      .filter(post => pageExists(newsPostPath(post)))
    if (!scheduled) throw new Error("data/news/ has fewer than two posts on the site: one to remove and one to schedule")
    const titleOf = (post: string) => {
      const title = fs.readFileSync(path.join(data, "news", post, "post.md"), "utf8").match(/^title:\s*"?(.+?)"?\s*$/m)?.[1]
      if (!title) throw new Error(`data/news/${post}/post.md has no title line`)
      return title
    }
    const [title, scheduledTitle] = [titleOf(slug), titleOf(scheduled)]
    expect(searchRecordsHolding(scheduledTitle)).not.toEqual([])
    fs.rmSync(path.join(data, "news", slug), { recursive: true })
    const nextWeek = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10)
    redateNewsPost(data, scheduled, nextWeek)
    edit("src/styles/global.css", "--radius: 1rem;", "--radius: 1.0625rem;")
    const rebuilt = await build()
    expect(rebuilt.output).not.toContain("There are no new or changed html files to build")
    expect(rebuilt.output).toContain(`data/news/${scheduled}/post.md: scheduled for `)
    for (const page of EVERY_KIND_OF_PAGE) {
      expect({ page, updated: fs.readFileSync(path.join(publicDir(), page), "utf8").includes("--radius:1.0625rem") }).toEqual({ page, updated: true })
    }
    expect(pageExists(newsPostPath(slug))).toBe(false)
    nothingLeftOf(`the news post "${slug}"`, title)
    expect(pageExists(newsPostPath(scheduled))).toBe(false)
    nothingLeftOf(`the news post "${scheduled}", scheduled for ${nextWeek}`, scheduledTitle)
    expect({ scheduled, holding: filesHolding(newsPostPath(scheduled)) }).toEqual({ scheduled, holding: [] })
    expect({ scheduled, searchRecords: [...searchRecordsHolding(scheduledTitle), ...searchRecordsHolding(newsPostPath(scheduled))] }).toEqual({
      scheduled,
      searchRecords: [],
    })
  })

  it("removes an event: from the events page, its own calendar file and the calendar families subscribe to; the browser code's change reaches every page", async () => {
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
      const named = [...fs.readFileSync(path.join(publicDir(), page), "utf8").matchAll(/"(\/islands\/[^"]+\.js)"/g)].map(match => match[1])
      expect(named.length).toBeGreaterThan(0)
      expect({ page, missing: named.filter(file => !fs.existsSync(path.join(publicDir(), file))) }).toEqual({ page, missing: [] })
    }
    expect(html(PAGES.events.path)).not.toContain(`id="${eventAnchor(event.slug)}"`)
    expect(downloads().filter(file => file.slug.endsWith(event.slug))).toEqual([])
    nothingLeftOf(`the event "${event.slug}"`, event.title)
  })

  /** The pages of what a refused change would have removed, put back for the next build. */
  const putBack: string[] = []

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

  it("removes a character nothing else names: the character's page goes", async () => {
    const character = characters().find(candidate => !candidate.named)
    if (!character) throw new Error("Every character of the books is named by another file of data/")
    expect(pageExists(characterPath(character.slug))).toBe(true)
    removeCharacter(character.book, character.slug)
    await build()
    expect(pageExists(characterPath(character.slug))).toBe(false)
    // Its name may stay in the books' text; what links to its page may not.
    nothingLeftOf(`the character "${character.slug}"`, `"${characterPath(character.slug)}"`)
  })

  // Put back once refused: the next build, which makes the next change, shows the character's page again.
  it("refuses to remove a character another file names, with the check's message", async () => {
    const character = characters().find(candidate => candidate.named)
    if (!character) throw new Error("No character of the books is named by another file of data/")
    const book = fs.readFileSync(path.join(data, "books", character.book, "book.json"))
    const picture = path.join(data, "books", character.book, character.image)
    const portrait = fs.readFileSync(picture)
    removeCharacter(character.book, character.slug)
    const problems = validateContent(data)
    expect(problems.length).toBeGreaterThan(0)
    const refused = await gatsbyBuild(project)
    expect(refused.status).not.toBe(0)
    for (const problem of problems) expect(refused.output).toContain(formatProblem(problem))
    fs.writeFileSync(path.join(data, "books", character.book, "book.json"), book)
    fs.writeFileSync(picture, portrait)
    putBack.push(characterPath(character.slug))
  })

  it("moves an artwork to another book: its filter page changes with it", async () => {
    const [first, second] = books()
    const moved = artwork().find(item => item.books?.length === 1 && item.books[0] === first.slug)
    if (!moved) throw new Error(`No artwork belongs to ${first.slug} alone`)
    editJson(data, artworkFile, items => (items.find((item: Json) => item.slug === moved.slug).books = [second.slug]))
    await build()
    for (const route of putBack) expect({ route, built: pageExists(route) }).toEqual({ route, built: true })
    expect(html(artworkBookPath(second.slug))).toContain(asHtmlText(moved.title))
    expect(html(artworkBookPath(first.slug))).not.toContain(asHtmlText(moved.title))
    expect(unreferenced()).toEqual([])
  })

  it("removes a product from the shop", async () => {
    const product = readJson(data, "shop/merchandise.json").at(-1)
    editJson(data, "shop/merchandise.json", items => items.pop())
    fs.rmSync(path.join(data, "shop", product.image))
    await build()
    nothingLeftOf(`the product "${product.slug}"`, product.name)
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

  it("puts everything back, data/ and the code: the build equals the clean build, file for file", async () => {
    fs.rmSync(data, { recursive: true })
    fs.cpSync(original, data, { recursive: true })
    for (const file of ["src/theme.ts", "src/styles/global.css", "src/browser/sharedPageScript.ts", ISLAND_LOADER_FILE])
      fs.copyFileSync(path.join(SITE_ROOT, file), path.join(project, file))
    await build()
    const now = publicDigests()
    const differing = [...new Set([...cleanBuild.keys(), ...now.keys()])].filter(file => cleanBuild.get(file) !== now.get(file)).sort()
    expect(differing).toEqual([])
  })
})
