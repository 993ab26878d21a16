/**
 * The folder the deploy workflow's build jobs hand to its deploy jobs (scripts/ci/deploy-folder.ts),
 * served by Cloudflare Pages' own runtime from that folder alone, as `wrangler pages deploy` takes
 * it: the pages with their headers, and the editor's sign-in functions, bundled, answering.
 */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { DEPLOY_TOOLS_FILES, makeDeployFolder } from "../../scripts/ci/deploy-folder"
import { SIGN_IN_PATH } from "../../src/admin/signIn/githubSignIn"
import { startHostRuntime, type HostRuntime } from "../../harness/host-runtimes"
import { PUBLIC_DIR } from "../../harness/built-site"
import { headersFor, parseHeadersFile } from "../../harness/static-server"

jest.setTimeout(180_000)

let folder: string
let functions: string[]
let runtime: HostRuntime

beforeAll(async () => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), "deploy-folder-"))
  functions = await makeDeployFolder({ publicDir: PUBLIC_DIR, out: folder })
  runtime = await startHostRuntime("Cloudflare Pages", path.join(folder, "public"), { functionsDir: path.join(folder, "functions") })
})
afterAll(async () => {
  await runtime?.close()
  fs.rmSync(folder, { recursive: true, force: true })
})

describe("the deploy folder", () => {
  it("holds the built site, each function as one plain JavaScript file that imports nothing, and the deploy tools' two files, nothing else", () => {
    expect(fs.readFileSync(path.join(folder, "public/index.html"))).toEqual(fs.readFileSync(path.join(PUBLIC_DIR, "index.html")))
    expect(functions.length).toBeGreaterThan(0)
    for (const file of functions) {
      const code = fs.readFileSync(path.join(folder, file), "utf8")
      expect({ file, imports: code.match(/^import .*$/gm) }).toEqual({ file, imports: null })
      expect(code).toContain("onRequestGet")
    }
    // Nothing of the repository's sources travels with it, nor the host's settings: the deploy jobs write those themselves.
    expect(fs.readdirSync(folder).sort()).toEqual(["functions", "public", "tools"])
    expect(fs.readdirSync(path.join(folder, "tools")).sort()).toEqual([...DEPLOY_TOOLS_FILES].sort())
  })

  it("answers the home page with the site's headers, on the host's runtime", async () => {
    const response = await fetch(`${runtime.url}/`)
    expect(response.status).toBe(200)
    const expected = headersFor(parseHeadersFile(fs.readFileSync(path.join(PUBLIC_DIR, "_headers"), "utf8")), "/")
    expect(response.headers.get("content-security-policy")).toBe(expected["Content-Security-Policy"])
  })

  it("runs the bundled sign-in: with no set-up yet, its page says so", async () => {
    const response = await fetch(`${runtime.url}${SIGN_IN_PATH}?provider=github`, { headers: { "Sec-Fetch-Site": "same-origin" }, redirect: "manual" })
    expect(response.status).toBe(503)
    expect(await response.text()).toContain("Signing in is not set up yet")
    expect(response.headers.get("content-security-policy")).toContain("default-src 'none'")
  })
})
