/**
 * A news post's text: the Markdown below its front matter (data/news/<slug>/post.md), read at
 * build time into plain data the page renders with React, as a first chapter is (chapter.ts).
 * A post may hold what a short article needs: paragraphs, headings (## and ###), lists,
 * *emphasis*, **bold** and links to https addresses or to the site's own pages; anything else,
 * raw HTML above all, is refused with advice for the author, so nothing the file holds reaches
 * the page as markup. Build-time code only.
 */
import { lexer, type Token, type Tokens } from "marked"
import { excerpt, type Advice } from "../model/fields"
import { describeToken, textRuns, type TextRun } from "./textRuns"

/** A stretch of text in one style. */
export type NewsRun = TextRun

/** A link: to an https address, or to a page of this site ("/shop"). */
export interface NewsLink {
  href: string
  runs: NewsRun[]
}

export type NewsInline = NewsRun | NewsLink

export type NewsBlock =
  | { kind: "paragraph"; content: NewsInline[] }
  | { kind: "heading"; level: 2 | 3; content: NewsInline[] }
  | { kind: "list"; ordered: boolean; items: NewsInline[][] }

export const isNewsLink = (inline: NewsInline): inline is NewsLink => "href" in inline

export class NewsTextProblem extends Error {
  constructor(readonly advice: Advice) {
    super(`${advice.problem}; ${advice.fix}`)
  }
}

const ALLOWED = "paragraphs, headings (## or ###), lists (- or 1.), *emphasis*, **bold** and links"

/** An https address, or an address on this site ("/news", "/book-one-the-discovery#characters"). */
const SITE_PATH = /^\/(?!\/)[a-z0-9\-/]*(#[a-z0-9-]+)?$/

/** The post's text as blocks; throws a NewsTextProblem saying what to change. */
export function parseNewsText(markdown: string): NewsBlock[] {
  const tokens = lexer(markdown.replace(/\r\n?/g, "\n")).filter(token => token.type !== "space")
  const blocks = tokens.map(blockOf)
  if (!blocks.some(block => block.kind === "paragraph"))
    throw new NewsTextProblem({ problem: "the post has no text", fix: "write the post below the front matter (the lines between ---)" })
  return blocks
}

function blockOf(token: Token): NewsBlock {
  const where = excerpt(token.raw)
  switch (token.type) {
    case "paragraph":
      return { kind: "paragraph", content: inlines((token as Tokens.Paragraph).tokens) }
    case "heading": {
      const { depth, tokens } = token as Tokens.Heading
      if (depth === 1)
        throw new NewsTextProblem({
          problem: `the text has a title heading ("${where}"), and the post's title is its title field`,
          fix: 'start a heading inside the post with "## " (or "### " below it)',
        })
      if (depth > 3) throw new NewsTextProblem({ problem: `the heading "${where}" is too deep`, fix: 'use "## " for a heading, or "### " below it' })
      return { kind: "heading", level: depth as 2 | 3, content: inlines(tokens) }
    }
    case "list": {
      const list = token as Tokens.List
      return { kind: "list", ordered: list.ordered, items: list.items.map(listItem) }
    }
    default:
      throw new NewsTextProblem({ problem: `the text holds a ${describeToken(token)} ("${where}"), which the page does not show`, fix: `use only ${ALLOWED}` })
  }
}

/** A list item is one line of text: a list inside a list or a paragraph break in an item is refused. */
function listItem(item: Tokens.ListItem): NewsInline[] {
  const blocks = item.tokens.filter(token => token.type !== "space")
  if (blocks.length !== 1 || (blocks[0].type !== "text" && blocks[0].type !== "paragraph"))
    throw new NewsTextProblem({
      problem: `the list item "${excerpt(item.raw)}" holds more than a line of text`,
      fix: "keep each item of a list to one line of text, with no list inside it",
    })
  const [block] = blocks as Array<Tokens.Text | Tokens.Paragraph>
  return inlines(block.tokens ?? [{ type: "text", raw: block.raw, text: block.text }])
}

function inlines(tokens: Token[]): NewsInline[] {
  return tokens.flatMap((token): NewsInline[] => {
    if (token.type !== "link") return runs([token])
    const { href, tokens: text } = token as Tokens.Link
    return [{ href: checkedHref(href, token.raw), runs: runs(text) }]
  })
}

/** A post's text in runs of one style; a link inside a link, a picture or HTML is refused. */
function runs(tokens: Token[]): NewsRun[] {
  return textRuns(tokens, token => {
    if (token.type === "link") throw new NewsTextProblem({ problem: `a link holds another link ("${excerpt(token.raw)}")`, fix: "write the two links apart" })
    const fix = token.type === "image" ? "give the post its picture in the picture field; the text holds words only" : `use only ${ALLOWED}`
    throw new NewsTextProblem({ problem: `the text holds a ${describeToken(token)} ("${excerpt(token.raw)}"), which the page does not show`, fix })
  })
}

function checkedHref(href: string, raw: string): string {
  if (/^https:\/\/[^\s/]+\.[^\s]+$/.test(href) || SITE_PATH.test(href)) return href
  const why = /^http:/i.test(href) ? "an http address, which browsers mark as not secure" : "neither an https address nor a page of this site"
  throw new NewsTextProblem({
    problem: `the link "${excerpt(raw)}" goes to ${why}`,
    fix: 'link to an address starting with https://, or to a page of this site starting with / (for example "/shop")',
  })
}

/** The text as plain words: a line for each paragraph, heading and list item (for the tests). */
export const newsPlainText = (blocks: readonly NewsBlock[]): string[] =>
  blocks.flatMap(block => (block.kind === "list" ? block.items.map(plainInline) : [plainInline(block.content)]))

const plainInline = (content: readonly NewsInline[]): string =>
  content.map(inline => (isNewsLink(inline) ? inline.runs : [inline]).map(run => run.text).join("")).join("")
