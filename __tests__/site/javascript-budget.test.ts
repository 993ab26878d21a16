import fs from "node:fs"
import path from "node:path"
import { inlineScriptsOf, isSwiper, islandFilesOf, javascriptOf, javascriptSizeOf } from "../support/javascript-size"
import { builtPage, PUBLIC_DIR, ROUTES_TO_CHECK } from "../support/site"

// Every kilobyte of JavaScript costs a child on a cheap phone. Everything a route can download
// without any interaction is counted: its inline scripts, its islands' files and what they load
// later. A page without islands has only the script every page shares; with islands, React
// and their code, and the home page's Swiper on top.
const BUDGET_KB = { withoutIslands: 2, withIslands: 60 }

describe.each(ROUTES_TO_CHECK)("the JavaScript of $path", route => {
  const islands = Object.keys(islandFilesOf(route.path))
  const budget = islands.length === 0 ? BUDGET_KB.withoutIslands : BUDGET_KB.withIslands

  it(`is at most ${BUDGET_KB.withoutIslands} KB gzipped without islands, ${BUDGET_KB.withIslands} KB with them (Swiper on top)`, () => {
    const { sizes, totalKb, swiperKb } = javascriptSizeOf(route.path)
    expect({ withinBudget: totalKb - swiperKb <= budget, islands, sizes }).toEqual({ withinBudget: true, islands, sizes })
  })

  // Gatsby's client runtime (its app, router, page-data fetches and prefetching) never
  // reaches a page: the page's HTML is the product, and islands bring their own code.
  it("names no script file but its islands', and carries none of Gatsby's runtime", () => {
    const document = builtPage(route.path)
    expect(Array.from(document.querySelectorAll("script[src], link[as=script], link[rel=modulepreload]")).map(element => element.outerHTML)).toEqual([])
    const inline = inlineScriptsOf(route.path).join("\n")
    expect(inline).not.toMatch(/___webpackCompilationHash|___chunkMapping|window\.pagePath|___loader/)
    expect(document.getElementById("gatsby-chunk-mapping")).toBeNull()
    for (const file of javascriptOf(route.path)) expect(file).toMatch(/^islands\//)
  })

  // Building an Intl formatter loads the browser's locale data: measured as a 90 ms task on
  // a 4× throttled phone (see src/utils/format.ts).
  it("builds no Intl formatter", () => {
    const withIntl = [...inlineScriptsOf(route.path), ...javascriptOf(route.path).map(file => fs.readFileSync(path.join(PUBLIC_DIR, file), "utf8"))].filter(code => /new Intl\.\w+/.test(code))
    expect(withIntl).toEqual([])
  })
})

it("loads Swiper only from the hero slider's own code, once it runs, not with the page's first files", () => {
  const initial = Object.values(islandFilesOf("/")).flat().map(src => src.replace(/^\//, ""))
  const swiper = javascriptOf("/").filter(isSwiper)
  expect(swiper.length).toBeGreaterThan(0)
  expect(initial.filter(isSwiper)).toEqual([])
})
