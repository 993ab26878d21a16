/**
 * The behaviour constants the product spec fixes (its sections 4 and 9): thresholds, timings,
 * lifetimes, sizes and ages. Unlike prices and dates they are not the author's to change
 * (decisions: "The spec's behaviour constants"). The browser tests check that the pages do what
 * data/site/site.json says; this checks that data/site/site.json says what the spec says, and names
 * the spec's line when it does not.
 */
import fs from "node:fs"
import path from "node:path"
import { PROJECT_ROOT } from "../../harness/content"

const SITE_FILE = "data/site/site.json"

/** Each constant: the spec's lines that fix it, where the site keeps it, and its value. */
const SPEC_CONSTANTS = [
  {
    spec: ["on once scrolled at least 245 px, off otherwise.", "| Sticky header threshold | 245 px |"],
    field: "behaviour.stickyHeaderOffset",
    value: 245,
  },
  { spec: ["| Slider autoplay | 7000 ms; transition 1500 ms |"], field: "behaviour.sliderAutoplayMs", value: 7000 },
  { spec: ["| Slider autoplay | 7000 ms; transition 1500 ms |"], field: "behaviour.sliderTransitionMs", value: 1500 },
  {
    spec: ["Accepting sets the cookie (lifetime 365 days, lax same-site, secure when on https)", "| Cookie expiry | 365 days |"],
    field: "behaviour.consentCookieDays",
    value: 365,
  },
  {
    spec: ["Acceptance on scroll exists at a 25% threshold but is disabled.", "| Scroll-accept threshold | 25% (disabled) |"],
    field: "behaviour.acceptOnScroll",
    value: false,
  },
  {
    spec: ["Acceptance on scroll exists at a 25% threshold but is disabled.", "| Scroll-accept threshold | 25% (disabled) |"],
    field: "behaviour.acceptOnScrollPercent",
    value: 25,
  },
  { spec: ["each 352 px high, lazy-loaded.", "| Album embed height | 352 px |"], field: "behaviour.albumEmbedHeight", value: 352 },
  { spec: ["children under 13", "| Privacy policy age limit | 13 |"], field: "newsletter.minimumAge", value: 13 },
] as const

const valueAt = (settings: unknown, field: string): unknown =>
  field.split(".").reduce<unknown>((at, key) => (at && typeof at === "object" ? (at as Record<string, unknown>)[key] : undefined), settings)

/** Each constant the settings get wrong, naming the file, the field and the spec's lines. */
function departures(settings: unknown): string[] {
  return SPEC_CONSTANTS.filter(({ field, value }) => valueAt(settings, field) !== value).map(
    ({ spec, field, value }) =>
      `${SITE_FILE}: ${field} is ${JSON.stringify(valueAt(settings, field))}, but the product spec fixes ${JSON.stringify(value)} (${spec.map(line => `"${line}"`).join("; ")})`,
  )
}

const siteSettings = () => JSON.parse(fs.readFileSync(path.join(PROJECT_ROOT, SITE_FILE), "utf8"))

test("data/site/site.json keeps every behaviour constant the product spec fixes", () => {
  expect(departures(siteSettings())).toEqual([])
})

test.each([
  ["a 30-day cookie", "behaviour.consentCookieDays", 30, /consentCookieDays is 30, but the product spec fixes 365 \("Accepting sets the cookie/],
  ["a 200 px sticky header", "behaviour.stickyHeaderOffset", 200, /stickyHeaderOffset is 200, but the product spec fixes 245/],
  ["accepting on scroll switched on", "behaviour.acceptOnScroll", true, /acceptOnScroll is true, but the product spec fixes false/],
  ["a 16-second slider", "behaviour.sliderAutoplayMs", 16000, /sliderAutoplayMs is 16000, but the product spec fixes 7000/],
])("%s is named with the spec's line", (_case, field, value, problem) => {
  const settings = siteSettings()
  const [group, key] = field.split(".")
  settings[group][key] = value
  expect(departures(settings)).toEqual([expect.stringMatching(problem)])
})
