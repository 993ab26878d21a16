/**
 * Every undocumented part of Gatsby (and of its official plugins) this plugin relies on, in one
 * place: what it is, the file of the installed package that defines it, and the text that file
 * holds while it is so. The contract tests (__tests__/gatsbyInternals.test.ts) read each file,
 * so a Gatsby upgrade that changes one fails there, naming it.
 */
export interface GatsbyInternal {
  /** What the plugin uses it for, as a maintainer reads it in a failure. */
  description: string
  /** The file of the installed package that defines it (resolved from the site's node_modules). */
  definedIn: string
  /** What the plugin matches (a key, an id, a name). */
  value: string
  /** Text that file holds while the internal is as the plugin expects. */
  sourceHolds: string
}

/** An internal whose value appears in its file's source as `written(value)`. */
const internal = (description: string, definedIn: string, value: string, written: (value: string) => string): GatsbyInternal => ({
  description,
  definedIn,
  value,
  sourceHolds: written(value),
})

export const GATSBY_INTERNALS = {
  imageHelperKey: internal(
    "the key prefix of gatsby-plugin-image's head style, noscript style and module script (left out: the site draws its own <picture>s)",
    "gatsby-plugin-image/gatsby-ssr.js",
    "gatsby-image-style",
    value => `key: "${value}"`,
  ),
  scriptPreload: internal(
    'the as="script" preload links Gatsby adds to the head for its runtime bundles (left out with the runtime)',
    "gatsby/cache-dir/static-entry.js",
    "script",
    value => `as="${value}"`,
  ),
  generatorKey: internal(
    "the key prefix of the <meta name=generator> Gatsby adds to every page (left out)",
    "gatsby/cache-dir/static-entry.js",
    "generator-",
    value => `key={\`${value}${"${gatsbyVersion}"}\`}`,
  ),
  scriptLoaderId: internal(
    "the id of the script that gives Gatsby's runtime the page's path (left out with the runtime)",
    "gatsby/cache-dir/static-entry.js",
    "gatsby-script-loader",
    value => `id={\`${value}\`}`,
  ),
  scriptsSliceId: internal(
    "the slice that holds Gatsby's chunk map and runtime script tags (left out with the runtime)",
    "gatsby/cache-dir/static-entry.js",
    "_gatsby-scripts",
    value => `sliceId: \`${value}\``,
  ),
  runtimeRootId: internal(
    "the id of the element Gatsby's runtime renders the page into, which only `gatsby develop` ships (the built pages go without it: src/PageBody.tsx)",
    "gatsby/cache-dir/app.js",
    "___gatsby",
    value => `document.getElementById(\`${value}\`)`,
  ),
  runtimeLoaderGlobal: internal(
    "the global through which Gatsby's Link asks its runtime's loader for a page, which the site's unit tests stand in for (gatsbyLoaderShim.js)",
    "gatsby-link/dist/index.js",
    "___loader",
    value => `${value}.enqueue(`,
  ),
  headMark: internal(
    "the attribute Gatsby marks each Head element with, for its runtime to replace them on navigation (removed)",
    "gatsby/cache-dir/head/head-export-handler-for-ssr.js",
    "data-gatsby-head",
    value => `"${value}": true`,
  ),
  inlinedStyleIdentity: internal(
    "the data-identity of the <style> Gatsby inlines each stylesheet into, beside a data-href naming its file, for its runtime (both left out: the files are taken out of public/)",
    "gatsby/cache-dir/static-entry.js",
    "gatsby-global-css",
    value => `data-identity={\`${value}\`}`,
  ),
  compiledGatsbyFiles: internal(
    "the folder where Gatsby compiles the site's gatsby-config.ts and gatsby-node.ts, each with every module it imports, which webpack's persistent cache counts among its build dependencies (left out: src/siteBuildCodeInWebpackCache.ts)",
    "gatsby/dist/utils/parcel/compile-gatsby-files.js",
    ".cache/compiled",
    value => `COMPILED_CACHE_DIR = \`${value}\``,
  ),
  serverRenderEnvironment: internal(
    "Gatsby defines every variable of the build's environment in the server render (target node), by name, where the browser code gets only GATSBY_ ones (the server render is left the browser's: src/serverRenderEnvironment.ts)",
    "gatsby/dist/utils/webpack.config.js",
    "node",
    value => `if (target === \`${value}\` || key.match(/^GATSBY_/)) {`,
  ),
  stylesCacheGroup: internal(
    "the splitChunks cache group that gathers every CSS module into one stylesheet (turned off, so a page inlines only its own CSS)",
    "gatsby/dist/utils/webpack.config.js",
    "styles",
    value => `${value}: {`,
  ),
  commonsCacheGroup: internal(
    "the splitChunks cache group that moves what every template imports into one chunk once it passes webpack's 20 KB minSize, CSS modules included (kept to scripts, so a page's CSS stays in import order)",
    "gatsby/dist/utils/webpack.config.js",
    "commons",
    value => `${value}: {`,
  ),
  cssModulesLoader: internal(
    "the css-loader with CSS modules in Gatsby's webpack rules, whose class names the plugin shortens",
    "gatsby/dist/utils/webpack-utils.js",
    "[name]--[local]--[hash:hex:5]",
    value => `localIdentName: \`${value}\``,
  ),
  // The address of a font a page imports (src/shippedInlineScripts.ts, staticFileAddress).
  staticFolder: internal(
    "the folder of public/ where Gatsby's webpack rules write a font, picture or other file a page's code imports (its url-loader and file-loader)",
    "gatsby/dist/utils/webpack-utils.js",
    "static/",
    value => `const assetRelativeRoot = \`${value}\``,
  ),
  staticFileName: internal(
    "the name Gatsby's url-loader and file-loader give a file a page's code imports, its [hash] file-loader's (loader-utils: md4 of the bytes, in hex)",
    "gatsby/dist/utils/webpack-utils.js",
    "[name]-[hash].[ext]",
    value => `name: \`${"${assetRelativeRoot}"}${value}\``,
  ),
  // What Gatsby writes into public/ for its runtime (src/gatsbyRuntimeFiles.ts).
  browserBundlesFolder: internal(
    "the output folder of the build-javascript compilation, whose chunks (Gatsby's app, framework, webpack runtime, each page's component and their CSS and source maps) no page loads (removed)",
    "gatsby/dist/utils/webpack.config.js",
    "public",
    value => `path: directoryPath(\`${value}\`)`,
  ),
  pageDataFolder: internal(
    "the folder of public/ where Gatsby writes each page's query result and the static queries' (for its runtime to fetch); its next build reads them back to render pages whose query did not run again (kept in .cache between builds)",
    "gatsby-core-utils/page-data",
    "page-data",
    value => `_path.default.join(publicDir, \`${value}\`, fixedPagePath(pagePath), \`page-data.json\`)`,
  ),
  slicesFolder: internal(
    "the folder of public/ where Gatsby writes its slices' HTML (the scripts slice, which the pages leave out, and any <Slice>'s); its next build stitches pages from them and renders a slice again only when it changed (kept in .cache between builds)",
    "gatsby/dist/utils/slices/stitching.js",
    "_gatsby/slices",
    value => `path.join(publicDir, \`${value.split("/").join("`, `")}\``,
  ),
  webpackStatsFile: internal(
    "the file of public/ where Gatsby records its bundles' chunk groups, written anew by each build's browser compilation before the pages are rendered (removed)",
    "gatsby/dist/utils/gatsby-webpack-stats-extractor.js",
    "webpack.stats.json",
    value => `_path.default.join(\`public\`, \`${value}\`)`,
  ),
  chunkMapFile: internal(
    "the file of public/ that maps Gatsby's chunks to their files for its runtime, written anew by each build's browser compilation (removed)",
    "gatsby/dist/utils/gatsby-webpack-stats-extractor.js",
    "chunk-map.json",
    value => `_path.default.join(\`public\`, \`${value}\`)`,
  ),
  partytownFolder: internal(
    'the folder of public/ Gatsby copies Partytown\'s library into at the start of every build, for <Script strategy="off-main-thread">, which the site does not use (removed)',
    "gatsby/dist/internal-plugins/partytown/gatsby-node.js",
    "~partytown",
    value => `(0, _utils.copyLibFiles)(_path.default.join(program.directory, \`public\`, \`${value}\`))`,
  ),
  // Where a File's outputs go (src/unusedFileOutputs.ts): gatsby-plugin-sharp's sizes and publicURL's copy.
  pageHtmlFile: internal(
    "the file of public/ Gatsby writes a page's HTML to, <path>/index.html, and replaces or deletes there on its next build (the build moves it to <path>.html and back before the next build: src/pageHtmlFiles.ts)",
    "gatsby-core-utils/page-html",
    "index.html",
    value => `outputFileName = _path.default.join(outputFileName, \`${value}\`)`,
  ),
  fileOutputsFolder: internal(
    "the folder of public/ where gatsby-plugin-sharp writes a picture's sizes, in a folder named for the File node's content digest, which no build removes (those no page's data names wait in .cache)",
    "gatsby-plugin-sharp/index.js",
    "static",
    value => `outputDir: path.join(process.cwd(), \`public\`, \`${value}\`, file.internal.contentDigest)`,
  ),
  publicUrlFolder: internal(
    "the folder of public/static/ where gatsby-source-filesystem's publicURL copies a file, named for the File node's content digest as gatsby-plugin-sharp's (set aside, as those, when no page's data names it)",
    "gatsby-source-filesystem/extend-file-node.js",
    "${file.internal.contentDigest}/${details.base}",
    value => `const fileName = \`${value}\``,
  ),
  // The templates' claims on addresses (src/templateClaims.ts).
  reduxStore: internal(
    "Gatsby's redux store, whose state holds the pages and each template's claim on their addresses (the stale claims are dropped after createPages)",
    "gatsby/dist/redux/index.js",
    "store",
    value => `exports.${value} = ${value};`,
  ),
  templateClaims: internal(
    "each template's set of page addresses in Gatsby's state (components), added to when a page is created, taken from only when it is deleted",
    "gatsby/dist/redux/reducers/components.js",
    "pages",
    value => `component.${value}.add(action.payload.path);`,
  ),
  pageTreeReadsClaims: internal(
    "the page tree Gatsby prints at the end of a build, which reads the page of every address a template claims",
    "gatsby-cli/lib/reporter/loggers/yurnalist/index.js",
    "pagePath",
    value => `const gatsbyPage = state.pages.get(${value});`,
  ),
} satisfies Record<string, GatsbyInternal>
