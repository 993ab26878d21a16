/**
 * @jest-environment node
 */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { loadContent } from "gatsby-source-chapterverse/node"
import { Event, SiteSettings, zonedInstant } from "gatsby-source-chapterverse"
import { calendars } from "../../src/downloads/calendars"
import { CALENDAR_KINDS, eventCalendarSlug } from "../../src/downloads/calendarKinds"
import { readCalendar } from "../../harness/calendar"
import { bookEntries, copyOfContent, DATA_DIR, editJson } from "../../harness/content"

/** The calendar files made from a content folder, each with its text. */
async function calendarsOf(dataDir: string) {
  const content = loadContent(dataDir)
  const outputDir = fs.mkdtempSync(path.join(os.tmpdir(), "calendars-"))
  const files = await calendars({ content, site: content.single(SiteSettings).value, outputDir })
  return { content, files: files.map(file => ({ ...file, text: fs.readFileSync(path.join(outputDir, file.fileName), "utf8") })) }
}

describe("the calendar files", () => {
  afterEach(() => jest.restoreAllMocks())

  it("hold each event of data/events/ at its start and end, in its own time zone, as a calendar app reads them", async () => {
    const { content, files } = await calendarsOf(DATA_DIR)
    const events = content.entries(Event).map(entry => entry.value)
    expect(events.length).toBeGreaterThan(0)
    const all = files.find(file => file.kind === CALENDAR_KINDS.allEvents)
    expect(readCalendar(all!.text).events).toHaveLength(events.length)
    for (const event of events) {
      // Its own file while it is to come (the events page links it); once over, only in the file of all events.
      const own = files.find(file => file.slug === eventCalendarSlug(event.slug))
      const over = zonedInstant(event.end, event.timeZone).instant.getTime() <= Date.now()
      expect({ slug: event.slug, kind: own?.kind }).toEqual({ slug: event.slug, kind: over ? undefined : CALENDAR_KINDS.event })
      const inAll = readCalendar(all!.text).events.filter(read => read.summary.endsWith(event.title))
      for (const read of over ? [inAll] : [readCalendar(own!.text).events, inAll]) {
        expect(read).toHaveLength(1)
        const [found] = read
        expect({ slug: event.slug, start: found.start, end: found.end, timeZone: found.timeZone }).toEqual({
          slug: event.slug,
          start: event.start,
          end: event.end,
          timeZone: event.timeZone,
        })
        // The file's VTIMEZONE gives the instants Intl gives: a calendar in another zone shows the right time.
        expect(found.startInstant).toEqual(zonedInstant(event.start, event.timeZone).instant)
        expect(found.endInstant).toEqual(zonedInstant(event.end, event.timeZone).instant)
        expect(found.location).toBe(event.place ? `${event.place.name}, ${event.place.address}` : "Online")
        expect(found.summary).toBe(event.sample ? `Sample event: ${event.title}` : event.title)
      }
    }
  })

  it("keep an event in another zone at its own clock time", async () => {
    // The clock this test sets, the day before its event: its own file is made only while it is to come.
    jest.spyOn(Date, "now").mockReturnValue(Date.parse("2027-07-03T12:00:00Z"))
    const data = copyOfContent()
    editJson(data, "events/events.json", events =>
      Object.assign(events[0], { timeZone: "America/New_York", start: "2027-07-04T18:00", end: "2027-07-04T19:30" }),
    )
    const { content, files } = await calendarsOf(data)
    const [event] = content.entries(Event).map(entry => entry.value)
    expect(event.start).toBe("2027-07-04T18:00")
    const [read] = readCalendar(files.find(file => file.slug === eventCalendarSlug(event.slug))!.text).events
    expect(read).toMatchObject({ start: "2027-07-04T18:00", timeZone: "America/New_York", startInstant: new Date("2027-07-04T22:00:00Z") })
  })

  it("keep an event over the night the clocks go back at its clock times, five hours long", async () => {
    jest.spyOn(Date, "now").mockReturnValue(Date.parse("2027-10-29T12:00:00Z"))
    const data = copyOfContent()
    editJson(data, "events/events.json", events => Object.assign(events[0], { timeZone: "Europe/London", start: "2027-10-30T23:00", end: "2027-10-31T03:00" }))
    const { content, files } = await calendarsOf(data)
    const [event] = content.entries(Event).map(entry => entry.value)
    const text = files.find(file => file.slug === eventCalendarSlug(event.slug))!.text
    expect(text).toContain("DTSTART;TZID=Europe/London:20271030T230000")
    expect(text).toContain("DTEND;TZID=Europe/London:20271031T030000")
    // Starting on summer time (BST, 22:00 UTC), ending on winter time (GMT, 03:00 UTC), by the file's own VTIMEZONE.
    const [read] = readCalendar(text).events
    expect(read).toMatchObject({ startInstant: new Date("2027-10-30T22:00:00Z"), endInstant: new Date("2027-10-31T03:00:00Z") })
  })

  it("add a release day only once a book still to come has a release date", async () => {
    const coming = bookEntries.find(book => book.status === "coming-soon")
    expect(coming).toBeDefined()
    const before = await calendarsOf(DATA_DIR)
    expect(before.files.filter(file => file.kind === CALENDAR_KINDS.releaseDay && file.book === coming.slug)).toHaveLength(coming.releaseDate ? 1 : 0)
    const data = copyOfContent()
    editJson(data, `books/${coming.slug}/book.json`, book => (book.releaseDate = "2027-09-30"))
    const { files } = await calendarsOf(data)
    const release = files.filter(file => file.kind === CALENDAR_KINDS.releaseDay)
    expect(release).toHaveLength(1)
    expect(release[0].book).toBe(coming.slug)
    expect(readCalendar(release[0].text).events).toEqual([
      expect.objectContaining({ start: "2027-09-30", allDay: true, summary: expect.stringContaining(coming.label) }),
    ])
  })
})
