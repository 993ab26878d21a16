/**
 * Audits every dependency, the build's and the tests' too (a build-time flaw is still one):
 * `npm audit --json`, judged by scripts/audit/verdict.ts. Fails on a high or critical advisory that
 * scripts/audit/accepted.json does not list, each there with why it cannot be lifted.
 *
 *   npm run audit              (a registry that does not answer: one line, and it passes)
 *   npm run audit -- --strict  (the deploy workflow: a registry that does not answer fails it)
 *
 * GITHUB_ACTIONS=true is strict too.
 */
import { spawnSync } from "node:child_process"
import { readFileSync } from "node:fs"
import path from "node:path"
import { auditVerdict, type Accepted } from "./audit/verdict"

const root = path.resolve(__dirname, "..")
const strict = process.argv.includes("--strict") || process.env.GITHUB_ACTIONS === "true"
const accepted = JSON.parse(readFileSync(path.join(__dirname, "audit", "accepted.json"), "utf8")) as Accepted[]

// On Windows npm is a .cmd file, which Node runs only through a shell.
const run = spawnSync("npm", ["audit", "--json", "--include=dev", "--include=optional", "--include=peer"], {
  cwd: root,
  shell: process.platform === "win32",
  encoding: "utf8",
  timeout: 180_000,
  maxBuffer: 64 * 1024 * 1024,
})
const verdict = auditVerdict({
  stdout: run.stdout ?? "",
  stderr: run.error ? String(run.error) : (run.stderr ?? ""),
  strict,
  accepted,
})
for (const line of verdict.lines) console.log(line)
process.exit(verdict.exitCode)
