/**
 * @jest-environment node
 */
import fs from "node:fs"
import path from "node:path"
import { checkContent, validateContent } from "../../node"
import { Artwork, collections } from "../../index"
import { bookEntries, copyOfContent, DATA_DIR, editJson, readJson, type Json } from "../../../../harness/content"
import { dataFolderWith } from "../helpers/dataFolder"

/** That validateContent finds one problem in the copy of data/, with these fields among its own. */
const expectOnlyProblem = (data: string, problem: Record<string, unknown>) => expect(validateContent(data)).toEqual([expect.objectContaining(problem)])

describe("validateContent", () => {
  it("accepts the site's own content", () => {
    expect(validateContent(DATA_DIR)).toEqual([])
  })

  it("reports malformed JSON with the file and the line", () => {
    const data = copyOfContent()
    const file = path.join(data, "videos/videos.json")
    // The comma ending the file's first field goes missing: JSON.parse stops on the line after it.
    const lines = fs.readFileSync(file, "utf8").split("\n")
    const withComma = lines.findIndex(line => line.endsWith(","))
    lines[withComma] = lines[withComma].slice(0, -1)
    fs.writeFileSync(file, lines.join("\n"))
    const [problem, ...rest] = validateContent(data)
    expect(rest).toEqual([])
    expect(problem.file).toBe("data/videos/videos.json")
    // What is probably wrong, and where, before what the reader said (without its count of characters).
    expect(problem.problem).toBe(
      `the file is not valid JSON: a comma is probably missing at the end of line ${withComma + 1}, before line ${withComma + 2} (the reader said: Expected ',' or '}' after property value)`,
    )
    expect(problem.problem).not.toMatch(/position/)
    expect(problem.fix).toMatch(/^add the comma/)
  })

  it.each([
    ['[\n  { "a": 1 },\n  { "b": 2 },\n]\n', "a comma is probably left after the last item, at the end of line 3", /^remove that comma/],
    ['[\n  { "a": "one\n" }\n]\n', "a text probably runs onto the next line, or misses its closing double quote, at line 2, column 14", /one line/],
    ['[\n  { "a": "one }\n', "a text probably runs onto the next line, or misses its closing double quote, at line 2, column 16", /double quote/],
    ["[\n  { a: 1 }\n]\n", "a field's name is probably not in double quotes, at line 2, column 5", /"name": value/],
    ['[\n  { "a" 1 }\n]\n', "a colon is probably missing after the field's name, at line 2, column 9", /"name": value/],
    ['[\n  { "a": 1 }\n],\n', "something follows the end of the file's list or object, at line 3, column 2", /remove what comes after/],
    ['[\n  { "a": 1 }\n', "it ends before its last list or object is closed", /add the missing \]/],
  ])("says what is probably wrong in a file that is not JSON, and where: %j", (text, what, fix) => {
    const data = copyOfContent()
    fs.writeFileSync(path.join(data, "videos/videos.json"), text)
    const [problem] = validateContent(data)
    expect(problem.problem).toMatch(new RegExp(`^the file is not valid JSON: ${what.replace(/[()[\]]/g, "\\$&")} \\(the reader said: [^)]`))
    expect(problem.fix).toMatch(fix)
  })

  it("reports only the unreadable file, not the images it would have named", () => {
    const data = copyOfContent()
    const file = path.join(data, "roblox/items.json")
    // A comma after the list, on the file's last line.
    const lastLine = fs.readFileSync(file, "utf8").split("\n").length
    fs.appendFileSync(file, ",")
    expectOnlyProblem(data, {
      file: "data/roblox/items.json",
      problem: expect.stringMatching(new RegExp(`^the file is not valid JSON: something follows the end of the file's list or object, at line ${lastLine},`)),
      // Its pictures' check waits for it, and it says so.
      fix: expect.stringMatching(/; until the file can be read, the checks between it and the other files wait, and run once it is fixed$/),
    })
    // Nor are its pictures, which it may name, warned of as unused.
    expect(checkContent(data).unusedPictures).toEqual([])
  })

  it("places a problem in a list's tenth item or later by the item's name, as it does the first nine", () => {
    const data = copyOfContent()
    const book = bookEntries.find(candidate => candidate.characters.length > 0)
    if (!book) throw new Error("this test needs a book with a character")
    const characters = Array.from({ length: 11 }, (_, i) => ({ ...book.characters[0], slug: `character-${i + 1}`, name: `Character ${i + 1}` }))
    characters[10].slug = "Character Eleven"
    editJson(data, `books/${book.slug}/book.json`, entry => (entry.characters = characters))
    const slugs = validateContent(data).filter(problem => problem.field === "characters[10].slug")
    expect(slugs).toEqual([expect.objectContaining({ place: { items: 'character 11 ("Character Eleven")', field: "slug" } })])
  })

  it("refuses a book's first chapter in another folder", () => {
    const data = copyOfContent()
    // Another book's chapter, as data/ has them today.
    const other = bookEntries.find(book => book.firstChapter)
    const book = bookEntries.find(candidate => candidate.slug !== other?.slug)
    if (!other || !book) throw new Error("this test needs two books, one with a first chapter")
    const chapter = `../${other.slug}/${other.firstChapter.file}`
    editJson(data, `books/${book.slug}/book.json`, entry => (entry.firstChapter = { ...other.firstChapter, file: chapter }))
    expectOnlyProblem(data, { field: "firstChapter.file", problem: `"${chapter}" must be a Markdown file (.md) in the book's folder` })
  })

  it("reports every problem of the files it can read beside one it cannot, leaving out the checks that need that file", () => {
    const data = copyOfContent()
    const [book] = bookEntries
    fs.appendFileSync(path.join(data, `books/${book.slug}/book.json`), ",")
    const [item] = readJson(data, "shop/merchandise.json")
    editJson(data, "shop/merchandise.json", items => (items[0].alt = ""))
    // An event ending before it starts needs no book: reported. A colouring page naming the unreadable book
    // would be "no such book" to a check reading the books: that check waits.
    const [event] = readJson(data, "events/events.json")
    editJson(data, "events/events.json", entries => (entries[0].end = entries[0].start.replace(/T\d\d:\d\d$/, "T00:00")))
    editJson(data, "artwork/colouring/colouring-pages.json", pages => (pages[0].book = book.slug))
    const problems = validateContent(data)
    expect(problems.map(({ file, entry, field }) => [file, entry, field])).toEqual([
      [`data/books/${book.slug}/book.json`, undefined, undefined],
      ["data/shop/merchandise.json", `1 ("${item.slug}")`, "alt"],
      ["data/events/events.json", `1 ("${event.slug}")`, "end"],
    ])
    expect(problems[0].fix).toMatch(/the checks between it and the other files wait, and run once it is fixed$/)
  })

  it("reports a missing required field with the entry and the field", () => {
    const data = copyOfContent()
    const [item] = readJson(data, "shop/merchandise.json")
    editJson(data, "shop/merchandise.json", items => delete items[0].price)
    expectOnlyProblem(data, { file: "data/shop/merchandise.json", entry: `1 ("${item.slug}")`, field: "price", problem: "the field is missing" })
  })

  it("reports a field of the wrong type", () => {
    const data = copyOfContent()
    const [item] = readJson(data, "shop/merchandise.json")
    editJson(data, "shop/merchandise.json", items => (items[0].price = "£39.00"))
    const [problem] = validateContent(data)
    expect(problem).toMatchObject({ file: "data/shop/merchandise.json", entry: `1 ("${item.slug}")`, field: "price" })
    expect(problem.problem).toContain('not "£39.00"')
    expect(problem.fix).toContain("7.99")
  })

  it("reports an image that does not exist", () => {
    const data = copyOfContent()
    const [artwork] = readJson(data, "artwork/artwork.json")
    editJson(data, "artwork/artwork.json", items => (items[0].image = "rexi.jpg"))
    const problems = validateContent(data)
    expect(problems).toContainEqual(
      expect.objectContaining({
        file: "data/artwork/artwork.json",
        entry: `1 ("${artwork.slug}")`,
        field: "image",
        problem: expect.stringContaining('"rexi.jpg" does not exist'),
      }),
    )
  })

  it("reports an image named outside data/, by its entry and field, and leaves it unread", () => {
    const data = copyOfContent()
    const [, artwork] = readJson(data, "artwork/artwork.json")
    editJson(data, "artwork/artwork.json", items => (items[1].image = "../../outside.jpg"))
    expectOnlyProblem(data, {
      file: "data/artwork/artwork.json",
      entry: `2 ("${artwork.slug}")`,
      field: "image",
      problem: '"../../outside.jpg" is outside data/',
      fix: expect.stringContaining("in the folder of this JSON file"),
    })
  })

  it("reports a duplicate slug, naming where it was first used", () => {
    const data = copyOfContent()
    const videos = readJson(data, "videos/videos.json")
    const [first] = videos
    // The author copies the first video to start a new one, and leaves its slug as it was.
    editJson(data, "videos/videos.json", entries => entries.push({ ...first }))
    expectOnlyProblem(data, {
      file: "data/videos/videos.json",
      entry: `${videos.length + 1} ("${first.slug}")`,
      field: "slug",
      problem: expect.stringContaining(`used twice (first in data/videos/videos.json, entry 1 ("${first.slug}"))`),
      fix: "give this entry a different one",
    })
  })

  it("reports a field the model does not know, listing the fields it does", () => {
    const data = copyOfContent()
    const [artwork] = readJson(data, "artwork/artwork.json")
    // A misspelt field beside the real one: the site would ignore it.
    editJson(data, "artwork/artwork.json", items => (items[0].titel = items[0].title))
    expectOnlyProblem(data, {
      file: "data/artwork/artwork.json",
      entry: `1 ("${artwork.slug}")`,
      field: "titel",
      problem: "this field is not known, so the site would ignore it",
      fix: `check its spelling; the fields here are ${Object.keys(Artwork.shape).join(", ")}`,
    })
  })

  it("reports an empty alt text and says what alt text is for", () => {
    const data = copyOfContent()
    const [artwork] = readJson(data, "artwork/artwork.json")
    editJson(data, "artwork/artwork.json", items => (items[0].alt = "  "))
    expectOnlyProblem(data, {
      file: "data/artwork/artwork.json",
      entry: `1 ("${artwork.slug}")`,
      field: "alt",
      problem: "is empty",
      fix: expect.stringContaining("screen readers"),
    })
  })

  it("reports an unknown field, listing the known ones", () => {
    const data = copyOfContent()
    editJson(data, "music/albums.json", albums => (albums[0].titel = "Typo"))
    expectOnlyProblem(data, { file: "data/music/albums.json", field: "titel", fix: expect.stringContaining("slug, title, description") })
  })

  it("reports a JSON file that belongs to no content type, and a missing content file", () => {
    const data = copyOfContent()
    fs.renameSync(path.join(data, "music/albums.json"), path.join(data, "music/album.json"))
    const problems = validateContent(data)
    expect(problems).toContainEqual(
      expect.objectContaining({ file: "data/music/album.json", problem: expect.stringContaining("not part of the site's content") }),
    )
    expect(problems).toContainEqual(expect.objectContaining({ file: "data/music/albums.json", problem: expect.stringContaining("missing") }))
  })

  it("reports every problem at once", () => {
    const data = copyOfContent()
    editJson(data, "artwork/artwork.json", items => {
      items[0].alt = ""
      items[0].title = 7
    })
    editJson(data, "shop/merchandise.json", items => (items[0].url = "http://insecure.example"))
    expect(validateContent(data)).toHaveLength(3)
  })

  it("says what is wrong with each kind of field in the field's own words, naming its file, entry and field", () => {
    const data = copyOfContent()
    const [book] = bookEntries
    const [first, second] = readJson(data, "artwork/artwork.json")
    const [video] = readJson(data, "videos/videos.json")
    const [event] = readJson(data, "events/events.json")
    const [album] = readJson(data, "music/albums.json")
    editJson(data, `books/${book.slug}/book.json`, entry => Object.assign(entry, { number: 0, synopsis: [], readingAge: "8 to 14", pageCount: null }))
    editJson(data, "site/site.json", site => Object.assign(site, { contactEmail: "hello at chapterverse", siteUrl: null }))
    editJson(data, "videos/videos.json", videos => Object.assign(videos[0], { duration: "1:45", isNew: "yes" }))
    editJson(data, "events/events.json", events => Object.assign(events[0], { url: "http://events.example/", timeZone: "Mars/Olympus" }))
    editJson(data, "artwork/artwork.json", artwork => {
      Object.assign(artwork[0], { image: "picture.gif", title: 5 })
      artwork[1].books = "series"
    })
    editJson(data, "music/albums.json", albums => (albums[0].embedUrl = "https://player.example/embed/1"))
    const problems = validateContent(data)
    const artwork = (entry: { slug: string }, index: number) => ({ file: "data/artwork/artwork.json", entry: `${index} ("${entry.slug}")` })
    const bookAt = { file: `data/books/${book.slug}/book.json`, entry: `"${book.slug}"` }
    const list = { problem: "must be a list ([ … ]), not text", fix: "wrap the items in [ and ]" }
    for (const expected of [
      { ...artwork(first, 1), field: "title", problem: "must be text in quotes, not a number", fix: 'write it as "…"' },
      {
        ...artwork(first, 1),
        field: "image",
        problem: expect.stringMatching(/^"picture\.gif" must be a \.jpg or \.jpeg or .* image$/),
        fix: "save it as .jpg",
      },
      { ...artwork(second, 2), field: "books", ...list },
      { ...bookAt, field: "number", problem: "must be at least 1, not 0", fix: "correct the number" },
      { ...bookAt, field: "synopsis", problem: "must have at least 1 item", fix: "add the missing items" },
      { ...bookAt, field: "readingAge", problem: "must be an object ({ … }), not text", fix: 'write it as { "min": …, "max": … }' },
      { ...bookAt, field: "pageCount", problem: "is null", fix: "write a whole number, or leave the field out: it is optional" },
      { file: "data/site/site.json", field: "siteUrl", problem: "the field is missing", fix: "add it: a web address starting with https://" },
      { file: "data/site/site.json", field: "contactEmail", problem: 'must be an e-mail address, not "hello at chapterverse"', fix: expect.any(String) },
      { file: "data/videos/videos.json", entry: `1 ("${video.slug}")`, field: "duration", problem: 'must be a duration written as mm:ss, not "1:45"' },
      { file: "data/videos/videos.json", entry: `1 ("${video.slug}")`, field: "isNew", problem: 'must be true or false, not "yes"' },
      {
        file: "data/events/events.json",
        entry: `1 ("${event.slug}")`,
        field: "url",
        problem: expect.stringContaining('https://, not "http://events.example/"'),
      },
      { file: "data/events/events.json", entry: `1 ("${event.slug}")`, field: "timeZone", problem: expect.stringContaining('not "Mars/Olympus"') },
      {
        file: "data/music/albums.json",
        entry: `1 ("${album.slug}")`,
        field: "embedUrl",
        problem: expect.stringMatching(
          /^is the address of a player this site does not frame: "https:\/\/player\.example\/embed\/1" is on https:\/\/player\.example, /,
        ),
        fix: expect.stringContaining("Share > Embed"),
      },
    ])
      expect(problems).toContainEqual(expect.objectContaining(expected))
  })

  it("names the field of a whole number written as text, or with decimals", () => {
    const data = copyOfContent()
    editJson(data, "site/site.json", site => (site.newsletter.minimumAge = "13"))
    const [item] = readJson(data, "roblox/items.json")
    editJson(data, "roblox/items.json", items => (items[0].priceRobux = 2.5))
    const problems = validateContent(data)
    expect(problems).toContainEqual(
      expect.objectContaining({
        file: "data/site/site.json",
        field: "newsletter.minimumAge",
        problem: 'must be a whole number, not "13"',
        fix: expect.stringContaining("without quotes"),
      }),
    )
    expect(problems).toContainEqual(
      expect.objectContaining({ file: "data/roblox/items.json", entry: `1 ("${item.slug}")`, field: "priceRobux", problem: "must be a whole number, not 2.5" }),
    )
  })
})

describe("validateContent's words for a file, an entry's picture and a field, in a folder of a few files", () => {
  const [artwork] = readJson(DATA_DIR, "artwork/artwork.json")
  /** The problems of the first artwork's picture when it names `image`. */
  const imageProblems = (image: string, more: Record<string, Json> = {}) =>
    validateContent(dataFolderWith({ "artwork/artwork.json": [{ ...artwork, image }], ...more })).filter(
      problem => problem.file === "data/artwork/artwork.json" && problem.field === "image",
    )
  const atImage = { file: "data/artwork/artwork.json", entry: `1 ("${artwork.slug}")`, field: "image" }

  it("names a JSON or Markdown file that is no content file, with the content files its entries could go in", () => {
    const problems = validateContent(dataFolderWith({ "music/album.json": [], "news/a-post/notes.md": "# Notes\n" }))
    const fix = `move its entries into one of the content files (${collections.map(collection => `data/${collection.file}`).join(", ")}) or delete it`
    expect(problems.filter(problem => problem.file === "data/music/album.json" || problem.file === "data/news/a-post/notes.md")).toEqual([
      { file: "data/music/album.json", problem: "this JSON file is not part of the site's content, so nothing would show it", fix },
      { file: "data/news/a-post/notes.md", problem: "this Markdown file is not part of the site's content, so nothing would show it", fix },
    ])
  })

  it("says what each missing content file holds, and how to get it back", () => {
    const problems = validateContent(dataFolderWith({}))
    for (const collection of collections)
      expect(problems).toContainEqual({
        file: `data/${collection.file}`,
        problem: `the file is missing; it holds ${collection.description}`,
        fix: "restore it from the repository (git checkout -- data/) or create it",
      })
  })

  it("reports a picture that names a folder as a picture that does not exist, saying where it looked", () => {
    const data = dataFolderWith({ "artwork/artwork.json": [{ ...artwork, image: "drawings.jpg" }] })
    fs.mkdirSync(path.join(data, "artwork/drawings.jpg"))
    expect(validateContent(data).filter(problem => problem.field === "image")).toEqual([
      {
        ...atImage,
        problem: 'the image "drawings.jpg" does not exist (looked for data/artwork/drawings.jpg)',
        fix: "add the file there, or correct the name (it is case-sensitive)",
      },
    ])
  })

  it("does not take two entries that both lack their slug for one slug used twice", () => {
    const problems = validateContent(dataFolderWith({ "videos/videos.json": [{ title: "One" }, { title: "Two" }] }))
    expect(problems.filter(problem => problem.field === "slug").map(({ entry, problem }) => [entry, problem])).toEqual([
      ["1", "the field is missing"],
      ["2", "the field is missing"],
    ])
  })

  it("warns of a picture no entry names whatever the case of its file name's ending", () => {
    const { unusedPictures } = checkContent(dataFolderWith({ "artwork/artwork.json": [], "artwork/LEFT-BEHIND.JPG": "a picture" }))
    expect(unusedPictures).toEqual([
      {
        file: "data/artwork/artwork.json",
        problem: "the image data/artwork/LEFT-BEHIND.JPG has no entry, so the site does not show or publish it",
        fix: 'add an entry for it with "image": "LEFT-BEHIND.JPG", a title and an alt text, or delete the picture if it is no longer wanted',
      },
    ])
  })

  it("reports one problem a field, the first thing wrong with it, and looks for no file a wrong name names", () => {
    expect(imageProblems("")).toEqual([{ ...atImage, problem: "must name an image file", fix: expect.stringContaining("relative to this JSON file") }])
    expect(imageProblems("picture.gif")).toEqual([{ ...atImage, problem: expect.stringMatching(/^"picture\.gif" must be a \.jpg/), fix: "save it as .jpg" }])
  })
})
