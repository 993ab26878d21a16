/**
 * Runs one job of the deploy workflow on this machine as GitHub's runner would, so that a test can
 * see what its steps do rather than read their text: each `run:` in bash with the runner's flags,
 * in its working directory, with the job's and the step's env, and its `${{ }}` expressions and
 * `if:` conditions evaluated from the values the test gives. The actions a token job uses are played
 * by stand-ins: download-artifact hands over one of the run's artifacts (zips the test made, links
 * and hidden files included) by id or by name, as GitHub's would; checkout copies a sparse checkout's
 * paths out of the test's tree of the commit; setup-node keeps this machine's Node.js. Any other
 * action stops the run.
 */
import { spawn, spawnSync } from "node:child_process"
import fs from "node:fs"
import path from "node:path"

/** A step of a workflow as YAML gives it. */
export interface WorkflowStep {
  name?: string
  id?: string
  if?: string
  run?: string
  uses?: string
  "working-directory"?: string
  with?: Record<string, string | number | boolean>
  env?: Record<string, string>
}
/** A job of a workflow as YAML gives it. */
export interface WorkflowJob {
  if?: string
  needs?: string | string[]
  permissions?: Record<string, string>
  env?: Record<string, string>
  environment?: string | { name: string }
  container?: string | { image: string }
  outputs?: Record<string, string>
  steps: WorkflowStep[]
}
export interface Workflow {
  on: Record<string, unknown>
  permissions: Record<string, string>
  env?: Record<string, string>
  jobs: Record<string, WorkflowJob>
}

export interface StepRun {
  name: string
  ran: boolean
  exitCode: number
  output: string
  seconds: number
}

export interface JobRun {
  steps: StepRun[]
  /** The step that failed first, if any. */
  failed?: StepRun
  /** What the job wrote to its summary (GITHUB_STEP_SUMMARY). */
  summary: string
}

/** An artifact of the run, as upload-artifact left it: a zip, under a name and an id. */
export interface RunArtifact {
  id: string
  name: string
  zip: string
}

export interface JobOptions {
  /** The workflow's own `env`, which every job has. */
  workflowEnv?: Record<string, string>
  /** The run's artifacts, which download-artifact picks from. */
  artifacts: RunArtifact[]
  /** The tree of the commit the run is for, which checkout takes its paths from. */
  commit: string
  /** An empty folder to hold the runner's workspace, temporary folder and home. */
  runnerRoot: string
  /** The expressions' values ("github.sha", "secrets.X", "needs.build.result", …); an unset secret or variable is "". */
  values: Record<string, string>
  /** Added to every step's environment: a test's stand-ins (gh on PATH, CLOUDFLARE_API_BASE_URL). */
  env?: Record<string, string>
}

const STEP_TIMEOUT_MS = 180_000

/** The step's name as the runner shows it. */
const stepName = (step: WorkflowStep) => step.name ?? step.run?.split("\n")[0] ?? step.uses ?? "a step"

export async function runWorkflowJob(job: WorkflowJob, options: JobOptions): Promise<JobRun> {
  const workspace = path.join(options.runnerRoot, "workspace")
  const temp = path.join(options.runnerRoot, "temp")
  const home = path.join(options.runnerRoot, "home")
  for (const folder of [workspace, temp, home]) fs.mkdirSync(folder, { recursive: true })
  const summaryFile = path.join(temp, "step-summary.md")
  fs.writeFileSync(summaryFile, "")
  const values: Record<string, string> = { ...options.values, "github.workspace": workspace, "runner.temp": temp }
  const steps: StepRun[] = []
  let jobEnv: Record<string, string> = {}

  const valueOf = (name: string): string => {
    if (name in values) return values[name]
    if (name.startsWith("env.") && name.slice("env.".length) in jobEnv) return jobEnv[name.slice("env.".length)]
    if (/^(secrets|vars)\./.test(name) || /^steps\.[\w-]+\.(outputs\.[\w-]+|outcome)$/.test(name)) return ""
    throw new Error(`The workflow asks for ${name}, which the test gives no value`)
  }
  // The expressions the workflow uses: a || b, a == 'b', a != 'b', failure(), success(), !cancelled(), names and 'strings'.
  const evaluate = (expression: string): string => {
    const alternatives = expression.split("||").map(part => part.trim())
    if (alternatives.length > 1) return alternatives.map(evaluate).find(value => value !== "" && value !== "false") ?? "false"
    const comparison = /^(.+?)\s*(==|!=)\s*(.+)$/.exec(expression)
    if (comparison) return String((evaluate(comparison[1]) === evaluate(comparison[3])) === (comparison[2] === "=="))
    if (expression === "failure()") return String(steps.some(step => step.exitCode !== 0))
    if (expression === "success()") return String(steps.every(step => step.exitCode === 0))
    if (expression === "!cancelled()") return "true"
    const literal = /^'(.*)'$/.exec(expression)
    return literal ? literal[1] : valueOf(expression)
  }
  const substitute = (text: string) => text.replace(/\$\{\{\s*(.+?)\s*\}\}/g, (_, expression: string) => evaluate(expression))
  const substituteAll = (record: Record<string, string | number | boolean> = {}) =>
    Object.fromEntries(Object.entries(record).map(([key, value]) => [key, substitute(String(value))]))
  jobEnv = substituteAll(options.workflowEnv)
  jobEnv = { ...jobEnv, ...substituteAll(job.env) }

  for (const step of job.steps) {
    const name = stepName(step)
    const condition = step.if ? step.if.replace(/^\$\{\{\s*|\s*\}\}$/g, "") : "success()"
    const ran = evaluate(condition) === "true"
    if (!ran) {
      steps.push({ name, ran, exitCode: 0, output: "", seconds: 0 })
      continue
    }
    const inputs = substituteAll(step.with)
    if (step.uses) {
      const started = Date.now()
      const result = playAction(step.uses, inputs, { ...options, workspace })
      steps.push({ name, ran, ...result, seconds: (Date.now() - started) / 1000 })
      continue
    }
    const outputFile = path.join(temp, `output-${steps.length}`)
    fs.writeFileSync(outputFile, "")
    const env = {
      ...machineEnv(),
      HOME: home,
      CI: "true",
      GITHUB_ACTIONS: "true",
      GITHUB_WORKSPACE: workspace,
      RUNNER_TEMP: temp,
      GITHUB_OUTPUT: outputFile,
      GITHUB_STEP_SUMMARY: summaryFile,
      GITHUB_SHA: valueOf("github.sha"),
      GITHUB_REPOSITORY: valueOf("github.repository"),
      ...options.env,
      ...jobEnv,
      ...substituteAll(step.env),
    }
    const cwd = path.resolve(workspace, substitute(step["working-directory"] ?? "."))
    const started = Date.now()
    const result = await runBash(substitute(step.run ?? ""), cwd, env)
    steps.push({ name, ran, ...result, seconds: (Date.now() - started) / 1000 })
    if (step.id) {
      values[`steps.${step.id}.outcome`] = result.exitCode === 0 ? "success" : "failure"
      for (const line of fs.readFileSync(outputFile, "utf8").split("\n")) {
        const at = line.indexOf("=")
        if (at > 0) values[`steps.${step.id}.outputs.${line.slice(0, at)}`] = line.slice(at + 1)
      }
    }
  }
  return { steps, failed: steps.find(step => step.exitCode !== 0), summary: fs.readFileSync(summaryFile, "utf8") }
}

/** What the action would do here; a failure as the runner shows one (the step fails, the job goes on to its `if: failure()` steps). */
function playAction(uses: string, inputs: Record<string, string>, context: JobOptions & { workspace: string }): { exitCode: number; output: string } {
  const action = uses.split("@")[0]
  const done = (output: string) => ({ exitCode: 0, output })
  const failed = (output: string) => ({ exitCode: 1, output })
  if (action === "actions/setup-node") return done(`Node.js ${process.version}, this machine's`)
  if (action === "actions/download-artifact") {
    // By id (artifact-ids) or the newest of a name, as download-artifact@v8 picks.
    const ids = (inputs["artifact-ids"] ?? "")
      .split(",")
      .map(id => id.trim())
      .filter(Boolean)
    const found =
      ids.length > 0
        ? context.artifacts.filter(artifact => ids.includes(artifact.id))
        : context.artifacts.filter(artifact => artifact.name === inputs.name).slice(-1)
    if (found.length === 0)
      return failed(
        `Unable to download artifact(s): ${ids.length > 0 ? "None of the provided artifact IDs were found" : `Artifact '${inputs.name}' not found`}`,
      )
    const into = path.resolve(context.workspace, inputs.path ?? ".")
    fs.mkdirSync(into, { recursive: true })
    if (inputs["skip-decompress"] === "true") fs.copyFileSync(found[0].zip, path.join(into, `${found[0].name}.zip`))
    else unzip(found[0].zip, into)
    return done(`artifact ${found[0].id} (${found[0].name}) into ${into}`)
  }
  if (action === "actions/checkout") {
    // A sparse checkout (non-cone patterns, each a folder with "/" or a file) without credentials kept: the only kind a token job makes.
    if (inputs["persist-credentials"] !== "false" || inputs["sparse-checkout-cone-mode"] !== "false" || !inputs["sparse-checkout"])
      throw new Error(`The checkout stand-in plays a sparse checkout without credentials kept, not ${JSON.stringify(inputs)}`)
    const into = path.resolve(context.workspace, inputs.path ?? ".")
    fs.mkdirSync(path.join(into, ".git"), { recursive: true })
    for (const pattern of inputs["sparse-checkout"]
      .split("\n")
      .map(line => line.trim().replace(/^\//, ""))
      .filter(Boolean)) {
      const from = path.join(context.commit, pattern)
      if (fs.existsSync(from)) fs.cpSync(from, path.join(into, pattern), { recursive: true, verbatimSymlinks: true })
    }
    return done(`the commit's ${inputs["sparse-checkout"].trim().split("\n").join(", ")} into ${into}`)
  }
  throw new Error(`The test has no stand-in for ${uses}: say what it does in harness/workflow-job.ts`)
}

function unzip(zip: string, into: string): void {
  const result = spawnSync("unzip", ["-qq", zip, "-d", into])
  if (result.status !== 0) throw new Error(`unzip ${zip}: ${result.stderr.toString()}`)
}

/**
 * This machine's environment as a runner's would be (its certificates, its PATH), without what the
 * test run itself set: npm's own variables (npm run sets them, and npm would read them in a step)
 * and any Cloudflare or wrangler setting.
 */
function machineEnv(): Record<string, string> {
  return Object.fromEntries(
    Object.entries(process.env).filter(
      (entry): entry is [string, string] => entry[1] !== undefined && !/^(npm_|CLOUDFLARE_|WRANGLER_|GITHUB_)/i.test(entry[0]),
    ),
  )
}

function runBash(script: string, cwd: string, env: Record<string, string>): Promise<{ exitCode: number; output: string }> {
  return new Promise(resolve => {
    // GitHub's runner runs a step's script so: bash --noprofile --norc -eo pipefail {0}.
    const child = spawn("bash", ["--noprofile", "--norc", "-eo", "pipefail", "-c", script], { cwd, env, timeout: STEP_TIMEOUT_MS })
    let output = ""
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()))
    child.on("close", code => resolve({ exitCode: code ?? 1, output }))
  })
}
