/**
 * Whole-canvas scenes beyond Earth and between times: Mars, the Quantanite cave, the time
 * tunnel, the gears of time, the mystery of Book Three, a song, and framed pictures
 * bursting from a point.
 */
import { glow, hills, nebula, rays, sky, sparkle, stars, vignette } from "./backgrounds"
import { bike, car, raptor } from "./book-one"
import { crystal, dome, marsGround, martian, planet, rocket, spire, type MartianOptions } from "./book-two"
import { TAU, type Canvas, type Draw, type Point } from "./canvas"
import { C, darken, lighten, SKIES } from "./colours"
import { robot } from "./people"
import { g, poly } from "./shapes"
import { shirt } from "./shop"
import { clock, gear, portal } from "./time-travel"

/** [x, y, size]: x and y as shares of the canvas, size as a share of its shorter side */
type Placing = [number, number, number]

export interface MarsOptions {
  detail?: number
  /** the horizon's height, as a share of the canvas */
  horizon?: number
  sky?: string[]
  sunX?: number
  bigPlanet?: Placing
  portal?: Placing
  crystal?: Placing
  nova?: Placing
  /** x of Queen Orla's palace */
  palace?: number
  /** x of Mars Base One */
  base?: number
  /** x of the rescue rocket */
  rescue?: number
  martians?: [number, number, number, MartianOptions?][]
}

export const sceneMars = (c: Canvas, o: MarsOptions = {}) => {
  const { w, h, u } = c
  const d = o.detail ?? 1
  const horizon = h * (o.horizon ?? 0.66)
  c.add(sky(c, o.sky ?? SKIES.mars))
  c.add(nebula(c, 3, [C.magenta, C.violet], { h: horizon * 0.6, opacity: 0.25 }))
  c.add(stars(c, { count: 300 * d, h: horizon * 0.85, fade: true }))
  c.add(glow(c, w * (o.sunX ?? 0.3), horizon, Math.min(w, h) * 0.8, "#ffb07a", 0.45))
  if (o.bigPlanet)
    c.add(
      planet(c, w * o.bigPlanet[0], h * o.bigPlanet[1], Math.min(w, h) * o.bigPlanet[2], {
        colors: ["#ffb08a", "#d2543a", "#4a1020"],
        bands: 6,
        craters: 12,
        atmosphere: "#ff8a5a",
      }),
    )
  c.add(planet(c, w * 0.12, h * 0.14, Math.min(w, h) * 0.045, { colors: ["#e8d8c8", "#9a8a7a", "#3a3030"], craters: 4 }))
  c.add(planet(c, w * 0.22, h * 0.08, Math.min(w, h) * 0.022, { colors: ["#d8c8b8", "#8a7a6a", "#3a3030"] }))
  c.add(glow(c, w * 0.88, h * 0.12, 40 * u, "#7ab8ff", 0.7) + planet(c, w * 0.88, h * 0.12, 12 * u, { colors: ["#bfe4ff", "#3a7ad9", "#0a2a6a"] }))
  // mesas
  let mesa = `M0,${horizon}`
  let x = 0
  while (x < w) {
    const mw = c.rand(120, 320) * u
    const mh = c.rand(30, 110) * u
    mesa += `L${x + mw * 0.15},${horizon - mh}L${x + mw * 0.85},${horizon - mh}L${x + mw},${horizon}`
    x += mw + c.rand(20, 200) * u
  }
  c.add(`<path d="${mesa}L${w},${horizon}L${w},${h}L0,${h}Z" fill="#7a2a3a"/>`)
  if (o.palace) {
    const px = w * o.palace
    const pw = Math.min(w, h) * 0.5
    c.add(glow(c, px, horizon - pw * 0.4, pw * 1.1, C.violet, 0.45))
    c.add(
      `<path d="M${px - pw * 0.75},${horizon}L${px - pw * 0.6},${horizon - pw * 0.18}L${px + pw * 0.6},${horizon - pw * 0.18}L${px + pw * 0.75},${horizon}Z" fill="#4a1a4a"/>`,
    )
    for (const [dx, sw, sh] of [
      [-0.45, 0.16, 0.7],
      [0.45, 0.16, 0.7],
      [-0.24, 0.2, 0.95],
      [0.24, 0.2, 0.95],
      [0, 0.26, 1.3],
    ]) {
      c.add(spire(px + dx * pw, horizon - pw * 0.17, sw * pw, sh * pw, "#6a2a7a", c.pick([C.teal, C.gold, C.pink])))
    }
    c.add(
      `<path d="M${px - pw * 0.1},${horizon - pw * 0.17}L${px - pw * 0.1},${horizon - pw * 0.33}Q${px},${horizon - pw * 0.42} ${px + pw * 0.1},${horizon - pw * 0.33}L${px + pw * 0.1},${horizon - pw * 0.17}Z" fill="${C.gold}" opacity="0.9"/>`,
    )
  }
  if (o.portal) c.add(portal(c, w * o.portal[0], h * o.portal[1], Math.min(w, h) * o.portal[2], { colors: [C.teal, C.violet, C.magenta] }))
  c.add(marsGround(c, horizon, { rocks: 16 * d }))
  if (o.base) {
    const bx = w * o.base
    const br = Math.min(w, h) * 0.14
    c.add(`<path d="M${bx - br * 2.2},${horizon + br * 0.5}H${bx + br * 2.4}" stroke="#d7dcef" stroke-width="${br * 0.12}"/>`)
    c.add(dome(c, bx - br * 1.5, horizon + br * 0.55, br * 0.7) + dome(c, bx + br * 1.6, horizon + br * 0.55, br * 0.6) + dome(c, bx, horizon + br * 0.55, br))
    c.add(
      `<path d="M${bx + br * 2.6},${horizon + br * 0.55}V${horizon - br * 0.6}" stroke="#d7dcef" stroke-width="${br * 0.05}"/><path d="M${bx + br * 2.3},${horizon - br * 0.9}A${br * 0.4},${br * 0.4} 0 0 0 ${bx + br * 2.9},${horizon - br * 0.4}Z" fill="#e6ecf8"/>` +
        glow(c, bx + br * 2.6, horizon - br * 0.62, br * 0.3, C.magenta, 0.9),
    )
  }
  if (o.rescue) {
    const rx = w * o.rescue
    const rs = Math.min(w, h) * 0.0022
    c.add(
      `<path d="M${rx - 30 * rs},${horizon - 300 * rs}L${rx - 140 * rs},${horizon + 220 * rs}L${rx + 140 * rs},${horizon + 220 * rs}L${rx + 30 * rs},${horizon - 300 * rs}Z" fill="${c.linear(
        [
          [0, C.aqua, 0.5],
          [1, C.aqua, 0.05],
        ],
      )}"/>`,
    )
    c.add(rocket(c, rx, horizon - 300 * rs, rs * 1.3, { rot: 8 }))
  }
  if (o.crystal) c.add(crystal(c, w * o.crystal[0], h * o.crystal[1], Math.min(w, h) * o.crystal[2], { color: C.teal, rocks: "#3d1020" }))
  for (const [mx, my, ms, extra] of o.martians ?? []) c.add(martian(c, w * mx, h * my, Math.min(w, h) * ms, extra ?? {}))
  if (o.nova) c.add(robot(c, w * o.nova[0], h * o.nova[1], Math.min(w, h) * o.nova[2]))
  c.add(vignette(c, 0.45))
}

export const sceneCrystal = (c: Canvas, o: { detail?: number; color?: string } = {}) => {
  const { w, h, u } = c
  const col = o.color ?? C.teal
  c.add(
    `<rect width="${w}" height="${h}" fill="${c.radial(
      [
        [0, darken(col, 0.45)],
        [0.5, "#14103a"],
        [1, "#05040f"],
      ],
      { cy: 0.65, r: 0.7 },
    )}"/>`,
  )
  const cx = w / 2
  const cy = h * 0.8
  const s = (h * 0.5) / 150
  c.add(rays(c, cx, cy - 70 * s, Math.max(w, h) * 1.2, 22, lighten(col, 0.5), 0.1, 200, 170))
  // cave walls, stalactites, stalagmites
  const wall = "#07060f"
  const side = (left: boolean) => {
    const pts: Point[] = [[left ? -10 : w + 10, -10]]
    for (let i = 0; i <= 10; i++) pts.push([(left ? 0 : w) + (left ? 1 : -1) * w * c.rand(0.06, 0.2), (h * i) / 10])
    pts.push([left ? -10 : w + 10, h + 10])
    return `<path d="${poly(pts)}" fill="${wall}"/>`
  }
  c.add(side(true) + side(false))
  for (let i = 0; i < 14; i++) {
    const x = w * c.rand(0, 1)
    const len = h * c.rand(0.06, 0.22)
    const wd = len * c.rand(0.18, 0.3)
    c.add(`<path d="M${x - wd},0L${x + wd},0L${x},${len}Z" fill="${wall}"/>`)
  }
  c.add(`<path d="M0,${h}L0,${h * 0.9}Q${w * 0.25},${h * 0.84} ${w * 0.5},${h * 0.88}Q${w * 0.75},${h * 0.84} ${w},${h * 0.9}L${w},${h}Z" fill="${wall}"/>`)
  for (let i = 0; i < 9; i++) {
    const x = w * c.rand(0, 1)
    if (Math.abs(x - cx) < w * 0.18) continue
    const len = h * c.rand(0.05, 0.14)
    c.add(`<path d="M${x - len * 0.25},${h * 0.9}L${x + len * 0.25},${h * 0.9}L${x},${h * 0.9 - len}Z" fill="${wall}"/>`)
  }
  for (let i = 0; i < 10; i++) {
    const x = w * c.rand(0.05, 0.95)
    if (Math.abs(x - cx) < w * 0.15) continue
    c.add(crystal(c, x, h * c.rand(0.88, 0.98), s * c.rand(0.15, 0.32), { color: c.pick([col, C.violet, C.magenta]), rocks: "#1a1430" }))
  }
  c.add(crystal(c, cx, cy, s, { color: col, rocks: "#1a1430" }))
  for (let i = 0; i < 40 * (o.detail ?? 1); i++)
    c.add(
      `<circle cx="${w * c.rand(0.1, 0.9)}" cy="${h * c.rand(0.1, 0.85)}" r="${c.rand(1.5, 5) * u}" fill="${c.pick([lighten(col, 0.5), "#fff", C.pink])}" opacity="${+c.rand(0.3, 0.9).toFixed(2)}"/>`,
    )
  c.add(vignette(c, 0.5))
}

export const sceneTunnel = (c: Canvas, o: { detail?: number; vx?: number; vy?: number; rider?: boolean } = {}) => {
  const { w, h, u } = c
  const vx = w * (o.vx ?? 0.5)
  const vy = h * (o.vy ?? 0.5)
  const R = Math.hypot(w, h) * 0.6
  c.add(
    `<rect width="${w}" height="${h}" fill="${c.radial(
      [
        [0, "#ffffff"],
        [0.06, "#b9f6ff"],
        [0.25, "#3a2a9a"],
        [0.6, "#150a3a"],
        [1, "#04030f"],
      ],
      { cx: vx / w, cy: vy / h, r: 0.75 },
    )}"/>`,
  )
  let streaks = ""
  for (let i = 0; i < 200 * (o.detail ?? 1); i++) {
    const a = c.rand(0, TAU)
    const r1 = R * c.rand(0.05, 0.6)
    const r2 = r1 * c.rand(1.2, 1.8)
    streaks += `<line x1="${vx + Math.cos(a) * r1}" y1="${vy + Math.sin(a) * r1}" x2="${vx + Math.cos(a) * r2}" y2="${vy + Math.sin(a) * r2}" stroke="${c.pick(["#ffffff", C.aqua, C.pink, C.gold])}" stroke-width="${c.rand(1, 3.5) * u}" opacity="${+c.rand(0.2, 0.7).toFixed(2)}" stroke-linecap="round"/>`
  }
  c.add(streaks)
  const n = 18
  for (let i = 0; i < n; i++) {
    const t = (i + 1) / n
    const r = R * (0.02 + Math.pow(t, 2.3))
    const col = [C.teal, C.magenta, C.gold, C.violet][i % 4]
    c.add(
      `<ellipse cx="${vx}" cy="${vy}" rx="${r}" ry="${r * 0.82}" fill="none" stroke="${col}" stroke-width="${Math.max(1.5 * u, r * 0.03)}" stroke-dasharray="${r * 0.5} ${r * 0.12}" opacity="${(0.25 + t * 0.6).toFixed(2)}" transform="rotate(${i * 17} ${vx} ${vy})"/>`,
    )
  }
  for (let i = 0; i < 12; i++) {
    const a = c.rand(0, TAU)
    const t = c.rand(0.25, 1)
    const r = R * 0.55 * t
    const x = vx + Math.cos(a) * r
    const y = vy + Math.sin(a) * r * 0.8
    const size = Math.min(w, h) * 0.07 * t
    c.add(i % 2 ? clock(c, x, y, size, { hours: c.int(1, 12), minutes: c.int(0, 59), glowColor: C.violet }) : gear(c, x, y, size * 1.1, { opacity: 0.9 }))
  }
  c.add(glow(c, vx, vy, Math.min(w, h) * 0.18, "#ffffff", 0.9))
  if (o.rider) c.add(bike(vx + w * 0.14, vy + h * 0.12, Math.min(w, h) * 0.0016, { rider: true, silhouette: true, riderColor: "#0a0a1f", rot: -30 }))
  c.add(vignette(c, 0.55))
}

export const sceneGears = (c: Canvas, o: { detail?: number } = {}) => {
  const { w, h, u } = c
  c.add(
    `<rect width="${w}" height="${h}" fill="${c.radial([
      [0, "#1f5a66"],
      [0.55, "#0d2438"],
      [1, "#050a14"],
    ])}"/>`,
  )
  c.add(stars(c, { count: 120 * (o.detail ?? 1), size: 0.8 }))
  const m = Math.min(w, h)
  // background layer: dim gears
  for (let i = 0; i < 14; i++) c.add(gear(c, w * c.rand(0, 1), h * c.rand(0, 1), m * c.rand(0.06, 0.16), { fill: "#16384a", shadow: false, opacity: 0.8 }))
  c.add(glow(c, w / 2, h / 2, m * 0.6, C.gold, 0.35))
  const layout = [
    [0.5, 0.5, 0.3],
    [0.2, 0.3, 0.17],
    [0.8, 0.28, 0.15],
    [0.15, 0.78, 0.2],
    [0.84, 0.74, 0.19],
    [0.32, 0.58, 0.09],
    [0.68, 0.6, 0.1],
    [0.5, 0.12, 0.1],
    [0.52, 0.9, 0.12],
    [0.03, 0.5, 0.1],
    [0.97, 0.5, 0.12],
  ]
  for (const [gx, gy, gr] of layout) c.add(gear(c, w * gx, h * gy, m * gr))
  c.add(clock(c, w / 2, h / 2, m * 0.19, { face: C.cream, rim: "#7a4a16", hours: 4, minutes: 42, glowColor: C.teal }))
  for (let i = 0; i < 16; i++) c.add(sparkle(w * c.rand(0, 1), h * c.rand(0, 1), c.rand(6, 16) * u, c.pick([C.gold, "#fff", C.aqua]), 0.85))
  c.add(vignette(c, 0.55))
}

/** a question mark drawn as a constellation */
const questionConstellation = (c: Canvas, cx: number, cy: number, s: number, color = "#fff") => {
  const pts = [
    [-42, -48],
    [-30, -82],
    [2, -96],
    [34, -82],
    [44, -50],
    [26, -22],
    [4, -2],
    [0, 26],
  ]
  let out = `<path d="M${pts.map(([x, y]) => `${cx + x * s},${cy + y * s}`).join("L")}" fill="none" stroke="${color}" stroke-width="${1.2 * s}" opacity="0.55" stroke-dasharray="${4 * s} ${3 * s}"/>`
  for (const [x, y] of [...pts, [0, 58]])
    out +=
      glow(c, cx + x * s, cy + y * s, 12 * s, C.aqua, 0.6) +
      sparkle(cx + x * s, cy + y * s, 7 * s, color, 1) +
      `<circle cx="${cx + x * s}" cy="${cy + y * s}" r="${1.8 * s}" fill="#fff"/>`
  return out
}

export interface MysteryOptions {
  detail?: number
  portalAt?: Point
  /** the question-mark constellation's place and size */
  qx?: number
  qy?: number
  qs?: number
  /** the silhouettes of Leo, Ava and Rexi */
  friends?: boolean
}

export const sceneMystery = (c: Canvas, o: MysteryOptions = {}) => {
  const { w, h, u } = c
  const d = o.detail ?? 1
  c.add(sky(c, SKIES.deep))
  c.add(nebula(c, 5, [C.violet, C.indigo, C.teal], { opacity: 0.3 }))
  c.add(stars(c, { count: 500 * d }))
  const m = Math.min(w, h)
  const [px, py] = o.portalAt ?? [0.5, 0.55]
  c.add(clock(c, w * px, h * py, m * 0.42, { face: "#1a1a4a", rim: "#3a3a8a", tick: "#6a6acf", hand: "#8a8aff", hours: 11, minutes: 59 }))
  c.add(`<circle cx="${w * px}" cy="${h * py}" r="${m * 0.42}" fill="#04050f" opacity="0.5"/>`)
  c.add(portal(c, w * px, h * py, m * 0.3, { open: 0.42, colors: [C.gold, C.violet, C.magenta], glow: 1.3 }))
  c.add(questionConstellation(c, w * (o.qx ?? 0.5), h * (o.qy ?? 0.2), m * (o.qs ?? 0.0016), "#fff"))
  if (o.friends !== false) {
    const gy = h * 0.93
    c.add(hills(c, { y: gy, amp: h * 0.03, color: "#03030c", n: 5 }))
    const ks = m * 0.0011
    const fx = w * px
    const kid = (x: number, hat: boolean) =>
      g(
        `translate(${x} ${gy + 6 * u}) scale(${ks})`,
        `<path d="M-28,0L-24,-70Q0,-80 24,-70L28,0Z" fill="#03030c"/><circle cx="0" cy="-94" r="24" fill="#03030c"/>` +
          (hat
            ? `<circle cx="0" cy="-128" r="11" fill="#03030c"/><path d="M-24,-98Q0,-134 24,-98Z" fill="#03030c"/>`
            : `<path d="M-22,-102L-14,-126L-4,-110L6,-128L14,-110L24,-120L24,-98Z" fill="#03030c"/>`),
      )
    c.add(
      kid(fx - 90 * ks, false) + kid(fx + 20 * ks, true) + raptor(c, fx + 190 * ks, gy + 6 * u, ks * 0.85, { silhouette: true, fill: "#03030c", flip: true }),
    )
  }
  c.add(vignette(c, 0.5))
}

/** music note */
const note = (x: number, y: number, s: number, color: string, double = false) => {
  let out = `<ellipse cx="0" cy="0" rx="11" ry="8" transform="rotate(-20)" fill="${color}"/><rect x="8" y="-46" width="4" height="46" fill="${color}"/>`
  out += double
    ? `<ellipse cx="36" cy="-8" rx="11" ry="8" transform="rotate(-20 36 -8)" fill="${color}"/><rect x="44" y="-54" width="4" height="46" fill="${color}"/><path d="M8,-46L48,-54L48,-44L8,-36Z" fill="${color}"/>`
    : `<path d="M12,-46Q30,-36 26,-18Q24,-32 12,-34Z" fill="${color}"/>`
  return `<g transform="translate(${x} ${y}) scale(${s})">${out}</g>`
}

export const sceneSong = (c: Canvas, o: { sky?: string[]; robot?: boolean } = {}) => {
  const { w, h, u } = c
  c.add(sky(c, o.sky ?? ["#0a0520", "#2a0a4a", "#6a1a6a"]))
  c.add(stars(c, { count: 300 }))
  for (let i = 0; i < 5; i++) {
    const x = w * (0.1 + i * 0.2)
    c.add(`<path d="M${x},0L${x - w * 0.08},${h}L${x + w * 0.08},${h}Z" fill="${[C.teal, C.magenta, C.gold, C.violet, C.teal][i]}" opacity="0.12"/>`)
  }
  const m = Math.min(w, h)
  if (o.robot) c.add(robot(c, w * 0.5, h * 0.42, m * 0.11))
  else c.add(portal(c, w * 0.5, h * 0.45, m * 0.26, { colors: [C.pink, C.magenta, C.violet] }))
  for (let i = 0; i < 14; i++)
    c.add(note(w * c.rand(0.05, 0.95), h * c.rand(0.1, 0.7), c.rand(1.2, 2.6) * u, c.pick([C.teal, C.gold, C.pink, "#fff"]), c.rand() < 0.4))
  const bars = 40
  for (let i = 0; i < bars; i++) {
    const bh = h * (0.05 + Math.abs(Math.sin(i * 0.55)) * 0.18 * c.rand(0.5, 1))
    c.add(
      `<rect x="${(w * i) / bars + 3 * u}" y="${h - bh}" width="${w / bars - 6 * u}" height="${bh}" rx="${4 * u}" fill="${c.linear([
        [0, C.magenta],
        [1, C.teal],
      ])}" opacity="0.75"/>`,
    )
  }
  c.add(vignette(c, 0.4))
}

/** polaroid-style frame holding a mini scene */
const artFrame = (c: Canvas, cx: number, cy: number, w: number, h: number, rot: number, draw: Draw) => {
  const pad = w * 0.05
  let out = `<rect x="${-w / 2 + w * 0.03}" y="${-h / 2 + h * 0.04}" width="${w}" height="${h + pad * 2.5}" rx="${w * 0.015}" fill="#000" opacity="0.35"/>`
  out += `<rect x="${-w / 2}" y="${-h / 2}" width="${w}" height="${h + pad * 2.5}" rx="${w * 0.015}" fill="#fbf7ee"/>`
  out += c.nest(-w / 2 + pad, -h / 2 + pad, w - pad * 2, h - pad, 400, Math.round((400 * (h - pad)) / (w - pad * 2)), draw)
  return `<g transform="translate(${cx} ${cy}) rotate(${rot})">${out}</g>`
}

export interface FramesOptions {
  detail?: number
  sky?: string[]
  cx?: number
  cy?: number
  frameSize?: number
  /** [dx, dy, rotation] of each frame, in frame sizes from the centre */
  spots?: [number, number, number][]
  /** the T-shirt and the BMX */
  merch?: boolean
  shirtAt?: Point
  bikeAt?: Point
}

/** many framed pictures bursting out of a point */
export const sceneFrames = (c: Canvas, o: FramesOptions = {}) => {
  const { w, h, u } = c
  c.add(sky(c, o.sky ?? ["#070520", "#1e0e4a", "#4a1a6a"]))
  c.add(nebula(c, 4, [C.magenta, C.teal, C.violet], { opacity: 0.3 }))
  c.add(stars(c, { count: 500 * (o.detail ?? 1) }))
  const cx = w * (o.cx ?? 0.7)
  const cy = h * (o.cy ?? 0.5)
  const m = Math.min(w, h)
  c.add(rays(c, cx, cy, Math.max(w, h), 30, "#fff", 0.08) + glow(c, cx, cy, m * 0.5, C.gold, 0.5))
  const minis: Draw[] = [
    s => {
      s.add(sky(s, SKIES.violet), stars(s, { count: 60 }), portal(s, 200, 150, 90))
    },
    s => {
      s.add(sky(s, SKIES.mars), planet(s, 200, 140, 90, { bands: 5, craters: 6 }))
    },
    s => {
      s.add(sky(s, SKIES.dawn), raptor(s, 210, 260, 1.5, { fill: "#5cc45c", baby: true }))
    },
    s => {
      s.add(`<rect width="400" height="400" fill="#0d2438"/>`, gear(s, 140, 140, 80), clock(s, 240, 170, 70, {}))
    },
    s => {
      s.add(`<rect width="400" height="400" fill="#14103a"/>`, crystal(s, 200, 270, 1.4, {}))
    },
    s => {
      s.add(sky(s, SKIES.dusk), martian(s, 200, 280, 1.4, { wave: true }))
    },
    s => {
      s.add(sky(s, SKIES.night), stars(s, { count: 60 }), car(s, 200, 240, 1.2, { body: C.teal, lights: false }))
    },
  ]
  const fw = m * (o.frameSize ?? 0.26)
  const spots = o.spots ?? [
    [-0.9, -0.55, -14],
    [0.1, -0.75, 8],
    [1.0, -0.45, 16],
    [-1.05, 0.45, 10],
    [0.95, 0.55, -10],
    [0.0, 0.75, -4],
    [-0.25, -0.05, 4],
  ]
  spots.forEach(([dx, dy, rot], i) => {
    c.add(artFrame(c, cx + dx * fw * 1.1, cy + dy * fw * 1.1, fw, fw * 0.78, rot, minis[i % minis.length]))
  })
  if (o.merch !== false) {
    const [sx, sy] = o.shirtAt ?? [1.5, -0.1]
    const [bx, by] = o.bikeAt ?? [-0.25, 1.42]
    c.add(
      shirt(c, cx + fw * sx, cy + fw * sy, fw * 0.62, {
        kind: "tee",
        color: "#1f9fa8",
        print: s => s.add(glow(s, 200, 200, 198, C.violet, 0.6), portal(s, 200, 200, 128, { glow: 0 })),
      }),
    )
    c.add(bike(cx + fw * bx, cy + fw * by, fw * 0.0108, { color: C.orange, rot: -8 }))
  }
  for (let i = 0; i < 18; i++) c.add(sparkle(w * c.rand(0.35, 1), h * c.rand(0, 1), c.rand(6, 18) * u, c.pick([C.gold, "#fff", C.aqua]), 0.9))
}
