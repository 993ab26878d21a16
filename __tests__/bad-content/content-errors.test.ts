import { spawnSync } from "node:child_process"
import fs from "node:fs"
import path from "node:path"
import { DATA_DIR, editJson, editNewsPost, firstBookWith, newsPosts, PROJECT_ROOT, readJson, type Json } from "../../harness/content"
import { copyOfProject, gatsbyBuild, removeProjectCopy } from "../../harness/project-copy"
import { MUSIC_PLAYERS } from "gatsby-source-chapterverse"

// Beside the production build, which takes most of the machine: the builds may wait for a core.
jest.setTimeout(300_000)

// Each kind of bad content stops a real `gatsby build`, before any page is made, with a
// message that names the file, the entry and the field, and says what to do. The entries
// spoilt are found in data/ by their place, so the cases hold whatever the content is.
const list = (file: string): Json[] => readJson(DATA_DIR, file)
/** How a message names an entry of a list: its place, counted from 1, and its slug. */
const entry = (entries: Json[], index: number) => `entry ${index + 1} ("${entries[index].slug}")`
const videos = list("videos/videos.json")
const robloxItems = list("roblox/items.json")
const artworks = list("artwork/artwork.json")
const merchandise = list("shop/merchandise.json")
const withCharacters = firstBookWith("a character", book => book.characters.length > 0)
const lastCharacter = withCharacters.characters.length - 1
const [post] = newsPosts
/** How a message names a news post: its file, and its slug as the entry. */
const postAt = `data/news/${post.slug}/post.md, entry "${post.slug}"`
const events = list("events/events.json")
const albums = list("music/albums.json")
/** An event's field, as a message names it. */
const eventField = (index: number, field: string) => `data/events/events.json, ${entry(events, index)}, field "${field}"`

const cases: Array<[string, (data: string) => void, string[]]> = [
  [
    "malformed JSON",
    data => fs.appendFileSync(path.join(data, "roblox/items.json"), ","),
    [
      "data/roblox/items.json: the file is not valid JSON: something follows the end of the file's list or object, at line",
      "What to do: remove what comes after the last ] or }, such as a comma",
    ],
  ],
  [
    "a missing required field",
    data => editJson(data, "videos/videos.json", entries => delete entries[videos.length - 1].duration),
    [`data/videos/videos.json, ${entry(videos, videos.length - 1)}, field "duration": the field is missing`],
  ],
  [
    "a field of the wrong type",
    data => editJson(data, "roblox/items.json", items => (items[0].priceRobux = "five")),
    [`data/roblox/items.json, ${entry(robloxItems, 0)}, field "priceRobux": must be a whole number, not "five"`],
  ],
  [
    "an image path that does not exist",
    data => editJson(data, `books/${withCharacters.slug}/book.json`, book => (book.characters[lastCharacter].image = "characters/no-such-picture.jpg")),
    [
      `data/books/${withCharacters.slug}/book.json, entry "${withCharacters.slug}", character ${lastCharacter + 1} ("${withCharacters.characters[lastCharacter].slug}"), field "image": the image "characters/no-such-picture.jpg" does not exist`,
    ],
  ],
  [
    "a duplicate slug",
    data => editJson(data, "artwork/artwork.json", items => (items[items.length - 1].slug = items[0].slug)),
    [`data/artwork/artwork.json, entry ${artworks.length} ("${artworks[0].slug}"), field "slug"`, "is used twice"],
  ],
  [
    "an empty alt text",
    data => editJson(data, "shop/merchandise.json", items => (items[merchandise.length - 1].alt = "")),
    [`data/shop/merchandise.json, ${entry(merchandise, merchandise.length - 1)}, field "alt": is empty`, "screen readers"],
  ],
  [
    "a news post dated a day that does not exist",
    data => editNewsPost(data, post.slug, markdown => markdown.replace(/^date: .*$/m, "date: 2025-02-30")),
    [`${postAt}, field "date": "2025-02-30" is not a day of the calendar`],
  ],
  [
    "a news post linking to an http address",
    data => editNewsPost(data, post.slug, markdown => `${markdown}\nMore on [the old site](http://old.example/news).\n`),
    [`${postAt}, field "body": the link "[the old site](http://old.example/news)" goes to an http address`, "link to an address starting with https://"],
  ],
  [
    "a news post holding raw HTML",
    data => editNewsPost(data, post.slug, markdown => `${markdown}\n<iframe src="https://video.example/embed"></iframe>\n`),
    [`${postAt}, field "body": the text holds a piece of HTML ("<iframe`, "What to do: use only paragraphs, headings"],
  ],
  [
    "a news post's picture without alt text",
    data => editNewsPost(data, post.slug, markdown => markdown.replace(/^alt: .*\n/m, "")),
    [`${postAt}, field "alt": the field is missing`, "a short description of the picture"],
  ],
  [
    "an event on a day that does not exist",
    data => editJson(data, "events/events.json", entries => (entries[0].start = "2027-02-30T10:00")),
    [`${eventField(0, "start")}: "2027-02-30T10:00" is not a day and time that exists`],
  ],
  [
    "an event whose link is not https",
    data => editJson(data, "events/events.json", entries => (entries[events.length - 1].url = entries[events.length - 1].url.replace("https:", "http:"))),
    [`${eventField(events.length - 1, "url")}: must be a full web address starting with https://`],
  ],
  [
    // YouTube's own player sets cookies: only its privacy-enhanced origin is a known player.
    "an album's player at an origin that is not a known player's",
    data =>
      editJson(data, "music/albums.json", entries => (entries[albums.length - 1].embedUrl = "https://www.youtube.com/embed/videoseries?list=PL0123456789")),
    [
      `data/music/albums.json, ${entry(albums, albums.length - 1)}, field "embedUrl": is the address of a player this site does not frame: "https://www.youtube.com/embed/videoseries?list=PL0123456789" is on https://www.youtube.com`,
      ...MUSIC_PLAYERS.map(player => `${player.origin}/… (${player.service})`),
      "What to do: copy the address from the service's own Share > Embed code",
    ],
  ],
  [
    "an event that ends before it starts",
    data => editJson(data, "events/events.json", entries => (entries[0].end = entries[0].start.replace(/T\d\d:\d\d$/, "T00:00"))),
    [`${eventField(0, "end")}: the event ends (${events[0].start.replace(/T\d\d:\d\d$/, "T00:00")}) before it starts (${events[0].start})`],
  ],
  [
    "an event without its time zone",
    data => editJson(data, "events/events.json", entries => delete entries[0].timeZone),
    [`${eventField(0, "timeZone")}: the field is missing`, 'What to do: add it: a time zone such as "Europe/London"'],
  ],
]

/** `npm run check` in a project folder: the build's check of data/ alone. */
const check = (project: string) =>
  spawnSync(path.join(PROJECT_ROOT, "node_modules/.bin/tsx"), [path.join(PROJECT_ROOT, "scripts/check-content.ts")], { cwd: project, encoding: "utf8" })

/**
 * The build runs the same check before it makes a page (gatsby-node), so one real build proves
 * the wiring, with two of the cases at once: a file that cannot be parsed and a field that is
 * wrong, each reported. Every case goes through `npm run check`, which takes a second where a
 * build takes half a minute beside the production build.
 */
const ALSO_BUILT = new Set(["malformed JSON", "an image path that does not exist"])
for (const name of ALSO_BUILT) if (!cases.some(([one]) => one === name)) throw new Error(`ALSO_BUILT names "${name}", which is not a case`)

describe("bad content stops npm run check, with a message that names the file, the entry and the field", () => {
  it.each(cases)("%s", (_name, spoil, messages) => {
    const project = copyOfProject()
    try {
      spoil(path.join(project, "data"))
      const checked = check(project)
      expect(checked.status).toBe(1)
      expect(checked.stderr).toContain("The content in data/ has 1 problem; fix it and run npm run check again.")
      for (const message of messages) expect(checked.stderr).toContain(message)
    } finally {
      removeProjectCopy(project)
    }
  })
})

describe("bad content stops the build", () => {
  const built = cases.filter(([name]) => ALSO_BUILT.has(name))
  it(`${built.map(([name]) => name).join(" and ")}, both reported`, async () => {
    const project = copyOfProject()
    try {
      for (const [, spoil] of built) spoil(path.join(project, "data"))
      const { status, output } = await gatsbyBuild(project)
      expect(status).not.toBe(0)
      expect(output).toContain(`The content in data/ has ${built.length} problems; the site was not built.`)
      for (const [, , messages] of built) for (const message of messages) expect(output).toContain(message)
      expect(fs.existsSync(path.join(project, "public/index.html"))).toBe(false)
    } finally {
      removeProjectCopy(project)
    }
  })
})

describe("bad content stops the deploy workflow's content lane", () => {
  it("at its first step, with npm run check's own message, before anything is built", () => {
    const [name, spoil, messages] = cases[0]
    const project = copyOfProject()
    try {
      fs.cpSync(path.join(PROJECT_ROOT, "scripts"), path.join(project, "scripts"), { recursive: true })
      spoil(path.join(project, "data"))
      const lane = spawnSync("bash", [path.join(project, "scripts/ci/build-site.sh")], { cwd: project, encoding: "utf8" })
      expect({ name, status: lane.status }).toEqual({ name, status: 1 })
      expect(lane.stderr).toContain("The content in data/ has 1 problem; fix it and run npm run check again.")
      for (const message of messages) expect(lane.stderr).toContain(message)
      expect(lane.stdout).toContain("== the content check")
      expect(lane.stdout).not.toContain("== the build")
    } finally {
      removeProjectCopy(project)
    }
  })
})
