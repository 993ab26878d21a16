/**
 * A time on the clock of a place ("2026-03-14T10:30" in "Europe/London"), as events are written
 * in data/, turned into the instant it names: for calendars, structured data and sorting events
 * into upcoming and past. All of the site's time-zone arithmetic is luxon's, through this file: the
 * calendar files (src/downloads/calendars.ts) hand ical-generator the DateTime `zonedDateTime` gives.
 * Build-time code (pages render at build time); no island imports it.
 */
import { DateTime, IANAZone } from "luxon"

/**
 * Whether the zone is on the IANA list, spelt as the list spells it ("Europe/London", or "UTC").
 * luxon admits any spelling ("europe/london"), which a calendar's VTIMEZONE would not name, so the
 * spelling is held to the one Node's time-zone data gives the zone.
 */
export function isTimeZone(zone: string): boolean {
  if (!IANAZone.isValidZone(zone)) return false
  return new Intl.DateTimeFormat("en-GB", { timeZone: zone }).resolvedOptions().timeZone === zone || Intl.supportedValuesOf("timeZone").includes(zone)
}

/**
 * The clock time in the zone as luxon's DateTime. An hour the clocks skip (01:30 on the last Sunday
 * of March in London) becomes the time the clocks show an hour on; one that happens twice (01:30 on
 * the last Sunday of October) is its first, whatever the date the build runs on (luxon alone would
 * pick by the zone's offset on the day it runs).
 */
export function zonedDateTime(localDateTime: string, zone: string): DateTime<true> {
  const read = DateTime.fromISO(localDateTime, { zone })
  if (!read.isValid) throw new Error(`${localDateTime} in ${zone} is not a time: ${read.invalidExplanation ?? read.invalidReason}`)
  return read.getPossibleOffsets().reduce((first, other) => (other.toMillis() < first.toMillis() ? other : first))
}

/** The instant a clock time in a zone names, and whether that clock time happens at all (see `zonedDateTime`). */
export function zonedInstant(localDateTime: string, zone: string): { instant: Date; exists: boolean } {
  const at = zonedDateTime(localDateTime, zone)
  return { instant: at.toJSDate(), exists: at.toFormat("yyyy-MM-dd'T'HH:mm") === localDateTime }
}

/** "2026-03-14T10:30" in "Europe/London" → "2026-03-14T10:30:00+00:00": ISO 8601 with the place's offset, as schema.org wants. */
export const isoWithOffset = (localDateTime: string, zone: string): string => `${localDateTime}:00${zonedDateTime(localDateTime, zone).toFormat("ZZ")}`

/** The zone's short name at that time, as a reader in the place knows it: "GMT" or "BST" in London, "CET" in Paris. */
export const zoneAbbreviation = (localDateTime: string, zone: string): string => zonedDateTime(localDateTime, zone).setLocale("en-GB").offsetNameShort ?? zone
