import { execFileSync } from "node:child_process"
import fs from "node:fs"
import { bookPath, HOME, PAGES } from "../../src/routes"
import { CALENDAR_KINDS, LAUNCH_PARTY_KIT } from "../../src/downloads/calendarKinds"
import { formatLongDate } from "../../src/text/format"
import { bookEntries } from "../../harness/content"
import { readCalendar } from "../../harness/calendar"
import { builtPage, generatedFiles, publicFile, text } from "../../harness/built-site"

// The book still to come, as data/ has it: while its release date is to be announced, its page and
// the home page invite a grown-up to the launch sign-up and nothing counts down; once it has a date
// (as on the copy with an author's changes), both announce it and count down, and its release day's
// calendar file and launch party kit are built: the switch from data alone, which the copy's
// "Announce a book" job makes (harness/author-changes.ts), without a build of its own.
const upcoming = bookEntries.find(book => book.status === "coming-soon")
const releaseFiles = (slug: string) => generatedFiles().filter(file => file.book === slug && [CALENDAR_KINDS.releaseDay, LAUNCH_PARTY_KIT].includes(file.kind))

it("builds a release day's calendar file or a launch party kit only for a book still to come that has a date", () => {
  const dated = bookEntries.filter(book => book.status === "coming-soon" && book.releaseDate).map(book => book.slug)
  const built = generatedFiles().filter(file => [CALENDAR_KINDS.releaseDay, LAUNCH_PARTY_KIT].includes(file.kind))
  expect([...new Set(built.map(file => file.book))].sort()).toEqual(dated.sort())
})

const pages = (slug: string) => [builtPage(bookPath(slug)), builtPage(HOME.path)]

if (upcoming)
  describe(`${upcoming.label}, the book still to come`, () => {
    const book = upcoming
    if (!book.releaseDate) {
      it("invites grown-ups to its launch sign-up, with no countdown, calendar file or kit", () => {
        expect(builtPage(bookPath(book.slug)).querySelector("#launch form")).not.toBeNull()
        for (const page of pages(book.slug)) {
          expect(page.querySelector("#release")).toBeNull()
          expect(page.querySelector('site-island[data-island="ReleaseCountdown"]')).toBeNull()
        }
        expect(releaseFiles(book.slug)).toEqual([])
        expect(builtPage(PAGES.teachers.path).body.textContent).not.toContain("launch party kit")
      })
    } else {
      const releaseDate = book.releaseDate
      it("announces its date and counts down on its page and the home page, with its calendar file, and its kit on the teachers' page", () => {
        const files = releaseFiles(book.slug)
        expect(files.map(file => file.kind).sort()).toEqual([CALENDAR_KINDS.releaseDay, LAUNCH_PARTY_KIT].sort())
        const calendar = files.find(file => file.kind === CALENDAR_KINDS.releaseDay)
        const kit = files.find(file => file.kind === LAUNCH_PARTY_KIT)
        for (const page of pages(book.slug)) {
          const release = page.querySelector("#release")
          expect(text(release?.querySelector("h2"))).toBe(`${book.label} is out on ${formatLongDate(releaseDate)}`)
          // The days left as the build counted them, written into the page: it reads without JavaScript.
          const countdown = text(release?.querySelector('site-island[data-island="ReleaseCountdown"]'))
          const countedOn = /\(counted on (\d{1,2} \w+ \d{4}), when this page was last updated\)$/.exec(countdown)?.[1]
          expect({ countdown, countedOn: countedOn !== undefined }).toEqual({ countdown, countedOn: true })
          const days = Math.round((Date.parse(releaseDate) - Date.parse(`${countedOn} UTC`)) / 86_400_000)
          if (days > 0) expect(countdown).toMatch(new RegExp(`^${days} days? to go `))
          expect(release?.querySelector(`a[href="${calendar?.url}"]`)).not.toBeNull()
        }
        // The launch sign-up stays, for the grown-ups who want the news; the kit is on the book's page too.
        expect(builtPage(bookPath(book.slug)).querySelector("#launch-signup, #launch form")).not.toBeNull()
        expect(builtPage(bookPath(book.slug)).querySelector(`#release a[href="${kit?.url}"]`)).not.toBeNull()
        expect(builtPage(PAGES.teachers.path).querySelector(`a[href="${kit?.url}"]`)).not.toBeNull()
      })

      it("makes its release day's calendar file, a whole-day event", () => {
        const calendar = releaseFiles(book.slug).find(file => file.kind === CALENDAR_KINDS.releaseDay)
        expect(readCalendar(fs.readFileSync(publicFile(calendar!.url), "utf8")).events).toEqual([
          expect.objectContaining({ start: releaseDate, allDay: true, summary: expect.stringContaining(book.label) }),
        ])
      })

      // Its pages, title and metadata are checked with every PDF's (downloads.test.ts).
      it("makes the launch party kit: the letter, the games, a quiz on the books before it, its answers, bookmarks and a certificate", () => {
        const kit = releaseFiles(book.slug).find(file => file.kind === LAUNCH_PARTY_KIT)
        const words = execFileSync("pdftotext", ["-layout", publicFile(kit!.url), "-"], { encoding: "utf8" }).replace(/\s+/g, " ")
        expect(words).toContain(book.launchParty.letter[0])
        for (const game of book.launchParty.games) expect(words).toContain(game.title)
        for (const earlier of bookEntries.filter(other => other.number < book.number)) expect(words).toContain(`${earlier.label}: ${earlier.title}`)
        for (const heading of ["The big quiz", "Answer sheet", "Bookmarks to cut out", "This certificate is awarded to"]) expect(words).toContain(heading)
      })
    }
  })
