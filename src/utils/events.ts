/** What the events page says of an event, from its entry in data/events/events.json. Build-time only (time zones through Intl). */
import { isoWithOffset, zoneAbbreviation, zonedInstant } from "../content/zonedTime"
import { formatClockTime, formatDayAndDate } from "./format"

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

/**
 * "Saturday 16 January 2027, 11am to 12.30pm (GMT)", on the clock of the place; an event over
 * several days names both days.
 */
export function formatEventTime(event: EventTimes): string {
  const [startDay, startClock] = event.start.split("T")
  const [endDay, endClock] = event.end.split("T")
  const zone = zoneAbbreviation(event.start, event.timeZone)
  const span =
    startDay === endDay
      ? `${formatDayAndDate(startDay)}, ${formatClockTime(startClock)} to ${formatClockTime(endClock)}`
      : `${formatDayAndDate(startDay)}, ${formatClockTime(startClock)}, to ${formatDayAndDate(endDay)}, ${formatClockTime(endClock)}`
  return `${span} (${zone})`
}

/** The start and end as ISO 8601 with the place's offset, for `<time dateTime>` and structured data. */
export const isoTimes = (event: EventTimes): { startDate: string; endDate: string } => ({
  startDate: isoWithOffset(event.start, event.timeZone),
  endDate: isoWithOffset(event.end, event.timeZone),
})
