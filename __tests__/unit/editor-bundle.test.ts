/**
 * @jest-environment node
 */
/**
 * The web editor's files for a build installed without development dependencies
 * (scripts/ci/editor-bundle.ts): decap-cms packed at package-lock.json's version through npm's
 * download cache, its integrity the lock file's, and only its package.json and browser scripts
 * unpacked, the same bytes a full install holds. Any other integrity unpacks nothing.
 */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { installEditorBundle, lockedPackage } from "../../scripts/ci/editor-bundle"
import { PROJECT_ROOT } from "../../harness/content"

jest.setTimeout(60_000)

let root: string
/** A folder with the project's lock file, its integrity for decap-cms changed if asked. */
function projectWithLock(integrity?: string): string {
  const lock = JSON.parse(fs.readFileSync(path.join(PROJECT_ROOT, "package-lock.json"), "utf8")) as { packages: Record<string, { integrity?: string }> }
  if (integrity) lock.packages["node_modules/decap-cms"].integrity = integrity
  fs.writeFileSync(path.join(root, "package-lock.json"), JSON.stringify(lock))
  return root
}
const browserScripts = (folder: string) =>
  fs
    .readdirSync(path.join(folder, "dist"))
    .filter(name => /^(\d+\.)?decap-cms\.js$/.test(name))
    .sort()

beforeEach(() => (root = fs.mkdtempSync(path.join(os.tmpdir(), "editor-bundle-"))))
afterEach(() => fs.rmSync(root, { recursive: true, force: true }))

it("unpacks the locked version's browser scripts, byte for byte a full install's, and nothing else of the package", () => {
  expect(installEditorBundle(projectWithLock())).toMatch(/integrity checked against package-lock\.json/)
  const unpacked = path.join(root, "node_modules/decap-cms")
  const installed = path.join(PROJECT_ROOT, "node_modules/decap-cms")
  expect(fs.readdirSync(unpacked).sort()).toEqual(["dist", "package.json"])
  expect(fs.readdirSync(path.join(unpacked, "dist")).sort()).toEqual(browserScripts(installed))
  for (const name of browserScripts(installed))
    expect(fs.readFileSync(path.join(unpacked, "dist", name)).equals(fs.readFileSync(path.join(installed, "dist", name)))).toBe(true)
  expect((JSON.parse(fs.readFileSync(path.join(unpacked, "package.json"), "utf8")) as { version: string }).version).toBe(lockedPackage().version)
  // Once there, it is left alone.
  expect(installEditorBundle(root)).toMatch(/is installed already/)
})

it("unpacks nothing when the registry's package is not the one package-lock.json names", () => {
  const forged = `sha512-${Buffer.alloc(64).toString("base64")}`
  expect(() => installEditorBundle(projectWithLock(forged))).toThrow(`where package-lock.json says ${forged}: nothing was unpacked`)
  expect(fs.existsSync(path.join(root, "node_modules/decap-cms"))).toBe(false)
})
