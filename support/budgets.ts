/**
 * The performance budgets of issues 6 and 13, which `npm run bench` checks (scripts/bench/budgets.ts)
 * and the tests of its measures hold them to. The JavaScript budget is JAVASCRIPT_BUDGET_KB (javascript-size.ts).
 */
export const BUDGETS = {
  performanceScore: 98,
  otherScores: 100,
  lcpRatioToTwin: 1.05,
  cls: 0.01,
  /** TBT over the zero-JS twin's: the twin's own TBT is the machine's noise floor, not the site's JavaScript. */
  tbtExcessMs: 10,
  /** Menu and Accept work this soon after the first paint. */
  tapFromPaintMs: 100,
  heroKb: 60,
  warmToCold: 1 / 3,
  /** Per-artwork cost of 110→220 within ±35% of 22→110 … */
  linearTolerance: 0.35,
  /** … or within 0.02 s of it: below that the difference is timing noise (±1 s over 88+ artworks). */
  linearFloorS: 0.02,
} as const
