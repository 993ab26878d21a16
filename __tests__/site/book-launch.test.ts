import { bookPath, HOME, PAGES } from "../../src/routes"
import { CALENDAR_KINDS, LAUNCH_PARTY_KIT } from "../../src/downloads/calendarKinds"
import { formatLongDate } from "../../src/utils/format"
import { bookEntries } from "../../support/content"
import { builtPage, generatedFiles } from "../../support/site"

// The book still to come, as data/ has it: while its release date is to be announced, its page and
// the home page invite a grown-up to the launch sign-up and nothing counts down; once it has a date
// (as on the copy with an author's changes), both announce it and count down, and its release day's
// calendar file and launch party kit are built. The switch itself, on a copy, is the build test
// __tests__/build/book-launch.test.ts.
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
      it("announces its date and counts down on its page and the home page, with its calendar file, and its kit on the teachers' page", () => {
        const files = releaseFiles(book.slug)
        expect(files.map(file => file.kind).sort()).toEqual([CALENDAR_KINDS.releaseDay, LAUNCH_PARTY_KIT].sort())
        const calendar = files.find(file => file.kind === CALENDAR_KINDS.releaseDay)
        for (const page of pages(book.slug)) {
          const release = page.querySelector("#release")
          expect(release?.querySelector("h2")?.textContent?.replace(/\s+/g, " ").trim()).toBe(`${book.label} is out on ${formatLongDate(book.releaseDate)}`)
          expect(release?.querySelector('site-island[data-island="ReleaseCountdown"]')).not.toBeNull()
          expect(release?.querySelector(`a[href="${calendar?.url}"]`)).not.toBeNull()
        }
        const kit = files.find(file => file.kind === LAUNCH_PARTY_KIT)
        expect(builtPage(PAGES.teachers.path).querySelector(`a[href="${kit?.url}"]`)).not.toBeNull()
      })
    }
  })
