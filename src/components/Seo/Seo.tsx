import type React from "react"
import { useSocialImages } from "../../hooks/useSocialImages"
import { useSiteSettings } from "../../hooks/useSiteSettings"
import { breadcrumbOf, HOME, NEWS_FEED_PATH, type SitePage } from "../../routes"
import type { SocialImage } from "../../seo/socialImage"
import { siteTitle } from "../../seo/siteTitle"
import { absoluteUrl, breadcrumbListJsonLd, withoutSampleValues, type JsonLd } from "../../seo/structuredData"
import { inlineJson } from "../../text/inlineJson"

interface SeoDetails {
  description: string
  /** Keep the page out of search results (the 404 page, aliases). */
  noindex?: boolean
  /** The page's picture for link previews; pages without art of their own get the site's. */
  image?: SocialImage
  type?: "website" | "book" | "article"
  /** Open Graph properties of the page's type, such as book:release_date. */
  properties?: ReadonlyArray<{ property: string; content: string }>
  structuredData?: readonly JsonLd[]
  children?: React.ReactNode
}

/** A fixed page names itself (src/routes.ts); a page made from data says its title, address and breadcrumb. */
type SeoProps = SeoDetails &
  (
    | { page: SitePage; title?: never; path?: never; breadcrumb?: never; parent?: never }
    | {
        page?: never
        /** The page's own title; the series name is added after it. */
        title: string
        /** The page's canonical address on this site, such as "/book-one-the-discovery"; none for the 404 page. */
        path?: string
        /** The page's name in the "Home › …" breadcrumb it shows, for search engines too. */
        breadcrumb?: string
        /** The fixed page it sits below in that breadcrumb ("Home › Artwork › Rexi", "Home › Teachers and librarians › Book One"). */
        parent?: SitePage
      }
  )

/** Everything in a page's <head>, and its <html lang>: returned from every page's Head export. */
export function Seo({ description, noindex = false, image, type = "website", properties = [], structuredData = [], children, ...naming }: SeoProps) {
  const { title, path, breadcrumb, parent } = naming.page ? { ...naming.page, breadcrumb: breadcrumbOf(naming.page), parent: undefined } : naming
  const site = useSiteSettings()
  const socialImages = useSocialImages()
  const socialImage = image ?? socialImages.home
  const fullTitle = title === site.seriesName ? siteTitle(site) : `${title} | ${site.seriesName}`
  const url = path === undefined ? undefined : absoluteUrl(site.siteUrl, path)
  const imageUrl = socialImage && absoluteUrl(site.siteUrl, socialImage.src)
  const allStructuredData =
    breadcrumb && path
      ? [
          ...structuredData,
          breadcrumbListJsonLd(site, [
            { name: HOME.label, path: HOME.path },
            ...(parent ? [{ name: breadcrumbOf(parent), path: parent.path }] : []),
            { name: breadcrumb, path },
          ]),
        ]
      : structuredData
  return (
    <>
      <html lang={site.language} />
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {url && <link rel="canonical" href={url} />}
      {noindex && <meta name="robots" content="noindex" />}
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      {/* Every page offers the news feed, so a feed reader finds it from whichever page a visitor gives it. */}
      <link rel="alternate" type="application/atom+xml" title={`${site.seriesName} news`} href={NEWS_FEED_PATH} />
      <meta property="og:site_name" content={site.seriesName} />
      <meta property="og:locale" content={site.language.replace("-", "_")} />
      <meta property="og:type" content={type} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      {url && <meta property="og:url" content={url} />}
      {socialImage && imageUrl && (
        <>
          <meta property="og:image" content={imageUrl} />
          <meta property="og:image:width" content={String(socialImage.width)} />
          <meta property="og:image:height" content={String(socialImage.height)} />
          <meta property="og:image:alt" content={socialImage.alt} />
        </>
      )}
      {properties.map(({ property, content }) => (
        <meta key={`${property}=${content}`} property={property} content={content} />
      ))}
      {/* X reads the title, description, picture and its alt text from Open Graph: only the card's size is its own. */}
      <meta name="twitter:card" content="summary_large_image" />
      {allStructuredData.map((data, index) => (
        <script key={index} type="application/ld+json" dangerouslySetInnerHTML={{ __html: inlineJson(withoutSampleValues(data, site.siteUrl)) }} />
      ))}
      {children}
    </>
  )
}
