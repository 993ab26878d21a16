/**
 * The install's figures, written in one place: docs/testing.md, "What the install costs", between
 * its `install-figures` marks; every other page links there. Run it after `npm ci` when
 * package-lock.json changes: `npx tsx scripts/install-figures.ts` (a unit test fails while the
 * packages written there are not those installed).
 *
 * The packages are those `npm ci` put in `node_modules`, as npm itself records them there
 * (`node_modules/.package-lock.json`), but the workspaces' links; those not marked `dev` are what
 * `npm ci --omit=dev` installs (the deploy's build jobs): both checked against real installs of
 * each kind. npm's own "added N packages" is another count, with the workspaces' links, and the
 * lock file alone counts optional packages npm leaves out here (@img/sharp-wasm32 and its runtime).
 * The size is that of `node_modules` (`du -sm`, so the disk it takes).
 */
import { execFileSync } from "node:child_process"
import fs from "node:fs"
import path from "node:path"

export const INSTALL_FIGURES_DOC = "docs/testing.md"
const MARKS = ["<!-- install-figures: written by scripts/install-figures.ts -->", "<!-- /install-figures -->"] as const

interface LockEntry {
  dev?: boolean
  link?: boolean
}

/** The packages npm installed, from its record of them (`node_modules/.package-lock.json`), and those `npm ci --omit=dev` installs. */
export function packageCounts(installed: { packages: Record<string, LockEntry> }): { all: number; withoutDev: number } {
  const packages = Object.entries(installed.packages).filter(([where, entry]) => where.includes("node_modules/") && !entry.link)
  return { all: packages.length, withoutDev: packages.filter(([, entry]) => !entry.dev).length }
}

/** The figures as they are written between the marks. */
export const figuresText = (counts: { all: number; withoutDev: number }, megabytes: number, day: string): string =>
  `\`npm ci\` installs **${counts.all.toLocaleString("en-GB")} packages**, and \`node_modules\` takes **${(megabytes / 1024).toFixed(1)} GB** ` +
  `(${megabytes.toLocaleString("en-GB")} MB by \`du -sm\`, measured ${day}); \`npm ci --omit=dev\`, the deploy's build jobs' install, ` +
  `**${counts.withoutDev.toLocaleString("en-GB")} packages**.`

/** The figures written in the doc, as numbers (undefined where the marks are missing). */
export function writtenFigures(doc: string): { all: number; withoutDev: number; megabytes: number } | undefined {
  const between = doc.split(MARKS[0])[1]?.split(MARKS[1])[0]
  const numbers = [...(between ?? "").matchAll(/\*\*([\d,.]+) packages\*\*|\(([\d,]+) MB/g)].map(match => Number((match[1] ?? match[2]).replace(/,/g, "")))
  return numbers.length === 3 ? { all: numbers[0], megabytes: numbers[1], withoutDev: numbers[2] } : undefined
}

function main() {
  const root = path.resolve(__dirname, "..")
  const installed = JSON.parse(fs.readFileSync(path.join(root, "node_modules", ".package-lock.json"), "utf8"))
  const megabytes = Number(execFileSync("du", ["-sm", path.join(root, "node_modules")], { encoding: "utf8" }).split("\t")[0])
  const day = new Date().toISOString().slice(0, 10)
  const file = path.join(root, INSTALL_FIGURES_DOC)
  const doc = fs.readFileSync(file, "utf8")
  const [before, rest] = doc.split(MARKS[0])
  if (rest === undefined || !rest.includes(MARKS[1])) throw new Error(`${INSTALL_FIGURES_DOC} has no ${MARKS[0]} … ${MARKS[1]}`)
  const text = figuresText(packageCounts(installed), megabytes, day)
  fs.writeFileSync(file, `${before}${MARKS[0]}\n${text}\n${MARKS[1]}${rest.split(MARKS[1])[1]}`)
  console.log(text)
}

if (process.argv[1]?.endsWith("scripts/install-figures.ts")) main()
