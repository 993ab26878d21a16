import { render, screen } from "@testing-library/react"
import { wrapPageElement as wrapInBrowser } from "../../gatsby-browser"
import { wrapPageElement as wrapOnServer } from "../../gatsby-ssr"

type AnyArgs = any // eslint-disable-line @typescript-eslint/no-explicit-any

function BrokenPage(): JSX.Element {
  throw new Error("boom")
}

describe.each([
  ["browser", wrapInBrowser],
  ["server", wrapOnServer],
])("every page in the %s", (_where, wrap) => {
  it("is wrapped in the error fallback", () => {
    jest.spyOn(console, "error").mockImplementation(() => undefined)
    render(<>{wrap?.({ element: <BrokenPage />, props: {} } as AnyArgs, {} as AnyArgs)}</>)
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Unexpected Application Error!")
  })
})
