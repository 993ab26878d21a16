import { createElement, type ComponentType } from "react"
import { ISLAND_ELEMENT, ISLAND_NAME_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE } from "../../plugins/gatsby-plugin-islands/src/islandMarkup"
import { useRegisterIsland } from "../../plugins/gatsby-plugin-islands/src/IslandsOfPage"
import type { IslandName, IslandProps, Islands } from "./registry"

/**
 * A part of the page that comes alive in the browser. The server renders the component into
 * the page as usual; its name and props go with it, so the browser can load its code when it
 * is needed (see islandLoader.ts) and hydrate it in place. Everything outside islands stays
 * plain HTML. The name picks the browser entry; the type of `component` must be that island's.
 */
export function Island<Name extends IslandName>({ name, component, props }: { name: Name; component: Islands[Name]; props: IslandProps<Name> }) {
  useRegisterIsland(name)
  return createElement(
    ISLAND_ELEMENT,
    { [ISLAND_NAME_ATTRIBUTE]: name, [ISLAND_PROPS_ATTRIBUTE]: JSON.stringify(props) },
    createElement(component as ComponentType<object>, props),
  )
}
