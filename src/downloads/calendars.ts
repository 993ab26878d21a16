/**
 * The calendar files (iCalendar, .ics) the build makes from data/: one for each event, one of all
 * the events, and one for the release day of each book still to come once it has a release date.
 * Google Calendar, Apple Calendar and Outlook import them. Each event keeps the time zone its
 * entry is written in (DTSTART;TZID=Europe/London, with the zone's rules in a VTIMEZONE, which
 * Outlook needs), so a calendar in another zone shows the right local time.
 */
import fs from "node:fs"
import path from "node:path"
import ical, { ICalCalendarMethod, type ICalCalendar } from "ical-generator"
import { DateTime } from "luxon"
import { tzlib_get_ical_block } from "timezones-ical-library"
import { Event, type EventEntry, type SiteSettingsEntry, unlessSample, zonedDateTime, zonedInstant } from "gatsby-source-chapterverse"
import { bookPath, eventPath } from "../routes"
import { slugified } from "../text/format"
import { CALENDAR_KINDS, eventCalendarSlug } from "./calendarKinds"
import { booksOf, type BookWithFolder } from "./generatorContent"
import { FILE_DATE, generatedFile, type FileGenerator, type GeneratedFile, type GeneratorContext } from "./generatedFiles"

/** The books still to come whose release date is announced: they get a release-day calendar and a launch party kit. */
export const announcedBooks = (books: readonly BookWithFolder[]): BookWithFolder[] => books.filter(book => book.status === "coming-soon" && book.releaseDate)

export const calendars: FileGenerator = context => {
  const events = context.content.entries(Event).map(entry => entry.value)
  const files: GeneratedFile[] = []
  // An event's own file while it is to come, which the events page links to; a past one stays in the file of all events.
  const now = Date.now()
  for (const event of events.filter(event => zonedInstant(event.end, event.timeZone).instant.getTime() > now)) {
    const title = `${event.title}, ${event.start.slice(0, 10)}`
    files.push(
      writeCalendar(context, calendarOf(context.site, `${context.site.seriesName}: ${event.title}`, [event]), {
        slug: eventCalendarSlug(event.slug),
        kind: CALENDAR_KINDS.event,
        title,
        fileName: `${eventCalendarSlug(event.slug)}.ics`,
      }),
    )
  }
  const allTitle = `${context.site.seriesName} events`
  files.push(
    writeCalendar(context, calendarOf(context.site, allTitle, events), {
      slug: CALENDAR_KINDS.allEvents,
      kind: CALENDAR_KINDS.allEvents,
      title: allTitle,
      fileName: `${slugified(allTitle)}.ics`,
    }),
  )
  for (const book of announcedBooks(booksOf(context.content))) {
    // Its label, not its title: a title may still be "TBC" when the date is announced.
    const title = `${book.label} of ${context.site.seriesName} is out`
    const calendar = calendarOf(context.site, title, [])
    calendar.createEvent({
      id: `release-${book.slug}@${slugified(context.site.seriesName)}`,
      stamp: FILE_DATE,
      allDay: true,
      start: DateTime.fromISO(String(book.releaseDate), { zone: "UTC" }),
      summary: title,
      description: `${book.label} of ${context.site.seriesName} comes out today. ${book.tagline}`,
      ...(siteAddress(context.site, bookPath(book.slug)) && { url: siteAddress(context.site, bookPath(book.slug)) }),
    })
    files.push(
      writeCalendar(context, calendar, {
        slug: `${book.slug}-release-day`,
        kind: CALENDAR_KINDS.releaseDay,
        book: book.slug,
        title,
        fileName: `${book.slug}-release-day.ics`,
      }),
    )
  }
  return files
}

/** A calendar holding these events, named for a calendar app's list, with the rules of every zone they use. */
function calendarOf(site: SiteSettingsEntry, name: string, events: readonly EventEntry[]): ICalCalendar {
  const calendar = ical({
    name,
    prodId: { company: site.seriesName, product: "Events", language: "EN" },
    // PUBLISH: a file to add to a calendar, not an invitation to answer (Outlook asks otherwise).
    method: ICalCalendarMethod.PUBLISH,
    timezone: { name: null, generator: zone => tzlib_get_ical_block(zone)[0] ?? null },
  })
  for (const event of events) {
    const at = (clock: string) => zonedDateTime(clock, event.timeZone)
    const page = siteAddress(site, eventPath(event.slug))
    calendar.createEvent({
      id: `${eventCalendarSlug(event.slug)}@${slugified(site.seriesName)}`,
      stamp: FILE_DATE,
      start: at(event.start),
      end: at(event.end),
      timezone: event.timeZone,
      // A sample event says so in the calendar too, where no page is beside it to say it.
      summary: event.sample ? `Sample event: ${event.title}` : event.title,
      description: [
        event.description,
        `Who it is for: ${event.audience}.`,
        event.bookingRequired ? `Booking needed: ${event.url}` : `No need to book. Details: ${event.url}`,
        ...(page ? [`More events: ${page}`] : []),
      ].join("\n\n"),
      location: event.place ? `${event.place.name}, ${event.place.address}` : "Online",
      url: event.url,
    })
  }
  return calendar
}

/** An address on the site, or nothing while the site's own address is a sample. */
const siteAddress = (site: SiteSettingsEntry, pagePath: string): string | undefined => {
  const root = unlessSample(site.siteUrl)
  return root && new URL(pagePath, root).href
}

function writeCalendar(context: GeneratorContext, calendar: ICalCalendar, details: Omit<GeneratedFile, "url" | "bytes" | "format">): GeneratedFile {
  fs.writeFileSync(path.join(context.outputDir, details.fileName), calendar.toString())
  return generatedFile(context, { ...details, format: "ICS" })
}
