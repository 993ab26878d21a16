/**
 * @jest-environment node
 */
/**
 * The deployment workflow (.github/workflows/deploy.yml) as the web editor's drafts rely on it
 * (docs/hosting.md, "Drafts and previews"): a draft's pull request is deployed to a preview of
 * its own, only from this repository's branches, with no more rights than setting a commit
 * status, and under the status the editor reads; the live site still deploys only from main,
 * after the tests. `npm run lint` checks the file against GitHub's schema; this, what it means.
 */
import fs from "node:fs"
import path from "node:path"
import YAML from "yaml"
import { SET_UP_VARIABLES } from "../../src/admin/adminApp"
import { PREVIEW_CONTEXT } from "../../src/admin/cmsConfig"
import { PROJECT_ROOT } from "../../support/content"

interface Step {
  name?: string
  id?: string
  if?: string
  run?: string
  uses?: string
  env?: Record<string, string>
}
interface Job {
  if?: string
  needs?: string | string[]
  permissions?: Record<string, string>
  env?: Record<string, string>
  steps: Step[]
}
interface Workflow {
  on: Record<string, unknown>
  permissions: Record<string, string>
  jobs: Record<string, Job>
}

const workflow = YAML.parse(fs.readFileSync(path.join(PROJECT_ROOT, ".github/workflows/deploy.yml"), "utf8")) as Workflow
const runs = (job: Job) => job.steps.map(step => step.run ?? "").join("\n")
const deploysTo = (job: Job) => /wrangler pages deploy/.test(runs(job))
const previews = Object.entries(workflow.jobs).filter(([, job]) => deploysTo(job) && !/--branch main\b/.test(runs(job)))

describe("the deployment workflow", () => {
  it("deploys the live site only from main, on a push, the schedule or by hand, after the tests", () => {
    const live = Object.entries(workflow.jobs).filter(([, job]) => /--branch main\b/.test(runs(job)))
    expect(live.map(([name]) => name)).toEqual(["deploy"])
    const [[, job]] = live
    expect(job.needs).toBe("test")
    expect(job.if).toContain("github.event_name != 'pull_request'")
    expect(job.if).toContain("github.ref == 'refs/heads/main'")
  })

  it("deploys a pull request from one of the repository's own branches to a preview of its own", () => {
    expect(Object.keys(workflow.on)).toContain("pull_request")
    expect(previews.map(([name]) => name)).toEqual(["preview"])
    const [[, job]] = previews
    // A fork's pull request has no secrets, and must not try.
    expect(job.if).toContain("github.event_name == 'pull_request'")
    expect(job.if).toContain("github.event.pull_request.head.repo.full_name == github.repository")
    // The branch's own alias, the branch name coming in through the environment, never pasted into a script.
    expect(runs(job)).toMatch(/wrangler pages deploy --branch "\$BRANCH"/)
    expect(job.env?.BRANCH).toBe("${{ github.head_ref }}")
    expect(job.steps.filter(step => step.run?.includes("${{")).map(step => step.name ?? step.run)).toEqual([])
  })

  it("gives the preview job the right to set a commit status and nothing more, and no other job that right", () => {
    expect(workflow.permissions).toEqual({ contents: "read" })
    const [[name, job]] = previews
    expect(job.permissions).toEqual({ contents: "read", statuses: "write" })
    const others = Object.entries(workflow.jobs).filter(([other, { permissions }]) => other !== name && permissions !== undefined)
    expect(others.map(([other]) => other)).toEqual([])
  })

  it("hands the preview's address to the editor under the status it reads, on the draft's own last commit", () => {
    const [[, job]] = previews
    expect(job.env?.PREVIEW_CONTEXT).toBe(PREVIEW_CONTEXT)
    expect(job.env?.HEAD_SHA).toBe("${{ github.event.pull_request.head.sha }}")
    const statuses = job.steps.filter(step => step.run?.includes("/statuses/"))
    // Pending before the build, the address once deployed, the log's address if anything failed.
    expect(statuses.map(step => /state=(\w+)/.exec(step.run!)?.[1])).toEqual(["pending", "success", "failure"])
    for (const step of statuses) {
      expect(step.run).toContain("repos/$GITHUB_REPOSITORY/statuses/$HEAD_SHA")
      expect(step.run).toContain('context="$PREVIEW_CONTEXT"')
    }
    const success = statuses[1]
    const deploy = job.steps.find(step => step.run?.includes("wrangler pages deploy"))!
    expect(success.env?.PREVIEW_URL).toBe(`\${{ steps.${deploy.id}.outputs.url }}`)
    expect(statuses[2].if).toBe("failure()")
  })

  it("gives the live deploy the editor's sign-in: its client id to the launch check, both settings to the Pages project's secrets before the upload", () => {
    const job = workflow.jobs.deploy
    const build = job.steps.find(step => step.run === "npm run build")!
    expect(build.env?.CMS_GITHUB_CLIENT_ID).toBe("${{ vars.CMS_GITHUB_CLIENT_ID }}")
    // The secret reaches no build, only the step that hands it to Cloudflare.
    const holders = job.steps.filter(step => Object.values(step.env ?? {}).some(value => String(value).includes("secrets.CMS_GITHUB_CLIENT_SECRET")))
    expect(holders).toHaveLength(1)
    const [secrets] = holders
    expect(secrets.run).toMatch(/\| npx wrangler pages secret bulk\s*$/)
    expect(secrets.env?.CMS_GITHUB_CLIENT_ID).toBe("${{ vars.CMS_GITHUB_CLIENT_ID }}")
    const order = (step: Step) => job.steps.indexOf(step)
    expect(order(secrets)).toBeLessThan(order(job.steps.find(step => step.run?.includes("wrangler pages deploy"))!))
  })

  it("gives every build that may run the launch check the host's set-up it checks, so a preview passes where the live build does", () => {
    const builds = Object.entries(workflow.jobs).flatMap(([name, job]) =>
      job.steps.filter(step => step.run === "npm run build").map(step => ({ name, env: step.env ?? {} })),
    )
    expect(builds.map(build => build.name).sort()).toEqual(["deploy", "preview"])
    for (const { name, env } of builds) {
      expect({ name, launchCheck: env.LAUNCH_CHECK }).toEqual({ name, launchCheck: "${{ vars.LAUNCH_CHECK }}" })
      expect({ name, missing: SET_UP_VARIABLES.filter(variable => !env[variable]) }).toEqual({ name, missing: [] })
    }
  })
})
