import { graphql } from "gatsby"
import { Island } from "gatsby-plugin-islands"
import { formatLongDate } from "../../text/format"
import { DownloadList } from "../DownloadList/DownloadList"
import type { GeneratedDownloadFile } from "../GeneratedDownload/GeneratedDownload"
import { ReleaseCountdown } from "../ReleaseCountdown/ReleaseCountdown"
import { Section } from "../Section/Section"

/** What a page with a release announcement reads besides its book: the day of the build and the files to download. */
export const releaseAnnouncementFragment = graphql`
  fragment ReleaseAnnouncement on Query {
    # The day alone: with the time in its data, every build would render the page again.
    site {
      buildTime(formatString: "YYYY-MM-DD")
    }
    ...AllGeneratedDownloads
  }
`

interface ReleaseAnnouncementProps {
  /** "Book Three". */
  label: string
  releaseDate: string
  /** The day the site was built, "2026-11-26": the plain-text countdown counts from it. */
  builtOn: string
  /** The release day's calendar file and, on the book's page, its launch party kit. */
  files: readonly GeneratedDownloadFile[]
}

/** A book whose release date is announced: the day, the time left, and the files for it. */
export function ReleaseAnnouncement({ label, releaseDate, builtOn, files }: ReleaseAnnouncementProps) {
  return (
    <Section heading={`${label} is out on ${formatLongDate(releaseDate)}`} id="release" tone="tinted" narrow>
      <Island name="ReleaseCountdown" component={ReleaseCountdown} props={{ releaseDate, countedOn: builtOn }} />
      <DownloadList files={files} label={`For ${label}'s release`} />
    </Section>
  )
}
