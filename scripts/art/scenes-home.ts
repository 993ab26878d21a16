/**
 * Whole-canvas scenes at home, in Leo's town: the attic workshop, the BMX jump, the clock
 * tower at midnight, the race home, tea time, the meteor shower, Grandad's garage and Ava
 * cracking the code. Each fills a canvas of any size; `detail` scales the star counts.
 */
import { cloud, glow, hills, nebula, sky, sparkle, stars, vignette } from "./backgrounds"
import { bike, car, clockTower, pine, raptor, rooftops, tree } from "./book-one"
import { planet } from "./book-two"
import { rad, type Canvas, type Trio } from "./canvas"
import { C, SKIES } from "./colours"
import { bobbleHat, person, SKIN } from "./people"
import { g } from "./shapes"
import { clock, gear, gears, hourglass, portal } from "./time-travel"

export interface AtticOptions {
  detail?: number
  /** Professor Quill's lab: a chalkboard and flasks instead of crates and the bike */
  lab?: boolean
  windowX?: number
  machineX?: number
}

export const sceneAttic = (c: Canvas, o: AtticOptions = {}) => {
  const { w, h, u } = c
  const d = o.detail ?? 1
  const lab = !!o.lab
  c.add(sky(c, lab ? ["#06141f", "#0d2f3d", "#123040"] : ["#140a20", "#2a1633", "#3a1f2c"]))
  for (let x = 0; x < w; x += 70 * u) c.add(`<line x1="${x}" y1="0" x2="${x}" y2="${h}" stroke="#000" stroke-width="${3 * u}" opacity="0.22"/>`)
  // round window with the night sky outside
  const wx = w * (o.windowX ?? 0.5)
  const wy = h * 0.19
  const wr = Math.min(w, h) * 0.11
  const clip = c.clip(`<circle cx="${wx}" cy="${wy}" r="${wr}"/>`)
  c.add(
    `<g clip-path="${clip}">${sky(c, SKIES.night, { x: wx - wr, y: wy - wr, w: wr * 2, h: wr * 2 })}${stars(c, { count: 50, x: wx - wr, y: wy - wr, w: wr * 2, h: wr * 2 })}<circle cx="${wx + wr * 0.4}" cy="${wy - wr * 0.35}" r="${wr * 0.2}" fill="${C.cream}"/></g>`,
  )
  c.add(
    `<path d="M${wx - wr * 0.8},${wy + wr * 0.4}L${wx + wr * 0.8},${wy + wr * 0.4}L${w * 0.8},${h}L${w * 0.2},${h}Z" fill="${c.linear([
      [0, C.aqua, 0.13],
      [1, C.aqua, 0],
    ])}"/>`,
  )
  c.add(
    `<circle cx="${wx}" cy="${wy}" r="${wr}" fill="none" stroke="#6b4426" stroke-width="${wr * 0.14}"/><path d="M${wx - wr},${wy}L${wx + wr},${wy}M${wx},${wy - wr}L${wx},${wy + wr}" stroke="#6b4426" stroke-width="${wr * 0.08}"/>`,
  )
  // sloping roof and rafters
  const roof = "#0b0610"
  c.add(`<path d="M0,0L${w * 0.34},0L0,${h * 0.62}Z M${w},0L${w * 0.66},0L${w},${h * 0.62}Z" fill="${roof}"/>`)
  for (let i = 1; i <= 3; i++) {
    const k = i * 0.085
    c.add(
      `<path d="M${w * (0.34 - k)},0L0,${h * (0.62 - k * 1.8)}M${w * (0.66 + k)},0L${w},${h * (0.62 - k * 1.8)}" stroke="#2a1a22" stroke-width="${14 * u}"/>`,
    )
  }
  c.add(`<path d="M0,${h * 0.62}L${w * 0.34},0M${w},${h * 0.62}L${w * 0.66},0" stroke="#4a2e22" stroke-width="${26 * u}"/>`)
  c.add(`<rect x="0" y="${h * 0.05}" width="${w}" height="${22 * u}" fill="#3a2418"/>`)
  // floorboards in perspective
  const fy = h * 0.8
  c.add(
    `<rect x="0" y="${fy}" width="${w}" height="${h - fy}" fill="${c.linear([
      [0, "#2a1714"],
      [1, "#3f2219"],
    ])}"/>`,
  )
  for (let i = -12; i <= 12; i++)
    c.add(`<line x1="${w / 2 + i * w * 0.045}" y1="${fy}" x2="${w / 2 + i * w * 0.16}" y2="${h}" stroke="#000" stroke-width="${2 * u}" opacity="0.35"/>`)
  c.add(`<rect x="0" y="${fy - 6 * u}" width="${w}" height="${12 * u}" fill="#1a0d0c"/>`)
  // hanging bulb
  const bx = w * 0.3
  c.add(
    `<line x1="${bx}" y1="0" x2="${bx}" y2="${h * 0.3}" stroke="#000" stroke-width="${3 * u}"/>` +
      glow(c, bx, h * 0.32, 260 * u, C.amber, 0.45) +
      `<circle cx="${bx}" cy="${h * 0.32}" r="${16 * u}" fill="#fff3c4"/>`,
  )
  // the time machine
  const mx = w * (o.machineX ?? 0.6)
  const my = h * 0.5
  const mr = Math.min(w, h) * 0.24
  c.add(gears(c, mx - mr * 1.05, my + mr * 0.75, mr * 0.42, { count: 4 }))
  c.add(
    `<path d="M${mx - mr * 1.25},${fy + 8 * u}L${mx - mr},${my + mr * 1.05}L${mx + mr},${my + mr * 1.05}L${mx + mr * 1.25},${fy + 8 * u}Z" fill="${c.linear([
      [0, "#6b3d12"],
      [1, "#2a160a"],
    ])}"/>`,
  )
  c.add(`<rect x="${mx - mr * 1.1}" y="${my + mr * 1.0}" width="${mr * 2.2}" height="${mr * 0.14}" rx="${mr * 0.05}" fill="#c98b2b"/>`)
  for (let i = 0; i < 5; i++)
    c.add(`<circle cx="${mx - mr * 0.8 + i * mr * 0.4}" cy="${my + mr * 1.3}" r="${mr * 0.05}" fill="${[C.teal, C.magenta, C.gold, C.lime, C.orange][i]}"/>`)
  c.add(portal(c, mx, my, mr, { frame: true, colors: lab ? [C.lime, C.teal, C.violet] : [C.teal, C.violet, C.magenta] }))
  c.add(clock(c, mx, my - mr * 1.3, mr * 0.28, { hours: 11, minutes: 58, glowColor: C.gold }))
  c.add(
    `<path d="M${mx - mr * 1.2},${my + mr * 0.2}C${mx - mr * 1.8},${my + mr * 0.6} ${mx - mr * 1.3},${fy} ${mx - mr * 2.2},${fy + (h - fy) * 0.5}" fill="none" stroke="#151018" stroke-width="${9 * u}"/>`,
  )
  c.add(
    `<path d="M${mx + mr * 1.15},${my + mr * 0.4}C${mx + mr * 1.8},${my + mr * 0.5} ${mx + mr * 1.4},${fy} ${mx + mr * 2.2},${fy + (h - fy) * 0.6}" fill="none" stroke="#151018" stroke-width="${9 * u}"/>`,
  )
  // workbench (left)
  const tx = w * 0.03
  const tw = w * 0.27
  const ty = h * 0.64
  c.add(
    `<rect x="${tx}" y="${ty}" width="${tw}" height="${22 * u}" fill="#5a341c"/><rect x="${tx + 10 * u}" y="${ty}" width="${16 * u}" height="${fy - ty + 10 * u}" fill="#3a2012"/><rect x="${tx + tw - 26 * u}" y="${ty}" width="${16 * u}" height="${fy - ty + 10 * u}" fill="#3a2012"/>`,
  )
  const jarColors = lab ? [C.lime, C.teal, C.magenta] : [C.teal, C.magenta, C.gold]
  jarColors.forEach((col, i) => {
    const jx = tx + tw * (0.15 + i * 0.14)
    const jh = (50 + i * 14) * u
    c.add(
      glow(c, jx, ty - jh / 2, 60 * u, col, 0.5) +
        `<rect x="${jx - 16 * u}" y="${ty - jh}" width="${32 * u}" height="${jh}" rx="${8 * u}" fill="${col}" opacity="0.8"/><rect x="${jx - 18 * u}" y="${ty - jh - 8 * u}" width="${36 * u}" height="${10 * u}" fill="#8d93ab"/>`,
    )
  })
  c.add(hourglass(tx + tw * 0.9, ty - 72 * 0.7 * u, 0.7 * u))
  c.add(
    `<g transform="translate(${tx + tw * 0.6} ${ty - 6 * u}) rotate(-8)"><rect x="${-60 * u}" y="${-40 * u}" width="${120 * u}" height="${40 * u}" fill="#3b6fb6"/><path d="M${-50 * u},${-28 * u}h${60 * u}M${-50 * u},${-16 * u}h${90 * u}" stroke="#dbe8ff" stroke-width="${3 * u}"/><circle cx="${35 * u}" cy="${-24 * u}" r="${10 * u}" fill="none" stroke="#dbe8ff" stroke-width="${3 * u}"/></g>`,
  )
  if (lab) {
    // chalkboard and shelves of glowing flasks
    c.add(`<rect x="${w * 0.05}" y="${h * 0.3}" width="${w * 0.22}" height="${h * 0.22}" fill="#1e3a2f" stroke="#6b4426" stroke-width="${10 * u}"/>`)
    for (let i = 0; i < 4; i++)
      c.add(
        `<path d="M${w * 0.07},${h * (0.34 + i * 0.045)}q${w * 0.02},${-h * 0.02} ${w * 0.04},0t${w * 0.04},0" fill="none" stroke="#e8f4ec" stroke-width="${3 * u}" opacity="0.8"/>`,
      )
    c.add(
      `<circle cx="${w * 0.22}" cy="${h * 0.4}" r="${h * 0.045}" fill="none" stroke="#e8f4ec" stroke-width="${3 * u}" opacity="0.8"/><path d="M${w * 0.2},${h * 0.47}l${w * 0.04},${-h * 0.14}" stroke="#e8f4ec" stroke-width="${3 * u}" opacity="0.8"/>`,
    )
    for (let s = 0; s < 2; s++) {
      const sy = h * (0.4 + s * 0.16)
      c.add(`<rect x="${w * 0.77}" y="${sy}" width="${w * 0.2}" height="${10 * u}" fill="#5a341c"/>`)
      for (let i = 0; i < 4; i++) {
        const fx = w * (0.8 + i * 0.045)
        const col = [C.lime, C.magenta, C.teal, C.gold][(i + s) % 4]
        c.add(
          glow(c, fx, sy - 25 * u, 55 * u, col, 0.45) +
            `<circle cx="${fx}" cy="${sy - 22 * u}" r="${22 * u}" fill="${col}" opacity="0.85"/><rect x="${fx - 7 * u}" y="${sy - 70 * u}" width="${14 * u}" height="${32 * u}" fill="${col}" opacity="0.6"/>`,
        )
      }
    }
  } else {
    // crates and an old trunk (right)
    const cx0 = w * 0.8
    for (const [dx, dy, s] of [
      [0, 0, 150],
      [150, 0, 120],
      [40, -150, 130],
    ]) {
      const x = cx0 + dx * u
      const y = fy - s * u + dy * u
      c.add(
        `<rect x="${x}" y="${y}" width="${s * u}" height="${s * u}" fill="#5a3a22" stroke="#2a160a" stroke-width="${5 * u}"/><path d="M${x},${y}L${x + s * u},${y + s * u}M${x + s * u},${y}L${x},${y + s * u}" stroke="#2a160a" stroke-width="${5 * u}" opacity="0.6"/>`,
      )
    }
    c.add(bike(w * 0.78, fy + 4 * u, 2.4 * u, { color: C.orange, rot: -4 }))
  }
  // dust in the moonbeam
  for (let i = 0; i < 40 * d; i++)
    c.add(
      `<circle cx="${w * c.rand(0.3, 0.7)}" cy="${h * c.rand(0.3, 0.95)}" r="${c.rand(1, 3.5) * u}" fill="${C.aqua}" opacity="${+c.rand(0.2, 0.6).toFixed(2)}"/>`,
    )
  c.add(vignette(c, 0.5))
}

export interface BmxJumpOptions {
  detail?: number
  sky?: string[]
  nebula?: string[]
  moon?: boolean
  moonX?: number
  moonY?: number
  moonR?: number
  portal?: boolean
  portalX?: number
  portalY?: number
  portalR?: number
  portalColors?: Trio
  city?: boolean
  swings?: boolean
  rampX?: number
  rider?: boolean
  riderX?: number
  riderY?: number
  riderS?: number
  riderRot?: number
  /** Leo in colour rather than a rim-lit silhouette */
  colorRider?: boolean
  raptor?: boolean
}

export const sceneBmxJump = (c: Canvas, o: BmxJumpOptions = {}) => {
  const { w, h, u } = c
  const d = o.detail ?? 1
  c.add(sky(c, o.sky ?? SKIES.violet))
  c.add(nebula(c, 5, o.nebula ?? [C.magenta, C.teal, C.violet], { h: h * 0.6 }))
  c.add(stars(c, { count: 420 * d, h: h * 0.8, fade: true }))
  const tall = h > w
  if (o.moon) {
    const mx = w * (o.moonX ?? 0.62)
    const my = h * (o.moonY ?? (tall ? 0.36 : 0.4))
    const mr = Math.min(w, h) * (o.moonR ?? 0.3)
    c.add(glow(c, mx, my, mr * 2.2, C.cream, 0.35) + planet(c, mx, my, mr, { colors: ["#fffbe8", "#f3e6c0", "#c9b48a"], craters: 14 }))
  }
  if (o.portal !== false) {
    const px = w * (o.portalX ?? 0.72)
    const py = h * (o.portalY ?? 0.42)
    c.add(portal(c, px, py, Math.min(w, h) * (o.portalR ?? 0.28), { colors: o.portalColors }))
  }
  // park: hills, trees, lamps
  const gy = h * (tall ? 0.78 : 0.74)
  c.add(hills(c, { y: gy - h * 0.05, amp: h * 0.06, color: "#2a1550", n: 7 }))
  if (o.city) c.add(rooftops(c, 0, w, gy - h * 0.02, 60 * u, 140 * u, "#1d1040", C.gold))
  for (let i = 0; i < 7; i++) c.add(tree(w * c.rand(0, 1), gy + h * 0.01, c.rand(1.0, 1.7) * u, "#1b0f3a"))
  c.add(hills(c, { y: gy + h * 0.06, amp: h * 0.04, color: "#120a2c", n: 5 }))
  for (let i = 0; i < 3; i++) {
    const lx = w * (0.08 + i * 0.36) + c.rand(-40, 40) * u
    const ly = gy + h * 0.08
    c.add(
      `<rect x="${lx - 4 * u}" y="${ly - 170 * u}" width="${8 * u}" height="${170 * u}" fill="#0a0620"/>` +
        glow(c, lx, ly - 175 * u, 90 * u, C.gold, 0.6) +
        `<circle cx="${lx}" cy="${ly - 175 * u}" r="${10 * u}" fill="#fff3c4"/>`,
    )
  }
  if (o.swings) {
    const sx = w * 0.2
    const sy = gy + h * 0.1
    c.add(
      `<path d="M${sx - 120 * u},${sy}L${sx - 80 * u},${sy - 200 * u}L${sx + 80 * u},${sy - 200 * u}L${sx + 120 * u},${sy}" fill="none" stroke="#0a0620" stroke-width="${10 * u}"/><path d="M${sx - 40 * u},${sy - 200 * u}v${150 * u}M${sx - 10 * u},${sy - 200 * u}v${150 * u}M${sx + 20 * u},${sy - 200 * u}v${140 * u}M${sx + 50 * u},${sy - 200 * u}v${140 * u}" stroke="#0a0620" stroke-width="${3 * u}"/><rect x="${sx - 48 * u}" y="${sy - 52 * u}" width="${46 * u}" height="${8 * u}" fill="#0a0620"/><rect x="${sx + 12 * u}" y="${sy - 62 * u}" width="${46 * u}" height="${8 * u}" fill="#0a0620"/>`,
    )
  }
  // ramp and the jump
  const rampX = w * (o.rampX ?? 0.1)
  const rampY = h * 0.94
  const rs = Math.min(w, h) * 0.0012
  const lip = [rampX + 110 * rs, rampY - 90 * rs]
  c.add(`<path d="M${rampX - 150 * rs},${rampY}Q${rampX + 60 * rs},${rampY} ${lip[0]},${lip[1]}L${lip[0]},${rampY}Z" fill="#0a0620"/>`)
  c.add(`<rect x="0" y="${rampY}" width="${w}" height="${h - rampY}" fill="#0a0620"/>`)
  if (o.rider !== false) {
    const bx = w * (o.riderX ?? 0.5)
    const by = h * (o.riderY ?? 0.5)
    const bs = Math.min(w, h) * (o.riderS ?? 0.0022)
    c.add(
      `<path d="M${lip[0]},${lip[1]}Q${(rampX + bx) / 2},${by - h * 0.12} ${bx - 20 * bs},${by - 10 * bs}" fill="none" stroke="${C.teal}" stroke-width="${5 * u}" stroke-dasharray="${18 * u} ${14 * u}" opacity="0.75"/>`,
    )
    const rim = c.filter(
      "rim",
      `<feGaussianBlur in="SourceAlpha" stdDeviation="4" result="b"/><feComponentTransfer in="b" result="a"><feFuncA type="linear" slope="4"/></feComponentTransfer><feFlood flood-color="#8ff7ff"/><feComposite in2="a" operator="in" result="o"/><feMerge><feMergeNode in="o"/><feMergeNode in="SourceGraphic"/></feMerge>`,
    )
    if (o.colorRider) c.add(bike(bx, by, bs, { rider: true, color: C.orange, rot: o.riderRot ?? -18 }))
    else c.add(`<g filter="${rim}">${bike(bx, by, bs, { rider: true, silhouette: true, riderColor: "#0a0a1f", rot: o.riderRot ?? -18 })}</g>`)
  }
  if (o.raptor) c.add(raptor(c, w * 0.82, rampY, Math.min(w, h) * 0.0018, { silhouette: true, fill: "#0a0620", run: 1 }))
  c.add(vignette(c, 0.45))
}

export const sceneClockTower = (c: Canvas, o: { detail?: number; sky?: string[]; towerX?: number } = {}) => {
  const { w, h, u } = c
  const d = o.detail ?? 1
  c.add(sky(c, o.sky ?? ["#030414", "#0c1446", "#23307a"]))
  c.add(nebula(c, 3, [C.violet, C.teal], { h: h * 0.5, opacity: 0.25 }))
  c.add(stars(c, { count: 380 * d, h: h * 0.7, fade: true }))
  const tx = w * (o.towerX ?? 0.5)
  const tw = Math.min(w, h) * 0.2
  const th = h * 0.62
  const gy = h * 0.93
  c.add(glow(c, tx + tw * 1.3, gy - th - tw * 0.4, tw * 3.2, "#d9e4ff", 0.35))
  c.add(planet(c, tx + tw * 1.3, gy - th - tw * 0.4, tw * 0.9, { colors: ["#ffffff", "#e8ecff", "#9aa6d6"], craters: 8 }))
  for (let i = 0; i < 4; i++) c.add(cloud(w * c.rand(0, 1), h * c.rand(0.15, 0.45), c.rand(2.5, 4) * u, "#3a4a8a", 0.35))
  c.add(
    `<circle cx="${tx}" cy="${gy - th + tw * 0.68}" r="${tw * 0.75}" fill="none" stroke="${C.teal}" stroke-width="${4 * u}" stroke-dasharray="${30 * u} ${16 * u}" opacity="0.6"/>`,
  )
  c.add(
    `<circle cx="${tx}" cy="${gy - th + tw * 0.68}" r="${tw * 0.9}" fill="none" stroke="${C.magenta}" stroke-width="${3 * u}" stroke-dasharray="${10 * u} ${22 * u}" opacity="0.5"/>`,
  )
  c.add(rooftops(c, 0, w, gy - h * 0.1, 70 * u, 150 * u, "#141a48", "#ffd98a"))
  c.add(clockTower(c, tx, gy, tw, th, { color: "#070a24", hours: 12, minutes: 0 }))
  c.add(rooftops(c, 0, w, gy, 90 * u, 200 * u, "#05061a", C.gold))
  c.add(`<rect x="0" y="${gy}" width="${w}" height="${h - gy}" fill="#05061a"/>`)
  for (let i = 0; i < 6; i++) {
    const bx = w * c.rand(0.1, 0.9)
    const by = h * c.rand(0.1, 0.4)
    const bs = c.rand(8, 16) * u
    c.add(
      `<path d="M${bx - bs * 2},${by}Q${bx - bs},${by - bs} ${bx},${by}Q${bx + bs},${by - bs} ${bx + bs * 2},${by}Q${bx + bs},${by - bs * 0.3} ${bx},${by + bs * 0.4}Q${bx - bs},${by - bs * 0.3} ${bx - bs * 2},${by}Z" fill="#05061a"/>`,
    )
  }
  c.add(vignette(c, 0.45))
}

export const sceneRace = (c: Canvas, o: { sky?: string[] } = {}) => {
  const { w, h, u } = c
  c.add(sky(c, o.sky ?? SKIES.dusk))
  c.add(
    glow(c, w * 0.18, h * 0.62, Math.min(w, h) * 0.6, "#ffb36b", 0.6) +
      `<circle cx="${w * 0.18}" cy="${h * 0.6}" r="${Math.min(w, h) * 0.09}" fill="#ffe0a8"/>`,
  )
  c.add(stars(c, { count: 120, h: h * 0.35, size: 0.8 }))
  for (let i = 0; i < 8; i++) {
    const y = h * c.rand(0.1, 0.5)
    c.add(
      `<rect x="${w * c.rand(-0.1, 0.8)}" y="${y}" width="${w * c.rand(0.2, 0.5)}" height="${c.rand(4, 12) * u}" rx="${6 * u}" fill="#ffc0a0" opacity="0.35"/>`,
    )
  }
  c.add(portal(c, w * 0.9, h * 0.55, Math.min(w, h) * 0.22, { colors: [C.gold, C.orange, C.magenta] }))
  c.add(hills(c, { y: h * 0.66, amp: h * 0.08, color: "#5a2466", n: 7 }))
  for (let i = 0; i < 9; i++) c.add(pine(w * c.rand(0, 1), h * 0.72, c.rand(1, 1.8) * u, "#3a1650"))
  c.add(hills(c, { y: h * 0.74, amp: h * 0.03, color: "#2c1038", n: 5 }))
  const ry = h * 0.86
  c.add(
    `<rect x="0" y="${h * 0.76}" width="${w}" height="${h * 0.16}" fill="#1c1428"/><rect x="0" y="${h * 0.92}" width="${w}" height="${h * 0.08}" fill="#12081c"/>`,
  )
  for (let x = 0; x < w; x += 120 * u) c.add(`<rect x="${x}" y="${h * 0.835}" width="${60 * u}" height="${8 * u}" fill="${C.gold}" opacity="0.8"/>`)
  // speed lines
  for (let i = 0; i < 24; i++)
    c.add(
      `<rect x="${w * c.rand(-0.1, 0.5)}" y="${h * c.rand(0.55, 0.95)}" width="${w * c.rand(0.1, 0.3)}" height="${c.rand(2, 5) * u}" fill="#fff" opacity="${+c.rand(0.15, 0.4).toFixed(2)}"/>`,
    )
  for (let i = 0; i < 6; i++)
    c.add(`<circle cx="${w * (0.28 - i * 0.04)}" cy="${ry - c.rand(10, 50) * u}" r="${(20 + i * 10) * u}" fill="#c9a9c9" opacity="${0.35 - i * 0.05}"/>`)
  c.add(car(c, w * 0.46, ry, Math.min(w * 0.0013, h * 0.0022) * 1.05, { body: "#2f8f83", trim: "#f4f6fb" }))
  c.add(bike(w * 0.72, ry + 10 * u, Math.min(w, h) * 0.0024, { rider: true, color: C.orange, rot: -6 }))
  c.add(raptor(c, w * 0.15, ry + 16 * u, Math.min(w, h) * 0.0022, { fill: "#5cc45c", baby: true, run: 1 }))
  c.add(vignette(c, 0.4))
}

export const sceneTea = (c: Canvas) => {
  const { w, h, u } = c
  c.add(sky(c, ["#f7c59f", "#f2a07b", "#d9707a"]))
  for (let y = 40 * u; y < h * 0.7; y += 80 * u)
    for (let x = ((y / (80 * u)) % 2) * 40 * u; x < w; x += 80 * u) c.add(`<circle cx="${x}" cy="${y}" r="${6 * u}" fill="#fff" opacity="0.18"/>`)
  // window with the sunset garden and a closing portal
  const wx = w * 0.56
  const wy = h * 0.1
  const ww = w * 0.34
  const wh = h * 0.46
  const clip = c.clip(`<rect x="${wx}" y="${wy}" width="${ww}" height="${wh}"/>`)
  c.add(
    `<g clip-path="${clip}">${sky(c, SKIES.dusk, { x: wx, y: wy, w: ww, h: wh })}${stars(c, { count: 30, x: wx, y: wy, w: ww, h: wh * 0.4 })}${portal(c, wx + ww * 0.7, wy + wh * 0.5, wh * 0.16, { open: 0.35, colors: [C.teal, C.violet, C.magenta] })}${hills(c, { y: wy + wh * 0.78, amp: wh * 0.08, color: "#3a2a5a", x0: wx, x1: wx + ww, bottom: wy + wh })}${tree(wx + ww * 0.25, wy + wh * 0.85, wh * 0.0035, "#2a1a44")}</g>`,
  )
  c.add(
    `<rect x="${wx}" y="${wy}" width="${ww}" height="${wh}" fill="none" stroke="#fff6ea" stroke-width="${18 * u}"/><path d="M${wx + ww / 2},${wy}V${wy + wh}M${wx},${wy + wh / 2}H${wx + ww}" stroke="#fff6ea" stroke-width="${10 * u}"/>`,
  )
  c.add(`<rect x="${wx - 20 * u}" y="${wy + wh}" width="${ww + 40 * u}" height="${16 * u}" fill="#fff6ea"/>`)
  for (const sd of [-1, 1]) {
    const cx = sd < 0 ? wx - 10 * u : wx + ww + 10 * u
    c.add(
      `<path d="M${cx - sd * 0},${wy - 30 * u}L${cx + sd * 90 * u},${wy - 30 * u}Q${cx + sd * 40 * u},${wy + wh * 0.5} ${cx + sd * 100 * u},${wy + wh + 30 * u}L${cx},${wy + wh + 30 * u}Z" fill="${C.magenta}" opacity="0.85"/>`,
    )
  }
  c.add(`<rect x="${wx - 60 * u}" y="${wy - 40 * u}" width="${ww + 120 * u}" height="${12 * u}" rx="${6 * u}" fill="#6b3d12"/>`)
  // wall clock at tea time
  c.add(clock(c, w * 0.22, h * 0.24, Math.min(w, h) * 0.12, { hours: 5, minutes: 0, face: C.cream, rim: "#2f8f83" }))
  c.add(
    `<path d="M${w * 0.06},${h * 0.47}l${40 * u},0" stroke="#6b3d12" stroke-width="${8 * u}" stroke-linecap="round"/>` +
      bobbleHat(c, w * 0.085, h * 0.44, 0.5 * u, C.magenta, "#fff"),
  )
  // Rexi peeking over the table
  const ty = h * 0.7
  c.add(raptor(c, w * 0.1, ty + 60 * u, 2.4 * u, { fill: "#5cc45c", baby: true }))
  // table with gingham cloth
  const cloth = c.clip(`<path d="M${w * 0.14},${ty}L${w * 1.02},${ty}L${w * 1.02},${h}L${w * 0.12},${h}Z"/>`)
  let checks = ""
  const cs = 46 * u
  for (let y = ty; y < h; y += cs)
    for (let x = w * 0.1; x < w; x += cs) {
      const i = Math.round((x - w * 0.1) / cs) + Math.round((y - ty) / cs)
      if (i % 2) checks += `<rect x="${x}" y="${y}" width="${cs}" height="${cs}"/>`
    }
  c.add(
    `<g clip-path="${cloth}"><rect x="0" y="${ty}" width="${w}" height="${h - ty}" fill="#fff6ea"/><g fill="#e4572e" opacity="0.75">${checks}</g><rect x="0" y="${ty}" width="${w}" height="${h - ty}" fill="${c.linear(
      [
        [0, "#000", 0],
        [1, "#000", 0.3],
      ],
    )}"/></g>`,
  )
  // teapot
  const px = w * 0.5
  const py = ty
  const ps = Math.min(w, h) * 0.0016
  c.add(
    g(
      `translate(${px} ${py}) scale(${ps})`,
      `<path d="M60,-60Q100,-70 110,-110L100,-112Q90,-84 58,-80Z" fill="#1f8f93"/><path d="M-64,-90Q-110,-90 -100,-50Q-92,-30 -60,-40" fill="none" stroke="#1f8f93" stroke-width="12"/><ellipse cx="0" cy="-60" rx="72" ry="60" fill="${c.radial(
        [
          [0, "#7ff0e8"],
          [1, "#16777a"],
        ],
        { fx: 0.35, fy: 0.3 },
      )}"/><ellipse cx="0" cy="-112" rx="40" ry="10" fill="#16777a"/><circle cx="0" cy="-124" r="10" fill="${C.gold}"/><path d="M-60,-60Q0,-40 60,-60" stroke="${C.gold}" stroke-width="6" fill="none"/><ellipse cx="0" cy="-2" rx="60" ry="8" fill="#000" opacity="0.15"/>`,
    ),
  )
  for (const [cxk, col] of [
    [0.33, C.magenta],
    [0.68, C.violet],
  ] as [number, string][]) {
    const cx = w * cxk
    c.add(
      g(
        `translate(${cx} ${ty}) scale(${ps})`,
        `<ellipse cx="0" cy="-4" rx="52" ry="10" fill="#fff"/><path d="M-36,-60L36,-60Q34,-10 0,-10Q-34,-10 -36,-60Z" fill="${col}"/><path d="M34,-50Q56,-48 50,-30Q46,-22 30,-26" fill="none" stroke="${col}" stroke-width="7"/><ellipse cx="0" cy="-60" rx="36" ry="8" fill="#7a3a1a"/>` +
          `<path d="M-10,-80q-12,-20 0,-40t0,-40M12,-84q-12,-20 0,-40t0,-40" fill="none" stroke="#fff" stroke-width="5" opacity="0.55" stroke-linecap="round"/>`,
      ),
    )
  }
  c.add(
    g(
      `translate(${w * 0.84} ${ty}) scale(${ps})`,
      `<ellipse cx="0" cy="-4" rx="90" ry="14" fill="#fff"/><path d="M-70,-10L-70,-70L70,-70L70,-10Z" fill="#f7d6a0"/><rect x="-70" y="-52" width="140" height="14" fill="${C.magenta}"/><path d="M-74,-70Q-50,-60 -30,-72Q-10,-60 10,-72Q30,-60 50,-72Q66,-62 74,-70L74,-86L-74,-86Z" fill="#fff"/><circle cx="0" cy="-96" r="12" fill="#e4282e"/>`,
    ),
  )
  c.add(vignette(c, 0.35))
}

export const sceneMeteor = (c: Canvas, o: { detail?: number; sky?: string[] } = {}) => {
  const { w, h, u } = c
  const d = o.detail ?? 1
  c.add(sky(c, o.sky ?? ["#02030e", "#0b1040", "#2a1a5e", "#5a2a6e"]))
  // milky way band
  const band = `<g transform="rotate(-24 ${w / 2} ${h / 2})">${nebula(c, 6, [C.violet, C.teal, C.pink], { x: -w * 0.1, y: h * 0.3, w: w * 1.2, h: h * 0.2, opacity: 0.3 })}${stars(c, { count: 500 * d, x: -w * 0.1, y: h * 0.32, w: w * 1.2, h: h * 0.16, size: 0.6, twinkle: 0 })}</g>`
  c.add(band)
  c.add(stars(c, { count: 350 * d, h: h * 0.75 }))
  const fill = c.linear(
    [
      [0, "#ffffff", 1],
      [0.2, C.aqua, 0.7],
      [1, C.violet, 0],
    ],
    0,
    1,
    1,
    0,
  )
  for (let i = 0; i < 26 * d; i++) {
    const x = w * c.rand(0, 1.1)
    const y = h * c.rand(0, 0.6)
    const L = c.rand(120, 420) * u
    const a = rad(32)
    const wd = c.rand(2, 5) * u
    c.add(
      `<path d="M${x},${y - wd}L${x + Math.cos(a) * L},${y - Math.sin(a) * L}L${x},${y + wd}Z" fill="${fill}"/><circle cx="${x}" cy="${y}" r="${wd * 1.2}" fill="#fff"/>`,
    )
  }
  const gy = h * 0.84
  c.add(hills(c, { y: gy, amp: h * 0.06, color: "#140a2a", n: 6 }))
  c.add(`<path d="M${w * 0.45},${h}Q${w * 0.62},${gy - h * 0.12} ${w * 0.85},${h}Z" fill="#08051a"/>`)
  // kids watching the sky: Leo and Ava (bobble hat), plus a telescope and Rexi
  const kx = w * 0.64
  const ky = gy - h * 0.035
  const ks = Math.min(w, h) * 0.0009
  const kid = (x: number, hat: boolean) =>
    g(
      `translate(${x} ${ky}) scale(${ks})`,
      `<path d="M-30,0Q-34,-60 -10,-70L12,-70Q30,-60 34,0Z" fill="#08051a"/><circle cx="0" cy="-92" r="24" fill="#08051a"/>` +
        (hat
          ? `<circle cx="0" cy="-126" r="11" fill="#08051a"/><path d="M-24,-96Q0,-132 24,-96Z" fill="#08051a"/>`
          : `<path d="M-22,-100L-14,-124L-4,-108L6,-126L14,-108L24,-118L24,-96Z" fill="#08051a"/>`),
    )
  c.add(kid(kx - 40 * ks, false) + kid(kx + 40 * ks, true))
  c.add(
    g(
      `translate(${kx + 150 * ks} ${ky}) scale(${ks})`,
      `<path d="M0,0L20,-60L40,0M20,-60L20,0" stroke="#08051a" stroke-width="6" fill="none"/><rect x="-20" y="-100" width="90" height="22" rx="6" fill="#08051a" transform="rotate(-35 20 -70)"/>`,
    ),
  )
  c.add(raptor(c, kx - 170 * ks, ky + 4 * u, ks * 0.8, { silhouette: true, fill: "#08051a", flip: true }))
  c.add(vignette(c, 0.4))
}

export const sceneOldCar = (c: Canvas) => {
  const { w, h, u } = c
  c.add(sky(c, ["#241848", "#6a3470", "#e57a5a", "#ffcf8a"]))
  c.add(
    glow(c, w * 0.82, h * 0.62, Math.min(w, h) * 0.6, "#ffd08a", 0.6) +
      `<circle cx="${w * 0.82}" cy="${h * 0.6}" r="${Math.min(w, h) * 0.08}" fill="#fff1c9"/>`,
  )
  for (let i = 0; i < 5; i++) c.add(cloud(w * c.rand(0, 1), h * c.rand(0.08, 0.35), c.rand(2.5, 4.5) * u, "#ffb0a0", 0.4))
  c.add(hills(c, { y: h * 0.66, amp: h * 0.05, color: "#7a3a6a", n: 6 }))
  for (let i = 0; i < 8; i++) c.add(tree(w * c.rand(0.45, 1), h * 0.68, c.rand(0.8, 1.3) * u, "#5a2a5a"))
  // house and open garage
  const gx = w * 0.03
  const gw = w * 0.46
  const gy = h * 0.82
  const gh = h * 0.5
  c.add(`<path d="M${gx},${gy}V${gy - gh}L${gx + gw * 0.5},${gy - gh - gh * 0.32}L${gx + gw},${gy - gh}V${gy}Z" fill="#3a1f3f"/>`)
  c.add(
    `<rect x="${gx + gw * 0.1}" y="${gy - gh * 0.72}" width="${gw * 0.8}" height="${gh * 0.72}" fill="${c.linear([
      [0, "#ffcf7a"],
      [1, "#d9803a"],
    ])}"/>`,
  )
  c.add(`<rect x="${gx + gw * 0.1}" y="${gy - gh * 0.72}" width="${gw * 0.8}" height="${gh * 0.1}" fill="#2a1530"/>`)
  // pegboard tools
  const tx = gx + gw * 0.18
  const ty = gy - gh * 0.55
  c.add(`<rect x="${tx}" y="${ty}" width="${gw * 0.64}" height="${gh * 0.25}" fill="#c98b4a" opacity="0.6"/>`)
  c.add(
    `<g fill="#5a3015">` +
      `<rect x="${tx + gw * 0.05}" y="${ty + gh * 0.03}" width="${gw * 0.02}" height="${gh * 0.17}"/><circle cx="${tx + gw * 0.06}" cy="${ty + gh * 0.03}" r="${gw * 0.022}"/>` +
      `<rect x="${tx + gw * 0.15}" y="${ty + gh * 0.04}" width="${gw * 0.02}" height="${gh * 0.14}"/><rect x="${tx + gw * 0.13}" y="${ty + gh * 0.03}" width="${gw * 0.06}" height="${gh * 0.03}"/>` +
      `<path d="M${tx + gw * 0.26},${ty + gh * 0.03}h${gw * 0.12}v${gh * 0.04}l${-gw * 0.1},${gh * 0.12}h${-gw * 0.02}z"/>` +
      `</g>` +
      gear(c, tx + gw * 0.5, ty + gh * 0.12, gh * 0.07, { shadow: false }),
  )
  c.add(
    `<rect x="0" y="${gy}" width="${w}" height="${h - gy}" fill="${c.linear([
      [0, "#4a2a3a"],
      [1, "#24121f"],
    ])}"/>`,
  )
  c.add(`<path d="M${gx + gw * 0.1},${gy}L${gx + gw * 0.9},${gy}L${gx + gw * 1.3},${h}L${gx - gw * 0.1},${h}Z" fill="#ffcf7a" opacity="0.16"/>`)
  c.add(bike(gx + gw * 0.2, gy, Math.min(w, h) * 0.0018, { color: C.orange }))
  const carS = Math.min(w * 0.0022, h * 0.0034)
  c.add(`<ellipse cx="${w * 0.6}" cy="${h * 0.905}" rx="${135 * carS}" ry="${12 * carS}" fill="#000" opacity="0.4"/>`)
  c.add(car(c, w * 0.6, h * 0.9, carS, { body: "#2f8f83", trim: "#f4f6fb", lights: false }))
  for (let i = 0; i < 8; i++) c.add(sparkle(w * 0.6 + c.rand(-120, 120) * carS, h * 0.9 - c.rand(20, 110) * carS, c.rand(8, 18) * u, "#fff", 0.9))
  c.add(vignette(c, 0.35))
}

export const sceneCode = (c: Canvas) => {
  const { w, h, u } = c
  c.add(sky(c, ["#040a1c", "#0a1f3d", "#0b2f4a"]))
  // circuit traces
  let traces = ""
  for (let i = 0; i < 40; i++) {
    let x = w * c.rand(0, 1)
    let y = h * c.rand(0, 1)
    traces += `M${x},${y}`
    for (let k = 0; k < 4; k++) {
      if (k % 2) x += c.rand(-120, 120) * u
      else y += c.rand(-120, 120) * u
      traces += `L${x},${y}`
    }
  }
  c.add(`<path d="${traces}" fill="none" stroke="${C.teal}" stroke-width="${2.5 * u}" opacity="0.25"/>`)
  // floating holographic panels with glyph rows
  const panels = [
    [0.06, 0.08, 0.38, 0.2],
    [0.56, 0.06, 0.38, 0.17],
    [0.04, 0.33, 0.3, 0.16],
    [0.66, 0.3, 0.3, 0.18],
  ]
  for (const [px, py, pw, ph] of panels) {
    const x = w * px
    const y = h * py
    const pwid = w * pw
    const phei = h * ph
    let rows = ""
    for (let r = 0; r < 6; r++) {
      let gx = x + pwid * 0.08
      const gy = y + phei * (0.15 + r * 0.13)
      while (gx < x + pwid * 0.86) {
        const gw = c.rand(8, 40) * u
        rows += `<rect x="${gx}" y="${gy}" width="${gw}" height="${phei * 0.06}" rx="${3 * u}" fill="${c.pick([C.aqua, C.teal, C.gold, C.pink])}" opacity="${+c.rand(0.5, 0.95).toFixed(2)}"/>`
        gx += gw + c.rand(6, 16) * u
      }
    }
    c.add(
      `<rect x="${x}" y="${y}" width="${pwid}" height="${phei}" rx="${18 * u}" fill="${C.teal}" fill-opacity="0.08" stroke="${C.teal}" stroke-width="${3 * u}"/>${rows}`,
    )
  }
  // padlock springing open
  const lx = w * 0.5
  const ly = h * 0.4
  const ls = Math.min(w, h) * 0.0012
  c.add(glow(c, lx, ly, 380 * ls, C.gold, 0.6))
  c.add(
    g(
      `translate(${lx} ${ly}) scale(${ls})`,
      `<path d="M-50,-40V-90A50,50 0 0 1 50,-90V-70" fill="none" stroke="#d9dde8" stroke-width="20" stroke-linecap="round" transform="rotate(-22 50 -40) translate(0 -30)"/><rect x="-80" y="-50" width="160" height="130" rx="22" fill="${c.linear(
        [
          [0, "#ffe39a"],
          [1, "#d8901c"],
        ],
      )}"/><circle cx="0" cy="5" r="16" fill="#5a3a0a"/><path d="M-8,10L8,10L12,50L-12,50Z" fill="#5a3a0a"/>`,
    ),
  )
  for (let i = 0; i < 12; i++) c.add(sparkle(lx + c.rand(-1, 1) * w * 0.25, ly + c.rand(-1, 1) * h * 0.1, c.rand(8, 18) * u, c.pick([C.gold, "#fff"]), 0.9))
  // Ava, lit by the screens
  const s = w * 0.15
  c.add(
    person(c, w / 2, h * 0.72, s, {
      skin: SKIN.brown,
      hair: "#1a0f0a",
      hairStyle: "curly",
      top: C.gold,
      topStyle: "jumper",
      accent: C.magenta,
      bobble: [C.magenta, "#ffffff"],
    }),
  )
  c.add(
    `<rect x="0" y="${h * 0.55}" width="${w}" height="${h * 0.45}" fill="${c.linear([
      [0, C.teal, 0],
      [1, C.teal, 0.18],
    ])}"/>`,
  )
  c.add(vignette(c, 0.45))
}
