/**
 * Each template's claim on the addresses of its pages, in Gatsby's state (its `components`, each
 * with a set of page paths). Gatsby adds an address when a page is created with the template and
 * takes it away when the page is deleted, but not when a warm build creates the page again with
 * another template (a news post's address, once the post is renamed, becoming the page that leads
 * on from it): the old template keeps it, and the first build after the address goes fails at its
 * very end, where Gatsby prints its page tree ("Cannot read properties of undefined (reading
 * 'mode')"). The plugin drops such claims once the build's pages are made (onPostBootstrap).
 */
export interface TemplateClaims {
  components: ReadonlyMap<string, { componentPath: string; isSlice?: boolean; pages: Set<string> }>
  pages: ReadonlyMap<string, { componentPath: string }>
}

/** Drops each claim of a template on an address whose page is gone or has another template; says which, as "<address> (<template>)". */
export function dropStaleTemplateClaims({ components, pages }: TemplateClaims): string[] {
  const dropped: string[] = []
  for (const component of components.values()) {
    // A slice's "pages" are its names, not addresses.
    if (component.isSlice) continue
    for (const address of component.pages) {
      if (pages.get(address)?.componentPath === component.componentPath) continue
      component.pages.delete(address)
      dropped.push(`${address} (${component.componentPath})`)
    }
  }
  return dropped
}
