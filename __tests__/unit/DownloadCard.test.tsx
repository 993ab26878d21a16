import { render, screen } from "@testing-library/react"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { DownloadCard } from "../../src/components/DownloadCard/DownloadCard"
import { downloadOf } from "../../src/components/DownloadCard/download"

const image: IGatsbyImageData = { layout: "constrained", width: 360, height: 270, images: { fallback: { src: "/thumb.jpg" }, sources: [] } }
const file = {
  publicURL: "/static/abc/portal.jpg",
  base: "portal.jpg",
  extension: "jpg",
  size: 1_234_567,
  pixelSize: { width: 2400, height: 1600 },
}

describe("DownloadCard", () => {
  it("says what the file is and downloads it under its name, the title read out with the button", () => {
    render(
      <DownloadCard title="Portal" alt="A portal" image={image} sizes="16rem" frame="filled" download={downloadOf(file, "The artwork")} action="Download" />,
    )
    expect(screen.getByText("JPG, 2400 × 1600 pixels, 1.2 MB")).toBeInTheDocument()
    const link = screen.getByRole("link", { name: /Portal/ })
    expect(link).toHaveTextContent(/^Download: Portal$/)
    expect(link).toHaveAttribute("href", "/static/abc/portal.jpg")
    expect(link).toHaveAttribute("download", "portal.jpg")
    expect(screen.getByRole("img", { name: "A portal" })).toBeInTheDocument()
  })

  it("saves the file under another name when asked", () => {
    expect(downloadOf(file, "The T-shirt", "ChapterVerse-portal.jpg").fileName).toBe("ChapterVerse-portal.jpg")
  })

  it("refuses a file the build has no copy or size of, naming it", () => {
    expect(() => downloadOf({ ...file, pixelSize: null }, 'The artwork "Portal"')).toThrow(
      'The artwork "Portal": the build has no copy or no size of its file portal.jpg',
    )
  })
})
