/**
 * The kinds of calendar file (calendars.ts) and of the launch party kit (launchPartyKit.ts), as the
 * pages pick them: shared by the pages and the generators, so nothing here may need Node.
 */

export const CALENDAR_KINDS = {
  /** One event (its slug is `eventCalendarSlug` of the event's). */
  event: "event-calendar",
  /** Every event, upcoming and past. */
  allEvents: "events-calendar",
  /** A book's release day (`book` is the book's slug). */
  releaseDay: "release-calendar",
} as const

/** The generated file's slug of an event's calendar, which the events page looks it up by. */
export const eventCalendarSlug = (eventSlug: string): string => `event-${eventSlug}`
/** The launch party kit, a PDF for libraries and schools (`book` is the book's slug). */
export const LAUNCH_PARTY_KIT = "launch-party-kit"

interface KindedFile {
  kind: string
  book?: string | null
  title: string
}

/** A book's release files, each titled for what a visitor does with it; the kit only where the page offers it. */
export function releaseFiles<T extends KindedFile>(files: readonly T[], bookSlug: string, { withKit }: { withKit: boolean }): T[] {
  const of = (kind: string) => files.filter(file => file.kind === kind && file.book === bookSlug)
  return [...of(CALENDAR_KINDS.releaseDay).map(file => ({ ...file, title: "Add the release day to my calendar" })), ...(withKit ? of(LAUNCH_PARTY_KIT) : [])]
}
