/**
 * @jest-environment node
 */
import { Event, publishedIsbn } from "gatsby-source-chapterverse"
import {
  bookJsonLd,
  bookSeriesJsonLd,
  eventJsonLd,
  breadcrumbListJsonLd,
  faqPageJsonLd,
  characterJsonLd,
  isoDuration,
  learningResourceJsonLd,
  organizationJsonLd,
  personJsonLd,
  profilePageJsonLd,
  publishedPicture,
  publishedRendition,
  videoObjectJsonLd,
  videoObjectsJsonLd,
  withoutSampleValues,
  type EventFacts,
  type SiteFacts,
} from "../../src/seo/structuredData"
import { books, checkedContent, DATA_DIR, readJson, teachingGuides, siteSettings } from "../../harness/content"
import { isoTimes } from "../../src/events/eventTimes"
// The books are the spec's, not data/'s, so their editions and prices stay what the tests expect whatever the author changes.
import { bookOne, bookThree, bookTwo } from "../fixtures/spec-books"

const site: SiteFacts = siteSettings

describe("structured data", () => {
  it("names a picture by its address on the site, and names none while it is a stand-in (no publishedURL)", () => {
    expect(publishedPicture("https://books.test", { publishedURL: "/static/abc/cover.jpg" })).toBe("https://books.test/static/abc/cover.jpg")
    expect(publishedPicture("https://books.test", { publishedURL: null })).toBeUndefined()
  })

  it("names a picture the page shows by its largest size, and names none while it is a stand-in or missing", () => {
    const sizes = {
      images: {
        fallback: { src: "/static/abc/400.jpg", srcSet: "/static/abc/200.jpg 200w,\n/static/abc/800.jpg 800w,\n/static/abc/400.jpg 400w" },
        sources: [],
      },
      layout: "constrained" as const,
      width: 400,
      height: 300,
    }
    const picture = { childImageSharp: { gatsbyImageData: sizes }, standIn: false }
    expect(publishedRendition("https://books.test", picture, "Ada")).toBe("https://books.test/static/abc/800.jpg")
    expect(publishedRendition("https://books.test", { ...picture, standIn: true }, "Ada")).toBeUndefined()
    expect(publishedRendition("https://books.test", null, "Ada")).toBeUndefined()
  })

  it("describes only the videos whose id is real, with the poster as thumbnail unless it is a stand-in, then YouTube's", () => {
    const video = { title: "Trailer", description: "A first look.", duration: "01:02", published: "2025-01-02" }
    const described = videoObjectsJsonLd([
      { ...video, youtubeId: "SAMPLE-0001", posterUrl: "https://books.test/static/a/sample.jpg" },
      { ...video, youtubeId: "abcDEF12345", posterUrl: "https://books.test/static/b/poster.jpg" },
      { ...video, youtubeId: "ghiJKL67890", posterUrl: undefined },
    ])
    expect(described.map(item => [item.embedUrl, item.url, item.thumbnailUrl])).toEqual([
      ["https://www.youtube-nocookie.com/embed/abcDEF12345", "https://www.youtube.com/watch?v=abcDEF12345", "https://books.test/static/b/poster.jpg"],
      ["https://www.youtube-nocookie.com/embed/ghiJKL67890", "https://www.youtube.com/watch?v=ghiJKL67890", "https://i.ytimg.com/vi/ghiJKL67890/hqdefault.jpg"],
    ])
  })

  it("writes durations in ISO 8601", () => {
    expect(isoDuration("01:45")).toBe("PT1M45S")
    expect(isoDuration("00:16")).toBe("PT16S")
    expect(isoDuration("02:00")).toBe("PT2M")
    expect(isoDuration("1:02:03")).toBe("PT1H2M3S")
  })

  it("describes a book with each edition's format, price in pounds, retailer and date", () => {
    const data = bookJsonLd(site, { ...bookTwo, description: "A call for help from Mars." })
    expect(data).toMatchObject({
      "@type": "Book",
      name: "Book Two: The Awakening",
      url: `${site.siteUrl}/book-two-the-awakening`,
      typicalAgeRange: "8-14",
      datePublished: "2025-04-20",
      author: { "@type": "Person", "@id": `${site.siteUrl}/about-the-author#author`, name: site.authorName },
      isPartOf: { "@type": "BookSeries", name: site.seriesName },
    })
    expect(data.workExample).toEqual([
      expect.objectContaining({
        bookFormat: "https://schema.org/Paperback",
        datePublished: "2025-04-20",
        offers: expect.objectContaining({ price: "7.99", priceCurrency: "GBP", url: bookTwo.editions[0].url }),
      }),
      expect.objectContaining({
        bookFormat: "https://schema.org/EBook",
        datePublished: "2025-05-03",
        offers: expect.objectContaining({ price: "1.99", priceCurrency: "GBP" }),
      }),
    ])
  })

  it("leaves out what a book without editions does not have", () => {
    const data = bookJsonLd(site, { ...bookThree, description: "The final book." })
    expect(data).not.toHaveProperty("workExample")
    expect(data).not.toHaveProperty("datePublished")
  })

  it("says who a book is for and where it stands in the series", () => {
    const data = bookJsonLd(site, { ...bookTwo, description: "A call for help from Mars." })
    expect(data).toMatchObject({
      typicalAgeRange: `${bookTwo.readingAge.min}-${bookTwo.readingAge.max}`,
      audience: { "@type": "PeopleAudience", suggestedMinAge: bookTwo.readingAge.min, suggestedMaxAge: bookTwo.readingAge.max },
      position: bookTwo.number,
    })
  })

  it("gives each edition its ISBN and the pages once confirmed, and never a sample", () => {
    const confirmed = {
      ...bookTwo,
      description: "A call for help from Mars.",
      pageCount: 256,
      publisher: "A Real Publisher",
      sampleFacts: [],
      // One edition with a real ISBN, one still with a sample.
      editions: [
        { format: "Paperback", releaseDate: "2025-04-20", price: 7.99, retailer: "A shop", url: "https://shop.example/paperback", isbn: "978-1-4088-5565-2" },
        { format: "Ebook", releaseDate: "2025-05-03", price: 1.99, retailer: "A shop", url: "https://shop.example/ebook", isbn: "SAMPLE-978-1-80000-012-4" },
      ],
    }
    const data = bookJsonLd(site, confirmed) as { workExample: Array<Record<string, unknown>> } & Record<string, unknown>
    expect(data.numberOfPages).toBe(256)
    expect(data.publisher).toEqual({ "@type": "Organization", name: "A Real Publisher" })
    expect(data.workExample[0]).toMatchObject({ isbn: "9781408855652", numberOfPages: 256 })
    expect(data.workExample[1]).not.toHaveProperty("isbn")
    expect(data.workExample[1]).not.toHaveProperty("numberOfPages") // an ebook has no fixed pages

    const samples = bookJsonLd(site, { ...confirmed, sampleFacts: ["pageCount", "publisher"] }) as typeof data
    expect(samples).not.toHaveProperty("numberOfPages")
    expect(samples).not.toHaveProperty("publisher")
    expect(samples.workExample[0]).not.toHaveProperty("numberOfPages")
  })

  it("lets no sample value of data/ reach a book's structured data", () => {
    for (const { slug } of books) {
      const entry = readJson(DATA_DIR, `books/${slug}/book.json`)
      const data = bookJsonLd(site, { ...entry, description: "…" }) as { workExample?: Array<{ isbn?: string }> }
      const text = JSON.stringify(data)
      expect((data.workExample ?? []).map(example => example.isbn)).toEqual(entry.editions.map((edition: { isbn?: string }) => publishedIsbn(edition.isbn)))
      const samples: string[] = entry.sampleFacts ?? []
      if (samples.includes("pageCount")) expect(text).not.toContain('"numberOfPages"')
      if (samples.includes("publisher")) expect(text).not.toContain('"publisher"')
    }
  })

  it("lists the series' books in order with their positions, and the organisation's profiles", () => {
    expect(bookSeriesJsonLd(site, [bookTwo, bookOne]).hasPart).toEqual([
      expect.objectContaining({ name: `${bookOne.label}: ${bookOne.title}`, url: `${site.siteUrl}/${bookOne.slug}`, position: bookOne.number }),
      expect.objectContaining({ name: `${bookTwo.label}: ${bookTwo.title}`, url: `${site.siteUrl}/${bookTwo.slug}`, position: bookTwo.number }),
    ])
    expect(organizationJsonLd(site, "https://x/logo.png").sameAs).toEqual(site.social.map(profile => profile.url))
  })

  it("writes the series guide's questions as an FAQ page", () => {
    expect(faqPageJsonLd([{ question: "Where do we start?", answer: ["With Book One.", "It comes first."] }])).toEqual({
      "@context": "https://schema.org",
      "@type": "FAQPage",
      mainEntity: [{ "@type": "Question", name: "Where do we start?", acceptedAnswer: { "@type": "Answer", text: "With Book One. It comes first." } }],
    })
  })

  it("describes a video and a breadcrumb with absolute addresses", () => {
    expect(
      videoObjectJsonLd({
        title: "Song clip",
        description: "A clip.",
        duration: "00:46",
        published: "2025-05-07",
        thumbnailUrl: "https://a/p.jpg",
        embedUrl: "https://e",
        url: "https://w",
      }),
    ).toMatchObject({ duration: "PT46S", uploadDate: "2025-05-07" })
    expect(
      breadcrumbListJsonLd(site, [
        { name: "Home", path: "/" },
        { name: "Shop", path: "/shop" },
      ]).itemListElement,
    ).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: `${site.siteUrl}/` },
      { "@type": "ListItem", position: 2, name: "Shop", item: `${site.siteUrl}/shop` },
    ])
  })

  describe("the author", () => {
    const author = readJson(DATA_DIR, "author/author.json")
    const facts = { description: author.pressBio.join(" "), image: `${site.siteUrl}/static/photo.jpg` }
    const aboutUrl = `${site.siteUrl}/about-the-author`

    it("is a Person named in the site settings, described by the press biography, at home on the about-the-author page", () => {
      expect(personJsonLd(site, facts)).toEqual({
        "@context": "https://schema.org",
        "@type": "Person",
        "@id": `${aboutUrl}#author`,
        name: site.authorName,
        description: author.pressBio.join(" "),
        image: facts.image,
        url: aboutUrl,
      })
    })

    it("is the main entity of the about page's ProfilePage", () => {
      const page = profilePageJsonLd(site, facts)
      expect(page).toMatchObject({
        "@type": "ProfilePage",
        url: aboutUrl,
        mainEntity: { "@type": "Person", "@id": `${aboutUrl}#author`, name: site.authorName },
      })
      expect(page.mainEntity).not.toHaveProperty("@context")
    })

    it("is referenced by its @id from every book and from the series", () => {
      const reference = { "@type": "Person", "@id": `${aboutUrl}#author`, name: site.authorName }
      expect(bookJsonLd(site, { ...bookTwo, description: "A call for help from Mars." }).author).toEqual(reference)
      expect(bookSeriesJsonLd(site, books).author).toEqual(reference)
    })
  })

  it("describes a teaching guide as a free discussion guide for teachers, about its book, by the author", () => {
    const [guide] = teachingGuides
    const data = learningResourceJsonLd(site, {
      book: guide.book,
      name: "Teaching guide",
      description: guide.summary,
      educationalLevel: guide.ages,
      path: `/teachers-and-librarians/${guide.book}`,
    })
    expect(data).toMatchObject({
      "@type": "LearningResource",
      url: `${site.siteUrl}/teachers-and-librarians/${guide.book}`,
      learningResourceType: "Discussion guide",
      educationalLevel: guide.ages,
      audience: { "@type": "EducationalAudience", educationalRole: "teacher" },
      about: { "@type": "Book", "@id": `${site.siteUrl}/${guide.book}#book` },
      author: { "@id": `${site.siteUrl}/about-the-author#author` },
    })
  })
})

describe("a character", () => {
  const bookOneFacts = { slug: "book-one-the-discovery", label: "Book One", title: "The Discovery" }
  const bookTwoFacts = { slug: "book-two-the-awakening", label: "Book Two", title: "The Awakening" }

  it("is a Person on their own page, the subject of each book they are in (by the book's @id), with what the first book says of them", () => {
    const data = characterJsonLd(site, {
      slug: "rexi",
      name: "Rexi",
      description: "A baby velociraptor.",
      image: `${site.siteUrl}/static/rexi.jpg`,
      books: [bookOneFacts, bookTwoFacts],
    })
    expect(data).toEqual({
      "@context": "https://schema.org",
      "@type": "Person",
      "@id": `${site.siteUrl}/characters/rexi#character`,
      name: "Rexi",
      description: "A baby velociraptor.",
      url: `${site.siteUrl}/characters/rexi`,
      image: `${site.siteUrl}/static/rexi.jpg`,
      subjectOf: [
        {
          "@type": "Book",
          "@id": `${site.siteUrl}/book-one-the-discovery#book`,
          name: "Book One: The Discovery",
          url: `${site.siteUrl}/book-one-the-discovery`,
        },
        {
          "@type": "Book",
          "@id": `${site.siteUrl}/book-two-the-awakening#book`,
          name: "Book Two: The Awakening",
          url: `${site.siteUrl}/book-two-the-awakening`,
        },
      ],
    })
  })

  it("has no picture while it is a stand-in (the page passes none)", () => {
    expect(characterJsonLd(site, { slug: "zib", name: "Zib", description: "A Martian.", books: [bookTwoFacts] })).not.toHaveProperty("image")
  })

  it("is named by the books it is in as their character, by the same @id, and a book names the awards it won", () => {
    const data = bookJsonLd(site, {
      ...bookTwo,
      description: "A call for help from Mars.",
      characters: [{ slug: "zib", name: "Zib" }],
      awards: [
        { name: "A Book Award", year: 2025, result: "won" },
        { name: "A Prize", year: 2025, result: "shortlisted" },
      ],
    })
    expect(data.character).toEqual([
      { "@type": "Person", "@id": `${site.siteUrl}/characters/zib#character`, name: "Zib", url: `${site.siteUrl}/characters/zib` },
    ])
    expect(data.award).toEqual(["A Book Award 2025"])
    expect(bookJsonLd(site, { ...bookTwo, description: "A call for help from Mars." })).not.toHaveProperty("award")
  })
})

describe("an event", () => {
  // The events of data/ are samples until launch: made real here, as the author would. Where
  // data/ has no event of a kind, the test's own stands in, so both kinds are always checked.
  type EventOfData = Omit<EventFacts, "startDate" | "endDate" | "pagePath"> & { start: string; end: string; timeZone: string }
  const fixtures: Record<"In person" | "Online", EventOfData> = {
    "In person": {
      title: "A reading at the library",
      start: "2027-03-06T11:00",
      end: "2027-03-06T12:00",
      timeZone: "Europe/London",
      where: "In person",
      place: { name: "Riverside Library", address: "1 River Street, Anytown" },
      audience: "Families with children aged 8 to 12",
      description: "A reading from Book Two and questions for the author.",
      url: "https://events.example/reading",
    },
    Online: {
      title: "An online question time",
      start: "2027-03-13T17:00",
      end: "2027-03-13T17:45",
      timeZone: "Europe/London",
      where: "Online",
      audience: "Readers aged 8 to 14",
      description: "Questions for the author, answered live.",
      url: "https://events.example/question-time",
    },
  }
  const [inPerson, online] = (["In person", "Online"] as const).map(
    (where): EventOfData => checkedContent.entries(Event).find(entry => entry.value.where === where)?.value ?? fixtures[where],
  )

  it("is a schema.org Event at its times with the place's offset, in person at its place or online, with the author appearing", () => {
    for (const facts of [inPerson, online]) {
      const data = eventJsonLd(site, { ...facts, ...isoTimes(facts), pagePath: "/events" })
      expect(data).toMatchObject({
        "@type": "Event",
        name: facts.title,
        startDate: expect.stringMatching(new RegExp(`^${facts.start}:00[+-]\\d\\d:\\d\\d$`)),
        endDate: expect.stringMatching(new RegExp(`^${facts.end}:00[+-]\\d\\d:\\d\\d$`)),
        eventAttendanceMode: facts.where === "Online" ? "https://schema.org/OnlineEventAttendanceMode" : "https://schema.org/OfflineEventAttendanceMode",
        location: facts.place ? { "@type": "Place", name: facts.place.name, address: facts.place.address } : { "@type": "VirtualLocation", url: facts.url },
        performer: { "@type": "Person", name: site.authorName },
        offers: { "@type": "Offer", url: facts.url },
      })
    }
  })

  it("gives a time in summer time its offset: 10.30 in London in July is +01:00", () => {
    expect(isoTimes({ start: "2027-07-10T10:30", end: "2027-07-10T12:00", timeZone: "Europe/London" })).toEqual({
      startDate: "2027-07-10T10:30:00+01:00",
      endDate: "2027-07-10T12:00:00+01:00",
    })
  })
})

describe("withoutSampleValues, what every page's structured data goes through", () => {
  // Sites of the test's own, so the samples are the test's whatever data/ holds.
  const launched: SiteFacts = {
    ...site,
    siteUrl: "https://www.chapterverse.co.uk",
    authorName: "Ada Quill",
    social: [{ url: "https://www.youtube.com/@chapterverse" }],
  }
  const beforeLaunch: SiteFacts = {
    ...launched,
    siteUrl: "https://www.chapterverse.example",
    authorName: "SAMPLE-Author Name",
    social: [{ url: "https://www.youtube.com/@chapterverse" }, { url: "https://www.instagram.com/chapterverse.example" }],
  }
  const video = {
    title: "Trailer",
    description: "The trailer.",
    duration: "01:45",
    published: "2024-01-01",
    thumbnailUrl: "https://www.chapterverse.example/static/abc/trailer.jpg",
    embedUrl: "https://www.youtube-nocookie.com/embed/SAMPLE-0001",
    url: "https://www.youtube.com/watch?v=SAMPLE-0001",
  }

  it("leaves out the author's sample name, keeping the reference to the author by @id, and writes the site's sample address from its root", () => {
    expect(withoutSampleValues(bookSeriesJsonLd(beforeLaunch, books), beforeLaunch.siteUrl)).toMatchObject({
      "@id": "/#series",
      url: "/",
      author: { "@type": "Person", "@id": "/about-the-author#author" },
      hasPart: books.map(entry => expect.objectContaining({ "@id": `/${entry.slug}#book`, url: `/${entry.slug}` })),
    })
    const person = withoutSampleValues(profilePageJsonLd(beforeLaunch, { description: "A biography." }), beforeLaunch.siteUrl).mainEntity
    expect(person).toEqual({ "@type": "Person", "@id": "/about-the-author#author", description: "A biography.", url: "/about-the-author" })
  })

  it("leaves out a video's sample id and a sample profile, and a list left empty", () => {
    expect(withoutSampleValues(videoObjectJsonLd(video), beforeLaunch.siteUrl)).toEqual({
      "@context": "https://schema.org",
      "@type": "VideoObject",
      name: "Trailer",
      description: "The trailer.",
      thumbnailUrl: "/static/abc/trailer.jpg",
      uploadDate: "2024-01-01",
      duration: "PT1M45S",
    })
    expect(withoutSampleValues(organizationJsonLd(beforeLaunch, "https://www.chapterverse.example/icon.png"), beforeLaunch.siteUrl)).toMatchObject({
      logo: "/icon.png",
      sameAs: ["https://www.youtube.com/@chapterverse"],
    })
    const noProfiles = { ...beforeLaunch, social: [{ url: "https://www.instagram.com/chapterverse.example" }] }
    expect(withoutSampleValues(organizationJsonLd(noProfiles, "/icon.png"), noProfiles.siteUrl)).not.toHaveProperty("sameAs")
  })

  it("changes nothing once no value is a sample", () => {
    const data = [
      bookSeriesJsonLd(launched, books),
      organizationJsonLd(launched, `${launched.siteUrl}/icon.png`),
      personJsonLd(launched, { description: "A biography." }),
    ]
    for (const item of data) expect(withoutSampleValues(item, launched.siteUrl)).toEqual(item)
    const real = {
      ...video,
      thumbnailUrl: `${launched.siteUrl}/static/abc/trailer.jpg`,
      embedUrl: "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
      url: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
    }
    expect(withoutSampleValues(videoObjectJsonLd(real), launched.siteUrl)).toEqual(videoObjectJsonLd(real))
  })
})
