/**
 * The events (data/events/events.json): the schema of an event, its type, and its checks on
 * its times (a time the clocks skip, an end before the start) and its place.
 */
import type { z } from "zod"
import type { CrossFileCheck } from "../collection"
import { boolean, choice, dateTime, described, object, optional, paragraph, slug, text, timeZone, url, show } from "../fields"
import type { ContentProblem } from "../../checks/problems"
import { zonedInstant } from "../zonedTime"

/** The kinds of event the events page lists. */
export const EVENT_KINDS = ["Signing", "School visit", "Library visit", "Launch party", "Online reading"] as const

/** An event open to the public: a signing, a school or library visit, a launch party, an online reading. */
export const Event = object("Event", {
  slug: described(slug(), "Names the event's calendar file (/downloads/event-<slug>.ics): keep it once the event is announced."),
  title: text(),
  kind: choice(...EVENT_KINDS),
  start: described(dateTime(), 'When it starts, on the clock of the place, written as YYYY-MM-DDTHH:MM: "2026-03-14T10:30".'),
  end: described(dateTime(), "When it ends, the same way; after the start."),
  timeZone: described(timeZone(), 'The time zone of the place (an IANA name): "Europe/London" for the UK. Online events: the zone the times are written in.'),
  where: choice("In person", "Online"),
  place: described(
    optional(object("EventPlace", { name: text(), address: paragraph() })),
    "Where it happens, for an event in person (the venue's name and its address); leave it out for one online.",
  ),
  audience: described(text(), 'Who it is for, for example "Families with children aged 8 to 12".'),
  description: paragraph(),
  url: described(url(), "The organiser's page, to book tickets or read the details."),
  bookingRequired: described(boolean(), "Whether people must book a place (free or paid) before they come."),
  sample: described(
    optional(boolean()),
    "true for a sample event, which shows how the page looks: marked as a sample on the page, kept out of search engines, listed by the launch check. Delete it before launch.",
  ),
})

export type EventEntry = z.infer<typeof Event>

export const eventChecks: CrossFileCheck = content => {
  const problems: ContentProblem[] = []
  for (const event of content.entries(Event)) {
    const { start, end, timeZone: zone, where } = event.value
    const report = (field: string, problem: string, fix: string) => problems.push(content.problem(event, field, problem, fix))
    // The times and the zone are each checked with their field; these need all three right.
    const instants =
      zone !== undefined && start !== undefined && end !== undefined ? { start: zonedInstant(start, zone), end: zonedInstant(end, zone) } : undefined
    for (const field of ["start", "end"] as const)
      if (instants && !instants[field].exists)
        report(
          field,
          `${show(event.value[field])} does not happen in ${zone}: the clocks go forward over that hour`,
          "write the time as the clocks there show it, an hour later",
        )
    if (instants && instants.end.instant <= instants.start.instant)
      report(
        "end",
        `the event ends (${String(end)}) before it starts (${String(start)}), or as it starts`,
        "correct the end or the start: both are written on the clock of the place",
      )
    if (where === "In person" && !event.written.has("place"))
      report("place", "an event in person needs its place", 'add "place": { "name": …, "address": … }, or make "where" "Online"')
    if (where === "Online" && event.written.has("place")) report("place", "an online event has no place", 'remove "place", or make "where" "In person"')
  }
  return problems
}
