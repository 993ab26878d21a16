/**
 * The palette: named colours, the skies' gradients, and mixing two colours
 * (darken and lighten are mixes with black and white).
 */

export const C = {
  ink: "#070a1f",
  night: "#0d1240",
  indigo: "#1d1a5e",
  purple: "#4b1f7a",
  plum: "#6d2a86",
  teal: "#2de2e6",
  aqua: "#8ff7ff",
  orange: "#ff8a3d",
  amber: "#ffb347",
  magenta: "#ff3ea5",
  pink: "#ff8fc4",
  gold: "#ffd166",
  cream: "#fff4dc",
  lime: "#8ee35a",
  green: "#3fbf5f",
  red: "#e4572e",
  mars: "#c8462b",
  white: "#ffffff",
  violet: "#8b5cf6",
}

export const SKIES = {
  night: ["#04061a", "#101450", "#3a1a6e"],
  violet: ["#07051c", "#241052", "#5a1f7e", "#8a2f8a"],
  dusk: ["#0e0a30", "#3f1a6b", "#b23a78", "#ff9a5a"],
  dawn: ["#1a1244", "#5d2a78", "#e0607a", "#ffc37a"],
  mars: ["#10051a", "#3a0d2c", "#8a2533", "#d8613a"],
  teal: ["#020f1c", "#07324a", "#0f6f80"],
  storm: ["#07080f", "#161b33", "#2d3560"],
  ember: ["#14051a", "#4a0f35", "#a1253f", "#f26b3a"],
  deep: ["#010208", "#070a24", "#14103a"],
}

export const mix = (a: string, b: string, t: number) => {
  const pa = parseInt(a.slice(1), 16)
  const pb = parseInt(b.slice(1), 16)
  const ch = (p: number, s: number) => (p >> s) & 255
  const out = [16, 8, 0].map(s => Math.round(ch(pa, s) + (ch(pb, s) - ch(pa, s)) * t))
  return `#${out.map(v => v.toString(16).padStart(2, "0")).join("")}`
}

export const darken = (col: string, t: number) => mix(col, "#000000", t)

export const lighten = (col: string, t: number) => mix(col, "#ffffff", t)
