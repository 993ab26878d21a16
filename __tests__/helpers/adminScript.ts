/**
 * The web editor's start-up scripts (src/admin/browser/) run as its page runs them, with stand-ins
 * for what the page gives them: Decap CMS (CMS, createClass, h), the document, and the scripts
 * loaded before admin.js (editor-text.js, and the YAML library as editor-yaml.js hands it over).
 */
import fs from "node:fs"
import path from "node:path"
import vm from "node:vm"
import * as YAML from "yaml"
import type { LONG_DATE } from "../../src/text/format"
import { PROJECT_ROOT } from "../../harness/content"

const BROWSER_FILES = path.join(PROJECT_ROOT, "src/admin/browser")

export interface Format {
  fromFile: (text: string) => Record<string, unknown>
  toFile: (value: object, fieldsOrder?: string[]) => string
}

/** The editor's own functions (editor-text.js), on window.editorText. */
export interface EditorText {
  writtenDate: (value: unknown, how: typeof LONG_DATE) => string
  frontMatterFormat: (yaml: typeof YAML) => Format
  removeLabel: (summary: string) => string
  removeQuestion: (summary: string) => string
}

export function editorText(): EditorText {
  const window: { editorText?: EditorText } = {}
  vm.runInNewContext(fs.readFileSync(path.join(BROWSER_FILES, "editor-text.js"), "utf8"), { window })
  return window.editorText!
}

/** Runs admin.js on a configuration; resolves to the formats it registers and what it starts Decap with. */
export async function runAdminScript(
  config: object,
  location = { origin: "https://example.org" },
): Promise<{ formats: Map<string, Format>; started: unknown }> {
  const formats = new Map<string, Format>()
  let started: unknown
  const CMS = {
    registerCustomFormat: (name: string, _extension: string, format: Format) => formats.set(name, format),
    registerWidget: () => undefined,
    getWidget: (name: string) => ({ control: name, preview: name }),
    init: (options: unknown) => (started = options),
  }
  const context = {
    CMS,
    fetch: async () => ({ json: async () => config }),
    location,
    window: { editorText: editorText(), editorYaml: YAML },
    document: { body: {}, addEventListener: () => undefined },
    MutationObserver: class {
      observe() {}
    },
    // Decap gives the page createClass and h (React's createElement).
    createClass: (spec: object) => spec,
    h: () => null,
  }
  vm.runInNewContext(fs.readFileSync(path.join(BROWSER_FILES, "admin.js"), "utf8"), context)
  await new Promise(resolve => setImmediate(resolve))
  return { formats, started }
}
