/**
 * The pages the author writes whole: the series guide, the about-the-author page, and the two
 * dated documents (the privacy policy, the accessibility statement). Their schemas and types,
 * and the dated documents' checks: names in braces the site fills in, dates in order.
 */
import type { z } from "zod"
import type { CrossFileCheck } from "../collection"
import { altText, choice, date, described, image, list, object, optional, paragraph, slug, text } from "../fields"
import type { ContentProblem } from "../../checks/problems"

/** The series guide page: an introduction, then the questions parents ask, answered. */
export const SeriesGuide = object("SeriesGuide", {
  intro: list(paragraph(), 1),
  questions: list(object("SeriesQuestion", { slug: slug(), question: text(), answer: list(paragraph(), 1) }), 1),
})

/** The author: the about-the-author page, the questions children ask, and school and library visits. The author's name is authorName in site/site.json. */
export const Author = object("Author", {
  photo: described(image(), "A photo of the author, beside this file."),
  photoAlt: altText(),
  photoCaption: described(optional(text()), "Shown under the photo; while the photo is the drawn stand-in, it says so."),
  childBio: described(list(paragraph(), 1), "The author's story, written for children (for school reports)."),
  pressBio: described(list(paragraph(), 1), "A short biography for the press and for event listings."),
  questions: described(
    list(object("AuthorQuestion", { slug: slug(), question: text(), answer: list(paragraph(), 1) }), 1),
    "The questions children ask the author, answered in the author's own voice.",
  ),
  visits: object("AuthorVisits", {
    intro: described(paragraph(), "What the author offers schools and libraries."),
    formats: list(
      object("AuthorVisitFormat", {
        slug: slug(),
        title: text(),
        text: paragraph(),
        audience: described(text(), 'Who it is for, for example "Years 3 to 6 (ages 7 to 11)".'),
        length: described(text(), 'How long it takes, for example "About an hour".'),
        where: choice("In person", "Online", "In person or online"),
      }),
      1,
    ),
    preparation: described(list(paragraph(), 1), "What a school or library needs to prepare."),
    emailSubject: described(text(), "The subject line of the e-mail a teacher starts from the visits page (sent to contactEmail in site/site.json)."),
  }),
})

/** A section of a page the author writes as a document: a heading, paragraphs and an optional list. */
const DocumentSection = object("DocumentSection", {
  slug: slug(),
  heading: text(),
  paragraphs: list(paragraph(), 1),
  points: optional(list(paragraph())),
})

/** A page the author keeps up to date as a dated document: the privacy policy, the accessibility statement. */
const datedDocument = (name: string, what: string) =>
  object(name, {
    firstPublished: described(date(), `The day the ${what} first appeared on the site, written as YYYY-MM-DD. It stays as it is when the ${what} changes.`),
    lastUpdated: described(date(), `The day the ${what}'s text last changed, written as YYYY-MM-DD: change it to that day whenever you change the text.`),
    summary: list(paragraph(), 1),
    sections: list(DocumentSection, 1),
  })

export const PrivacyPolicy = datedDocument("PrivacyPolicy", "policy")
export const AccessibilityStatement = datedDocument("AccessibilityStatement", "statement")

/**
 * The names the privacy policy's and the accessibility statement's text may use in braces, filled in from the site's
 * settings so that each fact stays in one place: {email} (a mail link), {minimumAge},
 * {consentCookieDays}.
 */
export const POLICY_TOKENS = ["email", "minimumAge", "consentCookieDays"] as const

export type AuthorEntry = z.infer<typeof Author>

/** A dated document's (`type`'s): names in braces the site can fill in, and a last update no earlier than the first publication. */
export const datedDocumentChecks =
  (type: typeof PrivacyPolicy): CrossFileCheck =>
  content => {
    const problems: ContentProblem[] = []
    for (const document of content.entries(type)) {
      const unknown = [...JSON.stringify(document.value).matchAll(/\{(\w+)\}/g)]
        .map(m => m[1])
        .filter(name => !(POLICY_TOKENS as readonly string[]).includes(name))
      for (const name of new Set(unknown))
        problems.push(
          content.problem(
            document,
            "sections",
            `the text names {${name}}, which the site does not know, so it would show as written`,
            `use one of ${POLICY_TOKENS.map(t => `{${t}}`).join(", ")}, or write the value itself`,
          ),
        )
      // Dates written YYYY-MM-DD sort as text.
      const { firstPublished, lastUpdated } = document.value
      if (firstPublished !== undefined && lastUpdated !== undefined && lastUpdated < firstPublished)
        problems.push(
          content.problem(
            document,
            "lastUpdated",
            `the page cannot be last updated (${lastUpdated}) before it was first published (${firstPublished})`,
            "write the day its text last changed in lastUpdated, and leave firstPublished as the day it first appeared",
          ),
        )
    }
    return problems
  }
