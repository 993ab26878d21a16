/**
 * Rasterising: a job's SVG through sharp (librsvg) into a JPEG or a palette PNG, or the
 * site icon from its SVG file. The encoder settings are part of each stand-in's bytes:
 * changing them changes every file.
 */
import { mkdir, writeFile } from "node:fs/promises"
import path from "node:path"
import sharp from "sharp"
import { Canvas, hashString } from "./canvas"
import type { Job } from "./jobs"

export interface RenderOptions {
  /** the project's root: where `job.svgFile` is */
  root: string
  /** where to write the picture */
  out: string
  /** a folder to keep each picture's SVG source in, for debugging */
  svgDir?: string
}

/** Draws `job` into `out`; returns the written file's size in bytes. */
export const render = async (job: Job, { root, out, svgDir }: RenderOptions): Promise<number> => {
  await mkdir(path.dirname(out), { recursive: true })
  if (job.svgFile) {
    const info = await sharp(path.join(root, job.svgFile), { density: 72 * (job.w / 64) })
      .resize(job.w, job.h)
      .png({ compressionLevel: 9 })
      .toFile(out)
    return info.size
  }
  if (!job.draw) throw new Error(`${job.file}: nothing draws it`)
  // the seed is the path from the project's root, wherever the file is written
  const c = new Canvas(job.w, job.h, hashString(job.file))
  job.draw(c)
  const svg = c.toSVG()
  if (svgDir) {
    await mkdir(svgDir, { recursive: true })
    await writeFile(path.join(svgDir, `${path.basename(job.file)}.svg`), svg)
  }
  const img = sharp(Buffer.from(svg), { limitInputPixels: false })
  const encoded =
    job.format === "png"
      ? img.png({ compressionLevel: 9, palette: true, quality: 95, effort: 10, dither: 1 })
      : img.flatten({ background: "#000000" }).jpeg({ quality: job.quality ?? 82, mozjpeg: true })
  const info = await encoded.toFile(out)
  if (info.width !== job.w || info.height !== job.h) throw new Error(`${job.file}: got ${info.width}x${info.height}`)
  return info.size
}
