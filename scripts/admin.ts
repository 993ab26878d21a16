/**
 * `npm run admin`: the web editor on this computer, saving straight into data/ of this working
 * copy. It starts Decap CMS's local proxy (decap-server, which reads and writes the files) and
 * serves the editor at http://127.0.0.1:8000/admin/. Build the site afterwards (npm run build,
 * or npm run develop) to see the changes; nothing is committed for you. Here Save (Publish) writes
 * at once: the live site's drafts (the editorial workflow) need the proxy's git mode, which would
 * commit and switch branches in this working copy (docs/hosting.md, "Drafts and previews").
 */
import { spawn } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { ADMIN_PATH, liveBackend, LOCAL_PROXY_PORT, writeAdminApp } from "../src/admin/adminApp"
import { serveFolder } from "../harness/static-server"

export interface Editor {
  /** The editor's address ("http://127.0.0.1:8000/admin/"). */
  url: string
  close: () => Promise<void>
}

/**
 * Starts the local proxy on `projectRoot` and serves the editor; resolves once both listen.
 * `drafts`: the live site's editorial workflow instead (Save makes a draft on a cms/… branch,
 * Publish merges it into main), with the proxy in its git mode, which commits, and checks out
 * branches in, `projectRoot`: for a throwaway repository (the drafts test), never a working copy.
 */
export async function startEditor({
  projectRoot,
  proxyPort = LOCAL_PROXY_PORT,
  editorPort = 8000,
  drafts = false,
}: {
  projectRoot: string
  proxyPort?: number
  editorPort?: number
  drafts?: boolean
}): Promise<Editor> {
  const site = fs.mkdtempSync(path.join(os.tmpdir(), "admin-"))
  fs.writeFileSync(path.join(site, "404.html"), `<!doctype html><title>Not found</title><p>The editor is at <a href="${ADMIN_PATH}/">${ADMIN_PATH}/</a>.</p>`)
  writeAdminApp(path.join(site, ADMIN_PATH), { backend: liveBackend(), localBackendUrl: `http://localhost:${proxyPort}/api/v1`, editorialWorkflow: drafts })
  const proxy = spawn(process.execPath, [require.resolve("decap-server/dist/index.js")], {
    env: { ...process.env, PORT: String(proxyPort), BIND_HOST: "127.0.0.1", GIT_REPO_DIRECTORY: projectRoot, MODE: drafts ? "git" : "fs" },
    stdio: ["ignore", "pipe", "inherit"],
  })
  await new Promise<void>((resolve, reject) => {
    proxy.stdout.on("data", (chunk: Buffer) => String(chunk).includes("listening") && resolve())
    proxy.on("exit", code =>
      reject(new Error(`The editor's local proxy (decap-server) stopped with code ${code}: is port ${proxyPort} in use? Set CMS_PROXY_PORT to another.`)),
    )
  })
  const server = await serveFolder(site, { port: editorPort })
  return {
    url: `${server.url}${ADMIN_PATH}/`,
    close: async () => {
      proxy.kill()
      await server.close()
      fs.rmSync(site, { recursive: true, force: true })
    },
  }
}

if (require.main === module) {
  const projectRoot = path.resolve(__dirname, "..")
  startEditor({ projectRoot, proxyPort: Number(process.env.CMS_PROXY_PORT ?? LOCAL_PROXY_PORT), editorPort: Number(process.env.CMS_EDITOR_PORT ?? 8000) })
    .then(editor => {
      console.log(`The content editor is at ${editor.url} and saves into ${path.join(projectRoot, "data")}. Stop it with Ctrl+C.`)
      const stop = () => editor.close().then(() => process.exit(0))
      process.on("SIGINT", stop)
      process.on("SIGTERM", stop)
    })
    .catch(error => {
      console.error(error instanceof Error ? error.message : error)
      process.exit(1)
    })
}
