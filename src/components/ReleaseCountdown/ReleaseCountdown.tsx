import { useEffect, useState } from "react"
import { formatLongDate } from "../../text/format"
import * as styles from "./ReleaseCountdown.module.css"

interface ReleaseCountdownProps {
  /** The release day, YYYY-MM-DD. */
  releaseDate: string
  /** The day the page was built, YYYY-MM-DD: what the plain-text count counts from. */
  countedOn: string
}

const DAY = 86_400_000
const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? "" : "s"}`
const midnightUtc = (isoDate: string) => Date.parse(`${isoDate}T00:00:00Z`)

/** From the visitor's clock: the time left until the release day begins where they are. */
function timeLeft(releaseDate: string, now: number): string {
  const [year, month, day] = releaseDate.split("-").map(Number)
  const left = Math.max(0, new Date(year, month - 1, day).getTime() - now)
  if (left === 0) return "It's out today!"
  const parts = [Math.floor(left / DAY), Math.floor(left / 3_600_000) % 24, Math.floor(left / 60_000) % 60, Math.floor(left / 1000) % 60]
  const [days, hours, minutes, seconds] = parts.map((count, index) => plural(count, ["day", "hour", "minute", "second"][index]))
  return `${days}, ${hours}, ${minutes} and ${seconds} to go`
}

/**
 * The days to a book's release: plain text counted on the day the page was built, and, as an
 * island, the time left by the visitor's own clock, ticking every second.
 */
export function ReleaseCountdown({ releaseDate, countedOn }: ReleaseCountdownProps) {
  const [now, setNow] = useState<number>()
  useEffect(() => {
    setNow(Date.now())
    const timer = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(timer)
  }, [])
  const days = Math.round((midnightUtc(releaseDate) - midnightUtc(countedOn)) / DAY)
  return (
    <p className={styles.countdown}>
      {now === undefined ? (
        days > 0 ? (
          <>
            <strong>{plural(days, "day")} to go</strong> (counted on {formatLongDate(countedOn)}, when this page was last updated)
          </>
        ) : (
          <strong>It's out!</strong>
        )
      ) : (
        // Read out once, not every second: the ticking is for eyes.
        <strong aria-live="off">{timeLeft(releaseDate, now)}</strong>
      )}
    </p>
  )
}
