/**
 * Book Two's motifs: planets, the Martians (Queen Orla too), Quantanite crystals, the
 * domes of Mars Base One, the palace's spires, the rescue rocket and the Martian desert.
 */
import { glow, hills, sparkle } from "./backgrounds"
import { TAU, type Canvas, type Trio } from "./canvas"
import { C, darken, lighten } from "./colours"
import { g } from "./shapes"

export interface PlanetOptions {
  /** light, middle and dark shades */
  colors?: Trio
  bands?: number
  craters?: number
  ring?: string
  atmosphere?: string
  rot?: number
}

/** shaded planet, optionally banded, cratered and ringed */
export const planet = (c: Canvas, cx: number, cy: number, r: number, o: PlanetOptions = {}) => {
  const { colors = ["#ff9b6a", "#c8462b", "#4a1020"], bands = 0, craters = 0, ring, atmosphere, rot = -20 } = o
  const [light, mid, dark] = colors
  let out = ""
  if (atmosphere) out += glow(c, cx, cy, r * 1.35, atmosphere, 0.55)
  const ringBack = (ring: string) =>
    `<ellipse cx="${cx}" cy="${cy}" rx="${r * 1.9}" ry="${r * 0.45}" fill="none" stroke="${ring}" stroke-width="${r * 0.12}" opacity="0.7" transform="rotate(${rot} ${cx} ${cy})"/>`
  if (ring) out += ringBack(ring)
  out += `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${c.radial(
    [
      [0, light],
      [0.55, mid],
      [1, dark],
    ],
    { fx: 0.32, fy: 0.3, r: 0.6 },
  )}"/>`
  if (bands || craters) {
    const clip = c.clip(`<circle cx="${cx}" cy="${cy}" r="${r}"/>`)
    let inner = ""
    for (let i = 0; i < bands; i++) {
      const by = cy - r + ((i + 0.5) * 2 * r) / bands + c.rand(-0.1, 0.1) * r
      inner += `<ellipse cx="${cx}" cy="${by}" rx="${r * 1.3}" ry="${r * c.rand(0.03, 0.09)}" fill="${c.pick([light, dark, C.cream])}" opacity="${+c.rand(0.15, 0.35).toFixed(2)}" transform="rotate(${rot * 0.4} ${cx} ${cy})"/>`
    }
    for (let i = 0; i < craters; i++) {
      const a = c.rand(0, TAU)
      const d = Math.sqrt(c.rand()) * r * 0.85
      const cr = r * c.rand(0.04, 0.14)
      const px = cx + Math.cos(a) * d
      const py = cy + Math.sin(a) * d
      inner += `<circle cx="${px}" cy="${py}" r="${cr}" fill="${dark}" opacity="0.35"/><circle cx="${px - cr * 0.15}" cy="${py - cr * 0.15}" r="${cr * 0.8}" fill="${mid}" opacity="0.35"/>`
    }
    out += `<g clip-path="${clip}">${inner}</g>`
  }
  out += `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${c.radial(
    [
      [0, "#000", 0],
      [0.7, "#000", 0],
      [1, "#000", 0.55],
    ],
    { cx: 0.3, cy: 0.28, r: 0.95 },
  )}"/>`
  if (ring) {
    const clip = c.clip(`<rect x="${cx - r * 3}" y="${cy}" width="${r * 6}" height="${r * 3}" transform="rotate(${rot} ${cx} ${cy})"/>`)
    out += `<g clip-path="${clip}">${ringBack(ring)}</g>`
  }
  return out
}

export interface MartianOptions {
  color?: string
  queen?: boolean
  wave?: boolean
  flip?: boolean
  eyes?: number
  cape?: string
}

/**
 * Friendly round Martian, feet on y=0. ~140 units tall (queen: ~200 + crown).
 */
export const martian = (c: Canvas, x: number, y: number, s: number, o: MartianOptions = {}) => {
  const { color = "#5fd35f", queen = false, wave = false, flip = false, eyes = 2, cape = C.violet } = o
  const dark = darken(color, 0.3)
  const cy = queen ? -98 : -62
  const rx = 50
  const ry = queen ? 80 : 52
  let out = ""
  if (queen)
    out += `<path d="M-40,-130Q-78,-40 -70,0L70,0Q78,-40 40,-130Z" fill="${c.linear([
      [0, lighten(cape, 0.2)],
      [1, darken(cape, 0.35)],
    ])}"/>`
  // antennae
  for (const sd of [-1, 1]) {
    const bx = sd * 18
    const tx = sd * 38
    const ty = cy - ry - 42
    out += `<path d="M${bx},${cy - ry + 8}Q${sd * 22},${ty + 10} ${tx},${ty}" fill="none" stroke="${dark}" stroke-width="5" stroke-linecap="round"/>`
    out += `<circle cx="${tx}" cy="${ty}" r="9" fill="${queen ? C.gold : C.pink}"/><circle cx="${tx - 3}" cy="${ty - 3}" r="3" fill="#fff" opacity="0.8"/>`
  }
  // feet and arms
  out += `<ellipse cx="-22" cy="-6" rx="16" ry="9" fill="${dark}"/><ellipse cx="22" cy="-6" rx="16" ry="9" fill="${dark}"/>`
  out += `<path d="M-46,${cy + 6}Q-70,${cy + 24} -66,${cy + 44}" fill="none" stroke="${dark}" stroke-width="10" stroke-linecap="round"/>`
  out += wave
    ? `<path d="M46,${cy + 4}Q70,${cy - 8} 72,${cy - 36}" fill="none" stroke="${dark}" stroke-width="10" stroke-linecap="round"/><circle cx="72" cy="${cy - 40}" r="8" fill="${dark}"/>`
    : `<path d="M46,${cy + 6}Q70,${cy + 24} 66,${cy + 44}" fill="none" stroke="${dark}" stroke-width="10" stroke-linecap="round"/>`
  // body
  out += `<ellipse cx="0" cy="${cy}" rx="${rx}" ry="${ry}" fill="${c.radial(
    [
      [0, lighten(color, 0.35)],
      [0.7, color],
      [1, dark],
    ],
    { fx: 0.38, fy: 0.3 },
  )}"/>`
  out += `<ellipse cx="0" cy="${cy + ry * 0.45}" rx="${rx * 0.55}" ry="${ry * 0.35}" fill="${lighten(color, 0.35)}" opacity="0.55"/>`
  // face
  const ey = cy - ry * 0.2
  const eyeXs = eyes === 3 ? [-22, 0, 22] : [-17, 17]
  for (const ex of eyeXs) {
    const er = eyes === 3 ? 9 : 12
    out += `<ellipse cx="${ex}" cy="${ey - (eyes === 3 && ex === 0 ? 8 : 0)}" rx="${er}" ry="${er * 1.2}" fill="#fff"/>`
    out += `<circle cx="${ex + 2}" cy="${ey + 2 - (eyes === 3 && ex === 0 ? 8 : 0)}" r="${er * 0.55}" fill="#1a1030"/>`
    out += `<circle cx="${ex + 4}" cy="${ey - 1 - (eyes === 3 && ex === 0 ? 8 : 0)}" r="${er * 0.2}" fill="#fff"/>`
  }
  out += `<path d="M-16,${ey + 22}Q0,${ey + 36} 16,${ey + 22}" fill="none" stroke="#1a1030" stroke-width="4" stroke-linecap="round"/>`
  out += `<circle cx="-30" cy="${ey + 18}" r="7" fill="${C.pink}" opacity="0.5"/><circle cx="30" cy="${ey + 18}" r="7" fill="${C.pink}" opacity="0.5"/>`
  if (queen) {
    const top = cy - ry + 4
    out += `<path d="M-30,${top}L-34,${top - 34}L-18,${top - 16}L0,${top - 42}L18,${top - 16}L34,${top - 34}L30,${top}Z" fill="${c.linear([
      [0, "#fff1b0"],
      [1, "#e0a21c"],
    ])}" stroke="#a86b0c" stroke-width="2"/>`
    out += `<circle cx="0" cy="${top - 14}" r="6" fill="${C.teal}"/><circle cx="-20" cy="${top - 8}" r="4" fill="${C.magenta}"/><circle cx="20" cy="${top - 8}" r="4" fill="${C.magenta}"/>`
    out += `<path d="M-22,${cy + ry * 0.55}Q0,${cy + ry * 0.7} 22,${cy + ry * 0.55}" fill="none" stroke="${C.gold}" stroke-width="5"/>`
  }
  return `<g transform="translate(${x} ${y}) scale(${flip ? -s : s} ${s})">${out}</g>`
}

export interface CrystalOptions {
  color?: string
  glowColor?: string
  rocks?: string
  /** [angle, height, width] of each shard */
  shards?: [number, number, number][]
}

/** Quantanite crystal cluster, base centre at x,y, ~140 units tall */
export const crystal = (c: Canvas, x: number, y: number, s: number, o: CrystalOptions = {}) => {
  const { color = C.teal, glowColor = color, rocks = "#241a3a" } = o
  const shards = o.shards ?? [
    [-44, 62, 20],
    [40, 66, 21],
    [-24, 96, 26],
    [22, 100, 28],
    [-6, 140, 34],
    [8, 52, 18],
    [-58, 38, 16],
    [56, 40, 16],
  ]
  let out = glow(c, 0, -60, 170, glowColor, 0.55)
  for (const [ang, h, w] of shards) {
    const lite = lighten(color, 0.55)
    const dk = darken(color, 0.35)
    const shard =
      `<path d="M${-w / 2},0L${-w / 2},${-h * 0.74}L0,${-h}L0,0Z" fill="${lite}"/>` +
      `<path d="M0,0L0,${-h}L${w / 2},${-h * 0.74}L${w / 2},0Z" fill="${color}"/>` +
      `<path d="M${-w / 2},${-h * 0.74}L0,${-h * 0.62}L${w / 2},${-h * 0.74}L0,${-h}Z" fill="#ffffff" opacity="0.55"/>` +
      `<path d="M${w / 4},-4L${w / 4},${-h * 0.6}" stroke="${dk}" stroke-width="${w * 0.08}" opacity="0.5"/>`
    out += g(`translate(${ang * 0.35} 0) rotate(${ang * 0.55})`, shard)
  }
  out += `<path d="M-80,6Q-70,-18 -40,-14Q-20,-24 0,-14Q26,-26 48,-12Q76,-16 82,6Z" fill="${rocks}"/>`
  out += `<path d="M-70,-8Q-58,-16 -40,-12Q-20,-20 0,-12Q26,-22 48,-10Q66,-13 74,-6" fill="none" stroke="${lighten(color, 0.3)}" stroke-width="2.5" opacity="0.5" stroke-linecap="round"/>`
  out += sparkle(-30, -100, 10, "#fff", 0.9) + sparkle(36, -70, 7, "#fff", 0.8)
  return `<g transform="translate(${x} ${y}) scale(${s})">${out}</g>`
}

/** glass dome building, base centre x,y */
export const dome = (c: Canvas, x: number, y: number, r: number, o: { glass?: string; frame?: string; light?: string } = {}) => {
  const { glass = C.aqua, frame = "#d7dcef", light = C.gold } = o
  let out = `<path d="M${x - r},${y}A${r},${r} 0 0 1 ${x + r},${y}Z" fill="${c.linear([
    [0, glass, 0.55],
    [1, darken(glass, 0.5), 0.75],
  ])}"/>`
  const upper = c.clip(`<rect x="${x - r}" y="${y - r}" width="${2 * r}" height="${r}"/>`)
  for (let i = 1; i < 5; i++) {
    out += `<ellipse cx="${x}" cy="${y}" rx="${r * (1 - i / 5)}" ry="${r}" fill="none" stroke="${frame}" stroke-width="${r * 0.015}" opacity="0.55" clip-path="${upper}"/>`
  }
  out += `<path d="M${x - r * 0.87},${y - r * 0.5}L${x + r * 0.87},${y - r * 0.5}" stroke="${frame}" stroke-width="${r * 0.015}" opacity="0.55"/>`
  out += `<path d="M${x - r},${y}A${r},${r} 0 0 1 ${x + r},${y}" fill="none" stroke="${frame}" stroke-width="${r * 0.04}"/>`
  out += `<rect x="${x - r * 1.05}" y="${y - r * 0.1}" width="${r * 2.1}" height="${r * 0.14}" fill="${darken(frame, 0.4)}"/>`
  for (let i = 0; i < 5; i++)
    out += `<rect x="${x - r * 0.7 + i * r * 0.3}" y="${y - r * 0.28}" width="${r * 0.14}" height="${r * 0.14}" rx="${r * 0.03}" fill="${light}" opacity="0.85"/>`
  out += `<path d="M${x - r * 0.35},${y - r * 0.75}Q${x - r * 0.1},${y - r * 0.9} ${x + r * 0.2},${y - r * 0.88}" stroke="#fff" stroke-width="${r * 0.04}" fill="none" opacity="0.45" stroke-linecap="round"/>`
  return out
}

/** onion-domed palace spire, base centre x,y */
export const spire = (x: number, y: number, w: number, h: number, color: string, accent = C.teal) => {
  let out = `<path d="M${x - w / 2},${y}L${x - w * 0.32},${y - h * 0.78}L${x + w * 0.32},${y - h * 0.78}L${x + w / 2},${y}Z" fill="${color}"/>`
  const by = y - h * 0.78
  out += `<path d="M${x - w * 0.4},${by}C${x - w * 0.75},${by - h * 0.1} ${x - w * 0.1},${by - h * 0.16} ${x},${by - h * 0.24}C${x + w * 0.1},${by - h * 0.16} ${x + w * 0.75},${by - h * 0.1} ${x + w * 0.4},${by}Z" fill="${lighten(color, 0.15)}"/>`
  out += `<line x1="${x}" y1="${by - h * 0.24}" x2="${x}" y2="${by - h * 0.3}" stroke="${accent}" stroke-width="${w * 0.04}"/><circle cx="${x}" cy="${by - h * 0.31}" r="${w * 0.05}" fill="${accent}"/>`
  for (let i = 0; i < 4; i++) {
    const wy = y - h * 0.7 + i * h * 0.16
    out += `<path d="M${x - w * 0.07},${wy + w * 0.22}L${x - w * 0.07},${wy + w * 0.07}Q${x},${wy - w * 0.03} ${x + w * 0.07},${wy + w * 0.07}L${x + w * 0.07},${wy + w * 0.22}Z" fill="${accent}" opacity="0.85"/>`
  }
  return out
}

export interface RocketOptions {
  body?: string
  accent?: string
  window?: string
  flame?: boolean
  rot?: number
}

/** chunky rocket, nose up, base centre x,y */
export const rocket = (c: Canvas, x: number, y: number, s: number, o: RocketOptions = {}) => {
  const { body = "#e8ecf5", accent = C.magenta, window = C.teal, flame = true, rot = 0 } = o
  let out = ""
  if (flame) out += `<path d="M-18,0Q0,90 18,0Z" fill="${C.gold}"/><path d="M-10,0Q0,50 10,0Z" fill="#fff"/>` + glow(c, 0, 30, 70, C.orange, 0.6)
  out += `<path d="M-24,-10L-48,14L-44,-30L-24,-50Z" fill="${accent}"/><path d="M24,-10L48,14L44,-30L24,-50Z" fill="${accent}"/>`
  out += `<path d="M-26,0L-26,-110Q-26,-160 0,-190Q26,-160 26,-110L26,0Z" fill="${c.linear(
    [
      [0, darken(body, 0.25)],
      [0.45, body],
      [1, darken(body, 0.35)],
    ],
    0,
    0,
    1,
    0,
  )}"/>`
  out += `<path d="M-20,-150Q0,-200 20,-150Q0,-160 -20,-150Z" fill="${accent}"/>`
  out += `<circle cx="0" cy="-100" r="13" fill="${window}" stroke="${darken(body, 0.4)}" stroke-width="4"/><circle cx="-4" cy="-104" r="4" fill="#fff" opacity="0.7"/>`
  out += `<rect x="-26" y="-22" width="52" height="8" fill="${accent}"/>`
  return `<g transform="translate(${x} ${y}) rotate(${rot}) scale(${s})">${out}</g>`
}

/** martian desert ground: dunes and rocks from y downward */
export const marsGround = (c: Canvas, y: number, o: { colors?: string[]; rocks?: number } = {}) => {
  const { colors = ["#d9673a", "#a8402c", "#6e2127", "#3d1020"], rocks = 14 } = o
  let out = ""
  colors.forEach((col, i) => {
    out += hills(c, { y: y + i * (c.h - y) * 0.22, amp: (c.h - y) * 0.18, color: col, n: 5 + i })
  })
  for (let i = 0; i < rocks; i++) {
    const rx = c.rand(0, c.w)
    const ry = c.rand(y + (c.h - y) * 0.3, c.h)
    const rs = c.rand(10, 40) * c.u * (0.5 + (ry - y) / (c.h - y))
    out += `<path d="M${rx - rs},${ry}Q${rx - rs * 0.8},${ry - rs * 0.9} ${rx - rs * 0.1},${ry - rs}Q${rx + rs * 0.9},${ry - rs * 0.8} ${rx + rs},${ry}Z" fill="${darken(colors[3], 0.2)}" opacity="0.9"/>`
  }
  return out
}
