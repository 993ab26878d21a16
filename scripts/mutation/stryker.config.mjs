// @ts-check
/**
 * The mutation score of the content plugin's model and checks (`npm run mutation`,
 * docs/testing.md, "The mutation score"): the code whose wrong answer reaches the author as a
 * wrong message or a broken build. StrykerJS mutates it in a sandbox, drops the mutants TypeScript
 * refuses, and runs the plugin's unit tests that cover each of the others (scripts/mutation/jest.config.js).
 */
/** Its reports and the incremental file, in test-results/ (ignored by git, the linters and Jest). */
export const REPORTS = "test-results/mutation"

/** @type {import("@stryker-mutator/api/core").PartialStrykerOptions} */
export default {
  mutate: [
    "plugins/gatsby-source-chapterverse/src/model/**/*.ts",
    "plugins/gatsby-source-chapterverse/src/checks/**/*.ts",
    // Types alone: nothing to mutate.
    "!plugins/gatsby-source-chapterverse/src/model/collection.ts",
  ],
  testRunner: "jest",
  jest: { projectType: "custom", configFile: "scripts/mutation/jest.config.js", enableFindRelatedTests: true },
  coverageAnalysis: "perTest",
  // A mutant that runs as a module loads (the model's fields are made once, and the harness checks data/ as
  // it is imported) would need every test file run again: 1,729 of 2,643, about seven hours on two cores.
  // The 657 that run only then are left out of the score (docs/testing.md says so); the others are tried by the tests that run them.
  ignoreStatic: true,
  // Only the mutated files need // @ts-nocheck for their mutants to load (the tests are compiled by SWC, which checks no types).
  disableTypeChecks: "plugins/gatsby-source-chapterverse/src/{model,checks}/**/*.ts",
  checkers: ["typescript"],
  // The plugin's own files (its tests too): the project's whole tsconfig also checks the site's pages,
  // whose types a build writes (src/gatsby-types.d.ts), and a mutant of the plugin reaches them only through its front doors.
  tsconfigFile: "scripts/mutation/tsconfig.json",
  // Two cores: one test runner a core (the TypeScript checker runs beside them).
  concurrency: 2,
  // The sandbox, .stryker-tmp/ (ignored by git, the linters and Jest), finds the project's node_modules
  // one folder up, with two modules of its own in front (scripts/mutation/jest.config.js says why).
  symlinkNodeModules: false,
  ignorePatterns: ["/public", "/.cache", "/test-results", "/.runtime", "/deploy", "/.wrangler", "/tmp"],
  incremental: true,
  incrementalFile: `${REPORTS}/incremental.json`,
  reporters: ["clear-text", "progress", "html", "json"],
  htmlReporter: { fileName: `${REPORTS}/mutation.html` },
  jsonReporter: { fileName: `${REPORTS}/mutation.json` },
  timeoutMS: 30_000,
  thresholds: { high: 90, low: 85, break: null },
}
