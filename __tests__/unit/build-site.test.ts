/**
 * @jest-environment node
 */
/**
 * The build jobs' step (scripts/ci/build-site.sh), its order of steps run with a stand-in for npm
 * and npx that records each call: bad content stops it first, and a build from a cache Gatsby
 * cannot use is built again afresh rather than stopping a good Publish.
 */
import { spawnSync } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { PROJECT_ROOT } from "../../harness/content"

let folder: string
/** Runs the script in a folder of its own; `fails` lists the npm scripts that exit 1 (`build` once, or always). */
function buildSite({ cache = false, fails = [] as string[] } = {}) {
  fs.mkdirSync(path.join(folder, "scripts/ci"), { recursive: true })
  fs.copyFileSync(path.join(PROJECT_ROOT, "scripts/ci/build-site.sh"), path.join(folder, "scripts/ci/build-site.sh"))
  if (cache) fs.mkdirSync(path.join(folder, ".cache"))
  const bin = path.join(folder, "bin")
  fs.mkdirSync(bin)
  // Each call is recorded; "build-once" fails only while the cache is there, as a cache Gatsby cannot use does.
  const standIn = `#!/usr/bin/env bash
script="\${@: -1}"; [[ "$1" == run ]] && script="$3"
echo "$(basename "$0") $script" >> calls.txt
[[ "$script" == clean ]] && rm -rf .cache
[[ " ${fails.join(" ")} " == *" $script "* ]] && exit 1
[[ "$script" == build && " ${fails.join(" ")} " == *" build-once "* && -d .cache ]] && exit 1
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
  it("checks, builds, runs the smoke pass and makes the deploy folder, in that order", () => {
    const { status, calls } = buildSite()
    expect(status).toBe(0)
    expect(calls).toEqual(["npm check", "npm build", "npm smoke", "npx scripts/ci/deploy-folder.ts"])
  })

  it("stops at the check on bad content, before anything is built", () => {
    const { status, calls } = buildSite({ fails: ["check"] })
    expect(status).not.toBe(0)
    expect(calls).toEqual(["npm check"])
  })

  it("builds again afresh when the build from a restored cache fails, and goes on", () => {
    const { status, calls, output } = buildSite({ cache: true, fails: ["build-once"] })
    expect(status).toBe(0)
    expect(calls).toEqual(["npm check", "npm build", "npm clean", "npm build", "npm smoke", "npx scripts/ci/deploy-folder.ts"])
    expect(output).toContain("The build from the last build's cache failed: building again afresh")
  })

  it("stops when the build fails without a cache", () => {
    const { status, calls } = buildSite({ fails: ["build"] })
    expect(status).not.toBe(0)
    expect(calls).toEqual(["npm check", "npm build"])
  })

  it("stops when the build fails again afresh", () => {
    const { status, calls } = buildSite({ cache: true, fails: ["build"] })
    expect(status).not.toBe(0)
    expect(calls).toEqual(["npm check", "npm build", "npm clean", "npm build"])
  })
})
