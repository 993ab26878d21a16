/**
 * @jest-environment node
 */
/**
 * The deployment workflow (.github/workflows/deploy.yml, docs/hosting.md "Deploying"), read as data:
 * one job per step of trust. A job that runs the repository's code (it checks it out) holds no
 * secret and no write token; a job that holds a secret checks nothing out, installs nothing of the
 * project's and runs only a pinned wrangler; building and deploying are never one job; a preview's
 * branch is the pull request's number; the live site deploys only from main, after the suite or the
 * content lane. `npm run lint` checks the file against GitHub's schema; this, what it means.
 */
import fs from "node:fs"
import path from "node:path"
import YAML from "yaml"
import { SET_UP_VARIABLES } from "../../src/admin/adminApp"
import { PREVIEW_CONTEXT } from "../../src/admin/cmsConfig"
import { PROJECT_ROOT } from "../../harness/content"

interface Step {
  name?: string
  id?: string
  if?: string
  run?: string
  uses?: string
  with?: Record<string, unknown>
  env?: Record<string, string>
}
interface Job {
  if?: string
  needs?: string | string[]
  permissions?: Record<string, string>
  env?: Record<string, string>
  environment?: string | { name: string }
  outputs?: Record<string, string>
  steps: Step[]
}
interface Workflow {
  on: Record<string, unknown>
  permissions: Record<string, string>
  jobs: Record<string, Job>
}

// DEPLOY_WORKFLOW lets the same rules be read against another copy of the file (an older one, say).
const workflowFile = process.env.DEPLOY_WORKFLOW ?? path.join(PROJECT_ROOT, ".github/workflows/deploy.yml")
const workflowText = fs.readFileSync(workflowFile, "utf8")
const workflow = YAML.parse(workflowText) as Workflow
const jobs = Object.entries(workflow.jobs)
const names = (list: Array<[string, Job]>) => list.map(([name]) => name)

const runs = (job: Job) => job.steps.map(step => step.run ?? "").join("\n")
const needsOf = (job: Job) => [job.needs ?? []].flat()
/** The text of everything a job is given: its env, each step's env and `with`, its run lines. */
const jobText = (job: Job) => JSON.stringify({ env: job.env, steps: job.steps })
const holdsSecret = (job: Job) => /\bsecrets\./.test(jobText(job))
const checksOut = (job: Job) => job.steps.some(step => step.uses?.startsWith("actions/checkout@"))
const builds = (job: Job) => /npm run build|scripts\/ci\/build-site\.sh/.test(runs(job))
const deploys = (job: Job) => /wrangler@[^ ]* pages deploy|wrangler pages deploy/.test(runs(job))
const permissionsOf = (job: Job) => job.permissions ?? workflow.permissions
const live = jobs.filter(([, job]) => deploys(job) && /--branch main\b/.test(runs(job)))
const previews = jobs.filter(([, job]) => deploys(job) && !/--branch main\b/.test(runs(job)))

const lockedWrangler = (JSON.parse(fs.readFileSync(path.join(PROJECT_ROOT, "package-lock.json"), "utf8")) as { packages: Record<string, { version: string }> })
  .packages["node_modules/wrangler"].version

describe("the deployment workflow's steps of trust", () => {
  it("never builds and deploys in one job: a build job hands its folder to the deploy job as an artifact", () => {
    expect(names(jobs.filter(([, job]) => builds(job) && deploys(job)))).toEqual([])
    for (const [name, job] of jobs.filter(([, job]) => deploys(job))) {
      const downloaded = job.steps.find(step => step.uses?.startsWith("actions/download-artifact@"))?.with?.name
      const builtBy = jobs.filter(([, other]) => other.steps.some(step => step.uses?.startsWith("actions/upload-artifact@") && step.with?.name === downloaded))
      expect({ name, downloaded, builtBy: names(builtBy).length }).toEqual({ name, downloaded: expect.any(String), builtBy: 1 })
      expect(builds(builtBy[0][1])).toBe(true)
    }
  })

  it("gives no job that runs the repository's code a secret or a write token", () => {
    const coded = jobs.filter(([, job]) => checksOut(job))
    expect(coded.length).toBeGreaterThan(0)
    expect(names(coded.filter(([, job]) => holdsSecret(job)))).toEqual([])
    expect(
      coded.filter(([, job]) => Object.values(permissionsOf(job)).includes("write")).map(([name, job]) => ({ name, permissions: permissionsOf(job) })),
    ).toEqual([])
  })

  it("gives the secrets only to jobs that check nothing out, install nothing of the project's and run wrangler at the locked release", () => {
    const holders = jobs.filter(([, job]) => holdsSecret(job))
    expect(holders.length).toBeGreaterThan(0)
    for (const [name, job] of holders) {
      expect({ name, checksOut: checksOut(job) }).toEqual({ name, checksOut: false })
      expect({ name, installs: runs(job).match(/\bnpm (ci|install|run|exec)\b|\bnpx tsx\b|\bbash\b|\byarn\b|\bpnpm\b/g) }).toEqual({ name, installs: null })
      // Every npx names one exact release, fetched by npx itself: never a package of the project's.
      const npx = runs(job).match(/\bnpx\b[^|\n]*/g) ?? []
      expect({ name, npx: npx.filter(call => !new RegExp(`^npx --yes wrangler@${lockedWrangler.replace(/\./g, "\\.")} `).test(call)) }).toEqual({
        name,
        npx: [],
      })
    }
  })

  it("keeps no credentials in any checkout", () => {
    const checkouts = jobs.flatMap(([name, job]) =>
      job.steps.filter(step => step.uses?.startsWith("actions/checkout@")).map(step => ({ name, keeps: step.with?.["persist-credentials"] })),
    )
    expect(checkouts.length).toBeGreaterThan(0)
    expect(checkouts.filter(checkout => checkout.keeps !== false)).toEqual([])
  })

  it("hands GitHub's token to the steps that set a commit status, and a read-only one to the lane's look-up, never to a whole job", () => {
    expect(jobs.filter(([, job]) => JSON.stringify(job.env ?? {}).includes("github.token")).map(([name]) => name)).toEqual([])
    const withToken = jobs.flatMap(([name, job]) =>
      job.steps.filter(step => JSON.stringify(step.env ?? {}).includes("github.token")).map(step => ({ name, step, job })),
    )
    for (const { name, step, job } of withToken) {
      if (step.env?.GH_TOKEN) expect({ name, step: step.name, sets: step.run?.includes("/statuses/") }).toEqual({ name, step: step.name, sets: true })
      else expect({ name, permissions: Object.values(permissionsOf(job)).every(value => value === "read") }).toEqual({ name, permissions: true })
    }
  })

  it("hands the editor's sign-in secret only to a job of its own, before the live deploy", () => {
    const holders = jobs.filter(([, job]) => jobText(job).includes("secrets.CMS_GITHUB_CLIENT_SECRET"))
    expect(holders).toHaveLength(1)
    const [[name, job]] = holders
    expect(deploys(job) || builds(job)).toBe(false)
    // No checkout, so no wrangler.toml: the project is named here, as wrangler.toml names it.
    const project = /^name = "([^"]+)"/m.exec(fs.readFileSync(path.join(PROJECT_ROOT, "wrangler.toml"), "utf8"))?.[1]
    expect(runs(job)).toMatch(new RegExp(`\\| npx --yes wrangler@\\S+ pages secret bulk --project-name ${project}\\s*$`))
    const [[, deploy]] = live
    expect(needsOf(deploy)).toContain(name)
    // Only the live deploy is a production deployment: the lane reads those as the commits that went live.
    const production = jobs.filter(([, other]) => [other.environment].flat().some(environment => JSON.stringify(environment ?? "").includes("production")))
    expect(production.map(([, other]) => other)).toEqual([deploy])
    expect(deploy.if).toContain(`needs.${name}.result != 'failure'`)
  })
})

describe("the suite's job", () => {
  it("runs .ci/run, which audits the lock file after the install (strictly on GitHub: scripts/audit.ts)", () => {
    expect(runs(workflow.jobs.test).trim()).toBe("bash .ci/run")
    const ciRun = fs.readFileSync(path.join(PROJECT_ROOT, ".ci/run"), "utf8")
    expect(ciRun.indexOf("npm run --silent audit")).toBeGreaterThan(ciRun.indexOf("npm ci "))
    expect(ciRun.indexOf("npm run --silent audit")).toBeLessThan(ciRun.indexOf("npm test"))
  })
})

describe("the live deploy", () => {
  it("deploys only from main, on a push, the schedule or by hand, from a build that followed the suite or the content lane", () => {
    expect(live).toHaveLength(1)
    const [[, deploy]] = live
    const [build] = needsOf(deploy)
      .map(name => workflow.jobs[name])
      .filter(builds)
    expect(build).toBeDefined()
    expect(deploy.if).toContain("needs.build.result == 'success'")
    expect(needsOf(build)).toEqual(["lane", "test"])
    // The suite passed, or it was left out because the lane is the content lane.
    expect(build.if).toContain("needs.test.result == 'success'")
    expect(build.if).toContain("needs.test.result == 'skipped' && needs.lane.outputs.lane == 'content'")
    expect(workflow.jobs.test.if).toContain("needs.lane.outputs.lane != 'content'")
    const lane = workflow.jobs.lane
    expect(lane.if).toContain("github.event_name != 'pull_request'")
    expect(lane.if).toContain("github.ref == 'refs/heads/main'")
    expect(runs(lane)).toContain("scripts/ci/lane.ts")
    expect(lane.permissions).toEqual({ contents: "read", deployments: "read" })
  })

  it("restores Gatsby's cache only in the content lane, and builds the code lane afresh", () => {
    const restores = workflow.jobs.build.steps.filter(step => step.uses?.startsWith("actions/cache/restore@"))
    expect(restores.map(step => step.if)).toEqual(["needs.lane.outputs.lane == 'content'"])
  })
})

describe("the previews", () => {
  const [[previewName, preview]] = previews

  it("deploys a pull request from one of the repository's own branches to a preview named from its number, never main", () => {
    expect(Object.keys(workflow.on)).toContain("pull_request")
    expect(previews).toHaveLength(1)
    const built = jobs.filter(([, job]) => builds(job) && job.if?.includes("github.event_name == 'pull_request'"))
    for (const job of [preview, ...built.map(([, job]) => job)].filter(job => job.if !== undefined && !job.if.includes("needs."))) {
      // A fork's pull request has no secrets, and must not try.
      expect(job.if).toContain("github.event.pull_request.head.repo.full_name == github.repository")
    }
    expect(runs(preview)).toMatch(/wrangler@\S+ pages deploy --branch "\$BRANCH"/)
    expect(preview.env?.BRANCH).toBe("pr-${{ github.event.pull_request.number }}")
    // The author names the branch: its name reaches no deploy and no script.
    expect(workflowText).not.toContain("head_ref")
    expect(jobs.flatMap(([, job]) => job.steps.filter(step => step.run?.includes("${{")).map(step => step.name ?? step.run))).toEqual([])
  })

  it("gives the right to set a commit status only to the jobs that set one, and no other write right to any job", () => {
    expect(workflow.permissions).toEqual({ contents: "read" })
    const writers = jobs.filter(([, job]) => job.permissions && Object.values(job.permissions).includes("write"))
    for (const [name, job] of writers) {
      expect({ name, permissions: job.permissions }).toEqual({ name, permissions: { statuses: "write" } })
      expect({ name, setsStatus: runs(job).includes("/statuses/") }).toEqual({ name, setsStatus: true })
    }
    expect(names(writers)).toContain(previewName)
  })

  it("hands the preview's address to the editor under the status it reads, on the draft's own last commit", () => {
    const statusJobs = jobs.filter(([, job]) => job.steps.some(step => step.run?.includes("/statuses/")))
    const statuses = statusJobs.flatMap(([, job]) => job.steps.filter(step => step.run?.includes("/statuses/")).map(step => ({ step, job })))
    // Pending before the build, the address once deployed, the log's address if anything failed.
    expect(statuses.map(({ step }) => /state=(\w+)/.exec(step.run!)?.[1])).toEqual(["pending", "success", "failure"])
    for (const { step, job } of statuses) {
      expect(job.env?.PREVIEW_CONTEXT).toBe(PREVIEW_CONTEXT)
      expect(job.env?.HEAD_SHA).toBe("${{ github.event.pull_request.head.sha }}")
      expect(step.run).toContain("repos/$GITHUB_REPOSITORY/statuses/$HEAD_SHA")
      expect(step.run).toContain('context="$PREVIEW_CONTEXT"')
    }
    const deploy = preview.steps.find(step => step.run?.includes("pages deploy"))!
    expect(statuses[1].step.env?.PREVIEW_URL).toBe(`\${{ steps.${deploy.id}.outputs.url }}`)
    expect(statuses[2].step.if).toContain("failure()")
  })
})

describe("the builds", () => {
  it("gives every build that may run the launch check the host's set-up it checks, so a preview passes where the live build does", () => {
    const buildSteps = jobs.flatMap(([name, job]) => job.steps.filter(step => builds({ ...job, steps: [step] })).map(step => ({ name, env: step.env ?? {} })))
    expect(buildSteps.map(build => build.name).sort()).toEqual(["build", "preview-build"])
    for (const { name, env } of buildSteps) {
      expect({ name, launchCheck: env.LAUNCH_CHECK }).toEqual({ name, launchCheck: "${{ vars.LAUNCH_CHECK }}" })
      expect({ name, missing: SET_UP_VARIABLES.filter(variable => !env[variable]) }).toEqual({ name, missing: [] })
    }
  })

  it("installs only what building needs in the build jobs", () => {
    for (const [name, job] of jobs.filter(([, job]) => builds(job))) {
      expect({ name, installs: runs(job).match(/npm ci[^\n]*/g) }).toEqual({ name, installs: [expect.stringContaining("npm ci --omit=dev")] })
    }
  })
})
