import { createElement, type ComponentType } from "react"
import { ISLAND_ELEMENT, ISLAND_LOAD_ATTRIBUTE, ISLAND_NAME_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE, LOAD_ON_PRESS } from "./islandMarkup"
import type { IslandComponent, IslandName, IslandProps } from "./islandRegistry"
import { useRegisterIsland } from "./IslandsOfPage"

/**
 * A part of the page that comes alive in the browser. The server renders the component into
 * the page as usual; its name and props go with it, so the browser can load its code when it
 * is needed (see islandLoader.ts) and hydrate it in place. Everything outside islands stays
 * plain HTML. The name picks the browser entry; the type of `component` must be that island's
 * (islandRegistry.ts).
 * `loadOnPress`: nothing of it loads until the visitor presses a link or button in it (the
 * search, in every page's header: no page pays for it until it is used).
 */
export function Island<Name extends IslandName>({
  name,
  component,
  props,
  loadOnPress = false,
}: {
  name: Name
  component: IslandComponent<Name>
  props: IslandProps<Name>
  loadOnPress?: boolean
}) {
  useRegisterIsland(name)
  return createElement(
    ISLAND_ELEMENT,
    { [ISLAND_NAME_ATTRIBUTE]: name, [ISLAND_PROPS_ATTRIBUTE]: JSON.stringify(props), ...(loadOnPress ? { [ISLAND_LOAD_ATTRIBUTE]: LOAD_ON_PRESS } : {}) },
    createElement(component as ComponentType<object>, props as object),
  )
}
