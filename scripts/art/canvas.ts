/**
 * The SVG canvas every stand-in picture is drawn on, and the seeded randomness that makes
 * each picture come out byte for byte the same on every run (mulberry32, seeded from the
 * output file's path).
 */

export const TAU = Math.PI * 2
export const rad = (deg: number) => (deg * Math.PI) / 180

export type Point = [number, number]
/** three colours, from the lightest or innermost */
export type Trio = [string, string, string]
/** a gradient stop: offset, colour and opacity (1 where left out) */
export type Stop = [offset: number, color: string, opacity?: number]
/** draws onto the whole canvas it is given */
export type Draw = (c: Canvas) => void

export const mulberry32 = (seed: number) => {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** FNV-1a: a picture's seed from its path */
export const hashString = (str: string) => {
  let h = 2166136261
  for (let i = 0; i < str.length; i++) {
    h ^= str.charCodeAt(i)
    h = Math.imul(h, 16777619)
  }
  return h >>> 0
}

/** what a canvas and the canvases nested in it share: one set of <defs> and one random sequence */
interface Shared {
  defs: string[]
  n: number
  rng: () => number
  cache: Map<string, string>
}

export interface RadialOptions {
  cx?: number
  cy?: number
  r?: number
  fx?: number
  fy?: number
}

const stopTags = (stops: Stop[]) => stops.map(([o, col, op = 1]) => `<stop offset="${o}" stop-color="${col}" stop-opacity="${op}"/>`).join("")

/**
 * Collects SVG elements plus shared <defs> (gradients, clip paths) for one image.
 * `nest()` draws a sub-scene into a rectangle (used for frames and printed art).
 */
export class Canvas {
  w: number
  h: number
  shared: Shared
  body: string[]

  constructor(w: number, h: number, seed: number, shared?: Shared) {
    this.w = w
    this.h = h
    this.shared = shared ?? { defs: [], n: 0, rng: mulberry32(seed), cache: new Map() }
    this.body = []
  }

  /** one "unit" = a thousandth of the shorter side, so scenes scale with size */
  get u() {
    return Math.min(this.w, this.h) / 1000
  }
  rand(a = 0, b = 1) {
    return a + (b - a) * this.shared.rng()
  }
  int(a: number, b: number) {
    return Math.floor(this.rand(a, b + 1))
  }
  pick<T>(list: readonly T[]) {
    return list[Math.floor(this.shared.rng() * list.length)]
  }
  id(prefix = "d") {
    return `${prefix}${++this.shared.n}`
  }
  add(...parts: string[]) {
    this.body.push(...parts)
    return this
  }

  /** define something once per distinct key; returns url(#id) */
  defOnce(key: string, make: (id: string) => string) {
    let id = this.shared.cache.get(key)
    if (!id) {
      id = this.id("g")
      this.shared.cache.set(key, id)
      this.shared.defs.push(make(id))
    }
    return `url(#${id})`
  }

  /** stops: [[offset, colour, opacity?], ...]; default is top-to-bottom */
  linear(stops: Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1) {
    const key = `L${x1},${y1},${x2},${y2}|${JSON.stringify(stops)}`
    return this.defOnce(key, id => `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stopTags(stops)}</linearGradient>`)
  }

  radial(stops: Stop[], { cx = 0.5, cy = 0.5, r = 0.5, fx = cx, fy = cy }: RadialOptions = {}) {
    const key = `R${cx},${cy},${r},${fx},${fy}|${JSON.stringify(stops)}`
    return this.defOnce(key, id => `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}" fx="${fx}" fy="${fy}">${stopTags(stops)}</radialGradient>`)
  }

  clip(shape: string) {
    const id = this.id("c")
    this.shared.defs.push(`<clipPath id="${id}">${shape}</clipPath>`)
    return `url(#${id})`
  }

  filter(key: string, inner: string) {
    return this.defOnce(`F${key}`, id => `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%">${inner}</filter>`)
  }

  /** draw `draw(sub)` on an innerW x innerH canvas placed into the rect x,y,w,h */
  nest(x: number, y: number, w: number, h: number, innerW: number, innerH: number, draw: Draw) {
    const sub = new Canvas(innerW, innerH, 0, this.shared)
    draw(sub)
    return `<svg x="${x}" y="${y}" width="${w}" height="${h}" viewBox="0 0 ${innerW} ${innerH}" overflow="hidden" preserveAspectRatio="xMidYMid slice">${sub.body.join("")}</svg>`
  }

  toSVG() {
    const svg =
      `<svg xmlns="http://www.w3.org/2000/svg" width="${this.w}" height="${this.h}" viewBox="0 0 ${this.w} ${this.h}">` +
      `<defs>${this.shared.defs.join("")}</defs>${this.body.join("")}</svg>`
    return (
      svg
        .replace(/(-?\d+\.\d\d)\d+/g, "$1") // trim float noise
        // librsvg renders `opacity` on a shape through an offscreen layer, which is slow on big
        // canvases; fill-/stroke-opacity looks the same for these simple shapes and is much faster
        .replace(/<(circle|ellipse|rect|path|line)\b([^>]*?) opacity="([\d.]+)"([^>]*)\/>/g, (m, tag: string, a: string, op: string, b: string) =>
          (a + b).includes("-opacity=") ? m : `<${tag}${a} fill-opacity="${op}" stroke-opacity="${op}"${b}/>`,
        )
    )
  }
}
