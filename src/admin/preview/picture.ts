import { useEffect, useState } from "react"
import type { IGatsbyImageData } from "gatsby-plugin-image"

/** A picture of the entry as the editor has it: its address in the editor (a blob: URL), and its weight where known. */
export interface PreviewAsset {
  url: string
  bytes?: number
}

/** The picture of a field, by its value (a file name) and the field's names from the entry down ("entries", "image"). */
export type PictureOf = (value: unknown, fieldPath: readonly string[]) => PreviewAsset | undefined

/** A picture's size in pixels, once the browser has it: 0 × 0 until then. */
export function usePixelSize(url: string | undefined): { width: number; height: number } {
  const [size, setSize] = useState({ width: 0, height: 0 })
  useEffect(() => {
    if (!url) return
    const image = new Image()
    image.onload = () => setSize({ width: image.naturalWidth, height: image.naturalHeight })
    image.src = url
    return () => {
      image.onload = null
    }
  }, [url])
  return size
}

/**
 * The image data the site's Picture takes, for one file as it is: where the build gives the
 * processed picture's sources and sizes (gatsby-plugin-image), the preview has the file alone.
 */
export function previewImageData(url: string | undefined, { width, height }: { width: number; height: number }): IGatsbyImageData {
  return { layout: "constrained", width, height, images: { fallback: url ? { src: url } : undefined, sources: [] } }
}
