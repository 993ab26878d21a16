/**
 * @jest-environment node
 *
 * An event's clock time in its zone, across the changes of the clocks: the dates are fixed (the
 * changes of 2027 in London, New York and Sydney, from the IANA rules), and the clock the build
 * runs on is set to both halves of the year, since nothing here may depend on it.
 */
import { isoWithOffset, isTimeZone, zoneAbbreviation, zonedInstant } from "../../index"

/** The build's clock: a day in winter and a day in summer, in the northern hemisphere. */
const BUILD_DAYS = ["2027-01-15T12:00:00Z", "2027-07-15T12:00:00Z"]

describe.each(BUILD_DAYS)("an event's time, on a build run on %s", buildDay => {
  beforeEach(() => jest.spyOn(Date, "now").mockReturnValue(Date.parse(buildDay)))
  afterEach(() => jest.restoreAllMocks())

  it.each([
    // London: the clocks go forward at 01:00 GMT on 28 March 2027 and back at 01:00 GMT on 31 October.
    ["Europe/London", "2027-03-28T00:30", "2027-03-28T00:30:00Z", "+00:00", "GMT"],
    ["Europe/London", "2027-03-28T02:30", "2027-03-28T01:30:00Z", "+01:00", "BST"],
    ["Europe/London", "2027-10-31T00:30", "2027-10-30T23:30:00Z", "+01:00", "BST"],
    ["Europe/London", "2027-10-31T02:30", "2027-10-31T02:30:00Z", "+00:00", "GMT"],
    ["Europe/Paris", "2027-07-04T18:00", "2027-07-04T16:00:00Z", "+02:00", "CEST"],
    ["Europe/Paris", "2027-12-04T18:00", "2027-12-04T17:00:00Z", "+01:00", "CET"],
    // New York: forward at 02:00 on 14 March 2027, back at 02:00 on 7 November.
    ["America/New_York", "2027-03-14T03:30", "2027-03-14T07:30:00Z", "-04:00", undefined],
    ["America/New_York", "2027-11-07T02:30", "2027-11-07T07:30:00Z", "-05:00", undefined],
    // Sydney, the other way round: back at 03:00 on 4 April 2027, forward at 02:00 on 3 October.
    ["Australia/Sydney", "2027-04-04T03:30", "2027-04-03T17:30:00Z", "+10:00", undefined],
    ["Australia/Sydney", "2027-10-03T03:30", "2027-10-02T16:30:00Z", "+11:00", undefined],
    ["UTC", "2027-03-28T01:30", "2027-03-28T01:30:00Z", "+00:00", "UTC"],
  ])("%s %s is %s, written with %s (%s)", (zone, clock, instant, offset, abbreviation) => {
    expect(zonedInstant(clock, zone)).toEqual({ instant: new Date(instant), exists: true })
    expect(isoWithOffset(clock, zone)).toBe(`${clock}:00${offset}`)
    if (abbreviation) expect(zoneAbbreviation(clock, zone)).toBe(abbreviation)
  })

  it.each([
    ["Europe/London", "2027-03-28T01:30"],
    ["America/New_York", "2027-03-14T02:30"],
    ["Australia/Sydney", "2027-10-03T02:30"],
  ])("does not happen in %s at %s: the clocks go forward over it", (zone, clock) => {
    expect(zonedInstant(clock, zone).exists).toBe(false)
  })

  it.each([
    // The first time the clocks show it, still on summer time.
    ["Europe/London", "2027-10-31T01:30", "2027-10-31T00:30:00Z", "+01:00", "BST"],
    ["America/New_York", "2027-11-07T01:30", "2027-11-07T05:30:00Z", "-04:00", undefined],
    ["Australia/Sydney", "2027-04-04T02:30", "2027-04-03T15:30:00Z", "+11:00", undefined],
  ])("reads %s %s, which happens twice, as its first: %s (%s)", (zone, clock, instant, offset, abbreviation) => {
    expect(zonedInstant(clock, zone)).toEqual({ instant: new Date(instant), exists: true })
    expect(isoWithOffset(clock, zone)).toBe(`${clock}:00${offset}`)
    if (abbreviation) expect(zoneAbbreviation(clock, zone)).toBe(abbreviation)
  })
})

describe("a time zone's name", () => {
  it("is one of the IANA list, spelt as the list spells it", () => {
    expect(["Europe/London", "America/New_York", "Australia/Sydney", "UTC"].filter(isTimeZone)).toHaveLength(4)
    expect(["Europe/Londres", "europe/london", "EUROPE/LONDON", "Mars/Olympus_Mons", ""].filter(isTimeZone)).toEqual([])
  })
})
