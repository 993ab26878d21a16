/**
 * The site's own settings (data/site/site.json), its old addresses and the home page's slides:
 * their schemas and types, and the check that the books the home page features exist.
 */
import type { z } from "zod"
import type { CrossFileCheck } from "../collection"
import { altText, boolean, choice, described, email, image, integer, list, object, paragraph, path, slug, text, url } from "../fields"
import type { ContentProblem } from "../../checks/problems"
import { bookSlugsIn } from "./books"

export const SOCIAL_NETWORKS = ["YouTube", "Instagram", "TikTok", "Facebook", "X", "Spotify"] as const

const link = (name: string) => object(name, { label: text(), to: text() })

export const SiteSettings = object("SiteSettings", {
  seriesName: text(),
  tagline: text(),
  description: paragraph(),
  siteUrl: url(),
  language: text(),
  authorName: described(text(), "The books' author, for search engines' book listings."),
  contactEmail: email(),
  merchandiseShopUrl: url(),
  newsletter: object("NewsletterSettings", {
    formAction: url(),
    emailField: described(text(), "The form field the mailing-list service reads the e-mail address from (Mailchimp's is EMAIL)."),
    honeypotField: text(),
    minimumAge: described(integer(1), "Below this age a child is asked to let a parent sign up (also the privacy policy's age)."),
  }),
  social: list(object("SocialProfile", { network: choice(...SOCIAL_NETWORKS), url: url() }), 1, { item: "profile" }),
  featuredBooks: list(slug(), 1, { item: "book" }),
  behaviour: object("SiteBehaviour", {
    stickyHeaderOffset: integer(0),
    sliderAutoplayMs: integer(1000),
    sliderTransitionMs: integer(0),
    albumEmbedHeight: integer(80),
    consentCookieName: text(),
    consentCookieDays: integer(1),
    acceptOnScroll: boolean(),
    acceptOnScrollPercent: integer(1, 100),
  }),
})

export const Alias = object("Alias", { from: path(), to: path() })

export const HeroSlide = object("HeroSlide", {
  slug: slug(),
  eyebrow: text(),
  heading: text(),
  text: paragraph(),
  image: image(),
  alt: altText(),
  link: link("HeroSlideLink"),
})

/** Build code's view of the settings it reads itself, before the content is sourced (gatsby-config.ts, siteSettings.ts) or to make downloads. */
export type SiteSettingsEntry = z.infer<typeof SiteSettings>
export type AliasEntry = z.infer<typeof Alias>

/** The books the home page features must exist. */
export const featuredBooksExist: CrossFileCheck = content => {
  const problems: ContentProblem[] = []
  const bookSlugs = bookSlugsIn(content)
  for (const settings of content.entries(SiteSettings))
    (settings.value.featuredBooks ?? []).forEach((name, index) => {
      if (name !== undefined && !bookSlugs.includes(name))
        problems.push(content.problem(settings, `featuredBooks[${index}]`, `there is no book "${name}"`, `use one of ${bookSlugs.join(", ")}`))
    })
  return problems
}
