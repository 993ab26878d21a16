import type { ComponentType } from "react"

/**
 * The site's islands, by name. Empty here: the site fills it in once, with TypeScript's module
 * augmentation, so that `Island` and `hydrateIslands` check each island's name and props without
 * the plugin importing the site (the README, "Using it"):
 *
 *   declare module "<path to>/plugins/gatsby-plugin-islands" {
 *     interface IslandRegistry { islands: { Gallery: typeof Gallery } }
 *   }
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the site's declaration merges into it
export interface IslandRegistry {}

/** The registered islands; any component by any name while the site has registered none. */
type RegisteredIslands = IslandRegistry extends { islands: infer Islands } ? Islands : Record<string, ComponentType<Record<string, unknown>>>

export type IslandName = Extract<keyof RegisteredIslands, string>

/** The component registered under the name. */
export type IslandComponent<Name extends IslandName> = RegisteredIslands[Name]

/** The props of the island registered under the name: plain data (JSON), which the page carries to the browser. */
export type IslandProps<Name extends IslandName> = RegisteredIslands[Name] extends ComponentType<infer Props> ? Props : never
