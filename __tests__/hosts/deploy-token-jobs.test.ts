/**
 * The deploy workflow's token jobs (`deploy`, `preview`), run here step by step from their own text
 * in .github/workflows/deploy.yml (harness/workflow-job.ts), as an attacker who can push a branch
 * or run code in another job of the run would meet them. A hostile artifact (a `.env` pointing
 * wrangler's API at a sink, an `.npmrc` with a registry and `node-options`, a `wrangler` of its own
 * in `node_modules`, a `wrangler.toml` naming another project, a link out of the folder, hidden
 * files, functions of its own, a lock file other than the one the workflow pins) must deploy
 * nothing, run nothing of its own and reach no one, whether the build job made it or another job
 * uploaded it after (another id, or other bytes than the build's digest). Function sources of the
 * commit beyond the workflow's routes (a middleware, a catch-all) stop the deploy too. A sound run
 * deploys exactly public/ and the functions bundled from the commit's sources, with the workflow's
 * settings, the job's own credential and the real wrangler of deploy-tools/'s lock file, to a
 * stand-in of Cloudflare's API (harness/cloudflare-stand-in.ts), and that bundle serves the sign-in.
 * DEPLOY_WORKFLOW reads the rules against another copy of the workflow (an older one, say).
 */
import { spawnSync } from "node:child_process"
import crypto from "node:crypto"
import fs from "node:fs"
import http from "node:http"
import type { AddressInfo } from "node:net"
import os from "node:os"
import path from "node:path"
import YAML from "yaml"
import { makeDeployFolder } from "../../scripts/ci/deploy-folder"
import { PROJECT_ROOT } from "../../harness/content"
import { PUBLIC_DIR } from "../../harness/built-site"
import { startHostRuntime } from "../../harness/host-runtimes"
import { SIGN_IN_PATH } from "../../src/admin/signIn/githubSignIn"
import { startCloudflareStandIn, type CloudflareStandIn } from "../../harness/cloudflare-stand-in"
import { runWorkflowJob, type JobRun, type RunArtifact, type Workflow } from "../../harness/workflow-job"

jest.setTimeout(300_000)

const workflowFile = process.env.DEPLOY_WORKFLOW ?? path.join(PROJECT_ROOT, ".github/workflows/deploy.yml")
const workflow = YAML.parse(fs.readFileSync(workflowFile, "utf8")) as Workflow
const project = /^name = "([^"]+)"/m.exec(fs.readFileSync(path.join(PROJECT_ROOT, "wrangler.toml"), "utf8"))?.[1] ?? ""

const SHAS = { head: "1".repeat(40), merge: "3".repeat(40) }
const CREDENTIALS = { production: "production-token-stand-in", preview: "preview-token-stand-in" }
const RUN_URL = "https://github.com/the-author/chapterverse/actions/runs/42"

let work: string
/** The build job's upload, and one a hostile build (or another job of the run) made. */
let sound: { zip: string; digest: string }
let hostile: { zip: string; digest: string }
/** A commit whose function sources hold routes the workflow does not list. */
let hostileCommit: string
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
  fs.symlinkSync("/etc", path.join(to, "public", "escape"))
  // Server code of its own, each form an import check by regular expression let through.
  write("functions/_middleware.js", `export * from "node:child_process"\n`)
  write("functions/[[path]].js", `import{x as y}from"./z.js";export const onRequest=()=>y()\n`)
  write("functions/api/auth/index.js", `export const onRequestGet=()=>import/**/("./z.js")\n`)
  write("functions/.npmrc", `registry=${sink.url}/\n`)
  write("public/admin/_worker.js", `export default { fetch: () => new Response("not the site") }\n`)
  // A lock file of the branch's choosing, which could name any package at any address.
  fs.appendFileSync(path.join(to, "tools", "package-lock.json"), "\n")
}

/** The folder zipped as upload-artifact zips it (links kept as links), with its SHA-256. */
function zipped(folder: string, zip: string): { zip: string; digest: string } {
  const result = spawnSync("zip", ["-qry", zip, "."], { cwd: folder })
  if (result.status !== 0) throw new Error(`zip: ${result.stderr.toString()}`)
  return { zip, digest: crypto.createHash("sha256").update(fs.readFileSync(zip)).digest("hex") }
}

/** The function sources of the commit, with a middleware and a catch-all route beside the sign-in's. */
function makeHostileCommit(to: string): void {
  for (const source of ["functions", "src"]) fs.cpSync(path.join(PROJECT_ROOT, source), path.join(to, source), { recursive: true })
  fs.writeFileSync(path.join(to, "functions/_middleware.ts"), `export const onRequest = () => new Response("in front of every page")\n`)
  fs.writeFileSync(path.join(to, "functions/[[path]].ts"), `export const onRequest = () => new Response("every address")\n`)
}

interface Outcome {
  run: JobRun
  /** The commit statuses the job set, as `gh` was asked for them. */
  statuses: string[]
  cloudflare: Pick<CloudflareStandIn, "requests" | "deployments">
}

interface Run {
  /** The run's artifacts when the token job starts. */
  artifacts: RunArtifact[]
  /** What the build job handed on. */
  built: { id: string; digest: string }
  /** The commit's tree (this project's, unless a test gives another). */
  commit?: string
  credentials?: boolean
}

/** Runs one of the workflow's jobs as GitHub would for this event, with these artifacts, against a Cloudflare stand-in of its own. */
async function runJob(name: "deploy" | "preview", { artifacts, built, commit = PROJECT_ROOT, credentials = true }: Run): Promise<Outcome> {
  const runnerRoot = path.join(work, `runner-${++runs}`)
  const ghLog = path.join(runnerRoot, "gh.log")
  const pullRequest = name === "preview"
  const cloudflare = await startCloudflareStandIn({ project })
  try {
    const run = await runWorkflowJob(workflow.jobs[name], {
      workflowEnv: workflow.env,
      artifacts,
      commit,
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
        [`needs.${pullRequest ? "preview-build" : "build"}.outputs.artifact-id`]: built.id,
        [`needs.${pullRequest ? "preview-build" : "build"}.outputs.artifact-digest`]: built.digest,
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

type Case = "hostileDeploy" | "hostilePreview" | "replaced" | "otherBytes" | "noUpload" | "hostileSources" | "deploy" | "preview" | "previewWithoutAccount"
let outcomes: Record<Case, Outcome>

beforeAll(async () => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), "deploy-token-jobs-"))
  ranFromArtifact = path.join(work, "ran-from-artifact")
  ghBin = path.join(work, "bin")
  fs.mkdirSync(ghBin)
  // GitHub's CLI, as the status steps call it: what it was asked is recorded, nothing is sent.
  fs.writeFileSync(path.join(ghBin, "gh"), `#!/bin/sh\nprintf '%s ' "$@" >> "$GH_LOG"\necho >> "$GH_LOG"\n`, { mode: 0o755 })
  sink = await startSink()
  const folder = path.join(work, "deploy")
  makeDeployFolder({ publicDir: PUBLIC_DIR, out: folder })
  makeHostile(folder, path.join(work, "hostile-deploy"))
  sound = zipped(folder, path.join(work, "site.zip"))
  hostile = zipped(path.join(work, "hostile-deploy"), path.join(work, "hostile.zip"))
  hostileCommit = path.join(work, "hostile-commit")
  makeHostileCommit(hostileCommit)
  const asBuilt = (zip: { zip: string; digest: string }, name = "site") => ({
    artifacts: [{ id: "1", name, zip: zip.zip }],
    built: { id: "1", digest: zip.digest },
  })
  // Each is mostly waiting on npm and wrangler: all at once.
  const runs: Record<Case, () => Promise<Outcome>> = {
    // The build job made it: a branch's build, or a dependency it ran.
    hostileDeploy: () => runJob("deploy", asBuilt(hostile)),
    hostilePreview: () => runJob("preview", asBuilt(hostile, "preview")),
    // Another job of the run deleted the build's upload and made its own under the same name.
    replaced: () => runJob("deploy", { artifacts: [{ id: "2", name: "site", zip: hostile.zip }], built: { id: "1", digest: sound.digest } }),
    // The build's id, other bytes than the build's digest.
    otherBytes: () => runJob("deploy", { artifacts: [{ id: "1", name: "site", zip: hostile.zip }], built: { id: "1", digest: sound.digest } }),
    // The build failed, so it handed on no id: download-artifact given none would take every artifact of the run.
    noUpload: () => runJob("preview", { artifacts: [{ id: "2", name: "preview", zip: hostile.zip }], built: { id: "", digest: "" } }),
    hostileSources: () => runJob("deploy", { ...asBuilt(sound), commit: hostileCommit }),
    deploy: () => runJob("deploy", asBuilt(sound)),
    preview: () => runJob("preview", asBuilt(sound, "preview")),
    previewWithoutAccount: () => runJob("preview", { ...asBuilt(sound, "preview"), credentials: false }),
  }
  const done = await Promise.all(Object.values(runs).map(run => run()))
  outcomes = Object.fromEntries(Object.keys(runs).map((name, index) => [name, done[index]])) as Record<Case, Outcome>
})
afterAll(async () => {
  await sink?.close()
  if (work) fs.rmSync(work, { recursive: true, force: true })
})

/** The job stopped at the admission, before wrangler ran: nothing deployed, nothing asked of Cloudflare. */
function expectRefused({ run, cloudflare }: Outcome, step: RegExp) {
  expect(run.failed?.name).toMatch(step)
  const deploy = run.steps.find(ran => /^Deploy/.test(ran.name))
  expect({ ran: deploy?.ran, deployed: cloudflare.deployments.length, asked: cloudflare.requests.length }).toEqual({ ran: false, deployed: 0, asked: 0 })
}

describe("given a hostile artifact", () => {
  it("runs nothing of the artifact's and sends nothing where it points", () => {
    expect({ ran: ran(), sink: sink.requests }).toEqual({ ran: [], sink: [] })
  })

  it.each([
    ["deploy", "hostileDeploy"],
    ["preview", "hostilePreview"],
  ] as const)("the %s job deploys nothing, and its log names each thing it refused, each function of its own among them", (name, outcome) => {
    const { run, statuses } = outcomes[outcome]
    expectRefused(outcomes[outcome], /^Only the build job's artifact/)
    for (const refused of [
      ".env",
      ".npmrc",
      "node_modules",
      "wrangler.toml",
      "package.json",
      "public/escape",
      "public/.env",
      "public/admin/_worker.js",
      "functions/_middleware.js",
      "functions/[[path]].js",
      "functions/api/auth/index.js",
      "functions/.npmrc",
      "tools/package-lock.json",
    ]) {
      expect(run.failed?.output).toContain(`  ${refused}: `)
    }
    if (name === "preview") expect(statuses).toEqual([expect.stringContaining("state=failure")])
  })
})

describe("given an artifact that is not the build job's upload", () => {
  it("another upload under the same name (another id) is never downloaded", () => {
    expectRefused(outcomes.replaced, /^The build job's upload, by its id$/)
    expect(outcomes.replaced.run.failed?.output).toContain("None of the provided artifact IDs were found")
  })

  it("bytes other than the build job's digest are refused before anything is unpacked", () => {
    expectRefused(outcomes.otherBytes, /^Only the build job's artifact/)
    expect(outcomes.otherBytes.run.failed?.output).toContain(`the build job handed on "${sound.digest}": it is not the upload the build job made`)
    // Refused as a whole: the hostile files were never looked at one by one.
    expect(outcomes.otherBytes.run.failed?.output).not.toContain("  .env: ")
  })

  it("no id handed on (the build failed): nothing is downloaded, nothing deployed, and the editor is told", () => {
    expectRefused(outcomes.noUpload, /^Only the build job's artifact/)
    expect(outcomes.noUpload.run.steps.find(step => /^The build job's upload/.test(step.name))?.ran).toBe(false)
    expect(outcomes.noUpload.run.failed?.output).toContain("no artifact: the build job handed on no id")
    expect(outcomes.noUpload.statuses).toEqual([expect.stringContaining("state=failure")])
  })
})

describe("given function sources beyond the workflow's routes", () => {
  it("a middleware or a catch-all route in the commit stops the deploy, each named", () => {
    const { run } = outcomes.hostileSources
    expectRefused(outcomes.hostileSources, /^Only the build job's artifact/)
    for (const route of ["functions/_middleware.ts", "functions/[[path]].ts"]) {
      expect(run.failed?.output).toContain(`  ${route}: a route the workflow does not list`)
    }
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

  it("the functions the live deploy sent are the ones wrangler bundled from the commit's sources: on Cloudflare's runtime, they answer the sign-in", async () => {
    const [deployment] = outcomes.deploy.cloudflare.deployments
    const routes = JSON.parse(deployment.contents["functions-filepath-routing-config.json"].toString()) as { routes: Array<{ module: string[] }> }
    expect(routes.routes.flatMap(route => route.module.map(module => module.split(":")[0])).sort()).toEqual(
      String(workflow.env?.FUNCTION_ROUTES).split(/\s+/).filter(Boolean).sort(),
    )
    // The bundle is a form of its own: the metadata, then the modules.
    const bundle = deployment.contents["_worker.bundle"]
    const boundary = bundle.toString("utf8", 0, bundle.indexOf("\r\n")).slice(2)
    const form = await new Response(new Uint8Array(bundle), { headers: { "content-type": `multipart/form-data; boundary=${boundary}` } }).formData()
    const { main_module: main } = JSON.parse(String(form.get("metadata"))) as { main_module: string }
    const served = path.join(work, "served-bundle")
    fs.mkdirSync(path.join(served, "public"), { recursive: true })
    fs.mkdirSync(path.join(served, "functions"))
    fs.writeFileSync(path.join(served, "public", "_worker.js"), Buffer.from(await (form.get(main) as Blob).arrayBuffer()))
    // What the functions do not route goes to the files, as on the host: a page for the runtime's start to find.
    fs.copyFileSync(path.join(PUBLIC_DIR, "index.html"), path.join(served, "public", "index.html"))
    const runtime = await startHostRuntime("Cloudflare Pages", path.join(served, "public"), { functionsDir: path.join(served, "functions") })
    try {
      // With no sign-in settings on this runtime, the sign-in's own page says so, with its own policy.
      const response = await fetch(`${runtime.url}${SIGN_IN_PATH}?provider=github`, { headers: { "Sec-Fetch-Site": "same-origin" }, redirect: "manual" })
      expect({ status: response.status, says: (await response.text()).includes("Signing in is not set up yet") }).toEqual({ status: 503, says: true })
      expect(response.headers.get("content-security-policy")).toContain("default-src 'none'")
    } finally {
      await runtime.close()
    }
  })

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
