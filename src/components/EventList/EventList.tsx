import type { GeneratedDownloadFile } from "../GeneratedDownload/GeneratedDownload"
import { EventCard, type EventCardEvent } from "../EventCard/EventCard"
import * as styles from "./EventList.module.css"

interface EventListProps {
  events: readonly EventCardEvent[]
  /** Each event's calendar file by the event's slug, where the build made one. */
  calendarOf?: (slug: string) => GeneratedDownloadFile | undefined
  past?: boolean
}

/**
 * The events page's cards: one column on a phone, as many as fit from there. Past events are kept
 * and out of the way, behind a disclosure that opens without JavaScript.
 */
export function EventList({ events, calendarOf, past = false }: EventListProps) {
  const list = (
    <ul className={styles.list}>
      {events.map(event => (
        <li key={event.slug}>
          <EventCard event={event} calendar={calendarOf?.(event.slug)} past={past} />
        </li>
      ))}
    </ul>
  )
  if (!past) return list
  return (
    <details className={styles.past}>
      <summary>
        Show the {events.length} past event{events.length === 1 ? "" : "s"}
      </summary>
      {list}
    </details>
  )
}
