/**
 * The pages the editor's sign-in window shows (src/admin/signIn/githubSignIn.ts): one that hands
 * the token to the editor, and one for each way a sign-in can fail, which tells the editor why.
 * The host's `_headers` does not reach a function's answers, so each carries the site's security
 * headers itself, with a policy of its own that allows its one style and its one script by their
 * hashes and nothing else.
 */
import { NO_FEATURES_POLICY, SECURITY_HEADERS } from "../../hosting/securityHeaders"
import { COLORS } from "../../theme"

export interface SignInPage {
  title: string
  text: string
}

const STYLE = `body{margin:0;min-height:100vh;display:grid;place-items:center;background:${COLORS.night};color:${COLORS.lilac};font:1.125rem/1.5 system-ui,sans-serif}main{max-width:32rem;margin:1.5rem;padding:1.5rem 2rem;border-radius:1rem;background:${COLORS.nightSoft}}h1{margin-top:0;color:#fff;font-size:1.5rem}`

/**
 * The site's security headers, but that a sign-in's addresses, which carry its state and code,
 * are told to no page they lead to (GitHub's, or any a link of theirs opens).
 */
export const SIGN_IN_SECURITY_HEADERS = { ...SECURITY_HEADERS, "Referrer-Policy": "no-referrer" } as const

/**
 * Decap's handshake, run in the sign-in window: it says "authorizing:github" to the window that
 * opened it, and once that window answers from this same origin, sends it the token, or the
 * error Decap shows in its place (`{ message }`). Every message names this origin as its only
 * recipient, so a window of another site never gets one.
 */
const HANDSHAKE_SCRIPT = `(() => {
  const { provider, token, error } = JSON.parse(document.getElementById("sign-in").textContent)
  const status = document.getElementById("status")
  const editor = window.opener
  // The only window that may hear from this one: the site's own editor, never another site's.
  const recipient = location.origin
  if (!editor) {
    if (token) status.textContent = "This window has lost the editor that opened it. Close it and sign in from the editor again."
    return
  }
  const outcome = token ? "success:" + JSON.stringify({ token, provider }) : "error:" + JSON.stringify(error)
  window.addEventListener("message", event => {
    if (event.origin !== location.origin || event.source !== editor || event.data !== "authorizing:" + provider) return
    editor.postMessage("authorization:" + provider + ":" + outcome, recipient)
    if (token) status.textContent = "Signed in. You can close this window."
  })
  editor.postMessage("authorizing:" + provider, recipient)
})()`

async function sha256Source(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)))
  return `'sha256-${btoa(String.fromCharCode(...digest))}'`
}

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;")

/** The headers of every sign-in page: the site's, a policy for this page alone (its handshake), and no caching (the hand-over page holds a token). */
export async function signInPageHeaders(): Promise<Record<string, string>> {
  return {
    "Content-Type": "text/html; charset=utf-8",
    ...SIGN_IN_SECURITY_HEADERS,
    "Content-Security-Policy": [
      "default-src 'none'",
      `script-src ${await sha256Source(HANDSHAKE_SCRIPT)}`,
      `style-src ${await sha256Source(STYLE)}`,
      "base-uri 'none'",
      "form-action 'none'",
      "frame-ancestors 'none'",
    ].join("; "),
    "Permissions-Policy": NO_FEATURES_POLICY,
    // The window must stay the editor's: a policy that cut it from its opener would lose the token.
    "Cross-Origin-Opener-Policy": "unsafe-none",
    "Cache-Control": "no-store",
    "X-Robots-Tag": "noindex, nofollow",
  }
}

/** What the handshake reads: data, not a script, so nothing in it runs, and "<" cannot end the block. */
const handshakeData = (data: { provider: string; token: string } | { provider: string; error: { message: string } }) =>
  `      <script type="application/json" id="sign-in">${JSON.stringify(data).replace(/</g, "\\u003c")}</script>`

const pageHtml = (title: string, body: string) => `<!doctype html>
<html lang="en-GB">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${escapeHtml(title)} | Content editor</title>
    <style>${STYLE}</style>
  </head>
  <body>
    <main>
${body}
    </main>
    <script>${HANDSHAKE_SCRIPT}</script>
  </body>
</html>
`

/** A sign-in that went wrong: what happened and what to do, and no token; the editor is told the title (HANDSHAKE_SCRIPT). */
export async function failurePage(provider: string, status: number, page: SignInPage, headers: Record<string, string> = {}): Promise<Response> {
  const body = `      <h1>${escapeHtml(page.title)}</h1>\n      <p>${escapeHtml(page.text)}</p>\n${handshakeData({ provider, error: { message: page.title } })}`
  return new Response(pageHtml(page.title, body), { status, headers: { ...(await signInPageHeaders()), ...headers } })
}

/** The page that gives the token to the editor that opened this window (HANDSHAKE_SCRIPT). */
export async function handOverPage(provider: string, token: string, headers: Record<string, string> = {}): Promise<Response> {
  const body = `      <h1>Signing you in</h1>\n      <p id="status">Handing your sign-in to the editor…</p>\n${handshakeData({ provider, token })}`
  return new Response(pageHtml("Signing you in", body), { status: 200, headers: { ...(await signInPageHeaders()), ...headers } })
}
