/**
 * Whole-canvas scenes in the Cretaceous: the valley (at dawn, in a storm, golden or in
 * daylight), Rexi hatching, and a trail of footprints in the mud.
 */
import { cloud, glow, hills, mountains, rays, sky, sparkle, stars, vignette } from "./backgrounds"
import { egg, eggShell, fernClump, footprint, palm, ptero, raptor, sauropod, volcano } from "./book-one"
import type { Canvas } from "./canvas"
import { C, SKIES } from "./colours"

interface CretaceousPalette {
  sky: string[]
  stars?: boolean
  clouds: string[]
  mount: string
  volcano: string
  ptero: string
  hill: string
  dino: string
  river: [string, string]
  near: string
  raptor: string
  fg: string
}

const CRETACEOUS: Record<"dawn" | "storm" | "golden" | "daylight", CretaceousPalette> = {
  dawn: {
    sky: SKIES.dawn,
    stars: true,
    clouds: ["#ff9fb0", "#f07a8a", "#ffc6a0"],
    mount: "#9b5a8f",
    volcano: "#6e3a72",
    ptero: "#5a2a5a",
    hill: "#6a2f63",
    dino: "#4a1f4c",
    river: ["#ffd0a0", "#c25a7a"],
    near: "#3a1638",
    raptor: "#24102a",
    fg: "#1a0a1e",
  },
  storm: {
    sky: SKIES.storm,
    clouds: ["#2a2f4f", "#1d2240", "#363c66"],
    mount: "#1d2140",
    volcano: "#15182e",
    ptero: "#0c0e1c",
    hill: "#151a30",
    dino: "#0f1326",
    river: ["#3a4680", "#1a2040"],
    near: "#0b0e1c",
    raptor: "#05060e",
    fg: "#04050b",
  },
  golden: {
    sky: ["#0a1838", "#1f4a6a", "#d9764a", "#ffcf6a", "#fff0b0"],
    stars: true,
    clouds: ["#ffd9a0", "#ffb27a", "#ffe6c0"],
    mount: "#3f6480",
    volcano: "#2f4a66",
    ptero: "#1f2f4a",
    hill: "#2c4a5e",
    dino: "#1d3346",
    river: ["#fff0b0", "#e08a4a"],
    near: "#162a3a",
    raptor: "#0c1824",
    fg: "#07121c",
  },
  daylight: {
    sky: ["#1d4f9a", "#4f9ad9", "#a8dcf0", "#fff1d0"],
    clouds: ["#ffffff", "#eef6ff", "#dcecff"],
    mount: "#7a8cc0",
    volcano: "#5d6aa0",
    ptero: "#3a4a7a",
    hill: "#8a6a9a",
    dino: "#5a4a7a",
    river: ["#dff4ff", "#6aa8d9"],
    near: "#4a3a6a",
    raptor: "#2a2040",
    fg: "#1c1634",
  },
}

export interface CretaceousOptions {
  detail?: number
  storm?: boolean
  pal?: "dawn" | "golden" | "daylight"
  sunX?: number
  sunR?: number
  sunRays?: boolean
  volcanoX?: number
  raptors?: boolean
}

export const sceneCretaceous = (c: Canvas, o: CretaceousOptions = {}) => {
  const { w, h, u } = c
  const d = o.detail ?? 1
  const storm = !!o.storm
  const P = storm ? CRETACEOUS.storm : CRETACEOUS[o.pal ?? "dawn"]
  c.add(sky(c, P.sky))
  const sunX = w * (o.sunX ?? 0.62)
  const horizon = h * 0.6
  if (!storm) {
    if (o.sunRays) c.add(rays(c, sunX, horizon - h * 0.02, Math.max(w, h), 34, "#fff1c9", 0.16, 180, 180))
    c.add(glow(c, sunX, horizon, Math.min(w, h) * 0.7, "#ffd08a", 0.55))
    c.add(`<circle cx="${sunX}" cy="${horizon - h * 0.02}" r="${Math.min(w, h) * (o.sunR ?? 0.1)}" fill="#fff1c9"/>`)
    if (P.stars) c.add(stars(c, { count: 80 * d, h: h * 0.3, size: 0.8 }))
  }
  for (let i = 0; i < 7; i++) {
    const col = c.pick(P.clouds)
    c.add(cloud(c.rand(0, w), c.rand(h * 0.06, h * 0.38), c.rand(2, 4.5) * u, col, storm ? 0.95 : 0.55))
  }
  if (storm) {
    for (let i = 0; i < 3; i++) {
      let lx = w * c.rand(0.15, 0.85)
      let ly = h * 0.12
      let dpath = `M${lx},${ly}`
      while (ly < h * 0.62) {
        lx += c.rand(-50, 50) * u
        ly += c.rand(40, 80) * u
        dpath += `L${lx},${ly}`
      }
      c.add(
        `<path d="${dpath}" fill="none" stroke="${C.aqua}" stroke-width="${14 * u}" opacity="0.3" stroke-linejoin="round"/><path d="${dpath}" fill="none" stroke="#fff" stroke-width="${4 * u}" stroke-linejoin="round"/>`,
      )
    }
    c.add(glow(c, w * 0.5, h * 0.2, w * 0.5, C.violet, 0.3))
  }
  c.add(mountains(c, { y: horizon, amp: h * 0.2, color: P.mount, n: 6 }))
  c.add(volcano(c, w * (o.volcanoX ?? 0.2), horizon + h * 0.02, w * 0.34, h * 0.22, P.volcano))
  for (let i = 0; i < 5; i++) c.add(ptero(w * c.rand(0.3, 0.9), h * c.rand(0.12, 0.35), c.rand(0.6, 1.2) * u, P.ptero, c.rand() < 0.5))
  c.add(hills(c, { y: h * 0.7, amp: h * 0.06, color: P.hill, n: 6 }))
  c.add(sauropod(w * 0.38, h * 0.7, 1.3 * u, P.dino))
  c.add(sauropod(w * 0.52, h * 0.705, 0.9 * u, P.dino, true))
  // river
  c.add(
    `<path d="M${w * 0.5},${h * 0.7}C${w * 0.62},${h * 0.76} ${w * 0.3},${h * 0.82} ${w * 0.45},${h}L${w * 0.72},${h}C${w * 0.55},${h * 0.82} ${w * 0.72},${h * 0.76} ${w * 0.54},${h * 0.7}Z" fill="${c.linear(
      [
        [0, P.river[0]],
        [1, P.river[1]],
      ],
    )}" opacity="0.9"/>`,
  )
  c.add(hills(c, { y: h * 0.86, amp: h * 0.05, color: P.near, n: 4 }))
  if (o.raptors)
    for (let i = 0; i < 3; i++) c.add(raptor(c, w * (0.6 + i * 0.08), h * 0.86, (1.1 - i * 0.2) * u, { silhouette: true, fill: P.raptor, run: i % 2 ? 1 : -1 }))
  // foreground plants
  const fg = P.fg
  c.add(fernClump(c, w * 0.04, h * 1.01, h * 0.36, fg, 6))
  c.add(fernClump(c, w * 0.26, h * 1.02, h * 0.22, fg, 4))
  c.add(palm(c, w * 0.9, h * 1.02, h * 0.55, fg))
  c.add(palm(c, w * 0.78, h * 1.02, h * 0.38, fg))
  c.add(fernClump(c, w * 0.97, h * 1.01, h * 0.3, fg, 5))
  if (storm) {
    let rain = ""
    for (let i = 0; i < 260 * d; i++) {
      const x = c.rand(0, w)
      const y = c.rand(0, h)
      rain += `M${x},${y}l${-10 * u},${40 * u}`
    }
    c.add(`<path d="${rain}" stroke="#bcd2ff" stroke-width="${2 * u}" opacity="0.35"/>`)
  }
  c.add(vignette(c, 0.4))
}

export const sceneHatch = (c: Canvas) => {
  const { w, h, u } = c
  c.add(
    `<rect width="${w}" height="${h}" fill="${c.radial(
      [
        [0, "#ffcf7a"],
        [0.35, "#d9703a"],
        [0.75, "#5a1f3f"],
        [1, "#1d0a22"],
      ],
      { cy: 0.62, r: 0.75 },
    )}"/>`,
  )
  c.add(rays(c, w / 2, h * 0.6, Math.max(w, h), 26, "#fff3c4", 0.12))
  c.add(fernClump(c, -w * 0.02, h * 0.7, h * 0.5, "#2a0f28", 6) + fernClump(c, w * 1.02, h * 0.7, h * 0.5, "#2a0f28", 6))
  const nx = w / 2
  const ny = h * 0.8
  const nrx = Math.min(w * 0.42, h * 0.55)
  const s = nrx / 260 // raptor/egg scale
  c.add(`<ellipse cx="${nx}" cy="${ny}" rx="${nrx}" ry="${nrx * 0.3}" fill="#4a2414"/>`)
  c.add(egg(c, nx - nrx * 0.62, ny - 30 * s, s * 1.5, "#e8f0d0") + egg(c, nx + nrx * 0.64, ny - 26 * s, s * 1.4, "#f4e0c8"))
  // Rexi inside the cracked egg
  const es = s * 2.6
  const ey = ny - 40 * s
  const k = s * 2.4
  const rim = ey - 8 * es // the lowest notch of the broken shell
  const rx = nx - 60 * k
  const ry = rim + 84 * k + 4 * s
  // only what is inside the shell (or above its broken rim) shows
  const clip = c.clip(`<path d="M-45,-400L45,-400L45,-18C47,10 30,37 0,37C-30,37 -47,12 -45,-20Z" transform="translate(${nx} ${ey + 10 * es}) scale(${es})"/>`)
  c.add(`<g clip-path="${clip}">${raptor(c, rx, ry, k, { fill: "#5cc45c", baby: true })}</g>`)
  c.add(eggShell(c, nx, ey + 10 * es, es, "#f6ecd2"))
  c.add(
    `<g transform="translate(${rx + 58 * k} ${ry - 118 * k}) rotate(-18) scale(${es * 0.5})"><path d="M-30,0L-20,-8L-10,2L2,-8L12,2L22,-8L30,0C28,-20 14,-30 0,-30C-14,-30 -28,-20 -30,0Z" fill="#f6ecd2"/></g>`,
  )
  // straw rim in front
  let straw = ""
  for (let i = 0; i < 160; i++) {
    const a = c.rand(0, Math.PI)
    const x = nx + Math.cos(a) * nrx * c.rand(0.8, 1.05)
    const y = ny + Math.sin(a) * nrx * 0.3 * c.rand(0.6, 1.1)
    const len = c.rand(30, 70) * s
    const ang = c.rand(-0.5, 0.5)
    straw += `<path d="M${x},${y}l${Math.cos(ang) * len},${Math.sin(ang) * len}" stroke="${c.pick(["#e0a64a", "#b97a2a", "#f2c56a", "#8a5420"])}" stroke-width="${c.rand(3, 6) * s}" stroke-linecap="round"/>`
  }
  c.add(straw)
  for (let i = 0; i < 14; i++) c.add(sparkle(w * c.rand(0.15, 0.85), h * c.rand(0.1, 0.55), c.rand(6, 16) * u, c.pick(["#fff", C.gold, C.aqua]), 0.85))
  c.add(vignette(c, 0.5))
}

export const sceneFootprints = (c: Canvas, o: { detail?: number } = {}) => {
  const { w, h, u } = c
  c.add(
    `<rect width="${w}" height="${h}" fill="${c.radial(
      [
        [0, "#a8724a"],
        [0.6, "#7a4a2e"],
        [1, "#3d2216"],
      ],
      { cx: 0.4, cy: 0.4, r: 0.8 },
    )}"/>`,
  )
  // pebbles and dried-mud cracks
  let pebbles = ""
  for (let i = 0; i < 500 * (o.detail ?? 1); i++)
    pebbles += `<ellipse cx="${c.rand(0, w)}" cy="${c.rand(0, h)}" rx="${c.rand(2, 9) * u}" ry="${c.rand(2, 6) * u}" fill="${c.pick(["#5a3420", "#c08a5a", "#8a5a3a", "#d9a878"])}" opacity="${+c.rand(0.3, 0.8).toFixed(2)}"/>`
  c.add(pebbles)
  let cracks = ""
  for (let i = 0; i < 40; i++) {
    let x = c.rand(0, w)
    let y = c.rand(0, h)
    cracks += `M${x},${y}`
    for (let k = 0; k < 5; k++) {
      x += c.rand(-60, 60) * u
      y += c.rand(-60, 60) * u
      cracks += `L${x},${y}`
    }
  }
  c.add(`<path d="${cracks}" fill="none" stroke="#3d2216" stroke-width="${2.5 * u}" opacity="0.5"/>`)
  // a puddle reflecting the evening sky
  const px = w * 0.78
  const py = h * 0.25
  const clip = c.clip(`<ellipse cx="${px}" cy="${py}" rx="${w * 0.16}" ry="${h * 0.12}"/>`)
  c.add(
    `<ellipse cx="${px}" cy="${py}" rx="${w * 0.17}" ry="${h * 0.13}" fill="#4a2a1a"/><g clip-path="${clip}">${sky(c, SKIES.dusk, { x: px - w * 0.16, y: py - h * 0.12, w: w * 0.32, h: h * 0.24 })}${stars(c, { count: 40, x: px - w * 0.16, y: py - h * 0.12, w: w * 0.32, h: h * 0.12 })}${ptero(px - w * 0.04, py - h * 0.03, 1.4 * u, "#2a1030")}</g>`,
  )
  const press = (x: number, y: number, s: number, rot: number, toes: number) =>
    footprint(x + 3 * u, y + 4 * u, s, "#e0b080", rot, toes) + footprint(x, y, s, "#3a1f12", rot, toes)
  // big theropod trail
  for (let i = 0; i < 6; i++) {
    const t = i / 5
    const x = w * (0.08 + t * 0.62) + (i % 2 ? 50 : -50) * u
    const y = h * (0.95 - t * 0.75)
    c.add(press(x, y, 2.4 * u, 38, 3))
  }
  // little Rexi prints
  for (let i = 0; i < 9; i++) {
    const t = i / 8
    c.add(press(w * (0.3 + t * 0.5) + (i % 2 ? 22 : -22) * u, h * (0.92 - t * 0.35), 0.9 * u, 70, 2))
  }
  // sneaker prints and a BMX tyre track: the time travellers were here too
  for (let i = 0; i < 5; i++) {
    const x = w * (0.05 + i * 0.09)
    const y = h * (0.3 + (i % 2) * 0.05)
    c.add(
      `<g transform="translate(${x} ${y}) rotate(80) scale(${u})"><path d="M-18,-50C-20,-70 20,-70 18,-50L16,30C16,50 -16,50 -16,30Z" fill="#3a1f12"/><path d="M-12,-40h24M-12,-25h24M-12,-10h24M-12,5h24M-12,20h24" stroke="#7a4a2e" stroke-width="4"/></g>`,
    )
  }
  let track = `M${-10},${h * 0.6}`
  for (let x = 0; x <= w + 40; x += 40 * u) track += `L${x},${h * 0.6 + Math.sin(x / (160 * u)) * 60 * u - x * 0.15}`
  c.add(
    `<path d="${track}" fill="none" stroke="#3a1f12" stroke-width="${22 * u}" opacity="0.8"/><path d="${track}" fill="none" stroke="#8a5a3a" stroke-width="${14 * u}" stroke-dasharray="${6 * u} ${8 * u}"/>`,
  )
  c.add(fernClump(c, -w * 0.02, -h * 0.02, h * 0.4, "#2f6a2a", 4) + fernClump(c, w * 1.02, h * 1.02, h * 0.45, "#2f6a2a", 5))
  c.add(
    `<rect width="${w}" height="${h}" fill="${c.radial(
      [
        [0, "#ffd08a", 0.25],
        [1, "#000", 0.45],
      ],
      { cx: 0.25, cy: 0.2, r: 1 },
    )}"/>`,
  )
}
