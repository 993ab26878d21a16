import type { IGatsbyImageData } from "gatsby-plugin-image"

interface PictureProps {
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
export function Picture({ image, alt, eager = false, sizes, className }: PictureProps) {
  const { fallback, sources = [] } = image.images
  // React 18 does not know the camel-cased `fetchPriority` prop and warns; it passes a
  // lower-case attribute through as it is.
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
        width={image.width}
        height={image.height}
        alt={alt}
        loading={eager ? "eager" : "lazy"}
        decoding={eager ? "sync" : "async"}
        {...priority}
      />
    </picture>
  )
}
