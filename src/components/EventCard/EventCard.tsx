import { GeneratedDownload, type GeneratedDownloadFile } from "../GeneratedDownload/GeneratedDownload"
import { ExternalLink } from "../ExternalLink/ExternalLink"
import { eventAnchor } from "../../routes"
import { eventSchedule } from "../../events/eventTimes"
import { formatLongDate, formatWeekday } from "../../text/format"
import * as styles from "./EventCard.module.css"

export interface EventCardEvent {
  slug: string
  title: string
  kind: string
  start: string
  end: string
  timeZone: string
  where: string
  place?: { name: string; address: string } | null
  audience: string
  description: string
  url: string
  bookingRequired: boolean
  sample?: boolean | null
}

interface EventCardProps {
  event: EventCardEvent
  /** The event's own calendar file, where the build made it. */
  calendar?: GeneratedDownloadFile
  past?: boolean
}

/** One event on the events page: when and where, who it is for, whether to book, and its calendar file. */
export function EventCard({ event, calendar, past = false }: EventCardProps) {
  const headingId = `${eventAnchor(event.slug)}-title`
  return (
    <article id={eventAnchor(event.slug)} className={past ? styles.pastCard : styles.card} aria-labelledby={headingId}>
      <p className={styles.kind}>
        {past ? `${event.kind} · Past event` : event.kind}
        {event.sample && <span className={styles.sample}>Sample event</span>}
      </p>
      <h3 id={headingId} className={styles.title}>
        {event.title}
      </h3>
      <dl className={styles.facts}>
        <dt>When</dt>
        <dd>
          <EventTime event={event} />
        </dd>
        <dt>Where</dt>
        <dd>{event.place ? `${event.place.name}, ${event.place.address}` : "Online"}</dd>
        <dt>For</dt>
        <dd>{event.audience}</dd>
        {!past && (
          <>
            <dt>Booking</dt>
            <dd>{event.bookingRequired ? "Booking needed" : "No need to book"}</dd>
          </>
        )}
      </dl>
      <p>{event.description}</p>
      {!past && (
        <div className={styles.actions}>
          <ExternalLink href={event.url} className={styles.details}>
            {event.bookingRequired ? "Book a place" : "Details"}
            <span className="visually-hidden">: {event.title}</span>
          </ExternalLink>
          {calendar && <GeneratedDownload file={{ ...calendar, title: "Add to my calendar" }} />}
        </div>
      )}
    </article>
  )
}

/** "Saturday 16 January 2027, 11am to 12.30pm (GMT)", each day a <time> as the site writes dates. */
function EventTime({ event }: { event: EventCardEvent }) {
  const { startDay, endDay, startClock, endClock, zone } = eventSchedule(event)
  const day = (isoDate: string) => (
    <>
      {/* The weekday and its space one text node: a space on its own moves (a layout shift) when the HTML stops after it. */}
      {`${formatWeekday(isoDate)} `}
      <time dateTime={isoDate}>{formatLongDate(isoDate)}</time>
    </>
  )
  return endDay ? (
    <>
      {day(startDay)}, {startClock}, to {day(endDay)}, {endClock} ({zone})
    </>
  ) : (
    <>
      {day(startDay)}, {startClock} to {endClock} ({zone})
    </>
  )
}
