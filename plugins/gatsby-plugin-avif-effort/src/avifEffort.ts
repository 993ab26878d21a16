import sharp, { type AvifOptions, type Sharp } from "sharp"

/** sharp's own `avif()`, kept so that the effort can be set again (the tests set it twice). */
const sharpAvif = sharp.prototype.avif

/**
 * Makes every `avif()` call without an `effort` of its own use this one. gatsby-plugin-sharp passes
 * sharp only the quality (its process-file.js), so its AVIFs take sharp's default effort, 4; the
 * image jobs run in Gatsby's own process, with this same sharp (a contract test checks both).
 */
export function setAvifEffort(effort: number): void {
  sharp.prototype.avif = function avifAtEffort(this: Sharp, options?: AvifOptions) {
    return sharpAvif.call(this, { effort, ...options })
  }
}
