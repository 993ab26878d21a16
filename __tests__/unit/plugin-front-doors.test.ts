/**
 * @jest-environment node
 */
/**
 * The import graph's rules (.dependency-cruiser.cjs, run by `npm run lint`) on a small project of
 * their own, laid out as this one is: two local plugins as npm links them (node_modules/<name> ->
 * ../plugins/<name>), each with a front door and a src/, and a site beside them.
 */
import { spawnSync } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { PROJECT_ROOT } from "../../harness/content"

const CONFIG = path.join(PROJECT_ROOT, ".dependency-cruiser.cjs")
const PLUGIN = "gatsby-plugin-one"
const OTHER = "gatsby-plugin-two"

let project: string

/** Writes the files of the small project (`name: text`), creating their folders. */
function write(files: Record<string, string>): void {
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(project, name)), { recursive: true })
    fs.writeFileSync(path.join(project, name), text)
  }
}

/** The rules each import of `file` breaks, as `rule: from → to`, from dependency-cruiser's CLI as `npm run lint` runs it. */
function brokenRules(file: string, text: string): string[] {
  write({ [file]: text })
  try {
    const cruise = spawnSync(path.join(PROJECT_ROOT, "node_modules/.bin/depcruise"), [file, "--config", CONFIG, "--output-type", "json"], {
      cwd: project,
      encoding: "utf8",
    })
    const result = JSON.parse(cruise.stdout) as { summary: { violations: Array<{ rule: { name: string }; from: string; to: string }> } }
    return result.summary.violations.map(violation => `${violation.rule.name}: ${violation.from} → ${violation.to}`)
  } finally {
    fs.rmSync(path.join(project, file))
  }
}

beforeAll(() => {
  project = fs.mkdtempSync(path.join(os.tmpdir(), "front-doors-"))
  write({
    "package.json": JSON.stringify({ name: "site", private: true, workspaces: ["plugins/*"] }),
    "tsconfig.json": JSON.stringify({ compilerOptions: { module: "esnext", moduleResolution: "bundler", strict: true } }),
  })
  for (const plugin of [PLUGIN, OTHER]) {
    write({
      [`plugins/${plugin}/package.json`]: JSON.stringify({ name: plugin, main: "index.ts", exports: { ".": "./index.ts", "./node": "./node.ts" } }),
      [`plugins/${plugin}/index.ts`]: 'export { part } from "./src/part"\n',
      [`plugins/${plugin}/node.ts`]: 'export { part } from "./src/part"\n',
      [`plugins/${plugin}/src/part.ts`]: "export const part = 1\n",
    })
    fs.mkdirSync(path.join(project, "node_modules"), { recursive: true })
    fs.symlinkSync(`../plugins/${plugin}`, path.join(project, "node_modules", plugin))
  }
})

afterAll(() => fs.rmSync(project, { recursive: true, force: true }))

describe("the import graph's rules", () => {
  it("let the site import a plugin by its name, through each front door", () => {
    expect(
      brokenRules("src/page.ts", `import { part } from "${PLUGIN}"\nimport { part as nodePart } from "${PLUGIN}/node"\nexport default [part, nodePart]\n`),
    ).toEqual([])
  })

  it("refuse the site's import of a plugin's src/, and of a plugin by its path", () => {
    expect(
      brokenRules(
        "src/page.ts",
        `import { part } from "../plugins/${PLUGIN}/src/part"\nimport { part as whole } from "../plugins/${PLUGIN}"\nexport default [part, whole]\n`,
      ).sort(),
    ).toEqual(
      [
        `no-plugin-internals: src/page.ts → plugins/${PLUGIN}/src/part.ts`,
        `plugins-by-name: src/page.ts → plugins/${PLUGIN}/index.ts`,
        `plugins-by-name: src/page.ts → plugins/${PLUGIN}/src/part.ts`,
      ].sort(),
    )
  })

  it("let a plugin import its own src/, and refuse another plugin's src/ or path", () => {
    expect(brokenRules(`plugins/${PLUGIN}/src/own.ts`, `import { part } from "./part"\nexport default part\n`)).toEqual([])
    expect(
      brokenRules(
        `plugins/${PLUGIN}/src/own.ts`,
        `import { part } from "../../${OTHER}/src/part"\nimport { part as whole } from "${OTHER}"\nexport default [part, whole]\n`,
      ).sort(),
    ).toEqual(
      [
        `no-other-plugin-internals: plugins/${PLUGIN}/src/own.ts → plugins/${OTHER}/src/part.ts`,
        `other-plugins-by-name: plugins/${PLUGIN}/src/own.ts → plugins/${OTHER}/src/part.ts`,
      ].sort(),
    )
  })

  it("refuse an import of data/ from anywhere but the content plugin", () => {
    write({ "data/site/site.json": JSON.stringify({ language: "en-GB" }) })
    expect(brokenRules("src/page.ts", 'import site from "../data/site/site.json"\nexport default site\n')).toEqual([
      "data-through-the-content-plugin: src/page.ts → data/site/site.json",
    ])
    expect(brokenRules("plugins/gatsby-source-chapterverse/src/read.ts", 'import site from "../../../data/site/site.json"\nexport default site\n')).toEqual([])
  })

  it("refuse a plugin's import of the site's code, but not its tests' import of the harness", () => {
    write({ "src/downloads/makers.ts": "export const makers = []\n", "harness/content.ts": "export const DATA = 1\n" })
    expect(brokenRules(`plugins/${PLUGIN}/src/calls.ts`, 'import { makers } from "../../../src/downloads/makers"\nexport default makers\n')).toEqual([
      `plugins-never-import-the-site: plugins/${PLUGIN}/src/calls.ts → src/downloads/makers.ts`,
    ])
    expect(brokenRules(`plugins/${PLUGIN}/__tests__/uses.test.ts`, 'import { DATA } from "../../../harness/content"\nexport default DATA\n')).toEqual([])
  })

  it("refuse a package not named in the package.json nearest the importing file: the site's, or the plugin's own or peer", () => {
    const LIBRARY = "a-library"
    const pluginManifest = (fields: object) =>
      JSON.stringify({ name: PLUGIN, main: "index.ts", exports: { ".": "./index.ts", "./node": "./node.ts" }, ...fields })
    write({
      "package.json": JSON.stringify({ name: "site", private: true, workspaces: ["plugins/*"], dependencies: { [LIBRARY]: "^1.0.0" } }),
      [`node_modules/${LIBRARY}/package.json`]: JSON.stringify({ name: LIBRARY, version: "1.0.0", main: "index.js" }),
      [`node_modules/${LIBRARY}/index.js`]: "exports.value = 1\n",
    })
    const importer = `import { value } from "${LIBRARY}"\nexport default value\n`
    try {
      expect(brokenRules("src/page.ts", importer)).toEqual([])
      // Found beside the site's, in the one node_modules of the workspaces, but the plugin does not say it needs it.
      expect(brokenRules(`plugins/${PLUGIN}/src/uses.ts`, importer)).toEqual([
        `packages-declared-nearest: plugins/${PLUGIN}/src/uses.ts → node_modules/${LIBRARY}/index.js`,
      ])
      for (const field of ["dependencies", "peerDependencies"]) {
        write({ [`plugins/${PLUGIN}/package.json`]: pluginManifest({ [field]: { [LIBRARY]: "^1.0.0" } }) })
        expect({ field, broken: brokenRules(`plugins/${PLUGIN}/src/uses.ts`, importer) }).toEqual({ field, broken: [] })
      }
    } finally {
      write({
        "package.json": JSON.stringify({ name: "site", private: true, workspaces: ["plugins/*"] }),
        [`plugins/${PLUGIN}/package.json`]: pluginManifest({}),
      })
    }
  })

  it("refuse an import circle, type-only imports included", () => {
    write({ "src/first.ts": 'import type { Second } from "./second"\nexport interface First { second?: Second }\n' })
    expect(brokenRules("src/second.ts", 'import type { First } from "./first"\nexport interface Second { first?: First }\n')).toEqual([
      expect.stringMatching(/^no-circular: src\/(first|second)\.ts → src\/(first|second)\.ts$/),
    ])
  })
})
