import type { ComponentType } from "react"
import { hydrateIslands, type IslandName, type IslandProps } from "gatsby-plugin-islands"
import { ErrorBoundary } from "../components/ErrorBoundary/ErrorBoundary"

/**
 * Hydrates every island of this name on the page, each inside the site's error fallback. One
 * module every entry shares, so webpack joins it, the plugin's hydrateIslands and ErrorBoundary
 * into one module (an entry importing ErrorBoundary itself kept it apart, in every island's file).
 */
export function hydrateIsland<Name extends IslandName>(name: Name, Component: ComponentType<IslandProps<Name>>): void {
  hydrateIslands(name, Component, { ErrorBoundary })
}
