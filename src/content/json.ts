import fs from "node:fs"

/**
 * JSON as the author's editor shows it. Notepad and some Windows editors save a byte-order
 * mark before the first brace, which JSON.parse rejects as an error at line 1; Windows line
 * endings are whitespace to JSON and need nothing.
 */
export const parseJsonText = (text: string): unknown => JSON.parse(withoutByteOrderMark(text))

export const withoutByteOrderMark = (text: string): string => (text.charCodeAt(0) === 0xfeff ? text.slice(1) : text)

export const readJsonFile = (file: string): unknown => parseJsonText(fs.readFileSync(file, "utf8"))
