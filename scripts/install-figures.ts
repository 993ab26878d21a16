/**
 * The install's figures, written in one place: docs/testing.md, "What the install costs", between
 * its `install-figures` marks; every other page links there. Run it after `npm ci` when
 * package-lock.json changes: `npx tsx scripts/install-figures.ts` (a unit test fails while the
 * packages counted there are not the lock file's).
 *
 * The packages are counted from package-lock.json as npm installs them on Linux x64 with glibc (the
 * CI image, the development machines): every package the lock file records for that platform but
 * the workspaces' links, which is the number `npm ci` prints ("added N packages"); without those
 * marked `dev`, the number `npm ci --omit=dev` prints (the deploy's build jobs). The size is that of
 * the `node_modules` folder `npm ci` made (`du -sm`, so the disk it takes).
 */
import { execFileSync } from "node:child_process"
import fs from "node:fs"
import path from "node:path"

export const INSTALL_FIGURES_DOC = "docs/testing.md"
const MARKS = ["<!-- install-figures: written by scripts/install-figures.ts -->", "<!-- /install-figures -->"] as const

interface LockEntry {
  dev?: boolean
  link?: boolean
  os?: string[]
  cpu?: string[]
  libc?: string[]
}

const admits = (list: string[] | undefined, value: string) => !list || list.includes(value) || list.some(item => item.startsWith("!") && item !== `!${value}`)

/** The packages `npm ci` installs on Linux x64 (glibc) from this lock file, and those `npm ci --omit=dev` installs. */
export function packageCounts(lock: { packages: Record<string, LockEntry> }): { all: number; withoutDev: number } {
  const installed = Object.entries(lock.packages).filter(
    ([where, entry]) => where.includes("node_modules/") && !entry.link && admits(entry.os, "linux") && admits(entry.cpu, "x64") && admits(entry.libc, "glibc"),
  )
  return { all: installed.length, withoutDev: installed.filter(([, entry]) => !entry.dev).length }
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
  const lock = JSON.parse(fs.readFileSync(path.join(root, "package-lock.json"), "utf8"))
  const megabytes = Number(execFileSync("du", ["-sm", path.join(root, "node_modules")], { encoding: "utf8" }).split("\t")[0])
  const day = new Date().toISOString().slice(0, 10)
  const file = path.join(root, INSTALL_FIGURES_DOC)
  const doc = fs.readFileSync(file, "utf8")
  const [before, rest] = doc.split(MARKS[0])
  if (rest === undefined || !rest.includes(MARKS[1])) throw new Error(`${INSTALL_FIGURES_DOC} has no ${MARKS[0]} … ${MARKS[1]}`)
  const text = figuresText(packageCounts(lock), megabytes, day)
  fs.writeFileSync(file, `${before}${MARKS[0]}\n${text}\n${MARKS[1]}${rest.split(MARKS[1])[1]}`)
  console.log(text)
}

if (process.argv[1]?.endsWith("scripts/install-figures.ts")) main()
