/**
 * Jest's test sequencer for StrykerJS's runs (scripts/mutation/jest.config.js): each mutant runs only
 * the test files that hold the tests that reach it. Stryker names those tests (`--testNamePattern`)
 * but lets Jest load every test file, and each of the plugin's loads data/ as it imports the harness:
 * most of a mutant's time. The first run (Stryker's dry run, every test) writes down which file holds
 * each test; a mutant's run then keeps the files with a test its pattern names (all of them, if none).
 */
const fs = require("node:fs")
const path = require("node:path")

module.exports = class TestFilesOfTheMutant {
  constructor({ globalConfig }) {
    this.pattern = globalConfig.testNamePattern
    this.record = path.join(globalConfig.rootDir, "node_modules", ".tests-by-file.json")
  }

  sort(tests) {
    const inOrder = [...tests].sort((a, b) => a.path.localeCompare(b.path))
    if (!this.pattern || !fs.existsSync(this.record)) return inOrder
    const named = new RegExp(this.pattern, "i")
    const testsByFile = JSON.parse(fs.readFileSync(this.record, "utf8"))
    const kept = inOrder.filter(test => (testsByFile[test.path] ?? []).some(name => named.test(name)))
    return kept.length > 0 ? kept : inOrder
  }

  cacheResults(tests, results) {
    // The dry run's: every test, none failed (Stryker stops otherwise). A mutant's run may stop at its first failure.
    if (this.pattern || fs.existsSync(this.record)) return
    const testsByFile = Object.fromEntries(results.testResults.map(file => [file.testFilePath, file.testResults.map(test => test.fullName)]))
    fs.writeFileSync(this.record, JSON.stringify(testsByFile))
  }
}
