/**
 * @jest-environment node
 *
 * The pieces of the editor's sign-in that need no host: the functions sit at the addresses the
 * editor is given, the editor signs in at whatever address it is opened, and the launch check
 * stops on a host set-up that lacks the sign-in. The sign-in itself runs on Cloudflare Pages'
 * runtime in __tests__/hosts/editor-sign-in.test.ts.
 */
import fs from "node:fs"
import path from "node:path"
import { editorSetUpSteps, liveBackend } from "../../src/admin/adminApp"
import { CALLBACK_PATH, DEFAULT_SCOPE, SIGN_IN_PATH, startSignIn } from "../../src/admin/signIn/githubSignIn"
import { checkHostSetUp } from "../../src/gatsby-node/hostSetUp"
import { PROJECT_ROOT } from "../../harness/content"
import { runAdminScript } from "../helpers/adminScript"

/** The file of functions/ that Cloudflare Pages runs at an address (its routing by file name). */
const functionAt = (address: string) =>
  [`${address}.ts`, `${address}/index.ts`].map(file => path.join(PROJECT_ROOT, "functions", file)).find(file => fs.existsSync(file))

describe("the editor's sign-in", () => {
  it("has a function at the start address and at the callback, each answering GET", () => {
    for (const address of [SIGN_IN_PATH, CALLBACK_PATH]) {
      const file = functionAt(address)
      expect({ address, file: file && path.relative(PROJECT_ROOT, file) }).toEqual({ address, file: expect.stringMatching(/^functions\//) })
      expect(fs.readFileSync(file as string, "utf8")).toMatch(/export const onRequestGet\b/)
    }
  })

  it("says so, and sends no one to GitHub, until the Pages project has the app's client id and secret", async () => {
    for (const settings of [{}, { CMS_GITHUB_CLIENT_ID: "Iv1.0123456789abcdef" }]) {
      const response = await startSignIn(new Request(`https://www.example.org${SIGN_IN_PATH}?provider=github&scope=repo`), settings)
      expect({ status: response.status, location: response.headers.get("location"), cookie: response.headers.get("set-cookie") }).toEqual({
        status: 503,
        location: null,
        cookie: null,
      })
      expect(await response.text()).toMatch(/<h1>Signing in is not set up yet<\/h1>[\s\S]*docs\/hosting.md, &quot;Signing in to the web editor&quot;/)
    }
  })

  it("asks GitHub for the host's scope, repo unless it says public_repo, and will not start on a scope it does not know", async () => {
    const secrets = { CMS_GITHUB_CLIENT_ID: "Iv1.0123456789abcdef", CMS_GITHUB_CLIENT_SECRET: "secret" }
    const scopeAsked = async (settings: Record<string, string>) => {
      const response = await startSignIn(new Request(`https://www.example.org${SIGN_IN_PATH}?provider=github&scope=admin:org`), settings)
      return { status: response.status, scope: new URL(response.headers.get("location") ?? "https://none.invalid").searchParams.get("scope") }
    }
    expect(DEFAULT_SCOPE).toBe("repo")
    expect(await scopeAsked(secrets)).toEqual({ status: 302, scope: "repo" })
    expect(await scopeAsked({ ...secrets, CMS_GITHUB_SCOPE: "public_repo" })).toEqual({ status: 302, scope: "public_repo" })
    for (const unknown of ["admin:org", "repo,delete_repo", "toString"]) {
      expect({ unknown, ...(await scopeAsked({ ...secrets, CMS_GITHUB_SCOPE: unknown })) }).toEqual({ unknown, status: 503, scope: null })
    }
  })

  it("is the live editor's, except on Netlify, which signs in by itself", () => {
    expect(liveBackend({ CMS_REPO: "author/site" })).toEqual({ name: "github", repo: "author/site", branch: "main", auth_endpoint: SIGN_IN_PATH.slice(1) })
    expect(liveBackend({ CMS_REPO: "author/site", NETLIFY: "true" })).not.toHaveProperty("auth_endpoint")
  })

  it("starts at the address the editor is opened at (the live domain or a preview's), unless the configuration names one", async () => {
    const started = async (backend: Record<string, string>) => {
      const { started: options } = await runAdminScript({ backend }, { origin: "https://preview.example.org" })
      return (options as { config: { backend: Record<string, string> } } | undefined)?.config.backend
    }
    expect(await started({ name: "github", auth_endpoint: "api/auth" })).toEqual({
      name: "github",
      auth_endpoint: "api/auth",
      base_url: "https://preview.example.org",
    })
    expect(await started({ name: "github", auth_endpoint: "api/auth", base_url: "https://auth.example.org" })).toMatchObject({
      base_url: "https://auth.example.org",
    })
    expect(await started({ name: "github" })).not.toHaveProperty("base_url")
  })
})

describe("the host's set-up in the launch check", () => {
  const complete = { CMS_REPO: "author/site", CMS_GITHUB_CLIENT_ID: "Iv1.0123456789abcdef" }

  it("names a missing repository and a missing client id as set-up steps, and nothing once both are set", () => {
    expect(editorSetUpSteps(complete)).toEqual([])
    const steps = editorSetUpSteps({})
    expect(steps).toEqual([expect.stringMatching(/^CMS_REPO is not set/), expect.stringMatching(/^CMS_GITHUB_CLIENT_ID is not set/)])
    // Each names the section of docs/hosting.md that gives the step, which must be there.
    const headings = fs.readFileSync(path.join(PROJECT_ROOT, "docs/hosting.md"), "utf8").match(/^#+ .+$/gm) ?? []
    for (const step of steps) expect(headings).toContain(`### ${/docs\/hosting\.md, "([^"]+)"/.exec(step)?.[1]}`)
    // Netlify signs in by itself: no client id to give.
    expect(editorSetUpSteps({ CMS_REPO: "author/site", NETLIFY: "true" })).toEqual([])
  })

  it("stops a build with LAUNCH_CHECK=1 on them, and only mentions them in one line otherwise", () => {
    const run = (env: NodeJS.ProcessEnv) => {
      const reporter = { panic: jest.fn(), info: jest.fn() }
      const saved = process.env
      process.env = env
      try {
        checkHostSetUp?.({ reporter } as never, {} as never, () => undefined)
      } finally {
        process.env = saved
      }
      return reporter
    }
    const launch = run({ LAUNCH_CHECK: "1", CMS_REPO: "author/site" })
    expect(launch.panic).toHaveBeenCalledWith(
      expect.stringMatching(/^The launch check failed: the host's set-up has a step left\.\n- CMS_GITHUB_CLIENT_ID is not set/),
    )
    const everyDay = run({})
    expect(everyDay.panic).not.toHaveBeenCalled()
    expect(everyDay.info.mock.calls).toEqual([[expect.not.stringContaining("\n")]])
    const ready = run({ LAUNCH_CHECK: "1", ...complete })
    expect([ready.panic.mock.calls, ready.info.mock.calls]).toEqual([[], []])
  })
})
