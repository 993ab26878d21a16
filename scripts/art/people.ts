/**
 * The characters as figures: a head-and-shoulders bust for the people (hair, tops,
 * hats, goggles, space helmet), Captain Vex in armour, NOVA the robot, the drake in
 * goggles and Ava's bobble hat on its own.
 */
import { glow } from "./backgrounds"
import { rad, TAU, type Canvas, type Point } from "./canvas"
import { C, darken, lighten } from "./colours"
import { poly } from "./shapes"

export const SKIN = { light: "#f6cfae", fair: "#f1c7a3", tan: "#d9a07a", brown: "#a86b45", deep: "#7a4a2e" }

/** how a character looks; colours are CSS colours */
export interface PersonLook {
  skin?: string
  hair?: string
  hairStyle?: "spiky" | "wild" | "curly" | "short"
  top?: string
  topStyle?: "hoodie" | "jumper" | "labcoat" | "cardigan" | "suit"
  accent?: string
  brow?: string
  /** a bobble hat: its colour and its stripe's */
  bobble?: [string, string]
  goggles?: boolean
  /** goggles over the eyes rather than on the forehead */
  goggleEyes?: boolean
  cap?: string
  moustache?: string
  glasses?: string
  spaceHelmet?: boolean
}

/**
 * Flat-vector head-and-shoulders bust. (cx, cy) is the head centre, s the head radius.
 */
export const person = (c: Canvas, cx: number, cy: number, s: number, o: PersonLook = {}) => {
  const { skin = SKIN.fair, hair = "#5a3517", hairStyle = "spiky", top = C.teal, topStyle = "hoodie", accent = C.orange } = o
  const skinDark = darken(skin, 0.18)
  let out = ""
  // hair behind the head
  if (hairStyle === "wild") {
    for (let i = 0; i < 14; i++) {
      const a = rad(-200 + (220 * i) / 13)
      out += `<circle cx="${cx + Math.cos(a) * s * 1.05}" cy="${cy + Math.sin(a) * s * 0.95 - s * 0.05}" r="${s * c.rand(0.34, 0.46)}" fill="${hair}"/>`
    }
  }
  if (hairStyle === "curly") {
    for (const sd of [-1, 1])
      for (let i = 0; i < 4; i++)
        out += `<circle cx="${cx + sd * s * (0.95 + (i % 2) * 0.12)}" cy="${cy - s * 0.1 + i * s * 0.28}" r="${s * 0.27}" fill="${hair}"/>`
  }
  // shoulders / top
  const sy = cy + s * 1.3
  const bottom = cy + s * 4.2
  const shoulders = `M${cx - s * 2.1},${bottom}L${cx - s * 2.05},${sy + s * 1.0}Q${cx - s * 1.95},${sy + s * 0.1} ${cx - s * 0.9},${sy}L${cx + s * 0.9},${sy}Q${cx + s * 1.95},${sy + s * 0.1} ${cx + s * 2.05},${sy + s * 1.0}L${cx + s * 2.1},${bottom}Z`
  if (topStyle === "hoodie")
    out += `<path d="M${cx - s * 1.25},${sy + s * 0.2}Q${cx},${sy - s * 0.6} ${cx + s * 1.25},${sy + s * 0.2}L${cx + s * 1.1},${sy + s * 0.7}L${cx - s * 1.1},${sy + s * 0.7}Z" fill="${darken(top, 0.25)}"/>`
  out += `<path d="${shoulders}" fill="${c.linear([
    [0, lighten(top, 0.12)],
    [1, darken(top, 0.28)],
  ])}"/>`
  // neck
  out += `<rect x="${cx - s * 0.34}" y="${cy + s * 0.55}" width="${s * 0.68}" height="${s * 0.85}" rx="${s * 0.2}" fill="${skinDark}"/>`
  if (topStyle === "hoodie") {
    out += `<path d="M${cx - s * 0.6},${sy - s * 0.05}Q${cx},${sy + s * 0.75} ${cx + s * 0.6},${sy - s * 0.05}" fill="none" stroke="${darken(top, 0.3)}" stroke-width="${s * 0.16}" stroke-linecap="round"/>`
    out += `<path d="M${cx - s * 0.3},${sy + s * 0.35}L${cx - s * 0.36},${sy + s * 1.3}M${cx + s * 0.3},${sy + s * 0.35}L${cx + s * 0.36},${sy + s * 1.3}" stroke="${accent}" stroke-width="${s * 0.07}" stroke-linecap="round"/>`
    out += `<path d="M${cx - s * 2.06},${sy + s * 1.5}L${cx + s * 2.06},${sy + s * 1.5}" stroke="${accent}" stroke-width="${s * 0.14}"/>`
  } else if (topStyle === "jumper") {
    out += `<path d="M${cx - s * 0.55},${sy - s * 0.02}Q${cx},${sy + s * 0.55} ${cx + s * 0.55},${sy - s * 0.02}" fill="none" stroke="${darken(top, 0.2)}" stroke-width="${s * 0.18}"/>`
    for (let i = 0; i < 3; i++)
      out += `<path d="M${cx - s * 2.06},${sy + s * (1.3 + i * 0.35)}L${cx + s * 2.06},${sy + s * (1.3 + i * 0.35)}" stroke="${i % 2 ? C.white : accent}" stroke-width="${s * 0.1}" opacity="0.85"/>`
  } else if (topStyle === "labcoat") {
    out += `<path d="M${cx - s * 0.5},${sy}L${cx},${sy + s * 1.4}L${cx + s * 0.5},${sy}Z" fill="${accent}"/>`
    out += `<path d="M${cx - s * 0.12},${sy + s * 0.3}L${cx},${sy + s * 0.5}L${cx + s * 0.12},${sy + s * 0.3}L${cx},${sy + s * 1.2}Z" fill="${C.magenta}"/>`
    out += `<path d="M${cx - s * 0.5},${sy}L${cx - s * 0.2},${sy + s * 2.9}M${cx + s * 0.5},${sy}L${cx + s * 0.2},${sy + s * 2.9}" stroke="${darken(top, 0.2)}" stroke-width="${s * 0.06}"/>`
    out += `<path d="M${cx - s * 0.5},${sy}L${cx - s * 0.85},${sy + s * 0.1}L${cx - s * 0.45},${sy + s * 0.9}Z M${cx + s * 0.5},${sy}L${cx + s * 0.85},${sy + s * 0.1}L${cx + s * 0.45},${sy + s * 0.9}Z" fill="${darken(top, 0.1)}"/>`
    out += `<rect x="${cx + s * 0.9}" y="${sy + s * 1.1}" width="${s * 0.6}" height="${s * 0.45}" fill="${darken(top, 0.08)}"/><path d="M${cx + s * 1.05},${sy + s * 1.15}L${cx + s * 1.05},${sy + s * 0.85}M${cx + s * 1.25},${sy + s * 1.15}L${cx + s * 1.25},${sy + s * 0.8}" stroke="${C.teal}" stroke-width="${s * 0.07}" stroke-linecap="round"/>`
  } else if (topStyle === "cardigan") {
    out += `<path d="M${cx - s * 0.45},${sy}L${cx},${sy + s * 0.45}L${cx + s * 0.45},${sy}Z" fill="${C.cream}"/>`
    out += `<path d="M${cx - s * 0.45},${sy}L${cx - s * 0.05},${sy + s * 2.9}M${cx + s * 0.45},${sy}L${cx + s * 0.05},${sy + s * 2.9}" stroke="${darken(top, 0.3)}" stroke-width="${s * 0.08}"/>`
    out += `<path d="M${cx - s * 0.42},${sy}L${cx},${sy + s * 1.9}L${cx + s * 0.42},${sy}Z" fill="${accent}" opacity="0.9"/><path d="M${cx - s * 0.2},${sy + s * 0.15}L${cx},${sy + s * 0.45}L${cx + s * 0.2},${sy + s * 0.15}Z" fill="${C.cream}"/>`
    for (let i = 0; i < 3; i++) out += `<circle cx="${cx + s * 0.22}" cy="${sy + s * (1.9 + i * 0.35)}" r="${s * 0.06}" fill="${C.gold}"/>`
  } else if (topStyle === "suit") {
    out += `<path d="M${cx - s * 0.7},${sy - s * 0.1}Q${cx},${sy + s * 0.5} ${cx + s * 0.7},${sy - s * 0.1}L${cx + s * 0.72},${sy + s * 0.18}Q${cx},${sy + s * 0.8} ${cx - s * 0.72},${sy + s * 0.18}Z" fill="#c9cede"/>`
    out += `<rect x="${cx - s * 0.4}" y="${sy + s * 1.1}" width="${s * 0.8}" height="${s * 0.5}" rx="${s * 0.1}" fill="#2a2f45"/><circle cx="${cx - s * 0.2}" cy="${sy + s * 1.35}" r="${s * 0.08}" fill="${C.teal}"/><circle cx="${cx + s * 0.05}" cy="${sy + s * 1.35}" r="${s * 0.08}" fill="${C.magenta}"/>`
  }
  // ears, head
  out += `<circle cx="${cx - s * 0.96}" cy="${cy + s * 0.12}" r="${s * 0.2}" fill="${skinDark}"/><circle cx="${cx + s * 0.96}" cy="${cy + s * 0.12}" r="${s * 0.2}" fill="${skinDark}"/>`
  out += `<ellipse cx="${cx}" cy="${cy}" rx="${s * 0.96}" ry="${s}" fill="${c.radial(
    [
      [0, lighten(skin, 0.15)],
      [0.75, skin],
      [1, skinDark],
    ],
    { fx: 0.42, fy: 0.38 },
  )}"/>`
  // face
  const ex = s * 0.34
  const ey = cy + s * 0.12
  if (!o.goggleEyes) {
    for (const sd of [-1, 1]) {
      out += `<ellipse cx="${cx + sd * ex}" cy="${ey}" rx="${s * 0.1}" ry="${s * 0.13}" fill="#1d1430"/><circle cx="${cx + sd * ex + s * 0.035}" cy="${ey - s * 0.045}" r="${s * 0.035}" fill="#fff"/>`
      out += `<path d="M${cx + sd * ex - s * 0.14},${ey - s * 0.26}Q${cx + sd * ex},${ey - s * 0.34} ${cx + sd * ex + s * 0.14},${ey - s * 0.26}" fill="none" stroke="${o.brow ?? darken(hair, 0.2)}" stroke-width="${s * 0.055}" stroke-linecap="round"/>`
    }
  }
  out += `<path d="M${cx - s * 0.05},${cy + s * 0.3}Q${cx + s * 0.06},${cy + s * 0.38} ${cx - s * 0.02},${cy + s * 0.42}" fill="none" stroke="${darken(skin, 0.3)}" stroke-width="${s * 0.04}" stroke-linecap="round"/>`
  out += `<circle cx="${cx - s * 0.56}" cy="${cy + s * 0.38}" r="${s * 0.13}" fill="${C.pink}" opacity="0.35"/><circle cx="${cx + s * 0.56}" cy="${cy + s * 0.38}" r="${s * 0.13}" fill="${C.pink}" opacity="0.35"/>`
  if (o.moustache) {
    out += `<path d="M${cx},${cy + s * 0.5}C${cx - s * 0.2},${cy + s * 0.36} ${cx - s * 0.5},${cy + s * 0.42} ${cx - s * 0.56},${cy + s * 0.62}C${cx - s * 0.4},${cy + s * 0.56} ${cx - s * 0.2},${cy + s * 0.6} ${cx},${cy + s * 0.56}C${cx + s * 0.2},${cy + s * 0.6} ${cx + s * 0.4},${cy + s * 0.56} ${cx + s * 0.56},${cy + s * 0.62}C${cx + s * 0.5},${cy + s * 0.42} ${cx + s * 0.2},${cy + s * 0.36} ${cx},${cy + s * 0.5}Z" fill="${o.moustache}"/>`
    out += `<path d="M${cx - s * 0.22},${cy + s * 0.7}Q${cx},${cy + s * 0.8} ${cx + s * 0.22},${cy + s * 0.7}" fill="none" stroke="#6b2c2c" stroke-width="${s * 0.05}" stroke-linecap="round"/>`
  } else {
    out += `<path d="M${cx - s * 0.28},${cy + s * 0.56}Q${cx},${cy + s * 0.8} ${cx + s * 0.28},${cy + s * 0.56}Q${cx},${cy + s * 0.68} ${cx - s * 0.28},${cy + s * 0.56}Z" fill="#7a2a3a" stroke="#7a2a3a" stroke-width="${s * 0.04}" stroke-linejoin="round"/>`
  }
  if (o.glasses) {
    for (const sd of [-1, 1])
      out += `<rect x="${cx + sd * ex - s * 0.2}" y="${ey - s * 0.17}" width="${s * 0.4}" height="${s * 0.32}" rx="${s * 0.1}" fill="#fff" fill-opacity="0.15" stroke="${o.glasses}" stroke-width="${s * 0.05}"/>`
    out += `<path d="M${cx - ex + s * 0.2},${ey - s * 0.04}Q${cx},${ey - s * 0.12} ${cx + ex - s * 0.2},${ey - s * 0.04}" fill="none" stroke="${o.glasses}" stroke-width="${s * 0.05}"/>`
  }
  // front hair
  if (hairStyle === "spiky") {
    const pts: Point[] = []
    for (let i = 0; i <= 12; i++) {
      const a = rad(175 + (190 * i) / 12)
      const rr = s * (i % 2 ? 1.32 : 1.04)
      pts.push([cx + Math.cos(a) * rr, cy + Math.sin(a) * rr * 0.98 - s * 0.05])
    }
    pts.push(
      [cx + s * 0.92, cy - s * 0.1],
      [cx + s * 0.55, cy - s * 0.5],
      [cx + s * 0.3, cy - s * 0.32],
      [cx, cy - s * 0.55],
      [cx - s * 0.35, cy - s * 0.36],
      [cx - s * 0.6, cy - s * 0.55],
      [cx - s * 0.92, cy - s * 0.05],
    )
    out += `<path d="${poly(pts)}" fill="${hair}" stroke="${hair}" stroke-width="${s * 0.06}" stroke-linejoin="round"/>`
  } else if (hairStyle === "wild") {
    out += `<path d="M${cx - s * 0.95},${cy - s * 0.05}Q${cx - s},${cy - s * 1.05} ${cx},${cy - s * 1.02}Q${cx + s},${cy - s * 1.05} ${cx + s * 0.95},${cy - s * 0.05}Q${cx + s * 0.6},${cy - s * 0.6} ${cx + s * 0.1},${cy - s * 0.55}Q${cx - s * 0.5},${cy - s * 0.6} ${cx - s * 0.95},${cy - s * 0.05}Z" fill="${hair}"/>`
    for (let i = 0; i < 7; i++)
      out += `<circle cx="${cx - s * 0.8 + i * s * 0.27}" cy="${cy - s * 0.95 - Math.sin((i / 6) * Math.PI) * s * 0.12}" r="${s * 0.24}" fill="${hair}"/>`
  } else if (hairStyle === "short") {
    for (const sd of [-1, 1])
      out += `<path d="M${cx + sd * s * 0.96},${cy - s * 0.4}L${cx + sd * s * 0.98},${cy + s * 0.15}L${cx + sd * s * 0.8},${cy + s * 0.05}L${cx + sd * s * 0.78},${cy - s * 0.4}Z" fill="${hair}"/>`
  }
  if (o.goggles) {
    const gy = o.goggleEyes ? ey : cy - s * 0.5
    out += `<path d="M${cx - s * 1.0},${gy}Q${cx},${gy - s * 0.1} ${cx + s * 1.0},${gy}" fill="none" stroke="#3b2413" stroke-width="${s * 0.16}"/>`
    for (const sd of [-1, 1]) {
      out += `<circle cx="${cx + sd * s * 0.38}" cy="${gy}" r="${s * 0.3}" fill="${c.radial(
        [
          [0, C.aqua],
          [1, "#137a8a"],
        ],
        { fx: 0.35, fy: 0.35 },
      )}" stroke="${c.linear([
        [0, "#ffe3a3"],
        [1, "#a8661f"],
      ])}" stroke-width="${s * 0.1}"/>`
      out += `<path d="M${cx + sd * s * 0.38 - s * 0.15},${gy - s * 0.05}A${s * 0.16},${s * 0.16} 0 0 1 ${cx + sd * s * 0.38 + s * 0.02},${gy - s * 0.17}" fill="none" stroke="#fff" stroke-width="${s * 0.05}" stroke-linecap="round" opacity="0.8"/>`
    }
  }
  if (o.cap) {
    const cap = o.cap
    out += `<path d="M${cx - s * 1.08},${cy - s * 0.3}C${cx - s * 1.2},${cy - s * 1.1} ${cx + s * 1.2},${cy - s * 1.18} ${cx + s * 1.08},${cy - s * 0.3}Z" fill="${c.linear(
      [
        [0, lighten(cap, 0.15)],
        [1, darken(cap, 0.2)],
      ],
    )}"/>`
    for (let i = 0; i < 6; i++)
      out += `<path d="M${cx - s * 0.9 + i * s * 0.36},${cy - s * 0.35}L${cx - s * 0.7 + i * s * 0.3},${cy - s * 0.95}" stroke="${darken(cap, 0.25)}" stroke-width="${s * 0.025}" opacity="0.6"/>`
    out += `<path d="M${cx - s * 1.02},${cy - s * 0.32}Q${cx},${cy + s * 0.02} ${cx + s * 1.02},${cy - s * 0.32}Q${cx},${cy - s * 0.45} ${cx - s * 1.02},${cy - s * 0.32}Z" fill="${darken(cap, 0.35)}"/>`
    out += `<circle cx="${cx}" cy="${cy - s * 0.98}" r="${s * 0.07}" fill="${darken(cap, 0.3)}"/>`
  }
  if (o.bobble) {
    const [hat, stripe] = o.bobble
    const hb = cy - s * 0.2
    out += `<path d="M${cx - s * 1.04},${hb}C${cx - s * 1.1},${cy - s * 1.45} ${cx + s * 1.1},${cy - s * 1.45} ${cx + s * 1.04},${hb}Z" fill="${c.linear([
      [0, lighten(hat, 0.15)],
      [1, darken(hat, 0.15)],
    ])}"/>`
    for (let i = 0; i < 9; i++)
      out += `<path d="M${cx - s * 0.8 + i * s * 0.2},${hb - s * 0.2}Q${cx - s * 0.5 + i * s * 0.12},${cy - s * 1.0} ${cx - s * 0.2 + i * s * 0.05},${cy - s * 1.12}" fill="none" stroke="${darken(hat, 0.25)}" stroke-width="${s * 0.03}" opacity="0.5"/>`
    out += `<path d="M${cx - s * 1.0},${hb - s * 0.55}Q${cx},${hb - s * 0.75} ${cx + s * 1.0},${hb - s * 0.55}" fill="none" stroke="${stripe}" stroke-width="${s * 0.16}"/>`
    out += `<rect x="${cx - s * 1.12}" y="${hb - s * 0.28}" width="${s * 2.24}" height="${s * 0.38}" rx="${s * 0.16}" fill="${darken(hat, 0.2)}"/>`
    for (let i = 0; i < 14; i++)
      out += `<line x1="${cx - s * 1.0 + i * s * 0.155}" y1="${hb - s * 0.24}" x2="${cx - s * 1.0 + i * s * 0.155}" y2="${hb + s * 0.06}" stroke="${darken(hat, 0.4)}" stroke-width="${s * 0.03}" opacity="0.6"/>`
    const py = cy - s * 1.38
    for (let i = 0; i < 10; i++) {
      const a = (i * TAU) / 10
      out += `<circle cx="${cx + Math.cos(a) * s * 0.24}" cy="${py + Math.sin(a) * s * 0.24}" r="${s * 0.14}" fill="${stripe}"/>`
    }
    out += `<circle cx="${cx}" cy="${py}" r="${s * 0.28}" fill="${stripe}"/><circle cx="${cx - s * 0.08}" cy="${py - s * 0.08}" r="${s * 0.1}" fill="#fff" opacity="0.5"/>`
  }
  if (o.spaceHelmet) {
    out += `<circle cx="${cx}" cy="${cy - s * 0.1}" r="${s * 1.62}" fill="${c.radial([
      [0, C.aqua, 0.04],
      [0.8, C.aqua, 0.1],
      [1, C.aqua, 0.35],
    ])}" stroke="#e6ecf8" stroke-width="${s * 0.08}"/>`
    out += `<path d="M${cx - s * 1.15},${cy - s * 0.8}A${s * 1.4},${s * 1.4} 0 0 1 ${cx - s * 0.2},${cy - s * 1.5}" fill="none" stroke="#fff" stroke-width="${s * 0.1}" stroke-linecap="round" opacity="0.6"/>`
    out += `<path d="M${cx - s * 1.5},${cy + s * 1.25}Q${cx},${cy + s * 1.75} ${cx + s * 1.5},${cy + s * 1.25}L${cx + s * 1.55},${cy + s * 1.55}Q${cx},${cy + s * 2.05} ${cx - s * 1.55},${cy + s * 1.55}Z" fill="#c9cede" stroke="#8d93ab" stroke-width="${s * 0.04}"/>`
  }
  return out
}

/** Captain Vex: armoured figure with a dark helmet and glowing visor */
export const vex = (c: Canvas, cx: number, cy: number, s: number) => {
  const sy = cy + s * 1.3
  const bottom = cy + s * 4.2
  let out = `<path d="M${cx - s * 2.2},${bottom}L${cx - s * 2.15},${sy + s * 0.9}Q${cx - s * 2.0},${sy} ${cx - s * 0.9},${sy - s * 0.1}L${cx + s * 0.9},${sy - s * 0.1}Q${cx + s * 2.0},${sy} ${cx + s * 2.15},${sy + s * 0.9}L${cx + s * 2.2},${bottom}Z" fill="${c.linear(
    [
      [0, "#3a3f5c"],
      [1, "#12131f"],
    ],
  )}"/>`
  for (const sd of [-1, 1])
    out += `<ellipse cx="${cx + sd * s * 1.55}" cy="${sy + s * 0.45}" rx="${s * 0.75}" ry="${s * 0.45}" fill="${c.linear([
      [0, "#5a607e"],
      [1, "#23263a"],
    ])}" transform="rotate(${sd * 18} ${cx + sd * s * 1.55} ${sy + s * 0.45})"/>`
  out +=
    `<path d="M${cx},${sy + s * 0.9}L${cx - s * 0.3},${sy + s * 1.5}L${cx},${sy + s * 2.2}L${cx + s * 0.3},${sy + s * 1.5}Z" fill="${C.red}"/>` +
    glow(c, cx, sy + s * 1.5, s * 0.6, C.red, 0.5)
  out += `<path d="M${cx - s * 0.9},${sy + s * 0.6}L${cx - s * 0.3},${sy + s * 2.8}M${cx + s * 0.9},${sy + s * 0.6}L${cx + s * 0.3},${sy + s * 2.8}" stroke="#555b7a" stroke-width="${s * 0.06}"/>`
  out += `<rect x="${cx - s * 0.45}" y="${cy + s * 0.7}" width="${s * 0.9}" height="${s * 0.7}" fill="#1b1d2c"/>`
  out += `<path d="M${cx - s * 1.1},${cy + s * 0.55}C${cx - s * 1.25},${cy - s * 1.4} ${cx + s * 1.25},${cy - s * 1.4} ${cx + s * 1.1},${cy + s * 0.55}Q${cx},${cy + s * 1.05} ${cx - s * 1.1},${cy + s * 0.55}Z" fill="${c.radial(
    [
      [0, "#4a5070"],
      [0.7, "#23263a"],
      [1, "#0c0d16"],
    ],
    { fx: 0.35, fy: 0.3 },
  )}"/>`
  out += `<path d="M${cx},${cy - s * 1.02}L${cx - s * 0.12},${cy - s * 1.5}L${cx + s * 0.25},${cy - s * 1.0}Z" fill="${C.red}"/>`
  out += glow(c, cx, cy, s * 1.3, C.orange, 0.35)
  out += `<path d="M${cx - s * 0.92},${cy - s * 0.15}Q${cx},${cy - s * 0.45} ${cx + s * 0.92},${cy - s * 0.15}L${cx + s * 0.8},${cy + s * 0.3}Q${cx},${cy + s * 0.05} ${cx - s * 0.8},${cy + s * 0.3}Z" fill="${c.linear(
    [
      [0, "#ffd36b"],
      [0.5, C.orange],
      [1, "#b3261e"],
    ],
  )}"/>`
  out += `<path d="M${cx - s * 0.6},${cy - s * 0.18}L${cx - s * 0.1},${cy - s * 0.26}" stroke="#fff" stroke-width="${s * 0.05}" stroke-linecap="round" opacity="0.8"/>`
  return out
}

export interface RobotOptions {
  body?: string
  accent?: string
  screen?: string
  wave?: boolean
}

/** NOVA: a friendly round robot */
export const robot = (c: Canvas, cx: number, cy: number, s: number, o: RobotOptions = {}) => {
  const { body = "#eef2fb", accent = C.teal, screen = "#0d1a33", wave = false } = o
  let out = ""
  out +=
    `<line x1="${cx}" y1="${cy - s}" x2="${cx}" y2="${cy - s * 1.45}" stroke="#8d93ab" stroke-width="${s * 0.07}"/>` +
    glow(c, cx, cy - s * 1.5, s * 0.35, accent, 0.8) +
    `<circle cx="${cx}" cy="${cy - s * 1.5}" r="${s * 0.12}" fill="${accent}"/>`
  // hovering body joined to the head by a segmented neck
  const sy = cy + s * 1.3
  const bh = s * 2.1
  out +=
    `<ellipse cx="${cx}" cy="${sy + bh + s * 0.45}" rx="${s * 1.1}" ry="${s * 0.22}" fill="${accent}" opacity="0.35"/>` +
    glow(c, cx, sy + bh + s * 0.3, s * 0.9, accent, 0.7)
  out += `<path d="M${cx - s * 0.5},${sy + bh - s * 0.05}L${cx},${sy + bh + s * 0.55}L${cx + s * 0.5},${sy + bh - s * 0.05}Z" fill="${lighten(accent, 0.5)}" opacity="0.8"/>`
  for (const sd of [-1, 1])
    out += `<path d="M${cx + sd * s * 1.5},${sy + s * 0.5}Q${cx + sd * s * 2.3},${sy + s * (wave && sd > 0 ? -0.2 : 0.9)} ${cx + sd * s * 2.2},${sy + s * (wave && sd > 0 ? -0.9 : 1.7)}" fill="none" stroke="#8d93ab" stroke-width="${s * 0.22}" stroke-linecap="round"/><circle cx="${cx + sd * s * 2.2}" cy="${sy + s * (wave && sd > 0 ? -0.95 : 1.75)}" r="${s * 0.24}" fill="${body}" stroke="#8d93ab" stroke-width="${s * 0.06}"/>`
  out += `<rect x="${cx - s * 1.6}" y="${sy}" width="${s * 3.2}" height="${bh}" rx="${s * 0.9}" fill="${c.linear([
    [0, "#ffffff"],
    [0.6, body],
    [1, darken(body, 0.3)],
  ])}"/>`
  for (let i = 0; i < 3; i++)
    out += `<rect x="${cx - s * (0.4 - i * 0.04)}" y="${cy + s * (0.82 + i * 0.17)}" width="${s * (0.8 - i * 0.08)}" height="${s * 0.13}" rx="${s * 0.06}" fill="#8d93ab"/>`
  out += `<rect x="${cx - s * 0.85}" y="${sy + s * 0.45}" width="${s * 1.7}" height="${s * 1.05}" rx="${s * 0.3}" fill="${screen}"/>`
  out +=
    glow(c, cx - s * 0.3, sy + s * 0.97, s * 0.6, accent, 0.5) +
    `<path d="M${cx - s * 0.3},${sy + s * 1.2}C${cx - s * 0.75},${sy + s * 0.9} ${cx - s * 0.55},${sy + s * 0.6} ${cx - s * 0.3},${sy + s * 0.8}C${cx - s * 0.05},${sy + s * 0.6} ${cx + s * 0.15},${sy + s * 0.9} ${cx - s * 0.3},${sy + s * 1.2}Z" fill="${C.pink}"/>`
  for (let i = 0; i < 3; i++)
    out += `<rect x="${cx + s * 0.15}" y="${sy + s * (0.65 + i * 0.22)}" width="${s * (0.5 - i * 0.12)}" height="${s * 0.1}" rx="${s * 0.05}" fill="${[accent, C.gold, C.magenta][i]}"/>`
  for (const sd of [-1, 1]) out += `<circle cx="${cx + sd * s * 1.25}" cy="${sy + s * 0.35}" r="${s * 0.1}" fill="#b8bdd6"/>`
  for (const sd of [-1, 1]) out += `<circle cx="${cx + sd * s * 1.1}" cy="${cy}" r="${s * 0.3}" fill="${accent}" stroke="#8d93ab" stroke-width="${s * 0.06}"/>`
  out += `<rect x="${cx - s * 1.15}" y="${cy - s * 1.0}" width="${s * 2.3}" height="${s * 1.95}" rx="${s * 0.85}" fill="${c.radial(
    [
      [0, "#ffffff"],
      [0.8, body],
      [1, darken(body, 0.2)],
    ],
    { fx: 0.4, fy: 0.3 },
  )}"/>`
  out += `<rect x="${cx - s * 0.88}" y="${cy - s * 0.62}" width="${s * 1.76}" height="${s * 1.2}" rx="${s * 0.5}" fill="${screen}"/>`
  for (const sd of [-1, 1])
    out += `<path d="M${cx + sd * s * 0.4 - s * 0.18},${cy - s * 0.02}Q${cx + sd * s * 0.4},${cy - s * 0.3} ${cx + sd * s * 0.4 + s * 0.18},${cy - s * 0.02}" fill="none" stroke="${accent}" stroke-width="${s * 0.1}" stroke-linecap="round"/>`
  out += `<path d="M${cx - s * 0.25},${cy + s * 0.2}Q${cx},${cy + s * 0.42} ${cx + s * 0.25},${cy + s * 0.2}" fill="none" stroke="${accent}" stroke-width="${s * 0.08}" stroke-linecap="round"/>`
  out += `<circle cx="${cx - s * 0.6}" cy="${cy + s * 0.22}" r="${s * 0.09}" fill="${C.pink}" opacity="0.7"/><circle cx="${cx + s * 0.6}" cy="${cy + s * 0.22}" r="${s * 0.09}" fill="${C.pink}" opacity="0.7"/>`
  out += `<path d="M${cx - s * 0.55},${cy - s * 0.85}Q${cx - s * 0.2},${cy - s * 0.98} ${cx + s * 0.2},${cy - s * 0.92}" stroke="#fff" stroke-width="${s * 0.08}" fill="none" stroke-linecap="round" opacity="0.9"/>`
  return out
}

/** a drake (male mallard) in profile facing right, wearing time-travel goggles; feet on y=0 */
export const duck = (c: Canvas, x: number, y: number, s: number) => {
  let out = ""
  out += `<path d="M-8,-4L-14,0L-2,0ZM14,-4L8,0L20,0Z" fill="${C.orange}" stroke="${C.orange}" stroke-width="4" stroke-linejoin="round"/>`
  out += `<path d="M-4,-30L-6,-4M12,-30L14,-4" stroke="${C.orange}" stroke-width="6" stroke-linecap="round"/>`
  out += `<path d="M-90,-96L-70,-84L-60,-64Z" fill="#2a2a2a"/><path d="M-92,-86Q-84,-70 -70,-70" stroke="#fff" stroke-width="4" fill="none"/>`
  out += `<path d="M-78,-70C-82,-100 -40,-112 0,-104C30,-100 50,-80 48,-58C46,-30 20,-24 -10,-24C-50,-24 -74,-40 -78,-70Z" fill="${c.linear([
    [0, "#d6d9e0"],
    [1, "#9aa0ad"],
  ])}"/>`
  out += `<path d="M-66,-72C-50,-94 -10,-96 14,-82C-6,-70 -40,-66 -66,-72Z" fill="#8a6a4a"/><path d="M-40,-80L-10,-84L-20,-76Z" fill="#3a66c4"/>`
  out += `<path d="M18,-134C22,-116 18,-104 22,-92L52,-94C48,-106 52,-120 58,-134Z" fill="#178a4e"/>` // neck
  out += `<path d="M20,-111L53,-113L52,-104L21,-102Z" fill="#f4f4f4"/>` // white collar
  out += `<path d="M20,-100C40,-104 56,-88 52,-62C46,-50 28,-56 22,-70Z" fill="#7a4a2a"/>`
  out += `<circle cx="38" cy="-142" r="28" fill="${c.radial(
    [
      [0, "#3ecf72"],
      [1, "#0e5a36"],
    ],
    { fx: 0.35, fy: 0.35 },
  )}"/>`
  out += `<path d="M26,-122Q34,-112 44,-116L48,-122Q36,-118 30,-126Z" fill="#0e5a36"/>`
  out += `<path d="M58,-146C74,-150 92,-146 96,-136C96,-130 84,-128 60,-132Z" fill="${C.gold}" stroke="#c9971c" stroke-width="2"/>`
  out += `<path d="M14,-150L66,-152" stroke="#3b2413" stroke-width="8" stroke-linecap="round"/>`
  out += `<circle cx="46" cy="-150" r="12" fill="${c.radial(
    [
      [0, C.aqua],
      [1, "#137a8a"],
    ],
    { fx: 0.35, fy: 0.35 },
  )}" stroke="${C.gold}" stroke-width="4.5"/>`
  out += `<path d="M40,-154A7,7 0 0 1 47,-158" stroke="#fff" stroke-width="2.4" fill="none" stroke-linecap="round"/>`
  out += `<circle cx="62" cy="-152" r="8" fill="${c.radial(
    [
      [0, C.aqua],
      [1, "#137a8a"],
    ],
    { fx: 0.35, fy: 0.35 },
  )}" stroke="${C.gold}" stroke-width="3.5"/>`
  return `<g transform="translate(${x} ${y}) scale(${s})">${out}</g>`
}

/** knitted bobble hat on its own (for the T-shirt decal) centred at x,y */
export const bobbleHat = (c: Canvas, x: number, y: number, s: number, hat = C.magenta, stripe = "#ffffff") => {
  let out = `<path d="M-100,30C-104,-120 104,-120 100,30Z" fill="${c.linear([
    [0, lighten(hat, 0.15)],
    [1, darken(hat, 0.2)],
  ])}"/>`
  for (let i = 0; i < 11; i++)
    out += `<path d="M${-85 + i * 17},20Q${-60 + i * 12},-50 ${-20 + i * 4},-86" fill="none" stroke="${darken(hat, 0.3)}" stroke-width="3" opacity="0.5"/>`
  out += `<path d="M-98,-20Q0,-44 98,-20" fill="none" stroke="${stripe}" stroke-width="16"/><path d="M-86,-52Q0,-74 86,-52" fill="none" stroke="${C.teal}" stroke-width="10"/>`
  out += `<rect x="-112" y="14" width="224" height="46" rx="20" fill="${darken(hat, 0.22)}"/>`
  for (let i = 0; i < 18; i++)
    out += `<line x1="${-100 + i * 11.8}" y1="20" x2="${-100 + i * 11.8}" y2="54" stroke="${darken(hat, 0.45)}" stroke-width="3" opacity="0.6"/>`
  for (let i = 0; i < 12; i++) {
    const a = (i * TAU) / 12
    out += `<circle cx="${Math.cos(a) * 26}" cy="${-118 + Math.sin(a) * 26}" r="16" fill="${stripe}"/>`
  }
  out += `<circle cx="0" cy="-118" r="30" fill="${stripe}"/><circle cx="-9" cy="-127" r="10" fill="#fff" opacity="0.6"/>`
  return `<g transform="translate(${x} ${y}) scale(${s})">${out}</g>`
}
