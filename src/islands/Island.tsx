import { createElement, type ComponentType } from "react"
import { ISLAND_ELEMENT, ISLAND_NAME_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE } from "./islandMarkup"
import { useRegisterIsland } from "./IslandsOfPage"
import { ISLANDS, type IslandName, type IslandProps } from "./registry"

/**
 * A part of the page that comes alive in the browser. The server renders the component into
 * the page as usual; its name and props go with it, so the browser can load its code when it
 * is needed (see islandLoader.ts) and hydrate it in place. Everything outside islands stays
 * plain HTML.
 */
export function Island<Name extends IslandName>({ name, props }: { name: Name; props: IslandProps<Name> }) {
  useRegisterIsland(name)
  const component = ISLANDS[name] as ComponentType<object>
  return createElement(ISLAND_ELEMENT, { [ISLAND_NAME_ATTRIBUTE]: name, [ISLAND_PROPS_ATTRIBUTE]: JSON.stringify(props) }, createElement(component, props))
}
