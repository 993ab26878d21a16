import fs from "node:fs"
import path from "node:path"
import sharp from "sharp"
import { isoDuration } from "../../src/seo/structuredData"
import { COLORS } from "../../src/theme"
import { isStandInPicture } from "gatsby-source-chapterverse/node"
import { books, DATA_DIR, readJson, SITE_ROOT } from "../../harness/content"
import { isSample, unlessSample } from "gatsby-source-chapterverse"
import { seoProblems, structuredDataAddress, structuredDataOf, twitterKeys } from "../helpers/seo-check"
import { artworkListPages, builtPage, characterPages, PUBLIC_DIR, ROUTES_TO_CHECK, site } from "../../harness/built-site"

const metaContent = (page: Document, key: string) => page.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute("content")
const ofType = (page: Document, type: string) => structuredDataOf(page).data.filter(item => item["@type"] === type)
const aliasPaths: string[] = readJson(DATA_DIR, "site/aliases.json").map((alias: { from: string }) => alias.from)

// Every page the sitemap lists: the routes the quality gate walks, every page of the artwork's lists (each filter's and
// /artwork's further pages) and every character's page (it walks two of each).
const canonicalPaths = [...new Set([...ROUTES_TO_CHECK, ...artworkListPages, ...characterPages].map(route => route.path))]

describe.each([...canonicalPaths, "/404.html", ...aliasPaths])("the head of %s", route => {
  const page = builtPage(route)

  it("has its title, description, canonical address, Open Graph tags, X's card and valid structured data", () => {
    expect(seoProblems(page, { siteUrl: site.siteUrl })).toEqual([])
  })

  // X reads the title, description, picture and its alt text from Open Graph, so the page says them once.
  it("gives link previews the Open Graph set, and X only the card size it cannot read from it", () => {
    const canonical = page.querySelector('link[rel="canonical"]')?.getAttribute("href")
    const openGraph = Array.from(page.querySelectorAll('meta[property^="og:"]'), tag => tag.getAttribute("property"))
    expect(openGraph).toEqual([
      "og:site_name",
      "og:locale",
      "og:type",
      "og:title",
      "og:description",
      ...(canonical ? ["og:url"] : []),
      "og:image",
      "og:image:width",
      "og:image:height",
      "og:image:alt",
    ])
    expect([metaContent(page, "og:title"), metaContent(page, "og:description")]).toEqual([page.title, metaContent(page, "description")])
    expect(twitterKeys(page)).toEqual(["twitter:card"])
    expect(metaContent(page, "twitter:card")).toBe("summary_large_image")
  })

  it("shares a 1200 × 630 picture that the build made", async () => {
    const image = metaContent(page, "og:image") ?? ""
    const file = path.join(PUBLIC_DIR, new URL(image).pathname)
    expect(fs.existsSync(file)).toBe(true)
    const { width, height } = await sharp(file).metadata()
    expect({ width, height }).toEqual({ width: 1200, height: 630 })
  })
})

it("fits a book's portrait cover into its link-preview picture on the theme's night colour", async () => {
  const image = metaContent(builtPage(`/${books[0].slug}`), "og:image") ?? ""
  const { data, info } = await sharp(path.join(PUBLIC_DIR, new URL(image).pathname))
    .raw()
    .toBuffer({ resolveWithObject: true })
  // The left edge, halfway down: the band beside the cover, in JPEG's colours give or take a little.
  const at = (info.height / 2) * info.width * info.channels
  const edge = Array.from(data.subarray(at, at + 3))
  const night = [1, 3, 5].map(start => parseInt(COLORS.night.slice(start, start + 2), 16))
  edge.forEach((channel, i) => expect(Math.abs(channel - night[i])).toBeLessThanOrEqual(6))
})

describe("page-specific metadata", () => {
  it("the home page names the organisation with its profiles, the website and the series with its books in order", () => {
    const page = builtPage("/")
    const [organization] = ofType(page, "Organization")
    expect(organization.name).toBe(site.seriesName)
    // The profiles that are not samples: a sample one never reaches search engines.
    expect(organization.sameAs ?? []).toEqual(site.social.flatMap((profile: { url: string }) => unlessSample(profile.url) ?? []))
    const logo = new URL(String(organization.logo), site.siteUrl).pathname
    expect(fs.existsSync(path.join(PUBLIC_DIR, logo))).toBe(true)
    expect(ofType(page, "WebSite")).toHaveLength(1)
    const series = ofType(page, "BookSeries")[0]
    expect((series.hasPart as Array<{ url: string }>).map(part => part.url)).toEqual(books.map(book => structuredDataAddress(site.siteUrl, `/${book.slug}`)))
  })

  it.each(books)("the page of $label is a book with its editions from the data", book => {
    const page = builtPage(`/${book.slug}`)
    const data = readJson(DATA_DIR, `books/${book.slug}/book.json`)
    expect(metaContent(page, "og:type")).toBe("book")
    if (data.releaseDate) expect(metaContent(page, "book:release_date")).toBe(data.releaseDate)
    const [structured] = ofType(page, "Book")
    expect(structured).toMatchObject({ name: `${data.label}: ${data.title}`, typicalAgeRange: `${data.readingAge.min}-${data.readingAge.max}` })
    const prices = ((structured.workExample as Array<{ offers: { price: string } }>) ?? []).map(example => example.offers.price)
    expect(prices).toEqual(data.editions.map((edition: { price: number }) => edition.price.toFixed(2)))
    expect(ofType(page, "BreadcrumbList")).toHaveLength(1)
  })

  it("the videos page describes every video whose id is real, with its ISO duration, date, player and poster (YouTube's while the poster is a stand-in)", () => {
    const page = builtPage("/videos")
    const videos = readJson(DATA_DIR, "videos/videos.json").filter((video: { youtubeId: string }) => !isSample(video.youtubeId))
    const structured = ofType(page, "VideoObject")
    expect(structured.map(video => [video.name, video.duration, video.uploadDate])).toEqual(
      videos.map((video: { title: string; duration: string; published: string }) => [video.title, isoDuration(video.duration), video.published]),
    )
    structured.forEach((video, index) => {
      const { youtubeId, poster } = videos[index]
      expect(String(video.embedUrl)).toBe(`https://www.youtube-nocookie.com/embed/${encodeURIComponent(youtubeId)}`)
      if (isStandInPicture(path.join(DATA_DIR, "videos", poster), SITE_ROOT))
        expect(video.thumbnailUrl).toBe(`https://i.ytimg.com/vi/${encodeURIComponent(youtubeId)}/hqdefault.jpg`)
      else {
        expect(String(video.thumbnailUrl).startsWith(structuredDataAddress(site.siteUrl, "/static/"))).toBe(true)
        expect(fs.existsSync(path.join(PUBLIC_DIR, new URL(String(video.thumbnailUrl), site.siteUrl).pathname))).toBe(true)
      }
    })
  })

  it("no page marks up the merchandise sold elsewhere as a product", () => {
    for (const route of ROUTES_TO_CHECK) expect(ofType(builtPage(route.path), "Product")).toEqual([])
  })

  it("the 404 page and the aliases are kept out of search results", () => {
    for (const route of ["/404.html", ...aliasPaths]) expect(metaContent(builtPage(route), "robots")).toBe("noindex")
  })
})

describe("files for crawlers and home screens", () => {
  const sitemapUrls = () => {
    const index = fs.readFileSync(path.join(PUBLIC_DIR, "sitemap-index.xml"), "utf8")
    return [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].flatMap(([, sitemap]) => {
      const xml = fs.readFileSync(path.join(PUBLIC_DIR, new URL(sitemap).pathname), "utf8")
      return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => url)
    })
  }

  it("the sitemap lists exactly the canonical routes", () => {
    expect(sitemapUrls().sort()).toEqual(canonicalPaths.map(route => new URL(route, site.siteUrl).href).sort())
  })

  it("robots.txt points to the sitemap", () => {
    expect(fs.readFileSync(path.join(PUBLIC_DIR, "robots.txt"), "utf8")).toContain(`Sitemap: ${site.siteUrl}/sitemap-index.xml`)
  })

  it("the web app manifest names the site in its language, with its colour and icons of the sizes it says", async () => {
    const manifest = JSON.parse(fs.readFileSync(path.join(PUBLIC_DIR, "manifest.webmanifest"), "utf8"))
    // "browser": a home-screen icon opens the website in the browser (src/seo/webAppManifest.ts).
    expect(manifest).toMatchObject({
      name: `${site.seriesName}: ${site.tagline}`,
      short_name: site.seriesName,
      lang: site.language,
      theme_color: COLORS.night,
      start_url: "/",
      display: "browser",
    })
    expect(manifest.icons.map((icon: { sizes: string }) => icon.sizes)).toEqual(expect.arrayContaining(["192x192", "512x512"]))
    const drawn = async (file: string) => {
      const { width, height, format } = await sharp(path.join(PUBLIC_DIR, file.split("?")[0])).metadata()
      return `${width}x${height} ${format}`
    }
    for (const icon of manifest.icons as Array<{ src: string; sizes: string }>)
      expect({ icon: icon.src, drawn: await drawn(icon.src) }).toEqual({ icon: icon.src, drawn: `${icon.sizes} png` })
    const home = builtPage("/")
    expect(home.querySelector('link[rel="manifest"]')).not.toBeNull()
    // One home-screen icon for iOS, which scales it (gatsby-ssr.tsx), and it exists.
    const appleTouchIcons = [...home.querySelectorAll('link[rel="apple-touch-icon"]')]
    expect(appleTouchIcons.map(link => link.getAttribute("sizes"))).toEqual(["192x192"])
    expect(await drawn(appleTouchIcons[0].getAttribute("href") ?? "")).toBe("192x192 png")
    expect(home.querySelector('link[rel="icon"][type="image/svg+xml"]')?.getAttribute("href")).toBe("/favicon.svg")
    const pngFavicon = home.querySelector('link[rel="icon"][type="image/png"]')
    expect(pngFavicon?.getAttribute("sizes")).toBe("32x32")
    expect(await drawn(pngFavicon?.getAttribute("href") ?? "")).toBe("32x32 png")
  })
})
