import { graphql, type HeadProps, type PageProps } from "gatsby"
import { Layout } from "../components/Layout/Layout"
import { PageIntro } from "../components/PageIntro/PageIntro"
import { PolicySection } from "../components/PolicySection/PolicySection"
import { Section } from "../components/Section/Section"
import { Seo } from "../components/Seo/Seo"
import { ROUTES } from "../routes"
import { formatLongDate } from "../utils/format"

type Data = Queries.PrivacyPolicyPageQuery

export default function PrivacyPolicyPage({ data }: PageProps<Data>) {
  const policy = data.privacyPolicy
  const email = data.siteSettings?.contactEmail ?? ""
  if (!policy) throw new Error("data/pages/privacy-policy.json was not loaded")
  return (
    <Layout>
      <PageIntro title="Privacy policy">
        <p>
          Last updated: <time dateTime={policy.lastUpdated}>{formatLongDate(policy.lastUpdated)}</time>
        </p>
      </PageIntro>
      <Section heading="The short version" id="summary" tone="tinted">
        <ul>
          {policy.summary.map(point => (
            <li key={point}>{point}</li>
          ))}
        </ul>
      </Section>
      <Section heading="Contents" id="contents">
        <ol>
          {policy.sections.map(section => (
            <li key={section.slug}>
              <a href={`#${section.slug}`}>{section.heading}</a>
            </li>
          ))}
        </ol>
      </Section>
      {policy.sections.map(section => (
        <PolicySection key={section.slug} slug={section.slug} heading={section.heading} paragraphs={section.paragraphs} points={section.points} email={email} />
      ))}
    </Layout>
  )
}

export const query = graphql`
  query PrivacyPolicyPage {
    siteSettings {
      seriesName
      contactEmail
    }
    privacyPolicy {
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

export function Head({ data }: HeadProps<Data>) {
  return (
    <Seo
      title="Privacy policy"
      description={`How the ${data.siteSettings?.seriesName} website handles personal data: one consent cookie, no tracking, a newsletter for grown-ups, and your rights.`}
      path={ROUTES.privacyPolicy}
    />
  )
}
