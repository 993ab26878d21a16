/**
 * gatsby-config.ts needs a few values (the site address, the aliases) before the content
 * is validated. If the file is broken, fall back quietly here: the validation that runs
 * next (onPreBootstrap) stops the build with a message that names the problem.
 */
import fs from "node:fs"
import path from "node:path"

export function readContentEarly<T>(relativePath: string, fallback: T): T {
  try {
    return JSON.parse(fs.readFileSync(path.resolve("data", relativePath), "utf8")) as T
  } catch {
    return fallback
  }
}
