import { render, screen } from "@testing-library/react"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { VideoCard } from "../../src/components/VideoCard/VideoCard"

const poster: IGatsbyImageData = { layout: "constrained", width: 480, height: 270, images: { fallback: { src: "/p.jpg" }, sources: [] } }

describe("VideoCard", () => {
  it("shows the duration, quality, date and New badge, and links the title to the video site in a new tab", () => {
    render(
      <VideoCard
        title="Song clip"
        youtubeId="abc123"
        poster={poster}
        posterAlt="Video: Song clip"
        duration="00:46"
        quality="HD"
        published="2025-05-07"
        isNew
      />,
    )
    expect(screen.getByText("00:46")).toBeInTheDocument()
    expect(screen.getByText("Length: 46 seconds")).toBeInTheDocument()
    expect(screen.getByText("HD")).toBeInTheDocument()
    expect(screen.getByText("7 May 2025")).toHaveAttribute("datetime", "2025-05-07")
    expect(screen.getByText("New")).toBeInTheDocument()
    const title = screen.getByRole("link", { name: /^Song clip/ })
    expect(title).toHaveAttribute("href", "https://www.youtube.com/watch?v=abc123")
    expect(title).toHaveAttribute("target", "_blank")
    expect(title).toHaveAttribute("rel", "noopener noreferrer")
  })

  it("leaves out the New badge for an older video", () => {
    render(<VideoCard title="Song clip" youtubeId="abc123" poster={poster} posterAlt="" duration="00:46" quality="HD" published="2025-05-07" isNew={false} />)
    expect(screen.queryByText("New")).not.toBeInTheDocument()
  })
})
