/**
 * @jest-environment node
 */
import { book, bookSeries, breadcrumbList, isoDuration, organization, videoObject, type SiteFacts } from "../../src/seo/structuredData"
import { DATA_DIR, readJson } from "../support/content"

const site: SiteFacts = readJson(DATA_DIR, "site/site.json")
const bookTwo = readJson(DATA_DIR, "books/book-two-the-awakening/book.json")

describe("structured data", () => {
  it("writes durations in ISO 8601", () => {
    expect(isoDuration("01:45")).toBe("PT1M45S")
    expect(isoDuration("00:16")).toBe("PT16S")
    expect(isoDuration("02:00")).toBe("PT2M")
    expect(isoDuration("1:02:03")).toBe("PT1H2M3S")
  })

  it("describes a book with each edition's format, price in pounds, retailer and date", () => {
    const data = book(site, { ...bookTwo, description: "A call for help from Mars." })
    expect(data).toMatchObject({
      "@type": "Book",
      name: "Book Two: The Awakening",
      url: `${site.siteUrl}/book-two-the-awakening`,
      typicalAgeRange: "8-14",
      datePublished: "2025-04-20",
      author: { "@type": "Person", name: site.authorName },
      isPartOf: { "@type": "BookSeries", name: site.seriesName },
    })
    expect(data.workExample).toEqual([
      expect.objectContaining({ bookFormat: "https://schema.org/Paperback", datePublished: "2025-04-20", offers: expect.objectContaining({ price: "7.99", priceCurrency: "GBP", url: bookTwo.editions[0].url }) }),
      expect.objectContaining({ bookFormat: "https://schema.org/EBook", datePublished: "2025-05-03", offers: expect.objectContaining({ price: "1.99", priceCurrency: "GBP" }) }),
    ])
  })

  it("leaves out what a book without editions does not have", () => {
    const bookThree = readJson(DATA_DIR, "books/book-three-the-tbc/book.json")
    const data = book(site, { ...bookThree, description: "The final book." })
    expect(data).not.toHaveProperty("workExample")
    expect(data).not.toHaveProperty("datePublished")
  })

  it("lists the series' books and the organisation's profiles", () => {
    expect(bookSeries(site, [bookTwo]).hasPart).toEqual([expect.objectContaining({ name: "Book Two: The Awakening", url: `${site.siteUrl}/book-two-the-awakening` })])
    expect(organization(site, "https://x/logo.png").sameAs).toEqual(site.social.map(profile => profile.url))
  })

  it("describes a video and a breadcrumb with absolute addresses", () => {
    expect(videoObject({ title: "Song clip", description: "A clip.", duration: "00:46", published: "2025-05-07", thumbnailUrl: "https://a/p.jpg", embedUrl: "https://e", url: "https://w" })).toMatchObject({ duration: "PT46S", uploadDate: "2025-05-07" })
    expect(breadcrumbList(site, [{ name: "Home", path: "/" }, { name: "Shop", path: "/shop" }]).itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: `${site.siteUrl}/` },
      { "@type": "ListItem", position: 2, name: "Shop", item: `${site.siteUrl}/shop` },
    ])
  })
})
