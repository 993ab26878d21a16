/**
 * The site's colours, declared once. The browser's theme colour and the home-screen icon's
 * background (gatsby-config.ts) and the link-preview pictures' background (seo/socialImage.ts)
 * read them here; CSS reads them as custom properties that every page's head declares
 * (`themeStylesheet`, written by gatsby-ssr.tsx): `var(--color-night)`, and for a see-through
 * shade `rgb(var(--color-night-rgb) / 0.8)`. White and black are written as they are.
 */
export const COLORS = {
  /** The night sky: the header, the footer, dark panels; the browser's theme colour. */
  night: "#140d33",
  nightSoft: "#231a52",
  /** The deep violet the night-sky gradients fade into. */
  violet: "#3a1f7a",
  ink: "#1d1840",
  inkSoft: "#4a4470",
  paper: "#fbf9ff",
  card: "#ffffff",
  line: "#e4dff5",
  /** Text on the night sky. */
  lilac: "#d9d3f5",
  lilacPale: "#e6e1fa",
  mist: "#eeeaff",
  purple: "#5a2ed1",
  purpleSoft: "#efe9ff",
  orange: "#c2410c",
  orangeBright: "#ff8a3d",
  /** The bright orange button, pressed or hovered. */
  orangeLight: "#ffb074",
  /** Orange text on the pale purple tint (6.2 : 1, AA). */
  orangeDeep: "#9a3412",
  orangeTint: "#fdeee5",
  teal: "#0f766e",
  tealBright: "#2dd4bf",
  tealTint: "#e3f6f3",
  magenta: "#c026d3",
  pink: "#f472b6",
  /** The first chapter's background tints, which a reader may choose (ReadingSettings). */
  tintCream: "#fbf1dc",
  tintBlue: "#dfeaf7",
  tintGrey: "#e8e8e8",
  /** Stars, highlights and the current breadcrumb. */
  gold: "#ffd166",
  focus: "#ffb020",
} as const

export type ColorName = keyof typeof COLORS

/** nightSoft → --color-night-soft. */
export const colorProperty = (name: ColorName): string => `--color-${name.replace(/[A-Z]/g, letter => `-${letter.toLowerCase()}`)}`

/** "#140d33" → "20 13 51", for rgb() with an alpha. */
const rgbChannels = (hex: string): string => [1, 3, 5].map(start => parseInt(hex.slice(start, start + 2), 16)).join(" ")

/** Every colour as a CSS custom property on :root, and its channels as --color-…-rgb. */
export const themeStylesheet = `:root{${(Object.keys(COLORS) as ColorName[])
  .map(name => `${colorProperty(name)}:${COLORS[name]};${colorProperty(name)}-rgb:${rgbChannels(COLORS[name])}`)
  .join(";")}}`
