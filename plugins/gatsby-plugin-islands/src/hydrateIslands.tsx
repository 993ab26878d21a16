import { createElement, startTransition, useEffect, type ComponentType, type ReactNode } from "react"
import { hydrateRoot } from "react-dom/client"
import { ISLAND_ELEMENT, ISLAND_HYDRATED_ATTRIBUTE, ISLAND_NAME_ATTRIBUTE, ISLAND_PRESSED_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE } from "./islandMarkup"
import type { IslandName, IslandProps } from "./islandRegistry"

/**
 * Marks the island once React has hydrated it (its effects run after those of everything inside),
 * and replays the press that loaded an island that loads on press (islandLoader.ts), now that its
 * handlers are there to answer it.
 */
function Hydrated({ island, children }: { island: Element; children: ReactNode }) {
  useEffect(() => {
    island.setAttribute(ISLAND_HYDRATED_ATTRIBUTE, "")
    const pressed = island.querySelector(`[${ISLAND_PRESSED_ATTRIBUTE}]`)
    pressed?.removeAttribute(ISLAND_PRESSED_ATTRIBUTE)
    if (pressed instanceof HTMLElement) pressed.click()
  }, [island])
  return children
}

/**
 * Hydrates every island of this name on the page with the props the server rendered it with.
 * A failure inside one shows the site's error fallback (its `ErrorBoundary`, which the site
 * draws) in its place, never a blank space; the rest of the page is untouched. As a transition,
 * React hydrates in short slices a slow phone can answer taps between.
 */
export function hydrateIslands<Name extends IslandName>(
  name: Name,
  Component: ComponentType<IslandProps<Name>>,
  { ErrorBoundary }: { ErrorBoundary: ComponentType<{ children: ReactNode }> },
): void {
  for (const element of document.querySelectorAll(`${ISLAND_ELEMENT}[${ISLAND_NAME_ATTRIBUTE}="${name}"]`)) {
    const props: IslandProps<Name> = JSON.parse(element.getAttribute(ISLAND_PROPS_ATTRIBUTE) ?? "{}")
    startTransition(() => {
      hydrateRoot(
        element,
        <Hydrated island={element}>
          <ErrorBoundary>{createElement(Component as ComponentType<object>, props as object)}</ErrorBoundary>
        </Hydrated>,
      )
    })
  }
}
