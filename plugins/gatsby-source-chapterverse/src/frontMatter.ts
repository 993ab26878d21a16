/**
 * A Markdown file with front matter, as the web editor saves a news post: its fields as YAML
 * between two lines of ---, then its text. The YAML is read with the core schema, so a date stays
 * the text "2025-04-20" the content model checks (YAML 1.1 would turn it into a date, and a day
 * that does not exist into another day). Build-time code only.
 */
import { parseDocument } from "yaml"
import type { Advice } from "./fields"

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
  if (error) {
    const line = error.linePos ? ` at line ${error.linePos[0].line + 1}` : ""
    return {
      problem: {
        problem: `the fields between the lines of --- are not readable${line} (${error.message.split("\n")[0].replace(/ at line \d+, column \d+:?$/, "")})`,
        fix: 'write each field on its own line as name: value, and put a value that holds ": " or starts with a quote in double quotes',
      },
    }
  }
  return { fields: document.toJS() ?? {}, body: match[2] }
}
