import fs from "node:fs"
import path from "node:path"
import { javascriptOf, javascriptSizeOf } from "../support/javascript-size"
import { PUBLIC_DIR, ROUTES_TO_CHECK } from "../support/site"

// Every kilobyte of JavaScript costs a child on a cheap phone. What a route needs to render
// and become interactive: the scripts its HTML loads plus its own page's chunks (Gatsby's
// prefetches of other pages and Swiper, loaded after the page, are not counted).
const BUDGET_KB = 85

describe.each(ROUTES_TO_CHECK)("the JavaScript of $path", route => {
  it(`is at most ${BUDGET_KB} KB gzipped`, () => {
    const { sizes, totalKb: total } = javascriptSizeOf(route.path)
    expect({ total: total <= BUDGET_KB, sizes }).toEqual({ total: true, sizes })
    expect(Object.keys(sizes).some(file => file.startsWith("framework-"))).toBe(true)
  })

  // Building an Intl formatter loads the browser's locale data: measured as a 90 ms task on
  // a 4× throttled phone, most of a route's blocking time (see src/utils/format.ts).
  it("builds no Intl formatter", () => {
    const withIntl = javascriptOf(route.path).filter(file => /new Intl\.\w+/.test(fs.readFileSync(path.join(PUBLIC_DIR, file), "utf8")))
    expect(withIntl).toEqual([])
  })

  // Gatsby ships each plugin's browser file with the plugin's options in the app chunk, and
  // runs its imports at start-up. gatsby-plugin-manifest's does nothing here (one manifest,
  // one language): 2.2 KB gzipped. Its options name the icon it is drawn from.
  it("carries no gatsby-plugin-manifest browser code", () => {
    const withManifestPlugin = javascriptOf(route.path).filter(file => fs.readFileSync(path.join(PUBLIC_DIR, file), "utf8").includes("src/images/icon.png"))
    expect(withManifestPlugin).toEqual([])
  })
})

it("keeps Swiper out of the JavaScript the home page needs first", () => {
  const isSwiper = (file: string) => fs.readFileSync(path.join(PUBLIC_DIR, file), "utf8").includes("swiper-slide-active")
  const built = fs.readdirSync(PUBLIC_DIR).filter(file => file.endsWith(".js"))
  expect(built.filter(isSwiper).length).toBeGreaterThan(0)
  expect(javascriptOf("/").filter(isSwiper)).toEqual([])
})
