/**
 * Geometry and text helpers shared by every drawing: smooth curves and polygons as SVG
 * paths, a group with a transform, a line of text that shrinks to fit, and the series
 * wordmark.
 */
import type { Canvas, Point } from "./canvas"
import { C } from "./colours"

export const FONT = "DejaVu Sans, Liberation Sans, sans-serif"

/** Catmull-Rom spline through points, as an SVG path */
export const smooth = (pts: Point[]) => {
  let d = `M${pts[0][0]},${pts[0][1]}`
  for (let i = 0; i < pts.length - 1; i++) {
    const p0 = pts[i - 1] ?? pts[i]
    const p1 = pts[i]
    const p2 = pts[i + 1]
    const p3 = pts[i + 2] ?? p2
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6]
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6]
    d += `C${c1[0]},${c1[1]} ${c2[0]},${c2[1]} ${p2[0]},${p2[1]}`
  }
  return d
}

export const poly = (pts: Point[]) => `M${pts.map(p => `${p[0]},${p[1]}`).join("L")}Z`

export const circlePath = (x: number, y: number, r: number) => `M${x + r},${y}A${r},${r} 0 1 0 ${x - r},${y}A${r},${r} 0 1 0 ${x + r},${y}Z`

export const g = (transform: string, inner: string, extra = "") => `<g transform="${transform}"${extra}>${inner}</g>`

const esc = (s: string) => String(s).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;")

/** rough advance width of DejaVu Sans (measured: ~0.64em bold, ~0.57em regular) */
export const textWidth = (str: string, size: number, bold = true, spacing = 0) => {
  let em = 0
  for (const ch of str) {
    if (ch === " ") em += 0.33
    else if ("ijl.,:;!|'".includes(ch)) em += bold ? 0.36 : 0.3
    else if ("mwMW".includes(ch)) em += bold ? 1.0 : 0.88
    else if (ch >= "A" && ch <= "Z") em += bold ? 0.76 : 0.7
    else em += bold ? 0.66 : 0.6
  }
  return em * size + spacing * Math.max(0, str.length - 1)
}

export interface LabelOptions {
  size?: number
  bold?: boolean
  fill?: string
  anchor?: "start" | "middle" | "end"
  /** letter spacing, in ems */
  spacing?: number
  maxWidth?: number
  opacity?: number
  /** a blurred dark copy underneath: true, or the blur's radius */
  shadow?: boolean | number
  /** an outline: colour and width */
  stroke?: [string, number]
}

/**
 * A line of text. maxWidth shrinks the font so it always fits;
 * shadow draws a soft dark copy underneath for legibility.
 */
export const label = (c: Canvas, str: string, x: number, y: number, o: LabelOptions = {}) => {
  const { bold = true, fill = C.white, anchor = "start", spacing = 0, maxWidth, opacity = 1, shadow = false, stroke } = o
  let size = o.size ?? 40
  if (maxWidth) {
    const wid = textWidth(str, size, bold, spacing * size)
    if (wid > maxWidth) size *= maxWidth / wid
  }
  const attrs =
    `x="${x}" y="${y}" font-family="${FONT}" font-size="${size}" font-weight="${bold ? "bold" : "normal"}" text-anchor="${anchor}"` +
    (spacing ? ` letter-spacing="${spacing * size}"` : "")
  let out = ""
  if (shadow) {
    const blur = c.filter("textshadow", `<feGaussianBlur stdDeviation="${shadow === true ? 6 : shadow}"/>`)
    out += `<text ${attrs} fill="#000" opacity="${0.65 * opacity}" filter="${blur}" transform="translate(0 ${size * 0.05})">${esc(str)}</text>`
  }
  if (stroke)
    out += `<text ${attrs} fill="none" stroke="${stroke[0]}" stroke-width="${stroke[1]}" stroke-linejoin="round" opacity="${opacity}">${esc(str)}</text>`
  out += `<text ${attrs} fill="${fill}" opacity="${opacity}">${esc(str)}</text>`
  return out
}

export interface LogoOptions {
  color?: string
  accent?: string
  anchor?: "start" | "middle" | "end"
}

/** the series wordmark: a little portal-clock ring and "ChapterVerse" */
export const logo = (x: number, y: number, size: number, o: LogoOptions = {}) => {
  const { color = C.white, accent = C.teal, anchor = "middle" } = o
  const tw = textWidth("ChapterVerse", size, true)
  const total = tw + size * 1.25
  const left = anchor === "middle" ? x - total / 2 : anchor === "end" ? x - total : x
  const r = size * 0.46
  const icx = left + r
  const icy = y - size * 0.36
  let out = `<circle cx="${icx}" cy="${icy}" r="${r}" fill="none" stroke="${accent}" stroke-width="${size * 0.12}"/>`
  out += `<path d="M${icx},${icy}L${icx},${icy - r * 0.6}M${icx},${icy}L${icx + r * 0.45},${icy + r * 0.2}" stroke="${color}" stroke-width="${size * 0.09}" stroke-linecap="round"/>`
  out += `<circle cx="${icx + r * 0.72}" cy="${icy - r * 0.72}" r="${size * 0.1}" fill="${C.orange}"/>`
  out += `<text x="${left + size * 1.25}" y="${y}" font-family="${FONT}" font-size="${size}" font-weight="bold" fill="${color}">Chapter<tspan fill="${accent}">Verse</tspan></text>`
  return out
}
