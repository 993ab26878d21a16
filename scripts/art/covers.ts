/**
 * The pictures with words on them, and the home page's slides: the three book covers,
 * the two book posters and Book Three's teaser among the artwork downloads, and the hero
 * slides (their text is laid over them in HTML, so they leave room on the left).
 */
import { glow, nebula, shade, sky, sparkle, stars } from "./backgrounds"
import { bike, clockTower, raptor, rooftops } from "./book-one"
import { crystal, marsGround, martian, planet, rocket } from "./book-two"
import type { Canvas } from "./canvas"
import { C, SKIES } from "./colours"
import { robot } from "./people"
import { sceneFrames, sceneMars, sceneMystery } from "./scenes-beyond"
import { g, label, logo } from "./shapes"
import { clock, gears, portal } from "./time-travel"

const coverText = (c: Canvas, bookLabel: string, title: string, o: { accent?: string; titleTint?: string; sub?: string } = {}) => {
  const { w, h } = c
  c.add(shade(c, "bottom", 0.9, 0.4))
  c.add(shade(c, "top", 0.7, 0.16))
  c.add(
    `<rect x="${w * 0.03}" y="${h * 0.02}" width="${w * 0.94}" height="${h * 0.96}" rx="${w * 0.025}" fill="none" stroke="${o.accent ?? C.gold}" stroke-width="${w * 0.004}" opacity="0.55"/>`,
  )
  c.add(logo(w / 2, h * 0.075, w * 0.046, { accent: o.accent ?? C.teal }))
  const by = h * (o.sub ? 0.775 : 0.8)
  c.add(label(c, bookLabel.toUpperCase(), w / 2, by, { size: w * 0.04, anchor: "middle", fill: o.accent ?? C.teal, spacing: 0.28, shadow: true }))
  c.add(
    `<path d="M${w * 0.3},${by + h * 0.022}H${w * 0.46}M${w * 0.54},${by + h * 0.022}H${w * 0.7}" stroke="${C.gold}" stroke-width="${w * 0.003}"/>` +
      sparkle(w / 2, by + h * 0.022, w * 0.018, C.gold),
  )
  const fill = c.linear([
    [0, "#ffffff"],
    [0.55, "#fff1c9"],
    [1, o.titleTint ?? C.gold],
  ])
  c.add(label(c, title, w / 2, by + h * 0.1, { size: w * 0.12, anchor: "middle", maxWidth: w * 0.84, shadow: 10, fill }))
  if (o.sub) c.add(label(c, o.sub, w / 2, by + h * 0.16, { size: w * 0.036, anchor: "middle", bold: false, fill: C.cream, maxWidth: w * 0.8, shadow: true }))
}

export const coverOne = (c: Canvas) => {
  const { w, h, u } = c
  c.add(sky(c, SKIES.violet))
  c.add(nebula(c, 5, [C.magenta, C.teal, C.violet], { h: h * 0.6 }))
  c.add(stars(c, { count: 650, h: h * 0.8 }))
  // attic: dark roof slopes meeting at the top, rafters, floorboards
  const roof = "#0a0614"
  c.add(`<path d="M0,0L${w * 0.44},0L0,${h * 0.5}Z M${w},0L${w * 0.56},0L${w},${h * 0.5}Z" fill="${roof}"/>`)
  c.add(
    `<path d="M0,${h * 0.5}L${w * 0.44},0M${w},${h * 0.5}L${w * 0.56},0M0,${h * 0.36}L${w * 0.31},0M${w},${h * 0.36}L${w * 0.69},0" stroke="#3a2430" stroke-width="${22 * u}"/>`,
  )
  const fy = h * 0.66
  c.add(
    `<rect x="0" y="${fy}" width="${w}" height="${h - fy}" fill="${c.linear([
      [0, "#2a1530"],
      [1, "#120814"],
    ])}"/>`,
  )
  for (let i = -10; i <= 10; i++)
    c.add(`<line x1="${w / 2 + i * w * 0.05}" y1="${fy}" x2="${w / 2 + i * w * 0.2}" y2="${h}" stroke="#000" stroke-width="${3 * u}" opacity="0.4"/>`)
  const px = w / 2
  const py = h * 0.4
  const pr = w * 0.27
  c.add(glow(c, px, fy, w * 0.6, C.teal, 0.25))
  c.add(gears(c, px - pr * 1.1, py + pr * 0.85, pr * 0.3, { count: 3 }))
  c.add(portal(c, px, py, pr, { frame: true }))
  c.add(clock(c, px + pr * 1.05, py - pr * 0.95, pr * 0.25, { hours: 11, minutes: 58, glowColor: C.gold }))
  c.add(
    `<path d="M${px - pr * 1.2},${fy}L${px - pr},${py + pr * 1.1}L${px + pr},${py + pr * 1.1}L${px + pr * 1.2},${fy}Z" fill="${c.linear([
      [0, "#8a5a1a"],
      [1, "#3a200b"],
    ])}"/>`,
  )
  // Leo bursting out on his BMX, Rexi racing along the floor
  c.add(bike(px - pr * 0.35, py + pr * 0.75, w * 0.0034, { rider: true, color: C.orange, rot: -16 }))
  c.add(raptor(c, w * 0.7, h * 0.74, w * 0.0019, { fill: "#5cc45c", baby: true, flip: true, run: 1 }))
  for (let i = 0; i < 12; i++) c.add(sparkle(w * c.rand(0.1, 0.9), h * c.rand(0.15, 0.65), c.rand(8, 20) * u, c.pick([C.gold, "#fff", C.aqua]), 0.9))
  coverText(c, "Book One", "The Discovery")
}

export const coverTwo = (c: Canvas) => {
  const { w, h } = c
  c.add(sky(c, SKIES.mars))
  c.add(nebula(c, 4, [C.magenta, C.violet, C.orange], { h: h * 0.6, opacity: 0.3 }))
  c.add(stars(c, { count: 550, h: h * 0.7 }))
  c.add(planet(c, w * 0.5, h * 0.36, w * 0.34, { colors: ["#ffb08a", "#d2543a", "#3a0c1a"], bands: 7, craters: 16, atmosphere: "#ff8a5a" }))
  c.add(planet(c, w * 0.16, h * 0.2, w * 0.04, { colors: ["#e8d8c8", "#9a8a7a", "#3a3030"], craters: 3 }))
  c.add(planet(c, w * 0.86, h * 0.13, w * 0.025, { colors: ["#d8c8b8", "#8a7a6a", "#3a3030"] }))
  c.add(rocket(c, w * 0.82, h * 0.5, w * 0.0017, { rot: -28 }))
  const horizon = h * 0.6
  c.add(marsGround(c, horizon, { rocks: 18 }))
  c.add(crystal(c, w * 0.72, h * 0.73, w * 0.0028, { color: C.teal, rocks: "#3d1020" }))
  c.add(martian(c, w * 0.34, h * 0.74, w * 0.0027, { wave: true }))
  coverText(c, "Book Two", "The Awakening", { accent: C.teal, titleTint: "#ffb08a" })
}

export const coverThree = (c: Canvas) => {
  sceneMystery(c, { qy: 0.25, qs: 0.0024, portalAt: [0.5, 0.52] })
  coverText(c, "Book Three", "Coming Soon", { sub: "The final book of the trilogy", accent: C.violet, titleTint: "#d6c2ff" })
}

export const posterDiscovery = (c: Canvas) => {
  const { w, h, u } = c
  c.add(sky(c, SKIES.violet))
  c.add(nebula(c, 6, [C.magenta, C.teal, C.violet], { h: h * 0.7 }))
  c.add(stars(c, { count: 1100, h: h * 0.8, fade: true }))
  const px = w * 0.56
  const py = h * 0.36
  const pr = w * 0.3
  c.add(portal(c, px, py, pr, { frame: true, sparks: 20 }))
  c.add(gears(c, px + pr * 1.05, py + pr * 0.95, pr * 0.28, { count: 4 }))
  c.add(clockTower(c, w * 0.16, h * 0.82, w * 0.16, h * 0.52, { color: "#080a26", hours: 12, minutes: 0 }))
  c.add(rooftops(c, 0, w, h * 0.8, 70 * u, 160 * u, "#120a36", C.gold))
  c.add(rooftops(c, 0, w, h * 0.86, 90 * u, 200 * u, "#07051a", C.gold))
  c.add(`<rect x="0" y="${h * 0.86}" width="${w}" height="${h * 0.14}" fill="#07051a"/>`)
  c.add(bike(px - pr * 0.15, py + pr * 0.85, w * 0.0042, { rider: true, color: C.orange, rot: -18 }))
  c.add(raptor(c, w * 0.72, h * 0.8, w * 0.0019, { fill: "#5cc45c", baby: true, flip: true, run: 1 }))
  for (let i = 0; i < 20; i++) c.add(sparkle(w * c.rand(0, 1), h * c.rand(0.05, 0.7), c.rand(8, 22) * u, c.pick([C.gold, "#fff", C.aqua]), 0.9))
  c.add(shade(c, "bottom", 0.92, 0.32))
  const fill = c.linear([
    [0, "#ffffff"],
    [0.6, "#fff1c9"],
    [1, C.gold],
  ])
  c.add(label(c, "The Discovery", w / 2, h * 0.92, { size: w * 0.12, anchor: "middle", maxWidth: w * 0.86, shadow: 12, fill }))
}

export const posterAwakening = (c: Canvas) => {
  const { w, h, u } = c
  c.add(sky(c, SKIES.mars))
  c.add(nebula(c, 5, [C.magenta, C.violet, C.orange], { h: h * 0.6, opacity: 0.3 }))
  c.add(stars(c, { count: 1000, h: h * 0.7, fade: true }))
  c.add(planet(c, w * 0.5, h * 0.3, w * 0.38, { colors: ["#ffb08a", "#d2543a", "#3a0c1a"], bands: 9, craters: 22, atmosphere: "#ff8a5a", ring: "#ffd0a0" }))
  c.add(glow(c, w * 0.86, h * 0.08, 50 * u, "#7ab8ff", 0.7) + planet(c, w * 0.86, h * 0.08, 16 * u, { colors: ["#bfe4ff", "#3a7ad9", "#0a2a6a"] }))
  // Captain Vex's ship: a dark arrowhead with an orange engine
  c.add(
    g(
      `translate(${w * 0.26} ${h * 0.1}) rotate(20) scale(${w * 0.0013})`,
      glow(c, -120, 0, 70, C.orange, 0.7) + `<path d="M-110,-20L120,0L-110,20L-80,0Z" fill="#12131f"/><path d="M-60,-8L60,0L-60,8Z" fill="${C.red}"/>`,
    ),
  )
  const horizon = h * 0.6
  c.add(marsGround(c, horizon, { rocks: 22 }))
  c.add(crystal(c, w * 0.5, h * 0.7, w * 0.0022, { color: C.teal, rocks: "#3d1020" }))
  c.add(martian(c, w * 0.5, h * 0.84, w * 0.0022, { queen: true, color: "#4fc98a" }))
  c.add(martian(c, w * 0.22, h * 0.84, w * 0.0021, { wave: true }))
  c.add(robot(c, w * 0.79, h * 0.71, w * 0.045))
  c.add(shade(c, "bottom", 0.92, 0.3))
  const fill = c.linear([
    [0, "#ffffff"],
    [0.6, "#ffe9d6"],
    [1, "#ffb08a"],
  ])
  c.add(label(c, "The Awakening", w / 2, h * 0.93, { size: w * 0.12, anchor: "middle", maxWidth: w * 0.86, shadow: 12, fill }))
}

export const teaser = (c: Canvas) => {
  const { w, h } = c
  sceneMystery(c, { detail: 2, portalAt: [0.62, 0.56], qx: 0.2, qy: 0.58, qs: 0.0028 })
  c.add(shade(c, "top", 0.75, 0.3))
  c.add(
    label(c, "The final chapter is coming", w / 2, h * 0.14, {
      size: w * 0.055,
      anchor: "middle",
      maxWidth: w * 0.86,
      shadow: 12,
      fill: c.linear([
        [0, "#ffffff"],
        [1, "#d6c2ff"],
      ]),
    }),
  )
}

export const heroAwakening = (c: Canvas) => {
  sceneMars(c, {
    horizon: 0.68,
    sunX: 0.7,
    portal: [0.8, 0.4, 0.25],
    crystal: [0.64, 0.93, 0.0032],
    martians: [[0.92, 0.95, 0.0021, { wave: true }]],
    detail: 1.5,
  })
  c.add(shade(c, "left", 0.82, 0.55))
}

export const heroDownloads = (c: Canvas) => {
  sceneFrames(c, {
    cx: 0.7,
    cy: 0.45,
    detail: 1.5,
    frameSize: 0.33,
    shirtAt: [1.12, 0.28],
    bikeAt: [-0.15, 1.28],
    spots: [
      [-0.95, -0.52, -12],
      [0.1, -0.72, 7],
      [1.0, -0.5, 14],
      [-1.0, 0.5, 9],
      [0.12, 0.42, -6],
    ],
  })
  c.add(shade(c, "left", 0.85, 0.55))
}
