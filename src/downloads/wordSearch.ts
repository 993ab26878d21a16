/**
 * A word-search puzzle made from a list of words: every word hidden once in a square grid of
 * capital letters, the rest filled with random letters. Pure and deterministic: the same words
 * and seed always make the same grid, so an unchanged build makes the same PDF.
 */
import { seededRandom } from "./seededRandom"

/** A direction a word is read in, as a step in rows and columns. */
export interface Direction {
  name: string
  row: -1 | 0 | 1
  column: -1 | 0 | 1
}

const RIGHT: Direction = { name: "right", row: 0, column: 1 }
const DOWN: Direction = { name: "down", row: 1, column: 0 }
const DOWN_RIGHT: Direction = { name: "diagonally down and right", row: 1, column: 1 }
const LEFT: Direction = { name: "backwards (right to left)", row: 0, column: -1 }
const UP: Direction = { name: "up", row: -1, column: 0 }
const UP_RIGHT: Direction = { name: "diagonally up and right", row: -1, column: 1 }

/**
 * Who the puzzle is for. Younger readers (8 and up) find words read forwards only: left to
 * right, top to bottom and diagonally down. Older readers also meet them backwards and upwards.
 */
export const WORD_SEARCH_LEVELS = {
  younger: [RIGHT, DOWN, DOWN_RIGHT],
  older: [RIGHT, DOWN, DOWN_RIGHT, LEFT, UP, UP_RIGHT],
} as const satisfies Record<string, readonly Direction[]>

export type WordSearchLevel = keyof typeof WORD_SEARCH_LEVELS

export interface PlacedWord {
  /** The word as the list gives it ("time machine"). */
  word: string
  /** As it is hidden: capitals, without its space or hyphen ("TIMEMACHINE"). */
  letters: string
  /** Its first letter's cell, counted from 0 at the top left. */
  row: number
  column: number
  direction: Direction
}

export interface WordSearch {
  size: number
  /** `size` rows of `size` capital letters. */
  grid: string[][]
  /** Every word of the list, in the list's order, where it is hidden. */
  answers: PlacedWord[]
}

export interface WordSearchOptions {
  words: readonly string[]
  /** Any text: the same seed makes the same grid ("book-one-the-discovery"). */
  seed: string
  level?: WordSearchLevel
  /** Rows and columns; by default just big enough to hide the words with room to spare. */
  size?: number
}

/** A word or phrase that cannot go in a word search, or cannot be fitted into the grid. */
export class WordSearchError extends Error {}

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
// Fresh starts with other random choices before giving up: a crowded grid sometimes needs a few.
const ATTEMPTS = 40

/** "time machine" → "TIMEMACHINE"; a word with anything but letters, one inner space or one hyphen is refused. */
export function hiddenLetters(word: string): string {
  const trimmed = word.trim()
  if (!/^[A-Za-z]+(?:[ -][A-Za-z]+)?$/.test(trimmed))
    throw new WordSearchError(`"${word}" cannot go in a word search: use letters only, with at most one space or hyphen between two parts`)
  return trimmed.replace(/[ -]/, "").toUpperCase()
}

/** The grid size for these letters: the longest word, and about twice as many cells as letters (so at least half are filler). */
export function defaultSize(letters: readonly string[]): number {
  const longest = Math.max(...letters.map(word => word.length))
  const total = letters.reduce((sum, word) => sum + word.length, 0)
  return Math.max(longest, 10, Math.ceil(Math.sqrt(total * 2.2)))
}

export function makeWordSearch({ words, seed, level = "younger", size }: WordSearchOptions): WordSearch {
  if (words.length === 0) throw new WordSearchError("A word search needs at least one word")
  const letters = words.map(hiddenLetters)
  const duplicate = letters.find((word, index) => letters.indexOf(word) !== index)
  if (duplicate) throw new WordSearchError(`"${duplicate}" is in the list twice: a word search hides each word once`)
  const side = size ?? defaultSize(letters)
  const tooLong = words.find((_, index) => letters[index].length > side)
  if (tooLong) throw new WordSearchError(`"${tooLong}" has ${hiddenLetters(tooLong).length} letters, too many for a grid ${side} letters wide`)
  const random = seededRandom(seed)
  // Longest first: short words fit into the gaps the long ones leave.
  const order = words.map((_, index) => index).sort((a, b) => letters[b].length - letters[a].length || a - b)
  const failures = new Map<number, number>()
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const grid: Array<Array<string | undefined>> = Array.from({ length: side }, () => Array<string | undefined>(side).fill(undefined))
    const answers: PlacedWord[] = []
    const failed = order.find(index => {
      const placed = place(grid, letters[index], WORD_SEARCH_LEVELS[level], random)
      if (placed) answers[index] = { word: words[index], letters: letters[index], ...placed }
      return !placed
    })
    if (failed === undefined) {
      const filled = grid.map(row => row.map(cell => cell ?? ALPHABET[Math.floor(random() * ALPHABET.length)]))
      return { size: side, grid: filled, answers }
    }
    failures.set(failed, (failures.get(failed) ?? 0) + 1)
  }
  const hardest = [...failures.entries()].sort((a, b) => b[1] - a[1])[0][0]
  throw new WordSearchError(
    `"${words[hardest]}" could not be fitted into a ${side} × ${side} grid with the other ${words.length - 1} words: use fewer or shorter words, or a bigger grid`,
  )
}

/** Hides `word` in a random free spot (a cell may be shared where the letters agree); undefined if there is none. */
function place(
  grid: Array<Array<string | undefined>>,
  word: string,
  directions: readonly Direction[],
  random: () => number,
): Omit<PlacedWord, "word" | "letters"> | undefined {
  const side = grid.length
  // A direction first, then a spot: the puzzle gets a fair mix of directions.
  const candidatesByDirection = directions
    .map(direction => {
      const spots: Array<{ row: number; column: number; direction: Direction }> = []
      for (let row = 0; row < side; row++)
        for (let column = 0; column < side; column++) if (fits(grid, word, row, column, direction)) spots.push({ row, column, direction })
      return spots
    })
    .filter(spots => spots.length > 0)
  if (candidatesByDirection.length === 0) return undefined
  const spots = candidatesByDirection[Math.floor(random() * candidatesByDirection.length)]
  const spot = spots[Math.floor(random() * spots.length)]
  ;[...word].forEach((letter, i) => (grid[spot.row + i * spot.direction.row][spot.column + i * spot.direction.column] = letter))
  return spot
}

function fits(grid: Array<Array<string | undefined>>, word: string, row: number, column: number, direction: Direction): boolean {
  const side = grid.length
  const lastRow = row + (word.length - 1) * direction.row
  const lastColumn = column + (word.length - 1) * direction.column
  if (lastRow < 0 || lastRow >= side || lastColumn < 0 || lastColumn >= side) return false
  return [...word].every((letter, i) => {
    const cell = grid[row + i * direction.row][column + i * direction.column]
    return cell === undefined || cell === letter
  })
}

/** The cells a placed word covers, first letter first. */
export function cellsOf(answer: Pick<PlacedWord, "letters" | "row" | "column" | "direction">): Array<{ row: number; column: number }> {
  return [...answer.letters].map((_, i) => ({ row: answer.row + i * answer.direction.row, column: answer.column + i * answer.direction.column }))
}
