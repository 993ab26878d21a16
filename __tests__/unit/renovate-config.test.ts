/**
 * @jest-environment node
 */
/**
 * The update bot's configuration (renovate.json): it pins the workflow's actions by commit and its
 * image by digest as the workflow holds them, and the versions it holds back are those the README's
 * "Why these versions" holds, each admitting what the lock files hold today (a cap below them would
 * ask for a downgrade).
 */
import fs from "node:fs"
import path from "node:path"
import semver from "semver"
import { PROJECT_ROOT } from "../../harness/content"

interface Rule {
  description?: string
  matchPackageNames?: string[]
  matchManagers?: string[]
  matchFileNames?: string[]
  allowedVersions?: string
}
const config = JSON.parse(fs.readFileSync(path.join(PROJECT_ROOT, "renovate.json"), "utf8")) as { extends: string[]; packageRules: Rule[] }
const readme = fs.readFileSync(path.join(PROJECT_ROOT, "README.md"), "utf8")
const heldSection = readme.slice(readme.indexOf("## Why these versions"), readme.indexOf("\n## ", readme.indexOf("## Why these versions") + 1))
const held = config.packageRules.filter(rule => rule.allowedVersions)

/** Every npm package file with its lock file, the runtimes CI installs Node.js and npm from included. */
const PACKAGE_FILES = [
  "package.json",
  "deploy-tools/package.json",
  "scripts/bench/tools/package.json",
  "scripts/runtime/package.json",
  "scripts/ci/next-node-runtime/package.json",
]

/**
 * The version each lock file resolves the package to at its top (a direct dependency's), in the
 * package files the rule names (all, if it names none), and Node.js's line for "node".
 */
function lockedVersions(name: string, packageFiles = PACKAGE_FILES): string[] {
  if (name === "node") return [`${fs.readFileSync(path.join(PROJECT_ROOT, ".nvmrc"), "utf8").trim()}.0.0`]
  return packageFiles
    .map(file => file.replace(/package\.json$/, "package-lock.json"))
    .flatMap(file => {
      const { packages } = JSON.parse(fs.readFileSync(path.join(PROJECT_ROOT, file), "utf8")) as { packages: Record<string, { version?: string }> }
      return Object.entries(packages)
        .filter(([at]) => at === `node_modules/${name}`)
        .map(([, entry]) => entry.version ?? "")
    })
}

it("pins the workflow's actions by commit with their release, and its image by digest", () => {
  expect(config.extends).toEqual(expect.arrayContaining(["helpers:pinGitHubActionDigestsToSemver", "docker:pinDigests"]))
})

it("holds back only what the README holds, and says so", () => {
  expect(held.length).toBeGreaterThan(0)
  for (const rule of held) {
    expect({ rule: rule.description, why: rule.description?.includes("README, Why these versions") }).toEqual({ rule: rule.description, why: true })
    // "@types/react" is among React's "types", "node" is Node.js's line.
    for (const name of rule.matchPackageNames ?? []) expect({ name, named: heldSection.includes(name.replace(/^@types\//, "")) }).toEqual({ name, named: true })
  }
})

it("admits every version the lock files hold today", () => {
  for (const rule of held) {
    for (const name of rule.matchPackageNames ?? []) {
      const versions = lockedVersions(name, rule.matchFileNames).filter(version => semver.valid(version))
      expect({ name, found: versions.length > 0 }).toEqual({ name, found: true })
      expect({ name, refused: versions.filter(version => !semver.satisfies(version, rule.allowedVersions!)) }).toEqual({ name, refused: [] })
    }
  }
})
