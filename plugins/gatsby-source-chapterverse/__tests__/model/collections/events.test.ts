/**
 * @jest-environment node
 */
import { validateContent } from "../../../node"
import { copyOfContent, editJson, readJson, type Json } from "../../../../../harness/content"

describe("an event's checks", () => {
  const EVENTS = "events/events.json"
  const FILE = `data/${EVENTS}`
  /** The problems of a copy of data/ whose first event (and, if asked, one held in person) is spoilt. */
  const problemsWith = (spoil: (event: Json) => void, which: (event: Json) => boolean = () => true) => {
    const data = copyOfContent()
    const events: Json[] = readJson(data, EVENTS)
    const index = events.findIndex(which)
    expect(index).toBeGreaterThanOrEqual(0)
    editJson(data, EVENTS, entries => spoil(entries[index]))
    return { problems: validateContent(data), entry: `${index + 1} ("${events[index].slug}")`, event: events[index] }
  }

  it("refuses a day that does not exist, naming the file, the event and the field", () => {
    const { problems, entry } = problemsWith(event => (event.start = "2027-02-30T10:00"))
    expect(problems).toEqual([expect.objectContaining({ file: FILE, entry, field: "start", problem: '"2027-02-30T10:00" is not a day and time that exists' })])
  })

  it("refuses a time not written as YYYY-MM-DDTHH:MM, and a link that is not https", () => {
    const { problems, entry } = problemsWith(event => {
      event.end = "30/02/2027 10:00"
      event.url = event.url.replace("https://", "http://")
    })
    expect(problems).toEqual([
      expect.objectContaining({ file: FILE, entry, field: "end", problem: expect.stringMatching(/^must be a day and a time written as YYYY-MM-DDTHH:MM/) }),
      expect.objectContaining({ file: FILE, entry, field: "url", problem: expect.stringMatching(/^must be a full web address starting with https:\/\//) }),
    ])
  })

  it("refuses an end before the start, or at it", () => {
    for (const end of ["before", "same"]) {
      const { problems, entry, event } = problemsWith(spoilt => (spoilt.end = end === "same" ? spoilt.start : spoilt.start.replace(/T\d\d/, "T00")))
      expect(problems).toEqual([
        expect.objectContaining({
          file: FILE,
          entry,
          field: "end",
          problem: expect.stringContaining(`before it starts (${event.start})`),
          fix: "correct the end or the start: both are written on the clock of the place",
        }),
      ])
    }
  })

  it("wants a time zone from the IANA list", () => {
    const missing = problemsWith(event => delete event.timeZone)
    expect(missing.problems).toEqual([
      expect.objectContaining({
        file: FILE,
        entry: missing.entry,
        field: "timeZone",
        problem: "the field is missing",
        fix: 'add it: a time zone such as "Europe/London"',
      }),
    ])
    const unknown = problemsWith(event => (event.timeZone = "Europe/Londres"))
    expect(unknown.problems).toEqual([
      expect.objectContaining({ field: "timeZone", problem: 'must be a time zone from the IANA list, such as "Europe/London", not "Europe/Londres"' }),
    ])
  })

  it("refuses a time the clocks skip when they go forward", () => {
    const { problems } = problemsWith(event => Object.assign(event, { timeZone: "Europe/London", start: "2027-03-28T01:30", end: "2027-03-28T03:00" }))
    expect(problems).toEqual([
      expect.objectContaining({
        field: "start",
        problem: '"2027-03-28T01:30" does not happen in Europe/London: the clocks go forward over that hour',
        fix: "write the time as the clocks there show it, an hour later",
      }),
    ])
  })

  it("wants a place for an event in person, and none for one online", () => {
    const inPerson = problemsWith(
      event => delete event.place,
      event => event.where === "In person",
    )
    expect(inPerson.problems).toEqual([
      expect.objectContaining({
        entry: inPerson.entry,
        field: "place",
        problem: "an event in person needs its place",
        fix: 'add "place": { "name": …, "address": … }, or make "where" "Online"',
      }),
    ])
    const online = problemsWith(
      event => (event.place = { name: "A hall", address: "A street" }),
      event => event.where === "Online",
    )
    expect(online.problems).toEqual([
      expect.objectContaining({
        entry: online.entry,
        field: "place",
        problem: "an online event has no place",
        fix: 'remove "place", or make "where" "In person"',
      }),
    ])
  })
})
