import { createContext, useContext, type ReactNode } from "react"

/**
 * While the server renders a page, the names of the islands it holds, so that
 * the plugin's onRenderBody (gatsby-ssr.tsx) gives the page the loader and the files of those islands
 * alone. Kept by page path: several pages may render at once.
 */
const islandsByPage = new Map<string, Set<string>>()
const IslandsOfPageContext = createContext<Set<string> | null>(null)

/** Wraps a page's render (gatsby-ssr.tsx, wrapRootElement) to collect its islands. */
export function CollectIslands({ pathname, children }: { pathname: string; children: ReactNode }) {
  const names = new Set<string>()
  islandsByPage.set(pathname, names)
  return <IslandsOfPageContext.Provider value={names}>{children}</IslandsOfPageContext.Provider>
}

/** Called by each island as it renders. */
export function useRegisterIsland(name: string): void {
  useContext(IslandsOfPageContext)?.add(name)
}

/** The islands the page at this path rendered, forgotten once read. */
export function takeIslandsOf(pathname: string): string[] {
  const names = islandsByPage.get(pathname)
  islandsByPage.delete(pathname)
  return [...(names ?? [])]
}
