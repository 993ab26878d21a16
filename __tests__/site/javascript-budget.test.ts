import fs from "node:fs"
import path from "node:path"
import zlib from "node:zlib"
import { builtPage, PUBLIC_DIR, ROUTES_TO_CHECK } from "../support/site"

// Every kilobyte of JavaScript costs a child on a cheap phone. What a route needs to render
// and become interactive: the scripts its HTML loads plus its own page's chunks (Gatsby's
// prefetches of other pages and Swiper, loaded after the page, are not counted).
const BUDGET_KB = 85

const stats = JSON.parse(fs.readFileSync(path.join(PUBLIC_DIR, "webpack.stats.json"), "utf8"))
const gzipKb = (file: string) => zlib.gzipSync(fs.readFileSync(path.join(PUBLIC_DIR, file)), { level: 9 }).length / 1024

function javascriptOf(route: string): string[] {
  const html = builtPage(route)
  const inHtml = Array.from(html.querySelectorAll("script[src]")).map(script => (script.getAttribute("src") ?? "").replace(/^\//, ""))
  const pageData = JSON.parse(fs.readFileSync(path.join(PUBLIC_DIR, "page-data", route === "/" ? "index" : route, "page-data.json"), "utf8"))
  const group = stats.namedChunkGroups[pageData.componentChunkName]
  const pageChunks = group.assets.map((asset: string | { name: string }) => (typeof asset === "string" ? asset : asset.name)).filter((name: string) => name.endsWith(".js"))
  return [...new Set([...inHtml, ...pageChunks])]
}

describe.each(ROUTES_TO_CHECK)("the JavaScript of $path", route => {
  it(`is at most ${BUDGET_KB} KB gzipped`, () => {
    const files = javascriptOf(route.path)
    const sizes = Object.fromEntries(files.map(file => [file, Math.round(gzipKb(file) * 10) / 10]))
    const total = Object.values(sizes).reduce((sum, size) => sum + size, 0)
    expect({ total: total <= BUDGET_KB, sizes }).toEqual({ total: true, sizes })
    expect(files.some(file => file.startsWith("framework-"))).toBe(true)
  })
})

it("keeps Swiper out of the JavaScript the home page needs first", () => {
  const isSwiper = (file: string) => fs.readFileSync(path.join(PUBLIC_DIR, file), "utf8").includes("swiper-slide-active")
  const built = fs.readdirSync(PUBLIC_DIR).filter(file => file.endsWith(".js"))
  expect(built.filter(isSwiper).length).toBeGreaterThan(0)
  expect(javascriptOf("/").filter(isSwiper)).toEqual([])
})
