import fs from "node:fs"
import { Event, zonedInstant } from "gatsby-source-chapterverse"
import { CALENDAR_KINDS, eventCalendarSlug } from "../../src/downloads/calendarKinds"
import { eventAnchor, PAGES } from "../../src/routes"
import { formatEventTime } from "../../src/events/eventTimes"
import { formatLongDate } from "../../src/text/format"
import { readCalendar } from "../../harness/calendar"
import { checkedContent } from "../../harness/content"
import { all, builtPage, generatedFiles, PUBLIC_DIR, publicFile, text } from "../../harness/built-site"
import { structuredDataOf } from "../helpers/seo-check"

// The events page as built from data/events/events.json, with the calendar files it links to.
const events = checkedContent.entries(Event).map(entry => entry.value)
const page = builtPage(PAGES.events.path)

/** The day the page says the build was made: an event over before it is past, one ending after it is coming up; one ending that day may be either. */
const builtOn = page.querySelector("main time")?.getAttribute("dateTime") ?? ""
const endOf = (event: (typeof events)[number]) => zonedInstant(event.end, event.timeZone).instant.getTime()
const dayStart = Date.parse(`${builtOn}T00:00:00Z`)
const surelyPast = events.filter(event => endOf(event) < dayStart - 14 * 3_600_000)
const surelyUpcoming = events.filter(event => endOf(event) > dayStart + 38 * 3_600_000)

describe("the events page", () => {
  it("says when its list was last updated, as an en-GB date", () => {
    expect(builtOn).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(text(page.querySelector("h1")?.parentElement)).toContain(`last updated on ${formatLongDate(builtOn)}`)
  })

  it("lists every event of data/, coming up or past as the build found them, each with its time on the clock of its place", () => {
    const upcomingIds = all(page, "#upcoming article").map(card => card.id)
    const pastIds = all(page, "#past details article").map(card => card.id)
    expect([...upcomingIds, ...pastIds].sort()).toEqual(events.map(event => eventAnchor(event.slug)).sort())
    for (const event of surelyUpcoming) expect(upcomingIds).toContain(eventAnchor(event.slug))
    for (const event of surelyPast) expect(pastIds).toContain(eventAnchor(event.slug))
    for (const event of events) {
      const card = page.getElementById(eventAnchor(event.slug))
      expect(text(card?.querySelector("h3"))).toBe(event.title)
      expect(text(card)).toContain(formatEventTime(event))
      expect(text(card)).toContain(event.place ? event.place.name : "Online")
      expect(text(card)).toContain(event.audience)
      expect(text(card).includes("Sample event")).toBe(event.sample === true)
    }
  })

  it("keeps past events out of the way, in a closed disclosure, marked as past and without booking links", () => {
    const past = page.querySelector("#past details")
    // With no event over when the build ran, no past section at all; the copy with an author's
    // changes always has one (harness/author-changes.ts, ADDED_EVENTS).
    if (!past) {
      expect(surelyPast).toEqual([])
      expect(page.querySelector("#past")).toBeNull()
      return
    }
    expect(past.hasAttribute("open")).toBe(false)
    for (const card of all(past, "article")) {
      expect(text(card)).toContain("Past event")
      expect(card.querySelector('a[target="_blank"]')).toBeNull()
    }
  })

  it("links each event coming up to its booking page and to a calendar file that holds it, with the same start, end and time zone", () => {
    const files = generatedFiles()
    for (const card of all(page, "#upcoming article")) {
      const event = events.find(candidate => eventAnchor(candidate.slug) === card.id)!
      expect(card.querySelector(`a[href="${event.url}"]`)).not.toBeNull()
      const calendar = files.find(file => file.slug === eventCalendarSlug(event.slug))!
      const link = card.querySelector(`a[href="${calendar.url}"]`)
      expect(link?.getAttribute("download")).toBe(calendar.fileName)
      const [read] = readCalendar(fs.readFileSync(publicFile(calendar.url), "utf8")).events
      expect({ start: read.start, end: read.end, timeZone: read.timeZone }).toEqual({ start: event.start, end: event.end, timeZone: event.timeZone })
    }
    const allEvents = files.find(file => file.kind === CALENDAR_KINDS.allEvents)!
    expect(page.querySelector(`#upcoming a[href="${allEvents.url}"]`)).not.toBeNull()
    const read = readCalendar(fs.readFileSync(publicFile(allEvents.url), "utf8")).events
    expect(read.map(item => [item.start, item.end, item.timeZone]).sort()).toEqual(events.map(event => [event.start, event.end, event.timeZone]).sort())
  })

  it("describes each event that is not a sample as a schema.org Event, and no sample event", () => {
    const described = structuredDataOf(page).data.filter(item => item["@type"] === "Event")
    const real = events.filter(event => !event.sample)
    expect(described.map(item => item.name).sort()).toEqual(real.map(event => event.title).sort())
    const json = JSON.stringify(structuredDataOf(page).data)
    for (const sample of events.filter(event => event.sample)) expect(json).not.toContain(sample.title)
  })

  it("is in the sitemap, and the calendar files are not", () => {
    const sitemap = fs
      .readdirSync(PUBLIC_DIR)
      .filter(name => /^sitemap-\d+\.xml$/.test(name))
      .map(name => fs.readFileSync(`${PUBLIC_DIR}/${name}`, "utf8"))
      .join("")
    expect(sitemap).toMatch(new RegExp(`<loc>[^<]*${PAGES.events.path}</loc>`))
    expect(sitemap).not.toContain(".ics")
  })
})
