import type { Advice } from "../model/fields"

/**
 * A file of data/ whose bytes are not UTF-8 text (textFiles.ts reads them): which file, what is
 * wrong and what to do. A file of its own, without Node's modules, because the content model's
 * checks catch it and pages import the model.
 */
export class UnreadableText extends Error {
  constructor(
    readonly file: string,
    readonly advice: Advice,
  ) {
    super(`${file}: ${advice.problem}. What to do: ${advice.fix}`)
    this.name = "UnreadableText"
  }
}
