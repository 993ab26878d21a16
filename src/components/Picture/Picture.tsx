import type { IGatsbyImageData } from "gatsby-plugin-image"

export interface PictureProps {
  image: IGatsbyImageData
  alt: string
  /** The first large image of a page: load at once, with high priority, instead of when scrolled near. */
  eager?: boolean
  /** How wide the image is drawn, for the browser to pick a file (a `sizes` value). */
  sizes?: string
  className?: string
}

/**
 * A plain <picture> from gatsbyImageData: AVIF/WebP sources with a JPEG/PNG fallback,
 * width and height set so nothing shifts as it loads. Unlike GatsbyImage it needs no
 * JavaScript and works the same with scripts off.
 */
/** The largest width a `srcset` offers ("a.jpg 480w, b.jpg 960w" → 960). */
function widestCandidate(srcSet: string | undefined): number {
  return Math.max(0, ...(srcSet ?? "").split(",").map(candidate => Number(/(\d+)w\s*$/.exec(candidate.trim())?.[1] ?? 0)))
}

/**
 * Width and height in whole pixels. A full-width image's data says only its shape (width 1,
 * height 0.46), which is not a valid attribute value; its widest file gives real numbers.
 */
function pixelSize(image: IGatsbyImageData): { width: number; height: number } {
  const widest = image.layout === "fullWidth" ? widestCandidate(image.images.fallback?.srcSet) : 0
  // gatsby-plugin-image works the height out in floating point (480 × 1100 / 2400 = 220.00000000000003).
  if (widest === 0) return { width: Math.round(image.width), height: Math.round(image.height) }
  return { width: widest, height: Math.round((widest * image.height) / image.width) }
}

export function Picture({ image, alt, eager = false, sizes, className }: PictureProps) {
  const { fallback, sources = [] } = image.images
  const { width, height } = pixelSize(image)
  // React 18 does not know the camel-cased `fetchPriority` prop and warns; it passes a
  // lower-case attribute through as it is. The page's scripts wait for the pictures it marks (afterLargestPaint).
  const priority = eager ? { fetchpriority: "high" } : {}
  return (
    <picture>
      {sources.map(source => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes ?? source.sizes} />
      ))}
      <img
        className={className}
        src={fallback?.src}
        srcSet={fallback?.srcSet}
        sizes={sizes ?? fallback?.sizes}
        width={width}
        height={height}
        alt={alt}
        loading={eager ? "eager" : "lazy"}
        decoding={eager ? "sync" : "async"}
        {...priority}
      />
    </picture>
  )
}
