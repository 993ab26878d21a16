import { graphql, type PageProps } from "gatsby"
import { DatedDocumentPage } from "../components/DatedDocumentPage/DatedDocumentPage"
import { Seo } from "../components/Seo/Seo"
import { useSiteSettings } from "../hooks/useSiteSettings"
import { PAGES } from "../routes"

type Data = Queries.AccessibilityStatementPageQuery

const PAGE = PAGES.accessibility

/** The accessibility statement, from data/pages/accessibility.json: the author keeps it true as the site changes. */
export default function AccessibilityStatementPage({ data }: PageProps<Data>) {
  return <DatedDocumentPage page={PAGE} kind="statement" document={data.accessibilityStatement} file="data/pages/accessibility.json" />
}

export const query = graphql`
  query AccessibilityStatementPage {
    accessibilityStatement {
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
      description={`How the ${seriesName} website works for every reader: the standard it meets, keyboard and no-JavaScript use, reading settings and read-aloud, what does not work well yet, and how to ask for help.`}
    />
  )
}
