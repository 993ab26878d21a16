/**
 * A time on the clock of a place ("2026-03-14T10:30" in "Europe/London"), as events are written
 * in data/, turned into the instant it names: for calendars, structured data and sorting events
 * into upcoming and past. Intl knows every zone's rules, so no time zone library is needed.
 * Build-time code (pages render at build time); no island imports it.
 */

/** Whether Intl knows the zone by this exact name (an IANA name such as "Europe/London", or "UTC"). */
export function isTimeZone(zone: string): boolean {
  try {
    return new Intl.DateTimeFormat("en-GB", { timeZone: zone }).resolvedOptions().timeZone === zone || Intl.supportedValuesOf("timeZone").includes(zone)
  } catch {
    return false
  }
}

/** The parts of "YYYY-MM-DDTHH:MM" as numbers, month counted from 1. */
export function clockParts(localDateTime: string): { year: number; month: number; day: number; hour: number; minute: number } {
  const [year, month, day, hour, minute] = localDateTime.split(/[-T:]/).map(Number)
  return { year, month, day, hour, minute }
}

/** How far the zone's clocks are ahead of UTC at an instant, in milliseconds. */
function offsetAt(instant: number, zone: string): number {
  const parts = new Intl.DateTimeFormat("en-GB", {
    timeZone: zone,
    hourCycle: "h23",
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
    second: "numeric",
  }).formatToParts(new Date(instant))
  const value = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find(part => part.type === type)?.value)
  return Date.UTC(value("year"), value("month") - 1, value("day"), value("hour"), value("minute"), value("second")) - Math.floor(instant / 1000) * 1000
}

/**
 * The instant a clock time in a zone names, and whether that clock time happens at all: the hour
 * the clocks skip when they go forward (01:30 on the last Sunday of March in London) does not.
 */
export function zonedInstant(localDateTime: string, zone: string): { instant: Date; exists: boolean } {
  const { year, month, day, hour, minute } = clockParts(localDateTime)
  const asIfUtc = Date.UTC(year, month - 1, day, hour, minute)
  // The offset at the guess may differ from the offset at the answer near a change of the clocks: a second pass settles it.
  const first = asIfUtc - offsetAt(asIfUtc, zone)
  const instant = asIfUtc - offsetAt(first, zone)
  return { instant: new Date(instant), exists: instant + offsetAt(instant, zone) === asIfUtc }
}

/** "2026-03-14T10:30" in "Europe/London" → "2026-03-14T10:30:00+00:00": ISO 8601 with the place's offset, as schema.org wants. */
export function isoWithOffset(localDateTime: string, zone: string): string {
  const { instant } = zonedInstant(localDateTime, zone)
  const minutes = Math.round(offsetAt(instant.getTime(), zone) / 60_000)
  const sign = minutes < 0 ? "-" : "+"
  const pad = (n: number) => String(n).padStart(2, "0")
  return `${localDateTime}:00${sign}${pad(Math.floor(Math.abs(minutes) / 60))}:${pad(Math.abs(minutes) % 60)}`
}

/** The zone's short name at that time, as a reader in the place knows it: "GMT" or "BST" in London, "CET" in Paris. */
export function zoneAbbreviation(localDateTime: string, zone: string): string {
  const { instant } = zonedInstant(localDateTime, zone)
  const name = new Intl.DateTimeFormat("en-GB", { timeZone: zone, timeZoneName: "short" }).formatToParts(instant).find(part => part.type === "timeZoneName")
  return name?.value ?? zone
}
