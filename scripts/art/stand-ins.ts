/**
 * The real-art rule: the generator never overwrites the author's pictures. stand-ins.json
 * records the SHA-256 of every file it wrote (path from the project's root → hash). A file
 * is drawn again only if it is missing or still holds the recorded stand-in; any other
 * file is the author's real art and is left alone.
 */
import crypto from "node:crypto"
import fs from "node:fs"
import path from "node:path"
import type { Job } from "./jobs"

export const STAND_INS_FILE = path.join(__dirname, "stand-ins.json")

/** path from the project's root → SHA-256 of the stand-in drawn there */
export type StandIns = Record<string, string>

export const sha256 = (bytes: Buffer) => crypto.createHash("sha256").update(bytes).digest("hex")

export const readStandIns = (file = STAND_INS_FILE): StandIns => (fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, "utf8")) : {})

/** Writes the record sorted by path, so that redrawing the same pictures leaves it unchanged. */
export const writeStandIns = (standIns: StandIns, file = STAND_INS_FILE) => {
  const sorted = Object.fromEntries(Object.entries(standIns).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
  fs.writeFileSync(file, `${JSON.stringify(sorted, null, 2)}\n`)
}

export type Verdict = "missing" | "stand-in" | "real art"

/** What the file at `file` (from the project's `root`) holds now. */
export const verdictOn = (root: string, file: string, standIns: StandIns): Verdict => {
  const absolute = path.join(root, file)
  if (!fs.existsSync(absolute)) return "missing"
  return Object.hasOwn(standIns, file) && sha256(fs.readFileSync(absolute)) === standIns[file] ? "stand-in" : "real art"
}

/** Splits the jobs into those to draw (the file is missing or a stand-in) and those whose file is real art. */
export const sortByVerdict = (jobs: Job[], root: string, standIns: StandIns) => {
  const draw: Job[] = []
  const realArt: Job[] = []
  for (const job of jobs) (verdictOn(root, job.file, standIns) === "real art" ? realArt : draw).push(job)
  return { draw, realArt }
}
