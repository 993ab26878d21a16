/**
 * A stand-in for GitHub on loopback, for the editor's sign-in tests: its OAuth pages (an
 * approval page with "Authorize" and "Cancel", and the exchange of a code for a token, each code
 * good once) and the few API answers Decap CMS asks for once signed in (the user, the
 * repository, its branches and pull requests). It checks what GitHub checks: the registered
 * callback address, the same `redirect_uri` at both steps, and the PKCE verifier against the
 * challenge, which it demands (GitHub takes a sign-in without one; the site always sends one).
 * A test can make the exchange answer in the ways the sign-in must survive. It records every
 * request, so a test can say what the editor and the sign-in functions asked for, and with which token.
 */
import crypto from "node:crypto"
import http from "node:http"
import type { AddressInfo } from "node:net"

export interface StandInRequest {
  method: string
  path: string
  authorization?: string
}

/**
 * How the exchange of a code answers: as GitHub does, with GitHub's error for a refused code,
 * after longer than the site waits, or with JSON that is no token answer, or a token granted more
 * than the site asked for (what GitHub does when the author once granted the app more).
 */
export type ExchangeAnswer = "token" | "refused" | "slowly" | "null" | "token not a string" | "wider scope"

/** How long "slowly" waits before it answers: longer than the sign-in waits (TOKEN_EXCHANGE_TIMEOUT_MS). */
export const SLOW_ANSWER_MS = 20_000

export interface GitHubStandIn {
  /** The stand-in's origin ("http://127.0.0.1:…"): GitHub's, for the sign-in functions. */
  origin: string
  /** Where its API answers: the editor's `api_root`. */
  apiRoot: string
  clientId: string
  clientSecret: string
  /** The tokens it gave out, in order. */
  tokens: string[]
  requests: StandInRequest[]
  /** The OAuth app's "Authorization callback URL": until it is set, every sign-in is sent back with an error. */
  registerCallback: (url: string) => void
  /** Makes the next exchanges answer so, until told otherwise. */
  answerExchanges: (how: ExchangeAnswer) => void
  close: () => Promise<void>
}

const USER = { login: "the-author", id: 1, name: "The Author", avatar_url: "" }

export async function startGitHubStandIn({ repo }: { repo: string }): Promise<GitHubStandIn> {
  const clientId = `stand-in-client-${crypto.randomBytes(4).toString("hex")}`
  const clientSecret = crypto.randomBytes(16).toString("hex")
  /** Each code given out, and what its exchange must match: its scope, redirect_uri and PKCE challenge. */
  const codes = new Map<string, { scope: string; redirectUri: string; challenge: string }>()
  const tokens: string[] = []
  const requests: StandInRequest[] = []
  let callback = ""
  let answering: ExchangeAnswer = "token"
  const sha256Base64Url = (text: string) => crypto.createHash("sha256").update(text).digest("base64url")

  const json = (response: http.ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { "Content-Type": "application/json; charset=utf-8", "Access-Control-Allow-Origin": "*" })
    response.end(JSON.stringify(body))
  }
  const readBody = (request: http.IncomingMessage) =>
    new Promise<string>(resolve => {
      let body = ""
      request.on("data", chunk => (body += chunk))
      request.on("end", () => resolve(body))
    })

  const server = http.createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", "http://stand-in")
    requests.push({ method: request.method ?? "GET", path: url.pathname + url.search, authorization: request.headers.authorization })
    if (request.method === "OPTIONS") {
      response.writeHead(204, {
        "Access-Control-Allow-Origin": "*",
        "Access-Control-Allow-Headers": "Authorization, Content-Type, Cache-Control",
        "Access-Control-Allow-Methods": "GET, POST, PUT, PATCH, DELETE",
      })
      return response.end()
    }
    if (url.pathname === "/login/oauth/authorize") {
      const back = url.searchParams.get("redirect_uri") ?? callback
      const state = url.searchParams.get("state") ?? ""
      if (url.searchParams.get("client_id") !== clientId) return json(response, 404, { message: "Not Found" })
      if (!callback) return json(response, 500, { message: "The stand-in has no registered callback: call registerCallback first." })
      // GitHub's answer to a callback address the app did not register: back to the registered one, with an error.
      if (back !== callback) {
        const mismatch = {
          error: "redirect_uri_mismatch",
          error_description: "The redirect_uri MUST match the registered callback URL for this application.",
          state,
        }
        response.writeHead(302, { Location: `${callback}?${new URLSearchParams(mismatch)}` })
        return response.end()
      }
      const challenge = url.searchParams.get("code_challenge") ?? ""
      if (url.searchParams.get("code_challenge_method") !== "S256" || !/^[\w-]{43}$/.test(challenge)) {
        return json(response, 400, { error: "invalid_request", error_description: "This stand-in demands PKCE with S256." })
      }
      const code = crypto.randomBytes(10).toString("hex")
      codes.set(code, { scope: url.searchParams.get("scope") ?? "", redirectUri: back, challenge })
      const approve = `${back}?${new URLSearchParams({ code, state })}`
      const cancel = `${back}?${new URLSearchParams({ error: "access_denied", error_description: "The user has denied your application access.", state })}`
      response.writeHead(200, { "Content-Type": "text/html; charset=utf-8" })
      return response.end(
        `<!doctype html><title>Authorize application</title><h1>Authorize the site's editor</h1><p><a href="${approve.replace(/&/g, "&amp;")}">Authorize</a> <a href="${cancel.replace(/&/g, "&amp;")}">Cancel</a></p>`,
      )
    }
    if (url.pathname === "/login/oauth/access_token" && request.method === "POST") {
      const asked = JSON.parse((await readBody(request)) || "{}") as Record<string, string>
      const issued = codes.get(asked.code)
      codes.delete(asked.code)
      if (answering === "refused" || !issued || asked.client_id !== clientId || asked.client_secret !== clientSecret) {
        return json(response, 200, {
          error: "bad_verification_code",
          error_description: "The code passed is incorrect or expired.",
          error_uri: "https://docs.github.com/apps/managing-oauth-apps/troubleshooting-oauth-app-access-token-request-errors/#bad-verification-code",
        })
      }
      if (asked.redirect_uri !== issued.redirectUri) {
        return json(response, 200, {
          error: "redirect_uri_mismatch",
          error_description: "The redirect_uri MUST match the registered callback URL for this application.",
        })
      }
      if (typeof asked.code_verifier !== "string" || sha256Base64Url(asked.code_verifier) !== issued.challenge) {
        return json(response, 200, { error: "invalid_grant", error_description: "The code_verifier does not match the code_challenge." })
      }
      if (answering === "null") return json(response, 200, null)
      if (answering === "token not a string") return json(response, 200, { access_token: 12345, token_type: "bearer", scope: issued.scope })
      if (answering === "slowly") {
        // Until the time is up or the sign-in stops waiting, whichever is first.
        await new Promise<void>(resolve => {
          const timer = setTimeout(resolve, SLOW_ANSWER_MS)
          response.once("close", () => {
            clearTimeout(timer)
            resolve()
          })
        })
        if (response.destroyed) return
      }
      const token = `gho_${crypto.randomBytes(18).toString("hex")}`
      tokens.push(token)
      const scope = answering === "wider scope" ? `${issued.scope},delete_repo` : issued.scope
      return json(response, 200, { access_token: token, token_type: "bearer", scope })
    }
    const api = url.pathname.replace(/^\/api/, "")
    const signedIn = tokens.some(token => request.headers.authorization === `token ${token}`)
    if (!url.pathname.startsWith("/api/") || !signedIn) return json(response, 401, { message: "Bad credentials" })
    if (api === "/user") return json(response, 200, USER)
    if (api === `/repos/${repo}`) {
      return json(response, 200, {
        full_name: repo,
        owner: { login: repo.split("/")[0] },
        default_branch: "main",
        private: false,
        permissions: { admin: false, push: true, pull: true },
      })
    }
    if (api.startsWith(`/repos/${repo}/pulls`)) return json(response, 200, [])
    return json(response, 404, { message: "Not Found" })
  })
  await new Promise<void>(resolve => server.listen(0, "127.0.0.1", resolve))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    origin,
    apiRoot: `${origin}/api`,
    clientId,
    clientSecret,
    tokens,
    requests,
    registerCallback: url => (callback = url),
    answerExchanges: how => (answering = how),
    close: () =>
      new Promise(resolve => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}
