/**
 * A Markdown file with front matter, as the web editor saves a news post: its fields as YAML
 * between two lines of ---, then its text. The YAML is read with the core schema, so a date stays
 * the text "2025-04-20" the content model checks (YAML 1.1 would turn it into a date, and a day
 * that does not exist into another day). Build-time code only.
 */
import { parseDocument } from "yaml"
import type { Advice } from "../model/fields"

export interface FrontMatterFile {
  fields: unknown
  /** The Markdown below the front matter. */
  body: string
}

const FRONT_MATTER = /^---[ \t]*\n([\s\S]*?)\n---[ \t]*(?:\n|$)([\s\S]*)$/

/** The file's fields and text, or advice on what is wrong with its front matter. */
export function parseFrontMatter(source: string): FrontMatterFile | { problem: Advice } {
  const match = FRONT_MATTER.exec(source.replace(/^\uFEFF/, "").replace(/\r\n?/g, "\n"))
  if (!match)
    return {
      problem: {
        problem: "the file does not start with its fields between two lines of ---",
        fix: 'start it with a line of ---, the fields (title: …, date: …), another line of ---, then the text (docs/content-guide.md, "Post news")',
      },
    }
  const document = parseDocument(match[1], { schema: "core", uniqueKeys: true })
  const [error] = document.errors
  if (error) return { problem: yamlAdvice(error.code, error.message, error.linePos && error.linePos[0].line + 1) }
  return { fields: document.toJS() ?? {}, body: match[2] }
}

/**
 * What the YAML reader's error means for the author, by its code: the line of the file (the
 * first line of --- is line 1) and what is probably wrong, then the reader's own words.
 */
function yamlAdvice(code: string, message: string, line: number | undefined): Advice {
  const onLine = line === undefined ? "" : ` on line ${line}`
  const said = ` (the reader said: ${message.split("\n")[0].replace(/ at line \d+, column \d+:?$/, "")})`
  const advice = (what: string, fix: string): Advice => ({ problem: `the fields between the lines of --- are not readable: ${what}${said}`, fix })
  switch (code) {
    case "BLOCK_AS_IMPLICIT_KEY":
    case "MULTILINE_IMPLICIT_KEY":
      return advice(
        `a value${onLine} probably holds ": " without double quotes around it, or the line after it starts with spaces`,
        'put the value in double quotes (title: "Book Three: the title"), and start each field at the beginning of its line',
      )
    case "MISSING_CHAR":
      return advice(`a value${onLine} is probably missing its closing double quote`, 'end the value with a double quote (a quote inside it is written \\")')
    case "UNEXPECTED_TOKEN":
      return advice(
        `a value${onLine} probably has text after its closing quote, or a quote inside it`,
        'put the whole value in double quotes, writing a double quote inside it as \\"',
      )
    case "DUPLICATE_KEY":
      return advice(`a field is written twice (again${onLine})`, "keep one of the two lines")
    case "TAB_AS_INDENT":
      return advice(`a line${onLine} starts with a tab`, "start each field at the beginning of its line, without a tab")
    default:
      return advice(
        `a field${onLine} is not written as name: value`,
        'write each field on its own line as name: value, and put a value that holds ": " or starts with a quote in double quotes',
      )
  }
}
