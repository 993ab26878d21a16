import fs from "node:fs"
import path from "node:path"
import { seoProblems } from "../helpers/seo-check"

// The check the site tests run over every built page must catch a broken one.
const brokenPage = new DOMParser().parseFromString(fs.readFileSync(path.join(__dirname, "../fixtures/broken-seo.html"), "utf8"), "text/html")

describe("seoProblems on a deliberately broken page", () => {
  const problems = seoProblems(brokenPage, { siteUrl: "https://www.chapterverse.example" })

  it("finds the missing description and Open Graph image", () => {
    expect(problems).toContain("the page has no description of its own (at least 50 characters)")
    expect(problems).toContain("the page has no Open Graph image (og:image)")
    expect(problems).toContain("og:url must be the canonical address")
  })

  it("finds a twitter: tag that repeats Open Graph, and the missing card size", () => {
    expect(problems).toContain("twitter:title repeats what X reads from Open Graph; keep twitter:card alone")
    expect(problems).toContain("the page lacks twitter:card (summary_large_image)")
  })

  it("finds invalid JSON-LD, a wrong duration, a type the site must not publish and a breadcrumb without its list", () => {
    expect(problems).toContainEqual(expect.stringMatching(/^JSON-LD block 1 is not valid JSON/))
    expect(problems).toContain('VideoObject "Song clip": duration "00:46" is not ISO 8601')
    expect(problems).toContain('JSON-LD of type "Product" is not one the site should publish')
    expect(problems).toContain("the page shows a breadcrumb but has no BreadcrumbList")
  })
})
