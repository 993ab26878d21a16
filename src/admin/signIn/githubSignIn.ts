/**
 * Signing in to the web editor with GitHub, run by the host as two Cloudflare Pages Functions
 * (functions/api/auth/): an OAuth client of the kind Decap CMS's documentation calls "external",
 * so that the live site needs no other server. The editor opens the start address in a window;
 * it sends the author to GitHub with a fresh `state`, kept in a short-lived cookie only these
 * addresses see; GitHub sends her back to the callback, which checks that state, exchanges the
 * code for a token and hands the token to the editor's window on the site's own origin, by
 * Decap's handshake of messages. Web APIs only: it runs in the Workers runtime and in Node.
 */
import { failurePage, handOverPage, type SignInPage } from "./signInPage"

/** Where the editor's sign-in window starts (Decap's `auth_endpoint`, from the site's root). */
export const SIGN_IN_PATH = "/api/auth"
/** Where GitHub sends the author back: the OAuth app's "Authorization callback URL". */
export const CALLBACK_PATH = `${SIGN_IN_PATH}/callback`

/** The Pages project's settings the functions read (docs/hosting.md, "Signing in to the web editor"). */
export interface SignInSettings {
  /** The GitHub OAuth app's client id and secret: secrets of the Pages project. */
  CMS_GITHUB_CLIENT_ID?: string
  CMS_GITHUB_CLIENT_SECRET?: string
  /**
   * Where GitHub's sign-in and token addresses are: only ever set by the tests, to a stand-in on
   * loopback. Unset, it is GitHub itself.
   */
  CMS_GITHUB_OAUTH_ORIGIN?: string
}

const GITHUB = "https://github.com"
/** The editor's provider name, which Decap puts in its handshake's messages. */
const PROVIDER = "github"
/** What Decap may ask for: `repo`, or `public_repo` for a public repository. */
const SCOPES = ["repo", "public_repo"]
const STATE_COOKIE = "cms_sign_in_state"
/** Ten minutes to sign in at GitHub; after that the callback refuses the state. */
const STATE_LIFETIME_SECONDS = 600

/** What the author sees until the Pages project has the app's client id and secret. */
const NOT_SET_UP: SignInPage = {
  title: "Signing in is not set up yet",
  text: 'The site\'s GitHub sign-in needs its client id and secret (CMS_GITHUB_CLIENT_ID and CMS_GITHUB_CLIENT_SECRET). Whoever set up the site adds them once: docs/hosting.md, "Signing in to the web editor", steps 1 to 4.',
}

const oauthOrigin = (settings: SignInSettings) => settings.CMS_GITHUB_OAUTH_ORIGIN || GITHUB

/** A cookie for the sign-in addresses alone, out of scripts' reach, sent back from GitHub's redirect (Lax) and only over HTTPS. */
const stateCookie = (value: string, maxAge: number) => `${STATE_COOKIE}=${value}; Path=${SIGN_IN_PATH}; Max-Age=${maxAge}; HttpOnly; Secure; SameSite=Lax`

function randomState(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32))
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "")
}

function cookieValue(request: Request, name: string): string | undefined {
  const cookies = request.headers.get("Cookie") ?? ""
  for (const part of cookies.split(";")) {
    const [key, ...value] = part.trim().split("=")
    if (key === name) return value.join("=")
  }
  return undefined
}

/** Compares in time that does not depend on where the strings differ. */
function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false
  let difference = 0
  for (let index = 0; index < a.length; index++) difference |= a.charCodeAt(index) ^ b.charCodeAt(index)
  return difference === 0
}

/** The callback's answers that hand over no token; each forgets the state, so it cannot be tried again. */
const refuse = (status: number, page: SignInPage) => failurePage(status, page, { "Set-Cookie": stateCookie("", 0) })

/**
 * The start address (GET /api/auth?provider=github&scope=repo): to GitHub's sign-in, with a
 * fresh state. Only the site's own editor may open it: a browser says who opened a window
 * (`Sec-Fetch-Site`), and another site's page is refused.
 */
export async function startSignIn(request: Request, settings: SignInSettings): Promise<Response> {
  const url = new URL(request.url)
  const opener = request.headers.get("Sec-Fetch-Site")
  if (opener && opener !== "same-origin" && opener !== "none") {
    return failurePage(403, { title: "Sign in from the site's own editor", text: `Open ${url.origin}/admin/ and choose "Login with GitHub" there.` })
  }
  if (!settings.CMS_GITHUB_CLIENT_ID || !settings.CMS_GITHUB_CLIENT_SECRET) {
    return failurePage(503, NOT_SET_UP)
  }
  const provider = url.searchParams.get("provider") ?? PROVIDER
  const scope = url.searchParams.get("scope") ?? "repo"
  if (provider !== PROVIDER || !SCOPES.includes(scope)) {
    return failurePage(400, {
      title: "This sign-in cannot start",
      text: `The editor asked to sign in with "${provider}" for "${scope}"; this site signs in with GitHub only.`,
    })
  }
  const state = randomState()
  const authorize = new URL("/login/oauth/authorize", oauthOrigin(settings))
  authorize.search = new URLSearchParams({
    client_id: settings.CMS_GITHUB_CLIENT_ID,
    redirect_uri: `${url.origin}${CALLBACK_PATH}`,
    scope,
    state,
    allow_signup: "false",
  }).toString()
  return new Response(null, {
    status: 302,
    headers: { Location: authorize.href, "Set-Cookie": stateCookie(state, STATE_LIFETIME_SECONDS), "Cache-Control": "no-store" },
  })
}

/** GitHub's answer to the exchange of a code: a token, or its reason for refusing. */
interface TokenAnswer {
  access_token?: string
  error?: string
  error_description?: string
}

/**
 * The callback (GET /api/auth/callback?code=…&state=…): checks the state against the cookie
 * the start address set, exchanges the code for a token, and answers a page that gives the token
 * to the editor's window on this origin alone. Every other outcome is a page that says what
 * happened, with no token, and forgets the state.
 */
export async function finishSignIn(request: Request, settings: SignInSettings, fetchGitHub: typeof fetch = fetch): Promise<Response> {
  const url = new URL(request.url)
  const startAgain = `Close this window and choose "Login with GitHub" in the editor again.`
  const refusedAtGitHub = url.searchParams.get("error")
  if (refusedAtGitHub) {
    return refuse(403, {
      title: "GitHub did not sign you in",
      text: `GitHub said: ${url.searchParams.get("error_description") ?? refusedAtGitHub}. ${startAgain}`,
    })
  }
  const expected = cookieValue(request, STATE_COOKIE)
  const state = url.searchParams.get("state")
  if (!expected || !state || !sameText(expected, state)) {
    return refuse(400, {
      title: "This sign-in has expired or was not started here",
      text: `A sign-in lasts ten minutes, works once, and must start from this site's editor. ${startAgain}`,
    })
  }
  const code = url.searchParams.get("code")
  if (!code) return refuse(400, { title: "GitHub sent no sign-in code", text: startAgain })
  if (!settings.CMS_GITHUB_CLIENT_ID || !settings.CMS_GITHUB_CLIENT_SECRET) {
    return refuse(503, NOT_SET_UP)
  }
  let answer: TokenAnswer
  try {
    const response = await fetchGitHub(new URL("/login/oauth/access_token", oauthOrigin(settings)), {
      method: "POST",
      headers: { Accept: "application/json", "Content-Type": "application/json" },
      body: JSON.stringify({
        client_id: settings.CMS_GITHUB_CLIENT_ID,
        client_secret: settings.CMS_GITHUB_CLIENT_SECRET,
        code,
        redirect_uri: `${url.origin}${CALLBACK_PATH}`,
      }),
    })
    answer = response.ok ? ((await response.json()) as TokenAnswer) : { error: `status ${response.status}` }
  } catch {
    answer = { error: "no answer" }
  }
  if (!answer.access_token) {
    return refuse(502, {
      title: "GitHub did not give the editor its key",
      text: `GitHub said: ${answer.error_description ?? answer.error ?? "nothing"}. ${startAgain}`,
    })
  }
  return handOverPage(PROVIDER, answer.access_token, { "Set-Cookie": stateCookie("", 0) })
}
