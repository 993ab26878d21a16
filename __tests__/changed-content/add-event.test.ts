import { Event } from "gatsby-source-chapterverse"
import { eventAnchor, PAGES } from "../../src/routes"
import { formatEventTime } from "../../src/events/eventTimes"
import { ADDED_EVENTS } from "../../harness/author-changes"
import { checkedContent } from "../../harness/content"
import { builtPage, generatedFiles, text } from "../../harness/built-site"
import { eventCalendarSlug } from "../../src/downloads/calendarKinds"
import { changedCopy } from "../helpers/changed-copy"
import { structuredDataOf } from "../helpers/seo-check"

// The content guide's "Add an event" job, done twice in the copy with an author's changes: one
// event over a month before the build, one six weeks after it. Whatever data/ holds today, the
// events page then has a past event and one coming up, and these checks always have their case.
changedCopy()
const events = checkedContent.entries(Event).map(entry => entry.value)
const added = (slug: string) => {
  const event = events.find(candidate => candidate.slug === slug)
  if (!event) throw new Error(`The copy's data/events/events.json has no event "${slug}": harness/author-changes.ts adds it`)
  return event
}
const past = added(ADDED_EVENTS.past)
const upcoming = added(ADDED_EVENTS.upcoming)
const page = builtPage(PAGES.events.path)

describe("adding an event", () => {
  it("lists the event that is over under the past events, closed, marked as past, without its booking link", () => {
    const disclosure = page.querySelector("#past details")
    expect(disclosure?.hasAttribute("open")).toBe(false)
    const card = disclosure?.querySelector(`#${eventAnchor(past.slug)}`)
    expect(text(card)).toContain("Past event")
    expect(text(card)).toContain(formatEventTime(past))
    expect(card?.querySelector(`a[href="${past.url}"]`)).toBeNull()
    expect(page.querySelector(`#upcoming #${eventAnchor(past.slug)}`)).toBeNull()
  })

  it("lists the event coming up with its booking link and its calendar file", () => {
    const card = page.querySelector(`#upcoming #${eventAnchor(upcoming.slug)}`)
    expect(text(card)).toContain(formatEventTime(upcoming))
    expect(card?.querySelector(`a[href="${upcoming.url}"]`)).not.toBeNull()
    const calendar = generatedFiles().find(file => file.slug === eventCalendarSlug(upcoming.slug))
    expect(card?.querySelector(`a[href="${calendar?.url}"]`)?.getAttribute("download")).toBe(calendar?.fileName)
    expect(page.querySelector(`#past #${eventAnchor(upcoming.slug)}`)).toBeNull()
  })

  it("tells search engines about both, as they are not samples", () => {
    const described = structuredDataOf(page).data.filter(item => item["@type"] === "Event")
    for (const event of [past, upcoming]) expect(described.map(item => item.name)).toContain(event.title)
  })
})
