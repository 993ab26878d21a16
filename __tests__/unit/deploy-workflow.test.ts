/**
 * The deployment workflow (.github/workflows/deploy.yml, docs/hosting.md "Deploying"), read as data:
 * one job per step of trust. A job that runs the repository's code (it checks it out) holds no secret
 * and no write token, and installs from the lock file alone, with no download cache; a job that holds
 * a secret takes it from an environment, takes the artifact its own build job made by id and digest,
 * admits it with the workflow's own script, reads the functions' sources (and nothing else) from a
 * sparse checkout, installs wrangler from the deploy tools' lock file as the workflow pins it, and
 * runs nothing else; building and deploying are never one job; every action is pinned by commit and
 * the image by digest; a preview's branch is the pull request's number and its credential is not
 * production's; the live site deploys only from main, after the audit and the suite or the content
 * lane. `npm run lint` checks the file against GitHub's schema; this, what it means. What the token
 * jobs' steps do with a hostile artifact, __tests__/hosts/deploy-token-jobs.test.ts runs.
 *
 * @jest-environment node
 */
import crypto from "node:crypto"
import fs from "node:fs"
import path from "node:path"
import { buildSync } from "esbuild"
import YAML from "yaml"
import { SHOW_SCHEDULED_VARIABLE } from "gatsby-source-chapterverse/node"
import { SET_UP_VARIABLES } from "../../src/admin/adminApp"
import { PREVIEW_CONTEXT } from "../../src/admin/cmsConfig"
import { PROJECT_ROOT } from "../../harness/content"
import type { Workflow, WorkflowJob as Job, WorkflowStep as Step } from "../../harness/workflow-job"

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
const secretsOf = (job: Job) => [...new Set(jobText(job).match(/(?<=\bsecrets\.)\w+/g) ?? [])].sort()
const holdsSecret = (job: Job) => secretsOf(job).length > 0
const environmentOf = (job: Job) => (typeof job.environment === "string" ? job.environment : job.environment?.name)
const checkouts = (job: Job) => job.steps.filter(step => step.uses?.startsWith("actions/checkout@"))
/** The token jobs' one checkout: the functions' sources as files for wrangler to bundle, nothing of which runs in the job. */
const SOURCES_CHECKOUT = {
  path: "function-sources",
  "persist-credentials": false,
  "sparse-checkout": "${{ env.FUNCTION_SOURCES }}",
  "sparse-checkout-cone-mode": false,
}
const isSourcesCheckout = (step: Step) => JSON.stringify(step.with) === JSON.stringify(SOURCES_CHECKOUT)
/** A job that checks the repository out runs its code (the branch's, in a pull request), unless it reads only the functions' sources. */
const runsRepositoryCode = (job: Job) => checkouts(job).some(step => !isSourcesCheckout(step))
const builds = (job: Job) => /npm run build|scripts\/ci\/build-site\.sh/.test(runs(job))
const deploys = (job: Job) => /wrangler(@[^ ]*|\.js"?)? pages deploy/.test(runs(job))
const permissionsOf = (job: Job) => job.permissions ?? workflow.permissions
const live = jobs.filter(([, job]) => deploys(job) && /--branch main\b/.test(runs(job)))
const previews = jobs.filter(([, job]) => deploys(job) && !/--branch main\b/.test(runs(job)))

const lockedVersion = (lockFile: string, name: string) =>
  (JSON.parse(fs.readFileSync(path.join(PROJECT_ROOT, lockFile), "utf8")) as { packages: Record<string, { version: string }> }).packages[`node_modules/${name}`]
    ?.version

describe("the deployment workflow's steps of trust", () => {
  it("never builds and deploys in one job: the deploy takes the artifact its own build job made, by the upload's id, and checks its digest", () => {
    expect(names(jobs.filter(([, job]) => builds(job) && deploys(job)))).toEqual([])
    for (const [name, job] of jobs.filter(([, job]) => deploys(job))) {
      // The id and digest come from a build job this job waits for, which hands on its own upload's.
      const from = /^\$\{\{ needs\.([\w-]+)\.outputs\.artifact-id \}\}$/.exec(job.env?.ARTIFACT_ID ?? "")?.[1]
      expect({ name, from, needed: needsOf(job).includes(from ?? "") }).toEqual({ name, from: expect.any(String), needed: true })
      expect({ name, digest: job.env?.ARTIFACT_DIGEST }).toEqual({ name, digest: `\${{ needs.${from}.outputs.artifact-digest }}` })
      const build = workflow.jobs[from!]
      const upload = build.steps.find(step => step.uses?.startsWith("actions/upload-artifact@"))
      expect({ name, from, builds: builds(build), outputs: build.outputs }).toEqual({
        name,
        from,
        builds: true,
        outputs: { "artifact-id": `\${{ steps.${upload?.id}.outputs.artifact-id }}`, "artifact-digest": `\${{ steps.${upload?.id}.outputs.artifact-digest }}` },
      })
      // By id, never by name (which any job of the run can upload under), kept zipped for the admission to hash.
      const downloads = job.steps.filter(step => step.uses?.startsWith("actions/download-artifact@"))
      expect({ name, downloads: downloads.map(step => step.with) }).toEqual({
        name,
        downloads: [{ "artifact-ids": "${{ env.ARTIFACT_ID }}", "skip-decompress": true, path: "${{ runner.temp }}/download" }],
      })
      const admit = job.steps.find(step => step.run?.startsWith("node - <<'ADMIT'"))?.run ?? ""
      expect({ name, checksDigest: admit.includes("sha256(zip) !== expected") && admit.includes("ARTIFACT_DIGEST") }).toEqual({ name, checksDigest: true })
    }
  })

  it("takes the server code from the commit's sources, never the artifact: the functions' routes and their sources as the workflow lists them", () => {
    // The routes are the files of functions/, each a Pages Function (a middleware or a catch-all would be one more).
    const routes = (fs.readdirSync(path.join(PROJECT_ROOT, "functions"), { recursive: true, encoding: "utf8" }) as string[])
      .filter(file => file.endsWith(".ts"))
      .map(file => file.split(path.sep).join("/"))
      .sort()
    expect(String(workflow.env?.FUNCTION_ROUTES).split(/\s+/).filter(Boolean).sort()).toEqual(routes)
    // The sources are exactly what bundling the routes reads: the sparse checkout holds no more, and the bundle needs no more.
    const { metafile } = buildSync({
      entryPoints: routes.map(route => path.join(PROJECT_ROOT, "functions", route)),
      bundle: true,
      write: false,
      metafile: true,
      format: "esm",
      platform: "neutral",
      outdir: "out",
      absWorkingDir: PROJECT_ROOT,
    })
    const patterns = String(workflow.env?.FUNCTION_SOURCES)
      .split("\n")
      .map(line => line.trim().replace(/^\//, ""))
      .filter(Boolean)
    const inPatterns = (file: string) => patterns.some(pattern => (pattern.endsWith("/") ? file.startsWith(pattern) : file === pattern))
    const tracked = (folder: string) =>
      (fs.readdirSync(path.join(PROJECT_ROOT, folder), { recursive: true, encoding: "utf8" }) as string[]).map(
        file => `${folder}${file.split(path.sep).join("/")}`,
      )
    const checkedOut = patterns
      .flatMap(pattern => (pattern.endsWith("/") ? tracked(pattern) : [pattern]))
      .filter(file => fs.statSync(path.join(PROJECT_ROOT, file)).isFile())
    expect({ imported: Object.keys(metafile.inputs).sort(), checkedOut: checkedOut.sort() }).toEqual({
      imported: checkedOut.sort(),
      checkedOut: Object.keys(metafile.inputs).filter(inPatterns).sort(),
    })
    for (const [name, job] of jobs.filter(([, job]) => deploys(job))) {
      const admit = job.steps.find(step => step.run?.startsWith("node - <<'ADMIT'"))?.run ?? ""
      // The artifact's functions/ is refused outright; the sources' functions/ holds the listed routes alone.
      expect({
        name,
        refusesArtifactFunctions: /functions: \(\) => "server code/.test(admit),
        listsRoutes: admit.includes("!routes.includes(relative)"),
      }).toEqual({
        name,
        refusesArtifactFunctions: true,
        listsRoutes: true,
      })
    }
  })

  it("gives no job that runs the repository's code a secret or a write token", () => {
    const coded = jobs.filter(([, job]) => runsRepositoryCode(job))
    expect(coded.length).toBeGreaterThan(0)
    expect(names(coded.filter(([, job]) => holdsSecret(job)))).toEqual([])
    expect(
      coded.filter(([, job]) => Object.values(permissionsOf(job)).includes("write")).map(([name, job]) => ({ name, permissions: permissionsOf(job) })),
    ).toEqual([])
  })

  it("takes every secret from an environment, never the repository's: production's only on main's live deploy, a preview's of its own", () => {
    const holders = jobs.filter(([, job]) => holdsSecret(job))
    expect(holders.length).toBeGreaterThan(0)
    expect(holders.filter(([, job]) => environmentOf(job) === undefined).map(([name, job]) => ({ name, secrets: secretsOf(job) }))).toEqual([])
    for (const [name, job] of holders) {
      const environment = environmentOf(job)
      // A preview's credentials are named apart, so that no secret of production's (or one left at the repository) can answer for them.
      if (environment === "production") expect({ name, live: live.some(([liveName]) => liveName === name) }).toEqual({ name, live: true })
      else
        expect({ name, environment, secrets: secretsOf(job).filter(secret => !secret.startsWith("PREVIEW_")) }).toEqual({
          name,
          environment: "preview",
          secrets: [],
        })
    }
  })

  it("runs in a secret's job nothing of the repository's: wrangler from the deploy tools' lock file, as the workflow pins it, without install scripts", () => {
    // The workflow pins the deploy tools' two files and the host's settings; the artifact carries the files, the workflow writes the settings.
    for (const file of ["package.json", "package-lock.json"]) {
      const pinned = workflow.env?.[file === "package.json" ? "DEPLOY_TOOLS_PACKAGE_SHA256" : "DEPLOY_TOOLS_LOCK_SHA256"]
      const actual = crypto
        .createHash("sha256")
        .update(fs.readFileSync(path.join(PROJECT_ROOT, "deploy-tools", file)))
        .digest("hex")
      expect({ file, pinned, fix: "after changing deploy-tools/, put `sha256sum deploy-tools/package*.json` into the workflow's env" }).toEqual({
        file,
        pinned: actual,
        fix: expect.any(String),
      })
    }
    const wranglerToml = fs.readFileSync(path.join(PROJECT_ROOT, "wrangler.toml"), "utf8")
    expect([workflow.env?.PAGES_PROJECT, workflow.env?.PAGES_COMPATIBILITY_DATE]).toEqual([
      /^name = "([^"]+)"/m.exec(wranglerToml)?.[1],
      /^compatibility_date = "([^"]+)"/m.exec(wranglerToml)?.[1],
    ])
    // The release the host tests run (npm run serve) is the one that deploys.
    expect(lockedVersion("deploy-tools/package-lock.json", "wrangler")).toBe(lockedVersion("package-lock.json", "wrangler"))
    for (const [name, job] of jobs.filter(([, job]) => holdsSecret(job))) {
      expect({ name, checkouts: checkouts(job).map(step => step.with) }).toEqual({ name, checkouts: [SOURCES_CHECKOUT] })
      // Its own permissions, never the workflow's: reading the sources, and a preview's commit status.
      expect({ name, permissions: job.permissions }).toEqual({
        name,
        permissions: runs(job).includes("/statuses/") ? { contents: "read", statuses: "write" } : { contents: "read" },
      })
      const installs = job.steps.filter(step => /\bnpm (ci|install|i)\b/.test(step.run ?? ""))
      expect({ name, installs: installs.map(step => [step["working-directory"], step.run?.trim()]) }).toEqual({
        name,
        installs: [["${{ runner.temp }}/tools", "npm ci --ignore-scripts --no-audit --no-fund --userconfig /dev/null --registry https://registry.npmjs.org/"]],
      })
      // Nothing else of npm's, no tool fetched by name (and with no checkout, no file of the repository's to run).
      expect({ name, others: runs(job).match(/\bnpx\b|\bnpm (run|exec|install|i)\b|\btsx\b|\bbash\b|\byarn\b|\bpnpm\b/g) }).toEqual({
        name,
        others: null,
      })
      // node runs the workflow's own code (-e, or - from the step's text) or the installed wrangler.
      const programs = runs(job).match(/\bnode (?!-e |- )\S+/g) ?? []
      expect({ name, programs: programs.filter(program => program !== 'node "$RUNNER_TEMP/tools/node_modules/wrangler/bin/wrangler.js"') }).toEqual({
        name,
        programs: [],
      })
    }
  })

  it("treats the artifact as data: admitted into folders of its own by the workflow's own script before anything is installed or deployed", () => {
    for (const [name, job] of jobs.filter(([, job]) => deploys(job))) {
      const at = (test: (step: Step) => boolean) => job.steps.findIndex(test)
      const download = at(step => !!step.uses?.startsWith("actions/download-artifact@"))
      const sources = at(isSourcesCheckout)
      const admit = at(step => !!step.run?.startsWith("node - <<'ADMIT'"))
      const install = at(step => !!step.run?.startsWith("npm ci"))
      const deploy = at(step => deploys({ steps: [step] }))
      expect({ name, order: download < admit && sources < admit && admit < install && install < deploy }).toEqual({ name, order: true })
      expect({ name, deploysFrom: job.steps[deploy]["working-directory"] }).toEqual({ name, deploysFrom: "${{ runner.temp }}/site" })
      // Only the folder deploy-folder.ts makes: no hidden file of the build's travels in the artifact.
      const from = /needs\.([\w-]+)\./.exec(job.env?.ARTIFACT_ID ?? "")?.[1] ?? ""
      const upload = workflow.jobs[from]?.steps.find(step => step.uses?.startsWith("actions/upload-artifact@"))
      expect({ name, path: upload?.with?.path, hidden: upload?.with?.["include-hidden-files"] }).toEqual({ name, path: "deploy/", hidden: undefined })
    }
  })

  it("keeps no credentials in any checkout", () => {
    const all = jobs.flatMap(([name, job]) => checkouts(job).map(step => ({ name, keeps: step.with?.["persist-credentials"] })))
    expect(all.length).toBeGreaterThan(0)
    expect(all.filter(checkout => checkout.keeps !== false)).toEqual([])
  })

  it("pins every action by its full commit, with its release beside it, and the image by its digest", () => {
    const uses = [...workflowText.matchAll(/^\s*(?:- )?uses: (\S+)(.*)$/gm)].map(([, action, comment]) => `${action}${comment}`)
    expect(uses.length).toBeGreaterThan(0)
    expect(uses.filter(line => !/^[\w./-]+@[0-9a-f]{40} # v\d+\.\d+\.\d+$/.test(line))).toEqual([])
    const images = jobs.map(([, job]) => (typeof job.container === "string" ? job.container : job.container?.image)).filter(Boolean)
    expect(images.length).toBeGreaterThan(0)
    expect(images.filter(image => !/^[\w./-]+:[\w.-]+@sha256:[0-9a-f]{64}$/.test(image!))).toEqual([])
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

  it("hands the editor's sign-in secret to one step of the live deploy, after the artifact is admitted and the tools installed, which hold no secret", () => {
    const holders = jobs.filter(([, job]) => jobText(job).includes("secrets.CMS_GITHUB_CLIENT_SECRET"))
    expect(names(holders)).toEqual(names(live))
    const [[, job]] = holders
    const steps = job.steps.filter(step => JSON.stringify(step.env ?? {}).includes("secrets.CMS_GITHUB_CLIENT_SECRET"))
    expect(steps).toHaveLength(1)
    expect(JSON.stringify(job.env ?? {})).not.toContain("secrets.")
    const before = job.steps.slice(0, job.steps.indexOf(steps[0]))
    expect(before.filter(step => JSON.stringify(step.env ?? {}).includes("secrets."))).toEqual([])
    expect(before.some(step => step.run?.startsWith("npm ci"))).toBe(true)
    // The project is the one the workflow names (wrangler.toml's, as the test above holds).
    expect(steps[0].run).toMatch(
      /\| node "\$RUNNER_TEMP\/tools\/node_modules\/wrangler\/bin\/wrangler\.js" pages secret bulk --project-name "\$PAGES_PROJECT"\s*$/,
    )
    // Only the live deploy is a production deployment: the lane reads those as the commits that went live.
    const production = jobs.filter(([, other]) => environmentOf(other) === "production")
    expect(names(production)).toEqual(names(live))
  })
})

describe("the suite's job", () => {
  it("runs .ci/run, which audits the lock file after the install (strictly on GitHub: scripts/audit.ts)", () => {
    expect(runs(workflow.jobs.test).trim()).toBe("bash .ci/run")
    // One lane of scripts/test.sh a runner, every lane it knows, and neither cancelling the other.
    const testScript = fs.readFileSync(path.join(PROJECT_ROOT, "scripts/test.sh"), "utf8")
    const lanes = /case "\$lane" in both \| ([\w-]+(?: \| [\w-]+)*)\)/.exec(testScript)?.[1].split(" | ")
    const { strategy, steps } = workflow.jobs.test as Job & { strategy?: { "fail-fast"?: boolean; matrix?: { lane?: string[] } } }
    expect({ lanes: strategy?.matrix?.lane, failFast: strategy?.["fail-fast"] }).toEqual({ lanes, failFast: false })
    expect(steps.find(step => step.run === "bash .ci/run")?.env).toEqual({ TEST_LANE: "${{ matrix.lane }}" })
    const ciRun = fs.readFileSync(path.join(PROJECT_ROOT, ".ci/run"), "utf8")
    expect(ciRun.indexOf("npm run --silent audit")).toBeGreaterThan(ciRun.indexOf("npm ci "))
    expect(ciRun.indexOf("npm run --silent audit")).toBeLessThan(ciRun.indexOf("npm test"))
  })
})

describe("the next Node.js line's job", () => {
  const nextNode = jobs.filter(([, job]) => /^bash scripts\/ci\/next-node\.sh$/m.test(runs(job)))
  /** Every job a job waits for, and each of theirs. */
  const awaited = (name: string): string[] => needsOf(workflow.jobs[name]).flatMap(need => [need, ...awaited(need)])

  it("runs scripts/ci/next-node.sh in one job that no job waits for, so it blocks no deploy", () => {
    expect(names(nextNode)).toHaveLength(1)
    const [[name]] = nextNode
    expect(jobs.filter(([other]) => awaited(other).includes(name)).map(([other]) => other)).toEqual([])
    // The deploys wait for what they waited for before it.
    expect(needsOf(workflow.jobs.deploy).sort()).toEqual(["build", "lane", "test"])
    expect(needsOf(workflow.jobs.preview).sort()).toEqual(["preview-build", "preview-started"])
  })

  it("holds no secret and no write token, keeps no credential, uses no cache and audits what it installs", () => {
    const [[name, job]] = nextNode
    expect({
      name,
      permissions: job.permissions,
      secrets: secretsOf(job),
      environment: environmentOf(job),
      token: jobText(job).includes("github.token"),
    }).toEqual({
      name,
      permissions: { contents: "read" },
      secrets: [],
      environment: undefined,
      token: false,
    })
    expect(checkouts(job).map(step => step.with?.["persist-credentials"])).toEqual([false])
    expect(job.steps.filter(step => step.uses?.startsWith("actions/cache"))).toEqual([])
    const script = fs.readFileSync(path.join(PROJECT_ROOT, "scripts/ci/next-node.sh"), "utf8")
    const at = (command: string) => script.search(new RegExp(`^${command}`, "m"))
    expect({ audits: at("npm run --silent audit") > at("npm ci ") && at("npm ci ") > 0 }).toEqual({ audits: true })
    // Not a build the deploys take: it uploads nothing.
    expect(job.steps.filter(step => step.uses?.startsWith("actions/upload-artifact@"))).toEqual([])
  })
})

describe("the live deploy", () => {
  it("deploys only from main, on a push, the schedule or by hand, once the suite passed or the lane is the content lane", () => {
    expect(live).toHaveLength(1)
    const [[, deploy]] = live
    const [build] = needsOf(deploy)
      .map(name => workflow.jobs[name])
      .filter(builds)
    expect(build).toBeDefined()
    expect(needsOf(deploy).sort()).toEqual(["build", "lane", "test"])
    expect(deploy.if).toContain("needs.build.result == 'success'")
    expect(deploy.if).toContain("needs.lane.result == 'success'")
    // The suite passed, or it was left out because the lane is the content lane.
    expect(deploy.if).toContain("needs.test.result == 'success'")
    expect(deploy.if).toContain("needs.test.result == 'skipped' && needs.lane.outputs.lane == 'content'")
    expect(workflow.jobs.test.if).toContain("needs.lane.outputs.lane != 'content'")
    const lane = workflow.jobs.lane
    for (const job of [lane, build]) {
      expect(job.if).toContain("github.event_name != 'pull_request'")
      expect(job.if).toContain("github.ref == 'refs/heads/main'")
    }
    expect(runs(lane)).toContain("scripts/ci/lane.ts")
    expect(lane.permissions).toEqual({ contents: "read", deployments: "read" })
  })

  it("builds from the lock file alone, with npm's download cache at most, which only a job that runs no package's code writes", () => {
    const caching = jobs.flatMap(([name, job]) => job.steps.filter(step => step.uses?.startsWith("actions/cache")).map(step => ({ name, job, step })))
    expect(caching.length).toBeGreaterThan(0)
    expect(caching.filter(({ step }) => step.with?.path !== "~/.npm").map(({ name }) => name)).toEqual([])
    // Whoever writes it: no secret, and nothing run but npm ci without install scripts.
    const writers = caching.filter(({ step }) => !step.uses?.startsWith("actions/cache/restore@"))
    expect(writers.length).toBeGreaterThan(0)
    for (const { name, job } of writers) {
      const commands = runs(job)
        .split("\n")
        .map(line => line.trim())
        .filter(Boolean)
      expect({ name, secrets: secretsOf(job), others: commands.filter(command => !/^npm ci\b.* --ignore-scripts\b/.test(command)) }).toEqual({
        name,
        secrets: [],
        others: [],
      })
      expect({ name, writes: job.steps.filter(step => /^actions\/cache(\/save)?@/.test(step.uses ?? "")).length }).toEqual({ name, writes: 1 })
    }
    for (const [name, job] of jobs.filter(([, job]) => builds(job))) {
      // A build only reads the cache.
      expect({ name, caches: job.steps.filter(step => step.uses?.startsWith("actions/cache")).map(step => step.uses?.split("@")[0]) }).toEqual({
        name,
        caches: ["actions/cache/restore"],
      })
      // npm ci on every build: never skipped because node_modules came from somewhere.
      expect({
        name,
        install: runs(job)
          .match(/^.*npm ci.*$/m)?.[0]
          .trim(),
      }).toEqual({ name, install: "npm ci --omit=dev --no-audit --no-fund --strict-allow-scripts --prefer-offline" })
    }
  })

  it("audits the lock files before every build it may deploy, the content lane and the morning's included", () => {
    for (const [name, job] of jobs.filter(([, job]) => builds(job))) {
      const text = runs(job)
      expect({
        name,
        order: text.indexOf("npm ci") < text.indexOf("npm run --silent audit") && text.indexOf("npm run --silent audit") < text.indexOf("build-site.sh"),
      }).toEqual({
        name,
        order: true,
      })
    }
    // GitHub's runner makes the audit strict (a registry that does not answer fails it), and it reads the deploy tools' lock file too.
    const audit = fs.readFileSync(path.join(PROJECT_ROOT, "scripts/audit.ts"), "utf8")
    expect(audit).toContain('process.env.GITHUB_ACTIONS === "true"')
    expect(audit).toContain('path.join(root, "deploy-tools")')
  })

  it("builds from the whole history, and stops without it, so that every address data/ has had keeps answering (src/addresses/)", () => {
    for (const [name, job] of jobs.filter(([, job]) => builds(job))) {
      const checkout = job.steps.find(step => step.uses?.startsWith("actions/checkout@"))
      const build = job.steps.find(step => step.run?.includes("build-site.sh"))
      expect({ name, fetchDepth: checkout?.with?.["fetch-depth"], required: build?.env?.REQUIRE_ADDRESS_HISTORY }).toEqual({ name, fetchDepth: 0, required: 1 })
    }
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
    expect(runs(preview)).toMatch(/wrangler\.js" pages deploy --branch "\$BRANCH"/)
    expect(preview.env?.BRANCH).toBe("pr-${{ github.event.pull_request.number }}")
    // The author names the branch: its name reaches no deploy and no script.
    expect(workflowText).not.toContain("head_ref")
    expect(jobs.flatMap(([, job]) => job.steps.filter(step => step.run?.includes("${{")).map(step => step.name ?? step.run))).toEqual([])
  })

  it("gives the right to set a commit status only to the jobs that set one, and no other write right to any job", () => {
    expect(workflow.permissions).toEqual({ contents: "read" })
    const writers = jobs.filter(([, job]) => job.permissions && Object.values(job.permissions).includes("write"))
    for (const [name, job] of writers) {
      const written = Object.entries(job.permissions ?? {}).filter(([, access]) => access === "write")
      expect({ name, written }).toEqual({ name, written: [["statuses", "write"]] })
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

  it("shows the news posts scheduled for a day to come in the draft's preview alone, never on the live site", () => {
    const buildSteps = jobs.flatMap(([name, job]) =>
      job.steps.filter(step => builds({ ...job, steps: [step] })).map(step => ({ name, env: { ...job.env, ...step.env } })),
    )
    expect(buildSteps.map(({ name, env }) => ({ name, showScheduled: String(env[SHOW_SCHEDULED_VARIABLE] ?? "") }))).toEqual(
      expect.arrayContaining([
        { name: "build", showScheduled: "" },
        { name: "preview-build", showScheduled: "1" },
      ]),
    )
    expect(workflow.env?.[SHOW_SCHEDULED_VARIABLE]).toBeUndefined()
  })

  it("installs only what building needs in the build jobs", () => {
    for (const [name, job] of jobs.filter(([, job]) => builds(job))) {
      expect({ name, installs: runs(job).match(/npm ci[^\n]*/g) }).toEqual({ name, installs: [expect.stringContaining("npm ci --omit=dev")] })
    }
  })
})
