/**
 * data/'s files as the checks and the launch check read them: every file listed, each JSON or
 * Markdown file parsed into its entries, each entry labelled as messages name it.
 */
import fs from "node:fs"
import nodePath from "node:path"
import { visit } from "jsonc-parser"
import { fieldPath } from "../model/fieldPaths"
import { parseFrontMatter } from "./frontMatter"
import { NewsTextProblem, parseNewsText, type NewsBlock } from "./newsText"
import type { ContentProblem } from "../checks/problems"
import { collections, MARKDOWN_BODY, type Collection } from "../model/schema"

/** An entry as parsed, before its type is checked: an object of fields. */
export type UncheckedEntry = Record<string, unknown>

/** A JSON file of data/ after parsing, with the collection it belongs to. */
export interface ContentFile {
  collection: Collection
  /** Absolute path. */
  path: string
  entries: Array<{ label?: string; value: UncheckedEntry; body?: NewsBlock[] }>
}

/** The content folder the build reads: data/ of the project it runs in. */
export const contentDirectory = (): string => nodePath.resolve("data")

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

/**
 * A JSON file's text parsed, or its syntax error as a problem in the author's words: where, and
 * what is probably wrong (jsonSyntaxAdvice), the reader's own words last.
 */
export function parseJson(source: string, shown: string, problems: ContentProblem[]): unknown {
  try {
    return JSON.parse(source)
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    problems.push({ file: shown, ...jsonSyntaxAdvice(source, message) })
    return undefined
  }
}

/** A place in a text, counted from 1 as an editor shows it. */
const lineAndColumn = (source: string, position: number): { line: number; column: number } => {
  const before = source.slice(0, position).split("\n")
  return { line: before.length, column: before[before.length - 1].length + 1 }
}

/**
 * What JSON.parse's error means for the author: the line and column it stopped at, and the
 * mistake that most often makes it stop there (a missing comma, a comma after the last item, a
 * missing quote…), then what the reader said, without its count of characters.
 */
export function jsonSyntaxAdvice(source: string, message: string): { problem: string; fix: string } {
  const position = Number(/at position (\d+)/.exec(message)?.[1])
  const said = message
    .replace(/ in JSON at position \d+.*$/s, "")
    .replace(/, ".*" is not valid JSON$/s, "")
    .trim()
  const reader = ` (the reader said: ${said})`
  // A comma before a closing bracket: the reader names the bracket, not where it is.
  const trailingComma = /,\s*[\]}]/.exec(source)
  if (!Number.isFinite(position) && /^Unexpected token '[\]}]'/.test(said) && trailingComma)
    return {
      problem: `the file is not valid JSON: a comma is probably left after the last item, at the end of line ${lineAndColumn(source, trailingComma.index).line}${reader}`,
      fix: "remove that comma: the last item of a list or object has none",
    }
  if (!Number.isFinite(position))
    return {
      problem: `the file is not valid JSON: a value is probably written wrong${reader}`,
      fix: 'write text in double quotes ("…"), numbers without quotes, and true, false and null in lower case; check the lines you changed last',
    }
  const { line, column } = lineAndColumn(source, position)
  const at = `at line ${line}, column ${column}`
  const before = source.slice(0, position).trimEnd()
  const previousLine = lineAndColumn(source, before.length).line
  const advice = (what: string, fix: string) => ({ problem: `the file is not valid JSON: ${what}${reader}`, fix })
  if (/^Expected ',' or '[}\]]' after/.test(said)) {
    if (position >= source.trimEnd().length)
      return advice(
        "it ends before its last list or object is closed",
        "add the missing ] or } at the end, or the missing comma or quote where the file was last changed",
      )
    return advice(
      previousLine < line
        ? `a comma is probably missing at the end of line ${previousLine}, before line ${line}`
        : `a comma is probably missing before line ${line}, column ${column}`,
      "add the comma: every item of a list, and every field of an object, but the last is followed by a comma",
    )
  }
  if (/^Expected (double-quoted property name|property name or '}')/.test(said))
    return before.endsWith(",")
      ? advice(
          `a comma is probably left after the last item, at the end of line ${previousLine}`,
          "remove that comma: the last item of a list or object has none",
        )
      : advice(`a field's name is probably not in double quotes, ${at}`, 'write the name in double quotes, as "name": value')
  if (/^Expected ':' after property name/.test(said)) return advice(`a colon is probably missing after the field's name, ${at}`, 'write it as "name": value')
  if (/^Unterminated string/.test(said))
    return advice(
      `a text is probably missing its closing double quote, on line ${line}`,
      'end the text with a double quote (a quote inside the text is written \\")',
    )
  if (/^Bad control character/.test(said))
    return advice(
      `a text probably runs onto the next line, or misses its closing double quote, ${at}`,
      "keep each text on one line and end it with a double quote (a tab inside it is written \\t)",
    )
  if (/^Bad (escaped character|Unicode escape)/.test(said))
    return advice(`a backslash in a text is followed by a character JSON does not allow, ${at}`, "write a backslash as \\\\, or take it out")
  if (/^Unexpected non-whitespace character after JSON/.test(said))
    return advice(
      `something follows the end of the file's list or object, ${at}`,
      "remove what comes after the last ] or }, such as a comma, or a bracket closed too soon above it",
    )
  if (/^Unexpected end of JSON input/.test(said))
    return advice("it ends before its last list or object is closed", "add the missing ] or } at the end, or the missing closing quote")
  return advice(`it cannot be read ${at}`, "check for a missing comma, quote or bracket near that line, or a comma after the last item of a list")
}

/** A JSON file's entries, each labelled by its position and key; undefined (with a problem) when the file is not the shape its collection holds. */
export function entriesOf(parsed: unknown, collection: Collection, shown: string, problems: ContentProblem[]): ContentFile["entries"] | undefined {
  if (collection.holds === "one") {
    if (!isPlainObject(parsed)) {
      problems.push({ file: shown, problem: "the file must hold one object ({ … })", fix: "wrap its fields in { and }" })
      return undefined
    }
    return [{ label: entryLabel(parsed, collection), value: parsed }]
  }
  if (!Array.isArray(parsed)) {
    problems.push({ file: shown, problem: "the file must hold a list of entries ([ { … }, { … } ])", fix: "wrap the entries in [ and ]" })
    return undefined
  }
  return parsed.flatMap((value, index) => {
    const label = entryLabel(parsed, collection, index)
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
 * and read into blocks as the field "body" (newsText.ts), the name the web editor gives it.
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
    return [{ label, value: parsed.fields, body: parseNewsText(parsed.body) }]
  } catch (error) {
    if (!(error instanceof NewsTextProblem)) throw error
    problems.push({ file: shown, entry: label, field: MARKDOWN_BODY, ...error.advice })
    return [{ label, value: parsed.fields }]
  }
}

/**
 * How messages name an entry: in a list, its place from 1 and its key (`3 ("rexi")`); in a file of
 * one object, its key, if its collection has one.
 */
function entryLabel(parsed: unknown, collection: Collection, index?: number): string | undefined {
  const entry = index === undefined ? parsed : (parsed as unknown[])[index]
  const key = collection.key && isPlainObject(entry) && typeof entry[collection.key] === "string" ? quoteKey(entry[collection.key]) : undefined
  if (index === undefined) return key
  return `${index + 1}${key ? ` (${key})` : ""}`
}

function quoteKey(value: unknown): string | undefined {
  return typeof value === "string" ? `"${value}"` : undefined
}

export function isPlainObject(value: unknown): value is UncheckedEntry {
  return typeof value === "object" && value !== null && !Array.isArray(value)
}

/**
 * A JSON file's entries, or undefined once its problems are reported (not JSON, or not the shape
 * its collection holds); a field written twice in one object is a problem too (fieldsWrittenTwice).
 */
export function jsonFileEntries(source: string, collection: Collection, shown: string, problems: ContentProblem[]): ContentFile["entries"] | undefined {
  const parsed = parseJson(source, shown, problems)
  if (parsed === undefined) return undefined
  const entries = entriesOf(parsed, collection, shown, problems)
  if (entries) problems.push(...fieldsWrittenTwice(source, parsed, collection, shown))
  return entries
}

/**
 * Each field written twice in one object of a JSON file, such as an old title left above the new
 * one: JSON.parse keeps the second without a word, so the author would not know which the site shows.
 */
export function fieldsWrittenTwice(source: string, parsed: unknown, collection: Collection, shown: string): ContentProblem[] {
  const problems: ContentProblem[] = []
  /** For each object open at this point of the text, the line (from 1) of each field's first writing. */
  const open: Array<Map<string, number>> = []
  visit(source, {
    onObjectBegin: () => void open.push(new Map()),
    onObjectEnd: () => void open.pop(),
    onObjectProperty: (name, _offset, _length, line, _column, pathSupplier) => {
      const fields = open[open.length - 1]
      const first = fields.get(name)
      if (first === undefined) return void fields.set(name, line + 1)
      // The path of the object holding the field: in a list of entries, its first part is the entry's place.
      const objectPath = pathSupplier()
      const [entry, inEntry] =
        collection.holds === "one" ? [entryLabel(parsed, collection), objectPath] : [entryLabel(parsed, collection, Number(objectPath[0])), objectPath.slice(1)]
      problems.push({
        file: shown,
        entry,
        field: fieldPath([...inEntry, name]),
        problem: `the field is written twice in one object, on lines ${first} and ${line + 1}, and the site would read only the second`,
        fix: "keep the one you mean and delete the other",
      })
    },
  })
  return problems
}
