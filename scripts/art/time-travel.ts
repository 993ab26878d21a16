/**
 * The time-travel motifs every book shares: the swirling portal, clock faces, brass
 * gears and an hourglass.
 */
import { glow, sparkle } from "./backgrounds"
import { rad, TAU, type Canvas, type Point, type Trio } from "./canvas"
import { C, darken, lighten } from "./colours"
import { circlePath, g, smooth } from "./shapes"

export interface PortalOptions {
  /** inner, middle and outer colours */
  colors?: Trio
  /** below 1 squashes the portal sideways (half open) */
  open?: number
  spin?: number
  glow?: number
  arms?: number
  rings?: number
  sparks?: number
  /** a brass machine ring with rivets */
  frame?: boolean
}

/**
 * A glowing swirl portal. open < 1 squashes it sideways (a portal half open).
 */
export const portal = (c: Canvas, cx: number, cy: number, r: number, o: PortalOptions = {}) => {
  const [c1, c2, c3] = o.colors ?? [C.teal, C.violet, C.magenta]
  const open = o.open ?? 1
  const spin = o.spin ?? c.rand(0, TAU)
  let out = glow(c, 0, 0, r * 2.2, c2, 0.5 * (o.glow ?? 1))
  out += `<circle r="${r}" fill="${c.radial([
    [0, "#ffffff", 1],
    [0.16, lighten(c1, 0.5), 1],
    [0.42, c1, 0.95],
    [0.72, c2, 0.9],
    [0.92, c3, 0.85],
    [1, c3, 0.2],
  ])}"/>`
  const arms = o.arms ?? 6
  for (let a = 0; a < arms; a++) {
    const pts: Point[] = []
    const base = spin + (a * TAU) / arms
    for (let t = 0; t <= 1.0001; t += 0.08) {
      const rr = r * (0.06 + 0.9 * t)
      const ang = base + t * 3.4
      pts.push([Math.cos(ang) * rr, Math.sin(ang) * rr])
    }
    const col = [C.white, c1, c3][a % 3]
    out += `<path d="${smooth(pts)}" fill="none" stroke="${col}" stroke-width="${r * 0.045}" stroke-linecap="round" opacity="0.55"/>`
  }
  const rings = o.rings ?? 5
  for (let i = 0; i < rings; i++) {
    const rr = r * (0.5 + i * 0.14)
    const dash = `${r * c.rand(0.1, 0.6)} ${r * c.rand(0.05, 0.3)}`
    out += `<circle r="${rr}" fill="none" stroke="${[c1, c3, C.white, c2][i % 4]}" stroke-width="${r * c.rand(0.012, 0.035)}" stroke-dasharray="${dash}" opacity="${+c.rand(0.35, 0.8).toFixed(2)}" transform="rotate(${c.rand(0, 360)})"/>`
  }
  out += `<circle r="${r}" fill="none" stroke="${lighten(c1, 0.4)}" stroke-width="${r * 0.05}" opacity="0.95"/>`
  out += `<circle r="${r * 1.06}" fill="none" stroke="${c3}" stroke-width="${r * 0.02}" opacity="0.6"/>`
  for (let i = 0; i < (o.sparks ?? 10); i++) {
    const a = c.rand(0, TAU)
    const d = r * c.rand(1.05, 1.5)
    out += sparkle(Math.cos(a) * d, Math.sin(a) * d, r * c.rand(0.03, 0.08), c.pick([C.white, c1, C.gold]), 0.9)
  }
  if (o.frame) {
    // brass machine ring with rivets
    const fw = r * 0.16
    out += `<circle r="${r + fw / 2}" fill="none" stroke="${c.linear(
      [
        [0, "#ffe3a3"],
        [0.5, "#c98b2b"],
        [1, "#6b3d12"],
      ],
      0,
      0,
      1,
      1,
    )}" stroke-width="${fw}"/>`
    out += `<circle r="${r + fw}" fill="none" stroke="#3a200b" stroke-width="${r * 0.012}" opacity="0.7"/>`
    for (let i = 0; i < 24; i++) {
      const a = (i * TAU) / 24
      out += `<circle cx="${Math.cos(a) * (r + fw / 2)}" cy="${Math.sin(a) * (r + fw / 2)}" r="${fw * 0.13}" fill="#fff0c8" opacity="0.85"/>`
    }
  }
  return `<g transform="translate(${cx} ${cy}) scale(${open} 1)">${out}</g>`
}

export interface ClockOptions {
  face?: string
  rim?: string
  hand?: string
  tick?: string
  hours?: number
  minutes?: number
  glowColor?: string
}

/** clock face with ticks and two hands */
export const clock = (c: Canvas, cx: number, cy: number, r: number, o: ClockOptions = {}) => {
  const { face = C.cream, rim = C.gold, hand = "#20143a", hours = 10, minutes = 10, tick = "#3b2a55", glowColor } = o
  let out = glowColor ? glow(c, 0, 0, r * 1.8, glowColor, 0.6) : ""
  out += `<circle r="${r}" fill="${c.radial(
    [
      [0, lighten(face, 0.4)],
      [0.8, face],
      [1, darken(face, 0.15)],
    ],
    { fx: 0.4, fy: 0.35 },
  )}" stroke="${rim}" stroke-width="${r * 0.09}"/>`
  out += `<circle r="${r * 0.86}" fill="none" stroke="${tick}" stroke-width="${r * 0.012}" opacity="0.5"/>`
  for (let i = 0; i < 60; i++) {
    const a = (i * TAU) / 60
    const big = i % 5 === 0
    const r1 = r * (big ? 0.7 : 0.8)
    const r2 = r * 0.86
    out += `<line x1="${Math.cos(a) * r1}" y1="${Math.sin(a) * r1}" x2="${Math.cos(a) * r2}" y2="${Math.sin(a) * r2}" stroke="${tick}" stroke-width="${r * (big ? 0.04 : 0.012)}" stroke-linecap="round"/>`
  }
  const ha = rad(((hours % 12) + minutes / 60) * 30 - 90)
  const ma = rad(minutes * 6 - 90)
  out += `<line x1="0" y1="0" x2="${Math.cos(ha) * r * 0.45}" y2="${Math.sin(ha) * r * 0.45}" stroke="${hand}" stroke-width="${r * 0.075}" stroke-linecap="round"/>`
  out += `<line x1="${-Math.cos(ma) * r * 0.12}" y1="${-Math.sin(ma) * r * 0.12}" x2="${Math.cos(ma) * r * 0.68}" y2="${Math.sin(ma) * r * 0.68}" stroke="${hand}" stroke-width="${r * 0.045}" stroke-linecap="round"/>`
  out += `<circle r="${r * 0.07}" fill="${rim}" stroke="${hand}" stroke-width="${r * 0.02}"/>`
  return `<g transform="translate(${cx} ${cy})">${out}</g>`
}

export interface GearOptions {
  teeth?: number
  rot?: number
  fill?: string
  shadow?: boolean
  opacity?: number
  spokes?: number
}

/** one gear (teeth + spoke holes); colours default to brass */
export const gear = (c: Canvas, cx: number, cy: number, r: number, o: GearOptions = {}) => {
  const { teeth = Math.max(8, Math.round(r / (8 * c.u) / 1.4)), rot = c.rand(0, 360), fill, shadow = true, opacity = 1 } = o
  const root = r * 0.86
  let d = ""
  for (let i = 0; i < teeth; i++) {
    const a = (i * TAU) / teeth
    const st = TAU / teeth
    const pts = [
      [root, a],
      [r, a + st * 0.12],
      [r, a + st * 0.42],
      [root, a + st * 0.54],
    ]
    for (const [rr, aa] of pts) d += `${d ? "L" : "M"}${Math.cos(aa) * rr},${Math.sin(aa) * rr}`
  }
  d += "Z"
  const spokes = o.spokes ?? (r > 40 * c.u ? 5 : 0)
  for (let i = 0; i < spokes; i++) {
    const a = (i * TAU) / spokes
    d += circlePath(Math.cos(a) * root * 0.56, Math.sin(a) * root * 0.56, root * 0.2)
  }
  d += circlePath(0, 0, r * 0.14)
  const paint =
    fill ??
    c.linear(
      [
        [0, "#ffe7a8"],
        [0.45, "#d89a3a"],
        [1, "#7a4a16"],
      ],
      0,
      0,
      1,
      1,
    )
  let out = ""
  if (shadow) out += `<path d="${d}" fill="#000" opacity="0.35" fill-rule="evenodd" transform="translate(${r * 0.05} ${r * 0.07})"/>`
  out += `<path d="${d}" fill="${paint}" fill-rule="evenodd"/>`
  out += `<circle r="${root * 0.82}" fill="none" stroke="#000" stroke-opacity="0.22" stroke-width="${r * 0.03}"/>`
  out += `<circle r="${r * 0.24}" fill="none" stroke="#fff" stroke-opacity="0.35" stroke-width="${r * 0.04}"/>`
  return `<g transform="translate(${cx} ${cy}) rotate(${rot})" opacity="${opacity}">${out}</g>`
}

/** a small cluster of gears around a point */
export const gears = (c: Canvas, cx: number, cy: number, r: number, o: GearOptions & { count?: number } = {}) => {
  const list = [
    [0, 0, 1],
    [1.55, -0.55, 0.62],
    [-0.95, 1.05, 0.5],
    [0.95, 1.25, 0.38],
    [-1.45, -0.55, 0.42],
  ]
  return list
    .slice(0, o.count ?? 5)
    .map(([dx, dy, k]) => gear(c, cx + dx * r, cy + dy * r, r * k, o))
    .join("")
}

/** hourglass */
export const hourglass = (x: number, y: number, s: number, o: { frame?: string; glass?: string; sand?: string } = {}) => {
  const { frame = "#6b3d12", glass = C.aqua, sand = C.gold } = o
  const body = `M-30,-60Q-30,-8 -3,0Q-30,8 -30,60L30,60Q30,8 3,0Q30,-8 30,-60Z`
  return g(
    `translate(${x} ${y}) scale(${s})`,
    `<path d="${body}" fill="${glass}" opacity="0.35" stroke="${lighten(glass, 0.5)}" stroke-width="2"/>` +
      `<path d="M-22,-30Q0,-24 22,-30Q16,-8 0,-3Q-16,-8 -22,-30Z" fill="${sand}"/>` +
      `<path d="M-26,58L26,58Q18,30 0,26Q-18,30 -26,58Z" fill="${sand}"/><line x1="0" y1="-3" x2="0" y2="26" stroke="${sand}" stroke-width="2"/>` +
      `<rect x="-40" y="-72" width="80" height="12" rx="4" fill="${frame}"/><rect x="-40" y="60" width="80" height="12" rx="4" fill="${frame}"/>` +
      `<rect x="-36" y="-62" width="6" height="124" fill="${frame}"/><rect x="30" y="-62" width="6" height="124" fill="${frame}"/>`,
  )
}
