/**
 * @jest-environment node
 */
import { withoutWord } from "../../src/downloads/wordSearches"
import { cellsOf, hiddenLetters, makeWordSearch, WORD_SEARCH_LEVELS, WordSearchError, type WordSearchLevel } from "../../src/downloads/wordSearch"

// Words of the shapes a teaching guide's vocabulary has: one word, two words, a hyphenated word.
const WORDS = ["velociraptor", "Cretaceous", "time machine", "crystal", "fossil", "portal", "attic", "inventor", "brass", "hatchling", "meteor", "fern-leaf"]

const lettersAt = (grid: string[][], answer: Parameters<typeof cellsOf>[0]) =>
  cellsOf(answer)
    .map(({ row, column }) => grid[row][column])
    .join("")

describe.each(Object.keys(WORD_SEARCH_LEVELS) as WordSearchLevel[])("a word search for %s readers", level => {
  const puzzle = makeWordSearch({ words: WORDS, seed: "book-one-the-discovery", level })

  it("hides every word at its answer's position, in a direction the level allows", () => {
    expect(puzzle.answers.map(answer => answer.word)).toEqual(WORDS)
    for (const answer of puzzle.answers) {
      expect(WORD_SEARCH_LEVELS[level]).toContainEqual(answer.direction)
      expect(lettersAt(puzzle.grid, answer)).toBe(hiddenLetters(answer.word))
    }
  })

  it("fills every cell of a square grid with a capital letter", () => {
    expect(puzzle.grid).toHaveLength(puzzle.size)
    for (const row of puzzle.grid) expect(row.join("")).toMatch(new RegExp(`^[A-Z]{${puzzle.size}}$`))
  })

  it("makes the same grid from the same seed, and another from another", () => {
    expect(makeWordSearch({ words: WORDS, seed: "book-one-the-discovery", level })).toEqual(puzzle)
    expect(makeWordSearch({ words: WORDS, seed: "book-two-the-awakening", level }).grid).not.toEqual(puzzle.grid)
  })
})

describe("word search directions", () => {
  it("reads forwards only for younger readers, and also backwards for older ones", () => {
    const forwards = (level: WordSearchLevel) => WORD_SEARCH_LEVELS[level].every(d => d.row >= 0 && d.column >= 0)
    expect(forwards("younger")).toBe(true)
    expect(forwards("older")).toBe(false)
    const used = new Set(
      ["a", "b", "c", "d", "e", "f"].flatMap(seed => makeWordSearch({ words: WORDS, seed, level: "older" }).answers.map(a => a.direction.name)),
    )
    expect(used.size).toBeGreaterThan(WORD_SEARCH_LEVELS.younger.length)
  })
})

describe("word search errors", () => {
  it("names a word too long for the grid", () => {
    expect(() => makeWordSearch({ words: ["fossil", "velociraptor"], seed: "s", size: 10 })).toThrow(WordSearchError)
    expect(() => makeWordSearch({ words: ["fossil", "velociraptor"], seed: "s", size: 10 })).toThrow(/"velociraptor" has 12 letters/)
  })

  it("names a word that cannot be fitted among the others", () => {
    // Ten different four-letter words cannot all fit in a 4 × 4 grid.
    const words = ["ABCD", "EFGH", "IJKL", "MNOP", "QRST", "UVWX", "YZAB", "CDEF", "GHIJ", "KLMN"]
    expect(() => makeWordSearch({ words, seed: "s", size: 4 })).toThrow(/^"[A-Z]{4}" could not be fitted into a 4 × 4 grid/)
  })

  it("names a word with something other than letters", () => {
    expect(() => makeWordSearch({ words: ["fossil", "T-rex 2"], seed: "s" })).toThrow(/"T-rex 2" cannot go in a word search/)
    expect(() => makeWordSearch({ words: ["fossil", "fossil"], seed: "s" })).toThrow(/"FOSSIL" is in the list twice/)
  })
})

describe("word clues", () => {
  it("leave a gap where a meaning names its own word, in any form", () => {
    expect(withoutWord("The pull of a planet. Gravity on Mars is weaker.", "gravity")).toBe("The pull of a planet. ______ on Mars is weaker.")
    expect(withoutWord("Mars is covered in craters.", "crater")).toBe("Mars is covered in ______.")
    expect(withoutWord("Mars, the red planet, or the Red-Planet.", "Red Planet")).toBe("Mars, the ______, or the ______.")
    expect(withoutWord("A baby animal that has just come out of its egg.", "hatchling")).toBe("A baby animal that has just come out of its egg.")
  })
})
