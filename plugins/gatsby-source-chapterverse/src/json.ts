import fs from "node:fs"

/**
 * JSON as the author's editor shows it. Notepad and some Windows editors save a byte-order
 * mark before the first brace, which JSON.parse rejects as an error at line 1; Windows line
 * endings are whitespace to JSON and need nothing. The mark stays in the file: nothing writes into data/.
 */
export const parseJsonText = (text: string): unknown => JSON.parse(withoutByteOrderMark(text))

export const withoutByteOrderMark = (text: string): string => (text.charCodeAt(0) === 0xfeff ? text.slice(1) : text)

export const readJsonFile = (file: string): unknown => parseJsonText(fs.readFileSync(file, "utf8"))

/** A text file of data/ as the checks read it: without a byte-order mark. */
export type ReadText = (file: string) => string

/** Reads each file once however many checks ask for it: one read of data/ a load (loadContent). */
export function readOnce(): ReadText {
  const texts = new Map<string, string>()
  return file => {
    const known = texts.get(file)
    if (known !== undefined) return known
    const text = withoutByteOrderMark(fs.readFileSync(file, "utf8"))
    texts.set(file, text)
    return text
  }
}
