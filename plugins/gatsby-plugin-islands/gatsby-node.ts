import crypto from "node:crypto"
import fs from "node:fs"
import path from "node:path"
import type { GatsbyNode, ParentSpanPluginArgs, PluginOptions } from "gatsby"
import { compileClientScripts, type ClientScriptsManifest, type ClientScriptsOptions } from "./src/clientScripts"
import { nameCssModuleClasses } from "./src/cssModuleClassNames"
import { GATSBY_INTERNALS } from "./src/gatsbyInternals"
import { BrowserBundlesRecorder, removeGatsbyRuntime, restoreForGatsby } from "./src/gatsbyRuntimeFiles"
import { restorePageFolders, servePagesAsHtmlFiles } from "./src/pageHtmlFiles"
import { keepGatsbyVariablesInServerRender } from "./src/serverRenderEnvironment"
import { leaveSiteBuildCodeOutOfWebpackCache } from "./src/siteBuildCodeInWebpackCache"
import { dropStaleTemplateClaims, type TemplateClaims } from "./src/templateClaims"
import { setAsideUnusedFileOutputs } from "./src/unusedFileOutputs"
import { removeUnusedIslands } from "./src/unusedIslands"

/** The page script's settings, or a function that reads them from the nodes once the data is sourced. */
type PageScriptSettingsOption = ClientScriptsOptions["pageScriptSettings"] | ((args: ParentSpanPluginArgs) => ClientScriptsOptions["pageScriptSettings"])

type IslandsOptions = PluginOptions & Omit<ClientScriptsOptions, "pageScriptSettings"> & { pageScriptSettings: PageScriptSettingsOption }

export const pluginOptionsSchema: GatsbyNode["pluginOptionsSchema"] = ({ Joi }) =>
  Joi.object({
    entries: Joi.string().required().description("The folder of island entries (one file per island, named after it), from the site's root."),
    pageScript: Joi.string().required().description("The script every page inlines last in its body, from the site's root."),
    pageScriptSettings: Joi.alternatives(Joi.object().unknown(true), Joi.function())
      .default({})
      .description(
        "Values compiled into the page script as the constant PAGE_SCRIPT_SETTINGS (a setting that switches a branch off leaves it out of every page), or a function of the node API's helpers that returns them, called once the data is sourced.",
      ),
  })

let clientScripts: ClientScriptsManifest | undefined
const browserBundles = new BrowserBundlesRecorder()

/** Before Gatsby looks at public/: what the last build took out of it and Gatsby reads back (src/gatsbyRuntimeFiles.ts). */
export const onPreInit: GatsbyNode["onPreInit"] = () => {
  restoreForGatsby(process.cwd())
  restorePageFolders(process.cwd())
}

/**
 * Compiles the browser code (the page script and the islands) before Gatsby compiles its own,
 * so that the server render can name its files (see onCreateWebpackConfig).
 */
export const onPreExtractQueries: GatsbyNode["onPreExtractQueries"] = async (args, options) => {
  const { entries, pageScript, pageScriptSettings } = options as IslandsOptions
  const { reporter } = args
  const activity = reporter.activityTimer("Compiling the shared page script and the islands")
  activity.start()
  try {
    const settings = typeof pageScriptSettings === "function" ? pageScriptSettings(args) : pageScriptSettings
    clientScripts = await compileClientScripts(process.cwd(), { entries, pageScript, pageScriptSettings: settings })
  } catch (error) {
    reporter.panic(`Could not compile the browser code (${pageScript}, ${entries}): ${error instanceof Error ? error.message : String(error)}`)
  } finally {
    activity.end()
  }
}

/** Once the build's pages are made: the templates' stale claims on addresses, which would fail the build's end (src/templateClaims.ts). */
export const onPostBootstrap: GatsbyNode["onPostBootstrap"] = async () => {
  const { store } = (await import(GATSBY_INTERNALS.reduxStore.definedIn)) as { store: { getState: () => TemplateClaims } }
  dropStaleTemplateClaims(store.getState())
}

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions, plugins, getConfig }) => {
  // Short class names (src/cssModuleClassNames.ts), the same in every stage and in the islands.
  const config = getConfig()
  nameCssModuleClasses(config.module.rules, stage)
  // None of Gatsby's own scripts reach a page: minifying them would only cost build time
  // (as `gatsby build --no-uglify`). The CSS, which pages inline, stays minified.
  if (stage === "build-javascript") config.optimization.minimizer = [plugins.minifyCss()]
  // A change to a module only the site's build code imports keeps webpack's cache (src/siteBuildCodeInWebpackCache.ts).
  leaveSiteBuildCodeOutOfWebpackCache(config, process.cwd())
  // The server render's cache outlives a change of CI runner (src/serverRenderEnvironment.ts).
  if (stage === "build-html" || stage === "develop-html") keepGatsbyVariablesInServerRender(config)
  actions.replaceWebpackConfig(config)
  if (stage === "build-javascript") {
    // Gatsby gathers every CSS module of the site into one stylesheet and inlines all of it
    // into every page; left with the component that imports it, a page inlines only its own.
    // And once the CSS every template shares passes 20 KB, its "commons" chunk would take it and
    // a page would inline it after its own, where a component's rules lose to the shared ones they
    // compose (and override): that group keeps to scripts, so the CSS stays in import order.
    const { stylesCacheGroup, commonsCacheGroup } = GATSBY_INTERNALS
    for (const group of [stylesCacheGroup, commonsCacheGroup])
      if (!config.optimization?.splitChunks?.cacheGroups?.[group.value])
        throw new Error(`Gatsby's webpack configuration has no "${group.value}" cache group: ${group.description}. Gatsby has changed.`)
    const cacheGroups = { [stylesCacheGroup.value]: false, [commonsCacheGroup.value]: { type: /^javascript\// } }
    // Its chunks' files are Gatsby's runtime, taken out of public/ once the pages are built (onPostBuild).
    actions.setWebpackConfig({ optimization: { splitChunks: { cacheGroups } }, plugins: [browserBundles] })
    return
  }
  if (stage !== "build-html" && stage !== "develop-html") return
  // Gatsby rebuilds a page's HTML only when the server render's code or the page's data
  // changes, yet the HTML inlines the CSS and names the browser code's files. Compiling a
  // digest of the stylesheets and the browser code's manifest into the server render
  // (gatsby-ssr.tsx) makes a change to either rebuild every page. They come in this way, not
  // read from a file by gatsby-ssr.tsx: a file read there makes Gatsby rebuild every page on every build.
  actions.setWebpackConfig({
    plugins: [
      plugins.define({
        "process.env.ISLANDS_STYLESHEETS_DIGEST": JSON.stringify(stylesheetsDigest(path.resolve("src"))),
        "process.env.ISLANDS_CLIENT_SCRIPTS": JSON.stringify(JSON.stringify(clientScripts ?? null)),
      }),
    ],
  })
}

/** A digest of every stylesheet under the folder, by path (from the folder) and content. */
function stylesheetsDigest(folder: string): string {
  const hash = crypto.createHash("sha256")
  const walk = (dir: string): void => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(full)
      else if (entry.name.endsWith(".css")) hash.update(path.relative(folder, full)).update(fs.readFileSync(full))
    }
  }
  walk(folder)
  return hash.digest("hex").slice(0, 12)
}

/**
 * public/ holds only what a visitor or the editor can reach: Gatsby's runtime, which no page
 * loads, goes once the pages are built (src/gatsbyRuntimeFiles.ts), and the outputs of files
 * no page uses any more wait in .cache (src/unusedFileOutputs.ts). Each page's HTML moves to
 * <path>.html, which hosts serve at the address without a slash (src/pageHtmlFiles.ts). The
 * plugin comes first in gatsby-config.ts, so this runs before the other plugins' onPostBuild
 * and the site's, which read the pages' HTML where hosts serve it (readRenderedPages), never the runtime.
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ graphql, reporter }) => {
  const megabytes = (bytes: number) => (bytes / 1e6).toFixed(1)
  const pages = await graphql<{ allSitePage: { nodes: Array<{ path: string }> } }>(`
    query PagesToServeAsHtmlFiles {
      allSitePage {
        nodes {
          path
        }
      }
    }
  `)
  if (pages.errors || !pages.data) {
    reporter.panicOnBuild("Could not read the pages to lay out public/ for the hosts.", pages.errors)
    return
  }
  try {
    const runtime = removeGatsbyRuntime(process.cwd(), browserBundles)
    reporter.info(`Took Gatsby's runtime out of public/: ${runtime.files} files, ${megabytes(runtime.bytes)} MB (no page loads them)`)
    const unused = setAsideUnusedFileOutputs(process.cwd())
    if (unused.files > 0)
      reporter.info(`Took the pictures' outputs no page uses any more out of public/static/: ${unused.files} files, ${megabytes(unused.bytes)} MB`)
    const pagePaths = pages.data.allSitePage.nodes.map(page => page.path)
    const moved = servePagesAsHtmlFiles(process.cwd(), pagePaths)
    reporter.info(`Wrote ${moved} pages as <path>.html, served at their addresses without a slash`)
    // From the pages' HTML where hosts serve it (src/renderedPages.ts).
    const unusedIslands = removeUnusedIslands(process.cwd(), pagePaths)
    if (unusedIslands.length > 0) reporter.info(`Took the files of the islands no page holds out of public/islands/: ${unusedIslands.join(", ")}`)
  } catch (error) {
    reporter.panicOnBuild(`Could not lay out public/ for the hosts: ${error instanceof Error ? error.message : String(error)}`)
  }
}
