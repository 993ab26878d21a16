import { ACTIVITY_SHEET_NAMES, ACTIVITY_SHEETS } from "../../downloads/classroomKinds"
import { ABOUT_META } from "../../search/pagefind"
import { DownloadList } from "../DownloadList/DownloadList"
import type { GeneratedDownloadFile } from "../GeneratedDownload/GeneratedDownload"
import { Section } from "../Section/Section"

export type ActivitySheet = GeneratedDownloadFile & { kind: string }

const activityOf = (kind: string): string | undefined => ACTIVITY_SHEETS[kind]
const rank = (kind: string) => Object.keys(ACTIVITY_SHEETS).indexOf(kind)

/** "a, b and c". */
const listed = (items: readonly string[]) => (items.length < 2 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`)

/**
 * "Print and play": the activity sheets the build makes from data/ (colouring pages, word
 * searches, the reading passport), each a PDF to print. Nothing at all while there are none.
 */
export function ActivitySheets({ sheets }: { sheets: readonly ActivitySheet[] }) {
  const known = sheets.filter(sheet => activityOf(sheet.kind))
  if (known.length === 0) return null
  // Grouped by kind, each kind's sheets in the order the build made them.
  const ordered = known.map((sheet, index) => ({ sheet, index })).sort((a, b) => rank(a.sheet.kind) - rank(b.sheet.kind) || a.index - b.index)
  const activities = [...new Set(ordered.map(({ sheet }) => activityOf(sheet.kind) as string))]
  return (
    <Section heading="Print and play" id="print-and-play" tone="tinted">
      {/* The children's printables live here: the site search finds colouring pages and word searches here first (what the page is about, and Pagefind's weight: 1 is a paragraph's). */}
      <div
        data-pagefind-weight="3"
        data-pagefind-meta={`${ABOUT_META}:${listed(known.map(sheet => ACTIVITY_SHEET_NAMES[sheet.kind]).filter((name, index, all) => name && all.indexOf(name) === index))}`}
      >
        <p>Activity sheets to print at home or at school: {listed(activities)}. Each one is a PDF: open it and print.</p>
        <DownloadList files={ordered.map(({ sheet }) => sheet)} label="Activity sheets" />
      </div>
    </Section>
  )
}
