import { render, screen, within } from "@testing-library/react"
import { PolicySection } from "../../src/components/PolicySection/PolicySection"

describe("PolicySection", () => {
  it("writes every {email} of its paragraphs and points as a mail link to the contact address", () => {
    render(
      <PolicySection
        slug="your-rights"
        heading="Your rights"
        paragraphs={["Write to {email}, or to {email} again."]}
        points={["Ask for a copy at {email}.", "No address here."]}
        email="help@example.org"
      />,
    )
    const section = screen.getByRole("region", { name: "Your rights" })
    const links = within(section).getAllByRole("link", { name: "help@example.org" })
    expect(links).toHaveLength(3)
    for (const link of links) expect(link).toHaveAttribute("href", "mailto:help@example.org")
    expect(section).not.toHaveTextContent("{email}")
    expect(within(section).getAllByRole("listitem")[0]).toHaveTextContent("Ask for a copy at help@example.org.")
  })
})
