/** How facts from data/ are written on the page. One place, so every page says them alike. */

/**
 * 7.99 → "£7.99", 39 → "£39.00", 1250 → "£1,250.00", as Intl's en-GB currency format writes
 * them. Written out because building an Intl.NumberFormat loads the browser's locale data: a
 * 90 ms task on a throttled phone while the page's scripts start.
 */
export function formatPrice(pounds: number): string {
  const [whole, pence] = Math.abs(pounds).toFixed(2).split(".")
  return `${pounds < 0 ? "-" : ""}£${groupThousands(whole)}.${pence}`
}

/** "32000" → "32,000". */
const groupThousands = (digits: string): string => digits.replace(/\B(?=(\d{3})+$)/g, ",")

/** 32000 → "32,000" (word counts). */
export const formatCount = (count: number): string => groupThousands(String(Math.round(count)))

/** 5 → "5 Robux". */
export const formatRobux = (robux: number): string => `${robux} Robux`

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"]

function dateParts(isoDate: string): { year: number; month: string; day: number } {
  const [year, month, day] = isoDate.split("-").map(Number)
  return { year, month: MONTHS[month - 1], day }
}

/**
 * How a date is written out: the months' names, and the order of its parts. The web editor shows
 * each date field's date this way too (src/admin/cmsConfig.ts gives it this).
 */
export const LONG_DATE = { months: MONTHS, written: "{day} {month} {year}" } as const

/**
 * Dates as en-GB readers write them, day first and no commas, in every page, PDF and text file the
 * site makes: "2023-11-14" → "14 November 2023", "2025-05-03" → "3 May 2025" (book pages, the
 * privacy policy, the press kit). Structured data and `<time dateTime>` keep the ISO date.
 */
export function formatLongDate(isoDate: string): string {
  return fillTokens(LONG_DATE.written, dateParts(isoDate))
}

/** "2023-11-14" → "14 Nov 2023", where space is tight (video cards). Every month in three letters, September too ("Sep"). */
export function formatShortDate(isoDate: string): string {
  const { year, month, day } = dateParts(isoDate)
  return `${day} ${month.slice(0, 3)} ${year}`
}

/** "2025-05-03" → "May 2025" (the home page's book cards). */
export function formatMonth(isoDate: string): string {
  const { year, month } = dateParts(isoDate)
  return `${month} ${year}`
}

/** 1536000 → "1.5 MB". */
export function formatFileSize(bytes: number): string {
  if (bytes < 1000) return `${bytes} bytes`
  if (bytes < 1_000_000) return `${Math.round(bytes / 1000)} KB`
  return `${(bytes / 1_000_000).toFixed(1)} MB`
}

/** "01:45" → "1 minute 45 seconds", for screen readers. */
export function spokenDuration(duration: string): string {
  const parts = duration.split(":").map(Number)
  const [hours, minutes, seconds] = parts.length === 3 ? parts : [0, ...parts]
  const say = (n: number, unit: string) => (n ? [`${n} ${unit}${n === 1 ? "" : "s"}`] : [])
  return [...say(hours, "hour"), ...say(minutes, "minute"), ...say(seconds, "second")].join(" ") || "0 seconds"
}

/** 8, 14 → "8 to 14". */
export const formatAgeRange = (min: number, max: number): string => `${min} to ${max}`

/** Writes values into text where it names them in braces: "under {minimumAge}" → "under 13". Unknown names stay as they are. */
export function fillTokens(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (token, name: string) => (name in values ? String(values[name]) : token))
}

/** "mild" → "Mild": a word or phrase written to start a line. */
export const capitalised = (text: string): string => `${text.charAt(0).toUpperCase()}${text.slice(1)}`

/** "the videos page" → "The videos page.": a phrase written as a sentence of its own. */
export const asSentence = (text: string): string => `${capitalised(text)}.`

/** A name as a file name or address: lower case, words joined by dashes ("ChapterVerse Artwork" → "chapterverse-artwork"). */
export const slugified = (text: string): string =>
  text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")

/** "11:00" → "11am", "12:30" → "12.30pm", "12:00" → "12 noon", "00:00" → "midnight": a clock time as en-GB readers write it. */
export function formatClockTime(clock: string): string {
  const [hour, minute] = clock.split(":").map(Number)
  if (minute === 0 && hour === 12) return "12 noon"
  if (minute === 0 && hour === 0) return "midnight"
  const twelve = hour % 12 === 0 ? 12 : hour % 12
  return `${twelve}${minute === 0 ? "" : `.${String(minute).padStart(2, "0")}`}${hour < 12 ? "am" : "pm"}`
}

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]

/** "2027-01-16" → "Saturday". */
export function formatWeekday(isoDate: string): string {
  const [year, month, day] = isoDate.split("-").map(Number)
  return WEEKDAYS[new Date(Date.UTC(year, month - 1, day)).getUTCDay()]
}

/** "2027-01-16" → "Saturday 16 January 2027". */
export const formatDayAndDate = (isoDate: string): string => `${formatWeekday(isoDate)} ${formatLongDate(isoDate)}`

/** "2027-01-16T11:00" → "Saturday 16 January 2027, 11am": a day and a clock time (an event's start), as the events page writes it. */
export const formatDayAndTime = (dayAndTime: string): string => {
  const [day, clock] = dayAndTime.split("T")
  return `${formatDayAndDate(day)}, ${formatClockTime(clock)}`
}
