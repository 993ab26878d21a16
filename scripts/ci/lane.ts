/**
 * Which lane the live deploy takes (docs/hosting.md, "Two lanes"), read from what changed since the
 * commit the live site was last deployed from, never from a commit message:
 * - "content" when every changed file is in data/ (an editor's Publish) or nothing changed (the
 *   daily rebuild of a tested main): `npm run check`, a warm build, the smoke pass, then the deploy;
 * - "code" for anything else, or when the last deployed commit cannot be found: the whole suite first.
 *
 * Run by the workflow's `lane` job with Node.js alone (no install): `node scripts/ci/lane.ts`. It asks
 * GitHub for the production environment's last successful deployment that the workflow itself
 * recorded, for a commit on main's history (GITHUB_TOKEN, deployments: read), or takes `--base <commit>` to try it on a working copy, and writes `lane=` and `base=` to
 * GITHUB_OUTPUT when GitHub gives one.
 */
import { execFileSync } from "node:child_process"
import fs from "node:fs"

export type Lane = "content" | "code"

/** The folder an editor's Publish changes: the only one a content-lane deploy may differ in. */
export const CONTENT_FOLDER = "data/"

/** The lane for these changed paths (git's, relative to the repository), or for none. */
export function laneFor(changed: readonly string[] | undefined): Lane {
  if (changed === undefined) return "code"
  return changed.every(file => file.startsWith(CONTENT_FOLDER)) ? "content" : "code"
}

/**
 * Every path changed from `base` to `head`, both sides of a rename counted (a file moved into
 * data/ from src/ changes code); undefined when `base` is not a commit this clone has.
 */
export function changedSince(base: string | undefined, head = "HEAD", cwd = process.cwd()): string[] | undefined {
  if (!base) return undefined
  const git = (...args: string[]) => execFileSync("git", args, { cwd, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] })
  try {
    git("cat-file", "-e", `${base}^{commit}`)
  } catch {
    return undefined
  }
  return git("diff", "--name-only", "--no-renames", base, head).split("\n").filter(Boolean)
}

interface Deployment {
  sha: string
  statuses_url: string
  creator?: { login?: string }
}

/**
 * Who makes this workflow's deployment records and their statuses: GitHub Actions, for a job that
 * names the environment. Any token with the `repo` scope (the web editor's) can write a deployment
 * or a status too; a forged "success" must not send a code change down the content lane.
 */
export const WORKFLOW_ACTOR = "github-actions[bot]"

/** Whether `commit` is `head` or one of its ancestors: a commit main has held, not a branch's. */
export function onHistoryOf(commit: string, head = "HEAD", cwd = process.cwd()): boolean {
  try {
    execFileSync("git", ["merge-base", "--is-ancestor", commit, head], { cwd, stdio: "ignore" })
    return true
  } catch {
    return false
  }
}

/**
 * The commit of the environment's newest deployment, made by this workflow for a commit on main's
 * history, whose latest status is "success", also set by this workflow (GitHub marks an older one
 * "inactive" once a newer one succeeds, and a failed one "failure"). Records anyone else made are
 * passed over.
 */
export async function lastDeployedCommit(
  repository: string,
  token: string,
  environment = "production",
  get = fetch,
  onMain: (commit: string) => boolean = commit => onHistoryOf(commit),
): Promise<string | undefined> {
  const api = async <T>(url: string): Promise<T> => {
    const response = await get(url, {
      headers: { Authorization: `Bearer ${token}`, Accept: "application/vnd.github+json" },
      signal: AbortSignal.timeout(10_000),
    })
    if (!response.ok) throw new Error(`GitHub answered ${response.status} for ${url}`)
    return (await response.json()) as T
  }
  const deployments = await api<Deployment[]>(`https://api.github.com/repos/${repository}/deployments?environment=${environment}&per_page=30`)
  for (const deployment of deployments) {
    if (deployment.creator?.login !== WORKFLOW_ACTOR || !onMain(deployment.sha)) continue
    const [latest] = await api<Array<{ state: string; creator?: { login?: string } }>>(`${deployment.statuses_url}?per_page=1`)
    if (latest?.state === "success" && latest.creator?.login === WORKFLOW_ACTOR) return deployment.sha
  }
  return undefined
}

async function main() {
  const at = process.argv.indexOf("--base")
  const base =
    at >= 0 ? process.argv[at + 1] : await lastDeployedCommit(process.env.GITHUB_REPOSITORY ?? "", process.env.GITHUB_TOKEN ?? "").catch(() => undefined)
  const changed = changedSince(base)
  const lane = laneFor(changed)
  const why =
    changed === undefined
      ? "no deployed commit to compare with"
      : changed.length === 0
        ? `nothing changed since ${base}`
        : `${changed.length} files changed since ${base}${lane === "code" ? `, ${changed.find(file => !file.startsWith(CONTENT_FOLDER))} among them` : `, all in ${CONTENT_FOLDER}`}`
  console.log(`The ${lane} lane: ${why}`)
  if (process.env.GITHUB_OUTPUT) fs.appendFileSync(process.env.GITHUB_OUTPUT, `lane=${lane}\nbase=${base ?? ""}\n`)
}

// Node.js runs this file as an ES module (it strips the types itself), where `require.main` does not exist.
if (process.argv[1]?.endsWith("scripts/ci/lane.ts")) void main()
