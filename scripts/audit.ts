/**
 * Audits every dependency, the build's and the tests' too (a build-time flaw is still one), the
 * bench's own tools (scripts/bench/tools/, which has a lock file of its own), the deploy jobs'
 * (deploy-tools/, the same) and the Node.js and npm CI installs (scripts/runtime/,
 * scripts/ci/next-node-runtime/): `npm audit --json` on
 * each lock file, judged together by scripts/audit/verdict.ts. Fails on a high or critical advisory
 * that scripts/audit/accepted.json does not list, each there with why it cannot be lifted.
 *
 *   npm run audit              (a registry that does not answer: one line, and it passes)
 *   npm run audit -- --strict  (the deploy workflow: a registry that does not answer fails it)
 *
 * GITHUB_ACTIONS=true is strict too.
 */
import { spawnSync } from "node:child_process"
import { readFileSync } from "node:fs"
import path from "node:path"
import { auditVerdict, combinedAudit, type Accepted, type AuditOutput } from "./audit/verdict"

const root = path.resolve(__dirname, "..")
const strict = process.argv.includes("--strict") || process.env.GITHUB_ACTIONS === "true"
const accepted = JSON.parse(readFileSync(path.join(__dirname, "audit", "accepted.json"), "utf8")) as Accepted[]

/** The folders with a lock file: the project, the bench's tools, the deploy jobs' tools and CI's runtimes. `npm audit` reads the lock file alone, installed or not. */
const LOCKED_FOLDERS = [
  root,
  path.join(root, "scripts", "bench", "tools"),
  path.join(root, "deploy-tools"),
  path.join(root, "scripts", "runtime"),
  path.join(root, "scripts", "ci", "next-node-runtime"),
]

function audit(cwd: string): AuditOutput {
  // On Windows npm is a .cmd file, which Node runs only through a shell.
  const run = spawnSync("npm", ["audit", "--json", "--include=dev", "--include=optional", "--include=peer"], {
    cwd,
    shell: process.platform === "win32",
    encoding: "utf8",
    timeout: 180_000,
    maxBuffer: 64 * 1024 * 1024,
  })
  return { stdout: run.stdout ?? "", stderr: run.error ? String(run.error) : (run.stderr ?? "") }
}

const verdict = auditVerdict({ ...combinedAudit(LOCKED_FOLDERS.map(audit)), strict, accepted })
for (const line of verdict.lines) console.log(line)
process.exit(verdict.exitCode)
