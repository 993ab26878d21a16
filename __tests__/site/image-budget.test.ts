import { measurePage } from "../../harness/page-measures"
import { largestImageAboveFold, PHONE, pickCandidate, sizesOf, slotWidthPx, srcsetCandidates, type Screen } from "../../harness/phone-images"
import { builtPage, ROUTES_TO_CHECK } from "../../harness/built-site"

// The image budgets of the performance issue, held on the built files (the benchmark,
// `npm run bench`, reports the same measures with Lighthouse's view beside them).
const HERO_BUDGET_KB = 60

it(`the hero image a ${PHONE.widthPx} px phone loads on the home page is at most ${HERO_BUDGET_KB} KB`, () => {
  const hero = largestImageAboveFold("/")
  expect(hero).toMatchObject({ index: 0, phone: { url: expect.stringMatching(/\.avif$/) } })
  expect((hero?.phone.bytes ?? Infinity) / 1024).toBeLessThanOrEqual(HERO_BUDGET_KB)
})

// Phones, tablets and desktops from 320 to 2560 CSS px wide, at the usual pixel ratios.
const SCREENS: Screen[] = [1, 1.5, 2, 2.625, 3].flatMap(dpr =>
  Array.from({ length: (2560 - 320) / 4 + 1 }, (_, step) => ({ widthPx: 320 + step * 4, dpr, remPx: PHONE.remPx })),
)

// Each width a picture offers is a URL in the HTML, which a phone downloads before its first
// paint: a width no screen takes in any slot that shows the picture is bytes for nothing.
it("no picture offers a width that no screen takes, in any slot that shows it", () => {
  const offers = new Map<string, { image: string; type: string; pages: Set<string>; taken: Set<number> }>()
  // Each slot (a srcset in its sizes) once, however many pages show it.
  const slotsSeen = new Set<string>()
  for (const route of ROUTES_TO_CHECK) {
    for (const element of Array.from(builtPage(route.path).querySelectorAll("img[srcset], picture source[srcset]"))) {
      const img = element.tagName === "IMG" ? element : element.parentElement?.querySelector("img")
      const srcset = element.getAttribute("srcset") ?? ""
      const candidates = srcsetCandidates(srcset)
      const offer = offers.get(srcset) ?? {
        image: img?.getAttribute("alt") ?? "",
        type: element.getAttribute("type") ?? "fallback",
        pages: new Set(),
        taken: new Set(),
      }
      offer.pages.add(route.path)
      const sizes = sizesOf(element)
      const slot = `${srcset}\n${JSON.stringify(sizes)}`
      if (!slotsSeen.has(slot)) {
        for (const screen of SCREENS) offer.taken.add(pickCandidate(candidates, slotWidthPx(sizes, screen) * screen.dpr)?.width ?? 0)
        slotsSeen.add(slot)
      }
      offers.set(srcset, offer)
    }
  }
  expect(offers.size).toBeGreaterThan(0)
  const unused = [...offers].flatMap(([srcset, { image, type, pages, taken }]) => {
    const widths = srcsetCandidates(srcset)
      .map(candidate => candidate.width)
      .filter(width => !taken.has(width))
    return widths.length > 0 ? [{ image, type, pages: [...pages], widths }] : []
  })
  expect(unused).toEqual([])
})

describe.each(ROUTES_TO_CHECK)("the images of $path", route => {
  const measures = measurePage(route.path)

  it("are each offered as AVIF and WebP with a JPEG or PNG fallback", () => {
    expect(measures.formatProblems).toEqual([])
  })

  it("are lazy but the first (the hero or cover), which is eager with high fetch priority", () => {
    expect(measures.eagerProblems).toEqual([])
    expect(measures.eagerImages).toBeLessThanOrEqual(1)
  })
})
