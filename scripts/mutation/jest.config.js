/**
 * The Jest configuration StrykerJS runs (scripts/mutation/stryker.config.mjs): the unit project of
 * jest.config.js, its tests narrowed to the content plugin's own (plugins/gatsby-source-chapterverse/__tests__).
 *
 * Stryker reads which mutants each test reaches from its own test environment, which it puts in
 * place of the configured one; but a test file that names its environment (`@jest-environment
 * node`, as each of the plugin's does) would get Jest's own. So the sandbox (.stryker-tmp/sandbox-…,
 * inside the project, with no link to its node_modules: a module the sandbox lacks is found in the
 * project's, one folder up) gets a node_modules of its own: `jest-environment-node`, Stryker's
 * environment of that name; the content plugin's link to the sandbox's own (mutated) plugin,
 * which the harness imports by name (harness/content.ts), as npm links it in the project; and the
 * project's programs (.bin).
 */
const fs = require("node:fs")
const path = require("node:path")
const { projects } = require("../../jest.config.js")

const root = path.resolve(__dirname, "../..")
if (path.basename(path.dirname(root)) !== ".stryker-tmp")
  throw new Error(`${__filename} is Stryker's, for its sandbox in .stryker-tmp/: run npm run mutation (it is at ${root})`)

const modules = path.join(root, "node_modules")
const environment = path.join(modules, "jest-environment-node")
fs.mkdirSync(environment, { recursive: true })
fs.writeFileSync(path.join(environment, "package.json"), JSON.stringify({ name: "jest-environment-node", main: "index.js" }))
fs.writeFileSync(
  path.join(environment, "index.js"),
  `module.exports = require(${JSON.stringify(require.resolve("@stryker-mutator/jest-runner/jest-env/node"))})\n`,
)
for (const [name, target] of [
  ["gatsby-source-chapterverse", "../plugins/gatsby-source-chapterverse"],
  // The programs the tests run (`npm run check` through tsx), which look for them in the project's node_modules/.bin.
  [".bin", path.resolve(root, "../../node_modules/.bin")],
]) {
  try {
    fs.symlinkSync(target, path.join(modules, name))
  } catch (error) {
    // The other test runner's process made it first.
    if (error.code !== "EEXIST") throw error
  }
}

const unit = projects.find(project => project.displayName === "unit")

module.exports = {
  ...unit,
  rootDir: root,
  testMatch: ["<rootDir>/plugins/gatsby-source-chapterverse/__tests__/**/*.test.ts?(x)"],
  testSequencer: path.join(__dirname, "test-files.js"),
  // A mutant is killed by its first failing test: the files after it need not run.
  bail: 1,
}
