/**
 * Character portraits: each character on a backdrop of their own colours and motif.
 * In Book Two the people and Rexi wear space helmets in front of a planet.
 */
import { stars } from "./backgrounds"
import { fernClump, raptor } from "./book-one"
import { martian, planet, spire } from "./book-two"
import { TAU, type Canvas, type Trio } from "./canvas"
import { C, darken, lighten } from "./colours"
import { person, robot, SKIN, vex, type PersonLook } from "./people"
import { clock, gear } from "./time-travel"

type Motif = "stars" | "code" | "gears" | "ferns" | "clock" | "planet" | "crown" | "hex" | "circuit"

const PEOPLE: Record<string, PersonLook> = {
  "leo-drake": { skin: SKIN.fair, hair: "#6b3a1a", hairStyle: "spiky", top: "#1f9fa8", topStyle: "hoodie", accent: C.orange },
  "ava-okafor": { skin: SKIN.brown, hair: "#1a0f0a", hairStyle: "curly", top: C.gold, topStyle: "jumper", accent: C.magenta, bobble: [C.magenta, "#ffffff"] },
  "professor-quill": {
    skin: SKIN.light,
    hair: "#ecebf5",
    hairStyle: "wild",
    top: "#f4f6fb",
    topStyle: "labcoat",
    accent: "#6a3ab0",
    goggles: true,
    brow: "#9a9aaa",
  },
  "grandad-joe": {
    skin: SKIN.tan,
    hair: "#d5d5dc",
    hairStyle: "short",
    top: "#2f7a4f",
    topStyle: "cardigan",
    accent: "#9fb8d8",
    cap: "#8a6440",
    moustache: "#f2f2f2",
    glasses: "#3a2a1a",
    brow: "#e0e0e6",
  },
}

/** backdrop: [centre, mid, edge] colours and a faint motif behind the character */
export const BACKDROPS: Record<string, [Trio, Motif]> = {
  "leo-drake": [["#ffcf7a", "#ff7a3d", "#6a1a4a"], "stars"],
  "ava-okafor": [["#ff9fd0", "#c2307a", "#3a0a4a"], "code"],
  "professor-quill": [["#8ff7ff", "#1f8f9a", "#06243a"], "gears"],
  rexi: [["#b8c4ff", "#3b3fa6", "#0a0a2e"], "ferns"],
  "grandad-joe": [["#ffe3a3", "#d9903a", "#4a2410"], "clock"],
  zib: [["#ffb08a", "#c8462b", "#2a0a1a"], "planet"],
  "queen-orla": [["#e6c2ff", "#8b5cf6", "#1e0a4a"], "crown"],
  "captain-vex": [["#ff8a5a", "#8a1a2a", "#0a0610"], "hex"],
  nova: [["#c8f4ff", "#3a8ad9", "#0a1a4a"], "circuit"],
}

const portraitBackdrop = (c: Canvas, colors: Trio, motif: Motif) => {
  const { w, h, u } = c
  c.add(
    `<rect width="${w}" height="${h}" fill="${c.radial(
      [
        [0, colors[0]],
        [0.55, colors[1]],
        [1, colors[2]],
      ],
      { cy: 0.42, r: 0.78 },
    )}"/>`,
  )
  const light = lighten(colors[0], 0.4)
  if (motif === "stars" || motif === "planet" || motif === "crown") {
    c.add(stars(c, { count: 90, size: 1.3, twinkle: 0.08, colors: ["#ffffff", light] }))
  }
  if (motif === "planet") c.add(planet(c, w * 0.85, h * 0.18, w * 0.12, { colors: ["#ffd0b0", "#e0603a", "#5a1020"], bands: 4 }))
  if (motif === "gears")
    c.add(
      gear(c, w * 0.12, h * 0.2, w * 0.2, { fill: "#ffffff", shadow: false, opacity: 0.12 }) +
        gear(c, w * 0.9, h * 0.65, w * 0.24, { fill: "#ffffff", shadow: false, opacity: 0.12 }) +
        gear(c, w * 0.82, h * 0.12, w * 0.1, { fill: "#ffffff", shadow: false, opacity: 0.12 }),
    )
  if (motif === "clock")
    c.add(
      `<g opacity="0.16">${clock(c, w * 0.5, h * 0.45, w * 0.46, { face: "#ffffff", rim: "#ffffff", tick: "#5a2a10", hand: "#5a2a10", hours: 3, minutes: 50 })}</g>`,
    )
  if (motif === "code") {
    for (let r = 0; r < 14; r++) {
      let x = c.rand(-40, 0)
      while (x < w) {
        const gw = c.rand(10, 40)
        c.add(`<rect x="${x}" y="${r * 60 + 20}" width="${gw}" height="12" rx="6" fill="#fff" opacity="0.1"/>`)
        x += gw + c.rand(10, 30)
      }
    }
  }
  if (motif === "ferns")
    c.add(`<g opacity="0.14">${fernClump(c, -20, h + 20, h * 0.55, "#ffffff", 5)}${fernClump(c, w + 20, h + 20, h * 0.55, "#ffffff", 5)}</g>`)
  if (motif === "hex") {
    let hex = ""
    const r = 46
    for (let row = 0; row < 12; row++)
      for (let col = 0; col < 12; col++) {
        const x = col * r * 1.5
        const y = row * r * 1.73 + (col % 2) * r * 0.87
        hex += `M${[0, 1, 2, 3, 4, 5].map(k => `${x + Math.cos((k * TAU) / 6) * r * 0.92},${y + Math.sin((k * TAU) / 6) * r * 0.92}`).join("L")}Z`
      }
    c.add(`<path d="${hex}" fill="none" stroke="#ff8a5a" stroke-width="2" opacity="0.18"/>`)
  }
  if (motif === "circuit") {
    let tr = ""
    for (let i = 0; i < 24; i++) {
      let x = c.rand(0, w)
      let y = c.rand(0, h)
      tr += `M${x},${y}`
      for (let k = 0; k < 3; k++) {
        if (k % 2) x += c.rand(-150, 150)
        else y += c.rand(-150, 150)
        tr += `L${x},${y}`
      }
      c.add(`<circle cx="${x}" cy="${y}" r="6" fill="#fff" opacity="0.25"/>`)
    }
    c.add(`<path d="${tr}" fill="none" stroke="#fff" stroke-width="3" opacity="0.18"/>`)
  }
  if (motif === "crown")
    for (let i = 0; i < 5; i++) c.add(`<g opacity="0.15">${spire(w * (0.1 + i * 0.2), h, w * 0.1, h * (0.35 + (i % 2) * 0.15), "#ffffff", "#ffffff")}</g>`)
  c.add(
    `<circle cx="${w / 2}" cy="${h * 0.47}" r="${w * 0.33}" fill="${c.radial([
      [0, "#ffffff", 0.28],
      [1, "#ffffff", 0],
    ])}"/>`,
  )
  c.add(
    `<circle cx="${w / 2}" cy="${h * 0.47}" r="${w * 0.36}" fill="none" stroke="#ffffff" stroke-width="${4 * u}" stroke-dasharray="${20 * u} ${14 * u}" opacity="0.3"/>`,
  )
}

export const characterPortrait = (c: Canvas, who: string, book: number) => {
  const { w, h } = c
  const space = book === 2
  let [colors, motif] = BACKDROPS[who]
  if (space && (PEOPLE[who] || who === "rexi")) {
    // Book Two: same character colours, but out in space near Mars
    colors = [colors[0], darken(colors[1], 0.15), "#12041a"]
    motif = "planet"
  }
  portraitBackdrop(c, colors, motif)
  const s = w * 0.15
  if (PEOPLE[who]) c.add(person(c, w / 2, h * 0.5, s, { ...PEOPLE[who], spaceHelmet: space }))
  else if (who === "rexi") {
    c.add(`<ellipse cx="${w * 0.5}" cy="${h * 0.9}" rx="${w * 0.5}" ry="${h * 0.06}" fill="#000" opacity="0.2"/>`)
    const rs = w * 0.0045
    const rx = w * 0.36
    const ry = h * 0.9
    c.add(raptor(c, rx, ry, rs, { fill: "#5cc45c", baby: true }))
    if (space) {
      const hx = rx + 64 * rs
      const hy = ry - 100 * rs
      c.add(
        `<circle cx="${hx}" cy="${hy}" r="${40 * rs}" fill="${c.radial([
          [0, C.aqua, 0.05],
          [0.8, C.aqua, 0.12],
          [1, C.aqua, 0.4],
        ])}" stroke="#e6ecf8" stroke-width="${3 * rs}"/><path d="M${hx - 28 * rs},${hy - 14 * rs}A${32 * rs},${32 * rs} 0 0 1 ${hx - 6 * rs},${hy - 34 * rs}" fill="none" stroke="#fff" stroke-width="${3.5 * rs}" stroke-linecap="round" opacity="0.6"/>`,
      )
    }
  } else if (who === "zib") c.add(martian(c, w / 2, h * 0.93, w * 0.0042, { wave: true }))
  else if (who === "queen-orla") c.add(martian(c, w / 2, h * 0.98, w * 0.0034, { queen: true, color: "#4fc98a" }))
  else if (who === "captain-vex") c.add(vex(c, w / 2, h * 0.45, s))
  else if (who === "nova") c.add(robot(c, w / 2, h * 0.36, s * 0.92, { wave: true }))
}
