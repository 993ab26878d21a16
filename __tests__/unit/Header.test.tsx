import { render, screen, within } from "@testing-library/react"
import { Header } from "../../src/components/Header/Header"
import { bookPath, HOME, PAGES } from "../../src/routes"
import { books } from "../../harness/content"

describe("Header", () => {
  it("links to home, every page with a menu label and every book", () => {
    render(<Header />)
    const nav = screen.getByRole("navigation", { name: "Main" })
    const targets = within(nav)
      .getAllByRole("link")
      .map(link => link.getAttribute("href"))
    const menuPages = Object.values(PAGES).filter(page => "menuLabel" in page)
    const expected = [HOME.path, ...menuPages.map(page => page.path), ...books.map(book => bookPath(book.slug))]
    expect(targets.sort()).toEqual(expected.sort())
    for (const book of books) expect(within(nav).getByRole("link", { name: book.label })).toHaveAttribute("href", bookPath(book.slug))
  })

  it("shows the series' social profiles, opening in a new tab", () => {
    render(<Header />)
    const social = screen.getByRole("list", { name: "ChapterVerse on social media" })
    const youtube = within(social).getByRole("link", { name: /ChapterVerse on YouTube/ })
    expect(youtube).toHaveAttribute("target", "_blank")
    expect(youtube).toHaveAttribute("rel", "noopener noreferrer")
    expect(youtube).toHaveTextContent("(opens in a new tab)")
  })
})
