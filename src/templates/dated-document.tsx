import { graphql, type HeadProps, type PageProps } from "gatsby"
import { DatedDocument } from "../components/DatedDocument/DatedDocument"
import { Layout } from "../components/Layout/Layout"
import { Seo } from "../components/Seo/Seo"
import { useSiteSettings } from "../hooks/useSiteSettings"
import { DATED_DOCUMENT_PAGES, type DatedDocumentType } from "../routes"

type Data = Queries.DatedDocumentPageQuery

/** What src/gatsby-node/pagesFromData.ts gives each dated document's page. */
export interface DatedDocumentPageContext {
  id: string
  type: DatedDocumentType
}

/** Each document's description for search results and shared links. */
const DESCRIPTIONS: Record<DatedDocumentType, (seriesName: string) => string> = {
  PrivacyPolicy: seriesName =>
    `How the ${seriesName} website handles personal data: one consent cookie, no tracking, a newsletter for grown-ups, and your rights.`,
  AccessibilityStatement: seriesName =>
    `How the ${seriesName} website works for every reader: the standard it meets, keyboard and no-JavaScript use, reading settings and read-aloud, what does not work well yet, and how to ask for help.`,
}

/**
 * A document the author keeps dated in data/pages/ (the privacy policy, the accessibility
 * statement), read through their shared GraphQL interface: the author keeps each true as the
 * site changes.
 */
export default function DatedDocumentPage({ data, pageContext }: PageProps<Data, DatedDocumentPageContext>) {
  const { page, kind } = DATED_DOCUMENT_PAGES[pageContext.type]
  if (!data.datedDocument) throw new Error(`The ${pageContext.type} node ${pageContext.id} was not found`)
  return (
    <Layout>
      <DatedDocument page={page} kind={kind} document={data.datedDocument} />
    </Layout>
  )
}

export const query = graphql`
  query DatedDocumentPage($id: String!) {
    datedDocument(id: { eq: $id }) {
      firstPublished
      lastUpdated
      summary
      sections {
        ...DatedDocumentSection
      }
    }
  }
`

export function Head({ pageContext }: HeadProps<Data, DatedDocumentPageContext>) {
  const { seriesName } = useSiteSettings()
  return <Seo page={DATED_DOCUMENT_PAGES[pageContext.type].page} description={DESCRIPTIONS[pageContext.type](seriesName)} />
}
