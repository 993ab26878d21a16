/**
 * What a page's <head> must give search engines and link previews, checked on built HTML.
 * Returns the problems found, each naming what is wrong, so a failing test says it plainly.
 */

import { isSample } from "gatsby-source-chapterverse"

type JsonLd = Record<string, unknown>

/**
 * The properties each schema.org type the site uses must have. Not those a sample value or a
 * stand-in picture may leave out before launch (an Organization's sameAs, the author's name, a
 * post's picture): the tests of each page check them against data/.
 */
const REQUIRED: Record<string, string[]> = {
  Organization: ["name", "url", "logo"],
  WebSite: ["name", "url"],
  BookSeries: ["name", "url", "hasPart"],
  Book: ["name", "url", "author", "typicalAgeRange", "inLanguage", "isPartOf"],
  VideoObject: ["name", "description", "thumbnailUrl", "uploadDate", "duration", "embedUrl"],
  BreadcrumbList: ["itemListElement"],
  FAQPage: ["mainEntity"],
  Chapter: ["name", "url", "isPartOf", "inLanguage", "isAccessibleForFree"],
  LearningResource: ["name", "url", "learningResourceType", "educationalLevel", "audience", "about"],
  BlogPosting: ["headline", "description", "url", "datePublished", "author", "publisher"],
  ProfilePage: ["url", "mainEntity"],
  // A character of the books, on their own page.
  Person: ["name", "url", "description", "subjectOf"],
  // An event that is not a sample, on the events page: what Google's event results need, and when and where.
  Event: ["name", "description", "startDate", "endDate", "location", "eventStatus", "eventAttendanceMode", "url"],
}

/**
 * How structured data gives an address on the site: absolute, or from the site's root while the
 * site's own address is a sample (src/seo/structuredData.ts, withoutSampleValues).
 */
export const structuredDataAddress = (siteUrl: string, path: string): string => (isSample(siteUrl) ? path : new URL(path, siteUrl).href)

/** Whether a value is an address on the site as structured data must give it (structuredDataAddress). */
const isSiteAddress = (value: unknown, siteUrl: string): boolean => (isSample(siteUrl) ? /^\/(?!\/)/ : /^https:\/\//).test(String(value))

export function structuredDataOf(page: Document): { data: JsonLd[]; problems: string[] } {
  const data: JsonLd[] = []
  const problems: string[] = []
  page.querySelectorAll('script[type="application/ld+json"]').forEach((script, index) => {
    try {
      data.push(JSON.parse(script.textContent ?? ""))
    } catch (error) {
      problems.push(`JSON-LD block ${index + 1} is not valid JSON (${(error as Error).message})`)
    }
  })
  return { data, problems }
}

function checkStructuredData(item: JsonLd, problems: string[], siteUrl: string): void {
  const type = String(item["@type"])
  if (item["@context"] !== "https://schema.org") problems.push(`${type}: "@context" must be "https://schema.org"`)
  const required = REQUIRED[type]
  if (!required) return void problems.push(`JSON-LD of type "${type}" is not one the site should publish`)
  for (const property of required) {
    const value = item[property]
    if (value === undefined || value === "" || (Array.isArray(value) && value.length === 0)) problems.push(`${type} "${item.name ?? ""}" lacks "${property}"`)
  }
  if (type === "VideoObject" && !/^PT(\d+H)?(\d+M)?(\d+S)?$/.test(String(item.duration)))
    problems.push(`VideoObject "${item.name}": duration "${item.duration}" is not ISO 8601`)
  if (type === "VideoObject" && !/^\d{4}-\d{2}-\d{2}/.test(String(item.uploadDate)))
    problems.push(`VideoObject "${item.name}": uploadDate "${item.uploadDate}" is not a date`)
  if (type === "ProfilePage") {
    const person = item.mainEntity as JsonLd | undefined
    if (person?.["@type"] !== "Person" || !person["@id"] || !isSiteAddress(person.url, siteUrl))
      problems.push("ProfilePage: its mainEntity must be a Person with an @id and an address on the site")
  }
  if (type === "Person") {
    const books = (item.subjectOf as JsonLd[] | undefined) ?? []
    if (!item["@id"] || !isSiteAddress(item.url, siteUrl) || books.some(book => book["@type"] !== "Book" || !book["@id"]))
      problems.push(`Person "${item.name}": needs an @id, an address on the site, and the books it is the subject of, each by its @id`)
  }
  if (type === "BreadcrumbList") {
    ;(item.itemListElement as JsonLd[]).forEach((step, index) => {
      if (step.position !== index + 1 || !step.name || !isSiteAddress(step.item, siteUrl))
        problems.push(`BreadcrumbList step ${index + 1} needs its position, name and an address on the site`)
    })
  }
  if (type === "Book") {
    for (const example of (item.workExample as JsonLd[] | undefined) ?? []) {
      const offer = example.offers as JsonLd | undefined
      if (!example.bookFormat || !offer || !/^\d+\.\d{2}$/.test(String(offer.price)) || offer.priceCurrency !== "GBP" || !/^https:\/\//.test(String(offer.url)))
        problems.push(`Book "${item.name}": edition "${example.name}" needs a format and an offer with a price in GBP and a retailer address`)
    }
  }
}

const meta = (page: Document, key: string) => page.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute("content") ?? undefined

/** The names of the page's twitter: tags, whether written as name= or property=. */
export const twitterKeys = (page: Document): string[] =>
  Array.from(page.querySelectorAll("meta[name], meta[property]"), tag => tag.getAttribute("name") ?? tag.getAttribute("property") ?? "").filter(key =>
    key.startsWith("twitter:"),
  )

export function seoProblems(page: Document, { siteUrl }: { siteUrl: string }): string[] {
  const problems: string[] = []
  const description = meta(page, "description")
  if (!page.title) problems.push("the page has no <title>")
  if (!description || description.length < 50) problems.push("the page has no description of its own (at least 50 characters)")
  for (const key of ["og:title", "og:description", "og:type", "og:site_name", "og:locale"]) {
    if (!meta(page, key)) problems.push(`the page lacks ${key}`)
  }
  // X reads everything but the card's size from Open Graph: a twitter: tag beside it is a copy to keep in step.
  if (meta(page, "twitter:card") !== "summary_large_image") problems.push("the page lacks twitter:card (summary_large_image)")
  for (const key of twitterKeys(page).filter(key => key !== "twitter:card"))
    problems.push(`${key} repeats what X reads from Open Graph; keep twitter:card alone`)
  const image = meta(page, "og:image")
  if (!image) problems.push("the page has no Open Graph image (og:image)")
  else {
    if (!image.startsWith(siteUrl)) problems.push(`og:image must be an absolute address on the site, not ${image}`)
    if (meta(page, "og:image:width") !== "1200" || meta(page, "og:image:height") !== "630") problems.push("og:image must be 1200 × 630")
    if (!meta(page, "og:image:alt")) problems.push("og:image has no alt text (og:image:alt)")
  }
  const robots = meta(page, "robots") ?? ""
  const canonical = page.querySelector('link[rel="canonical"]')?.getAttribute("href")
  if (!robots.includes("noindex") && !canonical?.startsWith(siteUrl)) problems.push("the page has no canonical address on the site")
  if (canonical && meta(page, "og:url") !== canonical) problems.push("og:url must be the canonical address")
  if (meta(page, "og:type") === "book" && !meta(page, "book:release_date") && !page.querySelector("main")?.textContent?.includes("TBC"))
    problems.push("a released book's page needs book:release_date")
  const { data, problems: parseProblems } = structuredDataOf(page)
  problems.push(...parseProblems)
  data.forEach(item => checkStructuredData(item, problems, siteUrl))
  if (page.querySelector('nav[aria-label="Breadcrumb"]') && !data.some(item => item["@type"] === "BreadcrumbList"))
    problems.push("the page shows a breadcrumb but has no BreadcrumbList")
  return problems
}
