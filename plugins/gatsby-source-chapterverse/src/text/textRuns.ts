/**
 * The inline Markdown a first chapter (chapter.ts) and a news post (newsText.ts) share: text in
 * runs of one style, plain, *emphasis* or **bold**. Anything else inline (a link, a picture,
 * HTML) is the caller's to place or refuse, through `other`, naming it to the author with
 * `describeToken`.
 */
import type { Token, Tokens } from "marked"

/** A stretch of text in one style. */
export interface TextRun {
  text: string
  emphasis?: boolean
  strong?: boolean
}

type RunStyle = Omit<TextRun, "text">

export function textRuns(tokens: Token[], other: (token: Token) => TextRun[], style: RunStyle = {}): TextRun[] {
  return tokens.flatMap((token): TextRun[] => {
    switch (token.type) {
      case "text":
        // A text token may hold inline tokens of its own (in a heading, a tight paragraph or list item).
        return "tokens" in token && token.tokens ? textRuns(token.tokens, other, style) : [{ ...style, text: token.text }]
      case "escape":
        return [{ ...style, text: token.text }]
      case "br":
        return [{ ...style, text: " " }]
      case "em":
        return textRuns((token as Tokens.Em).tokens, other, { ...style, emphasis: true })
      case "strong":
        return textRuns((token as Tokens.Strong).tokens, other, { ...style, strong: true })
      default:
        return other(token)
    }
  })
}

/** What a piece of Markdown the page does not show is, in the author's words: "the text holds a list". */
export function describeToken(token: Token): string {
  switch (token.type) {
    case "html":
      return "piece of HTML"
    case "list":
      return "list"
    case "blockquote":
      return "quotation block (a line starting with >)"
    case "code":
      return "code block (indented lines or ```)"
    case "codespan":
      return "piece of code (in `)"
    case "table":
      return "table"
    case "hr":
      return "line across the page (---)"
    case "link":
      return "link"
    case "image":
      return "picture"
    default:
      return `"${token.type}"`
  }
}
