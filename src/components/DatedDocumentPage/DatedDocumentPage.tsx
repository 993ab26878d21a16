import type { ComponentProps } from "react"
import { DatedDocument } from "../DatedDocument/DatedDocument"
import { Layout } from "../Layout/Layout"

type DatedDocumentPageProps = Omit<ComponentProps<typeof DatedDocument>, "document"> & {
  /** As the page's query read it: null when the file was not loaded. */
  document: ComponentProps<typeof DatedDocument>["document"] | null
  /** The file the document comes from, to name in the error when it is missing. */
  file: string
}

/**
 * A whole page of a dated document (the privacy policy, the accessibility statement). Each page
 * keeps its own query, as each document is a GraphQL type of its own; all else is here.
 */
export function DatedDocumentPage({ document, file, ...rest }: DatedDocumentPageProps) {
  if (!document) throw new Error(`${file} was not loaded`)
  return (
    <Layout>
      <DatedDocument {...rest} document={document} />
    </Layout>
  )
}
