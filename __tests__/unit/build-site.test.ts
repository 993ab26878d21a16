/**
 * @jest-environment node
 */
/**
 * The build jobs' step (scripts/ci/build-site.sh), its order of steps run with a stand-in for npm
 * and npx that records each call: bad content stops it first, before anything is built, and a
 * failed build stops it.
 */
import { spawnSync } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { PROJECT_ROOT } from "../../harness/content"

let folder: string
/** Runs the script in a folder of its own; `fails` lists the npm scripts that exit 1. */
function buildSite({ fails = [] as string[] } = {}) {
  fs.mkdirSync(path.join(folder, "scripts/ci"), { recursive: true })
  fs.copyFileSync(path.join(PROJECT_ROOT, "scripts/ci/build-site.sh"), path.join(folder, "scripts/ci/build-site.sh"))
  const bin = path.join(folder, "bin")
  fs.mkdirSync(bin)
  // Each call is recorded.
  const standIn = `#!/usr/bin/env bash
script="\${@: -1}"; [[ "$1" == run ]] && script="$3"
echo "$(basename "$0") $script" >> calls.txt
[[ " ${fails.join(" ")} " == *" $script "* ]] && exit 1
exit 0
`
  for (const name of ["npm", "npx"]) fs.writeFileSync(path.join(bin, name), standIn, { mode: 0o755 })
  const run = spawnSync("bash", ["scripts/ci/build-site.sh"], { cwd: folder, encoding: "utf8", env: { ...process.env, PATH: `${bin}:${process.env.PATH}` } })
  const calls = fs.existsSync(path.join(folder, "calls.txt")) ? fs.readFileSync(path.join(folder, "calls.txt"), "utf8").trim().split("\n") : []
  return { status: run.status, calls, output: run.stdout + run.stderr }
}

beforeEach(() => (folder = fs.mkdtempSync(path.join(os.tmpdir(), "build-site-"))))
afterEach(() => fs.rmSync(folder, { recursive: true, force: true }))

describe("the build jobs' step", () => {
  it("checks, unpacks the editor's files, builds, runs the smoke pass and makes the deploy folder, in that order", () => {
    const { status, calls } = buildSite()
    expect(status).toBe(0)
    expect(calls).toEqual(["npm check", "npx scripts/ci/editor-bundle.ts", "npm build", "npm smoke", "npx scripts/ci/deploy-folder.ts"])
  })

  it("stops at the check on bad content, before anything is built", () => {
    const { status, calls } = buildSite({ fails: ["check"] })
    expect(status).not.toBe(0)
    expect(calls).toEqual(["npm check"])
  })

  it("stops when the build fails, and never builds again", () => {
    const { status, calls } = buildSite({ fails: ["build"] })
    expect(status).not.toBe(0)
    expect(calls).toEqual(["npm check", "npx scripts/ci/editor-bundle.ts", "npm build"])
  })
})
