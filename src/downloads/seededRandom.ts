/** FNV-1a: a number from a text, to seed the random sequence with. */
export function hashText(text: string): number {
  let hash = 2166136261
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 16777619)
  }
  return hash >>> 0
}

/**
 * A repeatable random sequence (mulberry32) in [0, 1), seeded from a text: what the build makes
 * at random (a word search's filler letters) comes out the same on every build.
 */
export function seededRandom(seed: string): () => number {
  return mulberry32(hashText(seed))
}

/** mulberry32: a repeatable random sequence in [0, 1) from a number, the same on every machine. */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) | 0
    let t = Math.imul(state ^ (state >>> 15), 1 | state)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}
