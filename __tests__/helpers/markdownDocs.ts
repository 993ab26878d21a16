/**
 * The repository's Markdown docs, as the docs' own tests read them: every tracked `.md` file but
 * the author's content (`data/`) and the tests' fixtures.
 */
import { execFileSync } from "node:child_process"
import fs from "node:fs"
import path from "node:path"
import { PROJECT_ROOT } from "../../harness/content"

export const markdownDocs: string[] = execFileSync("git", ["ls-files", "-z", "--", "*.md"], { cwd: PROJECT_ROOT, encoding: "utf8" })
  .split("\0")
  .filter(file => file && !file.startsWith("data/") && !file.startsWith("__tests__/fixtures/") && fs.existsSync(path.join(PROJECT_ROOT, file)))

export const docText = (file: string): string => fs.readFileSync(path.join(PROJECT_ROOT, file), "utf8")
