import { graphql, type PageProps } from "gatsby"
import { DatedDocument } from "../components/DatedDocument/DatedDocument"
import { Layout } from "../components/Layout/Layout"
import { Seo } from "../components/Seo/Seo"
import { useSiteSettings } from "../hooks/useSiteSettings"
import { PAGES } from "../routes"

type Data = Queries.PrivacyPolicyPageQuery

const PAGE = PAGES.privacyPolicy

export default function PrivacyPolicyPage({ data }: PageProps<Data>) {
  if (!data.privacyPolicy) throw new Error("data/pages/privacy-policy.json was not loaded")
  return (
    <Layout>
      <DatedDocument page={PAGE} kind="policy" document={data.privacyPolicy} />
    </Layout>
  )
}

export const query = graphql`
  fragment DatedDocumentSection on DocumentSection {
    slug
    heading
    paragraphs
    points
  }

  query PrivacyPolicyPage {
    privacyPolicy {
      firstPublished
      lastUpdated
      summary
      sections {
        ...DatedDocumentSection
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
