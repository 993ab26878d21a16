import type React from "react"
import { useSiteSettings } from "../../hooks/useSiteSettings"

interface SeoProps {
  /** The page's own title; the series name is added after it. */
  title: string
  description: string
  /** The page's canonical address on this site, such as "/shop"; none for the 404 page. */
  path?: string
  /** Keep the page out of search results (the 404 page, aliases). */
  noindex?: boolean
  children?: React.ReactNode
}

/** Everything in a page's <head>: returned from every page's Head export. */
export function Seo({ title, description, path, noindex = false, children }: SeoProps) {
  const site = useSiteSettings()
  const fullTitle = title === site.seriesName ? `${site.seriesName}: ${site.tagline}` : `${title} | ${site.seriesName}`
  const url = path === undefined ? undefined : new URL(path, site.siteUrl).href
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {url && <link rel="canonical" href={url} />}
      {noindex && <meta name="robots" content="noindex" />}
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      {url && <meta property="og:url" content={url} />}
      <meta property="og:site_name" content={site.seriesName} />
      <meta property="og:type" content="website" />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="theme-color" content="#140d33" />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      {children}
    </>
  )
}
