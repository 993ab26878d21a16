import { graphql, type PageProps } from "gatsby"
import { Layout } from "../components/Layout/Layout"
import { PageIntro } from "../components/PageIntro/PageIntro"
import { PolicySection } from "../components/PolicySection/PolicySection"
import { Section } from "../components/Section/Section"
import { Seo } from "../components/Seo/Seo"
import { TextWithEmailLinks } from "../components/TextWithEmailLinks/TextWithEmailLinks"
import { useSiteSettings } from "../hooks/useSiteSettings"
import { PAGES } from "../routes"
import { fillTokens, formatLongDate } from "../utils/format"

type Data = Queries.PrivacyPolicyPageQuery

const PAGE = PAGES.privacyPolicy

/** A date a reader sees in the site's form and a program reads as YYYY-MM-DD. */
const dateOf = (isoDate: string) => <time dateTime={isoDate}>{formatLongDate(isoDate)}</time>

export default function PrivacyPolicyPage({ data }: PageProps<Data>) {
  const policy = data.privacyPolicy
  const settings = useSiteSettings()
  if (!policy) throw new Error("data/pages/privacy-policy.json was not loaded")
  const email = settings.contactEmail
  // {email} stays in the text for TextWithEmailLinks to make a mail link of, except in headings,
  // which the contents list links to: a link cannot hold another.
  const fill = (text: string) => fillTokens(text, { minimumAge: settings.newsletter.minimumAge, consentCookieDays: settings.behaviour.consentCookieDays })
  const fillHeading = (text: string) => fillTokens(fill(text), { email })
  return (
    <Layout>
      <PageIntro page={PAGE}>
        <p>
          {policy.lastUpdated === policy.firstPublished ? (
            <>This policy was published on {dateOf(policy.firstPublished)} and has not changed since.</>
          ) : (
            <>
              This policy was first published on {dateOf(policy.firstPublished)} and last updated on {dateOf(policy.lastUpdated)}.
            </>
          )}
        </p>
      </PageIntro>
      <Section heading="The short version" id="summary" tone="tinted">
        <ul>
          {policy.summary.map(point => (
            <li key={point}>
              <TextWithEmailLinks text={fill(point)} email={email} />
            </li>
          ))}
        </ul>
      </Section>
      <Section heading="Contents" id="contents">
        <ol>
          {policy.sections.map(section => (
            <li key={section.slug}>
              <a href={`#${section.slug}`}>{fillHeading(section.heading)}</a>
            </li>
          ))}
        </ol>
      </Section>
      {policy.sections.map(section => (
        <PolicySection
          key={section.slug}
          slug={section.slug}
          heading={fillHeading(section.heading)}
          paragraphs={section.paragraphs.map(fill)}
          points={section.points?.map(fill)}
          email={email}
        />
      ))}
    </Layout>
  )
}

export const query = graphql`
  query PrivacyPolicyPage {
    privacyPolicy {
      firstPublished
      lastUpdated
      summary
      sections {
        slug
        heading
        paragraphs
        points
      }
    }
  }
`

export function Head() {
  const { seriesName } = useSiteSettings()
  return (
    <Seo
      page={PAGE}
      description={`How the ${seriesName} website handles personal data: one consent cookie, no tracking, a newsletter for grown-ups, and your rights.`}
    />
  )
}
