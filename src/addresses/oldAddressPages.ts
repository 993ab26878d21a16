/**
 * The pages at old addresses, told apart by their templates: an alias's or a renamed entry's
 * (alias.tsx, which sends the visitor on) and a removed entry's (gone.tsx). They are where the
 * redirects are kept: the host files and the news feed read them back from the build's pages,
 * and the sitemap, the search and the A to Z leave them out.
 */
export const OLD_ADDRESS_TEMPLATES = { moved: "src/templates/alias.tsx", gone: "src/templates/gone.tsx" } as const

/** A built page as Gatsby's SitePage nodes give it (`component` is the template's absolute path). */
interface BuiltPage {
  path: string
  component: string
  pageContext?: unknown
}

const madeFrom = (page: BuiltPage, template: string) => page.component.endsWith(`/${template}`)

export const isOldAddress = (page: BuiltPage): boolean => Object.values(OLD_ADDRESS_TEMPLATES).some(template => madeFrom(page, template))

/** Each old address that leads on, and where to, in the order the pages were made. */
export function redirectsOf(pages: readonly BuiltPage[]): Array<{ from: string; to: string }> {
  return pages
    .filter(page => madeFrom(page, OLD_ADDRESS_TEMPLATES.moved))
    .map(page => ({ from: page.path, to: String((page.pageContext as { to?: unknown } | undefined)?.to) }))
}
