import { render, screen } from "@testing-library/react"
import { ErrorBoundary } from "../../src/components/ErrorBoundary/ErrorBoundary"

function BrokenPage(): JSX.Element {
  throw new Error("The data could not be read")
}

describe("ErrorBoundary", () => {
  it("shows the fallback with a way home, as an alert, when an island fails to render", () => {
    jest.spyOn(console, "error").mockImplementation(() => undefined)
    render(
      <ErrorBoundary>
        <BrokenPage />
      </ErrorBoundary>,
    )
    expect(screen.getByRole("alert")).toContainElement(screen.getByRole("heading", { name: "Unexpected Application Error!" }))
    expect(screen.getByRole("link", { name: "Go to the home page" })).toHaveAttribute("href", "/")
  })

  it("shows the page itself when nothing fails", () => {
    render(
      <ErrorBoundary>
        <p>The story</p>
      </ErrorBoundary>,
    )
    expect(screen.getByText("The story")).toBeInTheDocument()
  })
})
