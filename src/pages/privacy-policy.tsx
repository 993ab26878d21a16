import { graphql, type PageProps } from "gatsby"
import { DatedDocumentPage } from "../components/DatedDocumentPage/DatedDocumentPage"
import { Seo } from "../components/Seo/Seo"
import { useSiteSettings } from "../hooks/useSiteSettings"
import { PAGES } from "../routes"

type Data = Queries.PrivacyPolicyPageQuery

const PAGE = PAGES.privacyPolicy

/** The privacy policy, from data/pages/privacy-policy.json. */
export default function PrivacyPolicyPage({ data }: PageProps<Data>) {
  return <DatedDocumentPage page={PAGE} kind="policy" document={data.privacyPolicy} file="data/pages/privacy-policy.json" />
}

export const query = graphql`
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
