/**
 * data/'s files as the checks and the launch check read them: every file listed, each JSON or
 * Markdown file parsed into its entries, each entry labelled as messages name it.
 */
import fs from "node:fs"
import nodePath from "node:path"
import { parseFrontMatter } from "./frontMatter"
import { NewsTextProblem, parseNewsText } from "./newsText"
import type { ContentProblem } from "./problems"
import { collections, MARKDOWN_BODY, type Collection } from "./schema"

/** An entry as parsed, before its type is checked: an object of fields. */
export type UncheckedEntry = Record<string, unknown>

/** A JSON file of data/ after parsing, with the collection it belongs to. */
export interface ContentFile {
  collection: Collection
  /** Absolute path. */
  path: string
  entries: Array<{ label?: string; value: UncheckedEntry }>
}

/** Every file under a folder but hidden ones, in the order of their paths. */
export function listFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return []
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter(entry => !entry.name.startsWith("."))
    .flatMap(entry => {
      const full = nodePath.join(dir, entry.name)
      return entry.isDirectory() ? listFiles(full) : [full]
    })
    .sort()
}

/** A JSON file's text parsed, or its syntax error as a problem naming the line. */
export function parseJson(source: string, shown: string, problems: ContentProblem[]): unknown {
  try {
    return JSON.parse(source)
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    const position = Number(/position (\d+)/.exec(message)?.[1])
    const at = Number.isFinite(position) ? ` at line ${lineOf(source, position)}` : ""
    problems.push({
      file: shown,
      problem: `the file is not valid JSON${at} (${message})`,
      fix: "check for a missing comma, quote or bracket near that line, or a comma after the last item of a list",
    })
    return undefined
  }
}

function lineOf(source: string, position: number): string {
  const before = source.slice(0, position).split("\n")
  return `${before.length}, column ${before[before.length - 1].length + 1}`
}

/** A JSON file's entries, each labelled by its position and key; undefined (with a problem) when the file is not the shape its collection holds. */
export function entriesOf(parsed: unknown, collection: Collection, shown: string, problems: ContentProblem[]): ContentFile["entries"] | undefined {
  if (collection.holds === "one") {
    if (!isPlainObject(parsed)) {
      problems.push({ file: shown, problem: "the file must hold one object ({ … })", fix: "wrap its fields in { and }" })
      return undefined
    }
    return [{ label: collection.key ? quoteKey(parsed[collection.key]) : undefined, value: parsed }]
  }
  if (!Array.isArray(parsed)) {
    problems.push({ file: shown, problem: "the file must hold a list of entries ([ { … }, { … } ])", fix: "wrap the entries in [ and ]" })
    return undefined
  }
  return parsed.flatMap((value, index) => {
    const label = `${index + 1}${collection.key && isPlainObject(value) && typeof value[collection.key] === "string" ? ` (${quoteKey(value[collection.key])})` : ""}`
    if (!isPlainObject(value)) {
      problems.push({ file: shown, entry: label, problem: "an entry must be an object ({ … })", fix: 'write the entry as { "field": value, … }' })
      return []
    }
    return [{ label, value }]
  })
}

/** A Markdown file in a Markdown collection's folder: a post, or a file the author put in the wrong place there. */
export function isMarkdownEntry(dataDir: string, file: string): boolean {
  if (!file.endsWith(".md")) return false
  const relative = nodePath.relative(dataDir, file).split(nodePath.sep).join("/")
  return collections.some(c => c.format === "markdown" && relative.startsWith(`${c.file.split("/")[0]}/`))
}

/**
 * A Markdown entry (a news post): its front matter as the entry's fields, and its text checked
 * as the field "body" (newsText.ts), the name the web editor gives it.
 */
export function markdownEntries(source: string, collection: Collection, shown: string, problems: ContentProblem[]): ContentFile["entries"] | undefined {
  const parsed = parseFrontMatter(source)
  if ("problem" in parsed) {
    problems.push({ file: shown, ...parsed.problem })
    return undefined
  }
  if (!isPlainObject(parsed.fields)) {
    problems.push({
      file: shown,
      problem: "the front matter must hold fields (name: value, a line each)",
      fix: "write each field on its own line as name: value",
    })
    return undefined
  }
  const label = collection.key ? quoteKey(parsed.fields[collection.key]) : undefined
  try {
    parseNewsText(parsed.body)
  } catch (error) {
    if (!(error instanceof NewsTextProblem)) throw error
    problems.push({ file: shown, entry: label, field: MARKDOWN_BODY, ...error.advice })
  }
  return [{ label, value: parsed.fields }]
}

function quoteKey(value: unknown): string | undefined {
  return typeof value === "string" ? `"${value}"` : undefined
}

export function isPlainObject(value: unknown): value is UncheckedEntry {
  return typeof value === "object" && value !== null && !Array.isArray(value)
}

/** A JSON file's entries, or undefined once its problems are reported (not JSON, or not the shape its collection holds). */
export function jsonFileEntries(source: string, collection: Collection, shown: string, problems: ContentProblem[]): ContentFile["entries"] | undefined {
  const parsed = parseJson(source, shown, problems)
  return parsed === undefined ? undefined : entriesOf(parsed, collection, shown, problems)
}
