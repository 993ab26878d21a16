import type { BrowserContext } from "playwright-core"

export interface PrivacyObservation {
  /** Requests to any host but the site's own. */
  thirdParty: readonly string[]
  context: BrowserContext
}

export interface Allowed {
  cookies: readonly string[]
  hosts: readonly string[]
}

/**
 * What a privacy regulator checks after a visit: no request to another host and no cookie
 * but those allowed at this point (none before consent; after it, the consent cookie and
 * the players the visitor agreed to).
 */
export async function privacyProblems(where: string, { thirdParty, context }: PrivacyObservation, allowed: Allowed): Promise<string[]> {
  const cookies = await context.cookies()
  return [
    ...thirdParty.filter(url => !allowed.hosts.includes(new URL(url).host)).map(url => `${where}: a request went to another host: ${url}`),
    ...cookies
      .filter(cookie => !allowed.cookies.includes(cookie.name))
      .map(cookie => `${where}: the cookie "${cookie.name}" was set (allowed: ${allowed.cookies.join(", ") || "none"})`),
  ]
}
