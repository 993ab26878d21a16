/**
 * The pictures data/ was first filled with, drawn before the author's art existed. Each stays
 * until the author saves their own over it, so the launch check names the ones still there.
 */
import crypto from "node:crypto"
import fs from "node:fs"
import nodePath from "node:path"
import standInPictures from "./standInPictures.json"

/** Path from the project's root (`data/artwork/gears-of-time.jpg`) → SHA-256 of the stand-in picture first saved there. */
export type StandInRecord = Record<string, string>

export const STAND_IN_PICTURES: StandInRecord = standInPictures

/** A picture's SHA-256, as the record holds it. */
export const sha256Of = (bytes: Buffer | string): string => crypto.createHash("sha256").update(bytes).digest("hex")

/**
 * The recorded pictures whose bytes are still their stand-in's, paths from `projectRoot`.
 * Hashes only the recorded files that exist, so every build can afford it; a missing one is not listed.
 */
export function picturesStillStandIns(projectRoot: string, record: StandInRecord = STAND_IN_PICTURES): string[] {
  return Object.entries(record)
    .filter(([file, hash]) => {
      const absolute = nodePath.join(projectRoot, file)
      return fs.existsSync(absolute) && sha256Of(fs.readFileSync(absolute)) === hash
    })
    .map(([file]) => file)
}
