/**
 * The next Node.js line's install (scripts/ci/next-node.sh, docs/next-node.md): npm's engine check
 * stays on (`engine-strict` in .npmrc) for every package but Gatsby's, whose `engines` cap only is
 * widened by one line, in a copy of the project's package.json and package-lock.json.
 *
 * npm has no setting that waives the check for some packages: `engine-strict=false` waives it for
 * all, and `--node-version` makes npm check every package against a Node.js that is not the one
 * running. But `npm ci` checks the engines that the lock file records for each package, so the copy's
 * lock file records Gatsby's packages as admitting the next line, and npm still stops on any other
 * package that does not. The project's own `engines` (package.json and the lock file's root) is
 * widened the same way, since it is capped for Gatsby alone (README, "Why these versions").
 *
 * Run by next-node.sh with the next Node.js alone, before any install:
 * `node scripts/ci/next-node-engines.ts <the copy's folder>`; prints what it widened.
 */
import fs from "node:fs"
import path from "node:path"

/** Gatsby's packages, as its monorepo (github.com/gatsbyjs/gatsby) publishes them. */
export const isGatsbyPackage = (name: string): boolean =>
  /^(@gatsbyjs\/[\w.-]+|gatsby(-[\w.-]+)?|babel-preset-gatsby|babel-plugin-remove-graphql-queries)$/.test(name)

/** The cap every Gatsby 5 package declares: `>=18.0.0 <26`. */
const GATSBY_CAP = /^(>=\s*\S+\s+)<\s*(\d+)(\.0){0,2}$/

/** `engines.node` with its `<N` cap moved to `<N+1` when it stops at exactly this line; otherwise as it is. */
export function widened(range: string, nextMajor: number): string {
  const cap = GATSBY_CAP.exec(range.trim())
  return cap && Number(cap[2]) === nextMajor ? `${cap[1]}<${nextMajor + 1}` : range
}

/** The project's own range with the next line added: `^22.22.2 || >=24.15.0 <26` → `… <27`. */
export function widenedProjectRange(range: string, nextMajor: number): string {
  return range.replace(new RegExp(`<\\s*${nextMajor}(\\.0){0,2}\\s*$`), `<${nextMajor + 1}`)
}

interface Lock {
  packages: Record<string, { version?: string; engines?: { node?: string } | string[] }>
}
interface Manifest {
  engines?: { node?: string }
}

/** Widens the two files' records in place; returns each Gatsby package widened ("gatsby@5.16.1") and the project's range. */
export function widenForNextLine(pkg: Manifest, lock: Lock, nextMajor: number): { project: string; gatsby: string[] } {
  if (!pkg.engines?.node) throw new Error("package.json names no engines.node")
  // Unchanged once the project admits the line itself.
  const project = widenedProjectRange(pkg.engines.node, nextMajor)
  pkg.engines.node = project
  const root = lock.packages[""]
  if (root?.engines && !Array.isArray(root.engines)) root.engines.node = project
  const gatsby: string[] = []
  for (const [where, entry] of Object.entries(lock.packages)) {
    const name = where.slice(where.lastIndexOf("node_modules/") + "node_modules/".length)
    const engines = entry.engines
    if (!where || !isGatsbyPackage(name) || !engines || Array.isArray(engines) || !engines.node) continue
    const range = widened(engines.node, nextMajor)
    if (range === engines.node) continue
    engines.node = range
    gatsby.push(`${name}@${entry.version}`)
  }
  return { project, gatsby: gatsby.sort() }
}

function main(folder: string) {
  const nextMajor = Number(process.versions.node.split(".")[0])
  const files = { pkg: path.join(folder, "package.json"), lock: path.join(folder, "package-lock.json") }
  const pkg = JSON.parse(fs.readFileSync(files.pkg, "utf8")) as Manifest
  const lock = JSON.parse(fs.readFileSync(files.lock, "utf8")) as Lock
  const { project, gatsby } = widenForNextLine(pkg, lock, nextMajor)
  fs.writeFileSync(files.pkg, `${JSON.stringify(pkg, null, 2)}\n`)
  fs.writeFileSync(files.lock, `${JSON.stringify(lock, null, 2)}\n`)
  console.log(`engines.node for Node.js ${nextMajor}: the project's "${project}"; Gatsby's packages' cap <${nextMajor + 1}: ${gatsby.length}`)
  console.log(gatsby.length ? `  ${gatsby.join(", ")}` : `  none: Gatsby admits Node.js ${nextMajor} (docs/next-node.md, "The day Gatsby admits it")`)
}

// Node.js runs this file as an ES module (it strips the types itself), where `require.main` does not exist.
if (process.argv[1]?.endsWith("scripts/ci/next-node-engines.ts")) main(process.argv[2] ?? process.cwd())
