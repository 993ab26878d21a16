import path from "node:path"
import { fillTokens, formatLongDate, formatMonth, formatPrice, formatRobux, formatShortDate } from "../../src/text/format"
import { publishedIsbn } from "gatsby-source-chapterverse"
import { PAGES } from "../../src/routes"
import { FIND_A_LIBRARY_URL, worldCatUrl } from "../../src/components/BorrowFromLibrary/libraries"
import { bookEntries, DATA_DIR, fileDigest, readJson, type Json } from "../../harness/content"
import { all, artworkLists, builtPage, downloadDetailsOf, publicFile, site, text } from "../../harness/built-site"

// Every fact comes from data/: these checks read the same files the build read, so they hold
// whatever the author puts there (scripts/test.sh also runs them on a copy with content added).
/** A description list's facts, by their terms. */
const factsOf = (list: Element | null | undefined) => Object.fromEntries((list ? all(list, "dt") : []).map(term => [text(term), text(term.nextElementSibling)]))

describe("home", () => {
  const page = builtPage("/")
  const featured: Json[] = site.featuredBooks.map((slug: string) => bookEntries.find(book => book.slug === slug))
  const cards = all(page, "#books article")

  it("shows the featured books in the order of the site data", () => {
    expect(cards.map(card => [text(card.querySelector("p")), text(card.querySelector("h3"))])).toEqual(featured.map(book => [book.label, book.title]))
  })

  // The product decisions: a card shows the month of the edition its buy button sells, at the
  // button's "from" price; a book without a buy button offers its first edition at its price.
  it("shows each book's release month and a buy button for the edition it sells, at its price", () => {
    featured.forEach((book, index) => {
      const promoted = book.buyButton && book.editions.find((edition: Json) => edition.format === book.buyButton.format)
      const release = promoted ? formatMonth(promoted.releaseDate) : book.releaseDate ? formatMonth(book.releaseDate) : book.releaseNote
      expect(text(cards[index].querySelector("h3 + p"))).toBe(`Release: ${release}`)
      const buttons = all(cards[index], "a").filter(link => text(link).startsWith("Buy the"))
      const sold = promoted ?? book.editions[0]
      if (!sold) return expect(buttons).toEqual([])
      const price = formatPrice(promoted ? book.buyButton.fromPrice : sold.price)
      expect(buttons.map(link => [link.getAttribute("href"), text(link)])).toEqual([
        [sold.url, `Buy the ${sold.format.toLowerCase()} from ${price} (opens in a new tab)`],
      ])
    })
  })

  it("paints every hero slide, the first one eagerly and the others lazily", () => {
    const slides: Json[] = readJson(DATA_DIR, "home/hero-slides.json")
    const images = all(page, 'section[aria-label="Featured"] img')
    expect(images.map(image => [image.getAttribute("alt"), image.getAttribute("loading")])).toEqual(
      slides.map((slide, index) => [slide.alt, index === 0 ? "eager" : "lazy"]),
    )
  })

  it("invites grown-ups to the newsletter, naming the next book still to come out", () => {
    const promo = text(page.querySelector('aside[aria-labelledby="subscribe-promo-heading"]'))
    const next = bookEntries.find(book => book.status === "coming-soon")
    if (next) expect(promo).toContain(`${next.label} is on its way.`)
    else expect(promo).not.toContain("on its way")
    expect(promo).toContain(`sign up to the ${site.seriesName} newsletter`)
  })
})

describe("shop", () => {
  it("shows every product of the data in order with its price, each linking to the merchandise shop in a new tab", () => {
    const items: Json[] = readJson(DATA_DIR, "shop/merchandise.json")
    const cards = all(builtPage("/shop"), "main article")
    expect(cards.map(card => [text(card.querySelector("h3")), text(card.querySelector("h3 + p"))])).toEqual(
      items.map(item => [item.name, formatPrice(item.price)]),
    )
    cards.forEach((card, index) => {
      const link = card.querySelector("a[target=_blank]")
      expect(link?.getAttribute("href")).toBe(items[index].url)
      expect(link?.getAttribute("rel")).toBe("noopener noreferrer")
    })
  })
})

describe("artwork", () => {
  const page = builtPage("/artwork")
  const artworks: Json[] = readJson(DATA_DIR, "artwork/artwork.json")
  // /artwork and its further pages (src/lists/pagination.ts), in order.
  const figures = artworkLists[0].pages.flatMap(listPage => all(builtPage(listPage.path), "main figure"))

  it("shows every artwork of the data in order, with a Download link to its full-size original", () => {
    expect(text(page.querySelector("main"))).toContain(`${artworks.length} pictures from the world of ${site.seriesName}`)
    expect(figures.map(figure => text(figure.querySelector("figcaption > span")))).toEqual(artworks.map(artwork => artwork.title))
    figures.forEach((figure, index) => {
      const link = figure.querySelector("a[download]")
      expect(text(link)).toMatch(/^Download/)
      expect(fileDigest(publicFile(link?.getAttribute("href") ?? ""))).toBe(fileDigest(path.join(DATA_DIR, "artwork", artworks[index].image)))
    })
  })

  it("says each download's format, its pixel size as the file has it, and its file size", async () => {
    const expected = await Promise.all(artworks.map(artwork => downloadDetailsOf(path.join(DATA_DIR, "artwork", artwork.image))))
    expect(figures.map(figure => text(figure.querySelector("figcaption > span:nth-child(2)")))).toEqual(expected)
  })
})

describe("videos", () => {
  it("shows every video of the data in order, with its poster, duration, quality, date, and the New badge on new ones", () => {
    const videos: Json[] = readJson(DATA_DIR, "videos/videos.json")
    const cards = all(builtPage("/videos"), "main article")
    // The title leads to the video on the video site, in a new tab.
    expect(cards.map(card => [text(card.querySelector("h3")), card.querySelector("h3 a")?.getAttribute("href")])).toEqual(
      videos.map(video => [`${video.title} (opens in a new tab)`, `https://www.youtube.com/watch?v=${video.youtubeId}`]),
    )
    cards.forEach((card, index) => {
      const video = videos[index]
      const poster = card.querySelector("img")
      expect([poster?.getAttribute("alt"), poster?.getAttribute("src")]).toEqual([video.posterAlt, expect.stringMatching(/^\/static\//)])
      // The badges over the poster: the duration (as seen; screen readers hear it spoken) and the quality.
      const [duration, quality] = all(card, ":scope > div > span")
      expect([text(duration?.querySelector('[aria-hidden="true"]')), text(quality)]).toEqual([video.duration, video.quality])
      const meta = card.querySelector("h3 + p")
      const date = meta?.querySelector("time")
      expect([date?.getAttribute("datetime"), text(date)]).toEqual([video.published, formatShortDate(video.published)])
      expect(all(meta ?? card, "span").map(text)).toEqual(video.isNew ? ["New"] : [])
    })
  })
})

describe("roblox", () => {
  const page = builtPage("/roblox")
  const items: Json[] = readJson(DATA_DIR, "roblox/items.json")
  const shirts: Json[] = readJson(DATA_DIR, "roblox/tshirts.json")

  it("explains the lowest Robux price Roblox allows and that Robux cost real money", () => {
    const lowest = Math.min(...items.map(item => item.priceRobux))
    expect(text(page.querySelector("main"))).toContain(`the lowest price Roblox allows: ${formatRobux(lowest)}`)
    expect(text(page.querySelector("main"))).toContain("Robux cost real money")
  })

  it("offers every item of the data at its price, each at Roblox in a new tab", () => {
    const cards = all(page, "#clothing article")
    expect(cards.map(card => [text(card.querySelector("h3")), text(card.querySelector("h3 + p"))])).toEqual(
      items.map(item => [item.name, formatRobux(item.priceRobux)]),
    )
    cards.forEach((card, index) => {
      const link = card.querySelector("a")
      expect([text(link), link?.getAttribute("href"), link?.getAttribute("target")]).toEqual([
        expect.stringMatching(/^Buy at Roblox/),
        items[index].url,
        "_blank",
      ])
    })
  })

  it("offers every free T-shirt of the data as a download of its PNG, saying its pixel size", async () => {
    const figures = all(page, "#free-t-shirts figure")
    expect(figures.map(figure => text(figure.querySelector("figcaption > span")))).toEqual(shirts.map(shirt => shirt.title))
    for (const [index, figure] of figures.entries()) {
      const file = path.join(DATA_DIR, "roblox", shirts[index].image)
      const link = figure.querySelector("a[download]")
      expect(text(link).split(":")[0]).toBe("Download Roblox T-Shirt")
      expect(fileDigest(publicFile(link?.getAttribute("href") ?? ""))).toBe(fileDigest(file))
      expect(text(figure.querySelector("figcaption > span:nth-child(2)"))).toBe(await downloadDetailsOf(file))
    }
  })
})

describe("music", () => {
  it("shows every album of the data, in order", () => {
    const albums: Json[] = readJson(DATA_DIR, "music/albums.json")
    expect(all(builtPage("/music"), "main h2").map(text)).toEqual(albums.map(album => album.title))
  })
})

describe.each(bookEntries.map(book => [book.label, book]))("%s's page", (_label, book: Json) => {
  const page = builtPage(`/${book.slug}`)

  it("shows its tagline, its story, and when each edition came out, or its release note", () => {
    expect(text(page.querySelector("main h1 + p"))).toBe(book.tagline)
    expect(all(page, "#synopsis p").map(text)).toEqual(book.synopsis)
    const heroFacts = text(page.querySelector("main dl"))
    const releases = book.editions.length > 0 ? book.editions.map((edition: Json) => edition.releaseDate) : [book.releaseDate].filter(Boolean)
    for (const date of releases) expect(heroFacts).toContain(formatLongDate(date))
    if (releases.length === 0) expect(factsOf(page.querySelector("main dl")).Release).toBe(book.releaseNote)
  })

  it("shows each of its characters with their role", () => {
    const cards = all(page, "#characters article")
    expect(cards.map(card => [text(card.querySelector("h3")), text(card.querySelector("h3 + p"))])).toEqual(
      book.characters.map((character: Json) => [character.name, character.role]),
    )
  })

  // None in data/ until the author has real quotes and official figures; the copy with an author's changes gives a book some.
  it("quotes its reviews with their sources and lists its awards, only when its data has them", () => {
    const section = page.querySelector("#reviews")
    if (!book.reviews && !book.awards) return expect(section).toBeNull()
    expect(
      all(section as Element, "figure").map(figure => [
        text(figure.querySelector("blockquote")),
        figure.querySelector("figcaption a")?.getAttribute("href") ?? null,
      ]),
    ).toEqual((book.reviews ?? []).map((review: Json) => [`“${review.quote}”`, review.url ?? null]))
    for (const review of book.reviews ?? []) expect(text(section)).toContain(review.source)
    expect(all(section as Element, 'ul[aria-label="Awards"] li').map(text)).toEqual(
      (book.awards ?? []).map((award: Json) => expect.stringContaining(`${award.name} ${award.year}`)),
    )
  })

  it("gives its official reading levels among its facts, only those its data has", () => {
    const facts = factsOf(page.querySelector("#book-facts dl"))
    const levels = book.readingLevels ?? {}
    expect(facts["Book band"]).toBe(levels.bookBand)
    expect(facts["Accelerated Reader"]?.split(",")[0]).toBe(levels.atos && `ATOS book level ${levels.atos.level.toFixed(1)}`)
    expect(facts["Lexile measure"]).toBe(levels.lexile)
  })

  it("says how many pictures were made for it, if it tells how they were made", () => {
    const workflow = page.querySelector("#image-workflow")
    if (!book.imageWorkflow) return expect(workflow).toBeNull()
    expect(text(workflow)).toContain(`About ${book.imageWorkflow.imageCount} pictures were made this way`)
  })

  it("shows every picture of its gallery with its caption", () => {
    const pictures = all(page, "#gallery figure")
    expect(pictures.map(picture => [picture.querySelector("img")?.getAttribute("alt"), text(picture.querySelector("figcaption"))])).toEqual(
      book.gallery.map((picture: Json) => [picture.alt, picture.caption]),
    )
  })

  it("lists its editions with their release date, price and shop, or those of the book it names while it has none", () => {
    const source: Json = book.editions.length === 0 && book.editionsShownFrom ? bookEntries.find(other => other.slug === book.editionsShownFrom) : book
    const section = page.querySelector("#editions")
    if (!source?.editions.length) return expect(section).toBeNull()
    expect(text(section?.querySelector("h2"))).toBe(source === book ? "Editions" : `${source.label} editions available now`)
    const listed = (section ? all(section, "li") : []).map(item => {
      const facts = factsOf(item)
      return [text(item.querySelector("h3")), facts.Released, facts.Price, item.querySelector("a")?.getAttribute("href")]
    })
    expect(listed).toEqual(
      source.editions.map((edition: Json) => [edition.format, formatLongDate(edition.releaseDate), formatPrice(edition.price), edition.url]),
    )
  })
  it("says how to borrow it (or, before it is out, to ask a library to order it) once it has editions of its own, with a catalogue search and the facts to order it only for a real ISBN", () => {
    const section = page.querySelector("#borrow")
    if (book.editions.length === 0) return expect(section).toBeNull()
    const out = book.status === "published"
    expect(text(section?.querySelector("h2"))).toBe(out ? "Borrow it from a library" : "Ask your library for it")
    expect(section?.querySelector(`a[href="${FIND_A_LIBRARY_URL}"]`)).not.toBeNull()
    const realIsbns = book.editions.map((edition: Json) => publishedIsbn(edition.isbn)).filter(Boolean)
    const worldCat = (section ? all(section, 'a[href*="worldcat.org"]') : []).map(link => link.getAttribute("href"))
    // Libraries can order a book before it is out, but hold it only once it is.
    expect(worldCat).toEqual(out ? realIsbns.map((isbn: string) => worldCatUrl(isbn)) : [])
    const orderFacts = section?.querySelector("dl")
    if (realIsbns.length === 0) expect(orderFacts).toBeNull()
    else for (const isbn of realIsbns) expect(text(orderFacts)).toContain(book.editions.find((edition: Json) => publishedIsbn(edition.isbn) === isbn).isbn)
    expect(text(section)).not.toContain("SAMPLE")
  })
})

// The pages the author keeps as dated documents in data/pages/.
const DATED_DOCUMENTS = [
  { name: "privacy policy", path: PAGES.privacyPolicy.path, file: "pages/privacy-policy.json" },
  { name: "accessibility statement", path: PAGES.accessibility.path, file: "pages/accessibility.json" },
]

describe.each(DATED_DOCUMENTS)("$name", ({ path, file }) => {
  it("says under its title when it was first published and last updated, each a <time> in the site's form", () => {
    const page = builtPage(path)
    const document = readJson(DATA_DIR, file)
    // The page's introduction: its h1 and what follows it, above the document's sections.
    const intro = page.querySelector("main h1")?.parentElement
    const dates = intro ? all(intro, "time") : []
    const shown = dates.map(time => [time.getAttribute("datetime"), text(time)])
    for (const iso of [document.firstPublished, document.lastUpdated]) expect(shown).toContainEqual([iso, formatLongDate(iso)])
    for (const [, written] of shown)
      expect(written).toMatch(/^\d{1,2} (January|February|March|April|May|June|July|August|September|October|November|December) \d{4}$/)
    const sentence = text(dates[0]?.parentElement)
    if (document.firstPublished === document.lastUpdated) expect(sentence).toContain(`published on ${formatLongDate(document.firstPublished)}`)
    else {
      expect(sentence).toContain(`first published on ${formatLongDate(document.firstPublished)}`)
      expect(sentence).toContain(`last updated on ${formatLongDate(document.lastUpdated)}`)
    }
  })

  it("shows its short version and every section in a contents list, with the contact address as a mail link and every name in braces filled in", () => {
    const page = builtPage(path)
    const document = readJson(DATA_DIR, file)
    const values = { minimumAge: site.newsletter.minimumAge, consentCookieDays: site.behaviour.consentCookieDays, email: site.contactEmail }
    expect(all(page, "#summary li").map(text)).toEqual(document.summary.map((point: string) => fillTokens(point, values)))
    expect(all(page, "#contents a").map(link => [link.getAttribute("href"), text(link)])).toEqual(
      document.sections.map((section: Json) => [`#${section.slug}`, fillTokens(section.heading, values)]),
    )
    for (const section of document.sections) {
      expect(text(page.querySelector(`#${section.slug} h2`))).toBe(fillTokens(section.heading, values))
      expect(all(page, `#${section.slug} p`).map(text)).toEqual(section.paragraphs.map((paragraph: string) => fillTokens(paragraph, values)))
    }
    expect(page.querySelector(`a[href="mailto:${site.contactEmail}"]`)).not.toBeNull()
    expect(text(page.querySelector("main"))).not.toMatch(/\{\w+\}/)
  })
})

describe("privacy policy", () => {
  it("fills the cookie's lifetime and the newsletter's minimum age in from the site's settings", () => {
    const page = builtPage(PAGES.privacyPolicy.path)
    expect(text(page.querySelector("#cookies"))).toContain(`expires after ${site.behaviour.consentCookieDays} days`)
    expect(text(page.querySelector("#children h2"))).toBe(`Children under ${site.newsletter.minimumAge}`)
  })
})
