import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import type { Json } from "../../../../harness/content"

/** A data/ folder of these files alone (text, or JSON written as the author's files are), so what a check finds is the test's own. */
export function dataFolderWith(files: Record<string, Json>): string {
  const data = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "checks-")), "data")
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(data, file)), { recursive: true })
    fs.writeFileSync(path.join(data, file), typeof content === "string" ? content : JSON.stringify(content, null, 2))
  }
  return data
}
