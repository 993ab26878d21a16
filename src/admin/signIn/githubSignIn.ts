/**
 * Signing in to the web editor with GitHub, run by the host as two Cloudflare Pages Functions
 * (functions/api/auth/): an OAuth client of the kind Decap CMS's documentation calls "external",
 * so that the live site needs no other server. The editor opens the start address in a window;
 * it sends the author to GitHub with a fresh `state` and a PKCE challenge, whose state and
 * verifier it keeps in a short-lived cookie of this host alone; GitHub sends her back to the
 * callback, which checks that state before anything else, exchanges the code for a token, checks
 * GitHub's answer and hands the token to the editor's window on the site's own origin, by Decap's
 * handshake of messages. Web APIs only: it runs in the Workers runtime and in Node.
 */
import { failurePage, handOverPage, SIGN_IN_SECURITY_HEADERS, type SignInPage } from "./signInPage"

/** Where the editor's sign-in window starts (Decap's `auth_endpoint`, from the site's root). */
export const SIGN_IN_PATH = "/api/auth"
/** Where GitHub sends the author back: the OAuth app's "Authorization callback URL". */
export const CALLBACK_PATH = `${SIGN_IN_PATH}/callback`
/** How long the callback waits for GitHub's token: after that the author gets a page, not an endless window. */
export const TOKEN_EXCHANGE_TIMEOUT_MS = 10_000
/** The scope the site asks for when the host's setting names none. */
export const DEFAULT_SCOPE = "repo"

/** The Pages project's settings the functions read (docs/hosting.md, "Signing in to the web editor"). */
export interface SignInSettings {
  /** The GitHub OAuth app's client id and secret: secrets of the Pages project. */
  CMS_GITHUB_CLIENT_ID?: string
  CMS_GITHUB_CLIENT_SECRET?: string
  /**
   * What the editor may do at GitHub: `repo` (DEFAULT_SCOPE), or `public_repo` for a public
   * repository. The host's setting alone decides it; the scope the editor's address names does not.
   */
  CMS_GITHUB_SCOPE?: string
  /**
   * Where GitHub's sign-in and token addresses are: only ever set by the tests, to a stand-in on
   * loopback. Unset, it is GitHub itself.
   */
  CMS_GITHUB_OAUTH_ORIGIN?: string
}

const GITHUB = "https://github.com"
/** The editor's provider name, which Decap puts in its handshake's messages. */
const PROVIDER = "github"
/** Each scope the site may ask for, and the scopes a token granted for it may hold (`public_repo` is a part of `repo`). */
const GRANTABLE = new Map<string, readonly string[]>([
  ["repo", ["repo", "public_repo"]],
  ["public_repo", ["public_repo"]],
])
/**
 * `__Host-`: the browser keeps it only if this host set it over HTTPS for the whole site (Path=/)
 * with no Domain, so a sibling subdomain cannot plant a state of its own (a login CSRF).
 */
const STATE_COOKIE = "__Host-cms_sign_in"
/** Ten minutes to sign in at GitHub; after that the callback refuses the state. */
const STATE_LIFETIME_SECONDS = 600

const START_AGAIN = `Close this window and choose "Login with GitHub" in the editor again.`

/** What the author sees until the Pages project has the app's client id and secret. */
const NOT_SET_UP: SignInPage = {
  title: "Signing in is not set up yet",
  text: 'The site\'s GitHub sign-in needs its client id and secret (CMS_GITHUB_CLIENT_ID and CMS_GITHUB_CLIENT_SECRET). Whoever set up the site adds them once: docs/hosting.md, "Signing in to the web editor", steps 1 to 4.',
}
const UNKNOWN_SCOPE: SignInPage = {
  title: "Signing in is not set up right",
  text: `The site's setting CMS_GITHUB_SCOPE must be ${[...GRANTABLE.keys()].map(scope => `"${scope}"`).join(" or ")}, or unset for "${DEFAULT_SCOPE}": docs/hosting.md, "Signing in to the web editor".`,
}
const EXPIRED: SignInPage = {
  title: "This sign-in has expired or was not started here",
  text: `A sign-in lasts ten minutes, works once, and must start from this site's editor. ${START_AGAIN}`,
}
const NO_ANSWER: SignInPage = {
  title: "GitHub did not answer in time",
  text: `The site waited ${TOKEN_EXCHANGE_TIMEOUT_MS / 1000} seconds for GitHub to give the editor its key. ${START_AGAIN}`,
}
const NO_KEY: SignInPage = { title: "GitHub did not give the editor its key", text: START_AGAIN }
/**
 * The words for each error GitHub names, by its code: never GitHub's own `error_description`,
 * which arrives in an address anyone can write and would be shown as the site's words.
 */
const GITHUB_ERRORS = new Map<string, SignInPage>([
  ["access_denied", { title: "You cancelled signing in at GitHub", text: `GitHub has not given the editor a key. ${START_AGAIN}` }],
  [
    "redirect_uri_mismatch",
    {
      title: "GitHub does not know this site's callback address",
      text: `The OAuth app's "Authorization callback URL" must be this site's ${CALLBACK_PATH}: docs/hosting.md, "Signing in to the web editor", step 1.`,
    },
  ],
  [
    "incorrect_client_credentials",
    {
      title: "GitHub did not accept the site's client id and secret",
      text: 'Whoever set up the site checks CMS_GITHUB_CLIENT_ID and CMS_GITHUB_CLIENT_SECRET: docs/hosting.md, "Signing in to the web editor", steps 2 and 3.',
    },
  ],
])

const oauthOrigin = (settings: SignInSettings) => settings.CMS_GITHUB_OAUTH_ORIGIN || GITHUB
/** The scope the host's setting names, or undefined for one the site does not know. */
const settingScope = (settings: SignInSettings) => {
  const scope = settings.CMS_GITHUB_SCOPE || DEFAULT_SCOPE
  return GRANTABLE.has(scope) ? scope : undefined
}
/** The callback's address at the origin the author is on: the `redirect_uri` of both steps, which GitHub matches against each other and the app's. */
const callbackAddress = (url: URL) => `${url.origin}${CALLBACK_PATH}`

/** Out of scripts' reach, sent back from GitHub's redirect (Lax) and only over HTTPS. */
const stateCookie = (value: string, maxAge: number) => `${STATE_COOKIE}=${value}; Path=/; Max-Age=${maxAge}; HttpOnly; Secure; SameSite=Lax`

const base64Url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "")

/** 32 random bytes, 43 characters: a state, or a PKCE verifier. */
const randomText = () => base64Url(crypto.getRandomValues(new Uint8Array(32)))

/** PKCE's S256 challenge: what GitHub keeps with the code, to check the verifier the exchange sends. */
const codeChallenge = async (verifier: string) => base64Url(new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(verifier))))

/** Every value the request's cookies give `name`: more than one is a cookie planted beside the site's own. */
function cookieValues(request: Request, name: string): string[] {
  const cookies = request.headers.get("Cookie") ?? ""
  return cookies
    .split(";")
    .map(part => part.trim().split("="))
    .filter(([key]) => key === name)
    .map(([, ...value]) => value.join("="))
}

/** Compares in time that does not depend on where the strings differ. */
function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false
  let difference = 0
  for (let index = 0; index < a.length; index++) difference |= a.charCodeAt(index) ^ b.charCodeAt(index)
  return difference === 0
}

/** The callback's answers that hand over no token; each forgets the state, so it cannot be tried again. */
const refuse = (status: number, page: SignInPage) => failurePage(PROVIDER, status, page, { "Set-Cookie": stateCookie("", 0) })

/**
 * The start address (GET /api/auth?provider=github): to GitHub's sign-in, with a fresh state
 * and PKCE challenge, for the scope the host's setting names. Only the site's own editor may
 * open it: a browser says who opened a window (`Sec-Fetch-Site`), and another site's page is refused.
 */
export async function startSignIn(request: Request, settings: SignInSettings): Promise<Response> {
  const url = new URL(request.url)
  const opener = request.headers.get("Sec-Fetch-Site")
  if (opener && opener !== "same-origin" && opener !== "none") {
    return failurePage(PROVIDER, 403, { title: "Sign in from the site's own editor", text: `Open ${url.origin}/admin/ and choose "Login with GitHub" there.` })
  }
  if (!settings.CMS_GITHUB_CLIENT_ID || !settings.CMS_GITHUB_CLIENT_SECRET) {
    return failurePage(PROVIDER, 503, NOT_SET_UP)
  }
  const scope = settingScope(settings)
  if (!scope) return failurePage(PROVIDER, 503, UNKNOWN_SCOPE)
  const provider = url.searchParams.get("provider") ?? PROVIDER
  if (provider !== PROVIDER) {
    return failurePage(PROVIDER, 400, {
      title: "This sign-in cannot start",
      text: `The editor asked to sign in with "${provider}"; this site signs in with GitHub only.`,
    })
  }
  const state = randomText()
  const verifier = randomText()
  const authorize = new URL("/login/oauth/authorize", oauthOrigin(settings))
  authorize.search = new URLSearchParams({
    client_id: settings.CMS_GITHUB_CLIENT_ID,
    redirect_uri: callbackAddress(url),
    scope,
    state,
    code_challenge: await codeChallenge(verifier),
    code_challenge_method: "S256",
    allow_signup: "false",
  }).toString()
  return new Response(null, {
    status: 302,
    headers: {
      ...SIGN_IN_SECURITY_HEADERS,
      Location: authorize.href,
      // Base64url has no ".": the state, then the verifier the exchange will send.
      "Set-Cookie": stateCookie(`${state}.${verifier}`, STATE_LIFETIME_SECONDS),
      "Cache-Control": "no-store",
    },
  })
}

/**
 * GitHub's answer to the exchange of a code, believed only as far as it is checked: a token
 * within the scope the site asks for, or the page that says why there is none.
 */
function checkedToken(answer: unknown, scope: string): { token: string } | { status: number; page: SignInPage } {
  if (typeof answer !== "object" || answer === null || Array.isArray(answer)) return { status: 502, page: NO_KEY }
  const { access_token: token, error, scope: granted } = answer as Record<string, unknown>
  if (typeof error === "string") return { status: 502, page: GITHUB_ERRORS.get(error) ?? NO_KEY }
  if (typeof token !== "string" || !token || typeof granted !== "string") return { status: 502, page: NO_KEY }
  const allowed = GRANTABLE.get(scope) ?? []
  const beyond = granted
    .split(",")
    .map(one => one.trim())
    .filter(one => one && !allowed.includes(one))
  if (beyond.length) {
    // GitHub adds what the author once granted this app to every new token: it is not handed to the editor.
    return {
      status: 403,
      page: {
        title: "GitHub gave the editor more than this site asks for",
        text: `This site signs in for "${scope}" alone. Revoke the app under GitHub's Settings, Applications, Authorized OAuth Apps, then sign in again from the editor.`,
      },
    }
  }
  return { token }
}

/**
 * The callback (GET /api/auth/callback?code=…&state=…): checks the state against the cookie
 * the start address set, exchanges the code for a token with the PKCE verifier, and answers a
 * page that gives the token to the editor's window on this origin alone. Every other outcome is a
 * page that says what happened in the site's own words, tells the editor so, and forgets the state.
 */
export async function finishSignIn(request: Request, settings: SignInSettings, fetchGitHub: typeof fetch = fetch): Promise<Response> {
  const url = new URL(request.url)
  // The state before anything else in the address, GitHub's error too: an answer to a sign-in
  // this browser did not start is refused the same way, whatever it says.
  const kept = cookieValues(request, STATE_COOKIE)
  const [expected, verifier] = kept.length === 1 ? kept[0].split(".") : []
  const state = url.searchParams.get("state")
  if (!expected || !verifier || !state || !sameText(expected, state)) {
    return refuse(400, EXPIRED)
  }
  const refusedAtGitHub = url.searchParams.get("error")
  if (refusedAtGitHub) {
    return refuse(403, GITHUB_ERRORS.get(refusedAtGitHub) ?? { title: "GitHub did not sign you in", text: START_AGAIN })
  }
  const code = url.searchParams.get("code")
  if (!code) return refuse(400, { title: "GitHub sent no sign-in code", text: START_AGAIN })
  if (!settings.CMS_GITHUB_CLIENT_ID || !settings.CMS_GITHUB_CLIENT_SECRET) {
    return refuse(503, NOT_SET_UP)
  }
  const scope = settingScope(settings)
  if (!scope) return refuse(503, UNKNOWN_SCOPE)
  let answer: unknown
  try {
    const response = await fetchGitHub(new URL("/login/oauth/access_token", oauthOrigin(settings)), {
      method: "POST",
      headers: { Accept: "application/json", "Content-Type": "application/json" },
      body: JSON.stringify({
        client_id: settings.CMS_GITHUB_CLIENT_ID,
        client_secret: settings.CMS_GITHUB_CLIENT_SECRET,
        code,
        redirect_uri: callbackAddress(url),
        code_verifier: verifier,
      }),
      signal: AbortSignal.timeout(TOKEN_EXCHANGE_TIMEOUT_MS),
    })
    answer = response.ok ? await response.json() : null
  } catch (error) {
    // No answer in time (the signal's TimeoutError), no connection, or an answer that is not JSON.
    return (error as Error | undefined)?.name === "TimeoutError" ? refuse(504, NO_ANSWER) : refuse(502, NO_KEY)
  }
  const checked = checkedToken(answer, scope)
  if ("page" in checked) return refuse(checked.status, checked.page)
  return handOverPage(PROVIDER, checked.token, { "Set-Cookie": stateCookie("", 0) })
}
