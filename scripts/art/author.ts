/**
 * The stand-in for the author's photo: a friendly silhouette writing at a desk by a night
 * window (Mars a red dot among the stars), with a banner across the foot that says it is a
 * stand-in, so nobody takes it for the author.
 */
import { glow, stars } from "./backgrounds"
import type { Canvas } from "./canvas"
import { C, darken } from "./colours"
import { label } from "./shapes"

export const authorPhoto = (c: Canvas) => {
  const { w, h, u } = c
  // the room: a warm wall, lit from the lamp
  c.add(
    `<rect width="${w}" height="${h}" fill="${c.linear([
      [0, "#2a1a4a"],
      [0.6, "#4b2a5e"],
      [1, "#6a3a5a"],
    ])}"/>`,
  )
  // the window: a night sky with stars and a red planet
  const wx = w * 0.56
  const wy = h * 0.1
  const ww = w * 0.34
  const wh = h * 0.42
  c.add(
    `<rect x="${wx}" y="${wy}" width="${ww}" height="${wh}" rx="${u * 10}" fill="${c.linear([
      [0, "#04061a"],
      [1, "#241052"],
    ])}"/>`,
  )
  c.add(stars(c, { count: 70, x: wx, y: wy, w: ww, h: wh, size: 1.4 }))
  c.add(glow(c, wx + ww * 0.7, wy + wh * 0.3, u * 50, C.mars, 0.7), `<circle cx="${wx + ww * 0.7}" cy="${wy + wh * 0.3}" r="${u * 14}" fill="${C.mars}"/>`)
  c.add(
    `<rect x="${wx}" y="${wy}" width="${ww}" height="${wh}" rx="${u * 10}" fill="none" stroke="#f0dcc0" stroke-width="${u * 16}"/>`,
    `<line x1="${wx + ww / 2}" y1="${wy}" x2="${wx + ww / 2}" y2="${wy + wh}" stroke="#f0dcc0" stroke-width="${u * 10}"/>`,
    `<line x1="${wx}" y1="${wy + wh / 2}" x2="${wx + ww}" y2="${wy + wh / 2}" stroke="#f0dcc0" stroke-width="${u * 10}"/>`,
  )
  // a shelf of books on the left
  const shelfY = h * 0.3
  c.add(`<rect x="${w * 0.06}" y="${shelfY}" width="${w * 0.32}" height="${u * 14}" fill="#8a5a3a"/>`)
  const spines = [C.teal, C.orange, C.gold, C.magenta, C.violet, C.lime, C.aqua]
  let bx = w * 0.08
  for (let i = 0; i < 9; i++) {
    const bw = u * c.rand(20, 34)
    const bh = u * c.rand(90, 130)
    c.add(`<rect x="${bx}" y="${shelfY - bh}" width="${bw}" height="${bh}" rx="${u * 3}" fill="${spines[i % spines.length]}"/>`)
    bx += bw + u * 4
  }
  // the lamp's glow over the desk
  c.add(glow(c, w * 0.78, h * 0.62, u * 420, C.amber, 0.55))
  // the figure: head and shoulders as one soft silhouette, turned to the notebook
  const hx = w * 0.42
  const hy = h * 0.42
  const r = u * 95
  const body = darken(C.indigo, 0.2)
  c.add(
    `<path d="M${hx - r * 2.3},${h * 0.8} C${hx - r * 2.3},${hy + r * 1.3} ${hx - r * 1.2},${hy + r * 1.05} ${hx},${hy + r * 1.05} C${hx + r * 1.3},${hy + r * 1.05} ${hx + r * 2.4},${hy + r * 1.4} ${hx + r * 2.6},${h * 0.8} Z" fill="${body}"/>`,
    `<circle cx="${hx}" cy="${hy}" r="${r}" fill="${body}"/>`,
    // a bun of hair and a pencil behind the ear: friendly, but nobody in particular
    `<circle cx="${hx - r * 0.55}" cy="${hy - r * 0.8}" r="${r * 0.45}" fill="${body}"/>`,
    `<line x1="${hx + r * 0.55}" y1="${hy - r * 0.9}" x2="${hx + r * 1.05}" y2="${hy - r * 0.15}" stroke="${C.gold}" stroke-width="${u * 12}" stroke-linecap="round"/>`,
  )
  // the desk, the open notebook and the writing hand
  c.add(
    `<rect x="0" y="${h * 0.78}" width="${w}" height="${h * 0.22}" fill="#7a4a2a"/>`,
    `<rect x="0" y="${h * 0.78}" width="${w}" height="${u * 14}" fill="#9a6a42"/>`,
  )
  const nx = w * 0.36
  const ny = h * 0.8
  const nw = w * 0.36
  c.add(
    `<path d="M${nx},${ny} L${nx + nw / 2},${ny + u * 14} L${nx + nw},${ny} L${nx + nw},${ny + h * 0.1} L${nx + nw / 2},${ny + h * 0.1 + u * 14} L${nx},${ny + h * 0.1} Z" fill="${C.cream}"/>`,
    `<line x1="${nx + nw / 2}" y1="${ny + u * 14}" x2="${nx + nw / 2}" y2="${ny + h * 0.1 + u * 14}" stroke="#d8c4a0" stroke-width="${u * 4}"/>`,
  )
  for (let i = 1; i <= 4; i++) {
    const ly = ny + i * h * 0.02
    c.add(
      `<line x1="${nx + u * 20}" y1="${ly}" x2="${nx + nw / 2 - u * 20}" y2="${ly + u * 6}" stroke="#8aa0c8" stroke-width="${u * 3}"/>`,
      `<line x1="${nx + nw / 2 + u * 20}" y1="${ly + u * 6}" x2="${nx + nw - u * (20 + (i === 4 ? 80 : 0))}" y2="${ly}" stroke="#8aa0c8" stroke-width="${u * 3}"/>`,
    )
  }
  c.add(
    `<ellipse cx="${nx + nw * 0.8}" cy="${ny + h * 0.02}" rx="${u * 36}" ry="${u * 26}" fill="${body}"/>`,
    `<line x1="${nx + nw * 0.78}" y1="${ny + h * 0.045}" x2="${nx + nw * 0.9}" y2="${ny - h * 0.03}" stroke="${C.gold}" stroke-width="${u * 10}" stroke-linecap="round"/>`,
  )
  // a mug of tea
  c.add(`<rect x="${w * 0.12}" y="${h * 0.72}" width="${u * 80}" height="${u * 90}" rx="${u * 12}" fill="${C.teal}"/>`)
  // the banner that says what this is
  c.add(`<rect x="0" y="${h * 0.9}" width="${w}" height="${h * 0.1}" fill="${C.ink}" opacity="0.85"/>`)
  c.add(label(c, "STAND-IN PICTURE: THE AUTHOR'S PHOTO GOES HERE", w / 2, h * 0.965, { size: 44 * u, anchor: "middle", maxWidth: w * 0.9, fill: C.gold }))
}
