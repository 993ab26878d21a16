/**
 * `_redirects`, as Netlify and Cloudflare Pages read it: each old address (an alias of
 * data/site/aliases.json, or a renamed entry's earlier address, src/addresses/),
 * with and without a trailing slash, sent on permanently to its canonical address. The two hosts
 * disagree on one point. A page exists at each alias (the meta-refresh page other hosts need),
 * and Netlify serves that page instead of redirecting unless the rule is forced (`301!`), a
 * status Cloudflare Pages rejects, dropping the rule. So the build writes Netlify's form when
 * it runs on Netlify, which sets NETLIFY=true in its builds, and the plain form otherwise.
 */
import type { Alias } from "./headers"

export type RedirectsDialect = "netlify" | "cloudflare"

/** The form of `_redirects` for the host the build runs on. */
export const redirectsDialect = (env: NodeJS.ProcessEnv = process.env): RedirectsDialect => (env.NETLIFY === "true" ? "netlify" : "cloudflare")

export function redirectsFile(aliases: readonly Alias[], dialect: RedirectsDialect): string {
  const status = dialect === "netlify" ? "301!" : "301"
  const rules = aliases.flatMap(alias => [`${alias.from} ${alias.to} ${status}`, `${alias.from}/ ${alias.to} ${status}`])
  return `# Written by the build (src/hosting/redirects.ts) from data/site/aliases.json and the entries' earlier addresses, for ${dialect === "netlify" ? "Netlify" : "Cloudflare Pages"}\n${rules.join("\n")}\n`
}
