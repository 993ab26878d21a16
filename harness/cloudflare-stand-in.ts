/**
 * A stand-in for Cloudflare's API on loopback, answering the calls `wrangler pages deploy` makes
 * (the project, its secrets, an upload token, the assets' hashes, the deployment and its status), so that a
 * test can run the deploy workflow's own deploy step and read what it would have put live: the
 * deployment's manifest (every file of public/ by its path), and the parts sent beside it (the
 * host's `_headers` and `_redirects`, the Functions' bundle). It records every request with the
 * token it carried. Point wrangler at it with CLOUDFLARE_API_BASE_URL.
 */
import http from "node:http"
import type { AddressInfo } from "node:net"

export interface CloudflareDeployment {
  /** The files of public/ wrangler listed, by their served path ("/index.html"). */
  manifest: string[]
  /** The other parts of the deployment's form ("_headers", "_redirects", "_worker.bundle", …). */
  parts: string[]
  /** Each of those parts' bytes, by name. */
  contents: Record<string, Buffer>
  branch: string
}

export interface CloudflareStandIn {
  /** For CLOUDFLARE_API_BASE_URL. */
  apiBaseUrl: string
  requests: Array<{ method: string; path: string; authorization?: string }>
  deployments: CloudflareDeployment[]
  close: () => Promise<void>
}

const base64Url = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url")

export async function startCloudflareStandIn({ project }: { project: string }): Promise<CloudflareStandIn> {
  const requests: CloudflareStandIn["requests"] = []
  const deployments: CloudflareDeployment[] = []
  // wrangler reads the upload token's expiry; nothing checks its signature here.
  const uploadToken = `${base64Url({ alg: "HS256" })}.${base64Url({ exp: Math.floor(Date.now() / 1000) + 3600 })}.stand-in`
  const deployment = { id: "stand-in-deployment", url: `https://stand-in.${project}.pages.dev`, latest_stage: { name: "deploy", status: "success" } }

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on("data", (chunk: Buffer) => chunks.push(chunk))
    request.on("end", () => {
      void (async () => {
        const path = new URL(request.url ?? "/", "http://stand-in").pathname
        requests.push({ method: request.method ?? "GET", path, authorization: request.headers.authorization })
        const answer = (result: unknown) => {
          response.setHeader("content-type", "application/json")
          response.end(JSON.stringify({ success: true, errors: [], messages: [], result }))
        }
        if (path.endsWith("/upload-token")) return answer({ jwt: uploadToken })
        if (path.endsWith("/pages/assets/check-missing")) return answer([])
        if (path.endsWith("/pages/assets/upsert-hashes")) return answer(null)
        if (request.method === "POST" && path.endsWith(`/pages/projects/${project}/deployments`)) {
          const form = await new Response(Buffer.concat(chunks), { headers: { "content-type": request.headers["content-type"] ?? "" } }).formData()
          const parts = [...new Set(form.keys())].filter(name => name !== "manifest").sort()
          const contents: Record<string, Buffer> = {}
          for (const name of parts) {
            const part = form.get(name)
            contents[name] = typeof part === "string" ? Buffer.from(part) : Buffer.from(await (part as Blob).arrayBuffer())
          }
          deployments.push({
            manifest: Object.keys(JSON.parse(String(form.get("manifest"))) as Record<string, string>).sort(),
            parts,
            contents,
            branch: String(form.get("branch") ?? ""),
          })
          return answer(deployment)
        }
        if (path.includes(`/pages/projects/${project}/deployments/`)) return answer(deployment)
        // GET reads the project; PATCH sets its secrets (wrangler pages secret bulk).
        if (path.endsWith(`/pages/projects/${project}`))
          return answer({ name: project, production_branch: "main", deployment_configs: { production: {}, preview: {} } })
        response.statusCode = 404
        response.setHeader("content-type", "application/json")
        response.end(JSON.stringify({ success: false, errors: [{ code: 8000007, message: `The stand-in knows no ${path}` }], messages: [], result: null }))
      })()
    })
  })
  await new Promise<void>(resolve => server.listen(0, "127.0.0.1", resolve))
  const { port } = server.address() as AddressInfo
  return {
    apiBaseUrl: `http://127.0.0.1:${port}/client/v4`,
    requests,
    deployments,
    close: () => new Promise(resolve => server.close(() => resolve())),
  }
}
