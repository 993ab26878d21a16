/**
 * The web editor's browser files for a build installed with `npm ci --omit=dev`, as the deploy
 * workflow's builds are (docs/hosting.md, "Two lanes"). decap-cms is a development dependency: its
 * install brings 467 packages (335 MB) into the build's, where the site copies only its prebuilt
 * scripts (src/admin/adminApp.ts). Here npm packs the one package at the version package-lock.json
 * names, through npm's download cache; its integrity must be the lock file's; and only its
 * package.json and dist/ scripts are unpacked into node_modules/decap-cms, where the build finds them
 * as in a full install. Where decap-cms is installed already, it does nothing.
 *
 *   npx tsx scripts/ci/editor-bundle.ts
 */
import { execFileSync } from "node:child_process"
import crypto from "node:crypto"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"

const ROOT = path.resolve(__dirname, "..", "..")
const PACKAGE = "decap-cms"

/** The version and integrity package-lock.json holds for the package. */
export function lockedPackage(root = ROOT, name = PACKAGE): { version: string; integrity: string } {
  const lock = JSON.parse(fs.readFileSync(path.join(root, "package-lock.json"), "utf8")) as {
    packages: Record<string, { version?: string; integrity?: string }>
  }
  const { version, integrity } = lock.packages[`node_modules/${name}`] ?? {}
  if (!version || !integrity) throw new Error(`package-lock.json names no ${name} with its integrity: run npm install`)
  return { version, integrity }
}

/** Unpacks the editor's files into `root`'s node_modules unless they are there; says what it did. */
export function installEditorBundle(root = ROOT): string {
  const { version, integrity } = lockedPackage(root)
  const target = path.join(root, "node_modules", PACKAGE)
  const installed = path.join(target, "package.json")
  if (fs.existsSync(installed) && (JSON.parse(fs.readFileSync(installed, "utf8")) as { version: string }).version === version) {
    return `${PACKAGE} ${version} is installed already`
  }
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "editor-bundle-"))
  try {
    execFileSync("npm", ["pack", `${PACKAGE}@${version}`, "--pack-destination", folder, "--loglevel=error"], {
      cwd: root,
      stdio: ["ignore", "ignore", "inherit"],
    })
    const tarball = path.join(folder, `${PACKAGE}-${version}.tgz`)
    const digest = `sha512-${crypto.createHash("sha512").update(fs.readFileSync(tarball)).digest("base64")}`
    if (digest !== integrity)
      throw new Error(`${PACKAGE}@${version} from the registry is ${digest}, where package-lock.json says ${integrity}: nothing was unpacked`)
    fs.rmSync(target, { recursive: true, force: true })
    fs.mkdirSync(target, { recursive: true })
    execFileSync("tar", ["-xzf", tarball, "-C", target, "--strip-components=1", "--wildcards", "package/package.json", "package/dist/*decap-cms.js"])
    return `${PACKAGE} ${version}: its package.json and ${fs.readdirSync(path.join(target, "dist")).length} scripts, integrity checked against package-lock.json`
  } finally {
    fs.rmSync(folder, { recursive: true, force: true })
  }
}

if (require.main === module) {
  try {
    console.log(installEditorBundle())
  } catch (error) {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  }
}
