/** An .ics file read back the way a calendar app reads it (ical.js): what the tests of the calendar files compare with data/. */
import ICAL from "ical.js"

export interface CalendarEvent {
  summary: string
  location: string
  /** The start and end on the clock of their zone, YYYY-MM-DDTHH:MM (a day alone for an all-day event). */
  start: string
  end: string | undefined
  /** The TZID the times are written in, or undefined for a day or a time in UTC. */
  timeZone: string | undefined
  /** The instants, by the zone's rules as the file's own VTIMEZONE gives them. */
  startInstant: Date
  endInstant: Date | undefined
  allDay: boolean
}

export function readCalendar(text: string): { name: string; events: CalendarEvent[] } {
  const calendar = new ICAL.Component(ICAL.parse(text))
  // The zones the file itself defines, so its times are read by its rules and no others.
  for (const zone of calendar.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(zone)
  const clock = (time: ICAL.Time) => (time.isDate ? time.toString() : time.toString().slice(0, 16))
  const events = calendar.getAllSubcomponents("vevent").map(component => {
    const event = new ICAL.Event(component)
    const end = component.hasProperty("dtend") ? event.endDate : undefined
    return {
      summary: event.summary,
      location: event.location,
      start: clock(event.startDate),
      end: end && clock(end),
      timeZone: (component.getFirstProperty("dtstart")?.getParameter("tzid") as string | undefined) ?? undefined,
      startInstant: event.startDate.toJSDate(),
      endInstant: end?.toJSDate(),
      allDay: event.startDate.isDate,
    }
  })
  return { name: String(calendar.getFirstPropertyValue("x-wr-calname") ?? ""), events }
}
