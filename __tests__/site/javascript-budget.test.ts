import fs from "node:fs"
import path from "node:path"
import { parse } from "acorn"
import { EAGER_COMPILE_HINT } from "gatsby-plugin-islands/node"
import {
  gzipKb,
  inlineScriptsBytes,
  inlineScriptsOf,
  isSwiper,
  islandFilesOf,
  JAVASCRIPT_BUDGET_KB,
  javascriptBudgetOf,
  javascriptOf,
  javascriptOnPressOf,
  pressIslandsOf,
} from "../../harness/javascript-size"
import { builtPage, PUBLIC_DIR, ROUTES_TO_CHECK } from "../../harness/built-site"
import { BUDGETS, inlineScriptsBudgetBytes, isFirstChapter } from "../../harness/budgets"
import { READING_SETTINGS_KEY } from "../../src/components/ReadingSettings/readingSettings"

/** Every island file any page loads, with the page or once its search is pressed. */
const everyIslandFile = (): string[] => [
  ...new Set(
    ROUTES_TO_CHECK.flatMap(route => [...javascriptOf(route.path), ...pressIslandsOf(route.path).flatMap(island => javascriptOnPressOf(route.path, island))]),
  ),
]

// Every kilobyte of JavaScript costs a child on a cheap phone. Everything a route can download
// without any interaction is counted: its inline scripts, its islands' files and what they load
// later (see javascriptBudgetOf).
describe.each(ROUTES_TO_CHECK)("the JavaScript of $path", route => {
  it(`is at most ${JAVASCRIPT_BUDGET_KB.withoutIslands} KB gzipped without islands, ${JAVASCRIPT_BUDGET_KB.withIslands} KB with them (Swiper on top)`, () => {
    const { islands, budgetKb, countedKb, sizes } = javascriptBudgetOf(route.path)
    expect({ withinBudget: countedKb <= budgetKb, islands, sizes }).toEqual({ withinBudget: true, islands, sizes })
  })

  // Every page carries its inline scripts in its HTML: they cost every visit their bytes (the
  // bench reports them beside the first flight).
  it(`keeps its inline scripts within ${BUDGETS.inlineScriptsKb} KB brotli (a first chapter's within ${BUDGETS.firstChapterInlineScriptsKb})`, () => {
    const bytes = inlineScriptsBytes(route.path, "br")
    expect({ bytes, withinBudget: bytes <= inlineScriptsBudgetBytes(route.path) }).toEqual({ bytes, withinBudget: true })
  })

  // No byte of script comes before what the first paint shows: the page script, its islands' list
  // and the prefetch rules follow the page's content (a module runs once the HTML is parsed,
  // wherever it stands). Before it only the search engines' data and a first chapter's reading
  // settings, which change what is painted.
  it("carries no script before its content but structured data, and a first chapter's reading settings", () => {
    const document = builtPage(route.path)
    const main = document.querySelector("main")
    expect(main).not.toBeNull()
    const before = Array.from(document.querySelectorAll("script"))
      .filter(script => script.compareDocumentPosition(main!) & script.DOCUMENT_POSITION_FOLLOWING)
      .map(script =>
        script.type === "application/ld+json"
          ? "structured data"
          : script.textContent?.includes(READING_SETTINGS_KEY) && !script.type
            ? "reading settings"
            : script.outerHTML.slice(0, 80),
      )
    expect([...new Set(before)]).toEqual(isFirstChapter(route.path) ? ["structured data", "reading settings"] : ["structured data"])
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
  // a 4× throttled phone (see src/text/format.ts).
  it("builds no Intl formatter", () => {
    const files = [...javascriptOf(route.path), ...pressIslandsOf(route.path).flatMap(island => javascriptOnPressOf(route.path, island))]
    const withIntl = [...inlineScriptsOf(route.path), ...files.map(file => fs.readFileSync(path.join(PUBLIC_DIR, file), "utf8"))].filter(code =>
      /new Intl\.\w+/.test(code),
    )
    expect(withIntl).toEqual([])
  })
})

it("loads Swiper only from the hero slider's own code, once it runs, not with the page's first files", () => {
  const initial = Object.values(islandFilesOf("/"))
    .flat()
    .map(src => src.replace(/^\//, ""))
  const swiper = javascriptOf("/").filter(isSwiper)
  expect(swiper.length).toBeGreaterThan(0)
  expect(initial.filter(isSwiper)).toEqual([])
})

// The build's browserslist reaches browsers older than logical assignment (UC Browser 15.5), and
// a single newer construct stops a whole script there: the head's, and Menu and Accept with it.
it("ships only scripts that parse as ES2020, inline and island files alike", () => {
  const islandFiles = everyIslandFile()
  const scripts = new Map([
    ...ROUTES_TO_CHECK.flatMap(route => inlineScriptsOf(route.path).map((code, index) => [`${route.path}, inline script ${index + 1}`, code] as const)),
    ...islandFiles.map(file => [file, fs.readFileSync(path.join(PUBLIC_DIR, file), "utf8")] as const),
  ])
  expect(islandFiles.length).toBeGreaterThan(0)
  const unreadable = [...scripts].flatMap(([name, code]) => {
    try {
      parse(code, { ecmaVersion: 2020, sourceType: "script" })
      return []
    } catch (error) {
      return [`${name}: ${error instanceof Error ? error.message : String(error)}`]
    }
  })
  expect(unreadable).toEqual([])
})

// An island's files load to run at once. Compiled lazily, hydrating compiled much of React DOM
// on the main thread, one long task that blocked taps (Swiper's code too); with V8's hint
// they are compiled as they stream in.
it("gives every island file V8's compile hint on its first line", () => {
  const files = everyIslandFile()
  const code = Object.fromEntries(files.map(file => [file, fs.readFileSync(path.join(PUBLIC_DIR, file), "utf8")]))
  expect(files.some(file => code[file].includes("__reactContainer$"))).toBe(true)
  expect(files.some(isSwiper)).toBe(true)
  expect(files.map(file => [file, code[file].split("\n")[0]])).toEqual(files.map(file => [file, EAGER_COMPILE_HINT]))
})

// The search loads nothing with the page (it is not counted above); once pressed, its island's
// files (React and the islands' runtime, which a page with islands has already loaded, and its
// own code) are held to the islands' budget. Pagefind's own script and WebAssembly, loaded from
// the site once the search opens, are measured in docs/performance.md.
it(`loads the search's island, on every page and only when pressed, within ${JAVASCRIPT_BUDGET_KB.withIslands} KB gzipped`, () => {
  for (const route of ROUTES_TO_CHECK) expect([route.path, pressIslandsOf(route.path)]).toEqual([route.path, ["SiteSearch"]])
  const files = javascriptOnPressOf("/", "SiteSearch")
  const totalKb = files.reduce((sum, file) => sum + gzipKb(file), 0)
  expect({ files, withinBudget: totalKb <= JAVASCRIPT_BUDGET_KB.withIslands }).toEqual({ files, withinBudget: true })
  expect(files.some(file => fs.readFileSync(path.join(PUBLIC_DIR, file), "utf8").includes("pagefind"))).toBe(true)
})
