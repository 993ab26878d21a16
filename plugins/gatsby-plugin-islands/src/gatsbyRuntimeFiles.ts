/**
 * Gatsby's client runtime in public/: its bundles, their source maps, its records of them, the
 * page data its router fetches, its slices' HTML and Partytown. No page loads any of it
 * (gatsby-ssr.tsx leaves the runtime out), so the build takes it out of public/ at its end and a
 * host serves only what a visitor can reach. What Gatsby's next build reads back (the page data,
 * the slices) waits in .cache and goes back into public/ before that build starts; the rest each
 * build writes anew.
 */
import fs from "node:fs"
import path from "node:path"
import type { Compiler } from "webpack"
import { GATSBY_INTERNALS } from "./gatsbyInternals"

const { browserBundlesFolder, pageDataFolder, slicesFolder, webpackStatsFile, chunkMapFile, partytownFolder } = GATSBY_INTERNALS

/** In public/, what each build writes anew before it reads it: removed. */
const WRITTEN_BY_EVERY_BUILD = [webpackStatsFile, chunkMapFile, partytownFolder].map(internal => internal.value)

/** In public/, what a build reads back from the one before: kept in .cache until the next build. */
const READ_BACK_BY_NEXT_BUILD = [pageDataFolder, slicesFolder].map(internal => internal.value)

/** Where what the next build reads back waits, laid out as in public/. */
export const keptForNextBuild = (root: string) => path.join(root, ".cache", "gatsby-plugin-islands", "public")

/**
 * What the compilations of the browser bundles wrote into public/, from public/, kept from compile
 * to compile: a build that stops after webpack compiled (a page that cannot render) never takes
 * its bundles out, and the next build's have other names, so each build takes out every one listed.
 */
const writtenBundlesFile = (root: string) => path.join(root, ".cache", "gatsby-plugin-islands", "browser-bundles-written.json")
const writtenBundles = (root: string): string[] =>
  fs.existsSync(writtenBundlesFile(root)) ? (JSON.parse(fs.readFileSync(writtenBundlesFile(root), "utf8")) as string[]) : []

/**
 * A webpack plugin for the build-javascript stage: records the files of its chunks (Gatsby's
 * browser bundles and their CSS) and the files related to them (source maps). The files its
 * modules emit as assets (the fonts and pictures the CSS names, under static/) belong to no
 * chunk's files: pages refer to them, and they stay.
 */
export class BrowserBundlesRecorder {
  /** The last compilation's output folder and its chunks' files, from that folder. */
  recorded: { outputPath: string; files: string[] } | undefined

  apply(compiler: Compiler): void {
    compiler.hooks.done.tap("gatsby-plugin-islands", ({ compilation }) => {
      const files = new Set<string>()
      for (const chunk of compilation.chunks) {
        for (const file of chunk.files) {
          files.add(file)
          for (const related of Object.values(compilation.getAsset(file)?.info.related ?? {})) {
            for (const name of [related].flat()) if (typeof name === "string") files.add(name)
          }
        }
      }
      this.record(compilation.outputOptions.path ?? "", [...files])
    })
  }

  /** A compilation's files, written into `outputPath` (public/ of the site whose folder holds it), listed until a build takes them out. */
  record(outputPath: string, files: string[]): void {
    this.recorded = { outputPath, files }
    const root = path.dirname(path.resolve(outputPath))
    fs.mkdirSync(path.dirname(writtenBundlesFile(root)), { recursive: true })
    fs.writeFileSync(writtenBundlesFile(root), JSON.stringify([...new Set([...writtenBundles(root), ...files])]))
  }
}

export interface Removed {
  files: number
  bytes: number
}

/**
 * Takes Gatsby's runtime out of `root`'s public/: the bundles `recorder` saw compiled (and those
 * of an earlier build that stopped before its end), what every
 * build writes anew, and what the next build reads back, moved to .cache (keptForNextBuild).
 * Throws, naming the internal, if Gatsby no longer writes its bundles where this expects.
 */
export function removeGatsbyRuntime(root: string, recorder: BrowserBundlesRecorder): Removed {
  const publicDir = path.join(root, "public")
  const { recorded } = recorder
  if (!recorded || recorded.files.length === 0)
    throw new Error(
      `No browser bundle of Gatsby's was recorded: ${browserBundlesFolder.description}. Gatsby has changed: see plugins/gatsby-plugin-islands/README.md.`,
    )
  if (path.resolve(recorded.outputPath) !== path.resolve(root, browserBundlesFolder.value))
    throw new Error(
      `Gatsby compiled its browser bundles into ${recorded.outputPath}, not public/: ${browserBundlesFolder.description}. Gatsby has changed: see plugins/gatsby-plugin-islands/README.md.`,
    )
  const removed: Removed = { files: 0, bytes: 0 }
  const count = (target: string) => {
    for (const file of filesUnder(target)) {
      removed.files += 1
      removed.bytes += fs.statSync(file).size
    }
  }
  for (const target of [
    ...new Set([...recorded.files, ...writtenBundles(root)].map(file => path.join(recorded.outputPath, file))),
    ...WRITTEN_BY_EVERY_BUILD.map(name => path.join(publicDir, name)),
  ]) {
    count(target)
    fs.rmSync(target, { recursive: true, force: true })
  }
  fs.rmSync(writtenBundlesFile(root), { force: true })
  const kept = keptForNextBuild(root)
  fs.rmSync(kept, { recursive: true, force: true })
  for (const name of READ_BACK_BY_NEXT_BUILD) {
    const target = path.join(publicDir, name)
    if (!fs.existsSync(target)) continue
    count(target)
    move(target, path.join(kept, name))
    removeEmptyFolders(path.dirname(target), publicDir)
  }
  return removed
}

/**
 * Puts back into `root`'s public/ what the last build kept for this one (here and in
 * unusedFileOutputs.ts), before Gatsby looks at public/. Without public/ (deleted, or never copied where the cache was), Gatsby builds every
 * page again, so the kept files are dropped rather than make public/ look like a finished build.
 */
export function restoreForGatsby(root: string): void {
  const kept = keptForNextBuild(root)
  if (!fs.existsSync(kept)) return
  const publicDir = path.join(root, "public")
  if (fs.existsSync(publicDir)) {
    for (const name of fs.readdirSync(kept)) moveMissing(path.join(kept, name), path.join(publicDir, name))
  }
  fs.rmSync(kept, { recursive: true, force: true })
}

/** Moves what `to` lacks of `from`: a file public/ has (written by a build that stopped early) is newer than the kept one. */
function moveMissing(from: string, to: string): void {
  if (!fs.existsSync(to)) return move(from, to)
  if (!fs.statSync(from).isDirectory() || !fs.statSync(to).isDirectory()) return
  for (const name of fs.readdirSync(from)) moveMissing(path.join(from, name), path.join(to, name))
}

/** Renames, or copies and removes across file systems; timestamps kept either way. */
export function move(from: string, to: string): void {
  fs.mkdirSync(path.dirname(to), { recursive: true })
  try {
    fs.renameSync(from, to)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EXDEV") throw error
    fs.cpSync(from, to, { recursive: true, preserveTimestamps: true })
    fs.rmSync(from, { recursive: true, force: true })
  }
}

function removeEmptyFolders(folder: string, stopAt: string): void {
  for (let current = folder; current.startsWith(stopAt + path.sep) && fs.readdirSync(current).length === 0; current = path.dirname(current))
    fs.rmdirSync(current)
}

/** The files at or under `target`: itself if it is a file, none if it is missing. */
export function filesUnder(target: string): string[] {
  if (!fs.existsSync(target)) return []
  if (!fs.statSync(target).isDirectory()) return [target]
  return fs
    .readdirSync(target, { recursive: true, withFileTypes: true })
    .filter(entry => entry.isFile())
    .map(entry => path.join(entry.parentPath, entry.name))
}
