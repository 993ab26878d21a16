/** What the events page says of an event, from its entry in data/events/events.json. Build-time only (time zones through the content model's zonedTime.ts, on luxon). */
import { isoWithOffset, zoneAbbreviation, zonedInstant } from "gatsby-source-chapterverse"
import { formatClockTime, formatDayAndTime } from "../text/format"

export interface EventTimes {
  start: string
  end: string
  timeZone: string
}

/** Whether the event was over at this instant (the build's): what sorts it into the past. */
export const isPast = (event: EventTimes, now: Date): boolean => zonedInstant(event.end, event.timeZone).instant.getTime() <= now.getTime()

/** Soonest first. */
export const byStart = (a: EventTimes, b: EventTimes): number =>
  zonedInstant(a.start, a.timeZone).instant.getTime() - zonedInstant(b.start, b.timeZone).instant.getTime()

/** When an event is, on the clock of its place: its day (and its last day, if another), its times and the zone's short name. */
export function eventSchedule(event: EventTimes): { startDay: string; endDay?: string; startClock: string; endClock: string; zone: string } {
  const [startDay, startClock] = event.start.split("T")
  const [endDay, endClock] = event.end.split("T")
  return {
    startDay,
    ...(endDay !== startDay && { endDay }),
    startClock: formatClockTime(startClock),
    endClock: formatClockTime(endClock),
    zone: zoneAbbreviation(event.start, event.timeZone),
  }
}

/** "Saturday 16 January 2027, 11am to 12.30pm (GMT)"; an event over several days names both days. */
export function formatEventTime(event: EventTimes): string {
  const { endDay, endClock, zone } = eventSchedule(event)
  const span = endDay ? `${formatDayAndTime(event.start)}, to ${formatDayAndTime(event.end)}` : `${formatDayAndTime(event.start)} to ${endClock}`
  return `${span} (${zone})`
}

/** The start and end as ISO 8601 with the place's offset, for `<time dateTime>` and structured data. */
export const isoTimes = (event: EventTimes): { startDate: string; endDate: string } => ({
  startDate: isoWithOffset(event.start, event.timeZone),
  endDate: isoWithOffset(event.end, event.timeZone),
})
