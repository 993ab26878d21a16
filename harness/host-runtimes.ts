/**
 * The static hosts' own local runtimes, serving a built public/ as each host would: they, not
 * our test server, say how a host applies `_headers`, `_redirects` and
 * `staticwebapp.config.json`, answers an unknown address and treats a trailing slash
 * (docs/hosting.md). Each is an npm package of the project, run offline: no account, no sign-in,
 * no telemetry.
 */
import { spawn, type ChildProcess } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { PROJECT_ROOT } from "./content"
import { freePort } from "./static-server"

export type HostName = "Cloudflare Pages" | "Netlify"

export interface HostRuntime {
  host: HostName
  url: string
  /** What the runtime printed, for a failure's message. */
  output: () => string
  close: () => Promise<void>
}

const bin = (name: string) => path.join(PROJECT_ROOT, "node_modules", ".bin", name)

/** The compatibility date of the Workers runtime the project is deployed on (wrangler.toml). */
export function wranglerCompatibilityDate(): string {
  const date = fs.readFileSync(path.join(PROJECT_ROOT, "wrangler.toml"), "utf8").match(/^compatibility_date\s*=\s*"([\d-]+)"/m)?.[1]
  if (!date) throw new Error("wrangler.toml has no compatibility_date")
  return date
}

/** How each runtime is started on `publicDir` at `port`, quietly and offline. */
function command(host: HostName, publicDir: string, port: number): { file: string; args: string[]; env: NodeJS.ProcessEnv } {
  switch (host) {
    case "Cloudflare Pages":
      return {
        file: bin("wrangler"),
        args: [
          "pages",
          "dev",
          publicDir,
          "--ip",
          "127.0.0.1",
          "--port",
          String(port),
          "--compatibility-date",
          wranglerCompatibilityDate(),
          "--log-level",
          "warn",
        ],
        env: { WRANGLER_SEND_METRICS: "false", CLOUDFLARE_API_TOKEN: "" },
      }
    case "Netlify":
      return {
        file: bin("netlify"),
        args: ["dev", "--offline", "--internal-disable-edge-functions", "--dir", publicDir, "--port", String(port), "--framework", "#static", "--no-open"],
        env: { NETLIFY_TELEMETRY_DISABLED: "1", BROWSER: "none" },
      }
  }
}

/**
 * Starts `host`'s runtime on `publicDir` and waits until it answers (up to two minutes). On
 * Cloudflare Pages it runs the project's functions/ too (or `functionsDir`), with `settings` as the Pages project's
 * variables and secrets (from a `.dev.vars` file, so that no value is on a command line).
 */
export async function startHostRuntime(
  host: HostName,
  publicDir: string,
  { settings = {}, functionsDir = path.join(PROJECT_ROOT, "functions") }: { settings?: Record<string, string>; functionsDir?: string } = {},
): Promise<HostRuntime> {
  const port = await freePort()
  const { file, args, env } = command(host, publicDir, port)
  // Each runtime keeps state and logs in its working folder and home: a fresh one of each, so
  // that nothing of a developer's own sign-in or settings is used.
  const home = fs.mkdtempSync(path.join(os.tmpdir(), "host-runtime-"))
  if (host === "Cloudflare Pages") {
    // wrangler pages dev runs the functions/ of its working folder.
    fs.symlinkSync(functionsDir, path.join(home, "functions"))
    fs.writeFileSync(
      path.join(home, ".dev.vars"),
      Object.entries(settings)
        .map(([name, value]) => `${name}=${JSON.stringify(value)}\n`)
        .join(""),
    )
  }
  const child: ChildProcess = spawn(file, args, {
    cwd: home,
    env: { ...process.env, HOME: home, XDG_CONFIG_HOME: path.join(home, ".config"), CI: "1", ...env },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  })
  let printed = ""
  child.stdout?.on("data", chunk => (printed += chunk))
  child.stderr?.on("data", chunk => (printed += chunk))
  const url = `http://127.0.0.1:${port}`
  const close = async () => {
    if (child.exitCode === null && child.pid) {
      const exited = new Promise(resolve => child.once("exit", resolve))
      process.kill(-child.pid, "SIGTERM")
      // Unref'd, so that a runtime that exits at once leaves no timer holding Jest open.
      await Promise.race([exited, new Promise(resolve => setTimeout(resolve, 5000).unref())])
      if (child.exitCode === null) process.kill(-child.pid, "SIGKILL")
    }
    child.stdout?.destroy()
    child.stderr?.destroy()
    fs.rmSync(home, { recursive: true, force: true })
  }
  const deadline = Date.now() + 120_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${host}'s runtime stopped (exit code ${child.exitCode}):\n${printed}`)
    try {
      const response = await fetch(`${url}/`, { redirect: "manual" })
      if (response.status === 200) break
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await close()
      throw new Error(`${host}'s runtime did not answer at ${url} within two minutes:\n${printed}`)
    }
    await new Promise(resolve => setTimeout(resolve, 250))
  }
  return { host, url, output: () => printed, close }
}
