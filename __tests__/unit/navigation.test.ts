import { navigationLinks } from "../../src/components/Header/navigationLinks"
import { breadcrumbOf, PAGES } from "../../src/routes"

describe("navigationLinks", () => {
  it("puts home first, then the books in series order, then the rest", () => {
    const links = navigationLinks([
      { path: "/book-one-the-discovery", label: "Book One" },
      { path: "/book-two-the-awakening", label: "Book Two" },
    ])
    expect(links.map(link => link.label)).toEqual([
      "Home",
      "Book One",
      "Book Two",
      "Series guide",
      "News",
      "Videos",
      "Music",
      "Artwork",
      "Roblox",
      "Shop",
      "Quiz",
    ])
  })
})

// What the product spec names: the artwork page's header and the Roblox page's breadcrumb.
describe("the pages' names", () => {
  it("are the spec's", () => {
    expect(PAGES.artwork.title).toBe("Free Downloads")
    expect(breadcrumbOf(PAGES.roblox)).toBe("Roblox Free Skins")
    expect(PAGES.shop.path).toBe("/shop")
  })
})
