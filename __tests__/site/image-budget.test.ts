import { measurePage } from "../../scripts/bench/page-measures"
import { largestImageAboveFold, PHONE } from "../support/phone-images"
import { ROUTES_TO_CHECK } from "../support/site"

// The image budgets of the performance issue, held on the built files (the benchmark,
// `npm run bench`, reports the same measures with Lighthouse's view beside them).
const HERO_BUDGET_KB = 60

it(`the hero image a ${PHONE.widthPx} px phone loads on the home page is at most ${HERO_BUDGET_KB} KB`, () => {
  const hero = largestImageAboveFold("/")
  expect(hero).toMatchObject({ index: 0, phone: { url: expect.stringMatching(/\.avif$/) } })
  expect((hero?.phone.bytes ?? Infinity) / 1024).toBeLessThanOrEqual(HERO_BUDGET_KB)
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
