import { render, screen, within } from "@testing-library/react"
import { Footer } from "../../src/components/Footer/Footer"
import { siteSettings as site } from "../../harness/content"

describe("Footer", () => {
  it("has a General group linking to the privacy policy and the accessibility statement", () => {
    render(<Footer />)
    const general = screen.getByRole("navigation", { name: "General" })
    expect(within(general).getByRole("link", { name: "Privacy policy" })).toHaveAttribute("href", "/privacy-policy")
    expect(within(general).getByRole("link", { name: "Accessibility statement" })).toHaveAttribute("href", "/accessibility")
  })

  it("has a group for teachers and librarians: the teaching guides, the school visits and the author's page", () => {
    render(<Footer />)
    const group = screen.getByRole("navigation", { name: "Teachers and librarians" })
    expect(within(group).getByRole("link", { name: "Teaching guides" })).toHaveAttribute("href", "/teachers-and-librarians")
    expect(within(group).getByRole("link", { name: "School and library visits" })).toHaveAttribute("href", "/teachers-and-librarians#school-and-library-visits")
    expect(within(group).getByRole("link", { name: "About the author" })).toHaveAttribute("href", "/about-the-author")
  })

  it("has the newsletter form for parents, posting only the e-mail address and the honeypot to the mailing-list service in a new tab", () => {
    const { container } = render(<Footer />)
    const form = screen.getByRole("form", { name: "Parents, sign up for news" })
    expect(form).toHaveAttribute("action", site.newsletter.formAction)
    expect(form).toHaveAttribute("method", "post")
    expect(form).toHaveAttribute("target", "_blank")
    const email = within(form).getByLabelText("Your e-mail address")
    expect(email).toHaveAttribute("type", "email")
    expect(email).toHaveAttribute("name", site.newsletter.emailField)
    expect(email).toBeRequired()
    const names = Array.from(container.querySelectorAll("form input")).map(input => input.getAttribute("name"))
    expect(names).toEqual([site.newsletter.emailField, site.newsletter.honeypotField])
    expect(within(form).getByRole("link", { name: "privacy policy" })).toHaveAttribute("href", "/privacy-policy")
    expect(form).toHaveTextContent(`Under ${site.newsletter.minimumAge}? Please ask a parent or carer to sign up for you.`)
  })

  it("links to every social profile of the site data", () => {
    render(<Footer />)
    const list = screen.getByRole("list", { name: "Follow ChapterVerse" })
    expect(
      within(list)
        .getAllByRole("link")
        .map(link => link.getAttribute("href")),
    ).toEqual(site.social.map((s: { url: string }) => s.url))
  })
})
