import path from "node:path"
import { BUDGETS } from "../../harness/budgets"
import { locateControls, tapUntilItWorks } from "../../harness/first-paint-taps"
import { median } from "../../harness/statistics"
import { PROJECT_ROOT } from "../../harness/content"
import { servedSite } from "../helpers/served-site"

jest.setTimeout(60_000)

// The bench's tap measure (harness/first-paint-taps.ts), on three fixture pages rather than the
// build: it must see a page whose Menu and Accept work from the first paint as working at once,
// one that wires them up late as late, the first one kept busy just after its first paint as busy,
// and, on one that shows Menu and the cookie notice late, Accept (counted from when it shows) at once and Menu (from the first paint) late.
/** shown-late.html shows Menu and the cookie notice this long after its first paint. */
const SHOWN_AFTER_PAINT_MS = 1_000
const served = servedSite(path.join(PROJECT_ROOT, "__tests__/fixtures/first-paint-taps"))

const measure = async (page: string, control: "menu" | "accept", { runs = 1, giveUpMs }: { runs?: number; giveUpMs?: number } = {}) => {
  const url = `${served.url}/${page}`
  const spots = await locateControls(served.browser, url)
  const made = []
  for (let run = 0; run < runs; run++) made.push(await tapUntilItWorks(served.browser, url, control, spots[control], giveUpMs))
  return made
}

describe("taps from the first paint", () => {
  // Three runs, as the bench takes a median: on a busy machine one run now and then takes its tap late.
  it.each(["menu", "accept"] as const)("finds that %s works at once, within the budget, on a page whose handlers are inline", async control => {
    const runs = await measure("works-at-once.html", control, { runs: 3 })
    expect(runs).toEqual(Array(3).fill({ ms: expect.any(Number), taps: 1 }))
    expect(median(runs.map(run => run.ms ?? Infinity))).toBeLessThan(BUDGETS.tapFromPaintMs)
  })

  it.each(["menu", "accept"] as const)("finds that %s works only once a script wires it up, 1.5 s after load, and not before", async control => {
    const [run] = await measure("works-late.html", control)
    expect(run.failure).toBeUndefined()
    expect(run.ms).toBeGreaterThan(1_000)
    expect(run.taps).toBeGreaterThan(1)
  })

  it.each(["menu", "accept"] as const)("counts the time %s waits for a page busy for 0.8 s just after its first paint", async control => {
    const [run] = await measure("works-at-once.html?busy-ms=800", control)
    expect(run.failure).toBeUndefined()
    expect(run.ms).toBeGreaterThan(600)
  })

  it("counts Accept from when the cookie notice shows, 1 s after the first paint, and Menu, shown with it, from the first paint", async () => {
    // Counted from the first paint, Accept would measure over 1 s here: the measure before issue 75.
    // Counted from when it shows, it measures the bench's own round trip to the page (one tap sent
    // once the page says Accept shows), which a busy machine stretches past the 100 ms budget: the
    // budget is held on the page that works at once, above, over a median.
    const url = `${served.url}/shown-late.html`
    const spots = await locateControls(served.browser, url)
    const accept = await tapUntilItWorks(served.browser, url, "accept", spots.accept)
    const menu = await tapUntilItWorks(served.browser, url, "menu", spots.menu)
    expect(accept).toEqual({ ms: expect.any(Number), taps: 1 })
    expect(accept.ms).toBeLessThan(SHOWN_AFTER_PAINT_MS / 2)
    expect(menu.failure).toBeUndefined()
    expect(menu.ms).toBeGreaterThan(SHOWN_AFTER_PAINT_MS * 0.7)
  })

  it("says so, and does not hang, when a control never works", async () => {
    const [run] = await measure("works-late.html", "menu", { giveUpMs: 800 })
    expect(run.ms).toBeUndefined()
    expect(run.failure).toMatch(/^Menu did not work within 0\.8 s \(\d+ taps\)$/)
  })
})
