import { graphql } from "gatsby"
import type { SitePage } from "../../routes"
import { useSiteSettings } from "../../hooks/useSiteSettings"
import { fillTokens, formatLongDate } from "../../text/format"
import { PageIntro } from "../PageIntro/PageIntro"
import { PolicySection } from "../PolicySection/PolicySection"
import { Section } from "../Section/Section"
import { TextWithEmailLinks } from "../TextWithEmailLinks/TextWithEmailLinks"

/** What a dated document's page reads of each of its sections. */
export const datedDocumentSectionFragment = graphql`
  fragment DatedDocumentSection on DocumentSection {
    slug
    heading
    paragraphs
    points
  }
`

interface DatedDocumentProps {
  page: SitePage
  /** What the page calls itself in its dates line: "policy", "statement". */
  kind: string
  document: {
    firstPublished: string
    lastUpdated: string
    summary: readonly string[]
    sections: ReadonlyArray<{ slug: string; heading: string; paragraphs: readonly string[]; points?: readonly string[] | null }>
  }
}

/** A date a reader sees in the site's form and a program reads as YYYY-MM-DD. */
const dateOf = (isoDate: string) => <time dateTime={isoDate}>{formatLongDate(isoDate)}</time>

/**
 * The body of a page the author keeps as a dated document in data/pages/ (the privacy policy, the
 * accessibility statement): when it was published and last changed, the short version, a contents
 * list and its sections. The names in braces come from the site's settings (schema.ts, POLICY_TOKENS).
 */
export function DatedDocument({ page, kind, document }: DatedDocumentProps) {
  const settings = useSiteSettings()
  const email = settings.contactEmail
  // {email} stays in the text for TextWithEmailLinks to make a mail link of, except in headings,
  // which the contents list links to: a link cannot hold another.
  const fill = (text: string) => fillTokens(text, { minimumAge: settings.newsletter.minimumAge, consentCookieDays: settings.behaviour.consentCookieDays })
  const fillHeading = (text: string) => fillTokens(fill(text), { email })
  return (
    <>
      <PageIntro page={page}>
        <p>
          {document.lastUpdated === document.firstPublished ? (
            <>
              This {kind} was published on {dateOf(document.firstPublished)} and has not changed since.
            </>
          ) : (
            <>
              This {kind} was first published on {dateOf(document.firstPublished)} and last updated on {dateOf(document.lastUpdated)}.
            </>
          )}
        </p>
      </PageIntro>
      <Section heading="The short version" id="summary" tone="tinted">
        <ul>
          {document.summary.map(point => (
            <li key={point}>
              <TextWithEmailLinks text={fill(point)} email={email} />
            </li>
          ))}
        </ul>
      </Section>
      <Section heading="Contents" id="contents">
        <ol>
          {document.sections.map(section => (
            <li key={section.slug}>
              <a href={`#${section.slug}`}>{fillHeading(section.heading)}</a>
            </li>
          ))}
        </ol>
      </Section>
      {document.sections.map(section => (
        <PolicySection
          key={section.slug}
          slug={section.slug}
          heading={fillHeading(section.heading)}
          paragraphs={section.paragraphs.map(fill)}
          points={section.points?.map(fill)}
          email={email}
        />
      ))}
    </>
  )
}
