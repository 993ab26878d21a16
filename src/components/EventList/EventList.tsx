import type { GeneratedDownloadFile } from "../GeneratedDownload/GeneratedDownload"
import { EventCard, type EventCardEvent } from "../EventCard/EventCard"
import * as styles from "./EventList.module.css"

interface EventListProps {
  events: readonly EventCardEvent[]
  /** Each event's calendar file by the event's slug, where the build made one. */
  calendarOf?: (slug: string) => GeneratedDownloadFile | undefined
  past?: boolean
}

/** The events page's cards: one column on a phone, as many as fit from there. */
export function EventList({ events, calendarOf, past = false }: EventListProps) {
  return (
    <ul className={styles.list}>
      {events.map(event => (
        <li key={event.slug}>
          <EventCard event={event} calendar={calendarOf?.(event.slug)} past={past} />
        </li>
      ))}
    </ul>
  )
}
