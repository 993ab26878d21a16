/**
 * Backgrounds: gradient skies, soft glows and nebulae, star fields, rolling hills and
 * mountain ranges, clouds, light rays, and the shading laid behind text.
 */
import { rad, type Canvas, type Point, type Stop } from "./canvas"
import { poly, smooth } from "./shapes"

/** a rectangle of the canvas; the whole canvas where left out */
export interface Area {
  x?: number
  y?: number
  w?: number
  h?: number
}

/** vertical gradient through the given colours */
export const sky = (c: Canvas, colors: string[], { x = 0, y = 0, w = c.w, h = c.h }: Area = {}) => {
  const stops = colors.map((col, i): Stop => [+(i / (colors.length - 1)).toFixed(3), col])
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${c.linear(stops)}"/>`
}

/** soft round light */
export const glow = (c: Canvas, x: number, y: number, r: number, color: string, opacity = 1) => {
  return `<circle cx="${x}" cy="${y}" r="${r}" fill="${c.radial([
    [0, color, opacity],
    [0.4, color, opacity * 0.4],
    [1, color, 0],
  ])}"/>`
}

export interface NebulaOptions extends Area {
  size?: number
  opacity?: number
}

/** a handful of big soft coloured clouds of light */
export const nebula = (c: Canvas, n: number, colors: string[], { x = 0, y = 0, w = c.w, h = c.h, size = 1, opacity = 0.35 }: NebulaOptions = {}) => {
  let out = ""
  for (let i = 0; i < n; i++) {
    const cx = x + c.rand() * w
    const cy = y + c.rand() * h
    const rx = c.rand(180, 420) * c.u * size
    const ry = rx * c.rand(0.35, 0.8)
    const col = colors[i % colors.length]
    const fill = c.radial([
      [0, col, opacity],
      [0.5, col, opacity * 0.35],
      [1, col, 0],
    ])
    out += `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${fill}" transform="rotate(${c.rand(-40, 40)} ${cx} ${cy})"/>`
  }
  return out
}

/** 4-point twinkle */
export const sparkle = (x: number, y: number, r: number, color: string, opacity = 1) => {
  const k = r * 0.18
  return `<path d="M${x},${y - r}Q${x + k},${y - k} ${x + r},${y}Q${x + k},${y + k} ${x},${y + r}Q${x - k},${y + k} ${x - r},${y}Q${x - k},${y - k} ${x},${y - r}Z" fill="${color}" opacity="${opacity}"/>`
}

export interface StarOptions extends Area {
  count?: number
  size?: number
  /** the share of stars drawn as four-point twinkles */
  twinkle?: number
  colors?: string[]
  /** denser towards the top */
  fade?: boolean
}

/** starfield: mostly tiny dots, a few bigger twinkles */
export const stars = (c: Canvas, o: StarOptions = {}) => {
  const { count = 300, x = 0, y = 0, w = c.w, h = c.h, size = 1, twinkle = 0.025, colors = ["#ffffff", "#d6ecff", "#ffe9c2", "#ffd1f0"], fade = false } = o
  let out = ""
  for (let i = 0; i < count; i++) {
    const sx = x + c.rand() * w
    const fy = fade ? Math.pow(c.rand(), 1.8) : c.rand() // fade: denser towards the top
    const sy = y + fy * h
    const r = (0.7 + Math.pow(c.rand(), 4) * 3.2) * size * c.u * 1.3
    const op = +(0.35 + c.rand() * 0.65).toFixed(2)
    const col = colors[Math.floor(c.rand() * colors.length)]
    if (c.rand() < twinkle) out += sparkle(sx, sy, r * 5, col, op) + `<circle cx="${sx}" cy="${sy}" r="${r * 3}" fill="${col}" opacity="0.18"/>`
    else out += `<circle cx="${sx}" cy="${sy}" r="${r}" fill="${col}" opacity="${op}"/>`
  }
  return out
}

export interface RidgeOptions {
  y: number
  amp: number
  color: string
  n?: number
  x0?: number
  x1?: number
  bottom?: number
}

/** smooth rolling hills from x0 to x1 filled to the bottom */
export const hills = (c: Canvas, { y, amp, color, n = 6, x0 = 0, x1 = c.w, bottom = c.h }: RidgeOptions) => {
  const pts: Point[] = []
  for (let i = 0; i <= n; i++) pts.push([x0 + ((x1 - x0) * i) / n, y - c.rand() * amp])
  pts[0][0] -= 40
  pts[n][0] += 40
  return `<path d="${smooth(pts)}L${x1 + 40},${bottom}L${x0 - 40},${bottom}Z" fill="${color}"/>`
}

/** jagged mountain range */
export const mountains = (c: Canvas, { y, amp, color, n = 9, x0 = 0, x1 = c.w, bottom = c.h, snow }: RidgeOptions & { snow?: string }) => {
  const pts: Point[] = [[x0 - 20, y]]
  const peaks: Point[] = []
  for (let i = 0; i <= n * 2; i++) {
    const px = x0 + ((x1 - x0) * i) / (n * 2) + c.rand(-0.3, 0.3) * ((x1 - x0) / n / 2)
    const py = i % 2 ? y - amp * c.rand(0.55, 1) : y - amp * c.rand(0, 0.35)
    pts.push([px, py])
    if (i % 2) peaks.push([px, py])
  }
  pts.push([x1 + 20, y], [x1 + 20, bottom], [x0 - 20, bottom])
  let out = `<path d="${poly(pts)}" fill="${color}"/>`
  if (snow) {
    for (const [px, py] of peaks) {
      const s = amp * 0.16
      out += `<path d="M${px},${py}L${px + s},${py + s * 1.1}L${px + s * 0.3},${py + s * 0.8}L${px - s * 0.2},${py + s * 1.2}L${px - s},${py + s * 1.1}Z" fill="${snow}"/>`
    }
  }
  return out
}

/** fluffy cloud made of overlapping ellipses */
export const cloud = (x: number, y: number, s: number, color: string, opacity = 1) => {
  const blobs = [
    [0, 0, 60, 28],
    [-45, 8, 42, 20],
    [48, 6, 46, 22],
    [-15, -16, 36, 24],
    [22, -14, 32, 22],
  ]
  return `<g opacity="${opacity}" fill="${color}">${blobs.map(([bx, by, rx, ry]) => `<ellipse cx="${x + bx * s}" cy="${y + by * s}" rx="${rx * s}" ry="${ry * s}"/>`).join("")}</g>`
}

/** big light beams fanning out from a point */
export const rays = (c: Canvas, x: number, y: number, len: number, n: number, color: string, opacity = 0.12, spread = 360, start = 0) => {
  let out = ""
  for (let i = 0; i < n; i++) {
    const a = rad(start + (spread * (i + c.rand(0, 0.5))) / n)
    const wdt = rad(c.rand(2, 6))
    const p1: Point = [x + Math.cos(a - wdt) * len, y + Math.sin(a - wdt) * len]
    const p2: Point = [x + Math.cos(a + wdt) * len, y + Math.sin(a + wdt) * len]
    out += `<path d="${poly([[x, y], p1, p2])}" fill="${color}" opacity="${+(opacity * c.rand(0.5, 1)).toFixed(3)}"/>`
  }
  return out
}

/** darkening used behind overlaid text: from=side ('left'|'bottom'|'top') */
export const shade = (c: Canvas, side: "left" | "top" | "bottom", amount = 0.7, extent = 0.5, color = "#03040f") => {
  if (side === "left") {
    const fill = c.linear(
      [
        [0, color, amount],
        [extent * 0.55, color, amount * 0.8],
        [extent, color, 0],
        [1, color, 0],
      ],
      0,
      0,
      1,
      0,
    )
    return `<rect width="${c.w}" height="${c.h}" fill="${fill}"/>`
  }
  if (side === "top") {
    const fill = c.linear([
      [0, color, amount],
      [extent, color, 0],
      [1, color, 0],
    ])
    return `<rect width="${c.w}" height="${c.h}" fill="${fill}"/>`
  }
  const fill = c.linear([
    [0, color, 0],
    [1 - extent, color, 0],
    [1, color, amount],
  ])
  return `<rect width="${c.w}" height="${c.h}" fill="${fill}"/>`
}

/** vignette around the edges */
export const vignette = (c: Canvas, amount = 0.55) => {
  const fill = c.radial(
    [
      [0, "#000", 0],
      [0.62, "#000", 0],
      [1, "#000", amount],
    ],
    { r: 0.75 },
  )
  return `<rect width="${c.w}" height="${c.h}" fill="${fill}"/>`
}
