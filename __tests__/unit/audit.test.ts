/**
 * @jest-environment node
 */
import { readFileSync } from "node:fs"
import path from "node:path"
import { advisoriesOf, auditVerdict, combinedAudit, type Accepted } from "../../scripts/audit/verdict"
import acceptedList from "../../scripts/audit/accepted.json"

// The audit's verdict (scripts/audit.ts) on reports in `npm audit --json`'s form (npm 7 and later):
// before-overrides.json holds what the lock file held before issue 57's overrides (immutable 3.7.6
// high, cookie 0.5.0, tmp 0.0.33 and webpack 5.98.0 low); unanswered-405.json is what npm printed
// here, where the registry refuses the audit request (its address made an example one).

const fixture = (name: string) => readFileSync(path.join(__dirname, "..", "fixtures", "audit", name), "utf8")
const accepted = acceptedList as Accepted[]

describe("the audit's verdict", () => {
  it("fails on a high advisory that is not accepted, naming it", () => {
    const verdict = auditVerdict({ stdout: fixture("before-overrides.json"), strict: false, accepted })
    expect(verdict.exitCode).toBe(1)
    expect(verdict.lines[0]).toMatch(/^audit: high GHSA-wf6x-7x77-mvgw in immutable <3\.8\.3: Immutable is vulnerable to Prototype Pollution/)
    expect(verdict.lines.at(-1)).toMatch(/^audit: FAILED: 1 high or critical not accepted, of 5 advisories \(4 low, 1 high\), 2 of them accepted/)
  })

  it("passes a high advisory the accepted list names, for that package", () => {
    const immutable: Accepted = { id: "GHSA-wf6x-7x77-mvgw", package: "immutable", severity: "high", why: "a test" }
    const verdict = auditVerdict({ stdout: fixture("before-overrides.json"), strict: false, accepted: [...accepted, immutable] })
    expect(verdict).toEqual({
      exitCode: 0,
      lines: ["audit: passed: 5 advisories (4 low, 1 high), 3 of them accepted; none high or critical beyond the accepted."],
    })
    // The same id accepted for another package accepts nothing.
    expect(auditVerdict({ stdout: fixture("before-overrides.json"), strict: false, accepted: [{ ...immutable, package: "cookie" }] }).exitCode).toBe(1)
  })

  it("passes low advisories, accepted or not", () => {
    expect(auditVerdict({ stdout: fixture("low-only.json"), strict: true, accepted: [] }).exitCode).toBe(0)
    const after = auditVerdict({ stdout: fixture("after-overrides.json"), strict: true, accepted })
    expect(after).toEqual({ exitCode: 0, lines: ["audit: passed: 2 advisories (2 low), 2 of them accepted; none high or critical beyond the accepted."] })
  })

  it("fails a critical advisory, and one whose severity it cannot read", () => {
    const report = JSON.parse(fixture("low-only.json"))
    report.vulnerabilities.tmp.via[0].severity = "critical"
    expect(auditVerdict({ stdout: JSON.stringify(report), strict: false, accepted }).exitCode).toBe(1)
    report.vulnerabilities.tmp.via[0].severity = "severe"
    expect(auditVerdict({ stdout: JSON.stringify(report), strict: false, accepted }).exitCode).toBe(1)
  })

  it("counts each advisory once, though npm lists it under every package it reaches", () => {
    const ids = advisoriesOf(JSON.parse(fixture("before-overrides.json"))).map(advisory => `${advisory.severity} ${advisory.id}`)
    expect(ids).toEqual([
      "high GHSA-wf6x-7x77-mvgw",
      "low GHSA-pxg6-pf52-xh8x",
      "low GHSA-52f5-9888-hmc6",
      "low GHSA-38r7-794h-5758",
      "low GHSA-8fgc-7cc6-rx7x",
    ])
  })

  it("notes an accepted advisory that is no longer reported, and still passes", () => {
    const verdict = auditVerdict({ stdout: fixture("low-only.json"), strict: false, accepted })
    expect(verdict.exitCode).toBe(0)
    expect(verdict.lines.filter(line => line.includes("no longer reported"))).toHaveLength(2)
  })

  it("says in one line that an unanswered registry checked nothing, and passes", () => {
    const verdict = auditVerdict({ stdout: fixture("unanswered-405.json"), strict: false, accepted })
    expect(verdict).toEqual({
      exitCode: 0,
      lines: [
        "audit: not checked: the registry did not answer the audit request (405 Method Not Allowed - POST https://registry.example/-/npm/v1/security/advisories/bulk); the deploy workflow audits strictly.",
      ],
    })
  })

  it("fails an unanswered registry when strict, in one line", () => {
    const verdict = auditVerdict({ stdout: fixture("unanswered-405.json"), strict: true, accepted })
    expect(verdict.exitCode).toBe(1)
    expect(verdict.lines).toEqual([expect.stringMatching(/^audit: FAILED: the registry did not answer the audit request \(405 Method Not Allowed/)])
  })

  it("takes no output, or output that is no report, as unanswered", () => {
    expect(auditVerdict({ stdout: "", stderr: "Error: spawnSync npm ETIMEDOUT", strict: false, accepted })).toEqual({
      exitCode: 0,
      lines: ["audit: not checked: the registry did not answer the audit request (Error: spawnSync npm ETIMEDOUT); the deploy workflow audits strictly."],
    })
    const offline = JSON.stringify({ error: { code: "ENOTFOUND", summary: "request to the registry failed", detail: "" } })
    expect(auditVerdict({ stdout: offline, strict: true, accepted }).lines).toEqual([expect.stringContaining("(ENOTFOUND: request to the registry failed)")])
    expect(auditVerdict({ stdout: "not json", strict: true, accepted }).exitCode).toBe(1)
  })
})

describe("the audit of two lock files (the project's and the bench's tools')", () => {
  it("judges the advisories of both: a high one in either fails", () => {
    const bothClean = combinedAudit([{ stdout: fixture("after-overrides.json") }, { stdout: fixture("after-overrides.json") }])
    expect(auditVerdict({ ...bothClean, strict: true, accepted })).toEqual({
      exitCode: 0,
      lines: ["audit: passed: 2 advisories (2 low), 2 of them accepted; none high or critical beyond the accepted."],
    })
    const toolsHigh = combinedAudit([{ stdout: fixture("after-overrides.json") }, { stdout: fixture("before-overrides.json") }])
    const verdict = auditVerdict({ ...toolsHigh, strict: false, accepted })
    expect(verdict.exitCode).toBe(1)
    expect(verdict.lines[0]).toMatch(/^audit: high GHSA-wf6x-7x77-mvgw in immutable/)
  })

  it("is unanswered if either audit is, with that audit's reason", () => {
    const unanswered = { stdout: fixture("unanswered-405.json") }
    for (const outputs of [
      [unanswered, { stdout: fixture("low-only.json") }],
      [{ stdout: fixture("low-only.json") }, unanswered],
    ]) {
      expect(auditVerdict({ ...combinedAudit(outputs), strict: true, accepted }).lines).toEqual([expect.stringContaining("(405 Method Not Allowed")])
    }
    const timedOut = combinedAudit([{ stdout: fixture("low-only.json") }, { stdout: "", stderr: "Error: spawnSync npm ETIMEDOUT" }])
    expect(auditVerdict({ ...timedOut, strict: false, accepted }).lines).toEqual([expect.stringContaining("(Error: spawnSync npm ETIMEDOUT)")])
  })
})

describe("the accepted list (scripts/audit/accepted.json)", () => {
  it("gives each advisory its GHSA id, package, severity and why it cannot be lifted", () => {
    for (const entry of accepted) {
      expect(entry.id).toMatch(/^GHSA(-[0-9a-z]{4}){3}$/)
      expect(entry.package).toMatch(/^(@[a-z0-9._-]+\/)?[a-z0-9._-]+$/)
      expect(["info", "low", "moderate", "high", "critical"]).toContain(entry.severity)
      expect(entry.why.length).toBeGreaterThan(40)
    }
    expect(new Set(accepted.map(entry => `${entry.id} ${entry.package}`)).size).toBe(accepted.length)
  })
})
