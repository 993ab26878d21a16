/**
 * The inline Markdown a first chapter (chapter.ts) and a news post (newsText.ts) share: text in
 * runs of one style, plain, *emphasis* or **bold**. Anything else inline (a link, a picture,
 * HTML) is the caller's to place or refuse, through `other`.
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
