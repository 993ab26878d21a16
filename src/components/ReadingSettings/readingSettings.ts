/**
 * The reading-comfort settings of the first-chapter pages: what a reader may choose, how the
 * choice is kept (local storage, on this device only, never a cookie) and how it reaches the
 * page (attributes on <html> that ChapterText's CSS reads). The first option of each is the
 * default, which sets no attribute, so a page without JavaScript reads at the defaults.
 */
export const READING_SETTINGS = {
  size: { label: "Text size", options: { standard: "Standard", large: "Large", larger: "Larger", largest: "Largest" } },
  spacing: { label: "Line spacing", options: { standard: "Standard", wide: "Wide", wider: "Wider" } },
  font: { label: "Font", options: { standard: "Standard", dyslexic: "OpenDyslexic" } },
  tint: { label: "Background", options: { none: "White", cream: "Cream", blue: "Blue", grey: "Grey" } },
} as const

export type ReadingSettingName = keyof typeof READING_SETTINGS
export type ReadingSettings = { [Name in ReadingSettingName]: keyof (typeof READING_SETTINGS)[Name]["options"] }

export const READING_SETTING_NAMES = Object.keys(READING_SETTINGS) as ReadingSettingName[]

/** The local storage key the settings are kept under. */
export const READING_SETTINGS_KEY = "chapterverse-reading-settings"

const READING_ATTRIBUTE_PREFIX = "data-reading-"

/** `data-reading-size` and so on, on <html>. */
export const readingAttribute = (name: ReadingSettingName): string => `${READING_ATTRIBUTE_PREFIX}${name}`

/** Set on <html> where the browser can read aloud (speechSynthesis). */
export const CAN_SPEAK_ATTRIBUTE = "data-can-speak"

const optionsOf = (name: ReadingSettingName): string[] => Object.keys(READING_SETTINGS[name].options)

export const DEFAULT_READING_SETTINGS = Object.fromEntries(READING_SETTING_NAMES.map(name => [name, optionsOf(name)[0]])) as ReadingSettings

/** What was kept, each setting checked against its options (a stale or edited value falls back to the default). */
export function parseReadingSettings(kept: string | null): ReadingSettings {
  let parsed: Record<string, unknown> = {}
  try {
    parsed = JSON.parse(kept ?? "{}") ?? {}
  } catch {
    // Not ours or damaged: read at the defaults.
  }
  return Object.fromEntries(
    READING_SETTING_NAMES.map(name => {
      const value = parsed[name]
      return [name, typeof value === "string" && optionsOf(name).includes(value) ? value : DEFAULT_READING_SETTINGS[name]]
    }),
  ) as ReadingSettings
}

/** Shows the settings on the page: an attribute for each choice other than the default. */
export function applyReadingSettings(settings: ReadingSettings, root: HTMLElement = document.documentElement): void {
  for (const name of READING_SETTING_NAMES) {
    if (settings[name] === DEFAULT_READING_SETTINGS[name]) root.removeAttribute(readingAttribute(name))
    else root.setAttribute(readingAttribute(name), settings[name])
  }
}

/**
 * The inline script in the head of a first-chapter page, run before the first paint: the
 * saved settings as attributes, so the page paints once, as the reader set it, with nothing
 * moving afterwards; and whether the browser can speak, so "Read it to me" shows only where
 * it works. Reading local storage here is on purpose (the shared script leaves storage to a
 * later task): it takes well under a millisecond, and the alternative is a page that paints
 * at the defaults and then jumps. Plain ES5 with no imports: it runs as written.
 */
export const readingSettingsScript = (dyslexicFontUrl: string): string => {
  const choices = Object.fromEntries(READING_SETTING_NAMES.map(name => [name, optionsOf(name)]))
  // A reader who chose OpenDyslexic gets it preloaded from here, the head, so that it most
  // often arrives before the first paint instead of swapping in after it.
  const preload = `<link rel=preload as=font type=font/woff2 crossorigin=anonymous href="${dyslexicFontUrl}">`
  return `(function(d,c,s,n){try{s=JSON.parse(localStorage.getItem(${JSON.stringify(READING_SETTINGS_KEY)}))||{};for(n in c)c[n].indexOf(s[n])>0&&d.setAttribute("${READING_ATTRIBUTE_PREFIX}"+n,s[n]);s.font=="dyslexic"&&document.head.insertAdjacentHTML("beforeend",${JSON.stringify(preload)})}catch(e){}"speechSynthesis"in window&&d.setAttribute("${CAN_SPEAK_ATTRIBUTE}","")})(document.documentElement,${JSON.stringify(choices)})`
}
