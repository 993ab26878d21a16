import fs from "node:fs"
import type { Page } from "playwright-core"

const AXE_SOURCE = fs.readFileSync(require.resolve("axe-core/axe.min.js"), "utf8")

/** The WCAG 2.0, 2.1 and 2.2 rules at levels A and AA. */
export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"]
/**
 * And the best practices a screen-reader user relies on to find their way: axe files heading-order
 * (no level skipped, h2 then h4) outside the WCAG tags.
 */
export const BEST_PRACTICE_RULES = ["heading-order"]

interface AxeViolation {
  id: string
  impact: string | null
  help: string
  nodes: Array<{ target: unknown[]; failureSummary?: string }>
}

/**
 * Runs axe-core's WCAG A and AA rules and BEST_PRACTICE_RULES in the page as it is now (menu open,
 * dialog showing…) and returns one line per violation: where, the rule, what it asks and the
 * elements that break it.
 */
export async function accessibilityViolations(page: Page, where: string): Promise<string[]> {
  // Evaluated through the browser's debugging protocol, which the page's Content-Security-Policy does not govern.
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE_SOURCE)
  const violations = await page.evaluate(
    async ({ tags, rules }) => {
      const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }> } }).axe
      // A rule enabled by name runs beside the tags (axe's ruleShouldRun).
      const enabled = Object.fromEntries(rules.map(rule => [rule, { enabled: true }]))
      const results = await axe.run(document, { runOnly: { type: "tag", values: tags }, rules: enabled, resultTypes: ["violations"] })
      return results.violations
    },
    { tags: WCAG_TAGS, rules: BEST_PRACTICE_RULES },
  )
  return violations.map(
    violation => `${where}: ${violation.id} (${violation.impact}) ${violation.help}: ${violation.nodes.map(node => node.target.join(" ")).join(", ")}`,
  )
}
