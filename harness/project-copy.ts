import { spawn } from "node:child_process"
import crypto from "node:crypto"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { manifestFile } from "gatsby-plugin-islands/node"
import { GENERATED_FILES_MANIFEST } from "../src/downloads/generatedFiles"
import { PROJECT_ROOT, SITE_ROOT } from "./content"

/** What a build reads: a copy needs nothing else (plugins/ is where Gatsby's local plugins live). */
const PROJECT_FILES = [
  "package.json",
  "tsconfig.json",
  "gatsby-config.ts",
  "gatsby-node.ts",
  "gatsby-browser.tsx",
  "gatsby-ssr.tsx",
  "plugins",
  "src",
  "data",
  "static",
]
/**
 * What the tests read of a build besides public/: the types `npm run typecheck` reads, and the
 * lists gatsby-node.ts writes of the browser code and the downloads it made. A build in a copy
 * (buildProjectInCopy) brings these back into the project; a test that reads another file of
 * the build must add it here.
 */
const BUILD_FILES_TESTS_READ = ["public", "src/gatsby-types.d.ts", GENERATED_FILES_MANIFEST, manifestFile("")]

/**
 * The folder where `npm test` builds the project, and where every later build of a copy starts
 * warm from that build (builtCopyOfProject). Gatsby's cache holds absolute paths and is thrown
 * away in any other folder, so the folder is fixed: one per checkout of the project.
 */
export const BUILD_COPY_DIR = path.join(os.tmpdir(), `chapterverse-build-${crypto.createHash("sha256").update(PROJECT_ROOT).digest("hex").slice(0, 8)}`)
/** The clean build of BUILD_COPY_DIR (its .cache and public/), kept for the copies that start from it. */
const CLEAN_BUILD_DIR = `${BUILD_COPY_DIR}-clean`
const BUILD_OUTPUTS = [".cache", "public"]

/**
 * Copies a file or folder with its timestamps, folders' too (fs.cpSync keeps only files'): webpack's
 * cache in .cache checks the folders it resolved modules in by their time, and a copy whose folders
 * are newer makes a warm build compile the server render anew and render every page.
 */
function copyTree(from: string, to: string): void {
  fs.cpSync(from, to, { recursive: true, preserveTimestamps: true })
  if (!fs.statSync(from).isDirectory()) return
  const folders = (fs.readdirSync(from, { recursive: true, withFileTypes: true }) as fs.Dirent[]).filter(entry => entry.isDirectory())
  // After every file is in place: adding a file to a folder sets the folder's time.
  for (const folder of ["", ...folders.map(entry => path.relative(from, path.join(entry.parentPath, entry.name)))]) {
    const { atime, mtime } = fs.statSync(path.join(from, folder))
    fs.utimesSync(path.join(to, folder), atime, mtime)
  }
}

function copyProjectFiles(from: string, to: string): void {
  for (const name of PROJECT_FILES) {
    if (fs.existsSync(path.join(from, name))) copyTree(path.join(from, name), path.join(to, name))
  }
  linkNodeModules(path.join(PROJECT_ROOT, "node_modules"), to)
}

/**
 * A copy's node_modules: a link to each of `modules`' packages, but the workspaces' (the local
 * plugins, imported by name) keep their relative links, so that the copy imports its own plugins.
 * One link to the whole folder would lead the copy's imports of a plugin to this project's.
 */
export function linkNodeModules(modules: string, copy: string): void {
  const own = path.join(copy, "node_modules")
  fs.mkdirSync(own)
  for (const entry of fs.readdirSync(modules, { withFileTypes: true })) {
    const from = path.join(modules, entry.name)
    const workspace = entry.isSymbolicLink() && !path.isAbsolute(fs.readlinkSync(from)) && fs.readlinkSync(from).startsWith("../plugins/")
    fs.symlinkSync(workspace ? fs.readlinkSync(from) : from, path.join(own, entry.name))
  }
}

/**
 * A throw-away copy of the project under test sharing this one's node_modules, in a new
 * temporary folder or in the empty folder `into`, without a build: its first build is cold.
 */
export function copyOfProject(into?: string): string {
  const copy = into ?? fs.mkdtempSync(path.join(os.tmpdir(), "site-"))
  if (fs.existsSync(copy) && fs.readdirSync(copy).length > 0) throw new Error(`${copy} is not empty: a project copy needs a folder of its own`)
  fs.mkdirSync(copy, { recursive: true })
  copyProjectFiles(SITE_ROOT, copy)
  return copy
}

/**
 * `npm test`'s production build: the project built in BUILD_COPY_DIR (warm if an earlier run
 * left a clean build), kept as the clean build, and what the tests read of it copied into the
 * project (BUILD_FILES_TESTS_READ). The files are the same as `npm run build` makes in place:
 * none of them names the folder it was built in.
 */
export async function buildProjectInCopy(options: BuildOptions = {}): Promise<BuildResult> {
  restoreCopy(PROJECT_ROOT)
  const result = await gatsbyBuild(BUILD_COPY_DIR, { cores: "all", ...options })
  if (result.status !== 0) return result
  for (const name of BUILD_OUTPUTS) {
    fs.rmSync(path.join(CLEAN_BUILD_DIR, name), { recursive: true, force: true })
    copyTree(path.join(BUILD_COPY_DIR, name), path.join(CLEAN_BUILD_DIR, name))
  }
  for (const name of BUILD_FILES_TESTS_READ) {
    fs.rmSync(path.join(PROJECT_ROOT, name), { recursive: true, force: true })
    copyTree(path.join(BUILD_COPY_DIR, name), path.join(PROJECT_ROOT, name))
  }
  return result
}

/**
 * A copy of the project (SITE_ROOT's files) in BUILD_COPY_DIR with the clean build's .cache and
 * public/ restored, so that its next build is warm, as the author's builds on a host with a build
 * cache are: it queries, resizes and renders only what a test changed. Makes the clean build first if there is none
 * (`npm run test:build` on its own). One copy at a time: it replaces the one before.
 */
export async function builtCopyOfProject(): Promise<string> {
  if (!BUILD_OUTPUTS.every(name => fs.existsSync(path.join(CLEAN_BUILD_DIR, name)))) {
    const { status, output } = await buildProjectInCopy()
    if (status !== 0) throw new Error(`gatsby build failed in ${BUILD_COPY_DIR}:\n${output.slice(-3000)}`)
  }
  restoreCopy(SITE_ROOT)
  return BUILD_COPY_DIR
}

/** BUILD_COPY_DIR made anew: the project's files from `root`, and the clean build's .cache and public/ if there is one. */
function restoreCopy(root: string): void {
  fs.rmSync(BUILD_COPY_DIR, { recursive: true, force: true })
  fs.mkdirSync(BUILD_COPY_DIR, { recursive: true })
  copyProjectFiles(root, BUILD_COPY_DIR)
  for (const name of BUILD_OUTPUTS) {
    if (fs.existsSync(path.join(CLEAN_BUILD_DIR, name))) copyTree(path.join(CLEAN_BUILD_DIR, name), path.join(BUILD_COPY_DIR, name))
  }
}

export interface BuildResult {
  status: number | null
  /** Everything the build printed. */
  output: string
  seconds: number
}

export interface BuildOptions {
  /** Print the build's output as it goes, as well as returning it. */
  print?: boolean
  /**
   * The cores Gatsby may use (GATSBY_CPU_COUNT). "one" (the default) for a build that starts warm
   * or stops early: it resizes few pictures, if any, and a second worker would cost more to start
   * than it saves, while the other lane of `npm test` takes the other core (docs/testing.md).
   * "all", the cores plus one, for a cold build, whose longest step resizes every picture: Gatsby's
   * default, the cores less one, would leave a core of two idle. "gatsby" leaves Gatsby its own
   * choice, to time a build as a host runs it (the bench).
   */
  cores?: "one" | "all" | "gatsby"
  /** More environment for the build and every process it starts. */
  env?: Record<string, string>
}

const CPU_COUNT = { one: "1", all: String(os.availableParallelism() + 1), gatsby: undefined }

/** Runs `gatsby build` in a project folder; resolves with its exit status and everything it printed. */
export async function gatsbyBuild(projectDir: string, { print = false, cores = "one", env = {} }: BuildOptions = {}): Promise<BuildResult> {
  const cpuCount = process.env.GATSBY_CPU_COUNT ?? CPU_COUNT[cores]
  const started = Date.now()
  const child = spawn(path.join(PROJECT_ROOT, "node_modules/.bin/gatsby"), ["build"], {
    cwd: projectDir,
    env: {
      ...process.env,
      GATSBY_TELEMETRY_DISABLED: "1",
      ...(cpuCount ? { GATSBY_CPU_COUNT: cpuCount } : {}),
      CI: "true",
      NO_COLOR: "1",
      FORCE_COLOR: "0",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  })
  const chunks: string[] = []
  const collect = (stream: NodeJS.WriteStream) => (chunk: Buffer) => {
    chunks.push(chunk.toString("utf8"))
    if (print) stream.write(chunk)
  }
  child.stdout.on("data", collect(process.stdout))
  child.stderr.on("data", collect(process.stderr))
  const status = await new Promise<number | null>((resolve, reject) => {
    child.on("error", reject)
    child.on("close", resolve)
  })
  return { status, output: chunks.join(""), seconds: (Date.now() - started) / 1000 }
}

/**
 * Removes a copy. A server just stopped (gatsby develop's workers) can still be writing its cache for
 * a moment, and a folder that fills again as it is emptied fails with ENOTEMPTY: Node tries again.
 */
export const removeProjectCopy = (dir: string) => fs.rmSync(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 })
