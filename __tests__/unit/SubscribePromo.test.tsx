import { render, screen } from "@testing-library/react"
import { SubscribePromo } from "../../src/components/SubscribePromo/SubscribePromo"

describe("SubscribePromo", () => {
  it("names the next book when one is on its way, and links to the newsletter form", () => {
    render(<SubscribePromo seriesName="Starfall" nextBookLabel="Book Four" />)
    expect(screen.getByRole("complementary", { name: "Never miss a chapter" })).toHaveTextContent("Book Four is on its way.")
    expect(screen.getByRole("link", { name: "Sign up for news" })).toHaveAttribute("href", "#newsletter")
  })

  it("promises no book when none is coming", () => {
    render(<SubscribePromo seriesName="Starfall" />)
    const promo = screen.getByRole("complementary", { name: "Never miss a chapter" })
    expect(promo).not.toHaveTextContent("on its way")
    expect(promo).toHaveTextContent("sign up to the Starfall newsletter")
  })
})
