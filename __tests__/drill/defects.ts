/**
 * The defects of the drill (__tests__/drill/drill.ts): each one realistic fault, applied alone to a
 * copy of the project, and the test files that should catch it. docs/testing.md lists them, with
 * the last whole drill's verdicts (written by `npx tsx __tests__/drill/drill.ts --doc`).
 *
 * To add a defect, add one entry to DEFECTS, then run the drill with `--only` and write the list
 * with `--doc` (`--check`, which `npm run lint` runs, fails while the doc's list is stale):
 * - `name`: the fault as a visitor or an author would meet it;
 * - `file`, `search`, `replace`: one realistic edit to one file of the project. `search` must
 *   occur exactly once in the file, so that the drill fails loudly ("could not apply", counted as
 *   missed) when the code moves instead of drilling something else. `replace` may be a function
 *   of the copy, to write what data/ holds today (a price, a count);
 * - `tests`: the test files a developer would expect to catch it, no more (the drill proves the
 *   suite, not the whole suite's sum), each through the helper of its Jest project: unit(),
 *   build(), changed(), site(), quality() (see jest.config.js);
 * - `build: true` if its tests read the built site (site, quality), so the copy is rebuilt with the
 *   defect first; `changedContent: true` if only the copy with an author's changes
 *   (scripts/changed-content.ts) can show it: its site and changed-content tests then run on such a
 *   copy, made from the defective one. The build project's tests make their own copies and need neither.
 */
import path from "node:path"
import { loadContent } from "gatsby-source-chapterverse/node"
import { MerchandiseItem } from "gatsby-source-chapterverse"
import { formatPrice } from "../../src/text/format"
import { artworkCount } from "../../harness/generated-artwork"
import type { ListedDefect } from "./drillDoc"

type JestProject = "unit" | "build" | "changed-content" | "site" | "quality" | "hosts" | "engines"

export interface TestFile {
  project: JestProject
  /** Relative to the project. */
  file: string
}

export interface Defect {
  name: string
  file: string
  search: string
  replace: string | ((copy: string) => string)
  tests: TestFile[]
  build?: boolean
  changedContent?: boolean
}

const unit = (file: string): TestFile => ({ project: "unit", file: `__tests__/unit/${file}` })
/** A test of the content plugin, in its own __tests__/ (a unit test, as Jest's projects have it). */
const contentPluginTest = (file: string): TestFile => ({ project: "unit", file: `plugins/gatsby-source-chapterverse/__tests__/${file}` })
const build = (file: string): TestFile => ({ project: "build", file: `__tests__/build/${file}` })
const changed = (file: string): TestFile => ({ project: "changed-content", file: `__tests__/changed-content/${file}` })
const site = (file: string): TestFile => ({ project: "site", file: `__tests__/site/${file}` })
const quality = (file: string): TestFile => ({ project: "quality", file: `__tests__/quality/${file}` })
const hosts = (file: string): TestFile => ({ project: "hosts", file: `__tests__/hosts/${file}` })
const engines = (file: string): TestFile => ({ project: "engines", file: `__tests__/engines/${file}` })

/** The first product of the shop as the site writes its price today ("£39.00"). */
const firstProductPrice = (copy: string): string => formatPrice(loadContent(path.join(copy, "data")).entries(MerchandiseItem)[0].value.price)

export const DEFECTS: Defect[] = [
  {
    name: "Accept no longer sets the consent cookie (it only hides the notice)",
    file: "src/browser/sharedPageScript.ts",
    search: "if (target.closest(`[${PAGE_HOOKS.consentAccept}]`)) accept()",
    replace: "if (target.closest(`[${PAGE_HOOKS.consentAccept}]`)) answerNotice()",
    tests: [site("behaviour.test.ts")],
    build: true,
  },
  {
    name: "an artwork's picture rendered without its alt text (DownloadCard)",
    file: "src/components/DownloadCard/DownloadCard.tsx",
    search: "<Picture eager={eager} image={image} alt={alt}",
    replace: '<Picture eager={eager} image={image} alt=""',
    tests: [unit("DownloadCard.test.tsx")],
  },
  {
    name: "the artwork list puts every picture on one page (its pages as long as the collection)",
    file: "src/gatsby-node/pagesFromData.ts",
    search: "listPages(listPath, slugs.length, ARTWORK_PAGE_SIZE)",
    replace: "listPages(listPath, slugs.length, Math.max(1, slugs.length))",
    tests: [unit("artwork-pages.test.ts")],
  },
  {
    name: "a first chapter's head without its canonical link",
    file: "src/templates/first-chapter.tsx",
    search: "      description={description}\n      path={path}\n",
    replace: "      description={description}\n",
    tests: [site("seo.test.ts")],
    build: true,
  },
  {
    name: "the Content-Security-Policy lets a third-party script in",
    file: "src/hosting/headers.ts",
    search: "`script-src 'self' 'wasm-unsafe-eval' ${",
    replace: "`script-src 'self' 'wasm-unsafe-eval' https://www.googletagmanager.com ${",
    tests: [site("security.test.ts")],
    build: true,
  },
  {
    name: "the book gallery's island no longer hydrates (its entry names another island)",
    file: "src/islands/entries/Gallery.tsx",
    search: 'hydrateIsland("Gallery", Gallery)',
    replace: 'hydrateIsland("BookGallery", Gallery)',
    tests: [site("behaviour.test.ts")],
    build: true,
  },
  {
    // Today's price, so the build of today's data looks right: only an author's new price shows it.
    name: "a product's price written in the shop page instead of read from data/",
    file: "src/pages/shop.tsx",
    search: "price={formatPrice(item.price)}",
    replace: copy => `price={index === 0 ? "${firstProductPrice(copy)}" : formatPrice(item.price)}`,
    tests: [site("content.test.ts")],
    changedContent: true,
  },
  {
    // The static test server answers 404.html with 404 whatever the build writes; Netlify and
    // Cloudflare Pages would serve the home page with 200 for every unknown address.
    name: "an unknown address answered 200 by a catch-all in the written _redirects",
    file: "src/hosting/redirects.ts",
    search: "const rules = aliases.flatMap(alias => [`${alias.from} ${alias.to} ${status}`, `${alias.from}/ ${alias.to} ${status}`])",
    replace:
      'const rules = aliases.flatMap(alias => [`${alias.from} ${alias.to} ${status}`, `${alias.from}/ ${alias.to} ${status}`]).concat("/* /index.html 200")',
    tests: [site("built-pages.test.ts"), site("browser.test.ts"), hosts("hosts.test.ts")],
    build: true,
  },
  {
    // Netlify's form on every host: Cloudflare Pages rejects "301!" and drops the rule, so /store is the meta-refresh page there.
    name: "the aliases written in Netlify's form (301!) for Cloudflare Pages, which drops them",
    file: "src/hosting/redirects.ts",
    search: 'const status = dialect === "netlify" ? "301!" : "301"',
    replace: 'const status = "301!"',
    tests: [hosts("hosts.test.ts")],
    build: true,
  },
  {
    // The page policy on each page's rule only, as before issue 31: an unknown address got no CSP.
    name: "the 404 page served without the site's Content-Security-Policy",
    file: "src/hosting/headers.ts",
    search: '        ...pageDocument({ path: "/*", framesPlayers: false }),\n',
    replace: "",
    tests: [hosts("hosts.test.ts")],
    build: true,
  },
  {
    // As many entries as data/ has today: caught only on the copy with an author's new artwork.
    name: "a new artwork missing from the Download-all ZIP (a hard-coded count)",
    file: "src/downloads/artworkArchive.ts",
    search: "const entries = artworks.map(({ value, file }) =>",
    replace: copy => `const entries = artworks.slice(0, ${artworkCount(copy)}).map(({ value, file }) =>`,
    tests: [site("artwork-page.test.ts")],
    changedContent: true,
  },
  {
    name: "a video's poster loaded from the video host before any click",
    file: "src/components/VideoCard/VideoCard.tsx",
    search:
      '<Picture eager={eager} image={poster} alt={posterAlt} className={styles.poster} sizes="(min-width: 60rem) 22rem, (min-width: 36rem) 45vw, 92vw" />',
    replace:
      "<img src={`https://i.ytimg.com/vi/${encodeURIComponent(youtubeId)}/hqdefault.jpg`} alt={posterAlt} className={styles.poster} width={480} height={360} />",
    tests: [quality("privacy.test.ts")],
    build: true,
  },
  {
    name: "the character quiz gives a tie to the character chosen first, not last",
    file: "src/components/CharacterQuiz/scoreQuiz.ts",
    search: "return [...chosen].reverse().find(",
    replace: "return chosen.find(",
    tests: [unit("scoreQuiz.test.ts")],
  },
  {
    // Where the phone is slow, the load event comes seconds after the first paint.
    name: "Accept does nothing until the page has loaded (the shared script deferred to load)",
    file: "src/browser/sharedPageScript.ts",
    search: 'addEventListener("click", ({ target }) => {\n',
    replace: 'addEventListener("click", ({ target }) => {\n  // Answer clicks once the page has loaded.\n  if (document.readyState !== "complete") return\n',
    tests: [site("behaviour.test.ts")],
    build: true,
  },
  {
    // The loader listens from the head, so a press can come before the page has arrived.
    // Since the page script stands last in the body, a classic script there runs when a module
    // would: the fault is the script back in the head, as it was, where a classic one runs first.
    name: "the page script a classic script in the head again, run on the way to the first paint: a press on the search while the page is still arriving is held",
    file: "plugins/gatsby-plugin-islands/gatsby-ssr.tsx",
    search: "  replaceHeadComponents(head)\n  const postBody = getPostBodyComponents()\n  const scripts = pageScripts(pathname, takeIslandsOf(pathname))\n",
    replace:
      '  replaceHeadComponents(head.concat(pageScripts(pathname, takeIslandsOf(pathname)).map(script => cloneElement(script, { type: propsOf(script).type === "module" ? undefined : propsOf(script).type }))))\n' +
      "  const postBody = getPostBodyComponents()\n  const scripts: ReactElement[] = []\n",
    tests: [site("search-box.test.ts"), site("javascript-budget.test.ts")],
    build: true,
  },
  {
    name: "the reading passport PDF loses its last book's page",
    file: "src/downloads/readingPassport.ts",
    search: "for (const [index, book] of books.entries()) {",
    replace: "for (const [index, book] of books.slice(0, -1).entries()) {",
    tests: [site("downloads.test.ts")],
    build: true,
  },
  {
    name: "a bad-content message no longer names the field",
    file: "plugins/gatsby-source-chapterverse/src/checks/problems.ts",
    search: 'const where = [p.file, p.entry && `entry ${p.entry}`, items, field && `field "${field}"`]',
    replace: "const where = [p.file, p.entry && `entry ${p.entry}`, items]",
    tests: [contentPluginTest("checks/problems.test.ts")],
  },
  {
    name: "a change to global.css alone no longer reaches every page on a warm rebuild (the digest hashes CSS modules only)",
    file: "plugins/gatsby-plugin-islands/gatsby-node.ts",
    search: 'else if (entry.name.endsWith(".css"))',
    replace: 'else if (entry.name.endsWith(".module.css"))',
    tests: [build("authors-year.test.ts")],
  },
  {
    name: "a server render that reads a file (the islands' manifest): Gatsby renders every page on every build",
    file: "plugins/gatsby-plugin-islands/gatsby-ssr.tsx",
    search: 'compiled ??= JSON.parse(process.env.ISLANDS_CLIENT_SCRIPTS ?? "null")',
    replace: 'compiled ??= (require("./src/clientScriptsManifest") as typeof import("./src/clientScriptsManifest")).readClientScriptsManifest(process.cwd())',
    tests: [build("authors-year.test.ts")],
  },
  {
    name: "a picture drawn without width and height (the page shifts as it loads)",
    file: "src/components/Picture/Picture.tsx",
    search: "        width={width}\n        height={height}\n",
    replace: "",
    tests: [unit("Picture.test.tsx")],
  },
  {
    name: "the web editor's forms lose every optional field",
    file: "src/admin/cmsConfig.ts",
    search: "return Object.entries(type.shape).map(",
    replace: "return Object.entries(type.shape)\n    .filter(([, schema]) => !unwrapOptional(schema as z.ZodType).optional)\n    .map(",
    tests: [unit("cms-config.test.ts")],
  },
  {
    name: "a heading level skipped (h2 then h4 in a book's image workflow)",
    file: "src/components/ImageWorkflow/ImageWorkflow.tsx",
    search: "<h3 className={styles.stepTitle}>{step.title}</h3>",
    replace: "<h4 className={styles.stepTitle}>{step.title}</h4>",
    tests: [quality("accessibility.test.ts")],
    build: true,
  },
  {
    name: "the artwork pages render their pictures without alt text (ArtworkCard, not DownloadCard)",
    file: "src/components/ArtworkCard/ArtworkCard.tsx",
    search: "alt={artwork.alt}",
    replace: 'alt=""',
    tests: [changed("add-artwork.test.ts")],
    changedContent: true,
  },
  {
    name: "the consent cookie kept 30 days instead of the spec's 365",
    file: "data/site/site.json",
    search: '"consentCookieDays": 365',
    replace: '"consentCookieDays": 30',
    tests: [unit("spec-constants.test.ts")],
  },
  {
    name: "the header sticks from 200 px instead of the spec's 245",
    file: "data/site/site.json",
    search: '"stickyHeaderOffset": 245',
    replace: '"stickyHeaderOffset": 200',
    tests: [unit("spec-constants.test.ts")],
  },
  {
    name: "a closing dialog leaves keyboard focus on the page's top instead of the button that opened it",
    file: "src/components/Dialog/Dialog.tsx",
    search: "      returnFocusTo?.focus()\n",
    replace: "",
    tests: [quality("keyboard.test.ts")],
    build: true,
  },
  {
    name: "the hero slider calls requestIdleCallback, which Safari's engine lacks (a script error in WebKitGTK only)",
    file: "src/components/HeroSlides/startSlider.ts",
    search: "  if (!options.autoplay) swiper.autoplay.stop()",
    replace: "  requestIdleCallback(() => {\n    if (!options.autoplay) swiper.autoplay.stop()\n  })",
    tests: [engines("webkit.test.ts")],
    build: true,
  },
  {
    name: "gatsby-config.ts reads the site's name from data/site/site.json itself (a second read, in every process that loads the config)",
    file: "gatsby-config.ts",
    search: "const CONTENT_FOLDER = contentDirectory()\n",
    replace:
      'const CONTENT_FOLDER = contentDirectory()\nexport const SERIES_NAME = (JSON.parse(require("node:fs").readFileSync(`${CONTENT_FOLDER}/site/site.json`, "utf8")) as { seriesName: string }).seriesName\n',
    tests: [build("authors-year.test.ts")],
  },
  {
    name: "a file saved with a byte-order mark stops the build (the mark read as text, which JSON.parse refuses)",
    file: "plugins/gatsby-source-chapterverse/src/text/textFiles.ts",
    search: 'return new TextDecoder("utf-8").decode(bytes)',
    replace: 'return new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes)',
    tests: [contentPluginTest("text/contentFiles.test.ts")],
  },
  {
    name: "an import of a plugin's src/ from outside it goes unnoticed (the import graph's rule ignored)",
    file: ".dependency-cruiser.cjs",
    search: 'never its src/.",\n      severity: "error",',
    replace: 'never its src/.",\n      severity: "ignore",',
    tests: [unit("plugin-front-doors.test.ts")],
  },
  {
    name: "the editor's sign-in window talks to whichever window opened it, another site's too (postMessage to \"*\")",
    file: "src/admin/signIn/signInPage.ts",
    search: "const recipient = location.origin",
    replace: 'const recipient = "*"',
    tests: [hosts("editor-sign-in.test.ts")],
  },
  {
    name: "the sign-in callback no longer checks the state against its cookie (a forged sign-in would pass)",
    file: "src/admin/signIn/githubSignIn.ts",
    search: "if (!expected || !verifier || !state || !sameText(expected, state)) {",
    replace: "if (!state) {",
    tests: [hosts("editor-sign-in.test.ts")],
  },
  {
    name: "the sign-in callback's token exchange no longer names the callback address its code was issued for (redirect_uri)",
    file: "src/admin/signIn/githubSignIn.ts",
    search: "        redirect_uri: callbackAddress(url),\n        code_verifier: verifier,\n",
    replace: "        code_verifier: verifier,\n",
    tests: [hosts("editor-sign-in.test.ts")],
  },
  {
    name: "the sign-in callback believes GitHub's error before it checks the state (a forged error page shows to anyone)",
    file: "src/admin/signIn/githubSignIn.ts",
    // The same fault as checking GitHub's error first: an answer that carries an error skips the state check.
    search: "if (!expected || !verifier || !state || !sameText(expected, state)) {",
    replace: 'if (!url.searchParams.get("error") && (!expected || !verifier || !state || !sameText(expected, state))) {',
    tests: [hosts("editor-sign-in.test.ts")],
  },
  {
    name: "the server render defines the build's whole environment again: a build on a new CI runner renders every page",
    file: "plugins/gatsby-plugin-islands/gatsby-node.ts",
    search: 'if (stage === "build-html" || stage === "develop-html") keepGatsbyVariablesInServerRender(config)',
    replace: "",
    tests: [build("authors-year.test.ts")],
  },
  {
    // The menu is the browser's popover: without the attribute, Menu opens nothing, with or without JavaScript.
    name: "the phone menu is no popover: Menu opens nothing",
    file: "src/components/Header/Header.tsx",
    search: ' popover="auto">',
    replace: ">",
    tests: [site("behaviour.test.ts"), quality("keyboard.test.ts"), quality("no-javascript.test.ts")],
    build: true,
  },
  {
    name: 'a file saved as Windows-1252 or UTF-16 is read, its letters reaching the pages as "\uFFFD"',
    file: "plugins/gatsby-source-chapterverse/src/text/textFiles.ts",
    search: "if (problem) throw new UnreadableText(shown, problem)",
    replace: "if (problem && !problem) throw new UnreadableText(shown, problem)",
    tests: [contentPluginTest("text/contentFiles.test.ts")],
  },
  {
    name: "a field written twice in one entry builds with the second, without a word",
    file: "plugins/gatsby-source-chapterverse/src/text/contentFiles.ts",
    search: "if (entries) problems.push(...fieldsWrittenTwice(source, parsed, collection, shown))",
    replace: "if (entries && !entries) problems.push(...fieldsWrittenTwice(source, parsed, collection, shown))",
    tests: [contentPluginTest("text/contentFiles.test.ts")],
  },
  {
    name: "an import circle goes unnoticed (the import graph's rule ignored)",
    file: ".dependency-cruiser.cjs",
    search: 'however far round: split out what both sides need.",\n      severity: "error",',
    replace: 'however far round: split out what both sides need.",\n      severity: "ignore",',
    tests: [unit("plugin-front-doors.test.ts")],
  },
  {
    name: "an import of data/ from outside the content plugin goes unnoticed (the import graph's rule ignored)",
    file: ".dependency-cruiser.cjs",
    search: 'import what the plugin exports.",\n      severity: "error",',
    replace: 'import what the plugin exports.",\n      severity: "ignore",',
    tests: [unit("plugin-front-doors.test.ts")],
  },
  {
    name: "a mistake saved in data/ while npm run develop runs says nothing in the terminal (the pages just stop changing)",
    file: "plugins/gatsby-source-chapterverse/src/nodes/checkOnEdit.ts",
    search: "        reporter.error(formatProblems(error.problems,",
    replace: "        reporter.verbose(formatProblems(error.problems,",
    tests: [build("develop.test.ts")],
  },
  {
    name: "the files for download are made from the first content handed over, not this build's (a removed artwork comes back in the ZIP)",
    file: "plugins/gatsby-source-chapterverse/src/checks/contentOfThisBuild.ts",
    search: "  state.content = content\n",
    replace: "  state.content ??= content\n",
    tests: [contentPluginTest("gatsby-node.test.ts")],
  },
  {
    name: "the plugin calls the site's code again (an import from plugins/ into src/ goes unnoticed)",
    file: ".dependency-cruiser.cjs",
    search: 'never calls the site\'s code (its tests may use the harness).",\n      severity: "error",',
    replace: 'never calls the site\'s code (its tests may use the harness).",\n      severity: "ignore",',
    tests: [unit("plugin-front-doors.test.ts")],
  },
  {
    name: "a product whose price changed moves to the end of the shop on a warm build (each entry's node made again alone)",
    file: "plugins/gatsby-source-chapterverse/src/nodes/entryNodes.ts",
    search: "internal: { type: collection.name, contentDigest: digests.get(collection)! },",
    replace: "internal: { type: collection.name, contentDigest: createContentDigest(fields) },",
    tests: [contentPluginTest("nodes/entryNodes.test.ts")],
  },
  {
    name: "a built page's inline script that the site does not ship goes unnoticed (the pages' own scripts counted as shipped)",
    file: "src/gatsby-node/hosting.ts",
    search: "const unexpected = unexpectedInlineScripts(pages, inlineScripts)",
    replace: "const unexpected = unexpectedInlineScripts(pages, [...inlineScripts, ...pages.flatMap(page => page.inlineScripts)])",
    tests: [build("inline-scripts.test.ts")],
  },
  {
    name: "the deploy jobs' admission lets a hidden file of the artifact through (an .env that points wrangler's API elsewhere)",
    file: ".github/workflows/deploy.yml",
    search: `const why = relative && path.basename(relative).startsWith(".") ? "a hidden file or folder"`,
    replace: `const why = false ? "a hidden file or folder"`,
    tests: [hosts("deploy-token-jobs.test.ts")],
    build: true,
  },
  {
    name: "the deploy jobs skip the artifact's digest: bytes another job of the run uploaded in the build's place go live",
    file: ".github/workflows/deploy.yml",
    search: "if (!/^[0-9a-f]{64}$/.test(expected) || sha256(zip) !== expected)",
    replace: "if (!/^[0-9a-f]{64}$/.test(expected))",
    tests: [hosts("deploy-token-jobs.test.ts")],
    build: true,
  },
  {
    name: "the deploy jobs take the artifact's functions/: a middleware the build made runs in front of every page",
    file: ".github/workflows/deploy.yml",
    search: `functions: () => "server code: the deploy bundles functions/ from the commit's own sources, never from the artifact",`,
    replace: "functions: () => undefined,",
    tests: [hosts("deploy-token-jobs.test.ts")],
    build: true,
  },
  {
    name: "the deploy jobs bundle any route the commit holds: a catch-all function added beside the sign-in goes live",
    file: ".github/workflows/deploy.yml",
    search: `: relative.startsWith("functions/") && !routes.includes(relative) ?`,
    replace: `: relative.startsWith("functions/") && false ?`,
    tests: [hosts("deploy-token-jobs.test.ts")],
    build: true,
  },
  {
    name: "npm's download cache written by a job that runs the packages' install scripts: what the builds restore is a dependency's to shape",
    file: ".github/workflows/deploy.yml",
    search: "          npm ci --omit=dev --ignore-scripts --no-audit --no-fund\n",
    replace: "          npm ci --omit=dev --no-audit --no-fund\n",
    tests: [unit("deploy-workflow.test.ts")],
  },
  {
    name: 'the lane takes a deployment\'s "success" that anyone with a repo token set for the live one',
    file: "scripts/ci/lane.ts",
    search: 'if (latest?.state === "success" && latest.creator?.login === WORKFLOW_ACTOR) return deployment.sha',
    replace: 'if (latest?.state === "success") return deployment.sha',
    tests: [unit("lane.test.ts")],
  },
  {
    // Whatever bytes the registry or npm's cache hands over for those names would run CI.
    name: "node-runtime.sh installs Node.js and npm by name, without its lock file",
    file: "scripts/node-runtime.sh",
    search: 'PATH="$own" npm ci --prefix "$root/.runtime" "$optional"',
    replace:
      'PATH="$own" npm install --prefix "$root/.runtime" --no-save --no-package-lock "npm@$npm_release" ${node_release:+"$node_package@$node_release"} "$optional"',
    tests: [unit("runtime-pins.test.ts")],
  },
  {
    // The content plugin's check decides what any build accepts: the editor's token could push a change to it and publish.
    name: "a path of code left unowned: CODEOWNERS lets plugins/ merge without a maintainer",
    file: ".github/CODEOWNERS",
    search: "\n/data/\n",
    replace: "\n/data/\n/plugins/\n",
    tests: [unit("codeowners.test.ts")],
  },
  {
    name: "no scroll padding for the cookie notice: a keyboard user's focus goes under it (WCAG 2.4.11)",
    file: "src/styles/global.css",
    search: "  scroll-padding-bottom: var(--cookie-notice-cover);\n",
    replace: "",
    tests: [quality("phone-visit.test.ts")],
    build: true,
  },
  {
    name: "the events' cards at least 20rem wide whatever the window: /events is 336 px wide at 320 (WCAG 1.4.10)",
    file: "src/components/EventList/EventList.module.css",
    search: "minmax(min(var(--card-min-width), 100%), 1fr)",
    replace: "minmax(var(--card-min-width), 1fr)",
    tests: [quality("phone-visit.test.ts")],
    build: true,
  },
  {
    // The nodes every page, list, feed, sitemap and index is made of: a post dated next week would be in the Atom feed today.
    name: "a news post dated next week is on the site today: the content plugin makes its node",
    file: "plugins/gatsby-source-chapterverse/gatsby-node.ts",
    search: "    makeEntryNodes(published, dataDir)\n",
    replace: "    makeEntryNodes(checked, dataDir)\n",
    tests: [contentPluginTest("gatsby-node.test.ts")],
  },
  {
    name: "a renamed news post announced again: its feed entry's id is its new address",
    file: "src/seo/newsFeed.ts",
    search: "id: url(firstNewsAddress(newsPostPath(post.slug), aliases)),",
    replace: "id: link,",
    tests: [unit("news-post-markdown.test.ts")],
  },
  {
    // A renamed post's or book's old address is a 404: every link and bookmark to it breaks.
    name: "a renamed entry's earlier address leads nowhere: the address history makes no redirect",
    file: "src/addresses/earlierAddresses.ts",
    search: "        if (to) moved.set(from, { from, to, title: current.title })\n",
    replace: "",
    tests: [unit("earlier-addresses.test.ts")],
  },
  {
    // A warm build after a renamed post's old address went would fail at its end (Gatsby's page tree).
    name: "a template keeps its claim on an address that now has another template's page",
    file: "plugins/gatsby-plugin-islands/src/templateClaims.ts",
    search: "if (pages.get(address)?.componentPath === component.componentPath) continue",
    replace: "if (pages.has(address)) continue",
    tests: [{ project: "unit", file: "plugins/gatsby-plugin-islands/__tests__/templateClaims.test.ts" }],
  },
  {
    // The author's Publish that takes an artwork away would stop at the check and never go live.
    name: "an artwork's picture left behind stops the check: an unused picture is a problem again",
    file: "plugins/gatsby-source-chapterverse/src/checks/validate.ts",
    search: "  return { problems: placed(problems, files, shown), files, unusedPictures }",
    replace: "  return { problems: placed([...problems, ...unusedPictures], files, shown), files, unusedPictures }",
    tests: [contentPluginTest("model/collections/artwork.test.ts")],
  },
  {
    // gatsby develop makes them again on each edit to data/ while the develop test reads them ('Unexpected end of JSON input').
    name: "the downloads' manifest written in place: a reader finds it half-written",
    file: "src/downloads/generatedFiles.ts",
    search: "    fs.writeFileSync(written, `${JSON.stringify(files, null, 2)}\\n`)\n    fs.renameSync(written, manifest)\n",
    replace: "    fs.writeFileSync(manifest, `${JSON.stringify(files, null, 2)}\\n`)\n",
    tests: [unit("generated-files.test.ts")],
  },
  {
    // The copy's pages compared with themselves: every page counts as passed on the project's build.
    name: "the changed copy's smoke pass leaves out the pages the author's changes touched",
    file: "harness/built-site.ts",
    search: "html(SITE_ROOT, route.path) !== html(PROJECT_ROOT, route.path)",
    replace: "html(SITE_ROOT, route.path) !== html(SITE_ROOT, route.path)",
    tests: [changed("smoke-pass.test.ts")],
    changedContent: true,
  },
]

/** The test files, short: "unit scoreQuiz.test.ts, site behaviour.test.ts". */
export const testList = (tests: readonly TestFile[]) => tests.map(test => `${test.project} ${path.basename(test.file)}`).join(", ")

/** The defects as docs/testing.md lists them (__tests__/drill/drillDoc.ts), numbered from 1 in DEFECTS' order. */
export const listedDefects = (defects: readonly Defect[]): ListedDefect[] =>
  defects.map((defect, index) => ({ number: index + 1, name: defect.name, tests: testList(defect.tests) }))
