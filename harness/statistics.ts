/** The middle value (the mean of the two middle ones for an even count). */
export function median(values: readonly number[]): number {
  if (values.length === 0) return NaN
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

export const max = (values: readonly number[]): number => Math.max(...values)
export const min = (values: readonly number[]): number => Math.min(...values)

/** The value below which a share `p` (0 to 1) of the values lie, interpolating between neighbours (the R-7 method, as spreadsheets compute it). */
export function quantile(values: readonly number[], p: number): number {
  if (values.length === 0) return NaN
  const sorted = [...values].sort((a, b) => a - b)
  const at = (sorted.length - 1) * p
  const below = Math.floor(at)
  return sorted[below] + (sorted[Math.min(below + 1, sorted.length - 1)] - sorted[below]) * (at - below)
}
