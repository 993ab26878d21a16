/**
 * How an island looks in the page's HTML, shared by the server render (Island.tsx), the
 * loader (islandLoader.ts) and the browser side (hydrateIslands.tsx):
 * `<site-island data-island="Gallery" data-props="{…}">…the server's HTML…</site-island>`.
 */
export const ISLAND_ELEMENT = "site-island"
export const ISLAND_NAME_ATTRIBUTE = "data-island"
export const ISLAND_PROPS_ATTRIBUTE = "data-props"
/** Set once an island has hydrated (or shown its error fallback): for tests and a curious developer. */
export const ISLAND_HYDRATED_ATTRIBUTE = "data-hydrated"
/**
 * How an island loads, when not as usual (when needed: pressed, or near the screen once the page
 * has painted): "press", only once the visitor presses a link or button in it. The press that
 * loaded it is replayed once it has hydrated (ISLAND_PRESSED_ATTRIBUTE marks the control meanwhile).
 */
export const ISLAND_LOAD_ATTRIBUTE = "data-island-load"
export const LOAD_ON_PRESS = "press"
export const ISLAND_PRESSED_ATTRIBUTE = "data-island-pressed"
/** How near the screen an island is when the loader loads it once the page has painted: this many CSS px above or below. */
export const NEAR_SCREEN_PX = 300
/** The JSON list of the files each island of the page needs (written by gatsby-ssr.tsx). */
export const ISLAND_SCRIPTS_ID = "island-scripts"
