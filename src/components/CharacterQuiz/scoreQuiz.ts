/**
 * The character quiz's result: the character the most answers point to. A tie goes to the
 * character among the tied ones that the reader chose last (walking back from the last
 * question), so the most recent choice settles it and every tied character can win.
 */
export function scoreQuiz(chosen: readonly string[]): string | undefined {
  const counts = new Map<string, number>()
  for (const character of chosen) counts.set(character, (counts.get(character) ?? 0) + 1)
  const most = Math.max(0, ...counts.values())
  return [...chosen].reverse().find(character => counts.get(character) === most)
}
