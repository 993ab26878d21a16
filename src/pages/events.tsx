import { graphql, type HeadProps, type PageProps } from "gatsby"
import { EventList } from "../components/EventList/EventList"
import { GeneratedDownload } from "../components/GeneratedDownload/GeneratedDownload"
import { Layout } from "../components/Layout/Layout"
import { PageIntro } from "../components/PageIntro/PageIntro"
import { Section } from "../components/Section/Section"
import { Seo } from "../components/Seo/Seo"
import { CALENDAR_KINDS, eventCalendarSlug } from "../downloads/calendarKinds"
import { useSiteSettings } from "../hooks/useSiteSettings"
import { PAGES } from "../routes"
import { eventJsonLd } from "../seo/structuredData"
import { byStart, isoTimes, isPast } from "../events/eventTimes"
import { formatLongDate } from "../text/format"

type Data = Queries.EventsPageQuery

const PAGE = PAGES.events

/**
 * Upcoming and past events (data/events/events.json). Which are past is decided when the site is
 * built, so the page says when that was; every event shows its own date, so a page not rebuilt
 * for a while never hides when something happened.
 */
export default function EventsPage({ data }: PageProps<Data>) {
  const { seriesName } = useSiteSettings()
  const builtAt = new Date(data.site?.buildTime ?? 0)
  const events = [...data.allEvent.nodes].sort(byStart)
  const upcoming = events.filter(event => !isPast(event, builtAt))
  const past = events.filter(event => isPast(event, builtAt)).reverse()
  const calendarOf = (slug: string) => data.allGeneratedFile.nodes.find(file => file.slug === eventCalendarSlug(slug))
  const allEvents = data.allGeneratedFile.nodes.find(file => file.kind === CALENDAR_KINDS.allEvents)
  return (
    <Layout>
      <PageIntro page={PAGE}>
        <p>
          Meet the author of {seriesName} at signings, library and school events open to everyone, launch parties and readings online. Add any event to your
          calendar, or all of them at once.
        </p>
        <p>
          This list was last updated on <time dateTime={builtAt.toISOString().slice(0, 10)}>{formatLongDate(builtAt.toISOString().slice(0, 10))}</time>: check
          an event's date and the organiser's page before you set off.
        </p>
      </PageIntro>
      <Section heading="Coming up" id="upcoming">
        {upcoming.length === 0 ? (
          <p>No events are planned just now. Grown-ups can sign up to the newsletter at the foot of the page to hear about the next ones first.</p>
        ) : (
          <EventList events={upcoming} calendarOf={calendarOf} />
        )}
        {allEvents && (
          <p>
            <GeneratedDownload file={{ ...allEvents, title: "Add every event to my calendar" }} />
          </p>
        )}
      </Section>
      {past.length > 0 && (
        <Section heading="Past events" id="past" tone="tinted">
          <EventList events={past} past />
        </Section>
      )}
    </Layout>
  )
}

export const query = graphql`
  query EventsPage {
    site {
      buildTime
    }
    allEvent {
      nodes {
        slug
        title
        kind
        start
        end
        timeZone
        where
        place {
          name
          address
        }
        audience
        description
        url
        bookingRequired
        sample
      }
    }
    ...AllGeneratedDownloads
  }
`

/** Each event that is not a sample, as schema.org Events: a sample never reaches a search engine. */
export function Head({ data }: HeadProps<Data>) {
  const site = useSiteSettings()
  const events = data.allEvent.nodes.filter(event => !event.sample)
  return (
    <Seo
      page={PAGE}
      description={`Events with the author of ${site.seriesName}: signings, library and school events open to everyone, launch parties and online readings, each to add to your calendar.`}
      structuredData={events.map(event => eventJsonLd(site, { ...event, ...isoTimes(event), pagePath: PAGE.path }))}
    />
  )
}
