import fs from "node:fs"
import type { Page } from "playwright-core"

const AXE_SOURCE = fs.readFileSync(require.resolve("axe-core/axe.min.js"), "utf8")

/** The WCAG 2.0, 2.1 and 2.2 rules at levels A and AA. */
export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"]

interface AxeViolation {
  id: string
  impact: string | null
  help: string
  nodes: Array<{ target: unknown[]; failureSummary?: string }>
}

/**
 * Runs axe-core in the page as it is now (menu open, dialog showing…) and returns one line
 * per violation: where, the rule, what it asks and the elements that break it.
 */
export async function accessibilityViolations(page: Page, where: string): Promise<string[]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.addScriptTag({ content: AXE_SOURCE })
  const violations = await page.evaluate(async tags => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }> } }).axe
    const results = await axe.run(document, { runOnly: { type: "tag", values: tags }, resultTypes: ["violations"] })
    return results.violations
  }, WCAG_TAGS)
  return violations.map(
    violation => `${where}: ${violation.id} (${violation.impact}) ${violation.help}: ${violation.nodes.map(node => node.target.join(" ")).join(", ")}`,
  )
}
