/**
 * The audit's verdict (scripts/audit.ts) on what `npm audit --json` printed: it fails on a high or
 * critical advisory that scripts/audit/accepted.json does not list, and on nothing lower. When the
 * registry does not answer the audit request (this workplace's registry refuses it: "405 Method Not
 * Allowed"), it says so in one line and passes, unless strict (the deploy workflow, which reaches the
 * real registry), where an unanswered audit fails: a check that could not run has checked nothing.
 */

export type Severity = "info" | "low" | "moderate" | "high" | "critical"

/** An advisory the project keeps, with why it cannot be lifted (scripts/audit/accepted.json). */
export interface Accepted {
  id: string
  package: string
  severity: Severity
  why: string
}

/** One advisory as `npm audit --json` reports it: a `via` entry that is an object, not a package name. */
export interface Advisory {
  id: string
  package: string
  severity: Severity
  title: string
  url: string
  range: string
}

export interface Verdict {
  exitCode: 0 | 1
  lines: string[]
}

export const FAILING: readonly Severity[] = ["high", "critical"]
const ORDER: readonly Severity[] = ["info", "low", "moderate", "high", "critical"]

/** The GHSA id at the end of an advisory's address, else the address itself. */
export function advisoryId(url: string): string {
  return /GHSA(-[0-9a-z]{4}){3}/i.exec(url)?.[0] ?? url
}

/** npm 7 and later's report: `{ auditReportVersion: 2, vulnerabilities: { name: { via: [...] } } }`. */
function isReport(value: unknown): value is { vulnerabilities: Record<string, { via?: unknown[] }> } {
  return (
    typeof value === "object" && value !== null && "vulnerabilities" in value && typeof value.vulnerabilities === "object" && value.vulnerabilities !== null
  )
}

/** Each advisory once, though npm lists it under every package that leads to it. */
export function advisoriesOf(report: { vulnerabilities: Record<string, { via?: unknown[] }> }): Advisory[] {
  const byId = new Map<string, Advisory>()
  for (const entry of Object.values(report.vulnerabilities)) {
    for (const via of entry.via ?? []) {
      if (typeof via !== "object" || via === null) continue
      const { name, severity, title, url, range } = via as Record<string, unknown>
      const link = typeof url === "string" ? url : ""
      const advisory: Advisory = {
        id: advisoryId(link),
        package: String(name),
        severity: ORDER.includes(severity as Severity) ? (severity as Severity) : "critical",
        title: String(title ?? ""),
        url: link,
        range: String(range ?? ""),
      }
      byId.set(`${advisory.id} ${advisory.package}`, advisory)
    }
  }
  return [...byId.values()].sort((a, b) => ORDER.indexOf(b.severity) - ORDER.indexOf(a.severity) || a.package.localeCompare(b.package))
}

/** Why the registry gave no report, in a few words: npm's message, else the start of what it printed. */
function unansweredReason(parsed: unknown, stdout: string, stderr: string): string {
  if (typeof parsed === "object" && parsed !== null) {
    const record = parsed as Record<string, unknown>
    if (typeof record.message === "string") return record.message
    const error = record.error as Record<string, unknown> | undefined
    if (error && typeof error === "object") return [error.code, error.summary].filter(part => typeof part === "string" && part).join(": ")
  }
  const text = (stderr.split("\n").find(line => /npm (error|warn) audit/.test(line)) || stdout.trim() || stderr).trim()
  return text.split("\n")[0].slice(0, 200) || "no output"
}

/** What one run of `npm audit --json` printed. */
export interface AuditOutput {
  stdout: string
  stderr?: string
}

/**
 * The audits of several lock files (the project's and the bench's tools', scripts/bench/tools/) as
 * one: every advisory of each in one report. The first that is no report is given as it is, so that
 * an unanswered audit of either is told as one.
 */
export function combinedAudit(outputs: readonly AuditOutput[]): AuditOutput {
  const vulnerabilities: Record<string, unknown> = {}
  for (const [index, output] of outputs.entries()) {
    let parsed: unknown
    try {
      parsed = JSON.parse(output.stdout)
    } catch {
      return output
    }
    if (!isReport(parsed)) return output
    // A package of both lock files keeps both entries: the advisories are counted once all the same.
    for (const [name, entry] of Object.entries(parsed.vulnerabilities)) vulnerabilities[index === 0 ? name : `${name} (${index})`] = entry
  }
  return { stdout: JSON.stringify({ auditReportVersion: 2, vulnerabilities }) }
}

/**
 * The verdict on one run of `npm audit --json`: its standard output and error, whether unanswered
 * audits fail (strict), and the accepted list.
 */
export function auditVerdict(run: { stdout: string; stderr?: string; strict: boolean; accepted: readonly Accepted[] }): Verdict {
  let parsed: unknown
  try {
    parsed = JSON.parse(run.stdout)
  } catch {
    parsed = undefined
  }
  if (!isReport(parsed)) {
    const reason = unansweredReason(parsed, run.stdout, run.stderr ?? "")
    return run.strict
      ? { exitCode: 1, lines: [`audit: FAILED: the registry did not answer the audit request (${reason}), and a strict audit needs its answer.`] }
      : { exitCode: 0, lines: [`audit: not checked: the registry did not answer the audit request (${reason}); the deploy workflow audits strictly.`] }
  }

  const advisories = advisoriesOf(parsed)
  const key = (entry: { id: string; package: string }) => `${entry.id} ${entry.package}`
  const acceptedKeys = new Set(run.accepted.map(key))
  const failing = advisories.filter(advisory => FAILING.includes(advisory.severity) && !acceptedKeys.has(key(advisory)))
  const counts = ORDER.map(severity => [severity, advisories.filter(advisory => advisory.severity === severity).length] as const)
    .filter(([, count]) => count > 0)
    .map(([severity, count]) => `${count} ${severity}`)
  const reported = new Set(advisories.map(key))
  const stale = run.accepted.filter(entry => !reported.has(key(entry)))
  const accepted = advisories.filter(advisory => acceptedKeys.has(key(advisory))).length

  const lines: string[] = []
  for (const advisory of failing) {
    lines.push(`audit: ${advisory.severity} ${advisory.id} in ${advisory.package} ${advisory.range}: ${advisory.title} (${advisory.url})`)
  }
  for (const entry of stale)
    lines.push(`audit: note: ${entry.id} (${entry.package}) is accepted but no longer reported: take it off scripts/audit/accepted.json.`)
  const summary = `${advisories.length} advisories${counts.length ? ` (${counts.join(", ")})` : ""}, ${accepted} of them accepted`
  if (failing.length) {
    lines.push(
      `audit: FAILED: ${failing.length} high or critical not accepted, of ${summary}. Lift each with an override (docs/dependencies.md), or list it in scripts/audit/accepted.json with why it cannot be.`,
    )
    return { exitCode: 1, lines }
  }
  lines.push(`audit: passed: ${summary}; none high or critical beyond the accepted.`)
  return { exitCode: 0, lines }
}
