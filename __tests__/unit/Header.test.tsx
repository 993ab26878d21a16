import { render, screen, within } from "@testing-library/react"
import { Header } from "../../src/components/Header/Header"
import { STATIC_ROUTES } from "../../src/routes"

describe("Header", () => {
  it("links to every route of the site, the books included", () => {
    render(<Header />)
    const nav = screen.getByRole("navigation", { name: "Main" })
    const targets = within(nav)
      .getAllByRole("link")
      .map(link => link.getAttribute("href"))
    const expected = [...STATIC_ROUTES.filter(route => route !== "/privacy-policy"), "/book-one-the-discovery", "/book-two-the-awakening", "/book-three-the-tbc"]
    expect(targets.sort()).toEqual(expected.sort())
    expect(within(nav).getByRole("link", { name: "Book Two" })).toHaveAttribute("href", "/book-two-the-awakening")
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
