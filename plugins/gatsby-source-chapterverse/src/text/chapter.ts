/**
 * A book's first chapter, written by the author as Markdown beside the book's JSON
 * (data/books/<slug>/first-chapter.md), read at build time into plain data the page renders
 * with React: the title, then paragraphs and scene breaks, each paragraph cut into sentences
 * so that "Read it to me" can follow the voice. Only what prose needs is allowed (paragraphs,
 * *emphasis*, **bold**, scene breaks); anything else, raw HTML above all, is refused with
 * advice for the author, so nothing the file holds reaches the page as markup.
 * The book's node carries it (nodes/entryNodes.ts); textFiles.ts reads a chapter from its file.
 */
import { lexer, type Token, type Tokens } from "marked"
import { excerpt, type Advice } from "../model/fields"
import { describeToken, textRuns, type TextRun } from "./textRuns"

export { READING_WORDS_PER_MINUTE, readingMinutes } from "./readingTime"

/** A stretch of text in one style. */
export type ChapterRun = TextRun

export type ChapterSentence = ChapterRun[]

export type ChapterBlock = { kind: "paragraph"; sentences: ChapterSentence[] } | { kind: "scene-break" }

export interface Chapter {
  title: string
  blocks: ChapterBlock[]
  /** The words of the chapter's text (not its title). */
  wordCount: number
}

export const countWords = (text: string): number => text.split(/\s+/).filter(word => /[\p{L}\p{N}]/u.test(word)).length

export class ChapterProblem extends Error {
  constructor(readonly advice: Advice) {
    super(`${advice.problem}; ${advice.fix}`)
  }
}

const ALLOWED = "paragraphs, *emphasis*, **bold** and scene breaks (a line of ---)"

export function parseChapter(markdown: string): Chapter {
  const tokens = lexer(markdown.replace(/\r\n?/g, "\n")).filter(token => token.type !== "space")
  const [heading, ...body] = tokens
  if (!heading || heading.type !== "heading" || (heading as Tokens.Heading).depth !== 1)
    throw new ChapterProblem({
      problem: "the chapter must start with its title as a heading",
      fix: 'write the title on the first line after "# ", for example "# Chapter One: The Locked Room"',
    })
  const title = plainText(inlineRuns((heading as Tokens.Heading).tokens ?? [])).trim()
  const blocks = body.map(blockOf)
  const paragraphs = blocks.filter(block => block.kind === "paragraph")
  if (paragraphs.length === 0) throw new ChapterProblem({ problem: "the chapter has a title but no text", fix: "write the chapter below its title" })
  const wordCount = paragraphs.reduce(
    (sum, block) =>
      sum +
      countWords(
        block.sentences
          .flat()
          .map(run => run.text)
          .join(" "),
      ),
    0,
  )
  return { title, blocks, wordCount }
}

function blockOf(token: Token): ChapterBlock {
  if (token.type === "hr") return { kind: "scene-break" }
  if (token.type === "paragraph") return { kind: "paragraph", sentences: sentencesOf(inlineRuns((token as Tokens.Paragraph).tokens)) }
  const where = excerpt(token.raw)
  if (token.type === "heading")
    throw new ChapterProblem({
      problem: `the chapter has a second heading ("${where}")`,
      fix: "keep one chapter in the file, with its title as the only heading",
    })
  throw new ChapterProblem({ problem: `the chapter holds a ${describeToken(token)} ("${where}"), which the page does not show`, fix: `use only ${ALLOWED}` })
}

/** A chapter's text in runs of one style; nothing else inline (a link, a picture, HTML) is shown. */
function inlineRuns(tokens: Token[]): ChapterRun[] {
  return textRuns(tokens, token => {
    throw new ChapterProblem({
      problem: `the chapter holds a ${describeToken(token)} ("${excerpt(token.raw)}"), which the page does not show`,
      fix: `use only ${ALLOWED}`,
    })
  })
}

const plainText = (runs: ChapterRun[]): string => runs.map(run => run.text).join("")

/**
 * A sentence ends at . ! ? or … (and any closing quotes or brackets after it) followed by a
 * space and a capital, a digit or an opening quote: "‘Stop!’ said Ava." stays one sentence.
 */
const SENTENCE_END = /[.!?…]["'’”)\]]*\s+(?=[\p{Lu}\p{N}‘“"'(])/gu

/** Cuts a paragraph's runs into sentences, keeping each run's style; line breaks become spaces. */
function sentencesOf(runs: ChapterRun[]): ChapterSentence[] {
  const flat = runs.map(run => ({ ...run, text: run.text.replace(/\s+/g, " ") }))
  const text = plainText(flat)
  const cuts: Array<{ end: number; next: number }> = []
  for (const match of text.matchAll(SENTENCE_END)) {
    const spaceAt = match.index + match[0].search(/\s/)
    cuts.push({ end: spaceAt, next: match.index + match[0].length })
  }
  const ranges: Array<[number, number]> = []
  let start = 0
  for (const cut of cuts) {
    ranges.push([start, cut.end])
    start = cut.next
  }
  ranges.push([start, text.length])
  return ranges
    .map(([from, to]) => slice(flat, from, to))
    .map(trimSentence)
    .filter(sentence => sentence.length > 0)
}

/** The runs between two positions of the paragraph's text. */
function slice(runs: ChapterRun[], from: number, to: number): ChapterSentence {
  const out: ChapterSentence = []
  let at = 0
  for (const run of runs) {
    const start = Math.max(from, at)
    const end = Math.min(to, at + run.text.length)
    if (start < end) out.push({ ...run, text: run.text.slice(start - at, end - at) })
    at += run.text.length
  }
  return out
}

function trimSentence(sentence: ChapterSentence): ChapterSentence {
  const runs = sentence.map(run => ({ ...run }))
  if (runs.length > 0) runs[0].text = runs[0].text.replace(/^\s+/, "")
  if (runs.length > 0) runs[runs.length - 1].text = runs[runs.length - 1].text.replace(/\s+$/, "")
  return runs.filter(run => run.text !== "")
}

/** The chapter as plain text, a paragraph a line (for tests and the reading time). */
export const chapterParagraphs = (chapter: Chapter): string[] =>
  chapter.blocks.flatMap(block => (block.kind === "paragraph" ? [block.sentences.map(sentence => plainText(sentence)).join(" ")] : []))
