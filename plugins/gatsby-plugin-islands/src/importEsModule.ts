/**
 * Node's own `import()`, for an ES-module-only package (Pagefind's Node API) in code Gatsby
 * compiles with Parcel into a CommonJS bundle (a site's gatsby-node.ts and what it imports).
 * There an `import()` becomes Parcel's own loader, which does not find the package (and a
 * `require()` is refused by its exports): written in a string, the import is left to Node.
 */
const nodeImport = new Function("specifier", "return import(specifier)") as (specifier: string) => Promise<unknown>

/** The module, typed by the caller: `importEsModule<typeof import("pagefind")>("pagefind")`. */
export function importEsModule<Module>(specifier: string): Promise<Module> {
  return nodeImport(specifier) as Promise<Module>
}
