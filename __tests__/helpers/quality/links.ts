import { execFile } from "node:child_process"
import path from "node:path"
import { promisify } from "node:util"
import { PROJECT_ROOT } from "../../../harness/content"

const run = promisify(execFile)
const LINKINATOR = path.join(PROJECT_ROOT, "node_modules/linkinator/build/src/cli.js")

interface CheckedLink {
  url: string
  status: number
  state: "OK" | "BROKEN" | "SKIPPED"
  parent?: string
  failureDetails?: Array<{ message?: string }>
}

/**
 * Crawls the site on `serverUrl` from each start page with linkinator: every link, image,
 * `srcset` candidate, stylesheet, script, CSS url() and #fragment on the server must answer.
 * Other hosts are skipped (the checks run offline). Returns one line per broken link,
 * naming the page it is on.
 */
export async function brokenLinks(serverUrl: string, startPaths: readonly string[]): Promise<string[]> {
  const ownHost = serverUrl.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
  const args = [
    LINKINATOR,
    ...startPaths.map(start => serverUrl + start),
    "--recurse",
    "--check-fragments",
    "--check-css",
    // The site's addresses are files without their extension (/news/a-post is news/a-post.html), not
    // folders: without this, linkinator resolves a page's own links (#main) against /news/a-post/.
    "--clean-urls",
    ["--skip", `^(?!${ownHost}[/?#]|${ownHost}$)`],
    ["--concurrency", "8"],
    ["--timeout", "20000"],
    ["--format", "json"],
  ].flat()
  // linkinator exits with 1 when it finds a broken link; its JSON report is on stdout either way.
  const output = await run(process.execPath, args, { maxBuffer: 64 * 1024 * 1024 }).catch((error: { stdout?: string; message: string }) => {
    if (!error.stdout) throw new Error(`linkinator did not run: ${error.message}`)
    return { stdout: error.stdout }
  })
  const report = JSON.parse(output.stdout) as { links: CheckedLink[] }
  if (report.links.filter(link => link.state === "OK").length === 0) throw new Error(`linkinator checked no link at ${serverUrl}`)
  return report.links
    .filter(link => link.state === "BROKEN")
    .map(
      link =>
        `${pathOf(link.parent, serverUrl)}: ${pathOf(link.url, serverUrl)} is broken (${link.status || link.failureDetails?.[0]?.message || "no answer"})`,
    )
}

const pathOf = (url: string | undefined, serverUrl: string) => (url ?? "(start)").replace(serverUrl, "") || "/"

/**
 * Links to other sites must be https and open in a new tab that cannot reach back into
 * ours or learn where the visitor came from: target="_blank" with rel="noopener noreferrer".
 */
export function outboundLinkProblems(document: Document, page: string, ownOrigin: string): string[] {
  const problems: string[] = []
  for (const link of Array.from(document.querySelectorAll("a[href]"))) {
    const href = link.getAttribute("href") ?? ""
    if (!/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith(ownOrigin) || /^(mailto|tel):/i.test(href)) continue
    const rel = (link.getAttribute("rel") ?? "").split(/\s+/)
    const name = `${page}: link "${link.textContent?.replace(/\s+/g, " ").trim()}" to ${href}`
    if (!href.startsWith("https://")) problems.push(`${name} is not https`)
    if (link.getAttribute("target") !== "_blank") problems.push(`${name} does not open in a new tab (target="_blank")`)
    if (!rel.includes("noopener") || !rel.includes("noreferrer")) problems.push(`${name} lacks rel="noopener noreferrer"`)
  }
  return problems
}
