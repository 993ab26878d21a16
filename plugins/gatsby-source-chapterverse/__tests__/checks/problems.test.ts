/**
 * @jest-environment node
 */
import fs from "node:fs"
import path from "node:path"
import { checkContent, formatProblems, formatUnusedPictures, formatWarnings, validateContent } from "../../node"
import { Book, fieldPlace } from "../../index"
import { copyOfContent, editJson, firstBookWith, readJson } from "../../../../harness/content"

describe("fieldPlace: a field inside a list as messages name it", () => {
  const book = firstBookWith("a character", candidate => candidate.characters.length > 0)
  const last = book.characters.length - 1

  it("counts an item from 1 and names it by its slug, name or title, with the field inside it", () => {
    expect(fieldPlace(`characters[${last}].image`, book, Book)).toEqual({ items: `character ${last + 1} ("${book.characters[last].slug}")`, field: "image" })
    // Without the entry, by its place alone; a field in no list, as its path.
    expect(fieldPlace(`characters[${last}].image`)).toEqual({ items: `character ${last + 1}`, field: "image" })
    expect(fieldPlace("buyButton.format", book, Book)).toEqual({ field: "buyButton.format" })
  })

  it("names nested lists innermost first, a list's item as its definition says, and a paragraph of a list of text", () => {
    const game = { title: "Time Tag", players: "Teams", steps: ["One.", "Two.", "Three."] }
    const entry = { launchParty: { letter: ["Hello."], games: [{ ...game, title: "First" }, game] }, gallery: [{}, {}], synopsis: ["A", "B"] }
    expect(fieldPlace("launchParty.games[1].steps[2]", entry, Book)).toEqual({ items: 'step 3 of game 2 ("Time Tag") of launchParty' })
    expect(fieldPlace("gallery[1].alt", entry, Book)).toEqual({ items: "picture 2 of gallery", field: "alt" })
    expect(fieldPlace("synopsis[1]", entry, Book)).toEqual({ items: "paragraph 2 of synopsis" })
  })

  it("without the entry's type, names an item by its list's singular, or as an item of a list whose name is no plural", () => {
    expect(fieldPlace("stories[2].title")).toEqual({ items: "story 3", field: "title" })
    expect(fieldPlace("events[0]")).toEqual({ items: "event 1" })
    for (const list of ["synopsis", "address", "focus", "info"]) expect(fieldPlace(`${list}[1]`)).toEqual({ items: `item 2 of ${list}` })
    expect(fieldPlace("[0].title")).toEqual({ items: "item 1", field: "title" })
    // An item's name is the first of its naming fields that holds text, cut to a short excerpt.
    const entry = { games: [{ slug: " ", name: "Tag", title: "Time Tag" }] }
    expect(fieldPlace("games[0].steps", entry)).toEqual({ items: 'game 1 ("Tag")', field: "steps" })
  })

  it("is how a problem's message names the field, read from data/", () => {
    const data = copyOfContent()
    editJson(data, `books/${book.slug}/book.json`, entry => (entry.characters[last].image = "characters/no-such-picture.jpg"))
    expect(formatProblems(validateContent(data))).toContain(
      `- data/books/${book.slug}/book.json, entry "${book.slug}", character ${last + 1} ("${book.characters[last].slug}"), field "image": the image "characters/no-such-picture.jpg" does not exist`,
    )
  })
})

describe("formatProblems", () => {
  it("names the file, the entry and the field, and what to do", () => {
    const text = formatProblems([{ file: "data/artwork/artwork.json", entry: '1 ("a")', field: "alt", problem: "is empty", fix: "describe the picture" }])
    expect(text).toContain("1 problem")
    expect(text).toContain('- data/artwork/artwork.json, entry 1 ("a"), field "alt": is empty.\n  What to do: describe the picture.')
  })

  it("counts in the singular for one problem and in the plural for more, and tells the author to fix it or them", () => {
    const problem = { file: "data/artwork/artwork.json", field: "alt", problem: "is empty", fix: "describe the picture" }
    const fix = (them: "it" | "them") => `fix ${them} and run npm run check again`
    expect(formatProblems([problem], fix).split("\n")[0]).toBe("The content in data/ has 1 problem; fix it and run npm run check again.")
    expect(formatProblems([problem, problem, problem], fix).split("\n")[0]).toBe("The content in data/ has 3 problems; fix them and run npm run check again.")
    expect(formatProblems([problem]).split("\n")[0]).toBe("The content in data/ has 1 problem; the site was not built.")
  })
})

describe("formatUnusedPictures", () => {
  it("heads the pictures no entry names as a warning that stops nothing, one or more, each marked as a picture warning", () => {
    const data = copyOfContent()
    const [artwork] = readJson(data, "artwork/artwork.json")
    const copyAs = (name: string) => fs.copyFileSync(path.join(data, "artwork", artwork.image), path.join(data, "artwork", name))
    copyAs("left-behind.jpg")
    const [one] = checkContent(data).unusedPictures
    expect(formatUnusedPictures([one]).split("\n")).toEqual([
      "Unused pictures (a warning): 1 picture in data/ belongs to no entry. Nothing stops, and the site does not publish it.",
      "Picture 1: data/artwork/artwork.json: the image data/artwork/left-behind.jpg has no entry, so the site does not show or publish it.",
      `  What to do: add an entry for it with "image": "left-behind.jpg", a title and an alt text, or delete the picture if it is no longer wanted.`,
    ])
    copyAs("also-left-behind.jpg")
    const two = formatUnusedPictures(checkContent(data).unusedPictures).split("\n")
    expect(two[0]).toBe("Unused pictures (a warning): 2 pictures in data/ belong to no entry. Nothing stops, and the site does not publish them.")
    expect(two.filter(line => /^Picture \d:/.test(line))).toEqual([
      expect.stringMatching(/^Picture 1: .*also-left-behind\.jpg/),
      expect.stringMatching(/^Picture 2: .*\/left-behind\.jpg/),
    ])
  })
})

describe("formatWarnings", () => {
  it("heads more than one picture warning in the plural, saying the site is still built with them", () => {
    const warning = { file: "data/videos/videos.json", entry: '1 ("trailer")', field: "image", problem: "is 600 × 900", fix: "crop it" }
    expect(formatWarnings([warning, warning]).split("\n")[0]).toBe(
      'Picture sizes (a warning): 2 pictures in data/ miss the size or shape their pages need (docs/content-guide.md, "Picture sizes"). Nothing stops: the site is still built with them as they are, and they are not sample values (the launch check does not count them).',
    )
  })
})

describe("formatProblems of more than one problem", () => {
  it("gives each problem lines of its own", () => {
    const problems = [
      { file: "data/site/site.json", field: "siteUrl", problem: "the field is missing", fix: "add it" },
      { file: "data/videos/videos.json", entry: '1 ("trailer")', field: "duration", problem: "is wrong", fix: "correct it" },
    ]
    expect(formatProblems(problems).split("\n")).toEqual([
      "The content in data/ has 2 problems; the site was not built.",
      '- data/site/site.json, field "siteUrl": the field is missing.',
      "  What to do: add it.",
      '- data/videos/videos.json, entry 1 ("trailer"), field "duration": is wrong.',
      "  What to do: correct it.",
    ])
  })
})
