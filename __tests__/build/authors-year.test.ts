/**
 * An author's year on one warm copy of the project: what she adds, changes, renames, moves and
 * takes away, one change at a time, each followed by a warm build as her own machine and the
 * host's build cache run it. Every build passes, or is refused with the content check's message;
 * nothing of what she took away stays in public/ (its page, its files for download, its line in a
 * shared file, its pictures); and with everything put back, the build equals the clean build.
 * What is added, removed or named is read from data/, never written here.
 */
import fs from "node:fs"
import path from "node:path"
import { readClientScriptsManifest } from "gatsby-plugin-islands/node"
import { formatProblem, validateContent } from "gatsby-source-chapterverse/node"
import { ADMIN_PATH } from "../../src/admin/adminApp"
import { GENERATED_FILES_MANIFEST, type GeneratedFile } from "../../src/downloads/generatedFiles"
import { artworkBookPath, characterPath, eventAnchor, newsPostPath, PAGES } from "../../src/routes"
import { editJson, fileDigest, readJson, type Json } from "../../harness/content"
import { builtCopyOfProject, gatsbyBuild, removeProjectCopy } from "../../harness/project-copy"
import { builtFileOf, site } from "../../harness/built-site"
import { filesIn, unreferencedFiles } from "../helpers/publicFiles"

jest.setTimeout(1_800_000)

/** The files of public/ that hold text a visitor, a calendar or a crawler reads. */
const TEXT_FILE = /\.(html|json|xml|ics|txt|webmanifest)$/
// As React writes text into a page.
const asHtmlText = (text: string) => text.replace(/[&<>"']/g, char => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;" })[char] ?? char)

describe("an author's year on one warm copy of the project", () => {
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

  const build = async () => {
    const result = await gatsbyBuild(project)
    expect({ status: result.status, tail: result.status === 0 ? "" : result.output.slice(-3000) }).toEqual({ status: 0, tail: "" })
  }

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

  it("adds an artwork: its picture in the archive, its title on the artwork page", async () => {
    const model = artwork()[0]
    fs.copyFileSync(path.join(data, "artwork", model.image), path.join(data, "artwork", added.image))
    editJson(data, artworkFile, items => items.push({ ...model, slug: added.slug, title: added.title, image: added.image }))
    await build()
    expect(html(PAGES.artwork.path)).toContain(asHtmlText(added.title))
    expect(archiveOfArtwork().some(name => name.endsWith(added.image))).toBe(true)
  })

  it("changes its title", async () => {
    editJson(data, artworkFile, items => (items.find((item: Json) => item.slug === added.slug).title = added.renamedTitle))
    await build()
    expect(html(PAGES.artwork.path)).toContain(asHtmlText(added.renamedTitle))
    expect(filesHolding(added.title)).toEqual([])
  })

  it("renames its picture: the archive holds the new name alone, and nothing is left of the old", async () => {
    const renamed = "a-drawing-by-a-young-reader.jpg"
    fs.renameSync(path.join(data, "artwork", added.image), path.join(data, "artwork", renamed))
    editJson(data, artworkFile, items => (items.find((item: Json) => item.slug === added.slug).image = renamed))
    await build()
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

  it("removes a news post: its page, its line in the list and in the feed", async () => {
    const [slug] = fs.readdirSync(path.join(data, "news")).sort()
    const post = fs.readFileSync(path.join(data, "news", slug, "post.md"), "utf8")
    const title = post.match(/^title:\s*"?(.+?)"?\s*$/m)?.[1]
    if (!title) throw new Error(`data/news/${slug}/post.md has no title line`)
    expect(pageExists(newsPostPath(slug))).toBe(true)
    fs.rmSync(path.join(data, "news", slug), { recursive: true })
    await build()
    expect(pageExists(newsPostPath(slug))).toBe(false)
    nothingLeftOf(`the news post "${slug}"`, title)
  })

  it("removes an event: from the events page, its own calendar file and the calendar families subscribe to", async () => {
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
    await build()
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

  it("puts everything back: the build equals the clean build, file for file", async () => {
    fs.rmSync(data, { recursive: true })
    fs.cpSync(original, data, { recursive: true })
    await build()
    const now = publicDigests()
    const differing = [...new Set([...cleanBuild.keys(), ...now.keys()])].filter(file => cleanBuild.get(file) !== now.get(file)).sort()
    expect(differing).toEqual([])
  })
})
