/**
 * The defect drill (`npm run test:drill`): proves that the test suite catches real defects. It
 * copies a project's git-tracked files into one temporary folder, checks that the suite is green
 * there (the control), then applies each defect of DEFECTS alone, runs the tests that should
 * catch it, and restores the file. A defect the tests let through is MISSED, and the drill exits 1.
 *
 *   npx tsx __tests__/drill/drill.ts [--source <project folder>] [--only <part of a defect's name>]... [--keep] [--control-build-tests] [--check]
 *
 * `--source` (this project by default) is the tree whose code and tests are drilled: point it at a
 * git worktree of an older commit to prove the suite as it was then. Logs go to test-results/drill/.
 * `--only` may be given more than once; `--check` only says whether every defect still applies to
 * the source; `--keep` keeps the copy; `--control-build-tests` adds the build project's tests to
 * the control. The whole drill takes about 30 minutes on 2 cores (docs/testing.md): on a shared machine, start it
 * with `nice -n 19`.
 *
 * To add a defect, add one entry to DEFECTS:
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
import { spawn, spawnSync, type ChildProcess } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { loadContent } from "gatsby-source-chapterverse/node"
import { MerchandiseItem } from "gatsby-source-chapterverse"
import { formatPrice } from "../../src/text/format"
import { artworkCount } from "../../harness/generated-artwork"
import { linkNodeModules } from "../../harness/project-copy"

const PROJECT_ROOT = path.resolve(__dirname, "../..")
const LOG_DIR = path.join(PROJECT_ROOT, "test-results", "drill")
const MINUTE = 60_000
const BUILD_TIMEOUT_MS = 30 * MINUTE
const JEST_TIMEOUT_MS = 45 * MINUTE

type JestProject = "unit" | "build" | "changed-content" | "site" | "quality" | "hosts" | "engines"

interface TestFile {
  project: JestProject
  /** Relative to the project. */
  file: string
}

interface Defect {
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

const DEFECTS: Defect[] = [
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
    name: "the page script a classic script again, run on the way to the first paint: a press on the search while the page is still arriving is held",
    file: "plugins/gatsby-plugin-islands/gatsby-ssr.tsx",
    search: '<script key="islands-page-script" type="module" dangerouslySetInnerHTML={{ __html: scripts.inline.withIslands }} />',
    replace: '<script key="islands-page-script" dangerouslySetInnerHTML={{ __html: scripts.inline.withIslands }} />',
    tests: [site("search.test.ts")],
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
]

// ---------------------------------------------------------------------------------------------

interface Options {
  source: string
  /** Parts of defects' names: only the defects whose name contains one of them. */
  only: string[]
  keep: boolean
  controlBuildTests: boolean
  /** Only check that every defect still applies to the source, without running anything. */
  check: boolean
}

function parseOptions(args: string[]): Options {
  const options: Options = { source: PROJECT_ROOT, only: [], keep: false, controlBuildTests: false, check: false }
  for (let index = 0; index < args.length; index++) {
    const value = () => {
      const next = args[++index]
      if (next === undefined) throw new Error(`${args[index - 1]} needs a value`)
      return next
    }
    if (args[index] === "--source") options.source = path.resolve(value())
    else if (args[index] === "--only") options.only.push(value().toLowerCase())
    else if (args[index] === "--keep") options.keep = true
    else if (args[index] === "--control-build-tests") options.controlBuildTests = true
    else if (args[index] === "--check") options.check = true
    else
      throw new Error(
        `Unknown option ${args[index]}. Usage: npx tsx __tests__/drill/drill.ts [--source <project folder>] [--only <part of a name>] [--keep] [--control-build-tests] [--check]`,
      )
  }
  return options
}

const duration = (ms: number): string => {
  const seconds = Math.round(ms / 1000)
  if (seconds < 60) return `${seconds} s`
  const minutes = Math.floor(seconds / 60)
  if (minutes < 60) return `${minutes} min ${String(seconds % 60).padStart(2, "0")} s`
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, "0")} min`
}

const slugOf = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
    .slice(0, 60)

const git = (source: string, ...args: string[]): string => {
  const result = spawnSync("git", ["-C", source, ...args], { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 })
  if (result.status !== 0) throw new Error(`git ${args.join(" ")} failed in ${source}: ${result.stderr}`)
  return result.stdout
}

/** The source's git-tracked files, in a new temporary folder, sharing the source's node_modules (or this project's). */
function copyOfSource(source: string): string {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), "drill-"))
  for (const file of git(source, "ls-files", "-z").split("\0").filter(Boolean)) {
    const from = path.join(source, file)
    // A tracked file deleted in the working tree, or a submodule: nothing to copy.
    const stat = fs.lstatSync(from, { throwIfNoEntry: false })
    if (!stat || stat.isDirectory()) continue
    const to = path.join(copy, file)
    fs.mkdirSync(path.dirname(to), { recursive: true })
    if (stat.isSymbolicLink()) fs.symlinkSync(fs.readlinkSync(from), to)
    else fs.copyFileSync(from, to)
  }
  const sourceModules = path.join(source, "node_modules")
  linkNodeModules(fs.existsSync(sourceModules) ? sourceModules : path.join(PROJECT_ROOT, "node_modules"), copy)
  return copy
}

/** What scripts/test.sh exports for every step (literal values only), so the drill runs the tests as `npm test` does. */
function exportsOfTestScript(source: string): Record<string, string> {
  const script = path.join(source, "scripts/test.sh")
  if (!fs.existsSync(script)) return {}
  const exported: Record<string, string> = {}
  for (const [, name, raw] of fs.readFileSync(script, "utf8").matchAll(/^\s*export\s+([A-Za-z_][A-Za-z0-9_]*)=(.*)$/gm)) {
    const value = raw.trim().replace(/^(["'])(.*)\1$/, "$2")
    if (!/[$`]/.test(value)) exported[name] = value
  }
  return exported
}

// ---------------------------------------------------------------------------------------------

interface StepResult {
  ok: boolean
  timedOut: boolean
  /** The test files Jest reported as failing, if it was a Jest run. */
  failed: string[]
}

let runningChild: ChildProcess | undefined

/** Runs a command in its own process group, its output appended to `log`; a timeout kills the whole group. */
function runStep(
  title: string,
  command: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv; log: string; timeoutMs: number },
): Promise<StepResult> {
  const offset = fs.existsSync(options.log) ? fs.statSync(options.log).size : 0
  const siteRoot = options.env.SITE_PROJECT_ROOT ? `SITE_PROJECT_ROOT=${options.env.SITE_PROJECT_ROOT} ` : ""
  fs.appendFileSync(options.log, `\n=== ${title}\n$ (cd ${options.cwd} && ${siteRoot}${[command, ...args].join(" ")})\n`)
  const output = fs.openSync(options.log, "a")
  const started = Date.now()
  return new Promise(resolve => {
    const child = spawn(command, args, { cwd: options.cwd, env: options.env, stdio: ["ignore", output, output], detached: true })
    runningChild = child
    let timedOut = false
    let finished = false
    const timer = setTimeout(() => {
      timedOut = true
      killGroup(child)
    }, options.timeoutMs)
    const finish = (ok: boolean, note: string) => {
      // Node may report both an error and an exit for one child.
      if (finished) return
      finished = true
      clearTimeout(timer)
      runningChild = undefined
      fs.closeSync(output)
      fs.appendFileSync(options.log, `=== ${title}: ${note} after ${duration(Date.now() - started)}\n`)
      const printed = fs.readFileSync(options.log, "utf8").slice(offset)
      const failed = [...new Set([...printed.matchAll(/^\s*FAIL\s+(?:\S+\s+)?(__tests__\/\S+)/gm)].map(match => match[1]))]
      resolve({ ok, timedOut, failed })
    }
    child.on("error", error => finish(false, `could not start: ${error.message}`))
    child.on("exit", (code, signal) => finish(code === 0 && !timedOut, timedOut ? "timed out" : signal ? `killed by ${signal}` : `exit ${code}`))
  })
}

function killGroup(child: ChildProcess): void {
  try {
    if (child.pid) process.kill(-child.pid, "SIGKILL")
  } catch {
    // Already gone.
  }
}

interface Drill {
  copy: string
  env: NodeJS.ProcessEnv
}

/**
 * The build as the drilled tree's own `npm test` makes it: through scripts/test-build.ts where the
 * tree has one (a build copy whose clean build the build tests start from), else `gatsby build`.
 */
const gatsbyBuild = (drill: Drill, log: string, title = "gatsby build") =>
  fs.existsSync(path.join(drill.copy, "scripts/test-build.ts"))
    ? runStep(`${title} (scripts/test-build.ts)`, "npx", ["tsx", "scripts/test-build.ts"], {
        cwd: drill.copy,
        env: drill.env,
        log,
        timeoutMs: BUILD_TIMEOUT_MS,
      })
    : runStep(title, "npx", ["gatsby", "build"], { cwd: drill.copy, env: drill.env, log, timeoutMs: BUILD_TIMEOUT_MS })

/** One Jest run per project, in jest.config.js's order; browsers and builds one file at a time, as scripts/test.sh runs them. */
async function runTests(drill: Drill, tests: TestFile[], log: string, env: NodeJS.ProcessEnv = drill.env): Promise<StepResult> {
  const projects = (["unit", "build", "changed-content", "site", "quality", "hosts", "engines"] as const).filter(project =>
    tests.some(test => test.project === project),
  )
  const failed: string[] = []
  let ok = true
  let timedOut = false
  for (const project of projects) {
    const files = [...new Set(tests.filter(test => test.project === project).map(test => test.file))]
    const inBand = project === "unit" ? [] : ["--runInBand"]
    // The files first: --selectProjects takes every word after it as a project's name.
    const result = await runStep(`jest ${project}`, "npx", ["jest", "--runTestsByPath", ...files, "--selectProjects", project, ...inBand], {
      cwd: drill.copy,
      env,
      log,
      timeoutMs: JEST_TIMEOUT_MS,
    })
    ok &&= result.ok
    timedOut ||= result.timedOut
    failed.push(...result.failed)
  }
  return { ok, timedOut, failed }
}

/**
 * A copy of the drill's copy with an author's changes, built (scripts/changed-content.ts, from
 * the copy's own code), for the site tests to run on; removed once `runOn` is done with it.
 */
async function withChangedCopy<T>(drill: Drill, log: string, runOn: (changedCopy: string | undefined) => Promise<T>): Promise<T> {
  // A tree whose changed-content.ts starts from the clean build chooses the copy's folder itself and prints it last.
  const printsItsFolder = fs.readFileSync(path.join(drill.copy, "scripts/changed-content.ts"), "utf8").includes("builtCopyOfProject")
  let changedCopy = printsItsFolder ? "" : fs.mkdtempSync(path.join(os.tmpdir(), "drill-changed-"))
  try {
    const offset = fs.existsSync(log) ? fs.statSync(log).size : 0
    const made = await runStep(
      "changed-content (copy with an author's changes)",
      "npx",
      ["tsx", "scripts/changed-content.ts", ...(printsItsFolder ? [] : [changedCopy])],
      {
        cwd: drill.copy,
        env: drill.env,
        log,
        timeoutMs: BUILD_TIMEOUT_MS,
      },
    )
    if (printsItsFolder) {
      const printed = fs.readFileSync(log, "utf8").slice(offset).split("\n")
      changedCopy = [...printed].reverse().find(line => path.isAbsolute(line) && fs.existsSync(line)) ?? ""
    }
    return await runOn(made.ok && changedCopy ? changedCopy : undefined)
  } finally {
    if (changedCopy) fs.rmSync(changedCopy, { recursive: true, force: true })
  }
}

/** The defect's tests, split into those run on the drill's copy and those run on a changed copy. */
function testsOf(defect: Defect): { onCopy: TestFile[]; onChangedCopy: TestFile[] } {
  // The changed-content project's tests read nothing but such a copy.
  const onChanged = (test: TestFile) => test.project === "changed-content" || (defect.changedContent === true && test.project === "site")
  return { onCopy: defect.tests.filter(test => !onChanged(test)), onChangedCopy: defect.tests.filter(onChanged) }
}

// ---------------------------------------------------------------------------------------------

interface Outcome {
  defect: Defect
  caught: boolean
  /** How it was caught, or why it counts as missed. */
  detail: string
  ms: number
  log: string
}

let appliedEdit: { file: string; original: Buffer } | undefined

/** Puts the edited file back as it was, byte for byte. */
function restoreEdit(): void {
  if (!appliedEdit) return
  const { file, original } = appliedEdit
  fs.writeFileSync(file, original)
  appliedEdit = undefined
  if (!fs.readFileSync(file).equals(original)) console.error(`Could not restore ${file}: the copy is no longer clean`)
}

async function drillDefect(drill: Drill, defect: Defect, number: number): Promise<Outcome> {
  const started = Date.now()
  const log = path.join(LOG_DIR, `${String(number).padStart(2, "0")}-${slugOf(defect.name)}.log`)
  fs.writeFileSync(log, `Defect ${number}: ${defect.name}\nFile: ${defect.file}\n`)
  const outcome = (caught: boolean, detail: string): Outcome => ({ defect, caught, detail, ms: Date.now() - started, log })

  const edit = editOf(defect, drill.copy)
  if ("why" in edit) return outcome(false, edit.why)
  appliedEdit = { file: edit.file, original: edit.original }
  fs.writeFileSync(edit.file, edit.edited)
  fs.appendFileSync(log, `--- search\n${defect.search}\n+++ replace\n${edit.replacement}\n`)

  try {
    return await testWithDefect(drill, defect, log, outcome)
  } finally {
    restoreEdit()
  }
}

/** The defect's edit of its file in `root`, or why it cannot be made there. */
function editOf(defect: Defect, root: string): { file: string; original: Buffer; edited: string; replacement: string } | { why: string } {
  const missing = defect.tests.filter(test => !fs.existsSync(path.join(root, test.file))).map(test => test.file)
  if (missing.length > 0) return { why: `could not run: the source has no ${missing.join(", ")}` }
  const file = path.join(root, defect.file)
  if (!fs.existsSync(file)) return { why: `could not apply: the source has no ${defect.file}` }
  const original = fs.readFileSync(file)
  const text = original.toString("utf8")
  const matches = text.split(defect.search).length - 1
  if (matches !== 1) return { why: `could not apply: the search text occurs ${matches} times in ${defect.file}, not once` }
  try {
    const replacement = typeof defect.replace === "string" ? defect.replace : defect.replace(root)
    const at = text.indexOf(defect.search)
    return { file, original, replacement, edited: text.slice(0, at) + replacement + text.slice(at + defect.search.length) }
  } catch (error) {
    return { why: `could not apply: ${error instanceof Error ? error.message : String(error)}` }
  }
}

/** Builds what the defect's tests need and runs them, with the defect applied; caught if any of it fails. */
async function testWithDefect(drill: Drill, defect: Defect, log: string, outcome: (caught: boolean, detail: string) => Outcome): Promise<Outcome> {
  const { onCopy, onChangedCopy } = testsOf(defect)
  if (defect.build) {
    const built = await gatsbyBuild(drill, log)
    // The build's own checks are part of the suite: a build that stops has caught the defect.
    if (!built.ok) return outcome(true, built.timedOut ? "the build timed out" : "the build stopped")
  }
  const failed: string[] = []
  if (onCopy.length > 0) {
    const result = await runTests(drill, onCopy, log)
    if (!result.ok) failed.push(...(result.failed.length > 0 ? result.failed : [result.timedOut ? "Jest timed out" : "Jest failed"]))
  }
  if (onChangedCopy.length > 0) {
    const changedFailures = await withChangedCopy(drill, log, async changedCopy => {
      if (!changedCopy) return ["the changed copy's build stopped"]
      const result = await runTests(drill, onChangedCopy, log, { ...drill.env, SITE_PROJECT_ROOT: changedCopy })
      return result.ok ? [] : (result.failed.length > 0 ? result.failed : ["Jest failed"]).map(test => `${test} on the changed copy`)
    })
    failed.push(...changedFailures)
  }
  return failed.length > 0 ? outcome(true, `failed: ${failed.join(", ")}`) : outcome(false, "every test passed with the defect in place")
}

/**
 * The order to drill in: unit-only defects first (no build), then those built incrementally,
 * then those whose tests build copies of their own, and last those that edit a gatsby-* file
 * (the site's or a local plugin's): Gatsby hashes those files and throws its cache away when they change, so each
 * costs a cold build and the build after it too (the final clean rebuild takes that one).
 */
function drillOrder(defects: readonly Defect[]): Defect[] {
  const phase = (defect: Defect) =>
    defect.tests.every(test => test.project === "unit") ? 0 : !defect.build ? 2 : /(^|\/)gatsby-(node|ssr|config|browser)\.tsx?$/.test(defect.file) ? 3 : 1
  return [...defects].sort((a, b) => phase(a) - phase(b))
}

const testList = (tests: readonly TestFile[]) => tests.map(test => `${test.project} ${path.basename(test.file)}`).join(", ")

function needsText(defect: Defect): string {
  if (defect.changedContent) return "changed copy"
  if (defect.build) return "build"
  return defect.tests.some(test => test.project === "build") ? "own builds" : "no build"
}

async function main(): Promise<number> {
  const options = parseOptions(process.argv.slice(2))
  const source = options.source
  const chosen = DEFECTS.map((defect, index) => ({ defect, number: index + 1 })).filter(
    ({ defect }) => options.only.length === 0 || options.only.some(part => defect.name.toLowerCase().includes(part)),
  )
  if (chosen.length === 0) throw new Error(`No defect's name contains "${options.only.join('" or "')}"`)
  const numberOf = new Map(chosen.map(({ defect, number }) => [defect, number]))
  const defects = chosen.map(({ defect }) => defect)
  if (options.check) return checkEdits(options.source, chosen)

  const started = Date.now()
  const commit = git(source, "rev-parse", "--short", "HEAD").trim()
  fs.mkdirSync(LOG_DIR, { recursive: true })
  for (const old of fs.readdirSync(LOG_DIR).filter(name => name.endsWith(".log"))) fs.rmSync(path.join(LOG_DIR, old))
  const mirrored = exportsOfTestScript(source)

  console.log("Defect drill: proves that the test suite catches real defects, by applying each one alone to a copy of the")
  console.log("project and running the tests that should catch it.")
  console.log(`Source: ${source} at commit ${commit}; ${defects.length} of ${DEFECTS.length} defects.`)
  const copy = copyOfSource(source)
  console.log(
    `Copy: ${copy} (node_modules: links to ${path.dirname(fs.realpathSync(path.join(copy, "node_modules", "gatsby")))}); logs in ${path.relative(PROJECT_ROOT, LOG_DIR)}/`,
  )
  console.log(
    `Mirrored from scripts/test.sh: ${
      Object.entries(mirrored)
        .map(([name, value]) => `${name}=${value}`)
        .join(" ") || "nothing"
    }`,
  )

  const env: NodeJS.ProcessEnv = { ...process.env, ...mirrored, GATSBY_TELEMETRY_DISABLED: "1", CI: "true", NO_COLOR: "1", FORCE_COLOR: "0" }
  delete env.SITE_PROJECT_ROOT
  const drill: Drill = { copy, env }

  const interrupted = () => {
    if (runningChild) killGroup(runningChild)
    restoreEdit()
    if (!options.keep) fs.rmSync(copy, { recursive: true, force: true })
    process.exit(130)
  }
  process.on("SIGINT", interrupted)
  process.on("SIGTERM", interrupted)

  try {
    // The control: the drill cannot judge on a red suite. The build project's tests build copies
    // of their own (some ten minutes), so they are left out unless --control-build-tests asks. The
    // tests that run on a copy with an author's changes are the control's second part.
    const allTests = defects.flatMap(defect => defect.tests)
    const controlTests = defects.flatMap(defect => testsOf(defect).onCopy).filter(test => options.controlBuildTests || test.project !== "build")
    const missingTests = [...new Set(allTests.map(test => test.file))].filter(file => !fs.existsSync(path.join(copy, file)))
    if (missingTests.length > 0) console.log(`Note: the source has no ${missingTests.join(", ")}: the defects that list them count as missed.`)
    const controlLog = path.join(LOG_DIR, "control.log")
    const readsBuild = (test: TestFile) => ["site", "quality", "hosts", "engines"].includes(test.project)
    const controlStarted = Date.now()
    process.stdout.write("Control (the clean copy): ")
    const buildsClean = defects.some(defect => defect.build) || controlTests.some(readsBuild)
    if (buildsClean) {
      const built = await gatsbyBuild(drill, controlLog, "gatsby build (clean, cold)")
      if (!built.ok) return controlFailed("the clean copy does not build", controlLog)
    }
    const present = controlTests.filter(test => fs.existsSync(path.join(copy, test.file)))
    const control = await runTests(drill, present, controlLog)
    if (!control.ok) return controlFailed(`tests fail on the clean copy: ${control.failed.join(", ") || "see the log"}`, controlLog)
    const changedTests = defects.flatMap(defect => testsOf(defect).onChangedCopy).filter(test => fs.existsSync(path.join(copy, test.file)))
    if (changedTests.length > 0) {
      const changedControl = await withChangedCopy(drill, controlLog, async changedCopy =>
        changedCopy ? runTests(drill, changedTests, controlLog, { ...env, SITE_PROJECT_ROOT: changedCopy }) : undefined,
      )
      if (!changedControl?.ok)
        return controlFailed(`the clean copy with an author's changes is red: ${changedControl?.failed.join(", ") || "it does not build"}`, controlLog)
    }
    const controlFiles = new Set([...present, ...changedTests].map(test => test.file)).size
    const onChanged = changedTests.length > 0 ? ", and the changed-content defects' site tests on a clean changed copy" : ""
    console.log(
      `green: ${buildsClean ? "a clean build, " : ""}${controlFiles} test file${controlFiles === 1 ? "" : "s"}${onChanged} (${duration(Date.now() - controlStarted)})`,
    )
    console.log("")

    const outcomes: Outcome[] = []
    for (const defect of drillOrder(defects)) {
      const number = numberOf.get(defect) ?? 0
      console.log(`${number}. ${defect.name}`)
      console.log(`   ${defect.file}; ${needsText(defect)}; tests: ${testList(defect.tests)}`)
      const outcome = await drillDefect(drill, defect, number)
      outcomes.push(outcome)
      const where = outcome.caught ? "" : `; log: ${path.relative(PROJECT_ROOT, outcome.log)}`
      console.log(`   ${outcome.caught ? "caught" : "MISSED"} in ${duration(outcome.ms)}: ${outcome.detail}${where}`)
    }

    // An incremental build can keep a page a defect changed: rebuild the clean code and run the
    // control's site tests again, to prove that the copy, and so each verdict, ended on green.
    const finalLog = path.join(LOG_DIR, "final.log")
    const finalTests = present.filter(test => test.project === "site")
    let endedGreen = true
    if (defects.some(defect => defect.build) && finalTests.length > 0) {
      const finalStarted = Date.now()
      console.log("")
      process.stdout.write("Final check (clean rebuild, the control's site tests): ")
      const rebuilt = await gatsbyBuild(drill, finalLog, "gatsby build (clean again)")
      const result = rebuilt.ok ? await runTests(drill, finalTests, finalLog) : { ok: false, failed: ["the build"], timedOut: false }
      endedGreen = result.ok
      console.log(
        `${endedGreen ? "green" : `RED (${result.failed.join(", ") || "see the log"}; log: ${path.relative(PROJECT_ROOT, finalLog)})`}, ${duration(Date.now() - finalStarted)}`,
      )
    }

    console.log("")
    console.log("Summary:")
    const byNumber = [...outcomes].sort((a, b) => (numberOf.get(a.defect) ?? 0) - (numberOf.get(b.defect) ?? 0))
    for (const outcome of byNumber) {
      console.log(
        `  ${outcome.caught ? "caught" : "MISSED"}  ${String(numberOf.get(outcome.defect)).padStart(2)}. ${outcome.defect.name} (${duration(outcome.ms)})`,
      )
    }
    const caught = outcomes.filter(outcome => outcome.caught).length
    console.log(`Total time: ${duration(Date.now() - started)}${endedGreen ? "" : "; the copy did not end green, so the verdicts above are in doubt"}`)
    console.log(`${caught} caught, ${outcomes.length - caught} missed`)
    return caught === outcomes.length && endedGreen ? 0 : 1
  } finally {
    restoreEdit()
    if (options.keep) console.log(`(kept the copy at ${copy})`)
    else fs.rmSync(copy, { recursive: true, force: true })
  }
}

/** --check: whether each defect still applies to the source as it is, in a second. */
function checkEdits(source: string, chosen: ReadonlyArray<{ defect: Defect; number: number }>): number {
  const problems = chosen.flatMap(({ defect, number }) => {
    const edit = editOf(defect, source)
    return "why" in edit ? [`${number}. ${defect.name}: ${edit.why}`] : []
  })
  for (const problem of problems) console.log(problem)
  console.log(`${chosen.length - problems.length} of ${chosen.length} defects apply to ${source}`)
  return problems.length > 0 ? 1 : 0
}

function controlFailed(why: string, log: string): number {
  console.log(`RED: ${why}.`)
  console.log(`The drill cannot judge on a red suite; log: ${path.relative(PROJECT_ROOT, log)}`)
  return 1
}

main().then(
  status => process.exit(status),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  },
)
