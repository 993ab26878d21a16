import { navigationLinks } from "../../src/components/Header/navigationLinks"

describe("navigationLinks", () => {
  it("puts home first, then the books in series order, then the rest", () => {
    const links = navigationLinks([
      { path: "/book-one-the-discovery", label: "Book One" },
      { path: "/book-two-the-awakening", label: "Book Two" },
    ])
    expect(links.map(link => link.label)).toEqual(["Home", "Book One", "Book Two", "Series guide", "Videos", "Music", "Artwork", "Roblox", "Shop"])
  })
})
