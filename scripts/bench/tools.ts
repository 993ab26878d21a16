/**
 * What only `npm run bench` needs, kept out of the project's install (docs/testing.md, "What the
 * install costs"): Lighthouse and chrome-launcher, 74 packages and 143 MB that no test uses.
 * `scripts/bench/tools/package.json` names them, and its own lock file holds the exact version of
 * each of their packages. The bench installs them into `scripts/bench/tools/node_modules/` itself,
 * with `npm ci` (the lock file's versions from the npm registry, no install script: none of them
 * has one), on its first run and again whenever the lock file has changed, then loads them from there.
 * To move them on: `npm install lighthouse@latest` in `scripts/bench/tools/`.
 */
import { spawnSync } from "node:child_process"
import crypto from "node:crypto"
import fs from "node:fs"
import { createRequire } from "node:module"
import path from "node:path"
import { pathToFileURL } from "node:url"

export const BENCH_TOOLS_DIR = path.join(__dirname, "tools")
export type BenchTool = "lighthouse" | "chrome-launcher"

const LOCK_FILE = path.join(BENCH_TOOLS_DIR, "package-lock.json")
/** Written after an install: the digest of the lock file installed, so that a changed lock file installs again. */
const INSTALLED_MARK = path.join(BENCH_TOOLS_DIR, "node_modules", ".bench-tools-lock.sha256")

const lockDigest = (): string => crypto.createHash("sha256").update(fs.readFileSync(LOCK_FILE)).digest("hex")

/** Whether `scripts/bench/tools/node_modules/` holds what the lock file names now. */
export const benchToolsInstalled = (): boolean => fs.existsSync(INSTALLED_MARK) && fs.readFileSync(INSTALLED_MARK, "utf8").trim() === lockDigest()

/** Installs the bench's tools unless they are installed as the lock file has them (seconds when they are). */
export function installBenchTools(log: (line: string) => void): void {
  if (benchToolsInstalled()) return
  const started = Date.now()
  log("bench: installing its tools (Lighthouse) from scripts/bench/tools/package-lock.json…")
  // On Windows npm is a .cmd file, which Node runs only through a shell.
  const run = spawnSync("npm", ["ci", "--no-audit", "--no-fund", "--strict-allow-scripts"], {
    cwd: BENCH_TOOLS_DIR,
    stdio: "inherit",
    shell: process.platform === "win32",
  })
  if (run.status !== 0)
    throw new Error(
      `The bench could not install its tools (npm ci in scripts/bench/tools: ${run.error?.message ?? `exit code ${run.status}`}); it needs the npm registry once.`,
    )
  fs.writeFileSync(INSTALLED_MARK, `${lockDigest()}\n`)
  log(`bench: its tools installed in ${Math.round((Date.now() - started) / 1000)} s`)
}

/**
 * One of the bench's tools (ES modules both), from `scripts/bench/tools/node_modules/`. Loaded by
 * Node itself, not through tsx: tsx would add `__name(…)` calls to Lighthouse's functions, which
 * Lighthouse sends as source text into the page, where they fail.
 */
export async function importBenchTool<T>(name: BenchTool): Promise<T> {
  if (!benchToolsInstalled()) throw new Error(`${name} is one of the bench's tools, not installed yet: installBenchTools() first`)
  const entry = createRequire(path.join(BENCH_TOOLS_DIR, "package.json")).resolve(name)
  return (await import(pathToFileURL(entry).href)) as T
}

/** The installed version of one of the bench's tools, for the report. */
export const benchToolVersion = (name: BenchTool): string =>
  (JSON.parse(fs.readFileSync(path.join(BENCH_TOOLS_DIR, "node_modules", name, "package.json"), "utf8")) as { version: string }).version
