/**
 * A video's poster: a scene with the video's title over its darkened lower half, on one
 * line or, where that would make it small, on two balanced ones.
 */
import type { Canvas, Draw } from "./canvas"
import { C } from "./colours"
import { label, textWidth } from "./shapes"

export const videoPoster = (c: Canvas, title: string, drawScene: Draw) => {
  const { w, h } = c
  drawScene(c)
  c.add(
    `<rect y="${h * 0.5}" width="${w}" height="${h * 0.5}" fill="${c.linear([
      [0, "#05040f", 0],
      [0.45, "#05040f", 0.7],
      [1, "#05040f", 0.92],
    ])}"/>`,
  )
  // Keep clear of the bottom-right corner, where the site overlays the duration.
  const maxW = w * 0.72
  let size = Math.min(68, maxW / textWidth(title, 1))
  let lines = [title]
  if (size < 56 && title.includes(" ")) {
    // two balanced lines rather than one tiny one: the split whose wider line is the narrowest
    const words = title.split(" ")
    const splits = words.slice(1).map((_, i) => [words.slice(0, i + 1).join(" "), words.slice(i + 1).join(" ")])
    const widest = (pair: string[]) => Math.max(...pair.map(line => textWidth(line, 1)))
    lines = splits.reduce((best, pair) => (widest(pair) < widest(best) ? pair : best))
    size = Math.min(68, maxW / widest(lines))
  }
  const lh = size * 1.14
  const baseY = h - 56 - (lines.length - 1) * lh
  c.add(`<rect x="56" y="${baseY - size - 26}" width="90" height="8" rx="4" fill="${C.teal}"/>`)
  lines.forEach((line, i) => c.add(label(c, line, 56, baseY + i * lh, { size, maxWidth: maxW, shadow: 6 })))
}
