import { ISLAND_ELEMENT, ISLAND_NAME_ATTRIBUTE } from "gatsby-plugin-islands"
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
const hasRuleFor = (css: string, className: string) => new RegExp(`\\.${escapeRegExp(className)}(?![\\w-])`).test(css)
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
