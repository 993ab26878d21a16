import fs from "node:fs"
import path from "node:path"
import { editJson } from "../../support/content"
import { copyOfProject, gatsbyBuild, removeProjectCopy } from "../../support/project-copy"

jest.setTimeout(120_000)

// Each kind of bad content stops a real `gatsby build`, before any page is made, with a
// message that names the file, the entry and the field, and says what to do.
const cases: Array<[string, (data: string) => void, string[]]> = [
  [
    "malformed JSON",
    data => fs.appendFileSync(path.join(data, "roblox/items.json"), ","),
    ["data/roblox/items.json: the file is not valid JSON at line", "What to do: check for a missing comma"],
  ],
  [
    "a missing required field",
    data => editJson(data, "videos/videos.json", videos => delete videos[3].duration),
    ['data/videos/videos.json, entry 4 ("ai-character-song-clip"), field "duration": the field is missing'],
  ],
  [
    "a field of the wrong type",
    data => editJson(data, "roblox/items.json", items => (items[0].priceRobux = "five")),
    ['data/roblox/items.json, entry 1 ("black-and-white-shirt"), field "priceRobux": must be a whole number, not "five"'],
  ],
  [
    "an image path that does not exist",
    data => editJson(data, "books/book-one-the-discovery/book.json", book => (book.characters[3].image = "characters/rex.jpg")),
    ['data/books/book-one-the-discovery/book.json, entry "book-one-the-discovery", field "characters[3].image": the image "characters/rex.jpg" does not exist'],
  ],
  [
    "a duplicate slug",
    data => editJson(data, "artwork/artwork.json", items => (items[21].slug = items[0].slug)),
    ['data/artwork/artwork.json, entry 22 ("portal-over-the-park"), field "slug"', "is used twice"],
  ],
  [
    "an empty alt text",
    data => editJson(data, "shop/merchandise.json", items => (items[2].alt = "")),
    ['data/shop/merchandise.json, entry 3 ("sweatshirt"), field "alt": is empty', "screen readers"],
  ],
  [
    "an artwork image with no JSON entry",
    data => fs.copyFileSync(path.join(data, "artwork/gears-of-time.jpg"), path.join(data, "artwork/more-gears.jpg")),
    ["data/artwork/artwork.json: the image data/artwork/more-gears.jpg has no entry", 'add an entry for it with "image": "more-gears.jpg"'],
  ],
]

describe("bad content stops the build", () => {
  it.each(cases)("%s", (_name, spoil, messages) => {
    const project = copyOfProject()
    try {
      spoil(path.join(project, "data"))
      const { status, output } = gatsbyBuild(project)
      expect(status).not.toBe(0)
      expect(output).toContain("The content in data/ has 1 problem; the site was not built.")
      for (const message of messages) expect(output).toContain(message)
      expect(fs.existsSync(path.join(project, "public/index.html"))).toBe(false)
    } finally {
      removeProjectCopy(project)
    }
  })
})
