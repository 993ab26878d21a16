import { render } from "@testing-library/react"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { Picture } from "../../src/components/Picture/Picture"

const image: IGatsbyImageData = {
  layout: "constrained",
  width: 480,
  height: 320,
  images: {
    fallback: { src: "/static/a/480.jpg", srcSet: "/static/a/240.jpg 240w,\n/static/a/480.jpg 480w", sizes: "(min-width: 480px) 480px, 100vw" },
    sources: [{ type: "image/webp", srcSet: "/static/a/240.webp 240w,\n/static/a/480.webp 480w", sizes: "(min-width: 480px) 480px, 100vw" }],
  },
}

describe("Picture", () => {
  it("renders a picture with each format as a source and a sized, lazy fallback image", () => {
    const { container } = render(<Picture image={image} alt="Rexi" />)
    const source = container.querySelector("picture > source")
    expect(source).toHaveAttribute("type", "image/webp")
    expect(source?.getAttribute("srcset")).toContain("/static/a/480.webp 480w")
    const img = container.querySelector("picture > img")
    expect(img).toHaveAttribute("src", "/static/a/480.jpg")
    expect(img).toHaveAttribute("alt", "Rexi")
    expect(img).toHaveAttribute("width", "480")
    expect(img).toHaveAttribute("height", "320")
    expect(img).toHaveAttribute("loading", "lazy")
    expect(img).not.toHaveAttribute("fetchpriority")
  })

  it("loads at once when eager, with the slot's sizes on every candidate list", () => {
    const { container } = render(<Picture image={image} alt="" eager sizes="92vw" />)
    expect(container.querySelector("img")).toHaveAttribute("loading", "eager")
    expect(container.querySelector("img")).toHaveAttribute("fetchpriority", "high")
    expect(container.querySelector("img")).toHaveAttribute("sizes", "92vw")
    expect(container.querySelector("source")).toHaveAttribute("sizes", "92vw")
  })

  it("gives a full-width image whole-pixel dimensions from its widest file, keeping its shape", () => {
    const hero: IGatsbyImageData = {
      layout: "fullWidth",
      width: 1,
      height: 0.45833333333333337,
      images: { fallback: { src: "/h/1920.jpg", srcSet: "/h/480.jpg 480w,\n/h/1920.jpg 1920w", sizes: "100vw" }, sources: [] },
    }
    const img = render(<Picture image={hero} alt="" />).container.querySelector("img")
    expect(img).toHaveAttribute("width", "1920")
    expect(img).toHaveAttribute("height", "880")
  })

  it("gives a picture whole-pixel dimensions when the image plugin's arithmetic leaves a fraction", () => {
    // A 2400 × 1100 picture at 480 px wide: the plugin says 220.00000000000003, which is no valid height.
    const wide: IGatsbyImageData = { ...image, width: 480, height: 220.00000000000003 }
    const img = render(<Picture image={wide} alt="" />).container.querySelector("img")
    expect(img).toHaveAttribute("width", "480")
    expect(img).toHaveAttribute("height", "220")
  })
})
