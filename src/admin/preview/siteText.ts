/**
 * The site's own wording for what the editor's form shows beside a field: the preview bundle
 * hands it to admin.js (window.editorSiteText), so that the form says a day and a time as the
 * page will.
 */
import { formatDayAndTime } from "../../text/format"

/** A day and a time as the events page writes it ("Saturday 16 January 2027, 11am"), or "" for a value that is not one that exists. */
export function writtenDateTime(value: unknown): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(typeof value === "string" ? value : "")
  if (!match) return ""
  const [year, month, day, hour, minute] = match.slice(1).map(Number)
  const exists = new Date(Date.UTC(year, month - 1, day)).getUTCDate() === day && month >= 1 && month <= 12 && hour <= 23 && minute <= 59
  return exists ? formatDayAndTime(value as string) : ""
}
