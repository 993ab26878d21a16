/**
 * @jest-environment node
 */
/**
 * Every address an entry has had keeps answering (src/addresses/): a throwaway git repository
 * holding data/'s books and news posts, changed as the web editor changes them (a slug edited in
 * the same file, a post's folder deleted), then read back as the build reads it.
 */
import { execFileSync } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { NewsPost, collections, parseFrontMatter } from "gatsby-source-chapterverse"
import { contentHistory } from "../../src/addresses/contentHistory"
import { bookEntries, newsPostEntries, todaysEntries } from "../../src/addresses/addressedEntries"
import { earlierAddresses } from "../../src/addresses/earlierAddresses"
import { addressChanges } from "../../src/addresses/addressChanges"
import { checkedContent, DATA_DIR, editJson, editNewsPost, readJson } from "../../harness/content"
import { artworkCharacterPath, bookPath, characterPath, firstChapterPath, newsPostPath, PAGES } from "../../src/routes"

const git = (cwd: string, ...args: string[]) =>
  execFileSync("git", ["-c", "user.name=Author", "-c", "user.email=author@example.org", ...args], { cwd, encoding: "utf8" })
const newsFolder = collections.find(collection => collection.type === NewsPost)!.file.split("/")[0]

let repo: string
let data: string
beforeEach(() => {
  repo = fs.mkdtempSync(path.join(os.tmpdir(), "earlier-addresses-"))
  data = path.join(repo, "data")
  // Only the files with addresses: the history reads nothing else.
  for (const file of [...fs.globSync("books/*/book.json", { cwd: DATA_DIR }), ...fs.globSync(`${newsFolder}/*/post.md`, { cwd: DATA_DIR })]) {
    fs.mkdirSync(path.dirname(path.join(data, file)), { recursive: true })
    fs.copyFileSync(path.join(DATA_DIR, file), path.join(data, file))
  }
  git(repo, "init", "-q", "-b", "main")
  git(repo, "add", ".")
  git(repo, "commit", "-q", "-m", "The site as published")
})
afterEach(() => fs.rmSync(repo, { recursive: true, force: true }))

const posts = () => fs.readdirSync(path.join(data, newsFolder)).sort()
const slugOf = (folder: string) =>
  (parseFrontMatter(fs.readFileSync(path.join(data, newsFolder, folder, "post.md"), "utf8")) as { fields: { slug: string } }).fields.slug
const titleOf = (folder: string) =>
  (parseFrontMatter(fs.readFileSync(path.join(data, newsFolder, folder, "post.md"), "utf8")) as { fields: { title: string } }).fields.title

/** Today's entries of a data/ folder, read from its books' and posts' files (the fixture is not a whole data/ for the check). */
const entriesOfFiles = (dataDir: string) => [
  ...fs
    .globSync("books/*/book.json", { cwd: dataDir })
    .sort()
    .flatMap(file => bookEntries(file, JSON.parse(fs.readFileSync(path.join(dataDir, file), "utf8")) as object)),
  ...fs
    .globSync(`${newsFolder}/*/post.md`, { cwd: dataDir })
    .sort()
    .flatMap(file => newsPostEntries(file, (parseFrontMatter(fs.readFileSync(path.join(dataDir, file), "utf8")) as { fields: object }).fields)),
]

/** The build's answer: each page of today's entries is a page, so are the fixed pages. */
function answers() {
  const history = contentHistory(data)
  if (!history.known) throw new Error(history.why)
  const today = entriesOfFiles(data)
  const pages = new Set(today.flatMap(entry => entry.paths.slice(0, entry.ownPages)))
  return earlierAddresses(history.versions, today, address => pages.has(address))
}

// The build and the check take today's entries from the content they checked, not from data/'s files again.
it("reads today's entries from the checked content: each book, character and news post of data/, by its file", () => {
  const today = todaysEntries(checkedContent, DATA_DIR)
  expect(today).toEqual(expect.arrayContaining(entriesOfFiles(DATA_DIR)))
  expect(today).toHaveLength(entriesOfFiles(DATA_DIR).length)
})

describe("the addresses an entry has had", () => {
  it("leads a renamed post's and a renamed book's earlier addresses to their new ones, and a removed post's says it has gone", () => {
    const [renamed, removed] = posts()
    const oldSlug = slugOf(renamed)
    const removedSlug = slugOf(removed)
    const removedTitle = titleOf(removed)
    const [bookFolder] = fs.readdirSync(path.join(data, "books")).sort()
    const book = readJson(data, `books/${bookFolder}/book.json`)
    expect(answers()).toEqual({ moved: [], gone: [] })

    // As the web editor saves them: the slug changed in the same file, the folder deleted.
    editNewsPost(data, renamed, markdown => markdown.replace(/^slug:.*$/m, `slug: ${oldSlug}-renamed`))
    editJson(data, `books/${bookFolder}/book.json`, entry => (entry.slug = `${book.slug}-renamed`))
    fs.rmSync(path.join(data, newsFolder, removed), { recursive: true })
    git(repo, "commit", "-q", "-am", "Renamed and removed")
    // And renamed once more: both earlier addresses lead straight to the last.
    editNewsPost(data, renamed, markdown => markdown.replace(/^slug:.*$/m, `slug: ${oldSlug}-again`))
    git(repo, "commit", "-q", "-am", "Renamed again")

    const { moved, gone } = answers()
    expect(moved).toEqual(
      expect.arrayContaining([
        { from: newsPostPath(oldSlug), to: newsPostPath(`${oldSlug}-again`), title: expect.any(String) },
        { from: newsPostPath(`${oldSlug}-renamed`), to: newsPostPath(`${oldSlug}-again`), title: expect.any(String) },
        { from: bookPath(book.slug), to: bookPath(`${book.slug}-renamed`), title: `${book.label}: ${book.title}` },
        ...(book.firstChapter
          ? [{ from: firstChapterPath(book.slug), to: firstChapterPath(`${book.slug}-renamed`), title: `${book.label}: ${book.title}` }]
          : []),
      ]),
    )
    // The oldest address first: the news feed takes a post's first address for its entry's id.
    expect(moved.findIndex(move => move.from === newsPostPath(oldSlug))).toBeLessThan(moved.findIndex(move => move.from === newsPostPath(`${oldSlug}-renamed`)))
    expect(gone).toEqual([{ path: newsPostPath(removedSlug), title: removedTitle, list: { path: PAGES.news.path, title: PAGES.news.title } }])
  })

  it("leads a character's earlier address to their new one when their slug changes in the books' lists", () => {
    const folders = fs.readdirSync(path.join(data, "books")).sort()
    const listing = (folder: string) => (readJson(data, `books/${folder}/book.json`).characters ?? []) as Array<{ slug: string; name: string }>
    const [character] = folders.flatMap(listing)
    // A character of several books is renamed in each, as one slug is one character's page.
    for (const folder of folders.filter(folder => listing(folder).some(other => other.slug === character.slug)))
      editJson(data, `books/${folder}/book.json`, entry => {
        for (const other of entry.characters) if (other.slug === character.slug) other.slug = `${character.slug}-renamed`
      })
    // Their artwork filter's old address leads to their page where the build has no filter page under the new slug (none here).
    const { moved, gone } = answers()
    expect(gone).toEqual([])
    expect(moved).toHaveLength(2)
    expect(moved).toEqual(
      expect.arrayContaining([
        { from: characterPath(character.slug), to: characterPath(`${character.slug}-renamed`), title: character.name },
        { from: artworkCharacterPath(character.slug), to: characterPath(`${character.slug}-renamed`), title: character.name },
      ]),
    )
  })

  it("reads what is not committed yet as today's, and an address used again by another entry answers for that one", () => {
    const [first, second] = posts()
    const [firstSlug, secondSlug] = [slugOf(first), slugOf(second)]
    fs.rmSync(path.join(data, newsFolder, first), { recursive: true })
    git(repo, "commit", "-q", "-am", "Removed")
    // Not committed: the second post takes the first's address.
    editNewsPost(data, second, markdown => markdown.replace(/^slug:.*$/m, `slug: ${firstSlug}`))
    expect(answers()).toEqual({ moved: [{ from: newsPostPath(secondSlug), to: newsPostPath(firstSlug), title: titleOf(second) }], gone: [] })
  })

  it("names, for npm run check, what a change not yet published moves or takes away, compared with the published commit", () => {
    const [renamed, removed] = posts()
    const [oldSlug, removedSlug, removedTitle] = [slugOf(renamed), slugOf(removed), titleOf(removed)]
    const published = git(repo, "rev-parse", "HEAD").trim()
    const isPage = (address: string) => entriesOfFiles(data).some(entry => entry.paths.slice(0, entry.ownPages).includes(address))
    expect(addressChanges(data, entriesOfFiles(data), isPage, published)).toEqual([])
    editNewsPost(data, renamed, markdown => markdown.replace(/^slug:.*$/m, `slug: ${oldSlug}-renamed`))
    fs.rmSync(path.join(data, newsFolder, removed), { recursive: true })
    // A draft's commit on top: still compared with the published one.
    git(repo, "commit", "-q", "-am", "A draft")
    const said = addressChanges(data, entriesOfFiles(data), isPage, published)
    expect(said[0]).toContain(`commit ${published.slice(0, 7)}`)
    expect(said.slice(1)).toEqual([
      `  ${newsPostPath(oldSlug)} will lead on to ${newsPostPath(`${oldSlug}-renamed`)}, the new address of "${titleOf(renamed)}".`,
      `  ${newsPostPath(removedSlug)} will show a page saying "${removedTitle}" has gone, with a link to ${PAGES.news.title} (${PAGES.news.path}).`,
    ])
  })

  it("says why it cannot know the earlier addresses outside git, or in a clone without the history", () => {
    const outside = fs.mkdtempSync(path.join(os.tmpdir(), "no-git-"))
    try {
      expect(contentHistory(outside)).toEqual({ known: false, why: expect.stringContaining("not in a git repository"), fix: expect.any(String) })
    } finally {
      fs.rmSync(outside, { recursive: true, force: true })
    }
    git(repo, "commit", "-q", "--allow-empty", "-m", "A second commit")
    const shallow = fs.mkdtempSync(path.join(os.tmpdir(), "shallow-"))
    try {
      git(shallow, "clone", "-q", "--depth", "1", `file://${repo}`, "site")
      expect(contentHistory(path.join(shallow, "site", "data"))).toEqual({
        known: false,
        why: expect.stringContaining("only its latest commits"),
        fix: expect.stringContaining("fetch-depth: 0"),
      })
    } finally {
      fs.rmSync(shallow, { recursive: true, force: true })
    }
  })
})
