import { Link, type HeadProps, type PageProps } from "gatsby"
import { Layout } from "../components/Layout/Layout"
import { PageIntro } from "../components/PageIntro/PageIntro"
import { Section } from "../components/Section/Section"
import { Seo } from "../components/Seo/Seo"
import { useSiteSettings } from "../hooks/useSiteSettings"

interface AliasContext {
  /** The canonical address this old one leads to. */
  to: string
}

/**
 * An old address (data/site/aliases.json). Hosts with redirects never serve it; on a plain
 * file host its meta refresh sends the visitor on at once, and the link does without it.
 */
export default function AliasPage({ pageContext }: PageProps<object, AliasContext>) {
  const { siteUrl } = useSiteSettings()
  return (
    <Layout>
      <PageIntro title="This page has moved" />
      <Section>
        <p>
          Its new address is <Link to={pageContext.to}>{new URL(pageContext.to, siteUrl).href}</Link>. Taking you there now.
        </p>
      </Section>
    </Layout>
  )
}

export function Head({ pageContext }: HeadProps<object, AliasContext>) {
  const { seriesName, siteUrl } = useSiteSettings()
  return (
    <Seo
      title="This page has moved"
      description={`This old address of the ${seriesName} website now leads to ${new URL(pageContext.to, siteUrl).href}.`}
      path={pageContext.to}
      noindex
    >
      <meta httpEquiv="refresh" content={`0; url=${pageContext.to}`} />
    </Seo>
  )
}
