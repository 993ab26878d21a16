/**
 * The shop and Roblox pictures: garments with a printed emblem on a studio backdrop,
 * the Roblox shirts, and the classic T-shirt decals (transparent, with a sticker edge).
 */
import { glow, sky, stars } from "./backgrounds"
import { bike, car, footprint, raptor } from "./book-one"
import { martian } from "./book-two"
import type { Canvas, Draw } from "./canvas"
import { C, darken, SKIES } from "./colours"
import { bobbleHat, duck } from "./people"
import { FONT, logo } from "./shapes"
import { portal } from "./time-travel"

export interface ShirtOptions {
  kind?: "tee" | "longsleeve" | "hoodie"
  color?: string
  sleeve?: string
  trim?: string
  /** draws the chest print on a 400 × 400 canvas */
  print?: Draw
  /** the print's width, as a share of the body's */
  printSize?: number
  shadow?: boolean
}

/**
 * Garment, front view, centred on cx with the collar at y=top; w = body width.
 * print draws the chest art on a 400 × 400 canvas.
 */
export const shirt = (c: Canvas, cx: number, top: number, w: number, o: ShirtOptions = {}) => {
  const { kind = "tee", color = "#1d2147", sleeve = color, trim = darken(color, 0.2), print, printSize = 0.5, shadow = true } = o
  const k = w / 72 // body is 72 units wide
  let sleeves = ""
  let body: string
  if (kind === "tee") {
    sleeves = "M-34,4L-58,26L-48,44L-36,36Z M34,4L58,26L48,44L36,36Z"
    body = "M-14,0Q0,9 14,0L34,4L36,36L36,100L-36,100L-36,36L-34,4Z"
  } else {
    sleeves = "M-34,4Q-52,10 -58,40L-64,94L-50,96L-40,50L-36,38Z M34,4Q52,10 58,40L64,94L50,96L40,50L36,38Z"
    body = "M-14,0Q0,9 14,0L34,4L36,38L36,100L-36,100L-36,38L-34,4Z"
  }
  let out = ""
  if (shadow) out += `<ellipse cx="0" cy="108" rx="62" ry="7" fill="#000" opacity="0.16"/>`
  if (kind === "hoodie") out += `<path d="M-22,4C-24,-22 -12,-32 0,-32C12,-32 24,-22 22,4Z" fill="${darken(color, 0.12)}"/>`
  const edge = `stroke="${darken(color === "#121212" ? sleeve : color, 0.3)}" stroke-width="0.5" stroke-linejoin="round"`
  out += `<path d="${sleeves}" fill="${sleeve}" ${edge}/>`
  out += `<path d="${body}" fill="${color}" ${edge}/>`
  // shading folds
  out += `<path d="${body}" fill="${c.linear(
    [
      [0, "#000", 0.22],
      [0.18, "#000", 0],
      [0.82, "#000", 0],
      [1, "#000", 0.22],
    ],
    0,
    0,
    1,
    0,
  )}"/>`
  out += `<path d="${sleeves}" fill="${c.linear([
    [0, "#fff", 0.08],
    [1, "#000", 0.2],
  ])}"/>`
  out += `<path d="M-20,60Q-16,80 -22,96M22,56Q18,78 24,96" stroke="#000" stroke-width="0.8" opacity="0.12" fill="none"/>`
  if (kind === "tee") {
    out += `<path d="M-14,0Q0,9 14,0" fill="none" stroke="${trim}" stroke-width="3"/>`
    out += `<path d="M-58,26L-48,44" stroke="${trim}" stroke-width="2.5"/><path d="M58,26L48,44" stroke="${trim}" stroke-width="2.5"/>`
  } else {
    out += `<path d="M-64,90L-50,92M64,90L50,92" stroke="${trim}" stroke-width="5"/>`
    out += `<rect x="-36" y="93" width="72" height="7" fill="${trim}"/>`
    if (kind === "longsleeve") out += `<path d="M-14,0Q0,12 14,0" fill="none" stroke="${trim}" stroke-width="4"/>`
  }
  if (kind === "hoodie") {
    out += `<path d="M-22,4C-18,-8 -10,-14 0,-14C10,-14 18,-8 22,4C14,14 -14,14 -22,4Z" fill="${darken(color, 0.45)}"/>`
    out += `<path d="M-22,4C-14,16 14,16 22,4" fill="none" stroke="${darken(color, 0.18)}" stroke-width="4"/>`
    out += `<path d="M-6,12L-7,34M6,12L7,34" stroke="${C.cream}" stroke-width="1.6" stroke-linecap="round"/><circle cx="-7" cy="35" r="1.4" fill="${C.cream}"/><circle cx="7" cy="35" r="1.4" fill="${C.cream}"/>`
    out += `<path d="M-24,66L24,66L30,90L-30,90Z" fill="${darken(color, 0.06)}" stroke="${darken(color, 0.25)}" stroke-width="1.2"/>`
    out += `<path d="M-24,66L-30,90M24,66L30,90" stroke="${darken(color, 0.35)}" stroke-width="2"/>`
  }
  if (print) {
    const ps = 72 * printSize
    const py = kind === "hoodie" ? 30 : 22
    out += c.nest(-ps / 2, py, ps, ps, 400, 400, print)
  }
  return `<g transform="translate(${cx} ${top}) scale(${k})">${out}</g>`
}

/** round printed emblem on a 400x400 canvas (for garments) */
const badge = (s: Canvas, variant: "raptor" | "bmx" | "mars" = "raptor") => {
  const clip = s.clip(`<circle cx="200" cy="165" r="150"/>`)
  let inner = sky(s, variant === "mars" ? SKIES.mars : SKIES.violet, { x: 50, y: 15, w: 300, h: 300 }) + stars(s, { count: 70, x: 50, y: 15, w: 300, h: 300 })
  inner += portal(s, 200, 150, 95, { sparks: 6 })
  if (variant === "raptor") inner += raptor(s, 185, 300, 1.25, { silhouette: true, fill: "#0a0620", flip: false })
  if (variant === "bmx") inner += bike(200, 290, 1.5, { rider: true, silhouette: true, riderColor: "#0a0620", rot: -12 })
  if (variant === "mars") inner += martian(s, 200, 300, 0.9, { wave: true })
  inner += `<rect x="50" y="270" width="300" height="60" fill="#0a0620"/>`
  s.add(
    `<g clip-path="${clip}">${inner}</g><circle cx="200" cy="165" r="150" fill="none" stroke="${C.gold}" stroke-width="10"/><circle cx="200" cy="165" r="162" fill="none" stroke="${C.teal}" stroke-width="4"/>`,
  )
  s.add(logo(200, 380, 36, { color: "#ffffff", accent: C.teal }))
}

const studio = (c: Canvas) => {
  const { w, h } = c
  c.add(
    `<rect width="${w}" height="${h}" fill="${c.radial(
      [
        [0, "#ffffff"],
        [0.65, "#f1ece6"],
        [1, "#dcd4cb"],
      ],
      { cy: 0.4, r: 0.8 },
    )}"/>`,
  )
  c.add(
    `<rect y="${h * 0.8}" width="${w}" height="${h * 0.2}" fill="${c.linear([
      [0, "#000", 0],
      [1, "#000", 0.06],
    ])}"/>`,
  )
}

export const merch = (c: Canvas, kind: string) => {
  const { w, h } = c
  studio(c)
  if (kind === "hoodie") c.add(shirt(c, w / 2, h * 0.25, w * 0.42, { kind: "hoodie", color: "#1c2150", print: s => badge(s, "raptor"), printSize: 0.52 }))
  if (kind === "t-shirt") c.add(shirt(c, w / 2, h * 0.2, w * 0.46, { kind: "tee", color: "#15151c", print: s => badge(s, "bmx"), printSize: 0.55 }))
  if (kind === "sweatshirt") c.add(shirt(c, w / 2, h * 0.2, w * 0.44, { kind: "longsleeve", color: "#6a2a6a", print: s => badge(s, "mars"), printSize: 0.55 }))
}

export const robloxItem = (c: Canvas, kind: string) => {
  const { w, h } = c
  c.add(
    `<rect width="${w}" height="${h}" fill="${c.radial(
      [
        [0, "#ffffff"],
        [1, "#e4e8f0"],
      ],
      { cy: 0.4 },
    )}"/>`,
  )
  const cx = w / 2
  const top = h * 0.17
  const bw = w * 0.52
  if (kind === "black-and-white-shirt") {
    c.add(
      shirt(c, cx, top, bw, {
        kind: "tee",
        color: "#121212",
        sleeve: "#f4f4f4",
        trim: "#f4f4f4",
        printSize: 0.7,
        print: s => {
          s.add(
            `<circle cx="200" cy="150" r="110" fill="none" stroke="#fff" stroke-width="16"/><circle cx="200" cy="150" r="84" fill="none" stroke="#fff" stroke-width="4" stroke-dasharray="14 10"/>`,
          )
          s.add(`<path d="M200,150V80M200,150L250,175" stroke="#fff" stroke-width="14" stroke-linecap="round"/><circle cx="200" cy="150" r="12" fill="#fff"/>`)
          s.add(`<text x="200" y="330" text-anchor="middle" font-family="${FONT}" font-size="46" font-weight="bold" fill="#fff">ChapterVerse</text>`)
        },
      }),
    )
  }
  if (kind === "black-shirt")
    c.add(
      shirt(c, cx, top, bw, {
        kind: "tee",
        color: "#0d0d16",
        printSize: 0.7,
        print: s => s.add(glow(s, 200, 200, 198, C.violet, 0.6), portal(s, 200, 200, 128, { sparks: 12, glow: 0 })),
      }),
    )
  if (kind === "green-velociraptor-shirt") {
    c.add(
      shirt(c, cx, top, bw, {
        kind: "tee",
        color: "#2e9a4e",
        trim: "#1f6a35",
        printSize: 0.72,
        print: s => {
          s.add(`<circle cx="200" cy="200" r="170" fill="#f4efd8"/>`)
          s.add(footprint(90, 330, 0.7, "#1f6a35", 70, 2) + footprint(140, 350, 0.7, "#1f6a35", 70, 2))
          s.add(raptor(s, 225, 300, 1.45, { silhouette: true, fill: "#123d20" }))
          s.add(`<circle cx="${225 + 68 * 1.45}" cy="${300 - 101 * 1.45}" r="5" fill="#f4efd8"/>`)
        },
      }),
    )
  }
}

/** Roblox classic T-shirt decal: transparent background, white sticker outline */
export const robloxDecal = (c: Canvas, kind: string) => {
  // sticker edge: blurred alpha pushed back to near-solid gives a rounded white rim and a dark outer line
  const outline = c.filter(
    "sticker",
    `<feGaussianBlur in="SourceAlpha" stdDeviation="4.5" result="b1"/><feComponentTransfer in="b1" result="a1"><feFuncA type="linear" slope="8"/></feComponentTransfer>` +
      `<feGaussianBlur in="SourceAlpha" stdDeviation="7" result="b2"/><feComponentTransfer in="b2" result="a2"><feFuncA type="linear" slope="7"/></feComponentTransfer>` +
      `<feFlood flood-color="#ffffff"/><feComposite in2="a1" operator="in" result="white"/><feFlood flood-color="#1a1030" flood-opacity="0.9"/><feComposite in2="a2" operator="in" result="dark"/>` +
      `<feMerge><feMergeNode in="dark"/><feMergeNode in="white"/><feMergeNode in="SourceGraphic"/></feMerge>`,
  )
  let art = ""
  if (kind === "velociraptor") art = raptor(c, 290, 390, 2.0, { fill: "#4caf50" })
  if (kind === "bmx")
    art =
      `<g opacity="0.9"><path d="M40,250h90M20,290h110M50,330h80" stroke="${C.teal}" stroke-width="12" stroke-linecap="round"/></g>` +
      bike(280, 380, 3.0, { color: C.orange, rot: -10 })
  if (kind === "bobble") art = bobbleHat(c, 256, 300, 1.55, C.magenta, "#ffffff")
  if (kind === "drake") art = duck(c, 245, 452, 2.3)
  if (kind === "car") art = car(c, 256, 340, 1.68, { body: "#2f8f83", lights: false })
  c.add(`<g filter="${outline}">${art}</g>`)
}
