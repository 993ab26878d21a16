import type { PageMeasures } from "../../harness/page-measures"
import { ROUTES_TO_CHECK } from "../../harness/built-site"

/**
 * One route per template (page file), the one whose HTML and JavaScript weigh most: the routes
 * Lighthouse, the taps and the largest paint run on. Routes of one template run the same scripts
 * on the same kind of page and differ in data, which the first flight and the page weights,
 * measured on every route, cover. A route the tests do not know counts as a template of its own.
 */
export function heaviestRoutePerTemplate(routes: readonly string[], pages: Record<string, Pick<PageMeasures, "htmlGzipKb" | "javascriptKb">>): string[] {
  const templateOf = (route: string) => ROUTES_TO_CHECK.find(known => known.path === route)?.template ?? route
  const weight = (route: string) => pages[route].htmlGzipKb + pages[route].javascriptKb
  const heaviest = new Map<string, string>()
  for (const route of routes) {
    const template = templateOf(route)
    const chosen = heaviest.get(template)
    if (chosen === undefined || weight(route) > weight(chosen)) heaviest.set(template, route)
  }
  // In the order the routes were given, so the tables read like every other table of the report.
  const chosen = new Set(heaviest.values())
  return routes.filter(route => chosen.has(route))
}
