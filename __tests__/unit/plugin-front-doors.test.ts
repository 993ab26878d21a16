/**
 * @jest-environment node
 */
/**
 * A local plugin's src/ is private: the site, the tests and the other plugins import what a plugin
 * exports from its entries (index.ts, node.ts), which ESLint holds them to (eslint.config.mjs).
 */
import { spawnSync } from "node:child_process"
import fs from "node:fs"
import path from "node:path"
import { PROJECT_ROOT } from "../../support/content"

const PLUGINS = fs.readdirSync(path.join(PROJECT_ROOT, "plugins")).filter(name => fs.existsSync(path.join(PROJECT_ROOT, "plugins", name, "package.json")))
const RULE = "local-plugins/no-plugin-internals"

/** A module of the plugin's src/, as an import names it from `from` (a folder of the project). */
function internalModule(plugin: string, from: string): string {
  const [module] = fs.readdirSync(path.join(PROJECT_ROOT, "plugins", plugin, "src")).filter(file => /\.tsx?$/.test(file))
  const target = path.join(PROJECT_ROOT, "plugins", plugin, "src", module.replace(/\.tsx?$/, ""))
  const relative = path.relative(path.join(PROJECT_ROOT, from), target).split(path.sep).join("/")
  return relative.startsWith(".") ? relative : `./${relative}`
}

/** The rule's findings on a file of these imports at this place in the project (ESLint's CLI, as `npm run lint` runs it). */
function findings(file: string, imports: string[]): string[] {
  const text = `${imports.map((module, index) => `import * as m${index} from "${module}"`).join("\n")}\nexport default [${imports.map((_, index) => `m${index}`).join(", ")}]\n`
  const eslint = spawnSync(path.join(PROJECT_ROOT, "node_modules/.bin/eslint"), ["--stdin", "--stdin-filename", file, "--format", "json"], {
    cwd: PROJECT_ROOT,
    input: text,
    encoding: "utf8",
  })
  const [result] = JSON.parse(eslint.stdout) as Array<{ messages: Array<{ ruleId: string; message: string }> }>
  return result.messages.filter(message => message.ruleId === RULE).map(message => message.message)
}

describe("the local plugins' front doors", () => {
  it("refuse an import of a plugin's src/ from the site, naming the plugin, and let its entries through", () => {
    expect(PLUGINS.length).toBeGreaterThanOrEqual(2)
    const internals = PLUGINS.map(plugin => internalModule(plugin, "src"))
    expect(findings("src/probe.ts", [...internals, ...PLUGINS.map(plugin => `../plugins/${plugin}`)])).toEqual(
      PLUGINS.map((plugin, index) => expect.stringContaining(`"${internals[index]}" is inside ${plugin}'s src/`)),
    )
  })

  it("let a plugin import its own src/, and not another plugin's", () => {
    const [plugin, other] = PLUGINS
    const folder = `plugins/${plugin}`
    expect(findings(`${folder}/probe.ts`, [internalModule(plugin, folder), internalModule(other, folder)])).toEqual([
      expect.stringContaining(`is inside ${other}'s src/`),
    ])
  })
})
