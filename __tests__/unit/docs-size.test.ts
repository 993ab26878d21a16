/**
 * @jest-environment node
 *
 * The docs stay readable in an afternoon (CONTRIBUTING, "House rules"): no Markdown file over 300
 * lines, and at most 20,000 words written by hand in all. Parts a script writes (a generated file,
 * or a block between a script's marks) are counted apart: they cannot go stale, and a test holds
 * each to its script. `data/` is the author's content, not docs.
 */
import { docText, markdownDocs } from "../helpers/markdownDocs"

const MAX_LINES = 300
const MAX_HAND_WRITTEN_WORDS = 20_000

/** A word: letters or digits, with the apostrophes and hyphens inside it; a table's pipes and rules are none. */
const wordsIn = (text: string): number => text.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu)?.length ?? 0

/** The text a person wrote: without a generated file's whole text, or a block between a script's marks. */
function handWritten(text: string): string {
  // A generated file says so under its title.
  if (
    text
      .split("\n")
      .slice(0, 4)
      .some(line => line.startsWith("<!-- Written by "))
  )
    return ""
  // A script's block opens with a mark naming it ("written by …", "npm run bench writes …") and closes with "<!-- /…" or "…to here".
  return text.replace(/<!-- [^\n]*?(?:written by|writes)[^\n]*-->[\s\S]*?<!-- (?:\/|…to here)[^\n]*-->/g, "")
}

it("finds the docs", () => {
  expect(markdownDocs).toEqual(expect.arrayContaining(["README.md", "docs/testing.md"]))
})

it(`has no Markdown file over ${MAX_LINES} lines`, () => {
  const long = markdownDocs.map(file => ({ file, lines: docText(file).trimEnd().split("\n").length })).filter(({ lines }) => lines > MAX_LINES)
  expect(long).toEqual([])
})

it(`has at most ${MAX_HAND_WRITTEN_WORDS.toLocaleString("en-GB")} words written by hand in all`, () => {
  const words = markdownDocs.map(file => ({ file, words: wordsIn(handWritten(docText(file))) }))
  const total = words.reduce((sum, { words }) => sum + words, 0)
  // The longest first, so a failure says where to cut.
  expect({ total, longest: total > MAX_HAND_WRITTEN_WORDS ? words.sort((a, b) => b.words - a.words).slice(0, 5) : [] }).toEqual({
    total: expect.any(Number),
    longest: [],
  })
})

it("counts a script's block and a generated file apart, and what is around them", () => {
  const block = "Before.\n<!-- figures: written by scripts/x.ts -->\nThree generated words.\n<!-- /figures -->\nAfter."
  expect(wordsIn(handWritten(block))).toBe(2)
  expect(wordsIn(handWritten("# Title\n\n<!-- Written by `npm run schemas`: do not edit. -->\n\nAll of it."))).toBe(0)
  expect(wordsIn("| `a-b` | don't | 7.99 |\n| --- | --- | --- |")).toBe(4)
})
