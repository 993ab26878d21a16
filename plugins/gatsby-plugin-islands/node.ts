/**
 * The plugin's Node entry: what a site's build code (gatsby-node, its hosts' files, its search
 * index), its tests and its benchmark read of a build. It uses Node's modules (fs, path) and
 * parse5, so no page, component or island may import it: they use index.ts.
 */
export { cssModuleClassName } from "./src/cssModuleClassNames"
export { EAGER_COMPILE_HINT, ISLAND_LOADER_FILE, manifestFile, readClientScriptsManifest, type ClientScriptsManifest } from "./src/clientScriptsManifest"
export { importEsModule } from "./src/importEsModule"
export { builtHtmlFile } from "./src/pageHtmlFiles"
export { readRenderedPages, type RenderedPage } from "./src/renderedPages"
export {
  shippedInlineScripts,
  staticFileAddress,
  unexpectedInlineScripts,
  unexpectedInlineScriptsMessage,
  type UnexpectedInlineScript,
} from "./src/shippedInlineScripts"
