import { BUDGETS } from "../../harness/budgets"

export type LargestPaintVerdict = "pass" | "fail" | "open"

/**
 * Whether a route's pairs decide the largest-paint budget: met where the median is at most
 * BUDGETS.lcpRatioToTwin and its interval's upper bound at most BUDGETS.lcpIntervalHigh; missed
 * where even the interval's lower bound is over the median's limit; open otherwise (more pairs narrow
 * the interval). A load without a largest paint makes its ratio infinite: missed.
 */
export function largestPaintVerdict(ratio: number, [low, high]: [number, number]): LargestPaintVerdict {
  if (!Number.isFinite(ratio) || low > BUDGETS.lcpRatioToTwin) return "fail"
  if (ratio <= BUDGETS.lcpRatioToTwin && high <= BUDGETS.lcpIntervalHigh) return "pass"
  return "open"
}
