import { bookPath, HOME, PAGES } from "../../src/routes"
import { CALENDAR_KINDS, LAUNCH_PARTY_KIT } from "../../src/downloads/calendarKinds"
import { bookEntries } from "../../support/content"
import { builtPage, generatedFiles } from "../../support/site"

// The book still to come, as data/ has it today: while its release date is to be announced, its
// page and the home page invite a grown-up to the launch sign-up, and nothing counts down. The
// switch to a date is the build test __tests__/build/book-launch.test.ts.
const upcoming = bookEntries.find(book => book.status === "coming-soon")

describe("the book still to come, without a release date", () => {
  const pending = upcoming && !upcoming.releaseDate ? [upcoming] : []

  it.each(pending.map(book => [book.label, book]))("%s invites grown-ups to its launch sign-up, with no countdown, calendar file or kit", (_label, book) => {
    const bookPage = builtPage(bookPath(book.slug))
    expect(bookPage.querySelector("#launch form")).not.toBeNull()
    for (const page of [bookPage, builtPage(HOME.path)]) {
      expect(page.querySelector("#release")).toBeNull()
      expect(page.querySelector('site-island[data-island="ReleaseCountdown"]')).toBeNull()
    }
    expect(generatedFiles().filter(file => file.book === book.slug && [CALENDAR_KINDS.releaseDay, LAUNCH_PARTY_KIT].includes(file.kind))).toEqual([])
    expect(builtPage(PAGES.teachers.path).body.textContent).not.toContain("launch party kit")
  })
})
