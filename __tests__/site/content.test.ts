import fs from "node:fs"
import { fillTokens, formatLongDate } from "../../src/utils/format"
import { books, DATA_DIR, fileDigest, readJson } from "../../support/content"
import { builtPage, publicFile, site, text } from "../../support/site"

// Every fact comes from data/: these checks read the same files the build read.
const all = (page: Document, selector: string) => Array.from(page.querySelectorAll(selector))

describe("home", () => {
  const page = builtPage("/")

  it("shows the featured books in the order of the site data: Book Three, Book One, Book Two", () => {
    const labels = all(page, "#books article").map(card => text(card.querySelector("p")))
    const expected = site.featuredBooks.map((slug: string) => books.find(b => b.slug === slug)?.label)
    expect(expected).toEqual(["Book Three", "Book One", "Book Two"])
    expect(labels).toEqual(expected)
  })

  it("shows Book Two's card with the ebook's month and the buy button with the ebook price", () => {
    const card = all(page, "#books article").find(c => text(c).includes("The Awakening"))
    expect(text(card)).toContain("Release: May 2025")
    expect(text(card)).toContain("Buy the ebook from £2.99")
  })

  it("paints both hero slides, the first one eagerly", () => {
    const slides = readJson(DATA_DIR, "home/hero-slides.json")
    const images = all(page, 'section[aria-label="Featured"] img')
    expect(images).toHaveLength(slides.length)
    expect(images[0].getAttribute("loading")).toBe("eager")
    expect(images[1].getAttribute("loading")).toBe("lazy")
  })

  it("invites grown-ups to the newsletter, naming the next book still to come out", () => {
    const promo = text(page.querySelector('aside[aria-labelledby="subscribe-promo-heading"]'))
    const next = books.find(book => book.status === "coming-soon")
    if (next) expect(promo).toContain(`${next.label} is on its way.`)
    else expect(promo).not.toContain("on its way")
    expect(promo).toContain(`sign up to the ${site.seriesName} newsletter`)
  })
})

describe("shop", () => {
  it("shows the three products with their prices, each linking to the merchandise shop in a new tab", () => {
    const page = builtPage("/shop")
    const cards = all(page, "main article")
    expect(cards.map(c => text(c.querySelector("h3")))).toEqual(["ChapterVerse Hoodie", "ChapterVerse T-Shirt", "ChapterVerse Sweatshirt"])
    expect(cards.map(c => text(c.querySelector("h3 + p")))).toEqual(["£39.00", "£14.99", "£16.00"])
    const items = readJson(DATA_DIR, "shop/merchandise.json")
    cards.forEach((card, index) => {
      const link = card.querySelector("a[target=_blank]")
      expect(link?.getAttribute("href")).toBe(items[index].url)
      expect(link?.getAttribute("rel")).toBe("noopener noreferrer")
    })
  })
})

describe("artwork", () => {
  const page = builtPage("/artwork")
  const artworks = readJson(DATA_DIR, "artwork/artwork.json")

  it("shows every artwork of the data in order, with a Download link to its full-size original", () => {
    const figures = all(page, "main figure")
    expect(figures.map(f => text(f.querySelector("figcaption span")))).toEqual(artworks.map((a: { title: string }) => a.title))
    figures.forEach((figure, index) => {
      const link = figure.querySelector("a[download]")
      const href = link?.getAttribute("href") ?? ""
      expect(text(link)).toMatch(/^Download/)
      expect(fileDigest(publicFile(href))).toBe(fileDigest(`${DATA_DIR}/artwork/${artworks[index].image}`))
    })
  })

  it("says each download's format, pixel size and file size", () => {
    expect(text(page.querySelector("main figure"))).toMatch(/JPG, 2400 × 1600 pixels, \d+ KB/)
  })
})

describe("videos", () => {
  it("shows the 8 videos of the spec's table with duration, HD badge, date and New badge", () => {
    const page = builtPage("/videos")
    const videos = readJson(DATA_DIR, "videos/videos.json")
    const cards = all(page, "main article")
    expect(cards).toHaveLength(8)
    expect(text(cards[0])).toContain("Workflow video for book one images")
    expect(text(cards[0])).toContain("01:45")
    expect(text(cards[0])).toContain("Nov 14 2023")
    expect(text(cards[4])).toContain("Aug 31 2024")
    cards.forEach((card, index) => {
      expect(text(card)).toContain(videos[index].title)
      expect(text(card)).toContain("HD")
      expect(text(card)).toContain("New")
      expect(card.querySelector("img")?.getAttribute("src")).toMatch(/^\/static\//)
    })
  })
})

describe("roblox", () => {
  const page = builtPage("/roblox")

  it("explains the 5 Robux price and that Robux cost real money", () => {
    expect(text(page.querySelector("main"))).toContain("5 Robux")
    expect(text(page.querySelector("main"))).toContain("Robux cost real money")
  })

  it("offers the three items at Roblox in a new tab and the five free T-shirt PNGs as downloads", () => {
    const buy = all(page, "main a").filter(a => text(a).startsWith("Buy at Roblox"))
    expect(buy).toHaveLength(3)
    buy.forEach(link => expect(link.getAttribute("target")).toBe("_blank"))
    const downloads = all(page, "main a[download]")
    expect(downloads.map(a => text(a).split(":")[0])).toEqual(Array(5).fill("Download Roblox T-Shirt"))
    downloads.forEach(link => {
      expect(link.getAttribute("href")).toMatch(/\.png$/)
      expect(fs.existsSync(publicFile(link.getAttribute("href") ?? ""))).toBe(true)
    })
  })
})

describe("music", () => {
  it("shows the two albums of the spec", () => {
    const page = builtPage("/music")
    expect(all(page, "main h2").map(text)).toEqual(["ChapterVerse Two - The Awakening", "ChapterVerse One - The Beginning"])
  })
})

describe("book pages", () => {
  it("Book One shows its five characters, the AI workflow with about 50 images, its 9-image gallery and editions", () => {
    const page = builtPage("/book-one-the-discovery")
    expect(all(page, "#characters article")).toHaveLength(5)
    expect(text(page.querySelector("#image-workflow"))).toContain("About 50")
    expect(all(page, "#gallery img")).toHaveLength(9)
    expect(text(page.querySelector("#editions"))).toContain("£7.99")
    expect(text(page.querySelector("#editions"))).toContain("£1.99")
    expect(text(page.querySelector("main"))).toContain("November 14, 2023")
  })

  it("Book Two shows its nine characters and both release dates", () => {
    const page = builtPage("/book-two-the-awakening")
    expect(all(page, "#characters article")).toHaveLength(9)
    expect(text(page.querySelector("main"))).toContain("April 20, 2025")
    expect(text(page.querySelector("main"))).toContain("May 3, 2025")
    expect(all(page, "#editions h3").map(text)).toEqual(["Paperback", "Ebook"])
  })

  it("Book Three is TBC, the final book, and lists Book One's editions", () => {
    const page = builtPage("/book-three-the-tbc")
    expect(text(page.querySelector("main"))).toContain("TBC")
    expect(text(page.querySelector("main"))).toContain("final book of the trilogy")
    expect(text(page.querySelector("#editions h2"))).toBe("Book One editions available now")
    expect(all(page, "#editions a").map(a => a.getAttribute("href"))).toEqual(
      readJson(DATA_DIR, "books/book-one-the-discovery/book.json").editions.map((e: { url: string }) => e.url),
    )
  })
})

describe("privacy policy", () => {
  it("shows the last update date and every section, with the contact address as a mail link", () => {
    const page = builtPage("/privacy-policy")
    const policy = readJson(DATA_DIR, "pages/privacy-policy.json")
    expect(text(page.querySelector("main"))).toContain(`Last updated: ${formatLongDate(policy.lastUpdated)}`)
    const values = { minimumAge: site.newsletter.minimumAge, consentCookieDays: site.behaviour.consentCookieDays }
    for (const section of policy.sections) expect(text(page.querySelector(`#${section.slug} h2`))).toBe(fillTokens(section.heading, values))
    expect(page.querySelector(`a[href="mailto:${site.contactEmail}"]`)).not.toBeNull()
    expect(text(page.querySelector("main"))).not.toMatch(/\{\w+\}/)
    expect(text(page.querySelector("#cookies"))).toContain(`expires after ${site.behaviour.consentCookieDays} days`)
    expect(text(page.querySelector("#children h2"))).toBe(`Children under ${site.newsletter.minimumAge}`)
  })
})
