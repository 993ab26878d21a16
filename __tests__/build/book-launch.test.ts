/**
 * Book Three's launch switches on from data alone: on a copy of the project whose book still to
 * come is given a release date in its book.json, and nothing else, the build shows the date in
 * en-GB form with a countdown on its page and the home page, makes the release day's calendar
 * file and the launch party kit, and links the kit from the book's page and the teachers' page.
 * The project itself, with no date, shows none of it (__tests__/site/book-launch.test.ts).
 */
import { spawnSync } from "node:child_process"
import fs from "node:fs"
import path from "node:path"
import { JSDOM } from "jsdom"
import { builtHtmlFile } from "../../plugins/gatsby-plugin-islands/node"
import { GENERATED_FILES_MANIFEST, type GeneratedFile } from "../../plugins/gatsby-source-chapterverse/node"
import { CALENDAR_KINDS, LAUNCH_PARTY_KIT } from "../../src/downloads/calendarKinds"
import { bookPath, HOME, PAGES } from "../../src/routes"
import { formatLongDate } from "../../src/utils/format"
import { readCalendar } from "../../support/calendar"
import { bookEntries, editJson } from "../../support/content"
import { builtCopyOfProject, gatsbyBuild, removeProjectCopy } from "../../support/project-copy"

jest.setTimeout(900_000)

const upcoming = bookEntries.find(book => book.status === "coming-soon")
/** A day well ahead of any build of this test: a hundred days from today. */
const releaseDate = new Date(Date.now() + 100 * 86_400_000).toISOString().slice(0, 10)
const text = (element: Element | null | undefined) => element?.textContent?.replace(/\s+/g, " ").trim() ?? ""

describe("a release date in the data of the book still to come", () => {
  let project: string
  let output: string
  let status: number | null
  const page = (route: string) => new JSDOM(fs.readFileSync(path.join(project, "public", builtHtmlFile(route)), "utf8")).window.document
  const files = (): GeneratedFile[] => JSON.parse(fs.readFileSync(path.join(project, GENERATED_FILES_MANIFEST), "utf8"))
  const served = (url: string) => path.join(project, "public", decodeURIComponent(url))

  beforeAll(async () => {
    if (!upcoming) throw new Error("No book in data/ is coming soon: there is no launch to switch on")
    expect(upcoming.releaseDate).toBeUndefined()
    // The build copy, warm from the clean build: only what the date changes is built again.
    project = await builtCopyOfProject()
    editJson(path.join(project, "data"), `books/${upcoming.slug}/book.json`, book => (book.releaseDate = releaseDate))
    ;({ status, output } = await gatsbyBuild(project))
  })

  afterAll(() => project && removeProjectCopy(project))

  it("builds", () => {
    expect({ status, output: status === 0 ? "" : output.slice(-3000) }).toEqual({ status: 0, output: "" })
  })

  it("shows the date in en-GB form and a countdown that reads without JavaScript, on the book's page and the home page", () => {
    for (const route of [bookPath(upcoming.slug), HOME.path]) {
      const release = page(route).querySelector("#release")
      expect({ route, heading: text(release?.querySelector("h2")) }).toEqual({ route, heading: `${upcoming.label} is out on ${formatLongDate(releaseDate)}` })
      const countdown = release?.querySelector('site-island[data-island="ReleaseCountdown"]')
      // Built today or, past midnight, tomorrow.
      expect(text(countdown)).toMatch(/^(100|99) days to go \(counted on \d{1,2} \w+ \d{4}, when this page was last updated\)$/)
      // The launch sign-up stays, for the grown-ups who want the news.
      if (route !== HOME.path) expect(page(route).querySelector("#launch-signup, #launch form")).not.toBeNull()
    }
  })

  it("makes a calendar file of the release day, linked from both pages", () => {
    const calendar = files().find(file => file.kind === CALENDAR_KINDS.releaseDay && file.book === upcoming.slug)
    expect(calendar).toBeDefined()
    for (const route of [bookPath(upcoming.slug), HOME.path]) expect(page(route).querySelector(`#release a[href="${calendar!.url}"]`)).not.toBeNull()
    expect(readCalendar(fs.readFileSync(served(calendar!.url), "utf8")).events).toEqual([
      expect.objectContaining({ start: releaseDate, allDay: true, summary: expect.stringContaining(upcoming.label) }),
    ])
  })

  it("makes the launch party kit, an A4 tagged PDF linked from the book's page and the teachers' page, with the letter, a quiz on the books before it and its answers", () => {
    const kit = files().find(file => file.kind === LAUNCH_PARTY_KIT && file.book === upcoming.slug)
    expect(kit).toBeDefined()
    expect(page(bookPath(upcoming.slug)).querySelector(`#release a[href="${kit!.url}"]`)).not.toBeNull()
    expect(page(PAGES.teachers.path).querySelector(`a[href="${kit!.url}"]`)).not.toBeNull()
    const info = spawnSync("pdfinfo", [served(kit!.url)], { encoding: "utf8" }).stdout
    expect(info).toMatch(/Tagged:\s+yes/)
    expect(info).toMatch(/Page size:\s+595\.28 x 841\.89 pts \(A4\)/)
    expect(info).not.toMatch(/SAMPLE-|\.example/)
    const words = spawnSync("pdftotext", ["-layout", served(kit!.url), "-"], { encoding: "utf8" }).stdout.replace(/\s+/g, " ")
    expect(words).toContain(upcoming.launchParty.letter[0])
    for (const game of upcoming.launchParty.games) expect(words).toContain(game.title)
    for (const earlier of bookEntries.filter(book => book.number < upcoming.number)) expect(words).toContain(`${earlier.label}: ${earlier.title}`)
    for (const heading of ["The big quiz", "Answer sheet", "Bookmarks to cut out", "This certificate is awarded to"]) expect(words).toContain(heading)
  })
})
