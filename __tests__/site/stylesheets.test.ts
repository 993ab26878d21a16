import fs from "node:fs"
import path from "node:path"
import { ISLAND_ELEMENT, ISLAND_NAME_ATTRIBUTE } from "gatsby-plugin-islands"
import { cssModuleClassName } from "gatsby-plugin-islands/node"
import { builtPage, ROUTES_TO_CHECK } from "../../harness/built-site"

// Every page inlines its CSS, so every rule it carries is bytes a phone downloads before the
// first paint. A page carries the styles of the components its template can render, not the
// whole site's: an island's styles (the slider's, the gallery's) reach only the pages built
// from a template that has it.

const pages = ROUTES_TO_CHECK.map(route => ({ path: route.path, template: route.template, document: builtPage(route.path) }))

const inlineCssOf = (document: Document) =>
  Array.from(document.querySelectorAll("head style"))
    .map(style => style.textContent ?? "")
    .join("\n")
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
const ruleFor = (className: string, flags = "") => new RegExp(`\\.${escapeRegExp(className)}(?![\\w-])`, flags)
const hasRuleFor = (css: string, className: string) => ruleFor(className).test(css)
const islandsNamed = (document: Document, name: string) => Array.from(document.querySelectorAll(`${ISLAND_ELEMENT}[${ISLAND_NAME_ATTRIBUTE}="${name}"]`))
const classesIn = (elements: readonly Element[]) =>
  elements.flatMap(element => [element, ...Array.from(element.querySelectorAll("[class]"))].flatMap(inner => Array.from(inner.classList)))

const islandNames = [
  ...new Set(
    pages.flatMap(({ document }) => Array.from(document.querySelectorAll(ISLAND_ELEMENT)).map(island => island.getAttribute(ISLAND_NAME_ATTRIBUTE) ?? "")),
  ),
]

/** The classes that appear inside this island on some page and nowhere else on any page, and are styled: its own styles. */
function stylesOnlyIn(name: string): string[] {
  const allCss = pages.map(({ document }) => inlineCssOf(document)).join("\n")
  const inside = new Set(pages.flatMap(({ document }) => classesIn(islandsNamed(document, name))))
  const outside = new Set(
    pages.flatMap(({ document }) =>
      Array.from(document.querySelectorAll("[class]"))
        .filter(element => !element.closest(`${ISLAND_ELEMENT}[${ISLAND_NAME_ATTRIBUTE}="${name}"]`))
        .flatMap(element => Array.from(element.classList)),
    ),
  )
  return [...inside].filter(className => !outside.has(className) && hasRuleFor(allCss, className))
}

it("the site has islands to check", () => {
  expect(islandNames.length).toBeGreaterThan(0)
})

describe.each(islandNames)("the styles of the %s island", name => {
  const own = stylesOnlyIn(name)
  const withIsland = pages.filter(({ document }) => islandsNamed(document, name).length > 0)
  const templatesWithIsland = new Set(withIsland.map(({ template }) => template))
  const otherTemplates = pages.filter(({ template }) => !templatesWithIsland.has(template))

  it("are inlined in every page that has it", () => {
    expect(own.length).toBeGreaterThan(0)
    for (const { path, document } of withIsland) {
      const css = inlineCssOf(document)
      expect({ path, unstyled: own.filter(className => !hasRuleFor(css, className)) }).toEqual({ path, unstyled: [] })
    }
  })

  it("are not inlined in the pages of the other templates", () => {
    for (const { path, document } of otherTemplates) {
      const css = inlineCssOf(document)
      expect({ path, carried: own.filter(className => hasRuleFor(css, className)) }).toEqual({ path, carried: [] })
    }
  })
})

/** Each class of the site's CSS modules that composes another module's classes, as the build names them. */
function classesComposingOthers(): Array<{ own: string; composed: string }> {
  return fs
    .globSync("src/**/*.module.css")
    .flatMap(file =>
      [...fs.readFileSync(file, "utf8").matchAll(/^\.([\w-]+)\s*\{([^{}]*)\}/gm)].flatMap(([, local, body]) =>
        [...body.matchAll(/composes:\s*([\w\s-]+?)\s+from\s+"([^"]+)"/g)].flatMap(([, names, from]) =>
          names
            .split(/\s+/)
            .map(name => ({ own: cssModuleClassName(file, local), composed: cssModuleClassName(path.resolve(path.dirname(file), from), name) })),
        ),
      ),
    )
}

// A component's class composes a shared one (EventList's list, the site's card list) and overrides
// some of it (the columns): its rules must come after every rule of the shared class in the page's
// CSS, however large the CSS the templates share grows (past 20 KB webpack would move it to Gatsby's
// "commons" chunk, inlined after the page's own; the islands plugin keeps CSS out of that chunk).
it("puts a class's own rules after those of the classes it composes, on every page", () => {
  const pairs = classesComposingOthers()
  expect(pairs.length).toBeGreaterThan(10)
  const outOfOrder = pages.flatMap(({ path: route, document }) => {
    const css = inlineCssOf(document)
    return pairs
      .filter(({ own, composed }) => hasRuleFor(css, own) && hasRuleFor(css, composed))
      .filter(({ own, composed }) => css.search(ruleFor(own)) < Math.max(...[...css.matchAll(ruleFor(composed, "g"))].map(match => match.index)))
      .map(({ own, composed }) => `${route}: .${own} before .${composed}`)
  })
  expect(outOfOrder).toEqual([])
})
