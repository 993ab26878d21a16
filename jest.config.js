/**
 * The kinds of test (scripts/test.sh runs them; docs/testing.md says in which order, and what each costs):
 *   unit  – components and content code, no build needed (jsdom)
 *   bad-content – real `gatsby build`s of fresh copies with bad content, each stopped by the content
 *           check before any page is made: they need no earlier build, so they run beside the production build
 *   build – real `gatsby build`s of copies of the project, warm from the clean build (an author's year in the web editor),
 *           and the editor's drafts (no build: the local proxy's git mode on a throwaway repository)
 *   site  – the built site in public/: its HTML, and in Chromium, its pages served locally
 *   changed-content – the author's documented jobs (a new artwork, a book announced), read from the
 *           build of the copy with an author's changes (scripts/changed-content.ts), beside the site tests on it
 *   quality – the quality gate on the built site: accessibility, HTML validity, links,
 *           privacy, no-JavaScript and runtime health, each also shown failing on a broken fixture
 *   timing – what times taps in milliseconds (the bench's first-paint measure, on fixture pages):
 *           run alone, as nothing else may take its core
 *   hosts – the built site on the static hosts' own local runtimes (Cloudflare Pages' wrangler, Netlify's CLI)
 *   engines – a smoke pass of every route and interactive part in Firefox ESR and WebKitGTK
 */
/**
 * SWC compiles the tests and the code they import (@swc/jest, which also lifts jest.mock above the
 * imports, as babel-jest does): Gatsby's recipe, babel-jest with babel-preset-gatsby, compiles far more
 * slowly on a run with no Jest cache, which is every CI run (docs/testing.md). One parser a kind of file:
 * TypeScript read as TSX would take `<T>value` for JSX. jsdom, slow to load and never used by most
 * browser tests (harness/built-site.ts imports it for builtPage), is loaded on first use.
 */
const swc = parser => [
  "@swc/jest",
  { jsc: { parser, target: "es2022", transform: { react: { runtime: "automatic" } } }, module: { type: "commonjs", lazy: ["jsdom"] } },
]

const shared = {
  transform: {
    "^.+\\.tsx$": swc({ syntax: "typescript", tsx: true }),
    "^.+\\.ts$": swc({ syntax: "typescript" }),
    "^.+\\.jsx?$": swc({ syntax: "ecmascript", jsx: true }),
  },
  moduleNameMapper: {
    "\\.css$": "identity-obj-proxy",
  },
  testPathIgnorePatterns: ["node_modules", "\\.cache", "<rootDir>/public"],
  // The Node.js and npm scripts/node-runtime.sh installs on an older machine: a copy of scripts/runtime/'s package.json;
  // StrykerJS's sandbox (npm run mutation), a copy of the project.
  modulePathIgnorePatterns: ["<rootDir>/.runtime/", "<rootDir>/.stryker-tmp/"],
  // marked and feed are ES modules only, and so is yaml as a browser (jsdom) reads it, and so are jsdom 31's own
  // @exodus/bytes, bcp-47 (with its is-*), bcp-47-match, parse5 (with entities) and parse5-parser-stream: SWC makes them CommonJS for Jest.
  transformIgnorePatterns: [
    "node_modules/(?!(gatsby|gatsby-script|gatsby-link|marked|feed|yaml|@exodus/bytes|bcp-47|bcp-47-match|is-alphabetical|is-alphanumerical|is-decimal|parse5|parse5-parser-stream|entities)/)",
  ],
  globals: { __PATH_PREFIX__: "" },
}

/**
 * The site tests that check code alone, whatever data/ holds: the menus, pop-ups and players, a page
 * painted half-arrived, a page's own stylesheet, the smoke pass on a fixture site of its own, the
 * search box as a visitor works it, the first chapter's reading settings and Read it to me. On the
 * copy with an author's changes (SITE_PROJECT_ROOT, scripts/test.sh) they would check the same code
 * a second time, so they run on the project's build alone; every other site test runs on both.
 */
const CODE_ONLY_SITE_TESTS = ["behaviour", "partial-html", "stylesheets", "smoke", "search-box", "reading-controls"]
const onTheChangedCopy = Boolean(process.env.SITE_PROJECT_ROOT)

/** One Chromium for all the test files of a run, instead of one each (__tests__/helpers/shared-chromium.ts). */
const sharedChromium = {
  globalSetup: "<rootDir>/__tests__/helpers/shared-chromium.ts",
  globalTeardown: "<rootDir>/__tests__/helpers/shared-chromium-teardown.ts",
}

module.exports = {
  projects: [
    {
      ...shared,
      displayName: "unit",
      testEnvironment: "jsdom",
      testEnvironmentOptions: { url: "http://localhost/" },
      setupFiles: ["<rootDir>/plugins/gatsby-plugin-islands/gatsbyLoaderShim.js"],
      setupFilesAfterEnv: ["<rootDir>/__tests__/helpers/setup-unit.ts"],
      testMatch: ["<rootDir>/__tests__/unit/**/*.test.ts?(x)", "<rootDir>/plugins/*/__tests__/**/*.test.ts?(x)"],
    },
    { ...shared, displayName: "bad-content", testEnvironment: "node", testMatch: ["<rootDir>/__tests__/bad-content/**/*.test.ts"] },
    { ...shared, displayName: "build", testEnvironment: "node", testMatch: ["<rootDir>/__tests__/build/**/*.test.ts"] },
    { ...shared, displayName: "changed-content", testEnvironment: "node", testMatch: ["<rootDir>/__tests__/changed-content/**/*.test.ts"] },
    {
      ...shared,
      ...sharedChromium,
      displayName: "site",
      testEnvironment: "node",
      testMatch: ["<rootDir>/__tests__/site/**/*.test.ts"],
      testPathIgnorePatterns: [
        ...shared.testPathIgnorePatterns,
        ...(onTheChangedCopy ? CODE_ONLY_SITE_TESTS.map(name => `/__tests__/site/${name}\\.test\\.ts$`) : []),
      ],
    },
    { ...shared, ...sharedChromium, displayName: "timing", testEnvironment: "node", testMatch: ["<rootDir>/__tests__/timing/**/*.test.ts"] },
    { ...shared, ...sharedChromium, displayName: "quality", testEnvironment: "node", testMatch: ["<rootDir>/__tests__/quality/**/*.test.ts"] },
    { ...shared, displayName: "hosts", testEnvironment: "node", testMatch: ["<rootDir>/__tests__/hosts/**/*.test.ts"] },
    { ...shared, displayName: "engines", testEnvironment: "node", testMatch: ["<rootDir>/__tests__/engines/**/*.test.ts"] },
  ],
}
