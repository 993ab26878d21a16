import { graphql, useStaticQuery } from "gatsby"

/** The site-wide settings of data/site/site.json. */
export function useSiteSettings(): NonNullable<Queries.SiteSettingsQuery["siteSettings"]> {
  const data = useStaticQuery<Queries.SiteSettingsQuery>(graphql`
    query SiteSettings {
      siteSettings {
        seriesName
        tagline
        description
        siteUrl
        language
        authorName
        contactEmail
        merchandiseShopUrl
        newsletter {
          formAction
          emailField
          honeypotField
          minimumAge
        }
        social {
          network
          url
        }
        behaviour {
          stickyHeaderOffset
          sliderAutoplayMs
          sliderTransitionMs
          albumEmbedHeight
          consentCookieName
          consentCookieDays
          acceptOnScroll
          acceptOnScrollPercent
        }
      }
    }
  `)
  if (!data.siteSettings) throw new Error("data/site/site.json was not loaded")
  return data.siteSettings
}
