/**
 * The plugin's browser-safe entry: what a site's pages, components and island entries use. It
 * runs in the browser (the islands' own compilation, Gatsby's in `gatsby develop`) and in the
 * server render, so nothing here may import Node's modules; those are in node.ts. Side-effect
 * free (package.json), so an island's files hold only what its entry uses of it.
 */
export { afterLargestPaint, EAGER_PICTURES } from "./src/afterLargestPaint"
export { Island } from "./src/Island"
export { hydrateIslands } from "./src/hydrateIslands"
export type { IslandName, IslandProps, IslandRegistry } from "./src/islandRegistry"
export { PageBody } from "./src/PageBody"
export {
  ISLAND_ELEMENT,
  ISLAND_HYDRATED_ATTRIBUTE,
  ISLAND_LOAD_ATTRIBUTE,
  ISLAND_NAME_ATTRIBUTE,
  ISLAND_PRESSED_ATTRIBUTE,
  ISLAND_PROPS_ATTRIBUTE,
  ISLAND_SCRIPTS_ID,
  LOAD_ON_PRESS,
  NEAR_SCREEN_PX,
} from "./src/islandMarkup"
