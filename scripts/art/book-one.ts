/**
 * Book One's motifs: Rexi and the velociraptors, Leo's BMX, Grandad Joe's car, the
 * Cretaceous plants, dinosaurs, volcanoes, eggs and footprints, and the town's clock
 * tower and rooftops.
 */
import { glow } from "./backgrounds"
import { rad, TAU, type Canvas, type Point } from "./canvas"
import { C, darken, lighten } from "./colours"
import { g } from "./shapes"
import { clock } from "./time-travel"

export interface RaptorOptions {
  fill?: string
  dark?: string
  belly?: string
  /** facing left */
  flip?: boolean
  /** Rexi: a bigger head and eye */
  baby?: boolean
  silhouette?: boolean
  /** the stride: -1 to 1 */
  run?: number
}

/**
 * Velociraptor in profile facing right, feet on y=0, ~120 units tall at s=1.
 * baby: bigger head and eye (Rexi).
 */
export const raptor = (c: Canvas, x: number, y: number, s: number, o: RaptorOptions = {}) => {
  const { fill = "#4caf50", dark = darken(fill, 0.35), belly = lighten(fill, 0.35), flip = false, baby = false, silhouette = false, run = 0 } = o
  const body =
    "M-125,-80C-95,-84 -60,-84 -32,-80C-6,-82 16,-80 28,-72C34,-78 37,-88 40,-98L52,-88C50,-74 46,-62 36,-55C26,-47 10,-42 -6,-44C-24,-46 -40,-58 -62,-66C-84,-72 -104,-75 -125,-80Z"
  const head = baby
    ? "M34,-94C34,-118 60,-126 76,-114C84,-108 90,-102 90,-96C90,-91 85,-89 79,-89L62,-87C54,-84 44,-83 39,-86C34,-88 33,-91 34,-94Z"
    : "M38,-96C42,-108 58,-112 70,-108C78,-106 88,-101 95,-97C97,-94 95,-91 90,-90L66,-88C58,-86 50,-83 44,-84C38,-86 37,-92 38,-96Z"
  const claw = silhouette ? fill : "#f5e6c8"
  const leg = (dx: number, thigh: string, col: string, k: number) => {
    const hip: Point = [-8 + dx, -56]
    const knee: Point = [10 + dx + k * 6, -30]
    const ankle: Point = [-4 + dx - k * 8, -10]
    const toe: Point = [16 + dx - k * 4, -1]
    const seg = (a: Point, b: Point, wd: number) => `<path d="M${a[0]},${a[1]}L${b[0]},${b[1]}" stroke="${col}" stroke-width="${wd}" stroke-linecap="round"/>`
    return (
      `<ellipse cx="${hip[0]}" cy="${hip[1] + 4}" rx="22" ry="17" fill="${thigh}" transform="rotate(35 ${hip[0]} ${hip[1]})"/>` +
      seg(hip, knee, 12) +
      seg(knee, ankle, 7) +
      seg(ankle, toe, 5) +
      `<path d="M${toe[0]},${toe[1]}l5,1.5M${toe[0]},${toe[1]}l4,-2.5" stroke="${claw}" stroke-width="1.8" stroke-linecap="round"/>` +
      `<path d="M${ankle[0] + 3},${ankle[1] + 1}q2,-5 -2,-7" fill="none" stroke="${claw}" stroke-width="1.6" stroke-linecap="round"/>`
    )
  }
  const fillBody = silhouette
    ? fill
    : c.linear([
        [0, dark],
        [0.55, fill],
        [1, belly],
      ])
  let out = ""
  out += leg(12, silhouette ? fill : dark, silhouette ? fill : dark, -run)
  out += `<path d="M30,-62Q40,-58 44,-50" fill="none" stroke="${silhouette ? fill : dark}" stroke-width="5" stroke-linecap="round"/>`
  out += `<path d="${body}" fill="${fillBody}"/>`
  out += g(
    baby ? "translate(46 -90) scale(1.12) translate(-46 90)" : "",
    `<path d="${head}" fill="${
      silhouette
        ? fill
        : c.linear([
            [0, dark],
            [0.6, fill],
            [1, belly],
          ])
    }"/>` +
      (silhouette
        ? ""
        : `<circle cx="${baby ? 66 : 68}" cy="${baby ? -104 : -101}" r="${baby ? 7 : 4}" fill="#fff"/>` +
          `<circle cx="${baby ? 68 : 69}" cy="${baby ? -104 : -101}" r="${baby ? 4.6 : 2.6}" fill="#1a1a1a"/>` +
          `<circle cx="${baby ? 69.5 : 70}" cy="${baby ? -106 : -102}" r="${baby ? 1.6 : 0.9}" fill="#fff"/>` +
          `<path d="M${baby ? 60 : 64},-89.5L${baby ? 82 : 88},-91.5" stroke="${darken(fill, 0.55)}" stroke-width="1.4" stroke-linecap="round"/>` +
          `<circle cx="${baby ? 84 : 90}" cy="-97" r="1.2" fill="${darken(fill, 0.6)}"/>` +
          (baby ? `<circle cx="57" cy="-96" r="4.5" fill="${C.pink}" opacity="0.4"/>` : "")),
  )
  if (!silhouette) {
    for (let i = 0; i < 5; i++) {
      const sx = -70 + i * 18
      out += `<path d="M${sx},-${80 - i * 0.5}q5,9 1,16" fill="none" stroke="${darken(fill, 0.45)}" stroke-width="3.2" stroke-linecap="round" opacity="0.6"/>`
    }
  }
  out += leg(0, fillBody, fill, run)
  out +=
    `<path d="M34,-58Q44,-52 50,-44" fill="none" stroke="${silhouette ? fill : darken(fill, 0.12)}" stroke-width="5" stroke-linecap="round"/>` +
    `<path d="M50,-44l5,1M50,-44l3,4" stroke="${claw}" stroke-width="1.6" stroke-linecap="round"/>`
  return `<g transform="translate(${x} ${y}) scale(${flip ? -s : s} ${s})">${out}</g>`
}

export interface BikeOptions {
  color?: string
  wheel?: string
  rider?: boolean
  riderColor?: string
  silhouette?: boolean
  rot?: number
  helmet?: string
  skin?: string
}

/** BMX bike (and optional rider), wheels on y=0, ~65 units tall without rider */
export const bike = (x: number, y: number, s: number, o: BikeOptions = {}) => {
  const { color = C.orange, wheel = "#16162a", rider = false, riderColor = "#121430", silhouette = false, rot = 0, helmet = C.teal, skin = "#f1c7a3" } = o
  const frame = silhouette ? riderColor : color
  const wcol = silhouette ? riderColor : wheel
  const wheelSvg = (wx: number) => {
    let out = `<circle cx="${wx}" cy="-28" r="26" fill="none" stroke="${wcol}" stroke-width="5.5"/>`
    if (!silhouette) out += `<circle cx="${wx}" cy="-28" r="21.5" fill="none" stroke="${lighten(wheel, 0.35)}" stroke-width="1.4"/>`
    for (let i = 0; i < 8; i++) {
      const a = (i * TAU) / 8 + 0.2
      out += `<line x1="${wx}" y1="-28" x2="${wx + Math.cos(a) * 22}" y2="${-28 + Math.sin(a) * 22}" stroke="${silhouette ? wcol : "#b8bdd6"}" stroke-width="1"/>`
    }
    return out + `<circle cx="${wx}" cy="-28" r="4" fill="${silhouette ? wcol : "#c9cde0"}"/>`
  }
  let out = wheelSvg(-44) + wheelSvg(46)
  const st = `fill="none" stroke="${frame}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"`
  out += `<path d="M-44,-28L-8,-26L28,-56L-16,-58Z" ${st}/>`
  out += `<path d="M-16,-58L-20,-66M-30,-68L-10,-67" ${st}/>`
  out += `<path d="M46,-28L30,-64L26,-76M16,-80L34,-74" ${st}/>`
  out += `<circle cx="-8" cy="-26" r="6" fill="${frame}"/><path d="M-8,-26L4,-14M-8,-26L-18,-38" fill="none" stroke="${frame}" stroke-width="3" stroke-linecap="round"/>`
  if (rider) {
    const rc = silhouette ? riderColor : "#2a3b8f"
    const rs = `fill="none" stroke-linecap="round" stroke-linejoin="round"`
    out += `<path d="M-14,-80L-2,-58L4,-14" ${rs} stroke="${silhouette ? rc : "#1f2a66"}" stroke-width="10"/>` // back leg
    out += `<path d="M-12,-82L12,-62L-18,-38" ${rs} stroke="${rc}" stroke-width="11"/>` // front leg
    out += `<path d="M-12,-84L8,-120" ${rs} stroke="${silhouette ? rc : C.teal}" stroke-width="17"/>` // torso
    out += `<path d="M6,-114L22,-96L27,-77" ${rs} stroke="${silhouette ? rc : C.teal}" stroke-width="7"/>` // arm
    if (!silhouette) {
      out += `<path d="M-10,-88L4,-116" stroke="${C.orange}" stroke-width="3" stroke-linecap="round"/>` // hoodie stripe
      out += `<ellipse cx="0" cy="-116" rx="8" ry="6" fill="${darken(C.teal, 0.25)}"/>` // hood
      out += `<ellipse cx="6" cy="-13" rx="7" ry="4" fill="#f4f4f4"/><ellipse cx="-16" cy="-37" rx="7" ry="4" fill="#f4f4f4"/>` // trainers
      out += `<circle cx="28" cy="-78" r="3.5" fill="${skin}"/>` // hand
      out += `<path d="M5,-134l-6,2l4,3l-5,3l6,1" fill="#6b3a1a"/>` // hair under the helmet
    }
    out += `<circle cx="16" cy="-136" r="12" fill="${silhouette ? rc : skin}"/>`
    out += `<path d="M3,-138A13.5,13.5 0 0 1 30,-137L30,-134L3,-134Z" fill="${silhouette ? rc : helmet}"/>`
    if (!silhouette) {
      out += `<path d="M27,-136L34,-134" stroke="${helmet}" stroke-width="3" stroke-linecap="round"/>`
      out += `<circle cx="22" cy="-130" r="1.6" fill="#1d1430"/><path d="M20,-125q3,2 6,0" fill="none" stroke="#7a2a3a" stroke-width="1.2" stroke-linecap="round"/>`
    }
  }
  return `<g transform="translate(${x} ${y}) rotate(${rot}) scale(${s})">${out}</g>`
}

export interface CarOptions {
  body?: string
  trim?: string
  glass?: string
  flip?: boolean
  /** headlight beams */
  lights?: boolean
  silhouette?: boolean
}

/** rounded vintage car in profile facing right, wheels on y=0, ~250 units long */
export const car = (c: Canvas, x: number, y: number, s: number, o: CarOptions = {}) => {
  const { body = "#2f8f83", trim = "#e8ecf5", glass = "#9fd8ff", flip = false, lights = true, silhouette = false } = o
  const bodyPath =
    "M-122,-26L-124,-52Q-122,-70 -96,-74C-84,-104 -52,-118 -8,-118C28,-118 50,-104 62,-78L104,-72Q124,-68 126,-48L126,-26Q126,-20 118,-20L-114,-20Q-122,-20 -122,-26Z"
  const fill = silhouette
    ? body
    : c.linear([
        [0, lighten(body, 0.25)],
        [0.55, body],
        [1, darken(body, 0.3)],
      ])
  let out = ""
  if (lights && !silhouette)
    out += `<path d="M124,-56L420,-100L420,10Z" fill="${c.linear(
      [
        [0, "#fff3c4", 0.55],
        [1, "#fff3c4", 0],
      ],
      0,
      0,
      1,
      0,
    )}"/>`
  out += `<path d="${bodyPath}" fill="${fill}"/>`
  if (!silhouette) {
    out += `<path d="M-82,-76C-70,-102 -44,-110 -14,-110L-14,-78Z" fill="${glass}" opacity="0.9"/>`
    out += `<path d="M-6,-110C22,-110 42,-100 52,-78L-6,-78Z" fill="${glass}" opacity="0.9"/>`
    out += `<path d="M-70,-84L-40,-104M20,-104L36,-86" stroke="#fff" stroke-width="3" opacity="0.55"/>`
    out += `<path d="M-10,-76L-10,-28M-74,-74L-74,-30M54,-74L56,-30" stroke="${darken(body, 0.4)}" stroke-width="1.6" opacity="0.7"/>`
    out += `<rect x="10" y="-64" width="14" height="3.5" rx="1.5" fill="${trim}"/>`
    out += `<path d="M-126,-44L-126,-28L-108,-28" fill="none" stroke="${trim}" stroke-width="6" stroke-linecap="round"/>`
    out += `<path d="M128,-44L128,-28L110,-28" fill="none" stroke="${trim}" stroke-width="6" stroke-linecap="round"/>`
    out += `<circle cx="112" cy="-58" r="9" fill="#fff6c9" stroke="${trim}" stroke-width="3"/>`
    out += `<rect x="-124" y="-60" width="7" height="10" rx="2" fill="#ff4f4f"/>`
    out += `<path d="M-122,-40L126,-40" stroke="${trim}" stroke-width="2" opacity="0.7"/>`
  }
  const wheelAt = (wx: number) => {
    const fender = `<path d="M${wx - 36},-24A36,36 0 0 1 ${wx + 36},-24Z" fill="${silhouette ? body : darken(body, 0.35)}"/>`
    const tyre = `<circle cx="${wx}" cy="-22" r="22" fill="${silhouette ? body : "#15151f"}"/>`
    const hub = silhouette ? "" : `<circle cx="${wx}" cy="-22" r="12" fill="${trim}"/><circle cx="${wx}" cy="-22" r="5" fill="${darken(trim, 0.35)}"/>`
    return fender + tyre + hub
  }
  out += wheelAt(-70) + wheelAt(72)
  return `<g transform="translate(${x} ${y}) scale(${flip ? -s : s} ${s})">${out}</g>`
}

/** fern frond fan rooted at x,y */
export const fern = (x: number, y: number, len: number, angle: number, color: string, o: { curl?: number; leaf?: number; n?: number } = {}) => {
  const { curl = 0.9, leaf = 0.2, n = 16 } = o
  let a = rad(angle - 90)
  const dir = angle >= 0 ? 1 : -1
  let px = x
  let py = y
  const step = len / n
  let spine = `M${px},${py}`
  let leaves = ""
  for (let i = 1; i <= n; i++) {
    a += (curl / n) * dir
    px += Math.cos(a) * step
    py += Math.sin(a) * step
    spine += `L${px},${py}`
    const L = len * leaf * (1 - (i / n) * 0.85)
    for (const side of [-1, 1]) {
      const la = a + side * rad(62)
      const ex = px + Math.cos(la) * L * 0.5
      const ey = py + Math.sin(la) * L * 0.5
      leaves += `<ellipse cx="${ex}" cy="${ey}" rx="${L * 0.5}" ry="${L * 0.16}" transform="rotate(${(la * 180) / Math.PI} ${ex} ${ey})"/>`
    }
  }
  return `<g fill="${color}"><path d="${spine}" fill="none" stroke="${color}" stroke-width="${len * 0.025}" stroke-linecap="round"/>${leaves}</g>`
}

export const fernClump = (c: Canvas, x: number, y: number, len: number, color: string, count = 5) => {
  let out = ""
  for (let i = 0; i < count; i++) {
    const ang = -70 + (140 * i) / (count - 1) + c.rand(-8, 8)
    out += fern(x, y, len * c.rand(0.75, 1.1), ang, color, { curl: c.rand(0.5, 1.2) })
  }
  return out
}

/** cycad / palm tree, ground at y */
export const palm = (c: Canvas, x: number, y: number, h: number, color: string, o: { lean?: number; fronds?: number } = {}) => {
  const lean = o.lean ?? c.rand(-0.15, 0.15)
  const topX = x + lean * h
  const topY = y - h
  const tw = h * 0.05
  let out = `<path d="M${x - tw},${y}Q${x + lean * h * 0.3},${y - h * 0.5} ${topX - tw * 0.6},${topY}L${topX + tw * 0.6},${topY}Q${x + lean * h * 0.3 + tw * 1.5},${y - h * 0.5} ${x + tw},${y}Z" fill="${color}"/>`
  const fronds = o.fronds ?? 8
  for (let i = 0; i < fronds; i++) {
    const a = rad(-180 + (180 * i) / (fronds - 1) + c.rand(-10, 10))
    const L = h * c.rand(0.42, 0.6)
    const ex = topX + Math.cos(a) * L
    const ey = topY + Math.sin(a) * L * 0.45 + L * 0.35
    const mx = topX + Math.cos(a) * L * 0.55
    const my = topY + Math.sin(a) * L * 0.6 - L * 0.12
    const wdt = h * 0.05
    out += `<path d="M${topX},${topY}Q${mx},${my - wdt} ${ex},${ey}Q${mx},${my + wdt} ${topX},${topY}Z" fill="${color}"/>`
  }
  return out
}

/** round-topped park tree */
export const tree = (x: number, y: number, s: number, color: string, trunk = color) => {
  const blobs = [
    [0, -100, 44],
    [-32, -80, 32],
    [32, -82, 34],
    [-14, -124, 30],
    [18, -120, 32],
  ]
  return (
    `<rect x="${x - 6 * s}" y="${y - 70 * s}" width="${12 * s}" height="${70 * s}" fill="${trunk}"/>` +
    blobs.map(([bx, by, br]) => `<circle cx="${x + bx * s}" cy="${y + by * s}" r="${br * s}" fill="${color}"/>`).join("")
  )
}

export const pine = (x: number, y: number, s: number, color: string) => {
  return (
    `<rect x="${x - 4 * s}" y="${y - 20 * s}" width="${8 * s}" height="${20 * s}" fill="${color}"/>` +
    [
      [0, 60],
      [-28, 46],
      [-52, 34],
    ]
      .map(([dy, wd]) => `<path d="M${x - wd * s},${y + (dy - 16) * s}L${x},${y + (dy - 86) * s}L${x + wd * s},${y + (dy - 16) * s}Z" fill="${color}"/>`)
      .join("")
  )
}

/** long-necked dinosaur silhouette facing right */
export const sauropod = (x: number, y: number, s: number, color: string, flip = false) => {
  const d =
    "M-40,-52C-20,-70 20,-72 38,-58C52,-80 60,-120 76,-136C80,-140 90,-140 94,-134C96,-130 92,-127 86,-128C72,-112 66,-78 56,-46C48,-34 40,-30 30,-30L30,0L20,0L18,-28L-16,-28L-18,0L-28,0L-30,-30C-60,-32 -100,-20 -150,-6C-110,-30 -70,-44 -40,-52Z"
  return `<path d="${d}" fill="${color}" transform="translate(${x} ${y}) scale(${flip ? -s : s} ${s})"/>`
}

/** pterosaur, wings spread */
export const ptero = (x: number, y: number, s: number, color: string, flip = false) => {
  const d = "M-60,-10Q-28,-22 -6,0Q0,-3 6,0Q28,-22 60,-10Q28,-6 8,8Q0,10 -8,8Q-28,-6 -60,-10Z M4,-2L26,3L4,5Z M2,-2L-10,-12L6,-4Z"
  return `<path d="${d}" fill="${color}" transform="translate(${x} ${y}) scale(${flip ? -s : s} ${s})"/>`
}

/** volcano with smoke, base on y */
export const volcano = (c: Canvas, x: number, y: number, w: number, h: number, color: string, lava = C.orange) => {
  let out = `<path d="M${x - w / 2},${y}L${x - w * 0.09},${y - h}L${x + w * 0.09},${y - h}L${x + w / 2},${y}Z" fill="${color}"/>`
  out += glow(c, x, y - h, w * 0.25, lava, 0.75)
  out += `<path d="M${x - w * 0.08},${y - h}L${x - w * 0.03},${y - h * 0.72}L${x - w * 0.05},${y - h * 0.45}" stroke="${lava}" stroke-width="${w * 0.012}" fill="none" opacity="0.85"/>`
  for (let i = 0; i < 9; i++) {
    const t = i / 8
    out += `<circle cx="${x + t * w * 0.35 + c.rand(-1, 1) * w * 0.03}" cy="${y - h - t * h * 1.1}" r="${w * (0.05 + t * 0.07)}" fill="#5b5170" opacity="${0.55 - t * 0.35}"/>`
  }
  return out
}

/** cracked egg (bottom half) */
export const eggShell = (c: Canvas, x: number, y: number, s: number, color = C.cream) => {
  const d = "M-46,-20L-34,-30L-22,-18L-10,-32L2,-18L14,-30L26,-18L38,-30L46,-18C48,10 30,38 0,38C-30,38 -48,12 -46,-20Z"
  let out = `<path d="${d}" fill="${c.linear([
    [0, lighten(color, 0.4)],
    [1, darken(color, 0.25)],
  ])}"/>`
  for (let i = 0; i < 7; i++) out += `<circle cx="${c.rand(-34, 34)}" cy="${c.rand(-10, 30)}" r="${c.rand(2, 5)}" fill="${darken(color, 0.3)}" opacity="0.6"/>`
  return `<g transform="translate(${x} ${y}) scale(${s})">${out}</g>`
}

export const egg = (c: Canvas, x: number, y: number, s: number, color = C.cream) => {
  let out = `<ellipse cx="0" cy="0" rx="34" ry="44" fill="${c.radial(
    [
      [0, lighten(color, 0.5)],
      [1, darken(color, 0.2)],
    ],
    { fx: 0.35, fy: 0.3 },
  )}"/>`
  for (let i = 0; i < 8; i++) out += `<circle cx="${c.rand(-24, 24)}" cy="${c.rand(-30, 30)}" r="${c.rand(2, 5)}" fill="${darken(color, 0.3)}" opacity="0.55"/>`
  return `<g transform="translate(${x} ${y}) scale(${s})">${out}</g>`
}

/** three-toed dinosaur footprint pointing up */
export const footprint = (x: number, y: number, s: number, color: string, rot = 0, toes = 3) => {
  let out = `<ellipse cx="0" cy="12" rx="16" ry="20" fill="${color}"/>`
  const angles = toes === 3 ? [-28, 0, 28] : [-14, 14]
  for (const a of angles) {
    out += g(`rotate(${a})`, `<path d="M-7,0Q-8,-40 0,-58Q8,-40 7,0Z" fill="${color}"/>`)
  }
  return `<g transform="translate(${x} ${y}) rotate(${rot}) scale(${s})">${out}</g>`
}

export interface ClockTowerOptions {
  color?: string
  face?: string
  glowColor?: string
  hours?: number
  minutes?: number
}

/** clock tower with glowing face; base centre at x,y */
export const clockTower = (c: Canvas, x: number, y: number, w: number, h: number, o: ClockTowerOptions = {}) => {
  const { color = "#0b0b22", face = C.cream, glowColor = C.gold, hours = 12, minutes = 0 } = o
  const top = y - h
  const cw = w * 0.5
  let out = `<path d="M${x - w / 2},${y}L${x - w / 2},${top + w * 1.35}L${x - w * 0.6},${top + w * 1.3}L${x - w * 0.6},${top + w * 1.2}L${x - w / 2},${top + w * 1.2}L${x - w / 2},${top + w * 0.2}L${x},${top - w * 0.9}L${x + w / 2},${top + w * 0.2}L${x + w / 2},${top + w * 1.2}L${x + w * 0.6},${top + w * 1.2}L${x + w * 0.6},${top + w * 1.3}L${x + w / 2},${top + w * 1.35}L${x + w / 2},${y}Z" fill="${color}"/>`
  out += `<line x1="${x}" y1="${top - w * 0.9}" x2="${x}" y2="${top - w * 1.3}" stroke="${color}" stroke-width="${w * 0.04}"/>`
  out += `<circle cx="${x}" cy="${top - w * 1.3}" r="${w * 0.04}" fill="${glowColor}"/>`
  for (let i = 0; i < 4; i++) {
    const wy = top + w * 1.6 + (i * (h - w * 2)) / 4
    if (wy > y - w * 0.6) break
    out += `<rect x="${x - w * 0.08}" y="${wy}" width="${w * 0.16}" height="${w * 0.3}" rx="${w * 0.08}" fill="${glowColor}" opacity="${0.5 + c.rand(0, 0.4)}"/>`
  }
  out += clock(c, x, top + w * 0.68, cw * 0.82, { face, rim: darken(glowColor, 0.3), hours, minutes, glowColor })
  return out
}

/** a row of little houses with lit windows, bottom on y */
export const rooftops = (c: Canvas, x0: number, x1: number, y: number, hmin: number, hmax: number, color: string, windowColor = C.gold) => {
  let out = ""
  let x = x0 - 20
  while (x < x1) {
    const w = c.rand(hmin * 0.9, hmax * 0.9)
    const h = c.rand(hmin, hmax)
    const roof = w * c.rand(0.3, 0.55)
    out += `<path d="M${x},${y}L${x},${y - h}L${x + w / 2},${y - h - roof}L${x + w},${y - h}L${x + w},${y}Z" fill="${color}"/>`
    if (c.rand() < 0.5) out += `<rect x="${x + w * 0.7}" y="${y - h - roof * 0.9}" width="${w * 0.1}" height="${roof * 0.7}" fill="${color}"/>`
    const cols = Math.max(1, Math.floor(w / (hmin * 0.35)))
    const rows = Math.max(1, Math.floor(h / (hmin * 0.4)))
    for (let i = 0; i < cols; i++)
      for (let j = 0; j < rows; j++) {
        if (c.rand() < 0.45) continue
        const ww = w / (cols * 2.4)
        out += `<rect x="${x + (i + 0.5) * (w / cols) - ww / 2}" y="${y - h + h * 0.15 + j * (h / rows)}" width="${ww}" height="${ww * 1.2}" fill="${windowColor}" opacity="${+c.rand(0.5, 0.95).toFixed(2)}"/>`
      }
    x += w + c.rand(-4, 10)
  }
  return out
}
