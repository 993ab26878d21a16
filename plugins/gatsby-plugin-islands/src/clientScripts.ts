/**
 * The JavaScript that reaches the browser, compiled by a webpack build of its own (Gatsby's
 * client build still runs, for the CSS it inlines into every page, but none of its scripts
 * reach a page):
 * - one inline script for the end of every page's head: the site's page script (the plugin's
 *   `pageScript` option), with the island loader (islandLoader.ts) on pages that have islands;
 * - one entry per island (`<entries>/<Name>.tsx`), sharing one webpack runtime and one React
 *   chunk, written to public/islands/.
 * CSS modules get the same class names as in Gatsby's build (cssModuleClassNames.ts), class
 * names only (Gatsby inlines the CSS itself), so an island's classes are the server's.
 * The manifest tells the server render which files each island needs.
 */
import crypto from "node:crypto"
import fs from "node:fs"
import path from "node:path"
import { BannerPlugin, Compilation, DefinePlugin, version, webpack, type ChunkGroup, type Configuration } from "webpack"
import { EAGER_COMPILE_HINT, ISLAND_LOADER_FILE, ISLANDS_DIRECTORY, manifestFile, PLUGIN_DIRECTORY, type ClientScriptsManifest } from "./clientScriptsManifest"
import { cssModuleLocalIdent } from "./cssModuleClassNames"

export type { ClientScriptsManifest }

/** Where the site keeps its pieces of browser code (the plugin's options, gatsby-node.ts). */
export interface ClientScriptsOptions {
  /** The folder of island entries, one file per island, named after it. */
  entries: string
  /** The script inlined in every page's head. */
  pageScript: string
  /**
   * Values the page script reads as the constant `PAGE_SCRIPT_SETTINGS`, compiled in: no data block
   * for it to parse in every page, and the minifier leaves out a branch a setting switches off.
   */
  pageScriptSettings?: Record<string, unknown>
}

// clientScriptsManifest.ts holds the compile hint the islands' files start with.
const CONFIGURATION_FILES = [
  `${PLUGIN_DIRECTORY}/src/clientScripts.ts`,
  `${PLUGIN_DIRECTORY}/src/clientScriptsManifest.ts`,
  `${PLUGIN_DIRECTORY}/src/cssModuleClassNames.ts`,
]

// One script, not two: each inline script is compressed on its own, and the page pays twice for what they share.
// With islands, one generated module imports the page script and starts the loader: webpack then puts
// them and what they share (afterLargestPaint) in one scope, where two entries would need its module runtime.
const inlineScripts = (root: string, options: ClientScriptsOptions): Record<keyof ClientScriptsManifest["inline"], string[]> => {
  const entry = path.join(root, ".cache", "client-scripts-inline-entries", "withIslands.js")
  const code = `import ${JSON.stringify(path.join(root, options.pageScript))}\nimport { startIslandLoader } from ${JSON.stringify(path.join(root, ISLAND_LOADER_FILE))}\nstartIslandLoader()\n`
  fs.mkdirSync(path.dirname(entry), { recursive: true })
  if (!fs.existsSync(entry) || fs.readFileSync(entry, "utf8") !== code) fs.writeFileSync(entry, code)
  return { withoutIslands: [`./${options.pageScript}`], withIslands: [entry] }
}

/** Each of the page script's settings as the code DefinePlugin puts in its place. */
const compiledValues = (settings: Record<string, unknown>): Record<string, string> =>
  Object.fromEntries(Object.entries(settings).map(([name, value]) => [name, JSON.stringify(value)]))

/** The island entries: one file per island in the entries folder, named after it. */
export function islandEntries(root: string, entries: string): Record<string, string> {
  return Object.fromEntries(
    fs
      .readdirSync(path.join(root, entries))
      .filter(file => /\.tsx?$/.test(file))
      .map(file => [file.replace(/\.tsx?$/, ""), `./${entries}/${file}`]),
  )
}

/** A digest of the files that make up this compiler's configuration, and of webpack's version. */
function configurationDigest(root: string): string {
  const hash = crypto.createHash("sha256").update(version ?? "")
  for (const file of CONFIGURATION_FILES) hash.update(fs.readFileSync(path.join(root, file)))
  return hash.digest("hex").slice(0, 16)
}

function sharedConfig(root: string): Configuration {
  return {
    mode: "production",
    context: root,
    target: ["web", "es2017"],
    devtool: false,
    // The cache knows the sources it compiles, not this configuration: a change here (or in the
    // class naming it uses) must start it afresh.
    cache: { type: "filesystem", cacheDirectory: path.join(root, ".cache", "client-scripts-webpack"), version: configurationDigest(root) },
    resolve: { extensions: [".tsx", ".ts", ".js"] },
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          use: {
            loader: "babel-loader",
            options: {
              babelrc: false,
              configFile: false,
              // Names, not resolved paths: Gatsby bundles this file, and its bundler drops require.resolve.
              presets: [["babel-preset-gatsby", { reactRuntime: "automatic", stage: "build-javascript" }], "@babel/preset-typescript"],
              // Gatsby's preset always lowers `?.` and `??`, but leaves `??=` to its targets' data, which
              // lacks UC Browser 15.5 (in the build's browserslist): one `??=` would stop a whole script there.
              plugins: ["@babel/plugin-transform-logical-assignment-operators"],
            },
          },
        },
        {
          // Swiper 14 declares static class fields (ES2022), which UC Browser 15.5 (in the build's
          // browserslist) cannot parse: lowered to plain assignments. Other dependencies are ES2020 already.
          test: /\.m?js$/,
          include: /node_modules[\\/]swiper[\\/]/,
          use: {
            loader: "babel-loader",
            options: { babelrc: false, configFile: false, plugins: [["@babel/plugin-transform-class-properties", { loose: true }]] },
          },
        },
        {
          // Gatsby's CSS modules options (gatsby/dist/utils/webpack-utils.js) with the same
          // class names as in Gatsby's build (gatsby-node.ts), class names only.
          test: /\.module\.css$/,
          use: {
            loader: "css-loader",
            options: {
              modules: { namedExport: true, getLocalIdent: cssModuleLocalIdent, exportLocalsConvention: "dashesOnly", exportOnlyLocals: true },
            },
          },
        },
      ],
    },
    plugins: [new DefinePlugin({ "process.env.NODE_ENV": JSON.stringify("production") })],
    performance: { hints: false },
  }
}

/** Islands run without Gatsby's runtime: an island that imports "gatsby" would ship it, or break. */
function gatsbyImports(compilation: Compilation): string[] {
  return [...compilation.modules].map(module => module.nameForCondition() ?? "").filter(name => /node_modules[\\/](gatsby|gatsby-link|@reach)[\\/]/.test(name))
}

function run(config: Configuration): Promise<Compilation> {
  return new Promise((resolve, reject) => {
    webpack(config, (error, stats) => {
      if (error) return reject(error)
      if (!stats) return reject(new Error("webpack returned no result"))
      if (stats.hasErrors()) return reject(new Error(stats.toString({ all: false, errors: true, errorDetails: true })))
      const gatsby = gatsbyImports(stats.compilation)
      if (gatsby.length > 0) {
        return reject(
          new Error(
            `Browser code imports Gatsby's runtime (${gatsby.slice(0, 3).join(", ")}). Islands and inline scripts run without it: pass data as props and use plain <a> links.`,
          ),
        )
      }
      resolve(stats.compilation)
    })
  })
}

/** Compiles the inline scripts and the islands, writes the islands to public/islands and the manifest. */
export async function compileClientScripts(root: string, options: ClientScriptsOptions): Promise<ClientScriptsManifest> {
  const inlineOutput = path.join(root, ".cache", "client-scripts-inline")
  const islandsOutput = path.join(root, "public", ISLANDS_DIRECTORY)
  const shared = sharedConfig(root)

  // One compilation each: modules two entries of one compilation share stay apart, each behind webpack's module runtime.
  // Output as an ES module, as the page runs it (gatsby-ssr.tsx): its names are the module's own, so no
  // function wraps it to keep them off the window, and a module is strict without "use strict".
  const entries = inlineScripts(root, options)
  for (const [name, entry] of Object.entries(entries))
    await run({
      ...shared,
      entry: { [name]: entry },
      experiments: { outputModule: true },
      output: { path: path.join(inlineOutput, name), filename: "[name].js", clean: true, module: true },
      // Each setting defined on its own (PAGE_SCRIPT_SETTINGS.name), so each use is a literal the minifier can fold.
      plugins: [...(shared.plugins ?? []), new DefinePlugin({ PAGE_SCRIPT_SETTINGS: compiledValues(options.pageScriptSettings ?? {}) })],
    })
  const inline = Object.fromEntries(
    Object.keys(entries).map(name => {
      const file = path.join(inlineOutput, name, `${name}.js`)
      if (!fs.existsSync(file)) throw new Error(`The inline script "${name}" was not compiled.`)
      return [name, fs.readFileSync(file, "utf8").trim()]
    }),
  ) as ClientScriptsManifest["inline"]

  const islandsCompilation = await run({
    ...shared,
    entry: islandEntries(root, options.entries),
    output: {
      path: islandsOutput,
      publicPath: `/${ISLANDS_DIRECTORY}/`,
      filename: "[name]-[contenthash:10].js",
      chunkFilename: "[name]-[contenthash:10].js",
      clean: true,
    },
    optimization: {
      runtimeChunk: { name: "runtime" },
      splitChunks: {
        chunks: "all",
        cacheGroups: {
          default: false,
          defaultVendors: false,
          // React once for every island of a page, cached across pages.
          react: { test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, name: "react", enforce: true, priority: 40 },
        },
      },
    },
    plugins: [
      ...(shared.plugins ?? []),
      // After minification, which drops comments; before the content hashes are computed.
      new BannerPlugin({ banner: EAGER_COMPILE_HINT, raw: true, test: /\.js$/, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 }),
    ],
  })
  const publicPath = (file: string) => `/${ISLANDS_DIRECTORY}/${file}`
  const islands: ClientScriptsManifest["islands"] = {}
  const lazy: ClientScriptsManifest["lazy"] = {}
  for (const [name, entrypoint] of islandsCompilation.entrypoints) {
    islands[name] = entrypoint
      .getFiles()
      .filter(file => file.endsWith(".js"))
      .map(publicPath)
    // The chunk groups the island's own code imports later (Swiper), however deep.
    const later = new Set<string>()
    const addLater = (group: ChunkGroup): void => {
      for (const child of group.getChildren()) {
        for (const file of child.getFiles()) if (file.endsWith(".js")) later.add(publicPath(file))
        addLater(child)
      }
    }
    addLater(entrypoint)
    lazy[name] = [...later]
  }

  const manifest: ClientScriptsManifest = { inline, islands, lazy }
  fs.mkdirSync(path.dirname(manifestFile(root)), { recursive: true })
  fs.writeFileSync(manifestFile(root), JSON.stringify(manifest, null, 2))
  return manifest
}
