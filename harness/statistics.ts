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

/** A seeded pseudo-random generator (mulberry32): the same draws every run, so a figure computed with it is reproducible. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/**
 * The percentile bootstrap's interval for the median of `values`: the median of each of
 * `resamples` samples drawn with replacement, and the quantiles of those medians that leave
 * (1 − `level`)/2 on each side. Seeded, so the same values give the same interval.
 */
export function bootstrapMedianInterval(values: readonly number[], { level = 0.95, resamples = 4000, seed = 75 } = {}): [number, number] {
  if (values.length === 0) return [NaN, NaN]
  const random = seededRandom(seed)
  const medians = Array.from({ length: resamples }, () => median(Array.from(values, () => values[Math.floor(random() * values.length)])))
  return [quantile(medians, (1 - level) / 2), quantile(medians, 1 - (1 - level) / 2)]
}
