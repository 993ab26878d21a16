import { Link, type HeadProps, type PageProps } from "gatsby"
import { Layout } from "../components/Layout/Layout"
import { PageIntro } from "../components/PageIntro/PageIntro"
import { Section } from "../components/Section/Section"
import { Seo } from "../components/Seo/Seo"
import { useSiteSettings } from "../hooks/useSiteSettings"
import type { GoneAddress } from "../addresses/earlierAddresses"
import { PAGES } from "../routes"

/** What the page says of the entry that was here (src/addresses/earlierAddresses.ts). */
export type GonePageContext = Pick<GoneAddress, "title" | "list">

/**
 * The address of something taken off the site (a news post, a book, a character): it says so and
 * sends the visitor to its list, where a bookmark or an old link would otherwise find nothing.
 */
export default function GonePage({ pageContext }: PageProps<object, GonePageContext>) {
  return (
    <Layout>
      <PageIntro title="This page has gone" />
      <Section>
        <p>“{pageContext.title}” is no longer on the site.</p>
        <p>
          Back to <Link to={pageContext.list.path}>{pageContext.list.title}</Link>, or find what you were looking for in the{" "}
          <Link to={PAGES.aToZ.path}>A to Z of every page</Link>.
        </p>
      </Section>
    </Layout>
  )
}

export function Head({ pageContext }: HeadProps<object, GonePageContext>) {
  const { seriesName } = useSiteSettings()
  return <Seo title="This page has gone" description={`“${pageContext.title}” is no longer on the ${seriesName} website.`} noindex />
}
