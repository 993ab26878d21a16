/**
 * The defect drill (`npm run test:drill`): proves that the test suite catches real defects. It
 * copies a project's git-tracked files into one temporary folder, checks that the suite is green
 * there (the control), then applies each defect of DEFECTS alone, runs the tests that should
 * catch it, and restores the file. A defect the tests let through is MISSED, and the drill exits 1.
 *
 *   npx tsx __tests__/drill/drill.ts [--source <project folder>] [--only <part of a defect's name>]... [--keep] [--control-build-tests] [--check] [--doc [log]]
 *
 * `--source` (this project by default) is the tree whose code and tests are drilled: point it at a
 * git worktree of an older commit to prove the suite as it was then. Logs go to test-results/drill/,
 * and what the drill prints to drill.log there too. `--only` may be given more than once; `--check`
 * only says whether every defect still applies to the source, and whether docs/testing.md lists the
 * defects as DEFECTS has them; `--keep` keeps the copy; `--control-build-tests` adds the build
 * project's tests to the control. The whole drill takes about an hour on 2 cores (its last time: docs/testing.md):
 * on a shared machine, start it with `nice -n 19`.
 *
 * A whole drill (of every defect) writes its verdicts into docs/testing.md as it ends. `--doc [log]`
 * writes them from a drill's printed output (drill.log by default), or, when that is no whole drill's,
 * writes the list of defects anew and keeps the verdicts already there (__tests__/drill/drillDoc.ts).
 *
 * The defects, and how to add one: __tests__/drill/defects.ts.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { linkNodeModules } from "../../harness/project-copy"
import { DEFECTS, listedDefects, testList, type Defect, type TestFile } from "./defects"
import { differingRows, DOC_COMMAND, DRILL_DOC, drillSection, drillToWrite, MARKS, withSection, writtenSection, type WholeDrill } from "./drillDoc"

const PROJECT_ROOT = path.resolve(__dirname, "../..")
const LOG_DIR = path.join(PROJECT_ROOT, "test-results", "drill")
/** Everything the drill prints, as it printed it: what `--doc` reads. */
const DRILL_LOG = path.join(LOG_DIR, "drill.log")
const MINUTE = 60_000
const BUILD_TIMEOUT_MS = 30 * MINUTE
const JEST_TIMEOUT_MS = 45 * MINUTE

// ---------------------------------------------------------------------------------------------

interface Options {
  source: string
  /** Parts of defects' names: only the defects whose name contains one of them. */
  only: string[]
  keep: boolean
  controlBuildTests: boolean
  /** Only check that every defect still applies to the source, and that the doc lists DEFECTS, without running anything. */
  check: boolean
  /** Only write the drill's section of docs/testing.md, from the drill's printed output in `file` (`named`: given on the command line). */
  doc?: { file: string; named: boolean }
}

function parseOptions(args: string[]): Options {
  const options: Options = { source: PROJECT_ROOT, only: [], keep: false, controlBuildTests: false, check: false }
  for (let index = 0; index < args.length; index++) {
    const value = () => {
      const next = args[++index]
      if (next === undefined) throw new Error(`${args[index - 1]} needs a value`)
      return next
    }
    if (args[index] === "--source") options.source = path.resolve(value())
    else if (args[index] === "--only") options.only.push(value().toLowerCase())
    else if (args[index] === "--keep") options.keep = true
    else if (args[index] === "--control-build-tests") options.controlBuildTests = true
    else if (args[index] === "--check") options.check = true
    else if (args[index] === "--doc") {
      // The log is optional: the next word is one unless it is the next option.
      const next = args[index + 1]
      const named = next !== undefined && !next.startsWith("--")
      options.doc = { file: named ? path.resolve(args[++index]) : DRILL_LOG, named }
    } else
      throw new Error(
        `Unknown option ${args[index]}. Usage: npx tsx __tests__/drill/drill.ts [--source <project folder>] [--only <part of a name>] [--keep] [--control-build-tests] [--check] [--doc [log]]`,
      )
  }
  return options
}

const duration = (ms: number): string => {
  const seconds = Math.round(ms / 1000)
  if (seconds < 60) return `${seconds} s`
  const minutes = Math.floor(seconds / 60)
  if (minutes < 60) return `${minutes} min ${String(seconds % 60).padStart(2, "0")} s`
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, "0")} min`
}

const slugOf = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
    .slice(0, 60)

const git = (source: string, ...args: string[]): string => {
  const result = spawnSync("git", ["-C", source, ...args], { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 })
  if (result.status !== 0) throw new Error(`git ${args.join(" ")} failed in ${source}: ${result.stderr}`)
  return result.stdout
}

/** The source's git-tracked files, in a new temporary folder, sharing the source's node_modules (or this project's). */
function copyOfSource(source: string): string {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), "drill-"))
  for (const file of git(source, "ls-files", "-z").split("\0").filter(Boolean)) {
    const from = path.join(source, file)
    // A tracked file deleted in the working tree, or a submodule: nothing to copy.
    const stat = fs.lstatSync(from, { throwIfNoEntry: false })
    if (!stat || stat.isDirectory()) continue
    const to = path.join(copy, file)
    fs.mkdirSync(path.dirname(to), { recursive: true })
    if (stat.isSymbolicLink()) fs.symlinkSync(fs.readlinkSync(from), to)
    else fs.copyFileSync(from, to)
  }
  const sourceModules = path.join(source, "node_modules")
  linkNodeModules(fs.existsSync(sourceModules) ? sourceModules : path.join(PROJECT_ROOT, "node_modules"), copy)
  return copy
}

/** What scripts/test.sh exports for every step (literal values only), so the drill runs the tests as `npm test` does. */
function exportsOfTestScript(source: string): Record<string, string> {
  const script = path.join(source, "scripts/test.sh")
  if (!fs.existsSync(script)) return {}
  const exported: Record<string, string> = {}
  for (const [, name, raw] of fs.readFileSync(script, "utf8").matchAll(/^\s*export\s+([A-Za-z_][A-Za-z0-9_]*)=(.*)$/gm)) {
    const value = raw.trim().replace(/^(["'])(.*)\1$/, "$2")
    if (!/[$`]/.test(value)) exported[name] = value
  }
  return exported
}

// ---------------------------------------------------------------------------------------------

interface StepResult {
  ok: boolean
  timedOut: boolean
  /** The test files Jest reported as failing, if it was a Jest run. */
  failed: string[]
}

let runningChild: ChildProcess | undefined

/** Runs a command in its own process group, its output appended to `log`; a timeout kills the whole group. */
function runStep(
  title: string,
  command: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv; log: string; timeoutMs: number },
): Promise<StepResult> {
  const offset = fs.existsSync(options.log) ? fs.statSync(options.log).size : 0
  const siteRoot = options.env.SITE_PROJECT_ROOT ? `SITE_PROJECT_ROOT=${options.env.SITE_PROJECT_ROOT} ` : ""
  fs.appendFileSync(options.log, `\n=== ${title}\n$ (cd ${options.cwd} && ${siteRoot}${[command, ...args].join(" ")})\n`)
  const output = fs.openSync(options.log, "a")
  const started = Date.now()
  return new Promise(resolve => {
    const child = spawn(command, args, { cwd: options.cwd, env: options.env, stdio: ["ignore", output, output], detached: true })
    runningChild = child
    let timedOut = false
    let finished = false
    const timer = setTimeout(() => {
      timedOut = true
      killGroup(child)
    }, options.timeoutMs)
    const finish = (ok: boolean, note: string) => {
      // Node may report both an error and an exit for one child.
      if (finished) return
      finished = true
      clearTimeout(timer)
      runningChild = undefined
      fs.closeSync(output)
      fs.appendFileSync(options.log, `=== ${title}: ${note} after ${duration(Date.now() - started)}\n`)
      const printed = fs.readFileSync(options.log, "utf8").slice(offset)
      const failed = [...new Set([...printed.matchAll(/^\s*FAIL\s+(?:\S+\s+)?(__tests__\/\S+)/gm)].map(match => match[1]))]
      resolve({ ok, timedOut, failed })
    }
    child.on("error", error => finish(false, `could not start: ${error.message}`))
    child.on("exit", (code, signal) => finish(code === 0 && !timedOut, timedOut ? "timed out" : signal ? `killed by ${signal}` : `exit ${code}`))
  })
}

function killGroup(child: ChildProcess): void {
  try {
    if (child.pid) process.kill(-child.pid, "SIGKILL")
  } catch {
    // Already gone.
  }
}

interface Drill {
  copy: string
  env: NodeJS.ProcessEnv
}

/**
 * The build as the drilled tree's own `npm test` makes it: through scripts/test-build.ts where the
 * tree has one (a build copy whose clean build the build tests start from), else `gatsby build`.
 */
const gatsbyBuild = (drill: Drill, log: string, title = "gatsby build") =>
  fs.existsSync(path.join(drill.copy, "scripts/test-build.ts"))
    ? runStep(`${title} (scripts/test-build.ts)`, "npx", ["tsx", "scripts/test-build.ts"], {
        cwd: drill.copy,
        env: drill.env,
        log,
        timeoutMs: BUILD_TIMEOUT_MS,
      })
    : runStep(title, "npx", ["gatsby", "build"], { cwd: drill.copy, env: drill.env, log, timeoutMs: BUILD_TIMEOUT_MS })

/** One Jest run per project, in jest.config.js's order; browsers and builds one file at a time, as scripts/test.sh runs them. */
async function runTests(drill: Drill, tests: TestFile[], log: string, env: NodeJS.ProcessEnv = drill.env): Promise<StepResult> {
  const projects = (["unit", "build", "changed-content", "site", "quality", "hosts", "engines"] as const).filter(project =>
    tests.some(test => test.project === project),
  )
  const failed: string[] = []
  let ok = true
  let timedOut = false
  for (const project of projects) {
    const files = [...new Set(tests.filter(test => test.project === project).map(test => test.file))]
    const inBand = project === "unit" ? [] : ["--runInBand"]
    // The files first: --selectProjects takes every word after it as a project's name.
    const result = await runStep(`jest ${project}`, "npx", ["jest", "--runTestsByPath", ...files, "--selectProjects", project, ...inBand], {
      cwd: drill.copy,
      env,
      log,
      timeoutMs: JEST_TIMEOUT_MS,
    })
    ok &&= result.ok
    timedOut ||= result.timedOut
    failed.push(...result.failed)
  }
  return { ok, timedOut, failed }
}

/**
 * A copy of the drill's copy with an author's changes, built (scripts/changed-content.ts, from
 * the copy's own code), for the site tests to run on; removed once `runOn` is done with it.
 */
async function withChangedCopy<T>(drill: Drill, log: string, runOn: (changedCopy: string | undefined) => Promise<T>): Promise<T> {
  // A tree whose changed-content.ts starts from the clean build chooses the copy's folder itself and prints it last.
  const printsItsFolder = fs.readFileSync(path.join(drill.copy, "scripts/changed-content.ts"), "utf8").includes("builtCopyOfProject")
  let changedCopy = printsItsFolder ? "" : fs.mkdtempSync(path.join(os.tmpdir(), "drill-changed-"))
  try {
    const offset = fs.existsSync(log) ? fs.statSync(log).size : 0
    const made = await runStep(
      "changed-content (copy with an author's changes)",
      "npx",
      ["tsx", "scripts/changed-content.ts", ...(printsItsFolder ? [] : [changedCopy])],
      {
        cwd: drill.copy,
        env: drill.env,
        log,
        timeoutMs: BUILD_TIMEOUT_MS,
      },
    )
    if (printsItsFolder) {
      const printed = fs.readFileSync(log, "utf8").slice(offset).split("\n")
      changedCopy = [...printed].reverse().find(line => path.isAbsolute(line) && fs.existsSync(line)) ?? ""
    }
    return await runOn(made.ok && changedCopy ? changedCopy : undefined)
  } finally {
    if (changedCopy) fs.rmSync(changedCopy, { recursive: true, force: true })
  }
}

/** The defect's tests, split into those run on the drill's copy and those run on a changed copy. */
function testsOf(defect: Defect): { onCopy: TestFile[]; onChangedCopy: TestFile[] } {
  // The changed-content project's tests read nothing but such a copy.
  const onChanged = (test: TestFile) => test.project === "changed-content" || (defect.changedContent === true && test.project === "site")
  return { onCopy: defect.tests.filter(test => !onChanged(test)), onChangedCopy: defect.tests.filter(onChanged) }
}

// ---------------------------------------------------------------------------------------------

interface Outcome {
  defect: Defect
  caught: boolean
  /** How it was caught, or why it counts as missed. */
  detail: string
  ms: number
  log: string
}

let appliedEdit: { file: string; original: Buffer } | undefined

/** Puts the edited file back as it was, byte for byte. */
function restoreEdit(): void {
  if (!appliedEdit) return
  const { file, original } = appliedEdit
  fs.writeFileSync(file, original)
  appliedEdit = undefined
  if (!fs.readFileSync(file).equals(original)) console.error(`Could not restore ${file}: the copy is no longer clean`)
}

async function drillDefect(drill: Drill, defect: Defect, number: number): Promise<Outcome> {
  const started = Date.now()
  const log = path.join(LOG_DIR, `${String(number).padStart(2, "0")}-${slugOf(defect.name)}.log`)
  fs.writeFileSync(log, `Defect ${number}: ${defect.name}\nFile: ${defect.file}\n`)
  const outcome = (caught: boolean, detail: string): Outcome => ({ defect, caught, detail, ms: Date.now() - started, log })

  const edit = editOf(defect, drill.copy)
  if ("why" in edit) return outcome(false, edit.why)
  appliedEdit = { file: edit.file, original: edit.original }
  fs.writeFileSync(edit.file, edit.edited)
  fs.appendFileSync(log, `--- search\n${defect.search}\n+++ replace\n${edit.replacement}\n`)

  try {
    return await testWithDefect(drill, defect, log, outcome)
  } finally {
    restoreEdit()
  }
}

/** The defect's edit of its file in `root`, or why it cannot be made there. */
function editOf(defect: Defect, root: string): { file: string; original: Buffer; edited: string; replacement: string } | { why: string } {
  const missing = defect.tests.filter(test => !fs.existsSync(path.join(root, test.file))).map(test => test.file)
  if (missing.length > 0) return { why: `could not run: the source has no ${missing.join(", ")}` }
  const file = path.join(root, defect.file)
  if (!fs.existsSync(file)) return { why: `could not apply: the source has no ${defect.file}` }
  const original = fs.readFileSync(file)
  const text = original.toString("utf8")
  const matches = text.split(defect.search).length - 1
  if (matches !== 1) return { why: `could not apply: the search text occurs ${matches} times in ${defect.file}, not once` }
  try {
    const replacement = typeof defect.replace === "string" ? defect.replace : defect.replace(root)
    const at = text.indexOf(defect.search)
    return { file, original, replacement, edited: text.slice(0, at) + replacement + text.slice(at + defect.search.length) }
  } catch (error) {
    return { why: `could not apply: ${error instanceof Error ? error.message : String(error)}` }
  }
}

/** Builds what the defect's tests need and runs them, with the defect applied; caught if any of it fails. */
async function testWithDefect(drill: Drill, defect: Defect, log: string, outcome: (caught: boolean, detail: string) => Outcome): Promise<Outcome> {
  const { onCopy, onChangedCopy } = testsOf(defect)
  if (defect.build) {
    const built = await gatsbyBuild(drill, log)
    // The build's own checks are part of the suite: a build that stops has caught the defect.
    if (!built.ok) return outcome(true, built.timedOut ? "the build timed out" : "the build stopped")
  }
  const failed: string[] = []
  if (onCopy.length > 0) {
    const result = await runTests(drill, onCopy, log)
    if (!result.ok) failed.push(...(result.failed.length > 0 ? result.failed : [result.timedOut ? "Jest timed out" : "Jest failed"]))
  }
  if (onChangedCopy.length > 0) {
    const changedFailures = await withChangedCopy(drill, log, async changedCopy => {
      if (!changedCopy) return ["the changed copy's build stopped"]
      const result = await runTests(drill, onChangedCopy, log, { ...drill.env, SITE_PROJECT_ROOT: changedCopy })
      return result.ok ? [] : (result.failed.length > 0 ? result.failed : ["Jest failed"]).map(test => `${test} on the changed copy`)
    })
    failed.push(...changedFailures)
  }
  return failed.length > 0 ? outcome(true, `failed: ${failed.join(", ")}`) : outcome(false, "every test passed with the defect in place")
}

/**
 * The order to drill in: unit-only defects first (no build), then those built incrementally,
 * then those whose tests build copies of their own, and last those that edit a gatsby-* file
 * (the site's or a local plugin's): Gatsby hashes those files and throws its cache away when they change, so each
 * costs a cold build and the build after it too (the final clean rebuild takes that one).
 */
function drillOrder(defects: readonly Defect[]): Defect[] {
  const phase = (defect: Defect) =>
    defect.tests.every(test => test.project === "unit") ? 0 : !defect.build ? 2 : /(^|\/)gatsby-(node|ssr|config|browser)\.tsx?$/.test(defect.file) ? 3 : 1
  return [...defects].sort((a, b) => phase(a) - phase(b))
}

function needsText(defect: Defect): string {
  if (defect.changedContent) return "changed copy"
  if (defect.build) return "build"
  return defect.tests.some(test => test.project === "build") ? "own builds" : "no build"
}

async function main(): Promise<number> {
  const options = parseOptions(process.argv.slice(2))
  if (options.doc) return writeDocFrom(options.doc)
  const source = options.source
  const chosen = DEFECTS.map((defect, index) => ({ defect, number: index + 1 })).filter(
    ({ defect }) => options.only.length === 0 || options.only.some(part => defect.name.toLowerCase().includes(part)),
  )
  if (chosen.length === 0) throw new Error(`No defect's name contains "${options.only.join('" or "')}"`)
  const numberOf = new Map(chosen.map(({ defect, number }) => [defect, number]))
  const defects = chosen.map(({ defect }) => defect)
  if (options.check) {
    const edits = checkEdits(options.source, chosen)
    return Math.max(edits, checkDoc())
  }

  const started = Date.now()
  const commit = git(source, "rev-parse", "--short", "HEAD").trim()
  fs.mkdirSync(LOG_DIR, { recursive: true })
  for (const old of fs.readdirSync(LOG_DIR).filter(name => name.endsWith(".log"))) fs.rmSync(path.join(LOG_DIR, old))
  alsoWriteOutputTo(DRILL_LOG)
  const mirrored = exportsOfTestScript(source)

  console.log("Defect drill: proves that the test suite catches real defects, by applying each one alone to a copy of the")
  console.log("project and running the tests that should catch it.")
  console.log(`Source: ${source} at commit ${commit}; ${defects.length} of ${DEFECTS.length} defects.`)
  const copy = copyOfSource(source)
  console.log(
    `Copy: ${copy} (node_modules: links to ${path.dirname(fs.realpathSync(path.join(copy, "node_modules", "gatsby")))}); logs in ${path.relative(PROJECT_ROOT, LOG_DIR)}/`,
  )
  console.log(
    `Mirrored from scripts/test.sh: ${
      Object.entries(mirrored)
        .map(([name, value]) => `${name}=${value}`)
        .join(" ") || "nothing"
    }`,
  )

  const env: NodeJS.ProcessEnv = { ...process.env, ...mirrored, GATSBY_TELEMETRY_DISABLED: "1", CI: "true", NO_COLOR: "1", FORCE_COLOR: "0" }
  delete env.SITE_PROJECT_ROOT
  const drill: Drill = { copy, env }

  const interrupted = () => {
    if (runningChild) killGroup(runningChild)
    restoreEdit()
    if (!options.keep) fs.rmSync(copy, { recursive: true, force: true })
    process.exit(130)
  }
  process.on("SIGINT", interrupted)
  process.on("SIGTERM", interrupted)

  try {
    // The control: the drill cannot judge on a red suite. The build project's tests build copies
    // of their own (some ten minutes), so they are left out unless --control-build-tests asks. The
    // tests that run on a copy with an author's changes are the control's second part.
    const allTests = defects.flatMap(defect => defect.tests)
    const controlTests = defects.flatMap(defect => testsOf(defect).onCopy).filter(test => options.controlBuildTests || test.project !== "build")
    const missingTests = [...new Set(allTests.map(test => test.file))].filter(file => !fs.existsSync(path.join(copy, file)))
    if (missingTests.length > 0) console.log(`Note: the source has no ${missingTests.join(", ")}: the defects that list them count as missed.`)
    const controlLog = path.join(LOG_DIR, "control.log")
    const readsBuild = (test: TestFile) => ["site", "quality", "hosts", "engines"].includes(test.project)
    const controlStarted = Date.now()
    process.stdout.write("Control (the clean copy): ")
    const buildsClean = defects.some(defect => defect.build) || controlTests.some(readsBuild)
    if (buildsClean) {
      const built = await gatsbyBuild(drill, controlLog, "gatsby build (clean, cold)")
      if (!built.ok) return controlFailed("the clean copy does not build", controlLog)
    }
    const present = controlTests.filter(test => fs.existsSync(path.join(copy, test.file)))
    const control = await runTests(drill, present, controlLog)
    if (!control.ok) return controlFailed(`tests fail on the clean copy: ${control.failed.join(", ") || "see the log"}`, controlLog)
    const changedTests = defects.flatMap(defect => testsOf(defect).onChangedCopy).filter(test => fs.existsSync(path.join(copy, test.file)))
    if (changedTests.length > 0) {
      const changedControl = await withChangedCopy(drill, controlLog, async changedCopy =>
        changedCopy ? runTests(drill, changedTests, controlLog, { ...env, SITE_PROJECT_ROOT: changedCopy }) : undefined,
      )
      if (!changedControl?.ok)
        return controlFailed(`the clean copy with an author's changes is red: ${changedControl?.failed.join(", ") || "it does not build"}`, controlLog)
    }
    const controlFiles = new Set([...present, ...changedTests].map(test => test.file)).size
    const onChanged = changedTests.length > 0 ? ", and the changed-content defects' site tests on a clean changed copy" : ""
    console.log(
      `green: ${buildsClean ? "a clean build, " : ""}${controlFiles} test file${controlFiles === 1 ? "" : "s"}${onChanged} (${duration(Date.now() - controlStarted)})`,
    )
    console.log("")

    const outcomes: Outcome[] = []
    for (const defect of drillOrder(defects)) {
      const number = numberOf.get(defect) ?? 0
      console.log(`${number}. ${defect.name}`)
      console.log(`   ${defect.file}; ${needsText(defect)}; tests: ${testList(defect.tests)}`)
      const outcome = await drillDefect(drill, defect, number)
      outcomes.push(outcome)
      const where = outcome.caught ? "" : `; log: ${path.relative(PROJECT_ROOT, outcome.log)}`
      console.log(`   ${outcome.caught ? "caught" : "MISSED"} in ${duration(outcome.ms)}: ${outcome.detail}${where}`)
    }

    // An incremental build can keep a page a defect changed: rebuild the clean code and run the
    // control's site tests again, to prove that the copy, and so each verdict, ended on green.
    const finalLog = path.join(LOG_DIR, "final.log")
    const finalTests = present.filter(test => test.project === "site")
    let endedGreen = true
    if (defects.some(defect => defect.build) && finalTests.length > 0) {
      const finalStarted = Date.now()
      console.log("")
      process.stdout.write("Final check (clean rebuild, the control's site tests): ")
      const rebuilt = await gatsbyBuild(drill, finalLog, "gatsby build (clean again)")
      const result = rebuilt.ok ? await runTests(drill, finalTests, finalLog) : { ok: false, failed: ["the build"], timedOut: false }
      endedGreen = result.ok
      console.log(
        `${endedGreen ? "green" : `RED (${result.failed.join(", ") || "see the log"}; log: ${path.relative(PROJECT_ROOT, finalLog)})`}, ${duration(Date.now() - finalStarted)}`,
      )
    }

    console.log("")
    console.log("Summary:")
    const byNumber = [...outcomes].sort((a, b) => (numberOf.get(a.defect) ?? 0) - (numberOf.get(b.defect) ?? 0))
    for (const outcome of byNumber) {
      console.log(
        `  ${outcome.caught ? "caught" : "MISSED"}  ${String(numberOf.get(outcome.defect)).padStart(2)}. ${outcome.defect.name} (${duration(outcome.ms)})`,
      )
    }
    const caught = outcomes.filter(outcome => outcome.caught).length
    const totalTime = duration(Date.now() - started)
    console.log(`Total time: ${totalTime}${endedGreen ? "" : "; the copy did not end green, so the verdicts above are in doubt"}`)
    console.log(`${caught} caught, ${outcomes.length - caught} missed`)
    if (defects.length === DEFECTS.length) {
      const verdicts = new Map(outcomes.map(outcome => [outcome.defect.name, { caught: outcome.caught, time: duration(outcome.ms) }]))
      const day = dayOf(new Date())
      writeDrillSection({ day, commit, caught, missed: outcomes.length - caught, totalTime, endedGreen, verdicts })
    }
    return caught === outcomes.length && endedGreen ? 0 : 1
  } finally {
    restoreEdit()
    if (options.keep) console.log(`(kept the copy at ${copy})`)
    else fs.rmSync(copy, { recursive: true, force: true })
  }
}

/** --check: whether each defect still applies to the source as it is, in a second. */
function checkEdits(source: string, chosen: ReadonlyArray<{ defect: Defect; number: number }>): number {
  const problems = chosen.flatMap(({ defect, number }) => {
    const edit = editOf(defect, source)
    return "why" in edit ? [`${number}. ${defect.name}: ${edit.why}`] : []
  })
  for (const problem of problems) console.log(problem)
  console.log(`${chosen.length - problems.length} of ${chosen.length} defects apply to ${source}`)
  return problems.length > 0 ? 1 : 0
}

/** --check: whether docs/testing.md lists the defects as DEFECTS has them (numbers, names and tests). */
function checkDoc(): number {
  const written = writtenSection(fs.readFileSync(path.join(PROJECT_ROOT, DRILL_DOC), "utf8"))
  const differences = written ? differingRows(written.defects, listedDefects(DEFECTS)) : [`it has no ${MARKS[0]} … ${MARKS[1]}`]
  if (differences.length === 0) {
    console.log(`${DRILL_DOC} lists the ${DEFECTS.length} defects`)
    return 0
  }
  console.log(`${DRILL_DOC}'s list of defects is not DEFECTS':`)
  for (const difference of differences) console.log(`  ${difference}`)
  console.log(`Write it with: ${DOC_COMMAND}`)
  return 1
}

/** The day, as the doc gives it (YYYY-MM-DD, as the other written figures). */
const dayOf = (date: Date): string => date.toISOString().slice(0, 10)

/** A whole drill's verdicts into docs/testing.md, as it ends: a failure to write costs nothing, as drill.log keeps them. */
function writeDrillSection(drill: WholeDrill): void {
  const file = path.join(PROJECT_ROOT, DRILL_DOC)
  try {
    fs.writeFileSync(file, withSection(fs.readFileSync(file, "utf8"), drillSection(listedDefects(DEFECTS), drill)))
    console.log(`Verdicts written into ${DRILL_DOC} ("The defect drill").`)
  } catch (error) {
    console.log(`Could not write the verdicts into ${DRILL_DOC} (${error instanceof Error ? error.message : String(error)}): write them with ${DOC_COMMAND}`)
  }
}

/**
 * --doc: the drill's section of docs/testing.md written anew, with the verdicts of the drill output
 * in `output` if it is a whole drill's, else those the doc holds already (a partial drill, or none, loses nothing).
 */
function writeDocFrom(output: { file: string; named: boolean }): number {
  const exists = fs.existsSync(output.file)
  if (!exists && output.named) throw new Error(`No drill output at ${output.file}`)
  // The output does not say its day (drills already running print no day): the file's last change does.
  const printed = exists ? { text: fs.readFileSync(output.file, "utf8"), day: dayOf(fs.statSync(output.file).mtime) } : undefined
  const file = path.join(PROJECT_ROOT, DRILL_DOC)
  const doc = fs.readFileSync(file, "utf8")
  const { drill, why } = drillToWrite(doc, printed)
  const listed = listedDefects(DEFECTS)
  fs.writeFileSync(file, withSection(doc, drillSection(listed, drill)))
  const shown = path.relative(process.cwd(), output.file)
  const notDrilled = listed.filter(defect => !drill?.verdicts.has(defect.name)).length
  console.log(
    drill
      ? `${DRILL_DOC}: ${listed.length} defects listed, with the verdicts of the whole drill of ${drill.day} (commit ${drill.commit}); ${notDrilled} not yet drilled whole.`
      : `${DRILL_DOC}: ${listed.length} defects listed, none yet drilled whole.`,
  )
  console.log(why ? `${shown} ${why}: the verdicts already written are kept.` : `The verdicts are ${shown}'s.`)
  return 0
}

/**
 * Everything the drill prints from here on, written to `file` too: `--doc` reads a whole drill's
 * verdicts from it, and a drill left running in a terminal keeps its output.
 */
function alsoWriteOutputTo(file: string): void {
  fs.writeFileSync(file, "")
  for (const stream of [process.stdout, process.stderr]) {
    const write = stream.write.bind(stream) as (chunk: string | Uint8Array, ...rest: unknown[]) => boolean
    stream.write = ((chunk: string | Uint8Array, ...rest: unknown[]) => {
      fs.appendFileSync(file, chunk)
      return write(chunk, ...rest)
    }) as typeof stream.write
  }
}

function controlFailed(why: string, log: string): number {
  console.log(`RED: ${why}.`)
  console.log(`The drill cannot judge on a red suite; log: ${path.relative(PROJECT_ROOT, log)}`)
  return 1
}

main().then(
  status => process.exit(status),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  },
)
