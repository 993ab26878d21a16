import {
  CAN_SPEAK_ATTRIBUTE,
  DEFAULT_READING_SETTINGS,
  parseReadingSettings,
  READING_SETTINGS_KEY,
  readingAttribute,
  readingSettingsScript,
} from "../../src/components/ReadingSettings/readingSettings"

const FONT = "/static/opendyslexic.woff2"
const runHeadScript = () => new Function(readingSettingsScript(FONT))()
const root = document.documentElement

beforeEach(() => {
  localStorage.clear()
  for (const name of [...root.getAttributeNames()]) if (name.startsWith("data-")) root.removeAttribute(name)
  document.head.innerHTML = ""
})

describe("the reading settings' head script", () => {
  it("sets an attribute for each kept choice other than the default, and preloads the chosen font", () => {
    localStorage.setItem(READING_SETTINGS_KEY, JSON.stringify({ size: "largest", spacing: "standard", font: "dyslexic", tint: "cream" }))
    runHeadScript()
    expect(root.getAttribute(readingAttribute("size"))).toBe("largest")
    expect(root.hasAttribute(readingAttribute("spacing"))).toBe(false)
    expect(root.getAttribute(readingAttribute("font"))).toBe("dyslexic")
    expect(root.getAttribute(readingAttribute("tint"))).toBe("cream")
    const preload = document.head.querySelector<HTMLLinkElement>('link[rel="preload"][as="font"]')
    expect(preload?.getAttribute("href")).toBe(FONT)
    expect(preload?.crossOrigin).toBe("anonymous")
  })

  it("ignores values it does not know and storage it cannot read, and loads no font unless chosen", () => {
    localStorage.setItem(READING_SETTINGS_KEY, JSON.stringify({ size: "enormous", tint: "<script>" }))
    runHeadScript()
    localStorage.setItem(READING_SETTINGS_KEY, "not JSON")
    runHeadScript()
    expect(root.getAttributeNames().filter(name => name.startsWith("data-reading-"))).toEqual([])
    expect(document.head.querySelector("link")).toBeNull()
  })

  it("marks whether the browser can speak", () => {
    runHeadScript()
    expect(root.hasAttribute(CAN_SPEAK_ATTRIBUTE)).toBe("speechSynthesis" in window)
  })
})

describe("parseReadingSettings", () => {
  it("keeps known choices and falls back to the defaults for the rest", () => {
    expect(parseReadingSettings(JSON.stringify({ size: "large", font: "comic" }))).toEqual({ ...DEFAULT_READING_SETTINGS, size: "large" })
    expect(parseReadingSettings(null)).toEqual(DEFAULT_READING_SETTINGS)
    expect(parseReadingSettings("{")).toEqual(DEFAULT_READING_SETTINGS)
  })
})
