import { render, screen, within } from "@testing-library/react"
import { ActivitySheets, type ActivitySheet } from "../../src/components/ActivitySheets/ActivitySheets"
import { GeneratedDownload } from "../../src/components/GeneratedDownload/GeneratedDownload"

// Files as src/downloads/ describes them (GeneratedFile nodes); the builds of the activity sheets are another branch's.
const sheet = (kind: string, title: string, pageCount: number, bytes: number): ActivitySheet => ({
  kind,
  title,
  url: `/downloads/${kind}.pdf`,
  fileName: `${kind}.pdf`,
  format: "PDF",
  bytes,
  pageCount,
})

describe("GeneratedDownload", () => {
  it("saves the file under its name, and says its format, its pages and its size", () => {
    render(<GeneratedDownload file={sheet("word-search", "Word search: The Discovery", 2, 310_400)} />)
    const link = screen.getByRole("link")
    expect(link).toHaveTextContent(/^Word search: The Discovery PDF, 2 pages, 310 KB$/)
    expect(link).toHaveAttribute("href", "/downloads/word-search.pdf")
    expect(link).toHaveAttribute("download", "word-search.pdf")
  })

  it("counts a ZIP's files, and a single page as one", () => {
    const { rerender } = render(
      <GeneratedDownload
        file={{ title: "All 3 pictures", url: "/downloads/a.zip", fileName: "a.zip", format: "ZIP", bytes: 4_549_842, contents: ["a.jpg", "b.jpg", "c.jpg"] }}
      />,
    )
    expect(screen.getByRole("link")).toHaveTextContent("ZIP, 3 files, 4.5 MB")
    rerender(<GeneratedDownload file={sheet("colouring-page", "Colour in Rexi", 1, 900)} />)
    expect(screen.getByRole("link")).toHaveTextContent("PDF, 1 page, 900 bytes")
  })
})

describe("ActivitySheets", () => {
  it("renders nothing while the build made no activity sheet", () => {
    const { container } = render(<ActivitySheets sheets={[]} />)
    expect(container).toBeEmptyDOMElement()
  })

  it("ignores other generated files", () => {
    const { container } = render(<ActivitySheets sheets={[sheet("teaching-guide", "Teaching guide", 12, 1_000_000)]} />)
    expect(container).toBeEmptyDOMElement()
  })

  it("lists the sheets by kind under Print and play, saying what a child does with the kinds there are", () => {
    render(
      <ActivitySheets
        sheets={[
          sheet("reading-passport", "My reading passport", 4, 200_000),
          sheet("colouring-page", "Colour in Rexi", 1, 120_000),
          { ...sheet("colouring-page", "Colour in Zib", 1, 130_000), url: "/downloads/zib.pdf" },
        ]}
      />,
    )
    const section = screen.getByRole("region", { name: "Print and play" })
    expect(
      within(section)
        .getAllByRole("link")
        .map(link => link.textContent),
    ).toEqual(["Colour in Rexi PDF, 1 page, 120 KB", "Colour in Zib PDF, 1 page, 130 KB", "My reading passport PDF, 4 pages, 200 KB"])
    expect(section).toHaveTextContent("colour in the characters and keep a stamp for every book you finish.")
    expect(section).not.toHaveTextContent("hunt for words")
  })
})
