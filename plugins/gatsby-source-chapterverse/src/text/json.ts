import { readText } from "./textFiles"

/** A JSON file's value; throws UnreadableText (textFiles.ts) when it is not saved as UTF-8. */
export const readJsonFile = (file: string): unknown => JSON.parse(readText(file))

/** A text file of data/ as the checks read it (textFiles.ts): UTF-8 without its byte-order mark; throws UnreadableText when it is not UTF-8 text. */
export type ReadText = (file: string) => string

/** Reads each file once however many checks ask for it: one read of data/ a load (loadContent). */
export function readOnce(): ReadText {
  const texts = new Map<string, string>()
  return file => {
    const known = texts.get(file)
    if (known !== undefined) return known
    const text = readText(file)
    texts.set(file, text)
    return text
  }
}
