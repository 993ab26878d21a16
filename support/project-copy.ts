import { spawnSync } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { PROJECT_ROOT, SITE_ROOT } from "./content"

const PROJECT_FILES = ["package.json", "tsconfig.json", "gatsby-config.ts", "gatsby-node.ts", "gatsby-browser.tsx", "gatsby-ssr.tsx", "src", "data", "static"]

/**
 * A throw-away copy of the project under test sharing this one's node_modules, in a new
 * temporary folder or in the empty folder `into`. It starts without a build cache: Gatsby's
 * cache holds absolute paths and does not survive a move.
 */
export function copyOfProject(into?: string): string {
  const copy = into ?? fs.mkdtempSync(path.join(os.tmpdir(), "site-"))
  if (fs.existsSync(copy) && fs.readdirSync(copy).length > 0) throw new Error(`${copy} is not empty: a project copy needs a folder of its own`)
  fs.mkdirSync(copy, { recursive: true })
  for (const name of PROJECT_FILES) {
    const from = path.join(SITE_ROOT, name)
    if (fs.existsSync(from)) fs.cpSync(from, path.join(copy, name), { recursive: true })
  }
  fs.symlinkSync(path.join(PROJECT_ROOT, "node_modules"), path.join(copy, "node_modules"), "dir")
  return copy
}

/** Runs `gatsby build` in a project folder; returns its exit status and everything it printed. */
export function gatsbyBuild(projectDir: string): { status: number | null; output: string } {
  const result = spawnSync(path.join(PROJECT_ROOT, "node_modules/.bin/gatsby"), ["build"], {
    cwd: projectDir,
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "true", NO_COLOR: "1", FORCE_COLOR: "0" },
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  })
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` }
}

export const removeProjectCopy = (dir: string) => fs.rmSync(dir, { recursive: true, force: true })
