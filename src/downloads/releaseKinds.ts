/**
 * The files made for a book whose release date is announced (calendars.ts, launchPartyKit.ts), as
 * the pages list them: shared by the pages and the generators, so nothing here may need Node.
 */

/** The release day's calendar file (`book` is the book's slug). */
export const RELEASE_CALENDAR = "release-calendar"
/** The launch party kit, a PDF for libraries and schools (`book` is the book's slug). */
export const LAUNCH_PARTY_KIT = "launch-party-kit"

interface KindedFile {
  kind: string
  book?: string | null
  title: string
}

/** A book's release files, each titled for what a visitor does with it; the kit only where the page offers it. */
export function releaseFiles<T extends KindedFile>(files: readonly T[], bookSlug: string, { withKit }: { withKit: boolean }): T[] {
  const of = (kind: string) => files.filter(file => file.kind === kind && file.book === bookSlug)
  return [
    ...of(RELEASE_CALENDAR).map(file => ({ ...file, title: "Add the release day to my calendar" })),
    ...(withKit ? of(LAUNCH_PARTY_KIT) : []),
  ]
}
